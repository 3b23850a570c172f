"""Random legal play through the Zombie rules engine, at every player count and every variant and
option, with the invariant checker after every step.

The agents' RNG is separate from the game's: the game's randomness comes only from its own seeded
RNG, the agents choose among the legal actions with their own generator.

Default tier: about 400 whole games (some 35 s of CPU, under 20 s with `-n 2` on two free cores);
`-m slow` runs about 3,800.
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
from game.games.zombie.info import STRAINS
from game.games.zombie.rules import RULES

from helpers.engine_checks import playout, random_steps

from game.games.zombie.audit import invariants

STEP_BOUND = 5000  # the longest random games seen are well under 1500 decisions


def _configs():
    """(players, options) for every variant and option the game offers."""
    out = []
    for n in range(2, 9):
        out.append((n, {"variant": "standard", "mortal": False}))
        if n <= 6:
            out.append((n, {"variant": "standard", "mortal": True}))
    for n in (2, 3):
        for mortal in (False, True):
            out.append((n, {"variant": "allied_camps", "mortal": mortal}))
    for n in range(2, 7):
        for mortal in (False, True) if n <= 3 else (True,):  # 4-6 without Mortal Reckoning is refused
            out.append((n, {"variant": "new_victims", "mortal": mortal}))
    for strain in STRAINS + ("random",):
        for n in range(2, 9):
            out.append((n, {"variant": "standard", "strain": strain, "mortal": n % 2 == 0}))
        out.append((2, {"variant": "allied_camps", "strain": strain}))
        out.append((4, {"variant": "new_victims", "strain": strain, "mortal": True}))
    return out


CONFIGS = _configs()


def _id(cfg):
    n, opts = cfg
    bits = [opts["variant"], f"{n}p"]
    if opts.get("mortal"):
        bits.append("mortal")
    if opts.get("strain"):
        bits.append(opts["strain"])
    return "-".join(bits)


def play(seed, players, options, agent_seed=None, agents=None, check=True, bound=STEP_BOUND, on_step=None):
    """Play one whole game; returns (state, steps). Every step is checked against the invariants."""
    return playout(RULES, invariants, seed, players, options, agent_seed, agents, check, bound, on_step)


def _check_result(state, players):
    res = RULES.result(state)
    assert res is not None
    winners = res["winners"]
    assert all(0 <= w < players for w in winners)
    assert len(winners) <= 1, "only one player can be the last standing"
    alive_owners = {c["owner"] for c in state.d["camps"] if c["alive"]}
    assert sorted(alive_owners) == winners
    if winners:
        assert res["reason"] == "last camp standing"
    else:
        assert res["reason"] == "zombies"
    assert RULES.legal_actions(state) == []
    assert RULES.decision(state).seat is None
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("pass"))


# -- default tier: every configuration, a few seeds each --------------------------------------------------
SEEDS_PER_CONFIG = 3


@pytest.mark.parametrize("cfg", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_random_play_ends_and_keeps_invariants(cfg):
    players, options = cfg
    for k in range(SEEDS_PER_CONFIG):
        seed = 1000 * players + 37 * k + len(_id(cfg))
        state, steps = play(seed, players, options, agent_seed=seed * 7 + 1)
        _check_result(state, players)
        assert steps > 0


def test_the_configurations_cover_every_variant_strain_and_count():
    seen = {(n, o["variant"]) for n, o in CONFIGS}
    assert {(n, "standard") for n in range(2, 9)} <= seen
    assert {(n, "allied_camps") for n in (2, 3)} <= seen
    assert {(n, "new_victims") for n in range(2, 7)} <= seen
    assert {o.get("strain") for _, o in CONFIGS} >= set(STRAINS) | {"random"}
    assert {(n, o["mortal"]) for n, o in CONFIGS if o["variant"] == "standard" and not o.get("strain")} >= \
        {(n, m) for n in range(2, 7) for m in (False, True)}


def test_every_strain_really_gets_played_out_by_the_undead():
    """The fuzz games reach undead turns for every strain (the strain code is exercised)."""
    for strain in STRAINS:
        undead_turns = 0
        for seed in range(6):
            def count(state, seat, action, events):
                nonlocal undead_turns
                undead_turns += sum(1 for e in events if e["type"] == "undead_turn")
            play(seed, 4, {"strain": strain}, check=False, on_step=count)
        assert undead_turns > 0, strain


def test_random_strain_is_chosen_from_the_six_and_depends_on_the_seed():
    chosen = {RULES.new_game(seed, 3, {"strain": "random"}).d["strain"] for seed in range(60)}
    assert chosen == set(STRAINS)


def test_invalid_setups_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="2 or 3"):
        RULES.new_game(1, 4, {"variant": "allied_camps"})
    with pytest.raises(ValueError, match="2 to 6"):
        RULES.new_game(1, 7, {"variant": "new_victims"})
    with pytest.raises(ValueError):
        RULES.new_game(1, 9, {})
    with pytest.raises(ValueError):
        RULES.new_game(1, 1, {})
    with pytest.raises(ValueError, match="Strain"):
        RULES.new_game(1, 4, {"strain": "vampires"})
    with pytest.raises(ValueError, match="variant"):
        RULES.new_game(1, 4, {"variant": "hardcore"})


# -- mixed seats: the heuristic agent among random ones -----------------------------------------------
@pytest.mark.parametrize("players", range(2, 9))
def test_mixed_heuristic_and_random_seats(players):
    for k in range(3):
        seed = 500 + 11 * players + k
        level = ("easy", "normal", "hard")[k]
        heuristic = {s: make_agent("heuristic", "zombie", s, level) for s in range(players) if (s + k) % 2 == 0}
        state, _ = play(seed, players, {"strain": (STRAINS + ("none",))[(players + k) % 7]}, agents=heuristic)
        _check_result(state, players)
        assert all(a.level == level for a in heuristic.values())


@pytest.mark.parametrize("variant,players", [("allied_camps", 2), ("allied_camps", 3), ("new_victims", 5)])
def test_all_heuristic_seats(variant, players):
    for seed in range(2):
        agents = {s: make_agent("heuristic", "zombie", s) for s in range(players)}
        options = {"variant": variant, "strain": "random", "mortal": variant == "new_victims"}
        state, _ = play(seed + 40, players, options, agents=agents)
        _check_result(state, players)


def test_heuristic_seats_beat_random_seats_more_often_than_chance():
    """Sanity of the heuristic in a 2-player game: over 30 games it wins well over a third."""
    wins = 0
    games = 30
    for seed in range(games):
        seat = seed % 2
        state, _ = play(seed + 9000, 2, {}, agents={seat: make_agent("heuristic", "zombie", seat)}, check=False)
        wins += RULES.result(state)["winners"] == [seat]
    assert wins >= games // 3


# -- properties (hypothesis; same seed same hash is tests/core/test_game_contract.py's) ----------------------
CAMP_KEYS = ("camp", "to", "partner", "target", "protect")


def _mutations(action: Action, state, rng: Rng) -> list:
    """Near-miss actions built from a legal one: other in-range values, other kinds, extra params.

    Values stay within the table (a real card uid, a real camp): out-of-range values are covered by
    test_out_of_range_parameters_are_refused_not_crashed below.
    """
    data = action.to_json()
    n_cards, n_camps = len(state.d["cards"]), len(state.d["camps"])
    params = {k: v for k, v in data.items() if k != "kind"}
    out = [Action(data["kind"] + "_x", **params), Action("pass"), Action("no_reaction"), Action("accept_trade"),
           Action("decline_trade"), Action("play", card=rng.randbelow(n_cards), targets=(rng.randbelow(n_camps),)),
           Action("pass_die", die="survival", to=rng.randbelow(n_camps)),
           Action("pass_die", die="infection", to=rng.randbelow(n_camps)),
           Action("zombie_kill", camp=rng.randbelow(n_camps), unit=None),
           Action("place_chip", camp=rng.randbelow(n_camps)),
           Action("discard", cards=tuple(rng.randbelow(n_cards) for _ in range(3))),
           Action(data["kind"], **params, extra=1)]
    for key, value in params.items():
        changed = dict(params)
        if key == "card":
            changed[key] = rng.randbelow(n_cards)
        elif key in CAMP_KEYS and value is not None and "unit" not in params and "under" not in params:
            changed[key] = rng.randbelow(n_camps)
        elif key == "targets":
            changed[key] = list(value) + [rng.randbelow(n_camps)]
        elif key == "cards":
            changed[key] = list(value) + [rng.randbelow(n_cards)]
        elif key == "die":
            changed[key] = "infection" if value == "survival" else "survival"
        else:
            continue
        out.append(Action(data["kind"], **changed))
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 8), steps=st.integers(0, 300),
       agent_seed=st.integers(0, 2**32 - 1))
def test_an_illegal_action_leaves_the_state_untouched(seed, players, steps, agent_seed):
    state = RULES.new_game(seed, players, {"strain": "random"})
    rng = Rng(agent_seed)
    random_steps(RULES, state, rng, steps)
    if RULES.result(state) is not None:
        before = RULES.hash(state)
        with pytest.raises(IllegalAction, match="over"):
            RULES.apply(state, Action("pass"))
        assert RULES.hash(state) == before
        return
    legal = RULES.legal_actions(state)
    before = RULES.hash(state)
    snapshot = json.dumps(RULES.to_json(state), sort_keys=True)
    base = legal[rng.randbelow(len(legal))]
    tried = 0
    for bad in _mutations(base, state, rng):
        if bad in legal:
            continue
        tried += 1
        with pytest.raises(IllegalAction) as info:
            RULES.apply(state, bad)
        assert str(info.value), "the refusal gives a reason"
        assert RULES.hash(state) == before
    assert tried > 0
    # The wrong seat is refused even with a legal action.
    seat = RULES.decision(state).seat
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(state, base, seat=(seat + 1) % players)
    with pytest.raises(IllegalAction):
        RULES.apply(state, "pass")
    assert json.dumps(RULES.to_json(state), sort_keys=True) == snapshot
    # And the legal action still works afterwards.
    RULES.apply(state, base, seat=seat)


OUT_OF_RANGE = [
    Action("pass_die", die="survival", to=99),
    Action("play", card=999, targets=(0,)),
    Action("play", card=0, targets=(5,)),
    Action("play", card=0),
    Action("zombie_kill", camp=7, unit=3),
    Action("trade", partner=9),
    Action("trade", partner=1, give=("unit", 5), take=("unit", 0)),
    Action("trade_give", give=("unit", 5)),
    Action("trade_count", n=99),
    Action("target", camp=9),
    Action("back"),
    Action("discard", cards=(999,)),
    Action("choose", camp=9, unit=0),
    Action("choose", camp=0, unit=9),
    Action("react", card=999),
    Action("place_chip", camp=44),
]


def test_out_of_range_parameters_are_refused_not_crashed():
    """Out-of-range cards, camps, units or a missing key are refused with a reason, never a crash
    (found by this file's fuzz and fixed in words.py)."""
    state = RULES.new_game(0, 2, {})
    before = RULES.hash(state)
    crashed = []
    for bad in OUT_OF_RANGE:
        try:
            RULES.apply(state, bad)
        except IllegalAction:
            pass
        except Exception as exc:  # noqa: BLE001 - the point is that nothing else escapes
            crashed.append(f"{bad}: {type(exc).__name__}")
        assert RULES.hash(state) == before
    assert crashed == []


# -- slow tier: thousands of games --------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("cfg", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_slow_random_play_many_seeds(cfg):
    players, options = cfg
    for k in range(40):
        seed = 7_000_000 + 1000 * players + 13 * k + len(_id(cfg))
        state, _ = play(seed, players, options, agent_seed=seed ^ 0x5A5A)
        _check_result(state, players)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 9))
def test_slow_mixed_heuristic_seats(players):
    for k in range(40):
        seed = 8_000_000 + 100 * players + k
        agents = {s: make_agent("heuristic", "zombie", s) for s in range(players) if (s + k) % 3 != 0}
        state, _ = play(seed, players, {"strain": (("none",) + STRAINS)[k % 7]}, agents=agents)
        _check_result(state, players)
