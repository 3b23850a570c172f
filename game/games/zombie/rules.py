"""Zombie: Survival Infection, the rules engine (pure Python, no pygame).

Facts (see info.py): 2-8 seats (Camps), hidden hands and deck order, chance from three dice and
shuffles. The state machine lives in turn.py; every decision is a frame on `d["stack"]` naming
the seat that must choose; this module lists the legal choices and applies one.
"""
from __future__ import annotations

from typing import Optional

from game.core.actions import Action
from game.core.engine import Decision, Rules
from game.core.options_check import check as check_options

from . import actions as A
from . import chain as CH
from . import describe as words
from . import trade
from . import undead
from .info import INFO
from .ops import add_ops, camp_name, ev, give_die
from .setup import new_state
from .state import ZState
from .turn import advance
from .view import make_view

NO_REACTION = Action("no_reaction")

PROMPTS = {
    "action": ("take_action", "Take an action: play a card, discard, trade or pass."),
    "event": ("event", "You drew an Event: choose the camp it is played on."),
    "react": ("react", "Play a reaction, or let it be."),
    "trade": ("trade", "A trade is offered to you."),
    "trade_give": ("trade_give", "Trade: choose what you give."),
    "trade_take": ("trade_take", "Trade: choose what you ask for in return."),
    "trade_count": ("trade_count", "Trade: choose how many survivors."),
    "second_target": ("second_target", "Choose the second camp for the card."),
    "pass_die": ("pass_die", "Pass the die to a camp of your choice."),
    "choose_unit": ("choose_unit", "Choose which character is hit."),
    "zombie_kill": ("zombie_kill", "The undead hunt: choose who dies."),
    "zombie_kill_char": ("zombie_kill_char", "The Ghouls feed: choose a character to kill."),
    "zombie_place_chip": ("zombie_place_chip", "Place a Zombie Chip in a camp."),
    "zombie_destroy_hideout": ("zombie_destroy_hideout", "The Walkers break in: choose a hideout to destroy."),
    "zombie_pass_infection": ("zombie_pass_infection", "Pass the Infection Die to a camp of your choice."),
    "zombie_play": ("zombie_play", "Choose the targets of the card the Returned Dead found."),
}


