"""Scenes whose update or draw raises, in the app as players run it (catch_errors=True): the program runs on,
one message says what happened (never one a frame), a crash report is written, and a table's game is in its
autosave, where Continue opens it again as it stood (game/ui/scene_guard.py)."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import records  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402
from game.ui.scenes.message import MessageScene  # noqa: E402
from game.ui.tables import ai_worker  # noqa: E402
from game.ui.tables.table import Table  # noqa: E402

from .conftest import TALLY  # noqa: E402

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
FRAMES = 40  # frames run after the fault: a scene that raised every frame would have raised this often


class Fault(RuntimeError):
    pass


@pytest.fixture
def app(home):
    old = ai_worker.set_mode("inline")  # computer seats choose inside the frame: the frames replay alike
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False,
            catch_errors=True)
    a.settings.guides_shown = list(GAMES)
    a.settings.ai_pace = "instant"
    a.settings.animation_speed = 4.0
    a.settings.dice_animation = False
    a.settings.confirm_risky = False
    yield a
    a.shutdown()
    ai_worker.set_mode(old)


class Faulty(Scene):
    """Raises in `where` ("update" or "draw") every frame, counting the calls."""

    def __init__(self, where: str, overlay: bool = False):
        super().__init__()
        self.where, self.overlay, self.calls = where, overlay, 0

    def update(self, dt):
        super().update(dt)
        if self.where == "update":
            self.calls += 1
            raise Fault("the update of a test scene")

    def draw(self, surface):
        if self.where == "draw":
            self.calls += 1
            raise Fault("the draw of a test scene")
        super().draw(surface)


def messages(app) -> list:
    return [s for s in app.stack if isinstance(s, MessageScene)]


def reports(home) -> list:
    return sorted(home.rglob("crash-*.txt"))


@pytest.mark.parametrize("overlay", [False, True], ids=["scene", "overlay"])
@pytest.mark.parametrize("where", ["update", "draw"])
def test_a_scene_that_raises_every_frame_gives_one_message(app, home, where, overlay):
    scene = app.push(Faulty(where, overlay))
    app.run_frames(FRAMES)
    TALLY[f"scene faults ({where})"] += 1
    assert app.running and scene.calls == 1, "the broken scene was run again after its first fault"
    assert scene not in app.stack and isinstance(app.stack[0], MenuScene)
    (message,) = messages(app)
    assert message.title == "Something went wrong" and "the " + where + " of a test scene" in message.body
    (report,) = reports(home)
    assert "Fault" in report.read_text(encoding="utf-8") and str(report) in message.body
    message.ok()  # OK: back at the menu, which draws on
    app.run_frames(3)
    assert app.top is app.stack[0] and not messages(app)


def test_a_menu_that_fails_each_time_it_is_made_does_not_loop(app, home, monkeypatch):
    """The bottom scene is replaced by a fresh one once; when that fails too it stays, drawn plain: two messages
    at most, however many frames run."""
    def draw(self, surface):
        raise Fault("every menu")

    monkeypatch.setattr(MenuScene, "draw", draw)
    app.run_frames(FRAMES)
    TALLY["scene faults (menu)"] += 1
    assert app.running and isinstance(app.stack[0], MenuScene)
    assert 1 <= len(messages(app)) <= 2 and len(reports(home)) == len(messages(app))
    for m in reversed(messages(app)):  # OK from the top down
        m.ok()
    app.run_frames(FRAMES)
    assert app.running and not messages(app) and len(reports(home)) <= 2


def test_a_message_that_cannot_be_drawn_is_removed_without_another(app, home, monkeypatch):
    def draw(self, surface):
        raise Fault("the message")

    monkeypatch.setattr(MessageScene, "draw", draw)
    app.show_message("Hello", "A message")
    app.run_frames(FRAMES)
    TALLY["scene faults (message)"] += 1
    assert app.running and not messages(app) and isinstance(app.top, MenuScene) and len(reports(home)) == 1


def open_and_play(app, game_id: str, moves: int = 6) -> Table:
    """A new game (one person, computer seats) through the lobby's own path, with a few of the person's moves."""
    table = tables.start_game(app, game_id, [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Crow"},
                                             {"kind": "ai", "name": "Rook"}], None, {}, 4242)
    made = 0
    for _ in range(400):
        if made >= moves or table.session.over:
            break
        if app.top is not table:  # a message over the table: Enter answers it
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0, window=None))
        elif table.screen_decides():
            made += table.choose(table.session.legal()[0])
        app.step(1 / 30)
    assert table.session.steps, "the game did not move"
    return table


def assert_kept(app, home, table, before: tuple) -> None:
    """The table is gone, one message says the game was saved, and Continue opens the game as it stood."""
    assert app.running and table not in app.stack
    (message,) = messages(app)
    assert "Your game was saved" in message.body
    assert len(reports(home)) == 1
    path = table.session.autosave_path
    rules, state = records.replay(records.load(path), path=path)
    assert (rules.hash(state), len(records.load(path)["actions"])) == before
    message.ok()
    again = tables.continue_game(app)
    assert isinstance(again, Table), [(m.title, m.body) for m in messages(app)]
    assert again.session.autosave_path == path
    assert (again.session.rules.hash(again.session.state), len(again.session.steps)) == before


@pytest.mark.parametrize("where", ["draw", "update"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_that_raises_ends_on_a_message_with_its_game_saved(app, home, game_id, where):
    table = open_and_play(app, game_id)
    s = table.session
    before = (s.rules.hash(s.state), len(s.steps))
    calls = []

    def fault(*args, **kwargs):
        calls.append(1)
        raise Fault(f"the table's {where}")

    # a drawing function every table calls each frame (render), or the animations every table updates
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(table), "render" if where == "draw" else "update_animations", fault)
        app.run_frames(FRAMES)
    TALLY[f"table faults ({where})"] += 1
    assert len(calls) == 1
    # the game as it stood when the table failed (a computer seat may have moved in that frame's update)
    now = (s.rules.hash(s.state), len(s.steps))
    assert now[1] >= before[1]
    assert_kept(app, home, table, now)


def test_a_pause_menu_that_raises_leaves_its_table_playing(app, home):
    from game.ui.scenes.pause import PauseScene

    table = open_and_play(app, "zombie")
    s = table.session
    before = (s.rules.hash(s.state), len(s.steps))
    table.open_pause()

    def draw(self, surface):
        raise Fault("the pause menu")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PauseScene, "draw", draw)
        app.run_frames(FRAMES)
    TALLY["scene faults (pause)"] += 1
    assert app.running and table in app.stack and not any(isinstance(x, PauseScene) for x in app.stack)
    (message,) = messages(app)
    assert "Your game was saved" in message.body
    path = s.autosave_path
    rules, state = records.replay(records.load(path), path=path)
    assert (rules.hash(state), len(records.load(path)["actions"])) == before
    message.ok()
    app.run_frames(3)
    assert app.top is table


def test_a_failed_write_is_said_in_words_without_errno_brackets():
    import errno

    from game.ui.scene import describe_error

    exc = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/saves/autosave-zombie.json")
    said = describe_error(exc)
    assert said == f"{os.strerror(errno.ENOSPC)} (/saves/autosave-zombie.json)"
    assert "Errno" not in said and "[" not in said and "'" not in said
    assert describe_error(OSError(errno.EACCES, os.strerror(errno.EACCES))) == os.strerror(errno.EACCES)
