"""Terrorscape 2, the rules engine (pure Python, no pygame), on the shared FrameDispatch base.

Facts in info.py; the round in flow.py; the Survivors' actions in survivors.py; the Killer's in
killer.py and keywords.py; encounter.py, combat.py and showdown.py for the fights. This module says
who decides; frames.py names the function that lists the top frame's legal choices and the one that applies
an action. View format: view.py.
"""
from __future__ import annotations

from typing import Optional

from game.core.frame_rules import FRAME_STACK, FrameDispatch, counting_steps, open_game
from game.core.options_check import check as check_options

from . import flow
from .words import PROMPTS, event_text, label
from .frames import APPLY, LEGAL
from .info import INFO
from .setup import new_state
from .state import TState, ev
from .view import make_view

class TerrorscapeRules(FrameDispatch):
    info = INFO
    FRAME = FRAME_STACK
    PROMPTS = PROMPTS
    LEGAL = LEGAL
    APPLY = APPLY
    moved_on = staticmethod(counting_steps(flow.advance))
    state_class = TState
    # 2: so that what happens shows the other side nothing it may not know, the attack-card step is asked at
    # every attack, the unlock at every unlock, every step of a move in STEALTH and of a longer flee (a stay
    # uses it up), two main actions in STEALTH (a pass is a stay); an exchange's overflow is asked of the
    # player making it; in Separate Ways a refused Final Showdown is not proposed again that turn. A version-1
    # record is carried over action by action as it is (the base migrate_action): it replays until the first
    # step where today's rules ask something new, and is then refused naming that step and the older version.
    record_version = 2
    label = staticmethod(label)
    event_text = staticmethod(event_text)  # events carry their lines: see words.event_text
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
        return open_game(state, events, flow.advance)

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
