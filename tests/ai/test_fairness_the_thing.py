"""Fair by construction, The Thing: every level decides from the seat's view and its memory of the redacted events
only, on both sides. From positions of real games (3 to 6 players, Normal seats), a second state differs ONLY in
what the seat may not know; the seat's view and legal actions are the same, and each level's agent (easy, normal,
hard with a fixed iteration budget), with the same memory and the same RNG, makes the same choice.
  An Outpost player may not know: the other hands (the Thing's among them), the infection cards under the NPCs it
  did not see revealed or peek at, the other players' multi-player cards, the decks' order, the Encounter deck's
  Act 2 and Act 3 order, the face-down discards.
  The Thing player may not know: the Outpost players' hands, the decks' order, the discards.
"""
from __future__ import annotations

import copy

import pytest

from game.ai.agents import make_agent
from game.core.rng import Rng
from game.games.the_thing.ai import search, search_end
from game.games.the_thing.info import THING_SEAT
from game.games.the_thing.piles import deck_side
from game.games.the_thing.rules import RULES
from game.games.the_thing.audit.twins import hidden_twins
from tests.ai.shadowing import same_choices, shadowed
from tests.ai.test_fairness_crimson_creek import _twin

HARD_ITERATIONS = 6


@pytest.fixture(autouse=True)
def _fewer_samples(monkeypatch):
    """The end's playouts, fewer of them: fairness does not turn on their number."""
    monkeypatch.setattr(search_end, "THING_SAMPLES", 8)
    monkeypatch.setattr(search_end, "CONFESS_SAMPLES", 8)
LEVELS = ("easy", "normal", "hard")


def _agent(level, seat):
    if level == "hard":
        from game.ai.ismcts import HardAgent
        return HardAgent("the_thing", seat, "hard", iterations=HARD_ITERATIONS)
    return make_agent(level, "the_thing", seat)


def _positions(games, every, levels=LEVELS, seats=(3, 4, 5, 6)):
    for g in range(games):
        n = seats[g % len(seats)]
        state = RULES.new_game(6100 + g, n)
        players = [make_agent("normal", "the_thing", s) for s in range(n)]
        shadows = [{lv: _agent(lv, s) for lv in levels} for s in range(n)]
        memories = [search.new_memory(s) for s in range(n)]
        yield from shadowed(RULES, state, players, shadows, memories, search, every, g, max_steps=1500)


def _choice(agent, state, seat, rng_state):
    a = _twin(agent)  # the same memory for both states
    return a.choose(RULES.view(state, seat), RULES.legal_actions(state), Rng(rng_state))


@pytest.mark.parametrize("level", LEVELS)
def test_a_level_never_chooses_differently_when_only_hidden_things_change(level):
    games, every = (4, 5) if level != "hard" else (4, 7)
    views = same_choices(RULES, _positions(games, every, (level,)), level, hidden_twins,
                         lambda agent, state, seat: _choice(agent, state, seat, 99), Rng(23))
    seats = {v["seat"] == THING_SEAT for v in views}
    assert seats == {True, False}
    if level == "hard":
        searched = [v for v in views if (v["frame"] or {}).get("kind") in search.SEARCHED]
        assert len(searched) > 20
    assert len(views) > 150


def test_the_sampler_gives_the_same_state_whatever_the_seat_may_not_know():
    rng = Rng(7)
    compared = differ = 0
    for state, seat, _, memory in _positions(4, 3, ()):
        if RULES.decision(state).kind not in search.SEARCHED:
            continue
        view = RULES.view(state, seat)
        try:
            first = search.determinize(view, copy.deepcopy(memory), Rng(3)).d
        except ValueError:
            continue
        for what, changed in hidden_twins(state, seat, rng):
            again = search.determinize(RULES.view(changed, seat), copy.deepcopy(memory), Rng(3)).d
            assert again == first, what
            compared += 1
            differ += changed.d != state.d
    assert compared > 40 and differ > compared // 2  # the twins really hide something else


def test_a_sampled_state_agrees_with_the_view_and_keeps_every_card():
    """At the searched decisions, the sample shows the seat exactly its view and holds the game's cards."""
    from collections import Counter
    from game.games.the_thing.ai.sampler import game_cards
    from game.games.the_thing.setup import all_cards
    checked = 0
    for state, seat, _, memory in _positions(4, 2, ()):
        if RULES.decision(state).kind not in search.SEARCHED:
            continue
        view = RULES.view(state, seat)
        sample = search.determinize(view, copy.deepcopy(memory), Rng(checked))
        assert RULES.view(sample, seat) == view
        assert RULES.legal_actions(sample) == RULES.legal_actions(state)
        assert all_cards(sample.d) == game_cards(view["seats"]) + Counter(), "a card lost or made"
        assert all(deck_side(c) == "outpost" for x in range(1, view["seats"]) for c in sample.d["players"][x]["hand"]
                   if not sample.d["players"][x]["revealed"])
        checked += 1
    assert checked > 60


# -- the end (search_end: the Thing player's reveals and an infected player's yes or no, played out) ---------------
END_KINDS = ("final_reveal", "confess", "see")


def _end_positions(kind: str, wanted: int):
    """Positions of `kind` with a real choice, from whole games of Normal seats (3 to 6 players)."""
    found = 0
    for g in range(40):
        n = (3, 4, 5, 6)[g % 4]
        state = RULES.new_game(6400 + g, n)
        players = [make_agent("normal", "the_thing", s) for s in range(n)]
        shadows = [{"hard": _agent("hard", s)} for s in range(n)]
        memories = [search.new_memory(s) for s in range(n)]
        for pos in shadowed(RULES, state, players, shadows, memories, search, 1, g, max_steps=3000):
            if RULES.decision(pos[0]).kind == kind:
                yield pos
                found += 1
                if found >= wanted:
                    return


@pytest.mark.parametrize("kind", END_KINDS)
def test_hard_decides_the_end_the_same_whatever_the_seat_may_not_know(kind):
    """Each end-game choice (the Thing player's reveals, the yes-or-no round, See what happens): twins differing
    only in what the seat may not know get the same choice from the Hard seat."""
    views = same_choices(RULES, _end_positions(kind, 4), "hard", hidden_twins,
                         lambda agent, state, seat: _choice(agent, state, seat, 5), Rng(29))
    assert len(views) >= 8 and all(v["frame"]["kind"] == kind for v in views)


@pytest.mark.parametrize("kind", ("final_reveal", "confess"))
def test_an_end_game_sample_shows_the_seat_its_view(kind):
    """At the reveals and the yes-or-no round the sampler deals whole states that show the seat its very view and
    legal choices (the playouts start from them)."""
    for state, seat, _, memory in _end_positions(kind, 4):
        view = RULES.view(state, seat)
        for k in range(3):
            sample = search.determinize(view, copy.deepcopy(memory), Rng(k))
            assert RULES.view(sample, seat) == view
            assert RULES.legal_actions(sample) == RULES.legal_actions(state)
