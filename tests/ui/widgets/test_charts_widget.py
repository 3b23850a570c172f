"""Charts drawn with pygame (game.ui.widgets.charts) and the game-over screen's Charts tab: every point inside
its chart, legend texts that fit their boxes, a marker shape and dash pattern of its own per line, the cache
redrawn only when it must, and the tab opened by key and button."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.core.chart_series import Chart, Line, series_of
from game.core.replay_timeline import ALL, Timeline
from game.ui.widgets import charts as cw
from game.ui.widgets import textfit
from tests.core.test_chart_series import record_of
from tests.core.test_replay_timeline import random_record, seats_meta

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
BG = (0, 0, 0)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface


@pytest.fixture(scope="module")
def timelines():
    return {g: Timeline(record_of(g)) for g in GAMES}


@pytest.mark.parametrize("game_id", GAMES)
# a quarter of the replay view; the game-over's smallest cell; the game-over's panel at 200% UI scale
@pytest.mark.parametrize("size,scale", [((600, 300), 1.0), ((388, 196), 1.0), ((1160, 420), 2.0)])
def test_points_inside_legend_fits_shapes_distinct(screen, timelines, game_id, size, scale):
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(20, 30, *size)
    for chart in series_of(timelines[game_id], ALL):
        surface.fill(BG)
        drawn = cw.draw_chart(surface, rect, chart, scale, cursor_step=timelines[game_id].steps // 2)
        assert rect.contains(drawn.plot) and drawn.plot.w > 100 and drawn.plot.h > 60, chart.title
        assert len(drawn.points) == len(chart.lines)
        for line, points in zip(chart.lines, drawn.points):
            assert len(points) == len(chart.xs)
            for x, y in (p for p in points if p is not None):
                assert drawn.plot.left - 1 <= x <= drawn.plot.right + 1 and rect.top <= y <= rect.bottom, \
                    (chart.title, line.label)
                assert drawn.plot.top - 1 <= y <= drawn.plot.bottom + 8  # (lines a pixel or two apart, see dy)
        # a marker shape and a dash pattern per line, none shared within a chart
        shapes = cw.line_markers(chart)
        assert len(set(shapes)) == len(shapes) and len({cw.dash_of(line.style) for line in chart.lines}) == len(shapes)
        assert drawn.markers == shapes and set(shapes) <= set(cw.MARKERS)
        # the legend: one entry a line, inside the chart, its text fitting its box at no less than 12 px
        assert [label for _, _, _, label in drawn.legend] == [line.label for line in chart.lines]
        for box, text, px, label in drawn.legend:
            assert rect.contains(box)
            assert px >= textfit.min_px()
            assert textfit.width(text, "sans", px) <= box.w - int(34 * scale), (label, text)
            assert text == label or text.endswith(textfit.ELLIPSIS)
        boxes = [box for box, *_ in drawn.legend]
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_lines_are_drawn_where_the_points_are(screen):
    chart = Chart("Test", "Turn", (1, 2, 3, 4), (Line("A", (0, 2, 4, 6), 0, 0), Line("B", (6, 4, 2, 0), 1, 1)),
                  step_of_x=(0, 5, 10, 15))
    surface = pygame.Surface((800, 400))
    surface.fill(BG)
    drawn = cw.draw_chart(surface, (0, 0, 800, 400), chart)
    colours = cw.line_colours(chart)
    assert colours[0] != colours[1]
    for k, points in enumerate(drawn.points):
        x, y = points[0]  # the first point always carries its marker
        assert tuple(surface.get_at((round(x), round(y))))[:3] == colours[k]
    # rising and falling lines: A ends high, B ends low
    assert drawn.points[0][-1][1] < drawn.points[0][0][1] and drawn.points[1][-1][1] > drawn.points[1][0][1]
    # the cursor: between the 2nd and 3rd points half way for step 7.5 -> 7 (7-5)/5 = 0.4 along
    assert drawn.cursor_x(chart, 7) == round(drawn.x_of(1.4))


def test_colours_of_a_seat_shared_or_not(monkeypatch):
    """A line owning its seat gets the seat's colour; two lines of one seat and the table's lines get series
    colours no seat line of the chart uses."""
    monkeypatch.setattr(cw.theme, "seat_colour", lambda i: [(200, 0, 0), (0, 200, 0), (0, 0, 200)][i % 3],
                        raising=False)
    monkeypatch.setattr(cw.theme, "series_colour", lambda i: [(0, 200, 0), (9, 9, 9), (8, 8, 8), (7, 7, 7)][i % 4],
                        raising=False)
    chart = Chart("T", "Turn", (1,), (Line("a", (1,), 1, 0), Line("b", (1,), 2, 1), Line("c", (1,), 2, 2),
                                      Line("table", (1,), None, 3)))
    assert cw.line_colours(chart) == [(0, 200, 0), (9, 9, 9), (8, 8, 8), (7, 7, 7)]


def test_a_seat_line_wears_the_seat_shape_of_the_board():
    """A line that is one seat's alone has that seat's token shape (theme.seat_shape); the other lines take
    shapes no line of the chart uses, so no two lines share one."""
    chart = Chart("T", "Turn", (1,), (Line("table", (1,), None, 0), Line("b", (1,), 1, 1), Line("c", (1,), 2, 2),
                                      Line("c again", (1,), 2, 3), Line("a", (1,), 0, 4)))
    shapes = cw.line_markers(chart)
    assert shapes[1] == cw.theme.seat_shape(1) and shapes[4] == cw.theme.seat_shape(0)
    assert len(set(shapes)) == 5 and cw.theme.seat_shape(0) != shapes[0]


def test_nice_ticks():
    assert cw.nice_ticks(4) == [0, 1, 2, 3, 4]
    assert cw.nice_ticks(7) == [0, 2, 4, 6, 8]
    assert cw.nice_ticks(268) == [0, 100, 200, 300]
    assert cw.nice_ticks(0) == [0, 1]


def test_chart_panel_caches_and_tabs(screen, timelines):
    tl = timelines["crimson_creek"]
    panel = cw.ChartPanel(tl, ALL)
    surface = pygame.Surface((1280, 720))
    small = pygame.Rect(10, 10, 788, 320)  # the game-over panel: three charts do not fit side by side
    panel.draw(surface, small, step=10)
    panel.draw(surface, small, step=50)  # only the cursor moves: no redraw
    assert panel.builds == 1 and len(panel.tab_rects) == len(panel.charts) == 3 and len(panel.cells) == 1
    panel.click(panel.tab_rects[2][0].center)
    panel.draw(surface, small, step=50)
    assert panel.tab == 2 and panel.cells[0][0] == 2 and panel.builds == 2
    panel.draw(surface, pygame.Rect(0, 0, 1240, 660), step=50)  # room for all: side by side, no tabs
    assert panel.builds == 3 and len(panel.cells) == 3 and not panel.tab_rects
    panel.set_seat(0)
    panel.draw(surface, pygame.Rect(0, 0, 1240, 660))
    assert panel.builds == 4 and all(c.note.startswith("as ") for c in panel.charts)


def test_chart_panel_of_a_game_in_progress_shows_only_what_it_may(screen):
    record = random_record("zombie", 11, stop=60, meta=seats_meta(["human", "ai", "ai", "ai", "ai", "ai"]))
    tl = Timeline(record)
    panel = cw.ChartPanel(tl, ALL)
    panel.draw(pygame.Surface((600, 300)), pygame.Rect(0, 0, 600, 300))
    assert panel.charts == [] and "cannot be charted" in panel.error
    panel.set_seat(0)
    assert panel.charts and not panel.error


def test_gameover_charts_tab(table_app, timelines):
    from game.ui.scenes.gameover import GameOverScene

    app = table_app
    record = timelines["terrorscape"].record
    scene = app.push(GameOverScene("The Killer won", winners=["Ann"], secrets=[], record=record))
    app.run_frames(1)
    assert scene.widgets["charts"].is_enabled and not scene.charts.shown
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_c, "mod": 0, "unicode": "c", "scancode": 0}))
    app.run_frames(2)
    assert scene.charts.shown and scene.charts.panel is not None and scene.charts.panel.builds == 1
    assert not scene.widgets["secrets"].visible
    assert scene.charts.area.colliderect(scene.panel) and app.screen.get_rect().contains(scene.charts.area)
    tab = scene.charts.panel.tab
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RIGHT, "mod": 0, "unicode": "", "scancode": 0}))
    app.run_frames(1)
    assert scene.charts.panel.tab == (tab + 1) % len(scene.charts.panel.charts)
    el = scene.widgets["charts"]  # the button goes back to the story
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": el, "mouse_button": 1}))
    app.run_frames(1)
    assert not scene.charts.shown and scene.widgets["secrets"].visible


def test_gameover_without_a_record_has_no_charts(table_app):
    from game.ui.scenes.gameover import GameOverScene

    scene = table_app.push(GameOverScene("Over", winners=[], secrets=["x"]))
    table_app.run_frames(1)
    assert not scene.widgets["charts"].is_enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_c, "mod": 0, "unicode": "c", "scancode": 0}))
    table_app.run_frames(1)
    assert not scene.charts.shown


def test_the_replay_viewer_charts_panel_follows_step_and_seat(table_app):
    """The viewer's Charts (button and C): the game's charts beside the board, redrawn only for a new seat,
    the cursor moving with the step; an unfinished game's charts are its player's."""
    from game.ui.scenes.replay_viewer import open_replay

    tl = Timeline(record_of("crimson_creek"))
    scene = open_replay(table_app, tl, step=0)
    table_app.run_frames(1)
    assert not scene.charts.shown
    button = next(b for b in scene.controls.buttons if b.key[0] == "charts")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1, touch=False))
    table_app.run_frames(1)
    assert scene.charts.shown and scene.charts.panel.seat == ALL
    area = scene.charts.rect
    assert scene.table_rect.contains(area) and area.w >= 300
    before = pygame.image.tobytes(table_app.screen.subsurface(area), "RGB")
    scene.go(tl.steps)
    table_app.run_frames(1)
    assert scene.charts.panel.builds == 1  # the cursor moved, the charts were not drawn again
    assert pygame.image.tobytes(table_app.screen.subsurface(area), "RGB") != before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=0))
    table_app.run_frames(1)
    assert scene.charts.panel.seat == scene.seat != ALL and scene.charts.panel.builds == 2
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    table_app.run_frames(1)
    assert not scene.charts.shown
    record = random_record("zombie", 7, stop=60)
    record["meta"] = seats_meta(["human"] + ["ai"] * (record["seats"] - 1))
    scene = open_replay(table_app, Timeline(record))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    table_app.run_frames(1)
    assert scene.charts.panel.seat == 0 and not scene.charts.panel.error
    assert all(c.note == "as P1 saw it" for c in scene.charts.panel.charts)


def test_the_viewer_panel_in_tabs_is_walked_by_its_key(screen, timelines):
    """Where the charts take turns under tabs, C shows each in turn, then closes the panel."""
    from game.ui.scenes.chart_overlay import ChartOverlay

    overlay = ChartOverlay(timelines["crimson_creek"])
    surface = pygame.Surface((1280, 720))
    board = pygame.Rect(0, 0, 760, 300)  # too low for three charts one above the other
    assert overlay.toggle()
    overlay.draw(surface, board, ALL, 40, 1.0)
    assert overlay.panel.tab_rects and overlay.panel.tab == 0 and board.contains(overlay.rect)
    seen = [overlay.panel.tab]
    while overlay.toggle():
        overlay.draw(surface, board, ALL, 40, 1.0)
        seen.append(overlay.panel.tab)
    assert seen == [0, 1, 2] and not overlay.shown
    assert overlay.toggle() and overlay.panel.tab == 0  # opened again: the first chart


@pytest.mark.parametrize("ui_scale", [1.5, 2.0])
def test_gameover_charts_at_a_large_ui_scale(table_app, timelines, ui_scale):
    """At 150% and 200% the game-over's charts still draw (text larger than at 100% where the panel has room,
    never a 'too small' box), inside the charts area of a 1280x720 window."""
    from game.ui.scenes.gameover import GameOverScene

    table_app.settings.ui_scale = ui_scale
    table_app.apply_ui_scale()
    scene = table_app.push(GameOverScene("Over", winners=[], secrets=[], record=timelines["who_goes_there"].record))
    table_app.run_frames(1)
    scene.charts.toggle(scene, "secrets")
    table_app.run_frames(1)
    (index, drawn), = scene.charts.panel.cells  # the charts take turns under tabs
    area = scene.charts.area  # the cells are drawn on the panel's own surface, placed at the area
    assert drawn.x_of is not None and drawn.plot.h >= 48 and area.contains(drawn.rect.move(area.topleft))
    assert table_app.screen.get_rect().contains(scene.charts.area)
    assert all(px > textfit.min_px() for _, _, px, _ in drawn.legend)  # grown past the 100% size
