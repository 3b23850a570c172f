"""Small pictograms drawn with code for a location's tags on any location map: what a search space holds
(key, medical, weapon), what is repaired there (radio, vehicle), what an ability needs (tool, knowledge,
mystic), an elevated level (stairs). `draw_icon` paints one inside a disc of radius r, `draw_token` on a
square token (a module token laid on the location); the map reads them
from tag values (`search = "key"`), so a new map gets them by naming them, and an unknown name falls back
to the tag's letter badge in layout_view.
"""
from __future__ import annotations

import math

import pygame

INK = (10, 6, 6)
COLOURS = {"key": (232, 200, 90), "medical": (236, 96, 96), "weapon": (205, 208, 220), "radio": (110, 205, 225),
           "vehicle": (236, 150, 70), "tool": (170, 192, 214), "knowledge": (160, 210, 140),
           "mystic": (196, 146, 236), "stairs": (214, 170, 64)}


def has_icon(name) -> bool:
    return isinstance(name, str) and name in _DRAW


def draw_icon(surface, name: str, center, r: float) -> None:
    """A dark disc with the named pictogram in its colour (see COLOURS)."""
    cx, cy = center
    col = COLOURS[name]
    pygame.draw.circle(surface, INK, (cx, cy), r)
    pygame.draw.circle(surface, col, (cx, cy), r, max(1, round(r / 8)))
    _DRAW[name](surface, col, cx, cy, r * 0.62, max(1, round(r / 6)))


