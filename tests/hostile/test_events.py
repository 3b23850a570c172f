"""Random input events (keys, zero-width and other hostile typed text, clicks, drags, wheel, window
resizes to 16:9, 5:4, portrait and ultrawide sizes) over the menu, the real lobbies, settings and the
saves list, headless; and broken game content met from the lobby: a message, and the app runs on."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import types  # noqa: E402
from pathlib import Path  # noqa: E402
import zlib  # noqa: E402

import pytest  # noqa: E402

import game.ui  # noqa: E402
from game.core import content  # noqa: E402
from game.core.paths import game_data  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import selftest  # noqa: E402
from game.ui.app import App  # noqa: E402

from .conftest import TALLY, no_crash_reports  # noqa: E402

SCENES = ["menu", "lobby_zombie", "lobby_crimson_creek", "settings", "load"]
EVENTS = 1500  # per scene in the default run; the slow tier sends 20,000


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


@pytest.fixture
def stub_tables(monkeypatch):
    """Start/Continue/Load record their calls instead of opening tables (the tables have fuzz tests of their own)."""
    mod = types.ModuleType("game.ui.tables")
    # Still a package: scenes import its light submodules (the pause menu's pacing) on first use.
    mod.__path__ = [str(Path(game.ui.__file__).parent / "tables")]
    for name in ("start_game", "continue_game", "load_game"):
        setattr(mod, name, lambda *args: None)
    monkeypatch.setitem(sys.modules, "game.ui.tables", mod)
    import game.ui.scenes.menu as menu

    monkeypatch.setattr(menu, "open_map_editor", lambda app: None)


def fuzz(app, name: str, n: int) -> None:
    factories = dict(selftest.sample_scenes(app))
    scene = selftest.push_sample(app, name, factories[name])
    selftest.fuzz_scene(app, scene, n, random.Random(zlib.crc32(name.encode()) + n), events_per_frame=8)
    app.run_frames(2)
    TALLY["input events"] += n


@pytest.mark.parametrize("name", SCENES)
def test_event_fuzz(app, stub_tables, name, home):
    fuzz(app, name, EVENTS)
    assert no_crash_reports(home)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_event_fuzz_long(app, stub_tables, name, home):
    fuzz(app, name, 20_000)
    assert no_crash_reports(home)


def test_typed_zero_width_text_is_dropped_before_the_field(app, stub_tables):
    import pygame

    from game.ui.scenes.lobby import LobbyScene

    lobby = app.push(LobbyScene("zombie"))
    app.run_frames(1)
    entry = lobby.widgets["name:0"]
    entry.focus()
    for text in ("\u200b", "\u202e", "\ufeff", "\x00", "A\u200bn\u202en", "a" * 60):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text, window=None))
    app.run_frames(2)
    assert entry.get_text() == ("Ann" + "a" * 60)[:24]
    assert lobby.config()["seats_config"][0]["name"] == ("Ann" + "a" * 60)[:24]


def test_broken_content_shows_a_message_and_the_app_runs_on(app, tmp_path, home):
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.message import MessageScene

    folder = tmp_path / "zombie"
    shutil.copytree(game_data("zombie"), folder)
    path = folder / "chips.toml"
    path.write_text(path.read_text().replace("start_per_camp = 10", 'start_per_camp = "ten"'))
    content.use_override("zombie", folder)
    try:
        lobby = app.push(LobbyScene("zombie"))
        app.run_frames(1)
        lobby.start()
        app.run_frames(2)
        assert isinstance(app.top, MessageScene)
        assert str(path) in app.top.body and "setup.start_per_camp" in app.top.body
        app.pop()
        app.run_frames(2)
        assert app.top is lobby and app.running
    finally:
        content.use_override("zombie", None)
    assert no_crash_reports(home)
