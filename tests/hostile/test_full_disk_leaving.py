"""A full disk (or any OSError) on the autosave made when leaving the table: Quit to menu, Load from the pause
menu and closing the window ask "The game could not be saved: <reason>" with Save elsewhere, Stay at the table
and Leave without saving (confirmed); the game stays at the table until the player chooses. One case fills a real
disk limit (RLIMIT_FSIZE in a child process) instead of a patched writer."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import errno  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import atomic, records, saves  # noqa: E402
from game.core.paths import saves_dir  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402
from game.ui.scenes.pause import PauseScene  # noqa: E402
from game.ui.tables import ai_worker  # noqa: E402
from game.ui.tables.leave_guard import SaveElsewhereScene  # noqa: E402

from .conftest import TALLY  # noqa: E402
from .table_abuse import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]
TITLE = "The game could not be saved"


@pytest.fixture
def app(home):
    old = ai_worker.set_mode("inline")
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    a.settings.ai_pace = "instant"
    a.settings.animation_speed = 4.0
    yield a
    a.stack.clear()
    ai_worker.set_mode(old)


def table_at_move(app, game_id: str, moves: int = 2):
    table = tables.open_directly(app, game_id, SEATS, {}, 9)
    for _ in range(800):
        if len(table.session.steps) >= moves:
            break
        app.step(1 / 30)
    table.do_autosave()
    for _ in range(800):  # a move more than the autosave holds: the moves leaving would lose
        if len(table.session.steps) > moves:
            break
        app.step(1 / 30)
    table.computer.thinker.cancel()
    table.computer.pacer.pause()  # the computer seats wait while the dialogs are read
    assert not table.session.over
    return table


def disk_full(monkeypatch):
    def full(path, record):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    monkeypatch.setattr(records, "save", full)


def quit_to_menu(app, table):
    app.push(PauseScene(table))
    app.top.activate("quit")


def leave_by_window(app, table):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step(1 / 30) is True  # not closed: the player is asked first


def load_from_pause(app, table):
    other = Path(table.session.autosave_path)
    app.push(PauseScene(table))
    app.pop_to(table)
    table.load_game(other)


WAYS = {"Quit to menu": quit_to_menu, "closing the window": leave_by_window, "Load": load_from_pause}


def asked(app) -> None:
    top = app.top
    assert top.title == TITLE
    assert "The game could not be saved: No space left on device" in top.body
    assert "[" not in top.body and "Errno" not in top.body
    assert [label for _, label in top.choices] == ["Save elsewhere", "Stay at the table", "Leave without saving"]


@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize("game_id", GAMES)
def test_stay_at_the_table_keeps_the_game(app, monkeypatch, game_id, way):
    table = table_at_move(app, game_id)
    steps, state_hash = len(table.session.steps), table.session.rules.hash(table.session.state)
    disk_full(monkeypatch)
    WAYS[way](app, table)
    asked(app)
    assert table in app.stack
    app.top.choose("stay")
    while app.top is not table and isinstance(app.top, PauseScene):
        app.pop()
    assert app.top is table and app.running
    assert len(table.session.steps) == steps and table.session.rules.hash(table.session.state) == state_hash
    monkeypatch.undo()  # room again: leaving now writes the autosave, with every move
    WAYS[way](app, table) if way != "closing the window" else table.confirm_quit()
    path = table.session.autosave_path
    rules, state = records.replay(records.load(path), path=path)
    assert rules.hash(state) == state_hash
    assert not [n for n in os.listdir(saves_dir()) if atomic.is_temp_name(n)]
    TALLY["full disk on leaving (stay, then leave)"] += 1


def test_save_elsewhere_keeps_every_move(app, monkeypatch, tmp_path):
    table = table_at_move(app, "crimson_creek")
    state_hash = table.session.rules.hash(table.session.state)
    before = Path(table.session.autosave_path).read_bytes()
    disk_full(monkeypatch)
    quit_to_menu(app, table)
    asked(app)
    app.top.choose("elsewhere")
    where = app.top
    assert isinstance(where, SaveElsewhereScene)
    where.text = str(tmp_path / "usb")
    (tmp_path / "usb").mkdir()
    where.finish(True)
    written = list((tmp_path / "usb").glob("*.json"))
    assert len(written) == 1
    rules, state = records.replay(records.load(written[0]), path=written[0])
    assert rules.hash(state) == state_hash  # every move, the ones the autosave could not take too
    assert app.top.title == "Saved elsewhere" and str(written[0]) in app.top.body
    assert table in app.stack  # not left until the player has read where the game went
    app.top.ok()
    assert isinstance(app.top, MenuScene)
    assert Path(table.session.autosave_path).read_bytes() == before  # the old autosave is untouched
    TALLY["full disk on leaving (saved elsewhere)"] += 1


def test_save_elsewhere_failing_asks_again(app, monkeypatch, tmp_path):
    table = table_at_move(app, "zombie")
    disk_full(monkeypatch)
    quit_to_menu(app, table)
    app.top.choose("elsewhere")
    app.top.text = str(tmp_path / "no such folder" / "deeper" / "x.json")
    monkeypatch.setattr("game.ui.tables.leave_guard.write_text_new",
                        lambda path, text: (_ for _ in ()).throw(OSError(errno.EROFS, os.strerror(errno.EROFS))))
    app.top.finish(True)
    assert app.top.title == TITLE and os.strerror(errno.EROFS) in app.top.body
    app.top.choose("elsewhere")
    app.top.finish(False)  # Cancel: asked again, the table still there
    assert app.top.title == TITLE and table in app.stack
    TALLY["full disk on leaving (save elsewhere fails)"] += 1


def test_leave_without_saving_is_confirmed(app, monkeypatch):
    table = table_at_move(app, "the_thing")
    before = Path(table.session.autosave_path).read_bytes()
    disk_full(monkeypatch)
    leave_by_window(app, table)
    app.top.choose("leave")
    assert app.top.title == "Leave without saving?" and app.running
    app.top.choose("stay")
    assert app.top is table and app.running  # a second thought: still at the table
    leave_by_window(app, table)
    app.top.choose("leave")
    app.top.choose("leave")
    assert app.running is False
    app.shutdown()
    assert Path(table.session.autosave_path).read_bytes() == before  # the last good autosave is what is kept
    TALLY["full disk on leaving (left without saving)"] += 1


@pytest.mark.skipif(not hasattr(os, "setrlimit") and sys.platform == "win32", reason="RLIMIT_FSIZE")
def test_a_real_file_size_limit_asks(home):
    """The write really fails: the child sets RLIMIT_FSIZE below any save's size at the table."""
    env = dict(os.environ, DREADBOARD_HOME=str(home), DREADBOARD_AI_WORKER="inline", DREADBOARD_NO_CRASH_WINDOW="1",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "tests.hostile.full_disk_child", str(home)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["running"] is True and out["table_on_stack"]
    assert out["title"] == TITLE and os.strerror(errno.EFBIG) in out["body"]
    assert out["choices"] == ["Save elsewhere", "Stay at the table", "Leave without saving"]
    assert out["steps"] > out["saved_steps"]
    assert out["after_stay_top_is_table"] and out["after_stay_steps"] == out["steps"]
    (path,) = [i.path for i in saves.autosaves(folder=saves_dir())]
    rules, state = records.replay(records.load(path), path=path)  # the last good autosave, whole
    assert len(records.load(path)["actions"]) == out["saved_steps"]
    assert not [n for n in os.listdir(saves_dir()) if atomic.is_temp_name(n)]
    TALLY["full disk on leaving (real file size limit)"] += 1
