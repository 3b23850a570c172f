"""Hostile saves and settings files: every file of tests/hostile/saves/ and
tests/hostile/settings/ (written by tools/make_hostile_saves.py; MANIFEST.json says what each must
give) goes through the load paths and through the headless app (Load, Continue, start-up), and
hypothesis generates more of each family. Each must give the game or the defaults, or a message
naming the file (and the field); none may crash, hang or change a file.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m pytest -q -s tests/hostile/test_saves_settings.py
(-s prints how many files and generated cases each test tried.)
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.ai import seat_agent  # noqa: E402
from game.core import paths, saves  # noqa: E402
from game.core.errors import DataFileError  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.core.session_meta import NAME_LIMIT  # noqa: E402
from game.core.settings import SettingsStore, load_settings  # noqa: E402

from .conftest import GOOD_SAVES  # noqa: E402

HERE = Path(__file__).parent
SAVES = HERE / "saves"
SETTINGS = HERE / "settings"
CASES = {"meta": 60, "bytes": 80, "mutations": 40, "settings": 150}  # hypothesis examples per run


def manifest(folder: Path) -> dict:
    return json.loads((folder / "MANIFEST.json").read_text())


SAVE_FILES = manifest(SAVES)
SETTINGS_FILES = manifest(SETTINGS)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_digests(folder: Path) -> dict:
    return {p.name: digest(p) for p in folder.iterdir() if p.is_file()}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def check_opened(session: Session, path: Path, entry: dict) -> None:
    """What a loaded session must hold, whatever the file said."""
    assert entry["expect"] in ("opens", "notes", "opens-or-refused"), f"{path.name} should have been refused"
    if entry["expect"] == "notes":
        assert any(entry["names"] in note for note in session.load_notes), (path.name, session.load_notes)
    for note in session.load_notes:
        assert path.name in note
    humans = session.humans()
    assert session.screen_seat is None or session.screen_seat in humans
    if len(humans) >= 2:
        assert session.screen_seat is None  # the hand-off comes first
    for seat in session.seats:
        assert seat.kind in ("human", "ai") and seat.level in ("easy", "normal", "hard")
        assert 0 < len(seat.name) <= NAME_LIMIT and seat.name.isprintable() and "(AI)" not in seat.name


def open_save(path: Path, entry: dict):
    """Session.open with the checks every file shares; returns the session or None (refused)."""
    try:
        session = Session.open(path, seat_agent)
    except DataFileError as exc:
        assert entry["expect"] in ("refused", "opens-or-refused"), f"{path.name}: {exc}"
        assert str(path) in str(exc)
        assert entry.get("names", "") in str(exc), f"{path.name}: {exc}"
        session = None
    else:
        check_opened(session, path, entry)
    return session


# -- saves: the load paths ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(n for n in SAVE_FILES))
def test_each_hostile_save_through_the_load_paths(name, home):
    entry = SAVE_FILES[name]
    path = paths.saves_dir() / name
    shutil.copyfile(SAVES / name, path)
    before = folder_digests(path.parent)
    info = saves.inspect(path)  # the Load list's reading: never raises
    assert info.usable == (info.problem == "")
    session = open_save(path, entry)
    if not info.usable:  # the list reads the structure only: what it calls broken never opens
        assert session is None
    assert folder_digests(path.parent) == before, "loading changed a file"


def _damage(kind: str, raw: bytes, game: str):
    """(bytes, the key the message must name) of a real save of `game` damaged as `kind`."""
    rec = json.loads(raw)
    if kind == "truncated":
        return raw[: len(raw) // 2], "line"
    if kind == "bad_action":
        rec["actions"][len(rec["actions"]) // 2] = {"kind": "no_such_move"}
        return json.dumps(rec).encode(), f"actions[{len(rec['actions']) // 2}]"
    if kind == "other_game":  # the actions of one game under another's name
        rec["game"] = next(g for g in sorted(GOOD_SAVES) if g != game)
        return json.dumps(rec).encode(), ""
    if kind == "seats":
        rec["seats"] = 15
        return json.dumps(rec).encode(), "seats"
    if kind == "option":
        rec["options"]["variant"] = [1]
        return json.dumps(rec).encode(), "options.variant"
    rec["state_hash"] = "0" * 16  # kind == "hash"
    return json.dumps(rec).encode(), "state_hash"


@pytest.mark.parametrize("kind", ["truncated", "bad_action", "other_game", "seats", "option", "hash"])
@pytest.mark.parametrize("game", sorted(GOOD_SAVES))
def test_a_damaged_save_of_each_game_is_refused_by_name(game, kind, home):
    """A real save of every game, damaged in each way a save goes wrong: refused with a message naming the file
    and the field or line, never a crash, and nothing written."""
    data, key = _damage(kind, GOOD_SAVES[game].read_bytes(), game)
    path = paths.saves_dir() / f"{game}-{kind}.json"
    path.write_bytes(data)
    before = folder_digests(path.parent)
    with pytest.raises(DataFileError) as err:
        Session.open(path, seat_agent)
    assert str(path) in str(err.value) and key in str(err.value), str(err.value)
    # the Load list reads the structure and the set-up only: a cut file, a seat count or an option the game refuses
    # it calls broken at once (naming the seats or the option); a bad action or hash is found when the game is opened
    info = saves.inspect(path)
    assert info.ok != (kind in ("truncated", "seats", "option")) and (info.ok or info.problem)
    if kind in ("seats", "option"):
        assert info.problem.startswith(key) and "15" not in info.seats, info.problem
    assert folder_digests(path.parent) == before


def test_a_broken_save_with_a_good_backup_opens_the_backup(home):
    path = paths.saves_dir() / "autosave-zombie-20261130-120000.json"
    shutil.copyfile(SAVES / "truncated--zombie-50.json", path)
    shutil.copyfile(SAVES / "good--zombie.json", path.with_name(path.name + ".bak"))
    before = folder_digests(path.parent)
    info = saves.inspect(path)
    assert not info.ok and info.backup_ok and info.game == "zombie"
    assert saves.continuable()[0].path == path
    session = Session.open(path, seat_agent)
    assert "backup" in session.load_notes[0] and path.name in session.load_notes[0]
    assert session.autosave_path is None  # the game goes on in a new autosave; the good .bak stays
    assert folder_digests(path.parent) == before


# -- saves: through the app ----------------------------------------------------------------------------
@pytest.fixture
def app(home):
    from game.ui.app import App

    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


def test_the_load_list_shows_every_hostile_save_once(app):
    """All the corpus in one saves folder: the list opens, each file is listed once (broken ones as
    broken), choosing a broken one explains it over the list, and OK does not show it again."""
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.saves import LoadScene

    folder = paths.saves_dir()
    for name in SAVE_FILES:
        shutil.copyfile(SAVES / name, folder / name)
    before = folder_digests(folder)
    picked = []
    load = app.push(LoadScene(lambda a, p: picked.append(p)))
    app.run_frames(2)
    assert sorted(p.name for p in load.saves) == sorted(SAVE_FILES)
    labels = [label for label, _ in load.items]
    broken = [e for e in load.entries if not e.usable]
    assert broken and sum(label.startswith("⚠ Broken") for label in labels) == len(broken)
    assert not any(".json" in label for label, e in zip(labels, load.entries) if e.usable)  # no file names
    font_px = load.widgets["list"].rect.w  # every line fits its box (cut with "…" where needed)
    from game.ui import fonts

    font = fonts.get("sans", round(18 * fonts.ui_step(app.scale)))
    assert all(font.size(label)[0] <= font_px for label in labels)
    load.selected = load.entries.index(broken[0])
    load.open()
    assert isinstance(app.top, MessageScene) and broken[0].path.name in app.top.body
    app.top.ok()
    app.run_frames(3)
    assert app.top is load and not picked  # back to the same list, no message loop
    assert folder_digests(folder) == before


def test_each_hostile_save_through_load_and_continue_in_the_app(app):
    """Every file opened by the app's Load (as a save) and Continue (as the only autosave)."""
    from game.ui import tables
    from game.ui.scenes.message import MessageScene
    from game.ui.tables.table import Table

    folder = paths.saves_dir()
    tried = 0
    for name, entry in sorted(SAVE_FILES.items()):
        for mode in ("load", "continue"):
            app.to_menu()  # (leaving a table writes its autosave: before the folder is emptied)
            for p in folder.iterdir():
                p.unlink()
            target = folder / (name if mode == "load" else f"autosave-{entry['family']}-20261130-120000.json")
            shutil.copyfile(SAVES / name, target)
            before = folder_digests(folder)
            app.top.refresh()
            if mode == "load":
                tables.load_game(app, target)
            else:
                offered = "continue" in app.top.widgets
                tables.continue_game(app)
                if not offered:  # Continue is offered only when the file (or its backup) can be opened
                    assert isinstance(app.top, MessageScene) and "Nothing to continue" in app.top.title
                    assert entry["expect"] in ("refused", "opens-or-refused"), name
                    continue
            app.run_frames(4)
            top = app.top
            tables_open = [s for s in app.stack if isinstance(s, Table)]
            if tables_open:
                assert entry["expect"] != "refused", name
                if entry["expect"] == "notes":
                    assert isinstance(top, MessageScene) and entry["names"] in top.body, name
            else:
                assert entry["expect"] in ("refused", "opens-or-refused"), name
                assert isinstance(top, MessageScene) and str(target) in top.body, name
            assert folder_digests(folder) == before, f"{name}: opening it changed a file"
            tried += 1
    app.to_menu()
    print(f"\nhostile saves through the app: {tried} opens of {len(SAVE_FILES)} files")


