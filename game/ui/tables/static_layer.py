"""The static layer a table blits under its moving parts, rebuilt only where something changed.

It is a base picture that stays the same all game (the cloth and the board, drawn once per window size)
and parts drawn over it (the panels round the board, the side log), each with the rect it paints inside
and a key saying what it shows. After a move only the parts whose key or rect changed are drawn again:
the rects they covered before and cover now are restored from the base, and every part overlapping those
rects is drawn again, clipped to them, in the parts' order. The picture is the one a whole rebuild gives
(tests/ui/tables/test_static_layer.py compares them pixel for pixel), at the cost of what changed: a move used
to copy the whole window and draw every panel again, the frame's spike on a loaded machine.

A part's key must be a snapshot (numbers, strings, tuples, a repr of the view's part it draws), never a
live object that changes in place (it would compare equal to itself after the change); `Same(obj)`
is a key element equal only to that very object (a list that only grows, with its length beside it).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from .. import palette
from ..surfaces import new_surface


@dataclass(eq=False)
class Part:
    name: str
    rect: Optional[pygame.Rect]  # everything draw() paints stays inside it; None: it paints nothing now
    key: object  # equal keys: the same picture
    draw: Callable[[pygame.Surface], None]


class Same:
    """A key element equal only to the object it holds (and it keeps that object alive, so its id is not
    reused by another)."""

    __slots__ = ("obj",)

    def __init__(self, obj):
        self.obj = obj

    def __eq__(self, other) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def merge_rects(rects: list) -> list:
    """Overlapping rects joined into their unions (so a part under two of them is drawn once)."""
    out: list = []
    for r in rects:
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, o in enumerate(out):
                if o.colliderect(r):
                    r = r.union(out.pop(i))
                    joined = True
                    break
        out.append(r)
    return out


_BACKDROPS: dict = {}  # (id(base), rect, key) -> (base, the base under rect with its panel painted on)


def backdrop(surface: pygame.Surface, base: pygame.Surface, rect, key, paint: Callable) -> None:
    """Put over `rect` the base picture under it with `paint(picture, its rect)` done on it (a part's translucent
    panel), made once per (base, rect, key): a part drawn again after every move (the log, a player's board)
    copies its panel instead of blending it over the base again. Only for a part nothing else lies under: the
    copy covers its rect. The picture equals painting on the base itself, so a whole rebuild draws the same."""
    rect = pygame.Rect(rect)
    k = (id(base), tuple(rect), key)
    got = _BACKDROPS.get(k)
    if got is None or got[0] is not base:
        if len(_BACKDROPS) > 64:
            _BACKDROPS.clear()
        pic = new_surface(rect.size)
        pic.blit(base, (0, 0), rect)
        paint(pic, pic.get_rect())
        got = _BACKDROPS[k] = (base, pic)
    surface.blit(got[1], rect)


class StaticLayer:
    """One table's static layer: `update(base, scope, parts)` returns the surface to blit."""

    def __init__(self):
        self.surface: Optional[pygame.Surface] = None
        self._base = None
        self._scope = None
        self._drawn: dict = {}  # part name -> (rect, key) as last drawn
        self.redrawn: list = []  # the names of the parts the last update drew (tests, the bench)
        self.full_builds = 0
        self.draws = 0  # updates that drew anything (a whole build or some part): tests and the bench count them

    def reset(self) -> None:
        """The next update draws everything again."""
        self.surface = None

    def update(self, base: pygame.Surface, scope, parts: list) -> pygame.Surface:
        """The layer for `parts` over `base`. A new base (another size, map) or a new `scope` (whatever the
        parts' keys leave out: the table's geometry) draws everything; otherwise only what changed. A palette
        change draws everything too (seat colours are in every part)."""
        scope = (scope, palette.version())
        if self.surface is None or base is not self._base or scope != self._scope or \
                self.surface.get_size() != base.get_size():
            self.surface = base.copy()
            self._base, self._scope = base, scope
            for p in parts:
                p.draw(self.surface)
            self.redrawn = [p.name for p in parts]
            self.full_builds += 1
        else:
            self._redraw_changed(parts)
        self.draws += bool(self.redrawn)
        self._drawn = {p.name: (pygame.Rect(p.rect) if p.rect is not None else None, p.key) for p in parts}
        return self.surface

    def _redraw_changed(self, parts: list) -> None:
        dirty = []
        for p in parts:
            old = self._drawn.get(p.name)
            if old is not None and old[0] == p.rect and old[1] == p.key:
                continue
            dirty += [r for r in ((old[0] if old else None), p.rect) if r is not None]
        names = {p.name for p in parts}
        dirty += [r for name, (r, _) in self._drawn.items() if name not in names and r is not None]
        area = self.surface.get_rect()
        self.redrawn = []
        for d in merge_rects([r.clip(area) for r in dirty if r.colliderect(area)]):
            self.surface.blit(self._base, d, d)
            self.surface.set_clip(d)
            for p in parts:
                if p.rect is not None and p.rect.colliderect(d):
                    p.draw(self.surface)
                    self.redrawn.append(p.name)
            self.surface.set_clip(None)


class BoardCache:
    """A table's board pictures (the cloth and the map: the same all game, the static layer's base), each drawn
    once per key (window size, map, seat count). A few are kept, so resizing back and forth draws none again."""

    def __init__(self, keep: int = 4):
        self.pictures: dict = {}
        self.keep = keep
        self.drawn = 0  # pictures drawn so far (tests and the bench count the board's rebuilds)

    def get(self, key, size: tuple, draw: Callable) -> pygame.Surface:
        """The picture for `key`: the table's cloth at `size`, then draw(surface). Drawn again in another palette
        (a board's zones and seats are in its colours)."""
        key = (key, palette.version())
        surf = self.pictures.get(key)
        if surf is None:
            if len(self.pictures) >= self.keep:
                self.pictures.clear()
            surf = new_surface(size)
            surf.fill((10, 12, 16))
            draw(surf)
            self.pictures[key] = surf
            self.drawn += 1
        return surf
