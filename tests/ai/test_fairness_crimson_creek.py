"""Fair by construction, Crimson Creek: every level decides from the seat's view and its memory of the
redacted events only. From positions of real games, a second state differs ONLY in what the seat may not
know (sleeves it did not peek, the Lair, the Clue cards it did not see and so who is possessed, other
seats' peeks, clues, claims and accusations, deck orders, the RNG, another seat's claim draft: see
tests/games/crimson_creek/test_views.py); the seat's view is the same, and each level's agent, with the same
memory and the same RNG, makes the same choice. The Hard seat's sampler gives the very same state too."""
from __future__ import annotations

import copy
import sys

import pytest

from game.ai.agents import make_agent
from game.core.rng import Rng
from game.games.crimson_creek.ai import search
from game.games.crimson_creek.rules import RULES
from tests.ai.shadowing import same_choices, shadowed
from game.games.crimson_creek.audit.twins import hidden_twins as _hidden_changes

HARD_ITERATIONS = 16


def _hard(seat):
    from game.ai.ismcts import HardAgent
    return HardAgent("crimson_creek", seat, "hard", iterations=HARD_ITERATIONS)


def _agent(level, seat):
    return _hard(seat) if level == "hard" else make_agent(level, "crimson_creek", seat)


def _positions(games, every):
    """(state, seat, {level: agent with its memory}) at decisions of games played by Normal seats, every
    seat shadowed by one agent per level that was shown the same redacted events."""
    for g in range(games):
        n = 3 + g % 4
        state = RULES.new_game(4200 + g, n, {"variant": ("beginner", "standard", "advanced")[g % 3],
                                              "takeover": g % 2 == 1})
        players = [make_agent("normal", "crimson_creek", s) for s in range(n)]
        shadows = [{lv: _agent(lv, s) for lv in ("easy", "normal", "hard")} for s in range(n)]
        memories = [search.new_memory(s) for s in range(n)]
        yield from shadowed(RULES, state, players, shadows, memories, search, every, g)


def _twin(agent):
    """A copy of the agent with its own copy of its memory (the modules it holds are shared)."""
    return copy.deepcopy(agent, {id(m): m for m in list(sys.modules.values())})


def _choice(agent, state, seat, rng_state):
    a = _twin(agent)  # the same memory for both states
    return a.choose(RULES.view(state, seat), RULES.legal_actions(state), Rng(rng_state))


@pytest.fixture
def searched_everywhere(monkeypatch):
    """The Hard seat with no decision taken by rule: every choice goes through the tree search."""
    monkeypatch.setattr(search, "decide", lambda view, legal, memory, rng: None)


def test_the_tree_search_never_chooses_differently_when_only_hidden_things_change(searched_everywhere):
    test_a_level_never_chooses_differently_when_only_hidden_things_change("hard")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_level_never_chooses_differently_when_only_hidden_things_change(level):
    positions = _positions(6 if level != "hard" else 4, 5 if level != "hard" else 12)
    views = same_choices(RULES, positions, level, _hidden_changes,
                         lambda agent, state, seat: _choice(agent, state, seat, 99), Rng(17))
    assert len(views) > 60


def test_the_sampler_gives_the_same_state_whatever_the_seat_may_not_know():
    rng = Rng(5)
    compared = 0
    for state, seat, _, memory in _positions(4, 6):
        first = search.determinize(RULES.view(state, seat), copy.deepcopy(memory), Rng(3)).d
        for what, changed in _hidden_changes(state, seat, rng):
            again = search.determinize(RULES.view(changed, seat), copy.deepcopy(memory), Rng(3)).d
            assert again == first, what
            compared += 1
    assert compared > 100
