"""A Hard seat's choices are fixed by the seed, however long its thinking takes: its budget is a count of
iterations (game.ai.ismcts) and of playout steps (The Thing's end, search_end.STEP_BUDGET), never the wall
clock. Every test runs the same thinking twice, the second time under a clock that runs slow (each reading
a second later than the one before, as a badly loaded machine would see it), and finds the same choices."""
from __future__ import annotations

import copy
import time

import pytest

from game.ai.ismcts import HardAgent
from game.ai.agents import make_agent
from game.core.rng import Rng
from game.core.simulate import play_game
from game.games import REGISTRY, game_module
from game.games.the_thing.ai import search, search_end
from game.games.zombie.rules import RULES as ZOMBIE
from tests.ai.test_ismcts import random_position
from tests.ai.test_the_thing_search_end import _first


class SlowClock:
    """Every reading a second later than the last: any wall-clock or CPU-time cap is passed at once."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 1.0
        return self.now


@pytest.fixture
def slow_clock(monkeypatch):
    def install():
        clock = SlowClock()
        for name in ("perf_counter", "monotonic", "process_time", "time"):
            monkeypatch.setattr(time, name, clock)
        return clock
    return install


@pytest.mark.parametrize("kind", ("final_reveal", "confess"))
def test_the_things_end_plays_out_the_same_under_a_slow_clock(kind, slow_clock):
    view, legal, memory = _first(kind)
    options = list(legal)
    quick = search_end.play_out(view, legal, copy.deepcopy(memory), Rng(4), options, search_end.THING_SAMPLES)
    choice = search.decide(view, legal, copy.deepcopy(memory), Rng(4))
    slow_clock()
    slow = search_end.play_out(view, legal, copy.deepcopy(memory), Rng(4), options, search_end.THING_SAMPLES)
    assert quick and slow == quick  # the playouts ran, all of them, with the same wins (a time cap left none)
    assert search.decide(view, legal, copy.deepcopy(memory), Rng(4)) == choice


def test_the_things_end_stops_at_its_step_budget(monkeypatch):
    view, legal, memory = _first("final_reveal")
    options = list(legal)
    steps = []
    finish = search_end._finish

    def counted(*args):
        winners, n = finish(*args)
        steps.append(n)
        return winners, n

    monkeypatch.setattr(search_end, "_finish", counted)
    search_end.play_out(view, legal, copy.deepcopy(memory), Rng(4), options, search_end.THING_SAMPLES)
    k = len(options)
    assert len(steps) == search_end.THING_SAMPLES * k  # the default budget: every sample
    budget = sum(steps) * 3 // 5  # room for about half of them
    steps.clear()
    monkeypatch.setattr(search_end, "STEP_BUDGET", budget)
    search_end.play_out(view, legal, copy.deepcopy(memory), Rng(4), options, search_end.THING_SAMPLES)
    samples = [sum(steps[i:i + k]) for i in range(0, len(steps), k)]  # each sample's playouts, all choices
    assert search_end.MIN_SAMPLES <= len(samples) < search_end.THING_SAMPLES
    assert sum(samples[:-1]) + max(samples[:-1]) <= budget  # each sample begun while it could not overrun
    assert sum(samples) + max(samples) > budget  # and the next one was not


def test_a_whole_game_with_a_hard_seat_replays_under_a_slow_clock(slow_clock, monkeypatch):
    """The Thing, three seats, the Thing player Hard (its searched turns and its reveals at the end): the whole
    game's actions from the seed, then again under the slow clock."""
    ends = []
    play_out = search_end.play_out
    monkeypatch.setattr(search_end, "play_out", lambda *a: ends.append(play_out(*a)) or ends[-1])

    def game():
        actions = []
        seats = [make_agent(kind, "the_thing", s) for s, kind in enumerate(("hard", "normal", "normal"))]
        out = play_game("the_thing", 3, 91, seats, on_step=lambda r, s, seat, a, e: actions.append((seat, a)))
        return actions, out.winners, seats[0].capped

    first = game()
    assert ends and all(ends)  # the end was played out, every time with its samples
    slow_clock()
    again = game()
    assert again == first
    assert again[2] == 0  # no search was cut short


def test_a_default_hard_seat_runs_its_whole_iterations_under_a_slow_clock(slow_clock):
    state = random_position(3, players=5)
    seat = ZOMBIE.decision(state).seat
    view, legal = ZOMBIE.view(state, seat), ZOMBIE.legal_actions(state)
    quick = HardAgent("zombie", seat)
    choice = quick.choose(view, legal, Rng(2))
    slow_clock()
    slow = HardAgent("zombie", seat)
    assert slow.choose(view, legal, Rng(2)) == choice
    assert slow.last.iterations == quick.last.iterations == slow.iterations and slow.capped == 0


@pytest.mark.parametrize("game_id", [g for g, info in REGISTRY.items() if info.module])
def test_every_games_hard_seat_has_an_iteration_budget_and_no_clock(game_id, monkeypatch):
    monkeypatch.delenv("DREADBOARD_HARD_SECONDS", raising=False)
    monkeypatch.delenv("DREADBOARD_HARD_ITERATIONS", raising=False)
    agent = HardAgent(game_id, 0)
    module = game_module(game_id, "search")
    assert (agent.iterations, agent.seconds) == (module.ITERATIONS, None)
