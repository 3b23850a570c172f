"""Drawing the canvas: the board as the game draws it, then the editor's grid, selection, problems and gesture."""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import layout_view as lv_mod
from game.ui.widgets.layout_view import LayoutView, on_screen

from .geometry import norm_rect, rect_centre
from .marks import HANDLE, PROBLEM, SELECT, WARNING

# designed: past this many areas and locations in view the canvas draws plain outlines (no fill, names or
# badges), so a map of 10,000 locations still redraws at a usable rate; zooming in brings the full look back.
FULL_DRAW_CAP = 600


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
        pygame.draw.rect(surface, wood, on_screen(surface, board.inflate(self.s(10), self.s(10))), border_radius=self.s(6))
        pygame.draw.rect(surface, felt, on_screen(surface, board))
        if self.snap_on and self.grid * scale >= 6:
            self._draw_grid(surface, board, scale)
        if self.layout is not None:
            self._draw_layout(surface, canvas, scale, offset)
        self._draw_slots(surface, canvas)
        self._draw_marks(surface, canvas)
        self._draw_gesture(surface)
        if self.draw_note:
            theme.blit_text(surface, self.draw_note, "sans", self.s(13), (canvas.x + self.s(8), canvas.y + self.s(6)),
                            theme.GOLD, shadow=True)
        surface.set_clip(None)

    def _draw_layout(self, surface, canvas, scale, offset) -> None:
        """The parsed layout as the game draws it, only what lies in view; outlines only past FULL_DRAW_CAP."""
        view = LayoutView(self.layout, canvas)
        view.scale, view.offset = scale, offset
        areas = [a for a in self.layout.areas.values() if view.rect_to_screen(a.rect).colliderect(canvas)]
        locs = [loc for loc in self.layout.locations.values()
                if view.rect_to_screen(loc.bounds()).colliderect(canvas)]
        self.draw_note = ""
        if len(areas) + len(locs) > FULL_DRAW_CAP:
            self.draw_note = (f"{len(areas) + len(locs):,} items in view: drawn as outlines (zoom in to see "
                              f"them as in the game)")
            for item in areas + locs:
                r = view.rect_to_screen(item.rect if item.rect is not None else item.bounds())
                pygame.draw.rect(surface, theme.BONE_DIM, on_screen(surface, r), 1)
            return
        for area in areas:
            try:
                view._draw_area(surface, area, True, True, None)
            except Exception:
                pygame.draw.rect(surface, theme.ASH, view.rect_to_screen(area.rect), 1)
        if self.layout.locations:
            view._draw_edges(surface)
            for loc in locs:
                view._draw_location(surface, loc, True, None)

    def _draw_grid(self, surface, board, scale) -> None:
        """Grid lines over the part of the board in view (a zoomed-in board can be far bigger than the window)."""
        step = self.grid * scale
        while step < 14:
            step *= 5
        col = (255, 255, 255, 18)
        seen = board.clip(self.rects()["canvas"])
        if not seen.w or not seen.h:
            return
        layer = pygame.Surface(seen.size, pygame.SRCALPHA)
        x = (seen.x - board.x) // step * step + board.x - seen.x  # first line at or left of the view
        while x <= seen.w:
            pygame.draw.line(layer, col, (round(x), 0), (round(x), seen.h))
            x += step
        y = (seen.y - board.y) // step * step + board.y - seen.y
        while y <= seen.h:
            pygame.draw.line(layer, col, (0, round(y)), (seen.w, round(y)))
            y += step
        surface.blit(layer, seen)

    def _draw_slots(self, surface, canvas) -> None:
        for ref in self.doc.refs("slots"):
            r = self.doc.rect_of(ref)
            if r:
                c = self.to_screen(rect_centre(r))
                if canvas.collidepoint(c):
                    pygame.draw.circle(surface, theme.GOLD, c, max(4, self.s(6)), 2)

    def _draw_marks(self, surface, canvas) -> None:
        """Problems in red (warnings in amber), the selection in gold with resize handles on a single item."""
        bad: dict = {}
        for p in self.problems:
            if p.ref:
                bad[p.ref] = bad.get(p.ref, False) or p.is_error
        for ref, is_error in bad.items():
            colour = PROBLEM if is_error else WARNING
            if ref[0] in ("locations", "areas", "slots") and self.doc.exists(ref):
                r = self.doc.rect_of(ref)
                sr = self.rect_to_screen(r) if r else None
                if sr and sr.colliderect(canvas):
                    pygame.draw.rect(surface, colour, on_screen(surface, sr.inflate(6, 6)), 2, border_radius=4)
            elif ref[0] == "edges" and self.doc.exists(ref):
                self._draw_edge_line(surface, ref, colour, 3)
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
            pygame.draw.rect(surface, SELECT, on_screen(surface, sr.inflate(4, 4)), 2)
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
        seen = surface.get_clip().inflate(40, 40).clipline(self.to_screen(a), self.to_screen(b)) if a and b else None
        if seen:
            pygame.draw.line(surface, colour, seen[0], seen[1], width)
        elif (a or b) and not (a and b):
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
