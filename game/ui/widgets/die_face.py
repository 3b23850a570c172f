"""Drawing one die seen from above: a rounded square in its kind's colour showing one face.

Faces are drawn with code, never images: pips for 1-6, a numeral above 6, nothing for a blank, and
symbols for named faces ('survival': a shield holding a heart; 'infection': a biohazard-like mark).
A face id is an int, a digit string ("3"), "blank"/"0", or a symbol name; unknown names are printed.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import style

# (body, pips/symbol ink, edge) per die kind. The Zombie dice: black Base, orange Survival, green Infection.
DIE_COLOURS = {
    "base": ((24, 22, 22), (233, 226, 207), (90, 84, 80)),
    "black": ((24, 22, 22), (233, 226, 207), (90, 84, 80)),
    "survival": ((222, 118, 28), (30, 18, 10), (140, 66, 10)),
    "orange": ((222, 118, 28), (30, 18, 10), (140, 66, 10)),
    "infection": ((62, 150, 60), (14, 26, 12), (28, 84, 28)),
    "green": ((62, 150, 60), (14, 26, 12), (28, 84, 28)),
    "red": ((150, 24, 28), (233, 226, 207), (80, 10, 14)),
    "blue": ((40, 84, 160), (233, 226, 207), (20, 40, 90)),
}
DEFAULT_COLOURS = ((228, 220, 200), (24, 18, 18), (140, 130, 112))

# Pip centres on a 3x3 grid (-1, 0, 1) for each number.
_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def colours_for(kind: str) -> tuple:
    """(body, ink, edge) for a die kind: exact name, else a known word inside it ("red_d6"), else bone."""
    kind = (kind or "").lower()
    if kind in DIE_COLOURS:
        return DIE_COLOURS[kind]
    for name, cols in DIE_COLOURS.items():
        if name in kind:
            return cols
    return DEFAULT_COLOURS


def face_kind(face) -> tuple:
    """("number", n) | ("blank",) | ("symbol", name)."""
    if isinstance(face, bool):
        return ("symbol", str(face))
    if isinstance(face, int):
        return ("blank",) if face == 0 else ("number", face)
    text = str(face).strip().lower()
    if text.lstrip("-").isdigit():
        n = int(text)
        return ("blank",) if n == 0 else ("number", n)
    if text in ("", "blank", "none"):
        return ("blank",)
    return ("symbol", text)


@lru_cache(maxsize=256)
def die_surface(kind: str, face, size: int) -> pygame.Surface:
    """The die, unrotated, as a size x size surface with alpha (cached: dice redraw every frame)."""
    size = max(8, int(size))
    body, ink, edge = colours_for(kind)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(2, size // 5)
    r = surf.get_rect()
    pygame.draw.rect(surf, body, r, border_radius=radius)
    # A lighter top-left bevel and a darker rim read as a rounded solid at small sizes.
    hi = tuple(min(255, c + 34) for c in body)
    pygame.draw.rect(surf, hi, r.inflate(-size // 6, -size // 6).move(-size // 30, -size // 30), border_radius=radius)
    pygame.draw.rect(surf, body, r.inflate(-size // 5, -size // 5), border_radius=radius)
    pygame.draw.rect(surf, edge, r, max(1, size // 24), border_radius=radius)
    _draw_face(surf, face_kind(face), ink, body, size)
    return surf


def draw_die(surface: pygame.Surface, center, size: float, kind: str, face, angle_deg: float = 0.0,
             shadow: bool = True) -> pygame.Rect:
    """Draw a die centred at `center`, `size` pixels across, turned by angle_deg (counter-clockwise)."""
    img = die_surface(kind, face, int(size))
    if angle_deg % 360:
        img = pygame.transform.rotate(img, angle_deg)
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    if shadow:
        sh = img.copy()
        sh.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(sh, rect.move(max(1, int(size) // 14), max(1, int(size) // 10)))
    surface.blit(img, rect)
    return rect


def _draw_face(surf, kind: tuple, ink, body, size: int) -> None:
    c = size / 2
    if kind[0] == "blank":
        return
    if kind[0] == "number" and kind[1] in _PIPS:
        step = size * 0.25
        pr = max(1.5, size * 0.085)
        for gx, gy in _PIPS[kind[1]]:
            pygame.draw.circle(surf, ink, (c + gx * step, c + gy * step), pr)
        return
    if kind[0] == "number":
        style.blit_text(surf, str(kind[1]), int(size * 0.55), (c, c), ink, "center", bold=True, shadow=False)
        return
    name = kind[1]
    if name in ("survival", "shield", "heart"):
        _shield_heart(surf, c, size, ink, body)
    elif name in ("infection", "biohazard", "bite"):
        _biohazard(surf, c, size, ink, body)
    else:
        label = name[:3].upper()
        px = style.fit_text(label, int(size * 0.8), int(size * 0.4), bold=True)
        style.blit_text(surf, label, px, (c, c), ink, "center", bold=True, shadow=False)


def _shield_heart(surf, c: float, size: int, ink, body) -> None:
    """A dark shield with a heart of the die's own colour cut into it."""
    w, h = size * 0.56, size * 0.62
    top = c - h * 0.48
    pts = [(c - w / 2, top), (c + w / 2, top), (c + w / 2, top + h * 0.45),
           (c, top + h), (c - w / 2, top + h * 0.45)]
    pygame.draw.polygon(surf, ink, pts)
    r = size * 0.085
    hy = c - size * 0.03
    pygame.draw.circle(surf, body, (c - r * 0.95, hy), r)
    pygame.draw.circle(surf, body, (c + r * 0.95, hy), r)
    pygame.draw.polygon(surf, body, [(c - r * 1.9, hy + r * 0.25), (c + r * 1.9, hy + r * 0.25), (c, hy + r * 2.4)])


def _biohazard(surf, c: float, size: int, ink, body) -> None:
    """Three hooked crescents around a ring: the shape reads as 'biohazard' even at 20 px."""
    lobe = size * 0.17
    dist = size * 0.15
    for k in range(3):
        a = math.radians(-90 + 120 * k)
        ox, oy = c + math.cos(a) * dist, c + math.sin(a) * dist
        pygame.draw.circle(surf, ink, (ox, oy), lobe)
    for k in range(3):
        a = math.radians(-90 + 120 * k)
        ix, iy = c + math.cos(a) * dist * 1.45, c + math.sin(a) * dist * 1.45
        pygame.draw.circle(surf, body, (ix, iy), lobe * 0.62)
    pygame.draw.circle(surf, body, (c, c), size * 0.1)
    pygame.draw.circle(surf, ink, (c, c), size * 0.14, max(1, int(size * 0.035)))
    pygame.draw.circle(surf, ink, (c, c), size * 0.045)
