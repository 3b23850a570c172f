"""Panels squeezed past nothing: the game-over screen's Charts tab at the smallest surface the app lays out for
(320x240, as a fullscreen window on a small display gives) at every UI scale, and the charts, panels and
layers drawn into rects of no size or less. It raised pygame.Surface((208, -166)) in widgets/charts.py: a
random-input run reached it and ended the program. Every size from layout arithmetic goes through
game/ui/widgets/surfaces.py."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.replay_timeline import ALL, Timeline  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.widgets import charts, ink  # noqa: E402
from game.ui.surfaces import new_surface, rect_of, size_of  # noqa: E402
from tests.core.test_chart_series import record_of  # noqa: E402

from .conftest import TALLY  # noqa: E402

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
UI_SCALES = (1.0, 1.5, 2.0)
SMALL = ((320, 240), (1, 1), (800, 600))  # surfaces below the window minimum (the app lays out at 320x240 or more)
SQUEEZED = [(0, 0), (1, 1), (208, -166), (-5, 40), (30, 12), (12, 300)]


@pytest.fixture(scope="module")
def records():
    return {g: record_of(g) for g in GAMES}


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


@pytest.mark.parametrize("surface", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_gameover_charts_in_a_window_too_small_for_them(app, records, game_id, surface):
    from game.ui.scenes.gameover import GameOverScene

    for ui_scale in UI_SCALES:
        app.settings.ui_scale = ui_scale
        app.screen = pygame.display.set_mode(surface, pygame.RESIZABLE)  # as the table abuse harness sets it
        app._after_resize()
        scene = app.push(GameOverScene("Over", winners=["Ann"], secrets=[], record=records[game_id],
                                       reason="The night ended"))
        app.run_frames(1)
        scene.charts.toggle(scene, "secrets")
        app.run_frames(2)
        TALLY["tiny panels"] += 1
        assert scene.charts.shown and scene.charts.panel is not None and scene.charts.panel.builds == 1
        assert scene.charts.area.w >= 1 and scene.charts.area.h >= 1
        app.pop()


@pytest.mark.parametrize("size", SQUEEZED, ids=lambda s: f"{s[0]}x{s[1]}")
def test_charts_and_panels_draw_into_rects_of_no_size(records, size):
    pygame.init()
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    rect = pygame.Rect((20, 20), (0, 0))
    rect.size = size  # pygame keeps a negative size as given
    for game_id in ("zombie", "who_goes_there"):
        panel = charts.ChartPanel(Timeline(records[game_id]), ALL, 2.0)
        panel.draw(surface, rect, step=3)
        for chart in panel.charts:
            charts.draw_chart(surface, rect, chart, 2.0, cursor_step=2)
    ink.panel(surface, rect)
    theme.draw_panel(surface, rect, 2.0)
    TALLY["tiny panels"] += 1


def test_the_surface_size_helper_clamps_what_layout_arithmetic_gives():
    assert size_of((208, -166)) == (208, 1) and size_of((0, 0)) == (1, 1) and size_of((12.7, 3.2)) == (12, 3)
    assert new_surface((-4, 9), pygame.SRCALPHA).get_size() == (1, 9)
    assert new_surface((5, 6), pygame.SRCALPHA).get_flags() & pygame.SRCALPHA
    r = rect_of((10, 20, -30, 0))
    assert (r.topleft, r.size) == ((10, 20), (1, 1))
