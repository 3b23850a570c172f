"""Zombie: Survival Infection, the rules engine (pure Python, no pygame).

Facts (see info.py): 2-8 seats (Camps), hidden hands and deck order, chance from three dice and
shuffles. The state machine lives in turn.py; every decision is a frame on `d["stack"]` naming
the seat that must choose; frames.py lists each kind's legal choices and applies one.
"""
from __future__ import annotations

from typing import Optional

from game.core.frame_rules import FRAME_STACK, FrameDispatch, counting_steps, open_game
from game.core.options_check import check as check_options

from . import words
from . import trade
from .frames import APPLY, LEGAL as FRAME_LEGAL
from .info import INFO
from .ops import camp_name, ev
from .setup import new_state
from .state import ZState
from .turn import advance
from .view import make_view

PROMPTS = {
    "action": "Take an action: play a card, discard, trade or pass.",
    "event": "You drew an Event: choose the camp it is played on.",
    "react": "Play a reaction, or let it be.",
    "trade": "A trade is offered to you.",
    "trade_give": "Trade: choose what you give.",
    "trade_take": "Trade: choose what you ask for in return.",
    "trade_count": "Trade: choose how many survivors.",
    "second_target": "Choose the second camp for the card.",
    "pass_die": "Pass the die to a camp of your choice.",
    "choose_unit": "Choose which character is hit.",
    "zombie_kill": "The undead hunt: choose who dies.",
    "zombie_kill_char": "The Ghouls feed: choose a character to kill.",
    "zombie_place_chip": "Place a Zombie Chip in a camp.",
    "zombie_destroy_hideout": "The Walkers break in: choose a hideout to destroy.",
    "zombie_pass_infection": "Pass the Infection Die to a camp of your choice.",
    "zombie_play": "Choose the targets of the card the Returned Dead found.",
}


def _in_scope(legal):
    """A frame's legal list built with the camps' powers remembered meanwhile (ZState.legal_scope)."""
    return lambda state, top: state.legal_scope(legal, top)


class ZombieRules(FrameDispatch):
    """Every decision is a frame on d["stack"]; its legal list and effect are frames.py's, by kind."""
    info = INFO
    FRAME = FRAME_STACK
    PROMPTS = PROMPTS
    DECISION_KINDS = {"action": "take_action"}
    LEGAL = {t: _in_scope(legal) for t, legal in FRAME_LEGAL.items()}
    APPLY = APPLY
    moved_on = staticmethod(counting_steps(advance))
    state_class = ZState
    label = staticmethod(words.label)  # the words for actions and refusals: words.py
    refusal = staticmethod(words.refusal)
    event_text = staticmethod(words.event_text)  # events carry their lines: see words.event_text
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
        return open_game(state, [ev("game_start", f"A new game for {seats} players begins.", seats=seats,
                                    options=state.d["options"], strain=state.d["strain"]),
                                 ev("turn", f"{camp_name(state, 0)}'s turn.", camp=0, number=1, seat=0)], advance)

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
