"""The replay viewer's charts panel: the game's charts beside the board, their cursor at the
viewer's step. The viewer keeps one ChartOverlay and calls it from a few lines (its Charts button and C key,
its draw, its clicks); the charts follow the seat the viewer shows, so a game in progress is charted only
as that seat saw it (game.core.chart_series reads nothing else).
"""
from __future__ import annotations

from typing import Optional

import pygame

from .. import theme
from ..widgets.charts import ChartPanel
from ..surfaces import new_surface

SHARE = 0.48  # of the board's width: the board stays in view beside the charts


class ChartOverlay:
    def __init__(self, timeline):
        self.timeline = timeline
        self.shown = False
        self.panel: Optional[ChartPanel] = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def toggle(self) -> bool:
        """Open; when the charts take turns under tabs (a small window, a large UI scale), each press shows the
        next one and the press after the last closes: the keyboard reaches every chart with C alone."""
        panel = self.panel
        if self.shown and panel is not None and panel.tab_rects and panel.tab < len(panel.charts) - 1:
            panel.step_tab(1)
            return True
        self.shown = not self.shown
        if self.shown and panel is not None:
            panel.tab = 0
        return self.shown

    def area(self, board: pygame.Rect, scale: float) -> pygame.Rect:
        """The right-hand part of the board's area, inset a little."""
        w = max(int(board.w * SHARE), min(board.w, int(360 * scale)))
        pad = int(round(8 * scale))
        return pygame.Rect(board.right - w, board.y, w, board.h).inflate(-2 * pad, -2 * pad)

    def draw(self, surface, board: pygame.Rect, seat, step: int, scale: float) -> None:
        if not self.shown:
            return
        if self.panel is None or self.panel.scale != scale:
            self.panel = ChartPanel(self.timeline, seat, scale)
        self.panel.set_seat(seat)
        self.rect = self.area(board, scale)
        backing = self.rect.inflate(int(8 * scale), int(8 * scale))
        shade = new_surface(backing.size, pygame.SRCALPHA)
        shade.fill((*theme.BG, 235))
        surface.blit(shade, backing.topleft)
        pygame.draw.rect(surface, theme.PANEL_EDGE, backing, 1)
        self.panel.draw(surface, self.rect, step)

    def click(self, pos) -> bool:
        """A click on the panel is the panel's (a tab picks its chart); True when it was over it."""
        if not self.shown or pos is None or not self.rect.collidepoint(pos):
            return False
        if self.panel is not None:
            self.panel.click(pos)
        return True
