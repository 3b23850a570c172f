"""The five game tables under random input (tests/hostile/table_abuse.py drives them): nothing raises, the
engine is only handed legal actions, the invariants hold, each seat's view is drawn for that seat only, and
a QUIT keeps the game in its autosave. A failure names its seed: Abuser(app, game, seed).run(n) replays it."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import zlib  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.settings import SettingsStore  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.tables import ai_worker  # noqa: E402

from .conftest import TALLY, no_crash_reports  # noqa: E402
from .table_abuse import GAMES, SHAPES, Abuser, Watch  # noqa: E402

EVENTS = 1500  # per table in the default run, four inputs a frame; the slow tier sends 10,000 per table at
PER_FRAME = 4  # each window shape, a frame after each input


@pytest.fixture
def app(home, monkeypatch):
    # computer seats choose inside the frame (ai_worker's inline mode): the run replays from its seed alone
    old = ai_worker.set_mode("inline")
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()
    ai_worker.set_mode(old)


@pytest.fixture
def watch(monkeypatch):
    w = Watch()
    w.install(monkeypatch)
    return w


def abuse(app, watch, game_id: str, n: int, seed: int, shape=None, per_frame: int = 1) -> None:
    abuser = Abuser(app, game_id, seed, favourite=shape)
    try:
        counts = abuser.run(n, per_frame)
    except BaseException as exc:
        exc.add_note(f"replay: Abuser(app, {game_id!r}, {seed}, favourite={shape}).run({n}, {per_frame})")
        raise
    TALLY["table input events"] += counts["events"]
    assert counts["events"] >= n
    # the run reached the table and played on it (not only the menus around it)
    assert watch.counts["draws"] > 0 and watch.counts["steps"] > 0, (dict(counts), dict(watch.counts))


@pytest.mark.parametrize("game_id", GAMES)
def test_random_input_at_every_table(app, watch, home, game_id):
    abuse(app, watch, game_id, EVENTS, zlib.crc32(game_id.encode()), per_frame=PER_FRAME)
    assert no_crash_reports(home)


@pytest.mark.slow
@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("game_id", GAMES)
def test_random_input_at_every_table_long(app, watch, home, game_id, shape):
    abuse(app, watch, game_id, 10_000, zlib.crc32(f"{game_id}-{shape}".encode()), SHAPES[shape])
    assert no_crash_reports(home)


def test_the_watch_checks_a_replay_viewers_table_by_the_view_it_may_show(app, watch):
    """The game-over screen's Watch again puts a table on a ReplaySession (no state to read): the harness's draw check
    compares it with the view the timeline allows (it raised HiddenView reading session.state there)."""
    from game.core.replay_timeline import Timeline
    from game.ui.scenes.replay_viewer import open_replay
    from tests.core.test_replay_timeline import random_record

    scene = open_replay(app, Timeline(random_record("crimson_creek", 5)))
    for press in (pygame.K_HOME, pygame.K_RIGHT, pygame.K_v, pygame.K_END):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=press, mod=0, unicode="", scancode=0, window=None))
        app.run_frames(1)
    assert watch.counts["draws"] >= 4 and scene.table.view == scene.session.view_for_screen()
