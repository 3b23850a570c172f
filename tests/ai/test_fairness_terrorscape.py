"""Fair by construction, Terrorscape 2: every level decides from the seat's view and its memory of the
redacted events only, on both sides of the screen. From positions of real games (the Polar Station, the
real cards, 2-4 players, Normal and random seats), a second state differs ONLY in what the seat may not
know; the seat's view and legal actions are the same, and each level's agent, with the same memory and
the same RNG, makes the same choice.
  The Killer may not know: where the Survivors are (unless seen this moment: an encounter), their items,
  the Keys on the stand, the repair progress, the noise made this turn before the report, the cat, the
  Device's analysis card, the item decks' order, the game's dice (its RNG).
  The Survivors may not know: where a Killer in STEALTH is, its hand, deck and Final Showdown cards,
  the Device's card before the first analysis, the decks' order, the dice.
"""
from __future__ import annotations

import copy

import pytest

from game.ai.agents import make_agent
from game.core.rng import Rng
from game.games.terrorscape.ai import search
from game.games.terrorscape.rules import RULES
from game.games.terrorscape.audit.twins import hidden_twins as _hidden_changes
from tests.ai.shadowing import same_choices, shadowed
from tests.ai.test_fairness_crimson_creek import _twin

HARD_ITERATIONS = 12
LEVELS = ("easy", "normal", "hard")


def _agent(level, seat):
    if level == "hard":
        from game.ai.ismcts import HardAgent
        return HardAgent("terrorscape", seat, "hard", iterations=HARD_ITERATIONS)
    return make_agent(level, "terrorscape", seat)


def _positions(games, every, levels=LEVELS, options=None, seats=(2, 3, 4)):
    """(state, seat, {level: agent with its memory}, the Hard memory) at decisions of games played by
    Normal seats (the Survivors random in every third game), each seat shadowed by one agent per level
    that was shown the same redacted events; game g has seats[g % len(seats)] players."""
    for g in range(games):
        n = seats[g % len(seats)]
        state = RULES.new_game(5100 + g, n, dict(options or {}))
        players = [make_agent("random" if (s and g % 3 == 2) else "normal", "terrorscape", s) for s in range(n)]
        shadows = [{lv: _agent(lv, s) for lv in levels} for s in range(n)]
        memories = [search.new_memory(s) for s in range(n)]
        yield from shadowed(RULES, state, players, shadows, memories, search, every, g, max_steps=700)


def _choice(agent, state, seat, rng_state):
    a = _twin(agent)  # the same memory for both states
    return a.choose(RULES.view(state, seat), RULES.legal_actions(state), Rng(rng_state))


@pytest.fixture
def killer_searched_too(monkeypatch):
    """The Hard Killer's main actions through the tree search as well (search.SEARCHED leaves them to the
    heuristic for now): its sampler and search must be fair all the same."""
    monkeypatch.setattr(search, "SEARCHED", search.SEARCHED | {"k_main"})


def test_the_killers_tree_search_never_chooses_differently_when_only_hidden_things_change(killer_searched_too):
    test_a_level_never_chooses_differently_when_only_hidden_things_change("hard")


@pytest.mark.parametrize("level", LEVELS)
def test_a_level_never_chooses_differently_when_only_hidden_things_change(level):
    games, every = (6, 3) if level != "hard" else (3, 17)
    views = same_choices(RULES, _positions(games, every, (level,)), level, _hidden_changes,
                         lambda agent, state, seat: _choice(agent, state, seat, 99), Rng(23))
    assert {v["side"] for v in views} == {"killer", "survivors"}
    assert len(views) > (40 if level == "hard" else 300)


def test_the_sampler_gives_the_same_state_whatever_the_seat_may_not_know():
    rng = Rng(7)
    compared = 0
    for state, seat, _, memory in _positions(3, 7, ()):
        view = RULES.view(state, seat)
        try:
            first = search.determinize(view, copy.deepcopy(memory), Rng(3)).d
        except ValueError:
            continue  # a decision the sampler does not rebuild (the search then leaves it to the heuristic)
        for what, changed in _hidden_changes(state, seat, rng):
            again = search.determinize(RULES.view(changed, seat), copy.deepcopy(memory), Rng(3)).d
            assert again == first, what
            compared += 1
    assert compared > 60


@pytest.mark.parametrize("options", [{"killer": "eyebot"}, {"killer": "parasitoid"}, {"traits": "hard"}],
                         ids=["eyebot", "parasitoid", "traits"])
def test_hard_never_chooses_differently_against_or_as_eyebot_the_parasitoid_and_with_traits(options):
    """Eyebot's droids are open to both sides; the Parasitoid's Infection tiles are hidden from the Survivors
    who have not seen them (and its Wall of Flesh); the Survivors' traits from the Killer: the Hard seats'
    sampler deals them from the view alone."""
    views = same_choices(RULES, _positions(3, 17, ("hard",), options), "hard", _hidden_changes,
                         lambda agent, state, seat: _choice(agent, state, seat, 99), Rng(29))
    assert {v["side"] for v in views} == {"killer", "survivors"}
    assert len(views) > 40


@pytest.mark.parametrize("options,seats", [
    ({"separate_ways": True}, (4,)), ({"double_trouble": True}, (2, 3)),
    ({"double_trouble": True, "separate_ways": True, "killer_players": "2", "second_killer": "parasitoid"}, (5,))],
    ids=["separate_ways", "double_trouble", "double_separate"])
def test_hard_never_chooses_differently_in_separate_ways_and_double_trouble(options, seats):
    """Separate Ways' keys each Survivor keeps are hidden from the Killer; in Double Trouble both Killers'
    places in STEALTH and their cards from the Survivors: the Hard seats' sampler rebuilds both variants
    from the view alone, and the Survivors' main actions are searched there (search.searchable)."""
    views = same_choices(RULES, _positions(3, 17, ("hard",), options, seats), "hard", _hidden_changes,
                         lambda agent, state, seat: _choice(agent, state, seat, 99), Rng(31))
    assert {v["side"] for v in views} == {"killer", "survivors"}
    assert any(search.searchable(v) for v in views if v["side"] == "survivors")
    assert len(views) > 40
