"""The palettes (game/ui/palette.py) under simulated colour vision (game/ui/colour_vision.py), the shapes and
patterns that stand in for colour, and the palette applied live (caches drawn again on a change).

THRESHOLD: CIEDE2000 10. One unit is about one just-noticeable difference between two large patches side by side;
Szafir 2018 ("Modelling Color Difference for Visualization Design", IEEE TVCG 24(1)) measured that marks the size
of a seat's token or badge (under a degree of visual angle) need four to six times the large-patch difference to be
told apart reliably, and a seat's colour must be NAMED at a glance, not just seen to differ: 10 is above that band.
Okabe-Ito's closest pairs under the simulations (orange/yellow, blue/reddish purple) sit at 11-12."""
import itertools
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import colour_vision as cv  # noqa: E402
from game.ui import palette, theme  # noqa: E402
from game.ui.tables.static_layer import BoardCache, Part, StaticLayer  # noqa: E402
from game.ui.widgets import patterns  # noqa: E402

THRESHOLD = 10.0
SIMULATED = ("deuteranopia", "protanopia")


@pytest.fixture
def colour_blind():
    palette.use(palette.COLOUR_BLIND)
    yield
    palette.use(palette.DEFAULT)


def luminance(rgb) -> float:
    r, g, b = (cv.to_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_ciede2000_matches_sharmas_reference_pairs():
    # Sharma, Wu & Dalal 2005, table 1: pairs 1, 3, 7 and 34 (the last near black, where the formula is fragile)
    cases = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425), ((50, 2.8361, -74.02), (50, 0, -82.7485), 3.4412),
             ((50, 0, 0), (50, -1, 2), 2.3669), ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082)]
    for a, b, want in cases:
        assert cv.ciede2000(a, b) == pytest.approx(want, abs=1e-4)


def test_the_simulation_collapses_what_a_dichromat_confuses_and_keeps_greys():
    # a blue and a purple far apart in normal vision (the red in the purple is what a dichromat loses) land close
    blue, purple = (70, 130, 200), (170, 100, 190)
    assert cv.difference(blue, purple) > 25
    for vision in SIMULATED:
        assert cv.difference(blue, purple, vision) < 6, vision
        for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):  # neutral stays neutral (rows sum to 1)
            assert max(abs(a - b) for a, b in zip(cv.simulate(grey, vision), grey)) <= 1
    # blue and yellow stay apart: that axis is what protanopes and deuteranopes keep
    assert cv.difference((40, 60, 220), (230, 220, 40), "deuteranopia") > 40


def test_the_colour_blind_seat_colours_stay_apart_in_normal_and_simulated_vision():
    seats = palette.SAFE_SEATS
    assert len(set(seats)) == len(palette.SHAPES) == 8  # the largest table seats eight
    for vision in ("normal", *SIMULATED):
        for a, b in itertools.combinations(range(len(seats)), 2):
            d = cv.difference(seats[a], seats[b], vision)
            assert d >= THRESHOLD, f"seats {a} and {b}: CIEDE2000 {d:.1f} with {vision}"
        for c in seats:  # and each is seen on the dark table (WCAG 2.1 1.4.11: graphics at 3:1 or more)
            assert contrast(cv.simulate(c, vision), theme.BG) >= 3.0, (c, vision)


def test_the_colour_blind_turning_point_kinds_stay_apart_and_have_their_own_shapes(colour_blind):
    kinds = ("attack", "infection", "death", "reveal")
    assert len({palette.kind_shape(k) for k in kinds}) == len(kinds)
    for vision in ("normal", *SIMULATED):
        for a, b in itertools.combinations(kinds, 2):
            assert cv.difference(palette.kind_colour(a), palette.kind_colour(b), vision) >= THRESHOLD, (a, b, vision)


def default_colour_sets() -> dict:
    """Every set of colours the default palette tells seats (or figures) apart by, with the shape each one wears."""
    from game.games.who_goes_there.state import content
    from game.ui.tables.terrorscape import pieces
    from game.ui.tables.who_goes_there.board_draw import seat_char_colour

    out = {"seats": [(palette.seat_colour(i), palette.seat_shape(i)) for i in range(8)]}
    chars = sorted(content().characters)  # any eight of them may sit at one table: seat i plays chars[i]
    out["who_goes_there"] = [(seat_char_colour(i, c), palette.seat_shape(i)) for i, c in enumerate(chars[:8])]
    out["terrorscape"] = [(pieces.survivor_colour(c), pieces.figure_shape(c)) for c in pieces.SURVIVOR_COLOURS] + \
        [(pieces.killer_colour(), pieces.figure_shape("killer")), (pieces.killer_colour(True), pieces.figure_shape("host"))]
    return out


def test_in_the_default_palette_colours_that_collapse_for_a_dichromat_have_different_shapes():
    assert palette.current() == palette.DEFAULT
    collapsed = 0
    for name, items in default_colour_sets().items():
        for (ca, sa), (cb, sb) in itertools.combinations(items, 2):
            if min(cv.difference(ca, cb, v) for v in ("normal", *SIMULATED)) < THRESHOLD:
                collapsed += 1
                assert sa != sb, f"{name}: {ca} and {cb} look alike and share the shape {sa}"
    assert collapsed >= 3  # the default palette does have such pairs (seats 1/4, 2/5, 6/7): the check bites


