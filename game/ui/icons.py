"""The game-icons.net pictures (assets/icons/, taken by tools/vendor_assets.py), drawn at any size and colour.

    from game.ui import icons
    surface.blit(icons.icon("shambling-zombie", 64, (200, 40, 40)), pos)
    icons.draw(surface, "syringe", rect, colour)        # centred in rect, as large as fits

Each icon is one white SVG, rendered at the size asked (pygame.image.load_sized_svg, so it stays sharp at every
UI scale) and tinted; the results are cached per (name, size, colour). An icon whose file is missing or
unreadable is drawn as a plain mark, and the problem is told once on stderr naming the file, so a damaged
install still plays.
"""
from __future__ import annotations

import sys
from functools import lru_cache

import pygame

from game.core import paths

from .surfaces import new_surface, size_of

_told: set = set()


def path(name: str):
    return paths.ICONS / f"{name}.svg"


def _tell(name: str, why: str) -> None:
    if name not in _told:
        _told.add(name)
        print(f"dreadboard: icon {path(name)}: {why}; drawing a plain mark instead", file=sys.stderr)


@lru_cache(maxsize=64)
def _white(name: str, size: int) -> pygame.Surface:
    file = path(name)
    try:
        img = pygame.image.load_sized_svg(str(file), (size, size))
    except (FileNotFoundError, OSError) as e:
        _tell(name, "no such file" if isinstance(e, FileNotFoundError) else str(e))
        return _plain_mark(size)
    except (pygame.error, ValueError) as e:
        _tell(name, f"not a picture pygame can read ({e})")
        return _plain_mark(size)
    if img.get_size() != (size, size):  # an icon that is not square keeps its shape, centred
        box = new_surface((size, size), pygame.SRCALPHA)
        box.blit(img, img.get_rect(center=box.get_rect().center))
        img = box
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def _plain_mark(size: int) -> pygame.Surface:
    """A ring with a dot: what stands in for an icon that could not be read."""
    s = new_surface((size, size), pygame.SRCALPHA)
    r = max(2, size // 2 - max(1, size // 10))
    pygame.draw.circle(s, (255, 255, 255, 255), (size // 2, size // 2), r, max(1, size // 12))
    pygame.draw.circle(s, (255, 255, 255, 255), (size // 2, size // 2), max(1, size // 10))
    return s


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour=(255, 255, 255)) -> pygame.Surface:
    """The icon `name` as a `size` x `size` picture in `colour` (r, g, b or r, g, b, a) on nothing."""
    size = size_of((size, size))[0]
    img = _white(name, size).copy()
    rgba = tuple(colour) if len(colour) == 4 else (*colour, 255)
    img.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
    return img


def draw(surface: pygame.Surface, name: str, rect, colour=(255, 255, 255), shadow=None) -> pygame.Rect:
    """Draw icon `name` centred in `rect`, as large as its shorter side; `shadow` (a colour) draws it once
    more below and right of itself first, so it reads on a busy picture. Returns where it was drawn."""
    rect = pygame.Rect(rect)
    side = max(1, min(rect.w, rect.h))
    img = icon(name, side, tuple(colour))
    at = img.get_rect(center=rect.center)
    if shadow is not None:
        off = max(1, side // 24)
        surface.blit(icon(name, side, tuple(shadow)), at.move(off, off))
    surface.blit(img, at)
    return at


def clear_cache() -> None:
    _white.cache_clear()
    icon.cache_clear()
