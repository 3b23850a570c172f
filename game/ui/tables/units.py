"""A board table's units: every size given in units of a 1280x720 window (`u`), text in pixels at 1280x720 (`px`,
never under the fonts' 12 px floor), rects of that virtual window letterboxed into the real one (`rect`), so a
table reads the same at 4K. A game's Geometry subclasses `Units`."""
from __future__ import annotations

import pygame

from .. import fonts


class Units:
    def __init__(self, size: tuple):
        self.size = tuple(size)
        w, h = self.size
        self.k = min(w / 1280, h / 720)
        self.f = self.k
        self.origin = ((w - 1280 * self.k) / 2, (h - 720 * self.k) / 2)

    def u(self, units: float) -> int:
        return int(round(units * self.k))

    def px(self, px720: float) -> int:
        return max(fonts.MIN_PX, int(round(px720 * self.f)))

    def rect(self, x, y, w, h) -> pygame.Rect:
        ox, oy = self.origin
        return pygame.Rect(round(ox + x * self.k), round(oy + y * self.k), round(w * self.k), round(h * self.k))

    def circle_rect(self, centre, r: float) -> pygame.Rect:
        return pygame.Rect(round(centre[0] - r), round(centre[1] - r), round(2 * r), round(2 * r))