class ZombieRules(Rules):
    info = INFO
    state_class = ZState
    label = staticmethod(words.label)  # the words for actions and refusals: describe.py
    refusal = staticmethod(words.refusal)
    # Undo never goes back past chance or a reveal (see game.core.session).
    undo_barriers = frozenset({"roll", "draw", "reshuffle", "event_drawn", "card_discarded", "returned_dead",
                               "undead_turn", "hand_discarded", "turn", "game_over"})
    # Decisions whose choices follow from public facts only: a lone choice may be taken for a
    # human without a hand-off (a reaction window is not one of them: it depends on the hand).
    public_decisions = frozenset({"pass_die", "event", "choose_unit", "zombie_kill", "zombie_kill_char",
                                  "zombie_place_chip", "zombie_destroy_hideout", "zombie_pass_infection",
                                  "zombie_play"})
    # The replay's turning points: the undead's attacks, survivors rising as zombies, deaths.
    turning_points = {"attack": frozenset({"undead_turn", "hideout_destroyed"}),
                      "infection": frozenset({"survivors_killed"}),
                      "death": frozenset({"character_killed", "camp_destroyed"})}
    # 2: a trade is asked as steps (trade, trade_give, trade_take, trade_count), a two-target card
    # names its first camp then its second (target); steals take characters for missing survivors;
    # the undead spare their own camps (Allied Camps).
    # 3: pending losses carry their cause ("why": the card and who played it, the roll), so a game saved while
    # one waits hashes differently; the actions are the same as version 2's
    # 4: a game ends after chips.toml's max_rounds, and a turn goes back to its Take Action at most
    # backs_per_turn times (an older game past either plays on differently); the actions are version 3's
    record_version = 4

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None) -> ZState:
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        state = new_state(seed, seats, options)
        events = [ev("game_start", f"A new game for {seats} players begins.", seats=seats,
                     options=state.d["options"], strain=state.d["strain"]),
                  ev("turn", f"{camp_name(state, 0)}'s turn.", camp=0, number=1, seat=0)]
        advance(state, events)
        state.d["opening_events"] = events
        return state

    # -- who decides ----------------------------------------------------------------------
    def decision(self, state: ZState) -> Decision:
        if state.d["result"] is not None or not state.d["stack"]:
            return Decision(None, "The game is over.", "over")
        top = state.d["stack"][-1]
        kind, prompt = PROMPTS[top["t"]]
        return Decision(top["seat"], prompt, kind)

    def result(self, state: ZState):
        return state.d["result"]

    # -- legal choices --------------------------------------------------------------------
    def _legal_actions(self, state: ZState) -> list:
        if state.d["result"] is not None or not state.d["stack"]:
            return []
        return state.legal_scope(self._choices)

    def _choices(self, state: ZState) -> list:
        top = state.d["stack"][-1]
        t = top["t"]
        if t == "action":
            return A.take_action_choices(state, top["camp"])
        if t == "event":
            return [Action("play_event", card=top["card"], target=c) for c in A.bite_targets(state)]
        if t == "react":
            return CH.legal_reactions(state, top["seat"]) + [NO_REACTION]
        if t == "trade":
            return [Action("accept_trade"), Action("decline_trade")]
        if t in ("trade_give", "trade_take", "trade_count"):
            return trade.legal(state, top)
        if t == "second_target":
            return A.second_target_choices(state, top)
        if t == "pass_die":
            return [Action("pass_die", die=top["die"], to=c) for c in top["options"]]
        if t == "choose_unit":
            return [Action("choose", camp=top["camp"], unit=i) for i in range(len(state.camp(top["camp"])["units"]))]
        if t == "zombie_kill":
            return [Action("zombie_kill", camp=c, unit=u) for c, u in undead.zombie_kill_options(state, top["seat"])]
        if t == "zombie_kill_char":
            return [Action("zombie_kill_char", camp=camp["id"], unit=i) for camp in undead.prey(state, top["seat"])
                    for i in range(len(camp["units"]))]
        if t == "zombie_place_chip":
            return [Action("place_chip", camp=camp["id"]) for camp in undead.prey(state, top["seat"])]
        if t == "zombie_destroy_hideout":
            return [Action("destroy_hideout", camp=camp["id"]) for camp in undead.prey(state, top["seat"])
                    if camp["hideout"] is not None]
        if t == "zombie_pass_infection":
            return [Action("pass_die", die="infection", to=camp["id"]) for camp in state.alive_camps()]
        if t == "zombie_play":
            return self._zombie_play_choices(state, top["card"])
        raise AssertionError(f"unknown frame {t}")

    def _zombie_play_choices(self, state, uid) -> list:
        card = state.card(uid)
        alive = [c["id"] for c in state.alive_camps() if not state.immune(c["id"], card)]
        out = []
        if card.target == "one" or (card.target == "two" and len(alive) >= 2):
            out = [Action("zombie_play", card=uid, targets=(t,)) for t in alive]  # "two": the second comes next
        # With no camp it can target (all immune), the card is played to no effect.
        return out or [Action("zombie_play", card=uid, targets=())]

    # -- applying a choice ----------------------------------------------------------------
    def _apply(self, state: ZState, action: Action) -> list:
        d = state.d
        d.pop("opening_events", None)
        events: list = []
        top = d["stack"][-1]
        seat = top["seat"]
        t = top["t"]
        k = action.kind
        if k == "back":  # counted (kept only once there is one: older games hash the same)
            d["turn"]["backs"] = d["turn"].get("backs", 0) + 1
        if t == "action":
            c = top["camp"]
            if k == "play" and state.card(action["card"]).target == "two":
                A.ask_second_target(state, seat, c, action["card"], action["targets"][0], "action")
            elif k == "trade":
                trade.start(state, c, action)  # the Take Action frame stays below the offer's steps
            else:
                d["stack"].pop()
                if k == "play":
                    A.play_card(state, c, action, events)
                elif k == "discard":
                    A.discard_cards(state, c, action, events)
                else:
                    events.append(ev("pass", f"{camp_name(state, c)} passes.", camp=c))
        elif t in ("trade_give", "trade_take", "trade_count"):
            d["stack"].pop()
            trade.step(state, top, action, events)
        elif t == "second_target":
            d["stack"].pop()
            if k == "target":
                d["stack"].pop()  # the Take Action or the Returned Dead's play beneath
                targets = A.two_targets(state, top, action["camp"])
                if top["source"] == "action":
                    A.play_card(state, top["camp"], Action("play", card=top["card"], targets=()), events, targets)
                else:
                    d["ops"].pop(0)
                    undead.play_found_card(state, seat, top["card"], targets, events)
        elif t == "event":
            d["stack"].pop()
            card = state.card(action["card"])
            events.append(ev("event_played", f"{camp_name(state, top['camp'])} plays {card.name} on "
                                              f"{camp_name(state, action['target'])}.", camp=top["camp"],
                             card=card.id, uid=action["card"], target=action["target"]))
            from .ops import effect_ops
            ops = []
            for eff in card.effects:  # Events cannot be modified by other cards: no reaction window
                ops += [dict(op, why=f"the Event {card.name} played by {camp_name(state, top['camp'])}")
                        for op in effect_ops(state, eff, action["target"], top["camp"], seat)]
            d["box"].append(action["card"])
            add_ops(state, ops, front=True)
        elif t == "react":
            if k == "no_reaction":
                CH.pass_reaction(state, seat)
            else:
                CH.apply_reaction(state, seat, action, events)
        elif t == "trade":
            d["stack"].pop()
            trade.answer(state, top, action, events)
        elif t == "pass_die":
            d["stack"].pop()
            d["ops"][0]["to"] = action["to"]
        elif t == "choose_unit":
            d["stack"].pop()
            d["ops"][0]["chosen"] = action["unit"]
        elif t == "zombie_kill":
            d["stack"].pop()
            self._zombie_kill(state, action, seat, events)
        elif t == "zombie_kill_char":
            d["stack"].pop()
            add_ops(state, [{"op": "kill_char", "camp": action["camp"], "n": 1, "chooser": None,
                             "chosen": action["unit"], "why": "the Ghouls"}], front=True)
            d["ops"].pop(1)
        elif t == "zombie_place_chip":
            d["stack"].pop()
            d["cc_zombies"] -= 1
            state.camp(action["camp"])["zombie_chips"] += 1
            events.append(ev("zombie_chip", f"A Bioengineered zombie shambles into {camp_name(state, action['camp'])}.",
                             camp=action["camp"]))
        elif t == "zombie_destroy_hideout":
            d["stack"].pop()
            add_ops(state, [{"op": "destroy_hideout", "camp": action["camp"]}], front=True)
            d["ops"].pop(1)
        elif t == "zombie_pass_infection":
            d["stack"].pop()
            give_die(state, "infection", action["to"], events)
        elif t == "zombie_play" and state.card(action["card"]).target == "two" and action["targets"]:
            A.ask_second_target(state, seat, None, action["card"], action["targets"][0], "zombie_play")
        elif t == "zombie_play":
            d["stack"].pop()
            card = state.card(action["card"])
            targets = list(action["targets"]) or CH.action_targets(state, card, None)
            d["ops"].pop(0)
            undead.play_found_card(state, seat, action["card"], targets, events)
        d["steps"] += 1
        advance(state, events)
        return events

    def _zombie_kill(self, state, action, seat, events) -> None:
        d = state.d
        op = d["ops"][0]
        op["n"] -= 1
        c, unit = action["camp"], action["unit"]
        if unit is None:
            state.camp(c)["survivors"] -= 1
            d["cc_zombies"] += 1
            events.append(ev("survivors_killed", f"The undead kill a survivor of {camp_name(state, c)}.", camp=c, n=1,
                             why="the undead"))
        else:
            from .ops import _kill_unit_card
            _kill_unit_card(state, c, unit, events, "the undead")

    def migrate_action(self, data: dict, version: int) -> list:
        """Version 1 asked a whole trade, and both camps of a two-target card, in one action."""
        if version < 2:
            if data.get("kind") == "trade" and "give" in data:
                return trade.migrate_v1(data)
            if data.get("kind") in ("play", "zombie_play") and len(data.get("targets") or ()) == 2:
                first, second = data["targets"]
                return [dict(data, targets=[first]), {"kind": "target", "camp": second}]
        return [data]

    # -- views and serialisation ----------------------------------------------------------
    def view(self, state: ZState, seat: Optional[int]) -> dict:
        return make_view(state, seat, self.decision(state))



RULES = ZombieRules()
