"""The static layer a table blits at the start of its frame (a part the Table owns): the board and the panels
round it (static_layer.py), brought up to date only when what they show changed (`key`: the view's version,
the palette, the window's size, the log's scroll and length...).

The Table's frame_start / frame_end use it for the tables drawn on the shared layer (Terrorscape, Who Goes
There?, The Thing); Zombie and Crimson Creek build their picture themselves and keep it here too (`renew`)."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from .static_layer import StaticLayer


class StaticFrame:
    def __init__(self):
        self.layer = StaticLayer()  # the panels and the log over the board, redrawn where they changed
        self.surface: Optional[pygame.Surface] = None
        self.key = None
        self.shown: Optional[pygame.Surface] = None  # the layer with what is drawn over it (`over`)
        self.over_key = None

    def invalidate(self) -> None:
        """The next frame draws the layer again (a new view, a scroll of the side log, a new size)."""
        self.key = None

    def renew(self, key, size: tuple) -> bool:
        """True when the layer must be made again for `key` and `size` (the key is then taken as drawn)."""
        if self.surface is None or self.key != key or self.surface.get_size() != tuple(size):
            self.key = key
            return True
        return False

    def put(self, surface, key, base: Callable, scope, parts: Callable, over=None) -> None:
        """Blit the layer for `key` on `surface`: when stale, the static layer is brought up to date over
        `base()` with `parts()` (only what changed is drawn again). `over` (its key, draw(surface)) is drawn on
        a copy of the layer kept until its key or the layer changes: a slow effect, such as drifting fog, that
        moves a pixel every few frames costs one blit on the frames between."""
        renewed = self.renew(key, surface.get_size())
        if renewed:
            self.surface = self.layer.update(base(), scope, parts())
        if over is None:
            surface.blit(self.surface, (0, 0))
            return
        over_key, draw = over
        if renewed or self.shown is None or self.over_key != over_key or self.shown.get_size() != self.surface.get_size():
            if self.shown is None or self.shown.get_size() != self.surface.get_size():
                self.shown = self.surface.copy()
            else:
                self.shown.blit(self.surface, (0, 0))
            draw(self.shown)
            self.over_key = over_key
        surface.blit(self.shown, (0, 0))