# -- settings -------------------------------------------------------------------------------------------
def original_kept(folder: Path, data: bytes) -> bool:
    return any(p.read_bytes() == data for p in folder.iterdir() if p.is_file())


def settings_copy(name: str, folder: Path) -> tuple:
    """(its MANIFEST entry, the path of a copy as settings.json in folder, its bytes)."""
    path = folder / "settings.json"
    data = (SETTINGS / name).read_bytes()
    path.write_bytes(data)
    return SETTINGS_FILES[name], path, data


@pytest.mark.parametrize("name", sorted(n for n in SETTINGS_FILES))
def test_each_hostile_settings_file(name, tmp_path):
    entry, path, data = settings_copy(name, tmp_path)
    result = load_settings(path)
    assert path.read_bytes() == data, "loading changed the settings file"
    if entry["expect"] == "opens":
        assert result.problem is None and not result.corrupt, result.problem
    elif entry["expect"] == "notes":
        assert not result.corrupt and entry["names"] in result.problem and str(path) in result.problem
    else:
        assert result.corrupt and str(path) in result.problem and entry["names"] in result.problem
        assert result.settings.to_json() == type(result.settings)().to_json()
    # saving over it keeps the original somewhere in the folder, whole
    store = SettingsStore(path)
    store.settings.volume = 0.123
    store.save()
    assert original_kept(tmp_path, data), "the original settings file was lost"
    assert load_settings(path).settings.volume == 0.123
    # and what we did not understand is still in the file we wrote
    if entry["expect"] in ("opens", "notes"):
        original = json.loads(data.decode("utf-8-sig") or "{}")
        written = json.loads(path.read_text())
        for key, value in original.items():
            if key not in ("format", "version") and not hasattr(store.settings, key):
                assert written.get(key) == value, key


