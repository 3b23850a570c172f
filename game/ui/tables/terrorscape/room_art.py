"""The faces of Terrorscape's rooms, drawn with code from what every map file says of a room (its zone and its
kinds: board.py's `kinds`), so any map of the game gets them with no work of its own: a painted floor per zone
(the red zone's riveted steel plates, the blue zone's tiled floor, the green zone's wooden boards), a large faint
picture of what the room is (an exit, a search, a repair, an ability place; else its zone's), and a bevelled
frame. The names sit on a darker band so they read over the paint. LayoutView calls `face` for each location
(its `location_face` hook) and draws the outline, the name and the badges on top.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from ... import icons
from ...surfaces import new_surface
from ...widgets import style

# designed: the picture a room shows for what it is, the first of its kinds in this order (an exit first: it is
# where the game is won); a room of no kind shows its zone's.
KIND_ICONS = (  # (kind, icon)
    ("main_exit", "exit-door"), ("hidden_exit", "floor-hatch"),  # icon: a door out, a hatch in the floor
    ("radio", "radio-tower"), ("vehicle", "jeep"),  # icon of the repair places
    ("key", "house-keys"), ("medical", "medical-pack-alt"), ("weapon", "crossed-swords"),  # icon of the searches
    ("tool", "gears"), ("knowledge", "book-pile"), ("mystic", "crystal-ball"),  # icon of the ability places
    ("testing_station", "erlenmeyer"),  # icon of the Parasitoid's Testing Station
)
ZONE_ICONS = {"red": "stone-wall", "blue": "doorway", "green": "wooden-door"}
# designed: the floor each zone is painted with (the three zones every Terrorscape map has)
ZONE_FLOORS = {"red": "plates", "blue": "tiles", "green": "planks"}
FLOORS = ("plates", "tiles", "planks")


def room_icon(zone: str, kinds) -> str:
    icon = next((name for kind, name in KIND_ICONS if kind in kinds), None)
    return icon or ZONE_ICONS.get(zone, "doorway")


def floor_of(zone: str, zones: list) -> str:
    if zone in ZONE_FLOORS:
        return ZONE_FLOORS[zone]
    return FLOORS[zones.index(zone) % len(FLOORS)] if zone in zones else "tiles"


class RoomFaces:
    """`face(surface, loc, rect, points)` for LayoutView's hook: the room of layout location `loc` painted in
    `rect` (its screen bounds; `points`, its polygon on screen, or None for a rounded rect)."""

    def __init__(self, board, zone_colours: dict, scale: float, name_rects: dict):
        self.board = board
        self.colours = zone_colours  # zone -> (r, g, b)
        self.scale = scale  # screen pixels per layout unit
        self.name_rects = name_rects  # location id -> screen rects of its name's rows
        self.zones = list(zone_colours)

    def face(self, surface, loc, rect: pygame.Rect, points) -> None:
        code = self.board.code_of(loc.id)
        kinds = self.board.loc(code).kinds if code else frozenset()
        base = tuple(self.colours.get(loc.zone, (52, 46, 40)))
        radius = max(2, round(6 * self.scale))
        shape = tuple((round(x - rect.x), round(y - rect.y)) for x, y in points) if points else None
        img = _room(rect.size, base, floor_of(loc.zone, self.zones), room_icon(loc.zone, kinds), shape, radius,
                    hash(loc.id) & 0xFFFF)
        surface.blit(img, rect)
        rows = self.name_rects.get(loc.id) or []
        if rows:  # a darker band under the name: the paint never fights the letters
            band = rows[0].unionall(rows[1:]).inflate(round(14 * self.scale), round(4 * self.scale))
            band = band.clip(rect.inflate(-2, -2))
            veil = new_surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=max(2, band.h // 4))
            surface.blit(veil, band)


@lru_cache(maxsize=96)
def _room(size: tuple, base: tuple, floor: str, icon: str, shape, radius: int, seed: int) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    s = new_surface((w, h), pygame.SRCALPHA)
    s.fill((*base, 255))
    rng = random.Random(seed)
    light = tuple(min(255, c + 22) for c in base)
    dark = tuple(max(0, c - 22) for c in base)
    unit = max(6, min(w, h) // 6)
    if floor == "plates":  # steel plates with seams and rivets
        ph = max(unit, h // max(1, round(h / (unit * 1.6))))
        for y in range(0, h, ph):
            pygame.draw.rect(s, tuple(c + rng.randrange(-6, 7) if 6 < c < 249 else c for c in base),
                             (0, y, w, ph))
            pygame.draw.line(s, dark, (0, y), (w, y), max(1, unit // 10))
            pygame.draw.line(s, light, (0, y + max(1, unit // 10)), (w, y + max(1, unit // 10)), 1)
            for x in range(unit // 2, w, unit * 2):
                for yy in (y + unit // 4, y + ph - unit // 4):
                    pygame.draw.circle(s, light, (x, yy), max(1, unit // 12))
                    pygame.draw.circle(s, dark, (x + 1, yy + 1), max(1, unit // 14))
    elif floor == "planks":  # boards along the room's length, with grain and nail heads
        pw = max(unit, unit * 3 // 2)
        for x in range(0, w, pw):
            shade = tuple(max(0, min(255, c + rng.randrange(-8, 9))) for c in base)
            pygame.draw.rect(s, shade, (x, 0, pw, h))
            pygame.draw.line(s, dark, (x, 0), (x, h), max(1, unit // 10))
            for _ in range(3):
                gx = x + rng.randrange(2, max(3, pw - 2))
                pygame.draw.line(s, tuple(max(0, c - 10) for c in shade), (gx, 0), (gx + rng.randrange(-3, 4), h), 1)
            joint = rng.randrange(0, max(1, h))
            pygame.draw.line(s, dark, (x, joint), (x + pw, joint), 1)
    else:  # square floor tiles in two close shades, with grout
        t = max(unit, unit * 3 // 2)
        for j, y in enumerate(range(0, h, t)):
            for i, x in enumerate(range(0, w, t)):
                c = tuple(min(255, v + 12) for v in base) if (i + j) % 2 else base
                pygame.draw.rect(s, tuple(max(0, min(255, v + rng.randrange(-4, 5))) for v in c), (x, y, t, t))
                pygame.draw.rect(s, dark, (x, y, t, t), 1)
    for _ in range(w * h // 1400):  # grime
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.randrange(1, max(2, unit // 6))
        pygame.draw.circle(s, tuple(max(0, c - rng.randrange(6, 14)) for c in base), (x, y), r)
    # what the room is: a large faint picture in its middle
    side = int(min(w, h) * 0.62)
    if side >= 12:
        pic = icons.icon(icon, side, (*tuple(min(255, c + 80) for c in base), 60))
        s.blit(pic, pic.get_rect(center=(w // 2, h // 2 + h // 10)))
    # a vignette, darker towards the walls
    edge = new_surface((w, h), pygame.SRCALPHA)
    steps = 6
    for i in range(steps):
        inset = i * max(1, unit // 5)
        pygame.draw.rect(edge, (0, 0, 0, 26), (inset, inset, w - 2 * inset, h - 2 * inset), max(1, unit // 5),
                         border_radius=radius)
    s.blit(edge, (0, 0))
    # the frame: a lit inner rim inside a dark wall line
    rim = max(1, unit // 8)
    pygame.draw.rect(s, tuple(min(255, c + 50) for c in base), s.get_rect().inflate(-2 * rim, -2 * rim), rim,
                     border_radius=radius)
    mask = new_surface((w, h), pygame.SRCALPHA)
    if shape:
        pygame.draw.polygon(mask, (255, 255, 255, 255), shape)
        pygame.draw.polygon(s, tuple(min(255, c + 50) for c in base), shape, rim * 2)
    else:
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def zone_colours(layout) -> dict:
    zones = layout.meta.get("zones", {}) if isinstance(layout.meta.get("zones"), dict) else {}
    return {z: style.colour(c, (52, 46, 40)) for z, c in zones.items()}
