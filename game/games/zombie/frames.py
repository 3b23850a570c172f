"""Zombie's decision frames, by kind: LEGAL[kind](state, top) lists a frame's choices and
APPLY[kind](state, top, action, events) applies one (the base that looks them up: game.core.frame_rules.FrameDispatch).
Every frame is d["stack"][-1] naming the seat that must choose; turn.advance runs the game on afterwards."""
from __future__ import annotations

from game.core.actions import Action

from . import actions as A
from . import chain as CH
from . import trade
from . import undead
from .ops import _kill_unit_card, add_ops, camp_name, effect_ops, ev, give_die

NO_REACTION = Action("no_reaction")
TRADE_ANSWERS = [Action("accept_trade"), Action("decline_trade")]


def _count_back(action, d) -> None:
    if action.kind == "back":  # counted (kept only once there is one: older games hash the same)
        d["turn"]["backs"] = d["turn"].get("backs", 0) + 1


# -- legal choices ------------------------------------------------------------------------
def _zombie_play_choices(state, top) -> list:
    uid = top["card"]
    card = state.card(uid)
    alive = [c["id"] for c in state.alive_camps() if not state.immune(c["id"], card)]
    out = []
    if card.target == "one" or (card.target == "two" and len(alive) >= 2):
        out = [Action("zombie_play", card=uid, targets=(t,)) for t in alive]  # "two": the second comes next
    # With no camp it can target (all immune), the card is played to no effect.
    return out or [Action("zombie_play", card=uid, targets=())]


LEGAL = {
    "action": lambda state, top: A.take_action_choices(state, top["camp"]),
    "event": lambda state, top: [Action("play_event", card=top["card"], target=c) for c in A.bite_targets(state)],
    "react": lambda state, top: CH.legal_reactions(state, top["seat"]) + [NO_REACTION],
    "trade": lambda state, top: list(TRADE_ANSWERS),
    "trade_give": trade.legal,
    "trade_take": trade.legal,
    "trade_count": trade.legal,
    "second_target": A.second_target_choices,
    "pass_die": lambda state, top: [Action("pass_die", die=top["die"], to=c) for c in top["options"]],
    "choose_unit": lambda state, top: [Action("choose", camp=top["camp"], unit=i)
                                       for i in range(len(state.camp(top["camp"])["units"]))],
    "zombie_kill": lambda state, top: [Action("zombie_kill", camp=c, unit=u)
                                       for c, u in undead.zombie_kill_options(state, top["seat"])],
    "zombie_kill_char": lambda state, top: [Action("zombie_kill_char", camp=camp["id"], unit=i)
                                            for camp in undead.prey(state, top["seat"])
                                            for i in range(len(camp["units"]))],
    "zombie_place_chip": lambda state, top: [Action("place_chip", camp=camp["id"])
                                             for camp in undead.prey(state, top["seat"])],
    "zombie_destroy_hideout": lambda state, top: [Action("destroy_hideout", camp=camp["id"])
                                                  for camp in undead.prey(state, top["seat"])
                                                  if camp["hideout"] is not None],
    "zombie_pass_infection": lambda state, top: [Action("pass_die", die="infection", to=camp["id"])
                                                 for camp in state.alive_camps()],
    "zombie_play": _zombie_play_choices,
}


# -- applying a choice --------------------------------------------------------------------
def _take_action(state, top, action, events) -> None:
    d = state.d
    c, k = top["camp"], action.kind
    if k == "play" and state.card(action["card"]).target == "two":
        A.ask_second_target(state, top["seat"], c, action["card"], action["targets"][0], "action")
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


def _trade_step(state, top, action, events) -> None:
    _count_back(action, state.d)
    state.d["stack"].pop()
    trade.step(state, top, action, events)


