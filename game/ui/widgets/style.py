"""Colours and text helpers shared by the widgets.

Fonts come only from assets/fonts through game/ui/fonts.py (never the system's). While that module
is missing or has another shape, pygame's built-in default font stands in so widgets and tests run.
"""
from __future__ import annotations

from functools import lru_cache

import pygame
from game.ui import fonts
from ..surfaces import new_surface

# Horror table palette: dark wood and felt, bone-white text, blood-red accents.
WOOD = (43, 26, 18)
WOOD_LIGHT = (74, 46, 30)
FELT = (22, 35, 28)
FELT_DARK = (12, 20, 16)
BONE = (233, 226, 207)
BONE_DIM = (176, 166, 146)
BLOOD = (142, 27, 27)
BLOOD_BRIGHT = (204, 38, 38)
INK = (18, 14, 14)
SHADOW = (0, 0, 0, 110)
LEGAL = (96, 196, 110)
ILLEGAL = (204, 38, 38)


def colour(value, default):
    """A colour from a TOML value ("#rrggbb" or [r, g, b]); default when missing or malformed."""
    if isinstance(value, str) and value.startswith("#") and len(value) == 7:
        try:
            return tuple(int(value[i:i + 2], 16) for i in (1, 3, 5))
        except ValueError:
            return default
    if isinstance(value, (list, tuple)) and len(value) in (3, 4) and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value):
        return tuple(value)
    return default


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, mono: bool = False) -> pygame.font.Font:
    """A font shipped in assets/fonts (never a system or built-in font: the build must look the
    same everywhere). A missing font file is an install error and raises."""
    from game.ui import fonts as _fonts

    return _fonts.get("mono" if mono else ("sans_bold" if bold else "sans"), int(size))


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list:
    """Split text into lines no wider than width (a single over-long word gets its own line)."""
    lines = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if fnt.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_text(surface, text: str, size: int, pos, col=BONE, anchor: str = "topleft",
              bold: bool = False, shadow: bool = True) -> pygame.Rect:
    fnt = font(size, bold)
    img = fonts.render(fnt, text, True, col)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(fonts.render(fnt, text, True, (0, 0, 0)), rect.move(1, 1))
    surface.blit(img, rect)
    from .. import text_record

    text_record.add(surface, rect, text, "sans_bold" if bold else "sans", size)
    return rect


def fit_text(text: str, max_width: int, size: int, bold: bool = False) -> int:
    """The largest font size <= size at which text fits max_width (never under fonts.MIN_PX)."""
    from . import textfit

    return textfit.fit_px(text, "sans_bold" if bold else "sans", size, max_width)


def shadow_rect(surface, rect, radius: int, offset: int = 3) -> None:
    """A soft drop shadow under rect (cheap: two translucent rounded rects, cached per size)."""
    rect = pygame.Rect(rect)
    surface.blit(_shadow(rect.w, rect.h, radius, offset), (rect.x - offset, rect.y))


@lru_cache(maxsize=128)
def _shadow(w: int, h: int, radius: int, offset: int) -> pygame.Surface:
    layer = new_surface((w + offset * 4, h + offset * 4), pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 60), layer.get_rect(), border_radius=radius + offset)
    pygame.draw.rect(layer, (0, 0, 0, 80), layer.get_rect().inflate(-offset * 2, -offset * 2), border_radius=radius)
    return layer
