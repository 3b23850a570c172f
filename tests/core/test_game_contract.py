"""The engine contract every registered game keeps, parametrised over the registry (game/games/__init__.py
MANIFESTS): a game added to it is tested here the day it is registered, with no test file of its own.

For each game, at the fewest and the most seats of each variant (the game's own bounds when it has no
variants), and with each of its on/off rules switched on: same seed + same random legal actions give the same
hash; the state survives a JSON round trip (same hash, same legal list) at several points; a record of a
whole game, saved and replayed (game.core.records), comes to the same hash and result; `view` is pure (the
hash is unchanged, two calls agree, the view is JSON-able); the decision seat is in range and the legal list
is non-empty and free of duplicates until the end, where nobody decides, nothing is legal and an action is
refused. Then a few whole games of the fuzz (game.core.fuzz.play_one) run with no fault, with the
invariants, the hidden-information twins and the observation twins the game's manifest names.

Games are short (STEPS random actions, a few whole random games), so the file stays within seconds.
"""
from __future__ import annotations

import itertools
import json

import pytest

from game.ai import make_agent
from game.core import records
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.fuzz import _option_values, play_one, step_bound
from game.core.registry import get_manifest, get_rules, manifests
from game.core.rng import Rng

from helpers.engine_checks import check_same_seed_same_hash

STEPS = 200  # random actions per contract game: enough to leave the set-up for the game's turns
FUZZ_GAMES = 6  # whole fuzz games per registered game
GAMES = [m for m in manifests() if m.rules]


def _options(info, seats: int, variant) -> dict | None:
    """Options the game accepts at `seats` in `variant`: its defaults, else the first accepted mix of values
    (Zombie's New Victims at 4+ seats wants Mortal Reckoning); None when nothing is accepted."""
    base = {"variant": variant} if variant else {}
    if info.setup_problem(seats, variant, base) is None:
        return base
    values = [[(o.id, v) for v in _option_values(o)] for o in info.options]
    for combo in itertools.islice(itertools.product(*values), 500):
        options = {**base, **dict(combo)}
        if info.setup_problem(seats, variant, options) is None:
            return options
    return None


def _cases(games=None) -> list:
    """(game id, seats, options) of every case, over `games` (default: every registered game)."""
    out = []
    for manifest in GAMES if games is None else games:
        info = manifest.info
        for variant in [v.id for v in info.variants] or [None]:
            lo, hi = info.seat_range(variant)
            for seats in sorted({lo, hi}):
                options = _options(info, seats, variant)
                if options is not None:
                    case_id = "-".join(str(b) for b in (manifest.id, variant, f"{seats}p") if b)
                    out.append(pytest.param(manifest.id, seats, options, id=case_id))
        # Each on/off rule switched on, at the most seats that take it (the defaults leave them all off).
        for option in (o for o in info.options if o.kind == "bool" and not o.default):
            lo, hi = info.seat_range(None)
            seats = next((n for n in range(hi, lo - 1, -1) if info.setup_problem(n, None, {option.id: True}) is None),
                         None)
            if seats is not None:
                case_id = f"{manifest.id}-{option.id}-{seats}p"
                out.append(pytest.param(manifest.id, seats, {option.id: True}, id=case_id))
    return out


CASES = _cases()


def _contract_step(rules, state, seats: int) -> list:
    decision = rules.decision(state)
    assert decision.seat is not None and 0 <= decision.seat < seats, f"the deciding seat is {decision.seat!r}"
    legal = rules.legal_actions(state)
    assert legal, "a decision with no legal action"
    assert len(set(legal)) == len(legal), "the legal list holds the same action twice"
    return legal


def _assert_view_pure(rules, state, seats: int) -> None:
    before = rules.hash(state)
    for seat in [None, *range(seats)]:
        first = rules.view(state, seat)
        second = rules.view(state, seat)
        assert rules.hash(state) == before, f"view({seat}) changed the state"
        assert first == second, f"two calls of view({seat}) differ"
        assert json.loads(json.dumps(first)) == first, f"view({seat}) is not plain JSON"


def _assert_round_trip(rules, state) -> None:
    copy = rules.from_json(json.loads(json.dumps(rules.to_json(state))))
    assert rules.hash(copy) == rules.hash(state), "the state rebuilt from its JSON has another hash"
    assert rules.legal_actions(copy) == rules.legal_actions(state), "the rebuilt state has other legal actions"


