"""Crimson Creek, the rules engine (pure Python, no pygame).

Facts (see info.py): 1-6 seats, hidden sleeves, clues, peeks and claims; chance from shuffles.
flow.py holds the game machine (ops and frames), turn.py the nine turn actions, frames.py the legal
choices of every decision frame and their effects. View format: view.py.
"""
from __future__ import annotations

from typing import Optional

from game.core.frame_rules import FRAME_STACK, FrameDispatch, counting_steps, open_game
from game.core.options_check import check as check_options

from . import words
from . import maps  # noqa: F401  (registers the Crimson Creek map checks with game.core.layouts)
from .flow import advance
from .frames import APPLY, LEGAL
from .info import INFO
from .setup import new_state
from .state import CState, ev

PROMPTS = {
    "choose_character": "Choose your character.",
    "turn": "Take an action (up to two different actions this turn), or end your turn.",
    "claim": "Share: point to the locations and clues you want to claim you have seen, then send.",
    "clue_pick": "You found a clue: choose which Clue sleeve to look in.",
    "chase": "Klein attacks! Stay put, or be chased to an adjacent location (or swap).",
    "hide_move": "You survived in hiding: choose an available adjacent location to run to.",
    "relocate": "Your location is gone in this Act: choose where your character starts.",
    "takeover": "You were killed: take over a surviving supporting character, or decline.",
    "accuse": "Name the character possessed by Klein.",
}


class CrimsonCreekRules(FrameDispatch):
    """Every decision is a frame on d["stack"]; its legal list and effect are frames.py's, by kind."""
    info = INFO
    FRAME = FRAME_STACK
    PROMPTS = PROMPTS
    LEGAL, APPLY = LEGAL, APPLY
    moved_on = staticmethod(counting_steps(advance))
    state_class = CState
    label = staticmethod(words.label)  # the words for actions and refusals: words.py
    refusal = staticmethod(words.refusal)
    event_text = staticmethod(words.event_text)  # events carry their lines: see words.event_text
    # 2: the Geek's peeks from the Cabin count against its two per Act, a swap needs room, a chase swap
    # keeps the swap-back lock of the swapper's turn. Older records replay under these rules as they are.
    record_version = 2
    # Undo never goes back past chance or anything a seat learned (see game.core.session).
    undo_barriers = frozenset({"peek", "attack_card", "search", "search_reshuffle", "clue_seen", "reveal_card",
                               "claim", "attack_revealed", "accused", "accusations_revealed", "turn", "turn_end",
                               "start_cards", "act_start", "killed", "lair_revealed", "declare", "game_over"})
    # The replay's turning points (Klein possesses nobody on the table: no infection).
    turning_points = {"attack": frozenset({"attack_revealed"}), "death": frozenset({"killed"}),
                      "reveal": frozenset({"lair_revealed", "declare", "accusations_revealed"})}

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None) -> CState:
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        state = new_state(seed, seats, options)
        return open_game(state, [ev("game_start", f"A new game of Crimson Creek for {seats} player"
                                    f"{'s' if seats > 1 else ''} ({state.d['options']['variant']}).", seats=seats,
                                    options=dict(state.d["options"]))], advance)

    # -- views and serialisation --------------------------------------------------------------
    def view(self, state: CState, seat: Optional[int]) -> dict:
        from .view import make_view
        return make_view(state, seat, self.decision(state))

    def seat_name(self, state, seat) -> str:
        return state.seat_name(seat)


RULES = CrimsonCreekRules()
