"""Crimson Creek's table draws its still parts through the shared static layer (game/ui/tables/static_layer.py):
after each move the layer it blits equals a whole rebuild, pixel for pixel, and frames where nothing it shows
changed draw nothing of it again."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.ui.tables import open_directly  # noqa: E402

from ...table_input import DT, static_layer_checks  # noqa: E402

ONE_HUMAN = [{"kind": "human", "name": "Ann"}, {"kind": "ai", "name": "Bo"}, {"kind": "ai", "name": "Cy"},
             {"kind": "ai", "name": "Di"}]


def test_static_layer_after_each_move_equals_a_whole_rebuild(instant_app):
    app = instant_app
    table = open_directly(app, "crimson_creek", ONE_HUMAN, {}, 3, autosave=False)
    checked, partial, builds = static_layer_checks(app, table, lambda legal: legal[0], 25)
    assert checked >= 10, checked
    assert partial >= checked // 2  # most moves leave some part (a location, a panel) as it was
    assert builds <= 3


def test_crimson_creek_does_not_rebuild_its_board_on_idle_frames(table_app):
    """A human to decide, nothing moving: over many frames (the fog, the turn pulse and the tokens' glide run on
    the clock) the board's picture is not drawn again and no part of the static layer is."""
    from game.ui.tables.crimson_creek import render

    app = table_app
    app.settings.ai_pace = "instant"
    table = open_directly(app, "crimson_creek", ONE_HUMAN, {}, 2, autosave=False)
    for _ in range(3000):
        if table.screen_decides() and not table.animating() and app.top is table:
            break
        app.step(DT)
    assert table.screen_decides() and app.top is table
    app.step(DT)
    draws, boards = table.static.layer.draws, render.BOARDS.drawn
    assert draws >= 1 and boards >= 1  # the layer and the board were drawn (by the table, through them)
    for _ in range(240):
        app.step(DT)
    assert render.BOARDS.drawn == boards, "the board's picture was drawn again on an idle frame"
    assert table.static.layer.draws == draws, f"static parts drawn again: {table.static.layer.redrawn}"
