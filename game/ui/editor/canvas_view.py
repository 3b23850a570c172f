"""The canvas's place on screen, and the zoom and pan that map layout units to window pixels."""
from __future__ import annotations

import pygame

from game.core import layouts

from game.editor.model import snap


class CanvasView:
    """Screen rects of the editor's regions and the layout <-> screen transform (cached per view)."""

    def rects(self) -> dict:
        w, h = self.size
        top = self.s(46)
        status = self.s(26)
        side = self.s(340)
        return {
            "toolbar": pygame.Rect(0, 0, w, top),
            "canvas": pygame.Rect(0, top, w - side, h - top - status),
            "side": pygame.Rect(w - side, top, side, h - top - status),
            "status": pygame.Rect(0, h - status, w, status),
        }

    def view_transform(self) -> tuple:
        size = self.doc.size if self.doc else (1000, 600)
        key = (size, self.zoom, tuple(self.pan), self.size)
        cached = getattr(self, "_view_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        result = self._view_transform(size)
        self._view_cache = (key, result)
        return result

    def _view_transform(self, size) -> tuple:
        canvas = self.rects()["canvas"].inflate(-self.s(24), -self.s(24))
        base, (ox, oy) = layouts.fit(size, canvas.size)
        scale = base * self.zoom
        cx = canvas.x + ox + size[0] * base / 2
        cy = canvas.y + oy + size[1] * base / 2
        offset = (cx - size[0] * scale / 2 + self.pan[0], cy - size[1] * scale / 2 + self.pan[1])
        return scale, offset

    def to_layout(self, pos) -> tuple:
        scale, (ox, oy) = self.view_transform()
        return ((pos[0] - ox) / scale, (pos[1] - oy) / scale)

    def to_screen(self, pt) -> tuple:
        scale, (ox, oy) = self.view_transform()
        return (ox + pt[0] * scale, oy + pt[1] * scale)

    def rect_to_screen(self, r) -> pygame.Rect:
        x0, y0 = self.to_screen((r[0], r[1]))
        x1, y1 = self.to_screen((r[0] + r[2], r[1] + r[3]))
        return pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))

    def snapv(self, v: float) -> float:
        return snap(v, self.grid) if self.snap_on else round(v)

    def snap_point(self, pt) -> tuple:
        return (self.snapv(pt[0]), self.snapv(pt[1]))

    def zoom_at(self, pos, factor: float) -> None:
        before = self.to_layout(pos)
        self.zoom = max(0.25, min(6.0, self.zoom * factor))
        after = self.to_screen(before)
        self.pan[0] += pos[0] - after[0]
        self.pan[1] += pos[1] - after[1]
