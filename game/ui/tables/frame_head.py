"""The start of a board table's frame, the same on Terrorscape, Who Goes There? and The Thing (a mixin of their
drawing mixins): the geometry for the window's size, the data drawn kept for tests, and the static layer (the
board and the panels round it: static_layer.py) brought up to date and put down under the frame's moving parts;
and its end, the layers over everything (the bar, the caption, the log overlay, the hover zoom, toast, popups).

A table gives `geometry_type` (its Geometry class: Geometry(size, view)), `board_base(g)` (the board's picture
for that geometry, cached by the game) and `static_parts(g, data)` (the parts of the static layer)."""
from __future__ import annotations

import pygame

from .. import palette
from .common import draw_button


class FrameHead:
    geometry_type = None  # the game's Geometry class

    def board_base(self, g) -> pygame.Surface:
        raise NotImplementedError

    def frame_start(self, surface, data: dict):
        """The geometry of this frame, after the static layer is on `surface`."""
        g = self.geo
        if g is None or not g.fits(surface.get_size(), self.ui_scale()):
            if self.app is not None:
                self.relayout()  # the window's size or UI scale changed: the layout now, not a frame late
            g = self.geo if not self.geo_stale(surface.get_size()) else \
                self.geometry_type(surface.get_size(), data["view"], self.ui_scale())
        self.drawn.append(data)  # for tests: the data dicts render() was given (the last few)
        del self.drawn[:-3]
        key = (self.view_version, palette.version(), surface.get_size(), self.log_scroll, len(data["log"]),
               bool(data["choices"]))  # a new palette: seat colours change in the static parts
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self.static_layer.update(self.board_base(g), g, self.static_parts(g, data))
        surface.blit(self._static, (0, 0))
        return g

    def frame_end(self, surface, g, data: dict, caption: pygame.Rect, overlay: pygame.Rect, log: list) -> None:
        """The frame's top layers: the bar's buttons, a computer move's caption in `caption`, the whole log (L) over
        `overlay`, the hover zoom, a toast and the popups."""
        bar_px = self.panel_px(g.px(12))  # the bar's words at the UI scale, as far as its buttons hold them
        for b in self.bar_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), bar_px, g.u(6))
        self.draw_move_caption(surface, data, caption, g.k, g.px(13))
        self.draw_log_overlay(surface, overlay, log, g.px(13))
        self.list_hover(g, data["view"])
        if data["toast"]:
            self.draw_toast(surface, g, data["toast"])
        self.draw_hover_help(surface, g.f)
        self.draw_choice_popups(surface, g.px(13))

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        """The whole static layer drawn afresh (what the layer's partial updates must equal)."""
        surf = self.board_base(g).copy()  # the board itself is the same all game: drawn once per size
        for part in self.static_parts(g, data):
            part.draw(surf)
        return surf
