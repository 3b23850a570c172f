"""The fuzz's step_bound check (game.core.fuzz): every game declares the most steps a game of it can take
(invariants.STEP_BOUND), and a game that has not ended by then is a fault of that name."""
from __future__ import annotations

import pytest

from game.core import fuzz
from game.games import game_module


@pytest.mark.parametrize("game_id", fuzz.fuzz_games())
def test_every_game_declares_a_step_bound_below_the_last_resort(game_id):
    invariants = game_module(game_id, "invariants")
    assert isinstance(invariants.STEP_BOUND, int) and 0 < invariants.STEP_BOUND <= fuzz.MAX_STEPS
    assert fuzz.step_bound(invariants) == invariants.STEP_BOUND


def test_a_game_past_its_bound_is_reported_by_name(monkeypatch):
    from game.games.crimson_creek.audit import invariants

    whole = fuzz.play_one("crimson_creek", 0, 5)
    assert not whole.faults and whole.checks["step_bound"] == 1
    monkeypatch.setattr(invariants, "STEP_BOUND", whole.longest - 1)  # one step short of that very game
    report = fuzz.play_one("crimson_creek", 0, 5)
    [fault] = report.faults
    assert fault.check == "step_bound" and fault.step == whole.longest - 1
    assert f"no result after {whole.longest - 1} steps" in fault.message
    assert "step_bound" not in report.checks


def test_a_game_without_a_declared_bound_has_the_last_resort():
    assert fuzz.step_bound(None) == fuzz.MAX_STEPS
    assert fuzz.step_bound(object()) == fuzz.MAX_STEPS


def test_the_longest_game_is_reported():
    a, b = fuzz.play_one("crimson_creek", 0, 5), fuzz.play_one("crimson_creek", 1, 5)
    both = fuzz.GameReport("crimson_creek")
    both.add(a)
    both.add(b)
    assert both.longest == max(a.steps, b.steps) and both.steps == a.steps + b.steps
    assert f"(longest {both.longest})" in both.summary()