def draw_token(surface, name, center, r: float) -> None:
    """A square token laid on the location (a module token): its pictogram, or a cross for a blank one."""
    cx, cy = center
    box = pygame.Rect(0, 0, round(2 * r * 0.92), round(2 * r * 0.92))
    box.center = (round(cx), round(cy))
    col = COLOURS.get(name, (220, 214, 200)) if isinstance(name, str) else (220, 214, 200)
    pygame.draw.rect(surface, (52, 46, 40), box, border_radius=max(1, round(r / 4)))
    pygame.draw.rect(surface, col, box, max(1, round(r / 7)), border_radius=max(1, round(r / 4)))
    if has_icon(name):
        _DRAW[name](surface, col, cx, cy, r * 0.58, max(1, round(r / 6)))
    else:  # an X token: the location is blank
        k = r * 0.45
        w = max(2, round(r / 4))
        pygame.draw.line(surface, col, (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surface, col, (cx - k, cy + k), (cx + k, cy - k), w)


def _key(s, col, cx, cy, k, w):
    bow = (cx - k * 0.45, cy)
    pygame.draw.circle(s, col, bow, k * 0.42, w)
    pygame.draw.line(s, col, (bow[0] + k * 0.4, cy), (cx + k, cy), w)
    for x in (cx + k * 0.55, cx + k * 0.9):
        pygame.draw.line(s, col, (x, cy), (x, cy + k * 0.4), w)


def _medical(s, col, cx, cy, k, w):
    t = k * 0.34
    pygame.draw.rect(s, col, pygame.Rect(round(cx - t), round(cy - k), round(2 * t), round(2 * k)))
    pygame.draw.rect(s, col, pygame.Rect(round(cx - k), round(cy - t), round(2 * k), round(2 * t)))


def _weapon(s, col, cx, cy, k, w):
    # a knife, point up-right: blade, guard, grip
    a = math.radians(-45)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    guard = (cx - ux * k * 0.2, cy - uy * k * 0.2)
    tip = (cx + ux * k, cy + uy * k)
    blade = [(guard[0] + px * k * 0.22, guard[1] + py * k * 0.22), tip, (guard[0] - px * k * 0.12, guard[1] - py * k * 0.12)]
    pygame.draw.polygon(s, col, blade)
    pygame.draw.line(s, col, (guard[0] + px * k * 0.4, guard[1] + py * k * 0.4),
                     (guard[0] - px * k * 0.4, guard[1] - py * k * 0.4), w)
    pygame.draw.line(s, col, guard, (cx - ux * k, cy - uy * k), w + 1)


def _radio(s, col, cx, cy, k, w):
    top = (cx, cy - k * 0.35)
    pygame.draw.line(s, col, top, (cx - k * 0.45, cy + k), w)
    pygame.draw.line(s, col, top, (cx + k * 0.45, cy + k), w)
    pygame.draw.circle(s, col, top, max(1, k * 0.14))
    for rr in (k * 0.45, k * 0.8):
        box = pygame.Rect(0, 0, round(2 * rr), round(2 * rr))
        box.center = (round(top[0]), round(top[1]))
        pygame.draw.arc(s, col, box, math.radians(20), math.radians(70), w)
        pygame.draw.arc(s, col, box, math.radians(110), math.radians(160), w)


def _vehicle(s, col, cx, cy, k, w):
    body = pygame.Rect(round(cx - k), round(cy - k * 0.2), round(2 * k), round(k * 0.6))
    pygame.draw.rect(s, col, body, border_radius=max(1, round(k * 0.15)))
    cab = pygame.Rect(round(cx - k * 0.5), round(cy - k * 0.6), round(k * 0.95), round(k * 0.5))
    pygame.draw.rect(s, col, cab, w, border_top_left_radius=max(1, round(k * 0.2)),
                     border_top_right_radius=max(1, round(k * 0.2)))
    for x in (cx - k * 0.55, cx + k * 0.55):
        pygame.draw.circle(s, INK, (x, cy + k * 0.42), k * 0.3)
        pygame.draw.circle(s, col, (x, cy + k * 0.42), k * 0.3, w)


def _tool(s, col, cx, cy, k, w):
    # a wrench: a handle down-left, an open jaw up-right
    head = (cx + k * 0.45, cy - k * 0.45)
    pygame.draw.line(s, col, (cx - k * 0.8, cy + k * 0.8), head, w + 2)
    pygame.draw.circle(s, col, head, k * 0.45)
    jaw = [(head[0] + k * 0.05, head[1] - k * 0.05), (head[0] + k * 0.5, head[1] - k * 0.15),
           (head[0] + k * 0.15, head[1] - k * 0.5)]
    pygame.draw.polygon(s, INK, jaw)


def _knowledge(s, col, cx, cy, k, w):
    # an open book
    left = [(cx, cy - k * 0.5), (cx - k, cy - k * 0.7), (cx - k, cy + k * 0.6), (cx, cy + k * 0.8)]
    right = [(cx, cy - k * 0.5), (cx + k, cy - k * 0.7), (cx + k, cy + k * 0.6), (cx, cy + k * 0.8)]
    pygame.draw.polygon(s, col, left, w)
    pygame.draw.polygon(s, col, right, w)
    for t in (0.0, 0.35):
        pygame.draw.line(s, col, (cx - k * 0.75, cy - k * (0.3 - t)), (cx - k * 0.2, cy - k * (0.2 - t)), 1)
        pygame.draw.line(s, col, (cx + k * 0.2, cy - k * (0.2 - t)), (cx + k * 0.75, cy - k * (0.3 - t)), 1)


def _mystic(s, col, cx, cy, k, w):
    # a crescent moon and a small star
    pygame.draw.circle(s, col, (cx - k * 0.15, cy), k * 0.8)
    pygame.draw.circle(s, INK, (cx + k * 0.2, cy - k * 0.15), k * 0.68)
    sx, sy, sr = cx + k * 0.45, cy - k * 0.05, k * 0.32
    pts = []
    for i in range(10):
        rr = sr if i % 2 == 0 else sr * 0.45
        a = math.radians(-90 + i * 36)
        pts.append((sx + math.cos(a) * rr, sy + math.sin(a) * rr))
    pygame.draw.polygon(s, col, pts)


def _stairs(s, col, cx, cy, k, w):
    n = 3
    step = 2 * k / n
    pts = [(cx - k, cy + k)]
    for i in range(n):
        x, y = cx - k + i * step, cy + k - (i + 1) * step
        pts += [(x, y), (x + step, y)]
    pygame.draw.lines(s, col, False, pts, w + 1)


_DRAW = {"key": _key, "medical": _medical, "weapon": _weapon, "radio": _radio, "vehicle": _vehicle, "tool": _tool,
         "knowledge": _knowledge, "mystic": _mystic, "stairs": _stairs}
