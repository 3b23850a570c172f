"""Terrorscape 2, the rules engine (pure Python, no pygame).

Facts in info.py; the round in flow.py; the Survivors' actions in survivors.py; the Killer's in
killer.py and keywords.py; encounter.py, combat.py and showdown.py for the fights. This module says
who decides, lists the legal choices of the top frame and applies one. View format: view.py.
"""
from __future__ import annotations

from typing import Optional

from game.core.actions import Action
from game.core.engine import Decision, Rules
from game.core.options_check import check as check_options

from . import combat, encounter, eyebot, flow, killer, parasitoid_actions, showdown, survivors, traits, variants_separate, variants_separate_frames
from .describe import PROMPTS, label
from .info import INFO
from .setup import new_state
from .state import TState, ev
from .view import make_view

SURVIVOR_FRAMES = ("s_act", "s_move", "s_keep", "s_overflow", "s_fx", "s_pick")
KILLER_FRAMES = ("k_fast", "k_main", "k_slow", "k_draw", "k_pay", "k_unlock", "k_fx", "e_card")
DISCOVER_FRAMES = ("discover_who", "discover_pick")


class TerrorscapeRules(Rules):
    info = INFO
    state_class = TState
    # 2: so that what happens shows the other side nothing it may not know, the attack-card step is asked at
    # every attack, the unlock at every unlock, every step of a move in STEALTH and of a longer flee (a stay
    # uses it up), two main actions in STEALTH (a pass is a stay); an exchange's overflow is asked of the
    # player making it; in Separate Ways a refused Final Showdown is not proposed again that turn. A version-1
    # record is carried over action by action as it is (the base migrate_action): it replays until the first
    # step where today's rules ask something new, and is then refused naming that step and the older version.
    record_version = 2
    label = staticmethod(label)
    # The replay's turning points (infection: the Parasitoid's tiles and its mutated Host).
    turning_points = {"attack": frozenset({"encounter", "attack_hits"}),
                      "infection": frozenset({"infect", "mutation"}),
                      "death": frozenset({"eliminated"}),
                      "reveal": frozenset({"reveal", "tiles_revealed", "host_shown"})}
    # Undo never goes back past chance or a reveal (game.core.session adds roll, draw, reshuffle, turn and
    # game over; a Survivors' secret counts by the type its private part has): dice, a card or tile drawn,
    # a hidden piece or tile shown. Nor past a step that may reveal, whatever it showed this time: a Killer
    # card played ("skill": its SEARCH, INFECT, SENSE reach Survivors it cannot see, and finding nobody is
    # news too), a Killer's search, a block token removed (the Wall of Flesh may lie under it).
    undo_barriers = frozenset({"combat_roll", "search_item", "discover", "cat_found", "infect", "killer_draw",
                               "killer_mill", "tactic_find", "tiles_revealed", "mutation", "reveal", "sense",
                               "reappear", "encounter", "host_shown", "investigate", "locate", "flesh",
                               "skill", "search", "unblock"})

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None) -> TState:
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        state = new_state(seed, seats, options)
        d = state.d
        names = ", ".join(state.name(c) for c in d["surv"])
        events = [ev("game_start", f"Terrorscape 2 for {seats} players: {state.killer_name()} hunts {names}.",
                     seats=seats, options=dict(d["options"]))]
        flow.advance(state, events)
        d["opening_events"] = events
        return state

    def decision(self, state: TState) -> Decision:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return Decision(None, "The game is over.", "over")
        top = d["stack"][-1]
        return Decision(top["seat"], PROMPTS[top["t"]], top["t"])

    def result(self, state: TState):
        return state.d["result"]

    def _legal_actions(self, state: TState) -> list:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return []
        top = d["stack"][-1]
        t = top["t"]
        if t in SURVIVOR_FRAMES:
            return survivors.legal(state, top)
        if t in KILLER_FRAMES:
            return killer.legal(state, top)
        if t in eyebot.FRAMES:
            return eyebot.legal(state, top)
        if t in DISCOVER_FRAMES:
            return flow.legal_discover(state, top)
        if t in ("defend", "weapon"):
            return combat.legal(state, top)
        if t == "e_flee":
            return encounter.legal_flee(state, top)
        if t in parasitoid_actions.FRAMES:
            return parasitoid_actions.legal(state, top)
        if t in traits.FRAMES:
            return traits.legal(state, top)
        if t in variants_separate_frames.FRAMES:
            return variants_separate_frames.legal(state, top)
        raise AssertionError(f"unknown frame {t}")

    def _apply(self, state: TState, action: Action) -> list:
        d = state.d
        d.pop("opening_events", None)
        events: list = []
        top = d["stack"][-1]
        t = top["t"]
        if t in SURVIVOR_FRAMES:
            survivors.apply(state, top, action, events)
        elif t in KILLER_FRAMES:
            killer.apply(state, top, action, events)
        elif t in eyebot.FRAMES:
            eyebot.apply(state, top, action, events)
        elif t in DISCOVER_FRAMES:
            flow.apply_discover(state, top, action, events)
        elif t in parasitoid_actions.FRAMES:
            parasitoid_actions.apply(state, top, action, events)
        elif t in traits.FRAMES:
            traits.apply(state, top, action, events)
        elif t in variants_separate_frames.FRAMES:
            variants_separate_frames.apply_frame(state, top, action, events)
        elif top.get("for") == "fs":
            showdown.apply(state, top, action, events)
        else:
            encounter.apply(state, top, action, events)
        d["steps"] += 1
        flow.advance(state, events)
        return events

    def redact(self, event, seat: Optional[int]):
        """As every game's, but a Survivors' secret ("survivors_act") is not shown at all to a seat without
        its private part: a line per secret would let the Killer count them (extra actions or none, a
        second move step or a stop, a card kept or none, a flee or a stay), and how many there are hangs
        on what it may not know. The Survivors' actions behind the screen make no sound."""
        if (event.get("type") == "survivors_act" or event.get("hidden")) and \
                not (event.get("private") or {}).get(str(seat)):
            return None  # ("hidden": another event only the seats of its private part may read, a LOCATE)
        out = super().redact(event, seat)
        out.pop("hidden", None)
        return out

    def view(self, state: TState, seat: Optional[int]) -> dict:
        return make_view(state, seat, self.decision(state))



RULES = TerrorscapeRules()
