"""Every table draws each seat's shape beside its colour, in both palettes: the table is opened, the palette set, a
few frames drawn, and on the screen each seat's badge is found where the table drew it (the shape's pixels in the
seat's colour, its dark rim round them)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import palette  # noqa: E402
from game.ui.widgets import patterns  # noqa: E402

from ..conftest import guided_app  # noqa: E402
from ..table_input import DT  # noqa: E402

SEATS = {"zombie": 4, "crimson_creek": 4, "terrorscape": 3, "who_goes_there": 4, "the_thing": 4}
# the fast tier looks at one table of each kind (its own static picture, the shared board-table layer); the slow
# tier at all five (each ~3 s: the suite's time budget)
FAST = ("zombie", "terrorscape")
GAMES = [g if g in FAST else pytest.param(g, marks=pytest.mark.slow) for g in sorted(SEATS)]


def badge_on_screen(screen, rect, img, colour) -> bool:
    """The badge `img` drawn at `rect` is on the screen: 80% of its shape's pixels in its colour (give or take a
    translucent veil over the table), and most of the square round the shape NOT in it (a shape, not a patch)."""
    if not screen.get_rect().contains(rect):
        return False
    shape = pygame.mask.from_threshold(img, (*colour, 255), (1, 1, 1, 255))
    around = shape.copy()
    around.invert()
    got = pygame.mask.from_threshold(screen.subsurface(rect), tuple(colour), (16, 16, 16, 255))
    return shape.overlap_area(got, (0, 0)) >= 0.8 * shape.count() and \
        around.overlap_area(got, (0, 0)) <= 0.3 * around.count()


def expected_badges(game_id: str, table) -> set:
    if game_id != "terrorscape":
        return set(range(SEATS[game_id]))
    from game.ui.tables.terrorscape.pieces import figure_index

    return {figure_index("killer")} | {figure_index(s["char"]) for s in table.view.get("survivors") or []}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_draws_every_seats_shape_in_both_palettes(table_app, monkeypatch, game_id):
    from game.ui import tables

    app = guided_app(table_app, game_id)
    app.settings.ai_pace = "slow"  # the table stays on its opening while it is looked at
    drawn = []
    original = patterns.seat_badge

    def record(surface, seat, centre, r, colour=None):
        rect = original(surface, seat, centre, r, colour)
        if surface.get_size() == app.screen.get_size():  # the screen or a layer blitted whole over it
            col = palette.seat_colour(seat) if colour is None else tuple(colour)
            img = patterns.shape_surface(palette.seat_shape(seat), max(2, int(r)), col, True, patterns.RIM)
            drawn.append((seat, col, rect, img))
        return rect

    monkeypatch.setattr(patterns, "seat_badge", record)
    seats = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": n} for n in ("Bram", "Cleo", "Dana")]
    table = tables.start_game(app, game_id, seats[:SEATS[game_id]], "standard", {}, 3)
    seen = {}
    try:
        for name in (palette.DEFAULT, palette.COLOUR_BLIND):
            app.settings.palette = name
            drawn.clear()
            app.run_frames(3, DT)
            assert app.top is table
            want = expected_badges(game_id, table)
            found = {seat for seat, colour, rect, img in drawn if badge_on_screen(app.screen, rect, img, colour)}
            assert want <= found, f"{game_id} in the {name} palette: no badge shows for {sorted(want - found)}"
            seen[name] = {seat: colour for seat, colour, _, _ in drawn}
    finally:
        app.settings.palette = palette.DEFAULT
        app.run_frames(1, DT)
    # the palette changed the colours the badges were drawn in: the change reached the cached layers too
    assert any(seen[palette.DEFAULT][s] != seen[palette.COLOUR_BLIND][s] for s in seen[palette.DEFAULT])
    assert set(seen[palette.COLOUR_BLIND].values()) <= set(palette.SAFE_SEATS)