def _second_target(state, top, action, events) -> None:
    d = state.d
    _count_back(action, d)
    d["stack"].pop()
    if action.kind == "target":
        d["stack"].pop()  # the Take Action or the Returned Dead's play beneath
        targets = A.two_targets(state, top, action["camp"])
        if top["source"] == "action":
            A.play_card(state, top["camp"], Action("play", card=top["card"], targets=()), events, targets)
        else:
            d["ops"].pop(0)
            undead.play_found_card(state, top["seat"], top["card"], targets, events)


def _event(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    card = state.card(action["card"])
    events.append(ev("event_played", f"{camp_name(state, top['camp'])} plays {card.name} on "
                                      f"{camp_name(state, action['target'])}.", camp=top["camp"],
                     card=card.id, uid=action["card"], target=action["target"]))
    ops = []
    for eff in card.effects:  # Events cannot be modified by other cards: no reaction window
        ops += [dict(op, why=f"the Event {card.name} played by {camp_name(state, top['camp'])}")
                for op in effect_ops(state, eff, action["target"], top["camp"], top["seat"])]
    d["box"].append(action["card"])
    add_ops(state, ops, front=True)


def _react(state, top, action, events) -> None:
    if action.kind == "no_reaction":
        CH.pass_reaction(state, top["seat"])
    else:
        CH.apply_reaction(state, top["seat"], action, events)


def _trade_answer(state, top, action, events) -> None:
    state.d["stack"].pop()
    trade.answer(state, top, action, events)


def _pass_die(state, top, action, events) -> None:
    state.d["stack"].pop()
    state.d["ops"][0]["to"] = action["to"]


def _choose_unit(state, top, action, events) -> None:
    state.d["stack"].pop()
    state.d["ops"][0]["chosen"] = action["unit"]


def _zombie_kill(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    d["ops"][0]["n"] -= 1
    c, unit = action["camp"], action["unit"]
    if unit is None:
        state.camp(c)["survivors"] -= 1
        d["cc_zombies"] += 1
        events.append(ev("survivors_killed", f"The undead kill a survivor of {camp_name(state, c)}.", camp=c, n=1,
                         why="the undead"))
    else:
        _kill_unit_card(state, c, unit, events, "the undead")


def _zombie_kill_char(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    add_ops(state, [{"op": "kill_char", "camp": action["camp"], "n": 1, "chooser": None,
                     "chosen": action["unit"], "why": "the Ghouls"}], front=True)
    d["ops"].pop(1)


def _zombie_place_chip(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    d["cc_zombies"] -= 1
    state.camp(action["camp"])["zombie_chips"] += 1
    events.append(ev("zombie_chip", f"A Bioengineered zombie shambles into {camp_name(state, action['camp'])}.",
                     camp=action["camp"]))


def _zombie_destroy_hideout(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    add_ops(state, [{"op": "destroy_hideout", "camp": action["camp"]}], front=True)
    d["ops"].pop(1)


def _zombie_pass_infection(state, top, action, events) -> None:
    state.d["stack"].pop()
    give_die(state, "infection", action["to"], events)


def _zombie_play(state, top, action, events) -> None:
    d = state.d
    card = state.card(action["card"])
    if card.target == "two" and action["targets"]:
        A.ask_second_target(state, top["seat"], None, action["card"], action["targets"][0], "zombie_play")
        return
    d["stack"].pop()
    targets = list(action["targets"]) or CH.action_targets(state, card, None)
    d["ops"].pop(0)
    undead.play_found_card(state, top["seat"], action["card"], targets, events)


APPLY = {
    "action": _take_action,
    "trade_give": _trade_step,
    "trade_take": _trade_step,
    "trade_count": _trade_step,
    "second_target": _second_target,
    "event": _event,
    "react": _react,
    "trade": _trade_answer,
    "pass_die": _pass_die,
    "choose_unit": _choose_unit,
    "zombie_kill": _zombie_kill,
    "zombie_kill_char": _zombie_kill_char,
    "zombie_place_chip": _zombie_place_chip,
    "zombie_destroy_hideout": _zombie_destroy_hideout,
    "zombie_pass_infection": _zombie_pass_infection,
    "zombie_play": _zombie_play,
}
