"""The fast engine contract: the legal list built once per step and never stale, interned actions that
still compare by content, deterministic replays with and without the cache, and the engine bench."""
from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest

from game.core import actions as actions_mod
from game.core.actions import Action, contains
from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.games import get_rules

GAMES = [("zombie", 4), ("crimson_creek", 4)]


def _random_game(rules, seed, players, steps, before_apply=None):
    """Play up to `steps` random actions; returns (state, the actions taken)."""
    state = rules.new_game(seed, players, {})
    rng = Rng(seed).fork(5)
    taken = []
    for _ in range(steps):
        if rules.result(state) is not None:
            break
        legal = rules.legal_actions(state)
        action = legal[rng.randbelow(len(legal))]
        if before_apply:
            before_apply(state)
        rules.apply(state, action)
        taken.append(action)
    return state, taken


@pytest.mark.parametrize("game,players", GAMES)
def test_the_legal_list_is_built_once_per_step(game, players, monkeypatch):
    rules = get_rules(game)
    builds = []
    real = type(rules)._legal_actions

    def counting(self, state):
        builds.append(1)
        return real(self, state)

    monkeypatch.setattr(type(rules), "_legal_actions", counting)
    for seed in range(3, 20):  # a random game long enough to say something (some end early on a wrong declare)
        builds.clear()
        state, taken = _random_game(rules, seed, players, 150)
        if len(taken) > 20:
            break
    assert len(taken) > 20
    assert len(builds) == len(taken)  # legal_actions then apply: one build, not two


@pytest.mark.parametrize("game,players", GAMES)
def test_the_cached_list_is_never_stale_after_apply_clone_or_undo(game, players):
    rules = get_rules(game)
    state = rules.new_game(11, players, {})
    rng = Rng(11)
    for _ in range(200):
        if rules.result(state) is not None:
            break
        legal = rules.legal_actions(state)
        assert legal is rules.legal_actions(state)  # the step's list, kept
        assert legal == rules._legal_actions(state)  # and the same as one built afresh
        clone = rules.clone(state)
        assert clone.legal_cache is None  # a cache never crosses the clone boundary
        assert rules.legal_actions(clone) == legal  # built for the clone itself
        action = legal[rng.randbelow(len(legal))]
        rules.apply(state, action)
        assert state.legal_cache is None
        # The clone is the state before the action: its list is still that step's list ("undo").
        assert rules.legal_actions(clone) == legal
        if rules.result(state) is None:
            assert rules.legal_actions(state) == rules._legal_actions(state)


def test_a_session_undo_gives_back_the_legal_list_of_the_step_taken_back():
    from game.core.session import SeatConfig, Session

    session = Session("crimson_creek", [SeatConfig("human"), SeatConfig("human")], {}, seed=5)
    for _ in range(300):
        legal = list(session.legal())
        moves = [a for a in legal if a.kind in ("move", "push", "pull", "hide", "calm")]
        if moves:
            session.apply(moves[0])
            if session.can_undo():
                assert session.undo()
                assert session.legal() == legal
                assert session.legal() == session.rules._legal_actions(session.state)
                return
        session.apply(legal[-1])
    raise AssertionError("no undoable move came up")


@pytest.mark.parametrize("game,players", GAMES)
def test_same_seed_and_actions_give_the_same_hash_with_and_without_the_cache(game, players):
    rules = get_rules(game)
    cached, taken = _random_game(rules, 21, players, 400)
    # The same game again, the list dropped before every apply: apply builds it itself.
    fresh = rules.new_game(21, players, {})
    for action in taken:
        fresh.changed()
        rules.apply(fresh, Action.from_json(json.loads(json.dumps(action.to_json()))))
    assert rules.hash(fresh) == rules.hash(cached)


@pytest.mark.parametrize("game,players", GAMES)
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(game, players):
    rules = get_rules(game)
    state, _ = _random_game(rules, 2, players, 10)
    before = rules.hash(state)
    legal = rules.legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, Action("no_such_action", x=1))
    assert str(err.value)
    assert rules.hash(state) == before and rules.legal_actions(state) is legal


def test_actions_are_interned_and_still_compare_by_content():
    a = Action("play", card=3, targets=(1, 2))
    assert Action("play", targets=[1, 2], card=3) is a
    assert Action.from_json(a.to_json()) is a
    assert copy.deepcopy(a) is a and copy.copy(a) is a
    assert pickle.loads(pickle.dumps(a)) == a


def test_equal_actions_made_apart_by_a_table_reset_stay_equal(monkeypatch):
    a = Action("probe_reset", n=1, to=(2, 3))
    monkeypatch.setattr(actions_mod, "_TABLE_LIMIT", 0)  # the next new action empties the tables
    Action("probe_reset_other")
    b = Action("probe_reset", to=[2, 3], n=1)
    assert b is not a
    assert b == a and hash(b) == hash(a) and len({a, b}) == 1
    assert contains([Action("pass"), a], b) and not contains([Action("pass")], b)
    assert b != Action("probe_reset", n=2, to=(2, 3))


