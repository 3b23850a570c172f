"""The toolbar along the top and the status bar along the bottom."""
from __future__ import annotations

import pygame

from game.core.user_text import visible
from game.ui import fonts, theme
from game.ui.scenes import common

TOOLS = (("select", "Select", "V"), ("location", "Location", "L"), ("area", "Area", "A"), ("edge", "Edge", "E"),
         ("slot", "Slot", "T"))


class ToolbarAndStatus:
    """Toolbar buttons (kept in step with the tool, snap and undo state) and the status line."""

    def build_ui(self) -> None:
        self.widgets = {}
        self._prop_widgets = {}
        self._props_key = None
        r = self.rects()
        h = r["toolbar"].h - self.s(10)
        x = self.s(8)
        y = self.s(5)

        def btn(key, text, width, tip=None):
            nonlocal x
            common.button(self, key, (x, y, self.s(width), h), text, cls="@subtle", tooltip=tip)
            x += self.s(width) + self.s(4)

        btn("open", "Open", 62, "Open a map or start from a template")
        btn("save", "Save", 58, "Save (Ctrl+S): atomic write, the old file kept as .bak")
        btn("undo", "Undo", 58, "Ctrl+Z")
        btn("redo", "Redo", 58, "Ctrl+Y")
        x += self.s(10)
        for key, text, k in TOOLS:
            btn("tool_" + key, text, 78 if key == "location" else 56, f"{text} tool ({k})")
        x += self.s(10)
        btn("snap", "Grid", 54, "Grid snapping (G)")
        btn("fit", "Fit", 44, "Zoom to fit (F)")
        x += self.s(10)
        btn("play", "Play on this map", 138, "Start a game of this map's game on the edited map")
        w = self.size[0]
        x = w - self.s(80)
        btn("back", "Back", 72, "Leave the editor (Esc)")
        self._update_toolbar()

    def _update_toolbar(self) -> None:
        for key, _, _ in TOOLS:
            b = self.widgets.get("tool_" + key)
            if b is not None:
                b.select() if key == self.tool else b.unselect()
        b = self.widgets.get("snap")
        if b is not None:
            b.select() if self.snap_on else b.unselect()
        for key, ok in (("undo", self.doc is not None and self.doc.can_undo),
                        ("redo", self.doc is not None and self.doc.can_redo),
                        ("save", self.doc is not None), ("play", self.doc is not None and bool(self.doc.game))):
            b = self.widgets.get(key)
            if b is not None and b.is_enabled != ok:
                b.enable() if ok else b.disable()

    def _draw_status(self, surface, rect) -> None:
        pygame.draw.rect(surface, theme.BLACK, rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
        name = self.doc_name() + (" *" if self.doc is not None and self.doc.dirty else "")
        tool = dict((k, t) for k, t, _ in TOOLS)[self.tool]
        right = f"{tool} tool   grid {'on' if self.snap_on else 'off'}   zoom {self.zoom * 100:.0f}%"
        if self.doc is not None:
            lx, ly = self.to_layout(self.mouse)
            right = f"{lx:.0f}, {ly:.0f}   " + right
        theme.blit_text(surface, name, "sans", self.s(13), (self.s(10), rect.centery), theme.BONE, anchor="midleft",
                        shadow=False)
        rr = theme.blit_text(surface, right, "sans", self.s(13), (rect.right - self.s(10), rect.centery),
                             theme.BONE_DIM, anchor="midright", shadow=False)
        if self.status and self.time - self.status_time < 8:
            nx = self.s(10) + fonts.get("sans", self.s(13)).size(name)[0] + self.s(30)
            text, px = theme.fit_text(visible(self.status), "sans", self.s(13), max(10, rr.x - nx - self.s(20)))
            theme.blit_text(surface, text, "sans", px, (nx, rect.centery), theme.GOLD, anchor="midleft",
                            shadow=False)
