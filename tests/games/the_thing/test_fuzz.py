"""Random legal play through The Thing's engine at 2 to 6 seats with the invariants (game/games/the_thing/audit/invariants.py) after
every step: every card somewhere, only regular infection cards under NPCs and multi-player ones under
players, dead characters never at a site, no seat's view holding another's hand or an NPC's infection card
before a reveal. Plus: one infection card at most per encounter, the Encounter deck's order (same seed
same hash, JSON and record replay are tests/core/test_game_contract.py's, for every game).
The default tier plays a few games per seat count; `-m slow` many more."""
from __future__ import annotations

import pytest

from game.games.the_thing.rules import RULES
from game.games.the_thing.state import kind

from helpers.engine_checks import playout

from game.games.the_thing.audit import invariants


def _one_infection_per_encounter(memory):
    def on_step(state, seat, action, events):
        d = state.d
        for e in events:  # the two of "Antarctica, Winter 1982" come before the first encounter
            if e["type"] == "encounter":
                memory["placed"] = 0 if e["kind"] == "encounter" else memory["placed"]
                memory["started"] = memory["started"] or e["kind"] == "encounter"
            elif e["type"] == "infection" and memory["started"]:
                memory["placed"] += 1
                assert memory["placed"] <= 1, "two infection cards in one encounter"
        for e in events:
            if e["type"] == "sent":
                assert d["chars"][e["char"]]["alive"], "a dead character was assigned"
    return on_step


def _play(seed: int, seats: int):
    memory = {"started": False, "placed": 0}
    return playout(RULES, invariants, seed, seats, {}, on_step=_one_infection_per_encounter(memory), bound=5000)


@pytest.mark.parametrize("seats", range(2, 7))
def test_random_games_keep_the_invariants(seats):
    for seed in range(4):
        state, steps = _play(seed * 31 + seats, seats)
        result = RULES.result(state)
        assert result is not None and set(result["winners"]) <= set(range(seats))


@pytest.mark.slow
@pytest.mark.parametrize("seats", range(2, 7))
def test_many_random_games(seats):
    for seed in range(60):
        _play(1000 + seed, seats)


def test_the_encounter_deck_is_built_as_written():
    """Act 1 in its numbered order on top, then Act 2 and Act 3 shuffled, See what happens at the bottom."""
    from game.games.the_thing.state import content
    encs = content().encounters
    for seed in range(5):
        deck = RULES.new_game(seed, 5).d["encounters"][::-1]  # top first
        assert [encs[e]["order"] for e in deck[:6]] == [1, 2, 3, 4, 5, 6]
        acts = [encs[e]["act"] for e in deck]
        assert acts == sorted(acts) and deck[-1] == "see"
    decks = {tuple(RULES.new_game(seed, 5).d["encounters"]) for seed in range(6)}
    assert len(decks) > 1  # Acts 2 and 3 are shuffled


def test_thing_deck_1_holds_the_infection_cards_back_until_the_first_event():
    s = RULES.new_game(3, 4)
    d = s.d
    assert sorted(kind(c) for c in d["set_aside"]) == ["human"] * 3 + ["infected"] * 4
    assert all(kind(c) not in ("human", "infected") for c in d["decks"]["thing1"])
    multi = [c for c in d["decks"]["thing1"] if kind(c).startswith("multi")]
    assert len(multi) == 3  # 4 players: 7 - 1 Thing - 1 Still human - 2 at random
