"""Every game of The Thing ends: a side reshuffles its discard pile into its Deck 1 at most reshuffles_max times
a game (setup.toml, designed), so a hand of draw cards cannot play them round and round, each drawing the other
back, with a card window that never closes (a six-seat Normal tournament, seed 1, hung at its sixth game)."""
from __future__ import annotations

from game.ai.tournament import Config, play_one, tasks
from game.core.simulate import MAX_STEPS
from game.games.the_thing.audit import invariants
from game.games.the_thing import piles
from game.games.the_thing.rules import RULES
from game.games.the_thing.state import content


def test_the_game_that_never_ended_now_ends():
    cfg = Config("the_thing", 6, 12, ("normal",), seed=1)
    task = tasks(cfg)[5]  # the sixth game: it went past 20000 steps, a seat with 15 cards playing draw cards
    assert task[4] == 417864026
    out = play_one(task)
    assert out["winners"] and out["steps"] <= invariants.STEP_BOUND < MAX_STEPS


def _exhausted(seed=3, seats=4):
    """A game whose Outpost decks are empty and whose Outpost discard pile holds three cards."""
    state = RULES.new_game(seed, seats)
    d = state.d
    pile = []
    for level in (1, 2, 3):
        pile += d["decks"][f"outpost{level}"]
        d["decks"][f"outpost{level}"] = []
    d["discard"]["outpost"] = pile[:3]  # the rest leave the game: this test counts no cards
    return state


def test_an_exhausted_side_reshuffles_until_its_bound_then_draws_nothing():
    state = _exhausted()
    d = state.d
    seat = 1
    most = content().rules["reshuffles_max"]
    assert most >= 1
    for n in range(most):
        hand = len(d["players"][seat]["hand"])
        assert piles.draw(state, seat, 3, []) == 3  # the discard pile, reshuffled into Deck 1
        assert d["reshuffles"]["outpost"] == n + 1
        back = d["players"][seat]["hand"][hand:]
        d["players"][seat]["hand"] = d["players"][seat]["hand"][:hand]
        d["discard"]["outpost"] = back  # played and discarded again
    ev = []
    assert piles.draw(state, seat, 3, ev) == 0 and ev == []
    assert len(d["discard"]["outpost"]) == 3 and not d["decks"]["outpost1"]  # the pile stays where it is
    assert d["reshuffles"] == {"outpost": most}  # the Thing's side keeps its own count


def test_a_game_that_never_reshuffled_holds_no_count():
    state = RULES.new_game(3, 4)  # so older records of such games keep their hashes
    assert "reshuffles" not in state.d
