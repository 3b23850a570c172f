"""Surfaces whose size comes from layout arithmetic: never negative, never fractional.

A panel squeezed past nothing (a 320x240 window at a 200% UI scale, a fullscreen window on a small display)
gives a width or height of zero or less, and pygame.Surface raises on a negative one ("Invalid resolution
for Surface"), as smoothscale does. Every size the drawing code computes goes through `size_of`, so such a
panel draws as a pixel instead of ending the frame.

    from game.ui.surfaces import new_surface, size_of
    layer = new_surface(rect.size, pygame.SRCALPHA)
"""
from __future__ import annotations

import pygame


def size_of(size) -> tuple:
    """(w, h) as whole pixels, each at least 1."""
    w, h = size
    return max(1, int(w)), max(1, int(h))


def new_surface(size, flags: int = 0) -> pygame.Surface:
    """A pygame.Surface of `size` (clamped by size_of) with `flags` (pygame.SRCALPHA for a layer)."""
    return pygame.Surface(size_of(size), flags)


def rect_of(rect) -> pygame.Rect:
    """`rect` with its width and height clamped to at least 1 (its top-left kept): a panel that still has a place."""
    r = pygame.Rect(rect)
    r.size = size_of(r.size)
    return r


_WASHES: dict = {}


def wash(surface: pygame.Surface, rect, rgba) -> None:
    """Blend one flat colour (r, g, b, alpha) over `rect` of `surface`: a veil, a band, a glow. The colour is
    kept as an opaque surface per size and colour and blended by its surface alpha, so a frame that draws one
    neither makes a screen-sized layer nor pays for a per-pixel blend."""
    r = rect_of(rect)
    *rgb, alpha = rgba
    if alpha <= 0:
        return
    key = (r.size, tuple(rgb))
    layer = _WASHES.get(key)
    if layer is None:
        if len(_WASHES) > 32:  # a few sizes and colours per table; a resize makes new ones
            _WASHES.clear()
        layer = _WASHES[key] = pygame.Surface(r.size)
        layer.fill(tuple(rgb))
    layer.set_alpha(min(255, int(alpha)))
    surface.blit(layer, r)