def test_the_palette_setting_changes_the_seat_colours_and_the_version(colour_blind):
    v = palette.version()
    assert theme.seat_colour(0) == palette.OKABE_ITO["orange"]
    assert theme.seat_colour(3, own=(1, 2, 3)) == palette.SAFE_SEATS[3]  # a table's own colour gives way
    assert not palette.use(palette.COLOUR_BLIND) and palette.version() == v
    assert palette.use("no such palette") and palette.current() == palette.DEFAULT and palette.version() == v + 1
    assert theme.seat_colour(3, own=(1, 2, 3)) == (1, 2, 3)
    assert theme.seat_colour(9) == palette.DEFAULT_SEATS[1]


def test_a_palette_change_draws_the_static_layer_and_the_board_again(colour_blind):
    base = pygame.Surface((40, 30))
    layer = StaticLayer()

    def part():
        return Part("seat", pygame.Rect(0, 0, 10, 10), "same key", lambda s: s.fill(theme.seat_colour(0), (0, 0, 10, 10)))
    layer.update(base, "scope", [part()])
    assert layer.surface.get_at((5, 5))[:3] == palette.SAFE_SEATS[0]
    layer.update(base, "scope", [part()])
    assert layer.redrawn == []
    palette.use(palette.DEFAULT)
    out = layer.update(base, "scope", [part()])
    assert layer.redrawn == ["seat"] and out.get_at((5, 5))[:3] == palette.DEFAULT_SEATS[0]
    boards = BoardCache()
    first = boards.get("map", (8, 8), lambda s: s.fill(theme.seat_colour(1)))
    assert boards.get("map", (8, 8), lambda s: None) is first
    palette.use(palette.COLOUR_BLIND)
    again = boards.get("map", (8, 8), lambda s: s.fill(theme.seat_colour(1)))
    assert again is not first and again.get_at((1, 1))[:3] == palette.SAFE_SEATS[1]


def test_the_app_applies_the_palette_and_reduced_motion_settings_live(table_app):
    from game.ui import motion

    assert palette.current() == palette.DEFAULT and not motion.reduced()
    table_app.settings.palette = "colour_blind"
    table_app.settings.reduced_motion = True
    try:
        table_app.run_frames(1)
        assert palette.current() == palette.COLOUR_BLIND and motion.reduced()
    finally:
        table_app.settings.palette = "default"
        table_app.settings.reduced_motion = False
        table_app.run_frames(1)
    assert palette.current() == palette.DEFAULT and not motion.reduced()


def test_each_seat_shape_draws_a_different_silhouette():
    masks = {}
    for shape in palette.SHAPES:
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        rect = patterns.draw_shape(surf, shape, (20, 20), 12, (255, 255, 255))
        assert surf.get_rect().contains(rect)
        masks[shape] = pygame.mask.from_surface(surf)
        assert masks[shape].count() > 40, shape
    for a, b in itertools.combinations(palette.SHAPES, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differ = masks[a].count() + masks[b].count() - 2 * overlap
        assert differ > 25, (a, b)  # whole pixels of difference, not an anti-aliasing edge


def test_patterns_fill_only_inside_their_area_and_differ():
    seen = set()
    for pattern in palette.PATTERNS:
        surf = pygame.Surface((60, 60), pygame.SRCALPHA)
        tri = [(10, 10), (50, 10), (10, 50)]
        patterns.fill_pattern(surf, (10, 10, 40, 40), pattern, (255, 255, 255, 255), step=10, polygon=tri)
        mask = pygame.mask.from_surface(surf)
        if pattern == "plain":
            assert mask.count() == 0
            continue
        assert mask.count() > 30, pattern
        assert surf.get_at((45, 45)).a == 0 and surf.get_at((5, 5)).a == 0  # outside the triangle / the rect
        seen.add(pygame.image.tobytes(surf, "RGBA"))
        bounded = pygame.Surface((60, 60), pygame.SRCALPHA)  # no area: the polygon's own bounds
        patterns.fill_pattern(bounded, None, pattern, (255, 255, 255, 255), step=10, polygon=tri)
        got = pygame.mask.from_surface(bounded)  # the same pattern, give or take the polygon's edge pixels
        assert got.overlap_area(mask, (0, 0)) == mask.count() and got.count() - mask.count() <= 45
    assert len(seen) == len(palette.PATTERNS) - 1
    assert palette.zone_pattern("woods") != palette.zone_pattern("cabin")
    assert palette.zone_pattern("an unheard-of zone") in palette.PATTERNS  # stable for any name


def test_map_zones_wear_their_patterns(monkeypatch):
    """A map's zones (Terrorscape's red, blue and green wings) each get their own pattern over their colour."""
    from game.core.layouts import load_layout
    from game.ui.widgets.layout_view import LayoutView

    layout = load_layout("maps/terrorscape_polar_station.toml")
    zones = layout.meta["zones"]
    used = []
    original = patterns.fill_pattern
    monkeypatch.setattr(patterns, "fill_pattern", lambda s, area, pattern, *a, **k: (
        used.append(pattern), original(s, area, pattern, *a, **k))[1])
    surf = pygame.Surface((1000, 640))
    LayoutView(layout, surf.get_rect()).draw(surf, areas=[], labels=False, edges=False)
    assert {palette.zone_pattern(z) for z in zones} <= set(used)
    assert len({palette.zone_pattern(z) for z in zones}) == len(zones)
    loc = next(loc for loc in layout.locations.values() if loc.zone in zones and loc.polygon is None)
    r = LayoutView(layout, surf.get_rect()).rect_to_screen(loc.rect).inflate(-20, -20)
    colours = {tuple(surf.get_at((x, y))) for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)}
    assert len(colours) >= 2  # the zone's fill and its pattern