def test_the_registry_has_games_and_every_one_has_cases():
    assert GAMES, "no game in the registry"
    assert {c.values[0] for c in CASES} == {m.id for m in GAMES}


@pytest.mark.parametrize("game_id, seats, options", CASES)
def test_same_seed_and_same_actions_give_the_same_hash(game_id, seats, options):
    check_same_seed_same_hash(get_rules(game_id), 11 + seats, seats, options, agent_seed=5, steps=STEPS)


@pytest.mark.parametrize("game_id, seats, options", CASES)
def test_contract_round_trip_and_view_purity_along_a_game(game_id, seats, options):
    """Every step: the decision and legal-list contract; at several points a JSON round trip and pure views."""
    rules = get_rules(game_id)
    state = rules.new_game(3 + seats, seats, options)
    rng = Rng(17)
    for step in range(STEPS):
        if rules.result(state) is not None:
            break
        legal = _contract_step(rules, state, seats)
        if step % 30 == 0:
            _assert_round_trip(rules, state)
            _assert_view_pure(rules, state, seats)
        rules.apply(state, legal[rng.randbelow(len(legal))])
    _assert_round_trip(rules, state)
    _assert_view_pure(rules, state, seats)


@pytest.mark.parametrize("game_id, seats, options", CASES)
def test_a_saved_record_of_a_whole_game_replays_to_the_same_hash(game_id, seats, options, tmp_path):
    rules = get_rules(game_id)
    seed = 21 + seats
    state = rules.new_game(seed, seats, options)
    rng, actions = Rng(4), []
    for _ in range(step_bound(get_manifest(game_id).load("invariants"))):
        if rules.result(state) is not None:
            break
        legal = rules.legal_actions(state)
        actions.append(legal[rng.randbelow(len(legal))])
        rules.apply(state, actions[-1])
    path = tmp_path / "game.json"
    records.save(path, records.make_record(game_id, options, seed, seats, actions, state_hash=rules.hash(state)))
    again_rules, again = records.replay(records.load(path), path)
    assert again_rules.hash(again) == rules.hash(state)
    assert again_rules.legal_actions(again) == rules.legal_actions(state)
    assert rules.result(state) is not None, "the game did not end within its step bound"
    assert again_rules.result(again) == rules.result(state)


@pytest.mark.parametrize("manifest", GAMES, ids=lambda m: m.id)
def test_the_fuzz_plays_whole_games_with_every_audit_and_no_fault(manifest):
    """A few whole fuzz games: the invariants, the twins and the secrets the manifest names all run; every
    game ends (the end contract: no legal action, an action refused) and replays to the same hash."""
    for role in ("invariants", "twins", "secrets"):
        assert manifest.load(role) is not None, f"{manifest.id} names no {role} module"
    rules = get_rules(manifest.id)
    checks: set = set()
    for index in range(FUZZ_GAMES):
        report = play_one(manifest.id, index, base_seed=7, make_agent=make_agent, levels=("easy",))
        assert report.faults == [], "\n".join(f.line() for f in report.faults)
        assert report.missing == []
        assert report.steps > 0
        checks |= set(report.checks)
    assert {"step_bound", "replay", "json", "audit", "asked"} <= checks
    # The end of a game: nobody decides, nothing is legal, an action is refused.
    state = rules.new_game(5, manifest.info.min_seats, {})
    rng = Rng(9)
    for _ in range(step_bound(manifest.load("invariants"))):
        if rules.result(state) is not None:
            break
        legal = _contract_step(rules, state, manifest.info.min_seats)
        rules.apply(state, legal[rng.randbelow(len(legal))])
    assert rules.result(state) is not None, "the game did not end within its step bound"
    assert rules.decision(state).seat is None
    assert rules.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        rules.apply(state, Action("pass"))


def test_a_newly_registered_game_gets_its_cases(monkeypatch):
    """The cases come from the registry alone: a manifest added to MANIFESTS is a case with no other edit."""
    import dataclasses

    import game.games
    from game.core.engine import GameInfo

    base = game.games.MANIFESTS[0]
    info = GameInfo(id="sixth", name="Sixth", min_seats=2, max_seats=4, module=base.info.module)
    monkeypatch.setattr(game.games, "MANIFESTS", game.games.MANIFESTS + (dataclasses.replace(base, info=info),))
    sixth = [c for c in _cases(m for m in manifests() if m.rules) if c.values[0] == "sixth"]
    assert [(c.values[1], c.values[2]) for c in sixth] == [(2, {}), (4, {})]