@pytest.mark.parametrize("name", sorted(n for n in SETTINGS_FILES))
def test_the_app_starts_with_each_hostile_settings_file(name, tmp_path):
    from game.ui.app import App

    entry, path, data = settings_copy(name, tmp_path)
    app = App(store=SettingsStore(path), size=(1280, 720), fullscreen=False, save_on_quit=False)
    try:
        app.run_frames(3)
        if entry["expect"] != "opens":
            assert app.top.scene_name == "message" and str(path) in app.top.body
        else:
            assert app.top.scene_name == "menu"
    finally:
        app.shutdown()
    assert path.read_bytes() == data


# -- generated: hypothesis ------------------------------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=5),
    max_leaves=25,
)
SETTING_KEYS = ("window_width", "window_height", "fullscreen", "animation_speed", "dice_animation", "volume", "mute",
                "last_seats", "format", "version", "future")
COUNTS: dict = {}


def counted(name: str) -> None:
    COUNTS[name] = COUNTS.get(name, 0) + 1


def good_save(game: str) -> dict:
    return json.loads(GOOD_SAVES[game].read_text())


@settings(max_examples=CASES["meta"], deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(meta=st.one_of(JSON, st.fixed_dictionaries({}, optional={
    "screen_seat": JSON, "name": JSON, "turn": JSON, "finished": JSON,
    "seats": st.one_of(JSON, st.lists(st.one_of(JSON, st.fixed_dictionaries({}, optional={
        "kind": st.one_of(st.sampled_from(["human", "ai", "robot", ""]), JSON), "name": st.one_of(st.text(), JSON),
        "level": st.one_of(st.sampled_from(["easy", "hard", "godlike"]), JSON)})), max_size=6)),
    # a seat's own note markers (game/core/seat_notes.py), as hand-edited as the rest
    "seat_notes": st.one_of(JSON, st.dictionaries(st.one_of(st.sampled_from(["0", "1", "2", "-1", "x"]), st.text()),
                                                  st.one_of(JSON, st.lists(st.one_of(JSON, st.fixed_dictionaries({}, optional={
                                                      "id": st.one_of(st.sampled_from(["roy", "r1", "a" * 40]), JSON),
                                                      "at": st.one_of(st.sampled_from(["", "R1", "nowhere"]), JSON),
                                                      "n": st.one_of(st.integers(-5, 200), JSON)})), max_size=45)),
                                                  max_size=4))})),
    game=st.sampled_from(sorted(GOOD_SAVES)))
def test_generated_meta_opens_with_notes(home, meta, game):
    counted("meta")
    rec = good_save(game)
    rec["meta"] = meta
    path = paths.saves_dir() / "generated.json"
    path.write_text(json.dumps(rec))
    before = digest(path)
    session = open_save(path, {"expect": "opens"})
    assert session is not None and digest(path) == before
    saves.inspect(path)


@settings(max_examples=CASES["bytes"], deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=2000), kind=st.sampled_from(["save", "settings"]))
def test_generated_bytes(home, data, kind):
    counted("bytes")
    path = (paths.saves_dir() / "bytes.json") if kind == "save" else (paths.user_config_dir() / "settings.json")
    path.write_bytes(data)
    if kind == "save":
        open_save(path, {"expect": "opens-or-refused"})
        saves.inspect(path)
    else:
        result = load_settings(path)
        assert result.problem is None or str(path) in result.problem
    assert path.read_bytes() == data