def test_the_engine_bench_reports_every_game_and_writes_json(tmp_path, monkeypatch):
    from game.core import bench_engine

    monkeypatch.setattr(bench_engine, "reference_playout", lambda: None)  # as if open_spiel were absent
    monkeypatch.setattr(bench_engine, "ROUND_SECONDS", 0.05)
    out = tmp_path / "bench.json"
    report = bench_engine.run_engine(seconds=0.05, players=4, json_path=str(out))
    data = json.loads(out.read_text())
    assert data == json.loads(json.dumps(report))
    assert data["reference"] is None
    for game in bench_engine.GAMES:
        f = data["games"][game]
        assert f["games"] >= 1 and f["actions"] > f["games"] and f["actions_per_second"] > 0
        assert f["clones_per_second"] > 0 and f["clone_microseconds"] > 0 and f["clone_positions"] > 3
    text = bench_engine.format_report(report)
    assert "skipped" in text and text.count("clones/s") == len(bench_engine.GAMES)


def test_a_maker_builds_the_same_interned_action():
    from game.core.actions import maker

    move = maker("probe_move", "to", "seat")
    assert move("barn", 2) is Action("probe_move", seat=2, to="barn")
    assert move("barn", 2) is move("barn", 2) and move("lake", 2) != move("barn", 2)
    assert maker("probe_pass")() is Action("probe_pass")


def test_zombie_camp_powers_and_immunities_are_never_stale():
    """Remembered per camp make-up: at every step of a random game they equal a fresh reading."""
    from game.games.zombie.state import ZState

    rules = get_rules("zombie")
    state = rules.new_game(8, 4, {})
    rng = Rng(8)
    cards = state.content.cards
    kinds = {p["kind"] for card in cards.values() for p in card.powers}
    probes = [cards[c] for c in sorted(cards)[::7]]
    for _ in range(300):
        if rules.result(state) is not None:
            break
        for c in range(len(state.d["camps"])):
            fresh = [p for card in state.camp_cards(c) for p in card.powers]
            for kind in kinds:
                assert state.camp_powers(c, kind) == [p for p in fresh if p["kind"] == kind]
            for card in probes:
                assert state.immune(c, card) == ZState._immune(state, c, card)
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randbelow(len(legal))])


def test_bench_engine_on_the_command_line_prints_every_game_and_writes_json(tmp_path):
    import subprocess
    import sys

    out = tmp_path / "bench.json"
    proc = subprocess.run([sys.executable, "-m", "game", "bench", "--engine", "--seconds", "0.05", "--players", "3",
                           "--json", str(out)], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr
    data = json.loads(out.read_text())
    assert data["players"] == 3 and set(data["games"]) >= {"zombie", "crimson_creek"}
    assert "zombie:" in proc.stdout and "crimson_creek:" in proc.stdout and "actions/s" in proc.stdout
    assert "python_liars_poker" in proc.stdout  # measured beside, or said to be skipped


def test_zombie_cards_bound_once_follow_a_content_override(tmp_path):
    """The state binds the content's cards once (no folder look-up per card); an override starting or
    ending drops that binding and the camp-power memo, so the next look-up reads the folder in use."""
    import shutil

    from game.core import content
    from game.core.paths import game_data

    rules = get_rules("zombie")
    state = rules.new_game(4, 3, {})
    uid = next(u for u, cid in enumerate(state.d["cards"]) if cid == "apartment_building")
    assert state.card(uid).name == "Apartment Building"
    folder = tmp_path / "zombie"
    shutil.copytree(game_data("zombie"), folder)
    camp = folder / "camp.toml"
    camp.write_text(camp.read_text().replace('name = "Apartment Building"', 'name = "Tower Block"'))
    content.use_override("zombie", folder)
    try:
        assert state.card(uid).name == "Tower Block"
        assert state.content.cards["apartment_building"].name == "Tower Block"
    finally:
        content.use_override("zombie", None)
    assert state.card(uid).name == "Apartment Building"


def test_zombie_immunity_from_the_camp_shield_matches_the_powers():
    """`immune` reads a camp's shield (card ids and effect names from its immunity powers): the same answer
    as asking the powers card by card, for every card of the content and every camp, in random games."""
    from game.games.zombie.state import ZState

    rules = get_rules("zombie")
    for seed in (3, 9):
        state, _ = _random_game(rules, seed, 4, 120)
        cards = list(state.content.cards.values())
        for c in range(len(state.d["camps"])):
            assert [state.immune(c, card) for card in cards] == [ZState._immune(state, c, card) for card in cards]
