"""Location maps show what each location is with pictograms drawn in code (game/ui/widgets/map_icons.py):
search / repair / ability icons from tag values, stairs for an elevated level, square module tokens that
cover a search icon, the location's code before its name; hostile tag values draw without an exception."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import paths  # noqa: E402
from game.core.layouts import load_layout, parse_layout  # noqa: E402
from game.ui.widgets import layout_view, map_icons  # noqa: E402
from game.ui.widgets.layout_view import LayoutView  # noqa: E402

ICONS = ("key", "medical", "weapon", "radio", "vehicle", "tool", "knowledge", "mystic", "stairs")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _count(surface, rect, colour) -> int:
    """Pixels of exactly this colour inside rect."""
    part = surface.subsurface(pygame.Rect(rect).clip(surface.get_rect()))
    return pygame.mask.from_threshold(part, colour, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("name", ICONS)
def test_each_pictogram_draws_in_its_colour_inside_its_disc(name):
    surf = pygame.Surface((80, 80))
    surf.fill((0, 0, 0))
    map_icons.draw_icon(surf, name, (40, 40), 30)
    inner = pygame.Rect(22, 22, 36, 36)  # inside the rim: the pictogram itself
    assert _count(surf, inner, map_icons.COLOURS[name]) > 20
    assert surf.get_at((2, 2))[:3] == (0, 0, 0)  # nothing outside the disc


def test_pictograms_differ_from_each_other():
    drawn = {}
    for name in ICONS:
        surf = pygame.Surface((60, 60))
        map_icons.draw_icon(surf, name, (30, 30), 24)
        mask = pygame.mask.from_threshold(surf, map_icons.COLOURS[name], (1, 1, 1, 255))
        drawn[name] = pygame.image.tobytes(mask.to_surface(), "RGB")
    assert len(set(drawn.values())) == len(ICONS)


def test_unknown_names_are_not_icons_and_an_x_token_draws_a_cross():
    assert not map_icons.has_icon("treetop") and not map_icons.has_icon(["key"]) and map_icons.has_icon("key")
    surf = pygame.Surface((60, 60))
    map_icons.draw_token(surf, "x", (30, 30), 24)
    assert surf.get_at((30, 30))[:3] != (52, 46, 40)  # the cross runs through the middle


def _badge_pixels(path, loc_id: str, colour) -> int:
    layout = load_layout(path)
    surf = pygame.Surface((1280, 720))
    view = LayoutView(layout, surf.get_rect())
    view.draw(surf)
    return _count(surf, view.rect_to_screen(layout.locations[loc_id].bounds()), colour)


def test_the_polar_station_shows_what_each_location_is():
    ps = paths.MAPS / "terrorscape_polar_station.toml"
    assert _badge_pixels(ps, "medical_bay", map_icons.COLOURS["medical"]) > 30
    assert _badge_pixels(ps, "radio_station", map_icons.COLOURS["radio"]) > 10
    assert _badge_pixels(ps, "storage", map_icons.COLOURS["key"]) > 10
    assert _badge_pixels(ps, "storage", map_icons.COLOURS["tool"]) > 10
    assert _badge_pixels(ps, "observatory", map_icons.COLOURS["stairs"]) > 10
    assert _badge_pixels(ps, "platform", map_icons.COLOURS["key"]) == 0


def test_a_module_token_covers_the_key_icon_it_replaces():
    lh = paths.MAPS / "terrorscape_lighthouse.toml"
    assert _badge_pixels(lh, "pantry", map_icons.COLOURS["medical"]) > 30
    assert _badge_pixels(lh, "pantry", map_icons.COLOURS["key"]) == 0
    assert _badge_pixels(lh, "cellar", map_icons.COLOURS["key"]) > 10
    assert _badge_pixels(lh, "boathouse", map_icons.COLOURS["vehicle"]) > 10


def test_the_code_is_drawn_before_the_name():
    ps = paths.MAPS / "terrorscape_polar_station.toml"
    assert _badge_pixels(ps, "platform", layout_view._CODE_COLOUR) > 10
    cc = paths.MAPS / "crimson_creek_act1.toml"  # no codes there: nothing in that colour
    assert _badge_pixels(cc, "woods", layout_view._CODE_COLOUR) == 0


def test_hostile_tag_values_draw_without_an_exception():
    text = (paths.MAPS / "terrorscape_polar_station.toml").read_text(encoding="utf-8").replace(
        'tags = { code = "R5" }', 'tags = { code = "\\u0000R5\\u202e", exit = ["hidden"], module = 7, elevated = "yes", '
                                  'search = { a = 1 }, repair = "", ability = "mystic" }')
    layout, errors = parse_layout(text, "hostile.toml")
    assert errors  # refused, but the editor still draws what it can
    surf = pygame.Surface((640, 360))
    view = LayoutView(layout, surf.get_rect())
    view.draw(surf)
    for zoom in (0.05, 40.0):
        view.scale *= zoom
        view.draw(surf)
