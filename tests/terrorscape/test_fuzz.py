"""Random legal play through the Terrorscape 2 engine at every seat count, with the invariants
(tests/terrorscape/invariants.py) after every step, the events each seat sees checked for leaks,
and same seed + same actions = same hash. The default tier plays a few dozen games; `-m slow` many more."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.terrorscape.rules import RULES

from helpers.engine_checks import check_same_seed_same_hash, playout

from . import invariants
from .fixtures import OPTIONS, fixture_world  # noqa: F401  (autouse: the fixture map and cards)

STEP_BOUND = 20000
SURVIVOR_SETS = ("evelyn,roy,zach", "quinto,victoria,zach", "evelyn,quinto,victoria")
SURVIVOR_ONLY = {"survivor_move", "search_item", "gain", "item_dropped", "exchange", "cat", "repair", "refuel",
                 "bandage", "use_item", "noise", "key", "discover", "cat_found"}


def no_leaks(state, seat, action, events):
    """What the Killer's seat and the spectator read of each event never names a secret Survivor act."""
    killer = state.d["killer"]["seat"]
    for event in events:
        for viewer in (killer, None):
            seen = RULES.redact(event, viewer)
            assert seen["type"] not in SURVIVOR_ONLY, seen
            if seen["type"] == "survivors_act":
                assert set(seen) == {"type", "text"}, seen
            if seen["type"] == "killer_move" and seen.get("stealth") and viewer != killer:
                assert "to" not in seen and "frm" not in seen
        for viewer in range(1, state.d["seats"]):
            seen = RULES.redact(event, viewer)
            if seen["type"] == "killer_move" and seen.get("stealth"):
                assert "to" not in seen, "a Survivor seat sees the Killer's STEALTH move"


def play(seed, seats, survivors, bound=STEP_BOUND):
    return playout(RULES, invariants, seed, seats, {**OPTIONS, "survivors": survivors}, None, None, True, bound,
                   no_leaks)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("survivors", SURVIVOR_SETS)
def test_random_games_keep_the_invariants(seats, survivors):
    reasons = set()
    for seed in range(4):
        state, _ = play(seed * 7 + seats, seats, survivors)
        res = RULES.result(state)
        reasons.add(res["reason"])
        assert RULES.legal_actions(state) == []
        with pytest.raises(IllegalAction):
            RULES.apply(state, Action("pass"))
    assert reasons


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_same_seed_same_game(seats):
    check_same_seed_same_hash(RULES, 11 + seats, seats, OPTIONS, 5, 400)


def test_random_survivor_choice_is_three_different():
    for seed in range(20):
        state = RULES.new_game(seed, 2, {"map": OPTIONS["map"]})
        chars = list(state.d["surv"])
        assert len(chars) == 3 and len(set(chars)) == 3


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_many_random_games(seats):
    for seed in range(150):
        play(1000 + seed, seats, SURVIVOR_SETS[seed % 3])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_on_the_polar_station(seats):
    """tsmap's real board (maps/terrorscape_polar_station.toml) with the fixture cards."""
    for seed in range(2):
        state, _ = playout(RULES, invariants, 50 + seed, seats, {"survivors": "random"}, None, None, True,
                           STEP_BOUND, no_leaks)
        assert state.d["options"]["map"] == "terrorscape_polar_station"
        assert RULES.result(state) is not None
