"""Rules the rulebook states that the engine once bent: the Coast's cards at 2-4 players, the Radio and the
Helicopter used by any player at any time, anytime cards in every phase, the order of the tasks and the
encounter, and the Blood Test at 5-6 players."""
from __future__ import annotations

import pytest

from game.games.the_thing.state import content

from .fixtures import RULES

COAST_CARDS = ("watch_whoever", "getting_late", "screeching")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_coast_cards_are_left_out_where_the_coast_is(seats):
    d = RULES.new_game(3, seats).d
    anywhere = [c for deck in d["decks"].values() for c in deck] + list(d.get("set_aside", ()))
    for cid in COAST_CARDS:
        assert cid not in anywhere and cid in d["removed"]


@pytest.mark.parametrize("seats", [5, 6])
def test_the_coast_cards_are_in_play_with_the_coast(seats):
    d = RULES.new_game(3, seats).d
    anywhere = [c for deck in d["decks"].values() for c in deck]
    for cid in COAST_CARDS:
        assert cid in anywhere and content().cards[cid]["kind"] in ("coast", "coast_remove")
