"""Round tokens: a coloured disc with a short label (a seat's marker, a phase die holder, a clue)."""
from __future__ import annotations

import pygame

from . import style


def draw_token(surface: pygame.Surface, center, radius: float, label: str = "", colour=style.BLOOD,
               text_colour=style.BONE, ring=None, selected: bool = False) -> pygame.Rect:
    """Draw the token and return its bounding rect (for hit tests)."""
    cx, cy = center
    r = max(3, radius)
    pygame.draw.circle(surface, (0, 0, 0), (cx + r * 0.08, cy + r * 0.14), r)  # shadow
    pygame.draw.circle(surface, _darker(colour), (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.84)
    pygame.draw.circle(surface, _lighter(colour), (cx - r * 0.25, cy - r * 0.28), r * 0.3)  # a dull sheen
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.62)
    if ring:
        pygame.draw.circle(surface, ring, (cx, cy), r, max(2, int(r * 0.14)))
    if selected:
        pygame.draw.circle(surface, style.BONE, (cx, cy), r + max(2, r * 0.18), max(2, int(r * 0.1)))
    if label:
        px = style.fit_text(label, int(r * 1.5), max(7, int(r * 0.8)), bold=True)
        style.blit_text(surface, label, px, (cx, cy), text_colour, "center", bold=True)
    return pygame.Rect(round(cx - r), round(cy - r), round(r * 2), round(r * 2))


def _darker(c):
    return tuple(max(0, int(v * 0.55)) for v in c[:3])


def _lighter(c):
    return tuple(min(255, int(v + (255 - v) * 0.35)) for v in c[:3])
