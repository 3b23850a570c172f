"""Random legal play through the Crimson Creek engine at every player count and difficulty, with and
without the optional rules, checking the invariants after every step (never three on a location,
dead characters never act, hatchets counted right, ...).

Default tier: a few hundred whole games (a few seconds). `-m slow` runs thousands.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import make_agent
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.games.crimson_creek.rules import RULES

from helpers.engine_checks import playout, random_steps

from game.games.crimson_creek.audit import invariants

STEP_BOUND = 6000
LEVELS = ("beginner", "standard", "advanced")
CONFIGS = [(n, {"variant": v, "takeover": t, "characters": ("random" if (n + i) % 2 else "choose"),
                "three_survivor_trigger": 3 if (n == 3 and t) else 2})
           for n in range(1, 7) for i, v in enumerate(LEVELS) for t in (False, True)]


def _id(cfg):
    n, o = cfg
    return f"{n}p-{o['variant']}" + ("-takeover" if o["takeover"] else "")


def _no_dead_character_acts(state, decision, seat):
    if decision.kind not in ("takeover",):
        assert state.d["players"][seat]["alive"], "a dead character acts"


def play(seed, players, options, agent_seed=None, agents=None, check=True, on_step=None):
    """Play one whole game; returns (state, steps). Every step is checked against the invariants."""
    return playout(RULES, invariants, seed, players, options, agent_seed, agents, check, STEP_BOUND, on_step,
                   before_step=_no_dead_character_acts)


def check_result(state, players):
    res = RULES.result(state)
    assert res is not None
    d = state.d
    for w in res["winners"]:
        assert 0 <= w < players
        assert d["accusations"].get(str(w)) == d["possessed"], "a winner who did not name the killer"
    traitor = [w for w in res["winners"] if d["players"][w]["char"] == d["possessed"]]
    if traitor:
        assert res["winners"] == traitor, "the traitor wins only alone"
    assert RULES.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("end_turn"))


@pytest.mark.parametrize("cfg", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_random_play_ends_and_keeps_invariants(cfg):
    players, options = cfg
    for k in range(5):
        seed = 1000 * players + 31 * k + len(_id(cfg))
        state, steps = play(seed, players, options, agent_seed=seed * 7 + 1)
        check_result(state, players)


@pytest.mark.parametrize("players", range(1, 7))
def test_heuristic_seats_play_whole_games(players):
    for k in range(4):
        agents = {s: make_agent("heuristic", "crimson_creek", s) for s in range(players) if (s + k) % 2 == 0 or k == 3}
        state, _ = play(300 + 10 * players + k, players, {"variant": LEVELS[k % 3], "takeover": k == 1},
                        agents=agents)
        check_result(state, players)


def test_games_reach_every_act_and_every_ending():
    reasons, acts = set(), set()
    for seed in range(120):
        players = 1 + seed % 6
        agents = {s: make_agent("heuristic", "crimson_creek", s) for s in range(players)}
        state, _ = play(seed, players, {"variant": LEVELS[seed % 3]}, agents=agents, check=False)
        reasons.add(RULES.result(state)["reason"])
        acts.add(RULES.result(state)["act"])
    assert acts == {1, 2, 3}
    assert {"dawn", "klein", "sole survivor"} <= reasons


# -- illegal actions (determinism and records: tests/core/test_game_contract.py) -----------------------------
BAD = [Action("move", to="nowhere"), Action("peek", icon="moon"), Action("swap", seat=9), Action("hide", tile="tent"),
       Action("push", char="deputy", to="lake"), Action("accuse", char="klein"), Action("clue_pick", sleeve=5),
       Action("claim_toggle", item="mars"), Action("place", char="jock", to="highway"), Action("fly"),
       Action("end_turn", extra=1), Action("takeover", char="geek"), Action("share", seat=-1)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 6), steps=st.integers(0, 250),
       agent_seed=st.integers(0, 2**32 - 1))
def test_an_illegal_action_leaves_the_state_untouched(seed, players, steps, agent_seed):
    state = RULES.new_game(seed, players, {"takeover": True})
    rng = Rng(agent_seed)
    random_steps(RULES, state, rng, steps)
    before = json.dumps(RULES.to_json(state), sort_keys=True)
    legal = RULES.legal_actions(state)
    for bad in BAD:
        if bad in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            RULES.apply(state, bad)
        assert str(info.value)
        assert json.dumps(RULES.to_json(state), sort_keys=True) == before
    if legal:
        seat = RULES.decision(state).seat
        if players > 1:
            with pytest.raises(IllegalAction, match="not your turn"):
                RULES.apply(state, legal[0], seat=(seat + 1) % players)
        RULES.apply(state, legal[0], seat=seat)


def test_invalid_setups_are_refused():
    for bad in ({"variant": "nightmare"}, {"characters": "all"}, {"three_survivor_trigger": 4}):
        with pytest.raises(ValueError):
            RULES.new_game(1, 3, bad)
    for n in (0, 7):
        with pytest.raises(ValueError):
            RULES.new_game(1, n, {})


def test_the_simulate_command_runs(capsys):
    from game.__main__ import main
    assert main(["simulate", "--game", "crimson_creek", "--players", "3", "--games", "5",
                 "--agents", "heuristic,random,heuristic", "--variant", "advanced"]) == 0
    assert "games per second" in capsys.readouterr().out


# -- slow tier ------------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("cfg", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_slow_random_play_many_seeds(cfg):
    players, options = cfg
    for k in range(100):
        seed = 5_000_000 + 1000 * players + 17 * k + len(_id(cfg))
        state, _ = play(seed, players, options, agent_seed=seed ^ 0x5A5A)
        check_result(state, players)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(1, 7))
def test_slow_heuristic_and_random_seats(players):
    for k in range(150):
        agents = {s: make_agent("heuristic", "crimson_creek", s) for s in range(players) if (s + k) % 3 != 0}
        state, _ = play(9_000_000 + 100 * players + k, players,
                        {"variant": LEVELS[k % 3], "takeover": k % 2 == 0}, agents=agents)
        check_result(state, players)
