"""Quitting while the autosave is being written: the window closed (QUIT) at a table makes the table's last
autosave (before the app closes: leave_guard.py), and that write is cut off halfway (the process killed, or the disk full). The save before it and
its backup stay whole and loadable, no temporary file stands in for the save, and the next start lists the
game and Continue opens it where the save left it."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import errno  # noqa: E402
import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import atomic, records, saves  # noqa: E402
from game.core.paths import saves_dir  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.tables import ai_worker  # noqa: E402

from .table_abuse import GAMES, table_of  # noqa: E402

SEATS = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]


class Killed(BaseException):
    """The process dies here: no handler runs (SIGKILL, power loss)."""


@pytest.fixture
def make_app(home):
    old = ai_worker.set_mode("inline")
    made = []

    def make():
        a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=True)
        a.settings.ai_pace = "instant"
        a.settings.animation_speed = 4.0
        made.append(a)
        return a

    yield make
    for a in made:
        a.stack.clear()  # the test already shut each app (or killed it): nothing more is written
    ai_worker.set_mode(old)


def table_with_two_autosaves(app, game_id, moves: int):
    """A computer game `moves` moves in, its autosave written twice (so it has a backup), then a move more
    (so the write cut off later would change the file); the table and its autosave's path."""
    table = tables.open_directly(app, game_id, SEATS, {}, 7)
    for _ in range(600):
        if len(table.session.steps) >= moves:
            break
        app.step(1 / 30)
    table.do_autosave()
    for _ in range(600):
        if len(table.session.steps) > moves:
            break
        app.step(1 / 30)
    assert not table.session.over
    return table, table.session.autosave_path


class HalfFile:
    """A file whose write stops halfway with `kill` (raised inside the write, as a real failure would be)."""

    def __init__(self, fh, kill):
        self.fh, self.kill = fh, kill

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.fh.close()
        return False

    def write(self, text):
        self.fh.write(text[: len(text) // 2])
        self.fh.flush()
        raise self.kill


def half_write(kill):
    """os.fdopen (atomic's temporary file) giving a file whose write stops halfway."""
    real = os.fdopen
    return lambda fd, *args, **kwargs: HalfFile(real(fd, *args, **kwargs), kill)


def after_backup(kill):
    """The backup is taken, then `kill` before the new file is moved into place."""
    keep = atomic.keep_backup

    def keep_backup(path):
        keep(path)
        raise kill
    return keep_backup


STAGES = {"half written, killed": (os, "fdopen", half_write, Killed()),
          "half written, disk full": (os, "fdopen", half_write, OSError(errno.ENOSPC, "No space left on device")),
          "backup taken, killed": (atomic, "keep_backup", after_backup, Killed())}


def check_next_start(make_app, path, before_text):
    """The save is what it was, loadable; the next start lists it and Continue opens it."""
    assert path.read_text() == before_text
    rules, state = records.replay(records.load(path), path=path)
    bak = atomic.backup_path(path)
    records.replay(records.load(bak), path=bak)  # the backup loads too (the old one, or a copy of the save)
    listed = saves.scan()
    assert [i.path for i in listed] == [path] and listed[0].ok  # temporaries are not saves
    assert saves.continuable()[0].path == path
    app = make_app()
    table = tables.continue_game(app)
    assert table is not None and table_of(app) is table
    assert rules.hash(table.session.state) == rules.hash(state)
    return app


@pytest.mark.parametrize("stage", list(STAGES))
def test_quit_while_the_autosave_is_written(make_app, monkeypatch, stage):
    app = make_app()
    table, path = table_with_two_autosaves(app, "zombie", 3)
    before = path.read_text()
    where, name, make_fault, kill = STAGES[stage]
    with monkeypatch.context() as m:
        if isinstance(kill, Killed):  # a killed process cleans nothing up
            m.setattr(atomic, "_unlink_quietly", lambda name: None)
        m.setattr(where, name, make_fault(kill))
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        if isinstance(kill, Killed):
            with pytest.raises(Killed):  # closing the window writes the table's autosave: the process dies in it
                app.step(1 / 30)
        else:
            assert app.step(1 / 30) is True  # the disk is full: the table asks before the app closes
            assert app.top.title == "The game could not be saved" and "No space left on device" in app.top.body
            app.top.choose("leave")
            app.top.choose("leave")  # confirmed: leave without saving
            assert app.running is False
            app.shutdown()
            assert not [n for n in os.listdir(saves_dir()) if atomic.is_temp_name(n)]
    check_next_start(make_app, path, before)
    # what the killed write left is removed once it is old enough to belong to no write in progress
    old = time.time() - atomic.STALE_AFTER - 5
    for n in os.listdir(saves_dir()):
        if atomic.is_temp_name(n):
            os.utime(saves_dir() / n, (old, old))
    saves.scan()
    assert not [n for n in os.listdir(saves_dir()) if atomic.is_temp_name(n)]


@pytest.mark.parametrize("game_id", GAMES)
def test_quit_at_each_table_keeps_the_game(make_app, monkeypatch, game_id):
    """A QUIT mid-game at each table, its last autosave cut off halfway: the game before it opens again."""
    app = make_app()
    table, path = table_with_two_autosaves(app, game_id, 1)
    before = path.read_text()
    with monkeypatch.context() as m:
        m.setattr(atomic, "_unlink_quietly", lambda name: None)
        m.setattr(os, "fdopen", half_write(Killed()))
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        with pytest.raises(Killed):
            app.step(1 / 30)
    check_next_start(make_app, path, before)
