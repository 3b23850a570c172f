"""Drawing the canvas: the board as the game draws it, then the editor's grid, selection, problems and gesture."""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import layout_view as lv_mod
from game.ui.widgets.layout_view import LayoutView

from .geometry import norm_rect, rect_centre
from .marks import HANDLE, PROBLEM, SELECT


class CanvasDrawing:
    """The canvas, drawn with the game's own LayoutView so the editor shows what the game will."""

    def _draw_canvas(self, surface, canvas) -> None:
        surface.set_clip(canvas)
        pygame.draw.rect(surface, (18, 15, 17), canvas)
        if self.doc is None:
            theme.blit_text(surface, "Open a map or start from a template", "sans", self.s(20), canvas.center,
                            theme.ASH, anchor="center", shadow=False)
            surface.set_clip(None)
            return
        scale, offset = self.view_transform()
        size = self.doc.size
        board = self.rect_to_screen((0, 0, size[0], size[1]))
        bg = self.layout.background if self.layout is not None else {}
        felt = lv_mod.style.colour(bg.get("felt"), lv_mod.style.FELT)
        wood = lv_mod.style.colour(bg.get("wood"), lv_mod.style.WOOD)
        pygame.draw.rect(surface, wood, board.inflate(self.s(10), self.s(10)), border_radius=self.s(6))
        pygame.draw.rect(surface, felt, board)
        if self.snap_on and self.grid * scale >= 6:
            self._draw_grid(surface, board, scale)
        if self.layout is not None:
            view = LayoutView(self.layout, canvas)
            view.scale, view.offset = scale, offset
            for area in self.layout.areas.values():
                try:
                    view._draw_area(surface, area, True, True, None)
                except Exception:
                    pygame.draw.rect(surface, theme.ASH, view.rect_to_screen(area.rect), 1)
            if self.layout.locations:
                view._draw_edges(surface)
                for loc in self.layout.locations.values():
                    view._draw_location(surface, loc, True, None)
        self._draw_slots(surface)
        self._draw_marks(surface)
        self._draw_gesture(surface)
        surface.set_clip(None)

    def _draw_grid(self, surface, board, scale) -> None:
        step = self.grid * scale
        while step < 14:
            step *= 5
        col = (255, 255, 255, 18)
        layer = pygame.Surface(board.size, pygame.SRCALPHA)
        x = 0.0
        while x <= board.w:
            pygame.draw.line(layer, col, (round(x), 0), (round(x), board.h))
            x += step
        y = 0.0
        while y <= board.h:
            pygame.draw.line(layer, col, (0, round(y)), (board.w, round(y)))
            y += step
        surface.blit(layer, board)

    def _draw_slots(self, surface) -> None:
        for i in range(self.doc.count("slots")):
            r = self.doc.rect_of(("slots", i))
            if r:
                c = self.to_screen(rect_centre(r))
                pygame.draw.circle(surface, theme.GOLD, c, max(4, self.s(6)), 2)

    def _draw_marks(self, surface) -> None:
        """Problems in red, the selection in gold with resize handles on a single item."""
        bad = {p.ref for p in self.problems if p.ref}
        for ref in bad:
            if ref[0] in ("locations", "areas", "slots") and self.doc.exists(ref):
                r = self.doc.rect_of(ref)
                if r:
                    pygame.draw.rect(surface, PROBLEM, self.rect_to_screen(r).inflate(6, 6), 2, border_radius=4)
            elif ref[0] == "edges" and self.doc.exists(ref):
                self._draw_edge_line(surface, ref, PROBLEM, 3)
        for ref in self.selection:
            if not self.doc.exists(ref):
                continue
            if ref[0] == "edges":
                self._draw_edge_line(surface, ref, SELECT, 5)
                continue
            r = self.doc.rect_of(ref)
            if not r:
                continue
            sr = self.rect_to_screen(r)
            pygame.draw.rect(surface, SELECT, sr.inflate(4, 4), 2)
            poly = self.doc.polygon_of(ref) if ref[0] == "locations" and len(self.selection) == 1 else None
            for p in poly or []:
                pygame.draw.circle(surface, (20, 16, 14), self.to_screen(p), HANDLE)
                pygame.draw.circle(surface, SELECT, self.to_screen(p), HANDLE, 2)
            if len(self.selection) == 1:
                for p in (sr.topleft, sr.topright, sr.bottomleft, sr.bottomright):
                    h = pygame.Rect(0, 0, HANDLE * 2, HANDLE * 2)
                    h.center = p
                    pygame.draw.rect(surface, (20, 16, 14), h)
                    pygame.draw.rect(surface, SELECT, h, 2)

    def _draw_edge_line(self, surface, ref, colour, width) -> None:
        e = self.doc.get(*ref)
        a, b = self.centre_of(e.get("a")), self.centre_of(e.get("b"))
        if a and b:
            pygame.draw.line(surface, colour, self.to_screen(a), self.to_screen(b), width)
        elif a or b:
            p = self.to_screen(a or b)
            pygame.draw.circle(surface, colour, p, 10, width)

    def _draw_gesture(self, surface) -> None:
        d = self.drag
        if d is None:
            return
        if d["mode"] == "create":
            r = self.rect_to_screen(norm_rect(d["a"], d["b"]))
            pygame.draw.rect(surface, SELECT, r, 2, border_radius=4)
        elif d["mode"] == "box":
            r = pygame.Rect(min(d["start"][0], d["to"][0]), min(d["start"][1], d["to"][1]),
                            abs(d["to"][0] - d["start"][0]), abs(d["to"][1] - d["start"][1]))
            layer = pygame.Surface(r.size, pygame.SRCALPHA) if r.w and r.h else None
            if layer:
                layer.fill((240, 200, 90, 30))
                surface.blit(layer, r)
            pygame.draw.rect(surface, SELECT, r, 1)
        elif d["mode"] == "edge":
            r = self.doc.rect_of(d["from"]) if self.doc.exists(d["from"]) else None
            if r:
                a = self.to_screen(rect_centre(r))
                pygame.draw.line(surface, SELECT, a, d["to"], 3)
                pygame.draw.circle(surface, SELECT, d["to"], 6)
