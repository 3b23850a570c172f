"""Places on the board that stand for choices (a camp, a location, a character, a card, a pile, a die, a
sleeve), how they are hit by the pointer and how they glow while the seat in front of the screen decides.

A game's table lists its anchors each frame (its TableSpec `board_anchors()`: anchor id -> Anchor); which
of them glow and what a click does is decided by choice_model.BoardPicker from the legal actions.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable

import pygame

from .. import theme
from ..surfaces import new_surface

GLOW = (96, 196, 110)
RISKY_GLOW = (230, 90, 60)


@dataclass(frozen=True)
class Anchor:
    id: Hashable
    rect: pygame.Rect
    title: str = ""  # names the place in its menu ("The Barn", "Outbreak")
    round: bool = False  # a token: hit and drawn as the circle inside rect

    def hit(self, pos) -> bool:
        if pos is None or not self.rect.collidepoint(pos):
            return False
        if not self.round:
            return True
        r = min(self.rect.w, self.rect.h) / 2
        return math.dist(pos, self.rect.center) <= r

    @property
    def area(self) -> int:
        return self.rect.w * self.rect.h


def anchor_at(anchors: dict, pos, allowed) -> Hashable:
    """The id of the smallest allowed anchor under `pos` (a token before the location it stands on)."""
    best = None
    for aid in allowed:
        a = anchors.get(aid)
        if a is not None and a.hit(pos) and (best is None or a.area < best.area):
            best = a
    return best.id if best is not None else None


def draw_glow(surface, anchors: dict, lit: set, picked: tuple, hover, risky: set, t: float, width: int) -> None:
    """Lit anchors pulse in green (red-orange when every choice there asks first), picked ones stay gold,
    the one under the pointer is drawn in bone."""
    pulse = 0.55 + 0.45 * math.sin(t * 4.0)
    for aid in list(lit) + [p for p in picked if p not in lit]:
        a = anchors.get(aid)
        if a is None:
            continue
        if aid in picked:
            col, alpha = theme.GOLD, 255
        elif aid == hover:
            col, alpha = theme.BONE, 255
        else:
            col, alpha = (RISKY_GLOW if aid in risky else GLOW), int(110 + 145 * pulse)
        grow = width * 2
        r = a.rect.inflate(grow * 2, grow * 2)
        if r.w <= 0 or r.h <= 0:
            # a panel squeezed past nothing (a 320x240 window at a large UI scale) leaves its anchors no size:
            # nothing to light (and a Surface of that size raises); a click cannot reach it either
            continue
        layer = new_surface(r.size, pygame.SRCALPHA)
        if a.round:
            pygame.draw.circle(layer, (*col, alpha), (r.w // 2, r.h // 2), min(r.w, r.h) // 2, width)
        else:
            pygame.draw.rect(layer, (*col, alpha), layer.get_rect(), width, border_radius=max(4, width * 3))
        surface.blit(layer, r)