@settings(max_examples=CASES["mutations"], deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.floats(0, 1), flips=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)), max_size=4),
       game=st.sampled_from(sorted(GOOD_SAVES)))
def test_generated_damage_to_a_real_save(home, cut, flips, game):
    counted("mutations")
    data = bytearray(GOOD_SAVES[game].read_bytes())
    for where, byte in flips:
        data[int(where * (len(data) - 1))] = byte
    data = bytes(data[: max(1, int(len(data) * cut))] if cut < 0.999 else data)
    path = paths.saves_dir() / "damaged.json"
    path.write_bytes(data)
    open_save(path, {"expect": "opens-or-refused"})
    assert path.read_bytes() == data


@settings(max_examples=CASES["settings"], deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(JSON, st.dictionaries(st.sampled_from(SETTING_KEYS), JSON, max_size=8)))
def test_generated_settings_give_defaults_or_keep_the_rest(tmp_path, data):
    counted("settings")
    path = tmp_path / "settings.json"
    for p in tmp_path.iterdir():
        p.unlink()
    raw = json.dumps(data).encode("utf-8")
    path.write_bytes(raw)
    result = load_settings(path)
    assert result.problem is None or str(path) in result.problem
    assert path.read_bytes() == raw
    store = SettingsStore(path)
    store.save()
    assert original_kept(tmp_path, raw)
    again = load_settings(path)
    assert again.settings == store.settings
    # written back clean; only a newer file's version stays (round trip), and is said again at each start
    version = data.get("version") if isinstance(data, dict) and not result.corrupt else None
    newer = isinstance(version, int) and not isinstance(version, bool) and version > 1
    assert again.problem is None or (newer and again.problem.startswith(f"{path}: 'version' is {version}:")
                                     and "; '" not in again.problem), again.problem


def test_generated_case_counts():
    """Runs last in this file: says how many generated cases each property tried (with -s)."""
    print(f"\nhypothesis cases this run: {COUNTS} (per run at most {CASES})")
    if COUNTS:  # run alone (or with -p no:randomly) the properties above ran in this process
        assert all(n >= 1 for n in COUNTS.values())
