"""Shapes and patterns that tell seats and zones apart without colour (palette.seat_shape / zone_pattern).

draw_shape   a seat's shape (circle, square, triangle, diamond, star, hexagon, cross, ring), filled or outlined,
             centred on a point: a small badge beside a name, on a token or a pawn;
seat_badge   a seat's shape in its colour with a dark rim, readable on the dark table and on a coloured token;
fill_pattern a rect or polygon hatched with a zone's pattern (stripes, dots, hatch, grid, waves, checks).
Each picture is made once per (shape or pattern, size, colour) and blitted after (lru_cache).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import palette
from ..surfaces import new_surface

RIM = (12, 10, 11)


def shape_points(shape: str, r: float) -> list:
    """The outline of a polygon shape round (0, 0), radius r (circle and ring are drawn as circles)."""
    if shape == "square":
        s = r * 0.86
        return [(-s, -s), (s, -s), (s, s), (-s, s)]
    if shape == "triangle":
        return [(0, -r), (r * 0.95, r * 0.72), (-r * 0.95, r * 0.72)]
    if shape == "diamond":
        return [(0, -r), (r * 0.8, 0), (0, r), (-r * 0.8, 0)]
    if shape == "star":
        return [((r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 -(r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    if shape == "hexagon":
        return [(r * math.cos(math.pi / 3 * i), r * math.sin(math.pi / 3 * i)) for i in range(6)]
    if shape == "cross":
        a, b = r * 0.34, r * 0.95
        return [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a),
                (-a, -a)]
    return []


@lru_cache(maxsize=512)
def shape_surface(shape: str, r: int, colour: tuple, filled: bool = True, rim: tuple = None) -> pygame.Surface:
    """The shape on a transparent square of side 2r+2 (+ the rim), centred."""
    pad = 2 if rim is None else max(2, r // 4 + 2)
    size = 2 * (r + pad)
    surf = new_surface((size, size), pygame.SRCALPHA)
    c = (r + pad, r + pad)
    width = 0 if filled else max(1, r // 4)
    if rim is not None:  # the rim first, a little larger: the shape reads on any ground
        _draw(surf, shape, c, r + max(1, r // 5), rim, width if not filled else 0, extra=max(1, r // 5))
    _draw(surf, shape, c, r, colour, width)
    return surf


def _draw(surf, shape, c, r, colour, width, extra=0) -> None:
    if shape in ("circle", "ring") or not shape_points(shape, r):
        if shape == "ring":
            pygame.draw.circle(surf, colour, c, r, max(2, r // 3) + extra)
        else:
            pygame.draw.circle(surf, colour, c, r, width)
        return
    pts = [(c[0] + x, c[1] + y) for x, y in shape_points(shape, r)]
    pygame.draw.polygon(surf, colour, pts, width)


def draw_shape(surface, shape: str, centre, r: float, colour, filled: bool = True, rim=None) -> pygame.Rect:
    """Draw `shape` of radius r centred on `centre`; returns the rect it covers."""
    img = shape_surface(shape, max(2, int(r)), tuple(colour[:3]), filled, tuple(rim[:3]) if rim else None)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def badge_radius(h: int, most: int) -> int:
    """The largest radius (up to `most`) whose badge, rim included, fits a row `h` pixels high."""
    r = max(2, int(most))
    while r > 2 and 2 * (r + max(2, r // 4 + 2)) > h:
        r -= 1
    return r


def seat_badge(surface, seat: int, centre, r: float, colour=None) -> pygame.Rect:
    """Seat `seat`'s shape in its colour (or `colour`, the table's own for it) with a dark rim."""
    col = palette.seat_colour(seat) if colour is None else colour
    return draw_shape(surface, palette.seat_shape(seat), centre, r, col, True, RIM)


@lru_cache(maxsize=64)
def pattern_tile(pattern: str, step: int, colour: tuple) -> pygame.Surface:
    """One repeat of a pattern, `step` pixels square, in colour (with its alpha)."""
    tile = new_surface((step, step), pygame.SRCALPHA)
    w = max(1, step // 6)
    h = step // 2
    if pattern == "stripes":
        pygame.draw.line(tile, colour, (0, step), (step, 0), w)
        pygame.draw.line(tile, colour, (-h, h), (h, -h), w)
        pygame.draw.line(tile, colour, (h, step + h), (step + h, h), w)
    elif pattern == "hatch":
        for line in (((0, step), (step, 0)), ((0, 0), (step, step))):
            pygame.draw.line(tile, colour, *line, w)
    elif pattern == "dots":
        pygame.draw.circle(tile, colour, (h, h), max(1, step // 5))
    elif pattern == "grid":
        pygame.draw.line(tile, colour, (0, 0), (step, 0), w)
        pygame.draw.line(tile, colour, (0, 0), (0, step), w)
    elif pattern == "waves":
        pts = [(x, h + round(step / 5 * math.sin(x / step * 2 * math.pi))) for x in range(step + 1)]
        pygame.draw.lines(tile, colour, False, pts, w)
    elif pattern == "checks":
        tile.fill(colour, (0, 0, h, h))
        tile.fill(colour, (h, h, step - h, step - h))
    return tile


@lru_cache(maxsize=64)
def _pattern_fill(pattern: str, size: tuple, step: int, colour: tuple) -> pygame.Surface:
    tile = pattern_tile(pattern, step, colour)
    out = new_surface(size, pygame.SRCALPHA)
    for y in range(0, size[1], step):
        for x in range(0, size[0], step):
            out.blit(tile, (x, y))
    return out


def fill_pattern(surface, area, pattern: str, colour, step: int = 12, polygon=None) -> None:
    """Lay `pattern` over `area` (a rect), or only inside `polygon` (screen points within area; area None: the
    polygon's bounds) when given. colour may carry an alpha: a faint pattern over a zone's own fill."""
    if area is None:
        xs, ys = [round(p[0]) for p in polygon], [round(p[1]) for p in polygon]
        area = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    area = pygame.Rect(area)
    if area.w <= 0 or area.h <= 0 or pattern == "plain":
        return
    colour = tuple(colour) if len(colour) == 4 else (*colour, 255)
    fill = _pattern_fill(pattern, area.size, max(4, int(step)), colour)
    if polygon:
        mask = new_surface(area.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - area.x, y - area.y) for x, y in polygon])
        fill = fill.copy()
        fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(fill, area)
