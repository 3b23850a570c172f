"""Character portraits drawn with code from a look: a bust for a token, a standing figure for a hover zoom.

A look is a dict of what the picture shows (every key but skin, hair, style, top and legs may be left out):
    skin, hair, top, legs: (r, g, b) colours
    style: the hair - "crew", "side", "swept", "long", "ponytail", "mohawk", "bald"
    jacket: "" or "letterman", "windbreaker", "leather", "parka" (its colour from JACKETS, or `jacket_colour`)
    skirt, collar, glasses, boots, beard: True to draw them; lips: a colour; hat: "cap", "brim", "deputy", "beanie"
Crimson Creek's teens set the standard (game/ui/tables/crimson_creek/portraits.py keeps their looks and the
clue traits that must agree with them); every game's characters are drawn by these functions from looks kept
in its own table package.

    from game.ui.widgets import portrait
    surface.blit(portrait.bust(look, 64), pos)             # a circle-clipped head and shoulders
    portrait.draw_figure(surface, rect, look)              # the whole figure standing in rect
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..surfaces import new_surface

JACKETS = {"letterman": (150, 24, 30), "windbreaker": (50, 110, 170), "leather": (24, 22, 24),
           "parka": (170, 92, 30), "": None}
INK = (40, 24, 24)
BACKDROP = (56, 50, 58)


def frozen(look: dict) -> tuple:
    """A look as a key the caches can hold."""
    return tuple(sorted(look.items()))


def bust(look: dict, size: int, scared: bool = False, backdrop=BACKDROP) -> pygame.Surface:
    """Head and shoulders in a size x size square, clipped to a circle (a token's face)."""
    return _bust(frozen(look), int(size), bool(scared), tuple(backdrop))


@lru_cache(maxsize=128)
def _bust(look: tuple, size: int, scared: bool, backdrop: tuple) -> pygame.Surface:
    s = new_surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(s, backdrop, (r, r), r)
    draw_bust(s, dict(look), r, r * 1.02, r * 0.98, scared)
    mask = new_surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def draw_figure(surface, rect, look: dict, scared: bool = False) -> None:
    """The whole character standing in rect (for a hover zoom): the bust, then legs and footwear."""
    rect = pygame.Rect(rect)
    h = rect.h
    unit = min(h / 2.4, rect.w / 1.4)
    cx = rect.centerx
    top = rect.y + (h - unit * 2.4) / 2
    hip = top + unit * 1.35
    foot = top + unit * 2.35
    legs = look["legs"]
    lw = unit * 0.16
    if look.get("skirt"):
        pygame.draw.polygon(surface, legs, [(cx - unit * 0.34, hip - unit * 0.12), (cx + unit * 0.34, hip - unit * 0.12),
                                            (cx + unit * 0.46, hip + unit * 0.3), (cx - unit * 0.46, hip + unit * 0.3)])
        for sx in (-1, 1):
            pygame.draw.line(surface, look["skin"], (cx + sx * unit * 0.14, hip + unit * 0.3),
                             (cx + sx * unit * 0.16, foot - unit * 0.1), int(lw * 0.8))
    else:
        for sx in (-1, 1):
            pygame.draw.line(surface, legs, (cx + sx * unit * 0.14, hip - unit * 0.1), (cx + sx * unit * 0.16, foot - unit * 0.08),
                             int(lw * 1.2))
    for sx in (-1, 1):
        fx = cx + sx * unit * 0.17
        if look.get("boots"):  # tall dark boots up the shin
            pygame.draw.rect(surface, (34, 24, 20), (fx - lw * 0.75, foot - unit * 0.42, lw * 1.5, unit * 0.4),
                             border_radius=int(lw * 0.3))
            pygame.draw.ellipse(surface, (34, 24, 20), (fx - lw * 0.75 + sx * lw * 0.3, foot - unit * 0.1, lw * 2.0, unit * 0.12))
            pygame.draw.line(surface, (120, 100, 80), (fx - lw * 0.7, foot - unit * 0.36), (fx + lw * 0.7, foot - unit * 0.36), 1)
        else:  # low sneakers
            pygame.draw.ellipse(surface, (236, 232, 224), (fx - lw * 0.9 + sx * lw * 0.3, foot - unit * 0.09, lw * 2.0, unit * 0.11))
            pygame.draw.ellipse(surface, (120, 116, 110), (fx - lw * 0.9 + sx * lw * 0.3, foot - unit * 0.09, lw * 2.0, unit * 0.11), 1)
    # torso and head: the bust, drawn into the upper part
    draw_bust(surface, look, cx, top + unit * 0.42, unit * 0.6, scared, torso_to=hip)


def draw_bust(s, look: dict, cx: float, cy: float, r: float, scared: bool, torso_to: float = 0) -> None:
    """A bust centred on (cx, cy) with scale r: shoulders and top, neck, head, hair, face, glasses, hat."""
    top = look["top"]
    jacket = look.get("jacket_colour") or JACKETS.get(look.get("jacket") or "")
    sh_y = cy + r * 0.42
    body = pygame.Rect(0, 0, r * 1.5, r * 1.1 if not torso_to else max(r * 1.1, (torso_to - sh_y) * 1.0 + r * 0.2))
    body.midtop = (cx, sh_y)
    pygame.draw.rect(s, jacket or top, body, border_top_left_radius=int(r * 0.5), border_top_right_radius=int(r * 0.5))
    if jacket:
        # the shirt shows in a V between the open lapels
        pygame.draw.polygon(s, top, [(cx - r * 0.22, sh_y), (cx + r * 0.22, sh_y), (cx, sh_y + r * 0.55)])
        for sx in (-1, 1):
            pygame.draw.line(s, (0, 0, 0), (cx + sx * r * 0.22, sh_y), (cx + sx * r * 0.05, sh_y + r * 0.6), max(1, int(r / 16)))
        if look.get("jacket") == "letterman":  # cream sleeves at the shoulders
            for sx in (-1, 1):
                pygame.draw.circle(s, (236, 228, 204), (cx + sx * r * 0.62, sh_y + r * 0.3), r * 0.16)
        if look.get("jacket") == "leather":  # a zip and studs
            pygame.draw.line(s, (180, 180, 180), (cx - r * 0.4, sh_y + r * 0.15), (cx - r * 0.35, sh_y + r * 0.7), max(1, int(r / 18)))
    if look.get("collar"):
        for sx in (-1, 1):
            pygame.draw.polygon(s, (240, 240, 236), [(cx, sh_y + r * 0.05), (cx + sx * r * 0.3, sh_y - r * 0.02),
                                                     (cx + sx * r * 0.22, sh_y + r * 0.2)])
    if look["style"] == "long" and not torso_to:
        pass
    # neck and head
    pygame.draw.rect(s, look["skin"], (cx - r * 0.12, cy + r * 0.1, r * 0.24, r * 0.36))
    head = (cx, cy - r * 0.12)
    hr = r * 0.4
    if look["style"] in ("long", "ponytail"):  # hair behind the head first
        pygame.draw.ellipse(s, look["hair"], (head[0] - hr * 1.12, head[1] - hr * 1.05, hr * 2.24,
                                              hr * (2.9 if look["style"] == "long" else 2.1)))
    if look["style"] == "ponytail":
        pygame.draw.ellipse(s, look["hair"], (head[0] + hr * 0.7, head[1] - hr * 0.6, hr * 0.7, hr * 1.6))
    pygame.draw.circle(s, look["skin"], head, hr)
    _hair(s, look, head, hr)
    _face(s, look, head, hr, scared)
    if look.get("hat"):
        _hat(s, look["hat"], head, hr)


def _hair(s, look: dict, head, hr: float) -> None:
    hx, hy = head
    col = look["hair"]
    style = look["style"]
    if style == "crew":
        pygame.draw.ellipse(s, col, (hx - hr, hy - hr * 1.05, hr * 2, hr * 0.95))
    elif style == "side":
        pygame.draw.ellipse(s, col, (hx - hr * 1.02, hy - hr * 1.08, hr * 2.04, hr * 1.0))
        pygame.draw.polygon(s, col, [(hx - hr * 0.9, hy - hr * 0.4), (hx + hr * 0.2, hy - hr * 0.9), (hx - hr * 0.95, hy - hr * 0.05)])
    elif style == "swept":
        pygame.draw.ellipse(s, col, (hx - hr * 1.0, hy - hr * 1.15, hr * 2.0, hr * 0.95))
        pygame.draw.ellipse(s, col, (hx - hr * 0.2, hy - hr * 1.25, hr * 1.2, hr * 0.7))
    elif style in ("long", "ponytail"):
        pygame.draw.ellipse(s, col, (hx - hr * 1.05, hy - hr * 1.1, hr * 2.1, hr * 1.0))
        if style == "long":  # straight bangs
            pygame.draw.rect(s, col, (hx - hr * 0.85, hy - hr * 0.75, hr * 1.7, hr * 0.45))
    elif style == "mohawk":
        pts = [(hx - hr * 0.2, hy - hr * 0.7)]
        for i in range(5):
            x = hx - hr * 0.2 + i * hr * 0.1
            pts.append((x, hy - hr * (1.55 if i % 2 == 0 else 1.2)))
        pts.append((hx + hr * 0.3, hy - hr * 0.7))
        pygame.draw.polygon(s, col, pts)
        pygame.draw.ellipse(s, (90, 70, 60), (hx - hr * 0.9, hy - hr * 0.95, hr * 1.8, hr * 0.5), 1)
    elif style == "bald":
        for sx in (-1, 1):
            pygame.draw.ellipse(s, col, (hx + sx * hr * 0.62 - hr * 0.28, hy - hr * 0.45, hr * 0.56, hr * 0.6))


def _face(s, look: dict, head, hr: float, scared: bool) -> None:
    hx, hy = head
    w = max(1, int(hr / 8))
    for sx in (-1, 1):
        ex, ey = hx + sx * hr * 0.38, hy - hr * 0.05
        if scared:
            pygame.draw.circle(s, (250, 250, 250), (ex, ey), hr * 0.2)
            pygame.draw.circle(s, INK, (ex, ey), max(1, hr * 0.08))
            pygame.draw.line(s, INK, (ex - hr * 0.2, ey - hr * 0.32 - sx * hr * 0.05), (ex + hr * 0.2, ey - hr * 0.32 + sx * hr * 0.05), w)
        else:
            pygame.draw.circle(s, INK, (ex, ey), max(1, hr * 0.09))
        if look.get("glasses"):
            pygame.draw.circle(s, (30, 30, 36), (ex, ey), hr * 0.27, max(1, int(hr / 9)))
    if look.get("glasses"):
        pygame.draw.line(s, (30, 30, 36), (hx - hr * 0.12, hy - hr * 0.08), (hx + hr * 0.12, hy - hr * 0.08), max(1, int(hr / 9)))
    if look.get("beard"):  # a full beard round the jaw, in the hair's colour
        pygame.draw.ellipse(s, look["hair"], (hx - hr * 0.82, hy + hr * 0.05, hr * 1.64, hr * 0.95))
        pygame.draw.ellipse(s, look["skin"], (hx - hr * 0.3, hy + hr * 0.18, hr * 0.6, hr * 0.34))
    lips = look.get("lips", INK)
    if scared:
        pygame.draw.ellipse(s, (90, 10, 16), (hx - hr * 0.17, hy + hr * 0.3, hr * 0.34, hr * 0.42))
    else:
        pygame.draw.arc(s, lips, (hx - hr * 0.35, hy + hr * 0.1, hr * 0.7, hr * 0.5), math.pi * 1.15, math.pi * 1.85,
                        max(1, int(hr / 7)))


def _hat(s, hat: str, head, hr: float) -> None:
    hx, hy = head
    if hat == "beanie":  # a knitted cap pulled low, with a turned-up band
        pygame.draw.ellipse(s, (150, 40, 36), (hx - hr * 1.02, hy - hr * 1.3, hr * 2.04, hr * 1.2))
        pygame.draw.rect(s, (120, 30, 28), (hx - hr * 1.02, hy - hr * 0.62, hr * 2.04, hr * 0.3), border_radius=int(hr * 0.1))
        return
    if hat == "cap":
        pygame.draw.ellipse(s, (60, 80, 56), (hx - hr * 1.0, hy - hr * 1.15, hr * 2.0, hr * 0.95))
        pygame.draw.ellipse(s, (46, 62, 42), (hx - hr * 0.2, hy - hr * 0.55, hr * 1.4, hr * 0.3))
    else:
        col = (70, 56, 40) if hat == "brim" else (120, 96, 60)
        pygame.draw.ellipse(s, col, (hx - hr * 1.35, hy - hr * 0.75, hr * 2.7, hr * 0.4))
        pygame.draw.rect(s, col, (hx - hr * 0.75, hy - hr * 1.45, hr * 1.5, hr * 0.85), border_radius=int(hr * 0.2))
        if hat == "deputy":
            pts = []
            for i in range(10):
                a = -math.pi / 2 + i * math.pi / 5
                rr = hr * (0.26 if i % 2 == 0 else 0.11)
                pts.append((hx + math.cos(a) * rr, hy - hr * 1.0 + math.sin(a) * rr))
            pygame.draw.polygon(s, (220, 190, 80), pts)
