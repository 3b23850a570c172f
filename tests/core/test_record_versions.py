"""Records carry the version of their game's rules; older ones are carried over or refused by name."""
from __future__ import annotations

import json

import pytest

from game.core import records
from game.core.actions import Action
from game.core.errors import DataFileError
from game.core.rng import Rng
from game.ai import seat_agent
from game.core.session import SeatConfig, Session
from game.games import get_rules


def _random_record(game_id, seed, seats, steps, agent_seed=3):
    rules = get_rules(game_id)
    state = rules.new_game(seed, seats, {})
    rng = Rng(agent_seed)
    actions = []
    while rules.result(state) is None and len(actions) < steps:
        legal = rules.legal_actions(state)
        action = legal[rng.randbelow(len(legal))]
        rules.apply(state, action)
        actions.append(action)
    return records.make_record(game_id, state.d["options"], seed, seats, actions, state_hash=rules.hash(state)), state


def test_a_record_names_the_rules_version_of_its_game():
    rec, _ = _random_record("crimson_creek", 5, 3, 20)
    assert rec["rules_version"] == get_rules("crimson_creek").record_version >= 2


def test_a_crimson_creek_record_of_the_older_rules_replays_under_todays_rules(tmp_path):
    rec, state = _random_record("crimson_creek", 5, 3, 60)
    rec["rules_version"] = 1
    rec["state_hash"] = "0" * 16  # the older rules' hash: not compared
    path = tmp_path / "old.json"
    records.save(path, rec)
    rules, rebuilt = records.replay(records.load(path), path=path)
    assert rules.hash(rebuilt) == rules.hash(state)


def test_a_record_without_a_rules_version_counts_as_version_1(tmp_path):
    rec, _ = _random_record("crimson_creek", 6, 2, 10)
    del rec["rules_version"]
    rec["state_hash"] = "0" * 16
    path = tmp_path / "oldest.json"
    records.save(path, rec)
    records.replay(records.load(path), path=path)  # no hash complaint: older rules


def test_a_record_of_newer_rules_is_refused_by_name(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 5)
    rec["rules_version"] = 999
    path = tmp_path / "future.json"
    records.save(path, rec)
    with pytest.raises(DataFileError) as err:
        records.replay(records.load(path), path=path)
    assert "future.json" in str(err.value) and "newer Dreadboard" in str(err.value) and "rules_version" in str(err.value)


def test_a_bad_rules_version_is_refused_by_name(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 5)
    rec["rules_version"] = "two"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(DataFileError) as err:
        records.load(path)
    assert "bad.json" in str(err.value) and "rules_version" in str(err.value)


def test_an_older_save_that_todays_rules_cannot_replay_says_why_and_is_left_untouched(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 40)
    rec["rules_version"] = 1
    rec["actions"][25] = Action("declare", extra="not an action of any rules").to_json()
    rec["meta"] = {"seats": [{"kind": "human"}, {"kind": "ai"}, {"kind": "ai"}]}
    path = tmp_path / "old-game.json"
    records.save(path, rec)
    before = path.read_bytes()
    listing = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DataFileError) as err:
        Session.load(path, seat_agent=seat_agent)
    text = str(err.value)
    assert "old-game.json" in text and "older Dreadboard" in text and "rules version 1" in text
    assert "action 25" in text and "actions[25]" in text
    assert path.read_bytes() == before  # nothing overwritten
    assert sorted(p.name for p in tmp_path.iterdir()) == listing  # nothing written beside it either


# -- saves written by each rules version of each game (tests/core/data/records, README.md there) -------------------
# Every version a game's records have had is here as a real save, written by Dreadboard at that version (the older
# ones at the commit before the version was bumped). The newest one of each game is today's version: bumping a
# game's `record_version` fails test_every_rules_version_of_every_game_has_a_save until a save of the new version
# is added, and the save of the version before then checks the carry-over (migrate_action) for good.
import hashlib  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
from pathlib import Path  # noqa: E402

from game.games import REGISTRY  # noqa: E402

