"""Zombie's table draws its still parts (the camps, the City Center, the piles, the side log, the dice panel)
through the shared static layer (game/ui/tables/static_layer.py): after each move the layer it blits equals a
whole rebuild, pixel for pixel, and frames where nothing it shows changed draw nothing of it again."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.ui.tables import open_directly  # noqa: E402
from game.ui.tables.zombie import render  # noqa: E402

from ...table_input import DT, static_layer_checks  # noqa: E402

ONE_HUMAN = [{"kind": "human", "name": "Ann"}, {"kind": "ai", "name": "Bo"}, {"kind": "ai", "name": "Cy"},
             {"kind": "ai", "name": "Di"}]


def test_the_layer_after_each_move_equals_a_whole_rebuild(instant_app):
    app = instant_app
    table = open_directly(app, "zombie", ONE_HUMAN, {}, 3, autosave=False)
    checked, partial, builds = static_layer_checks(app, table, lambda legal: legal[0], 25)
    assert checked >= 10, checked
    assert partial >= checked // 2  # most moves leave some part (a camp, the City Center, a pile) as it was
    assert builds <= 3


def test_a_camp_part_covers_its_characters_shadows(instant_app):
    """Four computer seats (seed 7: wide character plates early on, whose drop shadows reach past the camp's own
    panel): every layer still equals a whole rebuild."""
    app = instant_app
    seats = [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo", "Dana")]
    table = open_directly(app, "zombie", seats, {}, 7, autosave=False)
    checked, partial, _ = static_layer_checks(app, table, lambda legal: legal[0], 40)
    assert checked >= 30 and partial >= checked // 2, (checked, partial)


def test_idle_frames_draw_neither_the_board_nor_any_static_part(instant_app):
    """A human to decide, nothing moving: over many frames (the decider's pulse runs on the clock) the board's
    picture is not drawn again and no part of the static layer is."""
    app = instant_app
    table = open_directly(app, "zombie", ONE_HUMAN, {}, 2, autosave=False)
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
