"""A game is registered by its manifest alone (docs/ADDING_A_GAME.md): the toy game of tests/toy_game, added to
game.games.MANIFESTS and nowhere else, runs through headless play, the fuzz (every check it has a module for,
with no fault), a record saved, loaded and replayed, and a short tournament."""
from __future__ import annotations

import pytest

import game.games
from game.ai import make_agent
from game.ai import tournament
from game.core import fuzz, records, simulate
from game.core.registry import game_module, get_rules

from tests.toy_game import policy, search
from tests.toy_game.manifest import MANIFEST as TOY


@pytest.fixture
def toy(monkeypatch):
    """The one registration: the toy's manifest appended to MANIFESTS (nothing else is patched)."""
    monkeypatch.setattr(game.games, "MANIFESTS", game.games.MANIFESTS + (TOY,))
    return TOY.id


def test_the_manifest_alone_registers_it(toy):
    from game.ai.contracts import Policy, Search

    assert get_rules(toy).info is TOY.info
    assert game_module(toy, "policy") is policy and game_module(toy, "search") is search
    assert isinstance(policy, Policy) and isinstance(search, Search)
    assert game.games.get_info(toy).name == "Last Token"
    assert list(game.games.REGISTRY)[-1] == toy and toy in fuzz.fuzz_games()  # what lists games lists it


def test_it_is_unknown_without_its_manifest():
    with pytest.raises(KeyError, match="unknown game 'toy'"):
        get_rules("toy")
    assert "toy" not in game.games.REGISTRY


def test_simulate_plays_whole_games(toy):
    summary = simulate.simulate(toy, 2, 6, 1, ["easy", "normal"], make_agent=make_agent)
    assert summary.games == 6
    assert all(o.winners and 4 + 2 <= o.steps <= 7 + 2 for o in summary.outcomes)  # 7 tokens by 1s or 2s, 2 keeps
    assert sum(summary.wins_by_seat.values()) >= 6


def test_fuzz_runs_every_check_with_no_fault(toy):
    report = fuzz.GameReport(toy)
    for index in range(40):
        report.add(fuzz.play_one(toy, index, 1, make_agent=make_agent))
    assert report.faults == []
    assert report.missing == []  # invariants, twins and secrets: every check has its module
    # (save_load runs at a random step up to 200, past a toy game's end: its "replay" check saves the whole game)
    for check in ("json", "audit", "asked", "observe", "replay", "step_bound"):
        assert report.checks[check] > 0, f"the fuzz never ran its {check} check: {dict(report.checks)}"
    assert report.coverage["players=2"] and report.coverage["players=3"]


def test_the_fuzz_finds_a_leak_in_the_toy(toy, monkeypatch):
    """The audit is not vacuous on the toy: a view that shows the other seats' cards is a fault."""
    rules = get_rules(toy)
    honest = type(rules).view

    def leaky(self, state, seat):
        return {**honest(self, state, seat), "all_hands": state.d["hands"]}

    monkeypatch.setattr(type(rules), "view", leaky)
    faults = [f for i in range(10) for f in fuzz.play_one(toy, i, 1, make_agent=make_agent).faults]
    assert faults and all(f.check == "audit" for f in faults)


def test_a_record_saves_loads_and_replays(toy, tmp_path):
    rules = get_rules(toy)
    state = rules.new_game(5, 3, {})
    actions = []
    while rules.result(state) is None:
        action = rules.legal_actions(state)[-1]
        rules.apply(state, action)
        actions.append(action)
    path = tmp_path / "toy.json"
    records.save(path, records.make_record(toy, {}, 5, 3, actions, state_hash=rules.hash(state)))
    _, again = records.replay(records.load(path), path)
    assert rules.hash(again) == rules.hash(state)
    assert rules.result(again) == rules.result(state)


def test_a_short_tournament(toy):
    cfg = tournament.Config(game=toy, players=2, games=4, agents=("normal", "easy"), seed=3)
    results = tournament.run(cfg)
    assert len(results) == cfg.total_games == 4
    assert all(r["winners"] and r["reason"] == "highest score" and r["steps"] >= 6 for r in results)
    assert sorted(r["seating"] for r in results)[0] != sorted(r["seating"] for r in results)[-1]  # seats rotate


def test_its_table_plays_a_whole_game_headless(toy, tmp_path, monkeypatch):
    """The manifest's table and selftest: a whole game of computer seats through the real table scene, to the
    game-over screen (SDL's dummy drivers: no window)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    from game.core.settings import SettingsStore
    from game.ui.app import App
    from game.ui.tables import load_hook
    from game.ui.tables.selftest_driver import WHOLE_GAMES

    app = App(store=SettingsStore(tmp_path / "home" / "settings.json"), size=(640, 360), fullscreen=False,
              save_on_quit=False)
    app.settings.guides_shown = [toy]
    try:
        before = WHOLE_GAMES[toy]
        assert load_hook(TOY.selftest)(app, tmp_path / "shots") == 0
        assert WHOLE_GAMES[toy] == before + 1
        assert (tmp_path / "shots" / "toy_game_over.png").stat().st_size > 0
    finally:
        app.shutdown()


def test_stand_in_facts_come_and_go(monkeypatch):
    """A test's stand-in facts for a game (REGISTRY, monkeypatch.setitem) are what callers get, and once undone the
    manifest's own facts are back (no stand-in left to shadow a later manifest)."""
    import dataclasses

    base = game.games.MANIFESTS[0]
    with monkeypatch.context() as patch:
        patch.setitem(game.games.REGISTRY, base.id, dataclasses.replace(base.info, name="Stand-in"))
        assert game.games.get_info(base.id).name == "Stand-in"
    assert game.games.REGISTRY[base.id] is base.info and game.games.REGISTRY._stand_ins == {}