DATA = Path(__file__).parent / "data" / "records"
SAVES = {p.name: p for p in sorted(DATA.glob("*.json"))}
SAVES["zombie_rules_v1.json"] = Path(__file__).parents[1] / "games" / "zombie" / "data" / "zombie_rules_v1_save.json"
# Saves that today's rules refuse, by design, naming the step (who_goes_there/rules.py, record_version 2: a
# version-1 record replays until the first question version 2 added, here Garry's Taking Control at action 44).
# The Thing's version-1 save is refused at action 5, the Thing's first infection card, where version 2 asks
# the event's card window first ("Play a card, or pass"; the_thing/rules.py, record_version 2).
# Terrorscape's version 2 asks the attack-card step at every attack: its version-1 record is refused at the first
# attack the Killer had no attack card for (action 126 here).
REFUSED = {"who_goes_there_rules_v1_refused.json": (44, "Taking Control"),
           "the_thing_rules_v1.json": (5, "Play a card, or pass"),
           "terrorscape_rules_v1_refused.json": (126, "Play an attack card")}


def _version_of(name: str) -> tuple:
    game, _, rest = name.partition("_rules_v")
    return game, int(rest.split("_")[0].split(".")[0])


def _digest(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_every_rules_version_of_every_game_has_a_save():
    have = {_version_of(name) for name in SAVES}
    for game in REGISTRY:
        current = get_rules(game).record_version
        missing = [v for v in range(1, current + 1) if (game, v) not in have]
        assert not missing, f"{game}: no save of rules version {missing} in {DATA} (see its README.md)"
        assert max(v for g, v in have if g == game) == current, f"{game}: a save of a version newer than the rules"


@pytest.mark.parametrize("name", sorted(set(SAVES) - set(REFUSED)))
def test_a_save_of_every_rules_version_loads(name, tmp_path):
    game, version = _version_of(name)
    path = tmp_path / name
    shutil.copyfile(SAVES[name], path)
    before = _digest(tmp_path)
    rec = json.loads(path.read_text(encoding="utf-8"))
    assert rec["game"] == game and rec.get("rules_version", 1) == version, "the file is not what its name says"
    session = Session.load(path, seat_agent=seat_agent)
    rules = session.rules
    assert len(session.steps) >= len(rec["actions"]) and not session.over
    assert _digest(tmp_path) == before  # loading never writes: not the file, nothing beside it
    if version == rules.record_version:  # today's version: the very game it saved, hash and all
        assert rules.hash(session.state) == rec["state_hash"]
    # Saved again it is a record of today's version, replayed with its hash checked.
    again = session.save(tmp_path / "again.json")
    rec2 = records.load(again)
    assert rec2["rules_version"] == rules.record_version
    _, state = records.replay(rec2, path=again)
    assert rules.hash(state) == rules.hash(session.state)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_save_that_todays_rules_refuse_names_the_step(name, tmp_path):
    step, why = REFUSED[name]
    game, version = _version_of(name)
    path = tmp_path / name
    shutil.copyfile(SAVES[name], path)
    before = _digest(tmp_path)
    with pytest.raises(DataFileError) as err:
        Session.load(path, seat_agent=seat_agent)
    text = str(err.value)
    assert str(path) in text and f"actions[{step}]" in text and f"action {step} is not allowed any more" in text
    assert f"rules version {version}" in text and "older Dreadboard" in text and why in text
    assert _digest(tmp_path) == before


def test_every_save_opens_from_the_apps_load(tmp_path, monkeypatch):
    """The way a player opens them: Load in the app; a table for each (drawn), the refused one a message
    naming the file and the step; no file changed or added."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    from game.core.settings import SettingsStore
    from game.ui import tables
    from game.ui.app import App
    from game.ui.scenes.message import MessageScene
    from game.ui.tables.table import Table

    app = App(store=SettingsStore(tmp_path / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    folder = tmp_path / "saves"
    folder.mkdir()
    try:
        copied = []
        for name, src in SAVES.items():
            target = folder / name
            copied.append(name)
            shutil.copyfile(src, target)
            before = target.read_bytes()
            table = tables.load_game(app, target)
            app.run_frames(3)
            if name in REFUSED:
                assert table is None and isinstance(app.top, MessageScene), name
                assert str(target) in app.top.body and f"actions[{REFUSED[name][0]}]" in app.top.body
            else:
                assert isinstance(table, Table) and table in app.stack, name
                assert table.session.game_id == _version_of(name)[0]
            assert target.read_bytes() == before and sorted(os.listdir(folder)) == sorted(copied), name
            app.to_menu()
    finally:
        app.shutdown()
