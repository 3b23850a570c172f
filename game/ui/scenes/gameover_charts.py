"""The game-over screen's "Charts" tab: the game's charts in place of its story.

Kept apart from gameover.py, which only calls in here (a button, a key, a draw), so the other work on
that screen merges cleanly. The charts come from a Timeline of the finished game's record, built in
memory the first time the tab opens (a replay of the whole game: no cost for a player who never looks)
and kept. A finished game shows everything revealed; should the record not replay, the tab says why.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.core.errors import DataFileError
from game.core.replay_timeline import ALL, Timeline, viewers

from ..widgets.charts import ChartPanel
from ..surfaces import rect_of
from . import common

KEY = pygame.K_c  # the key that switches between the story and the charts


class GameOverCharts:
    def __init__(self, record: Optional[dict]):
        self.record = record
        self.shown = False
        self.panel: Optional[ChartPanel] = None
        self.error = ""
        self.area = pygame.Rect(0, 0, 0, 0)
        self._timeline: Optional[Timeline] = None

    def timeline(self) -> Timeline:
        """The finished game's Timeline, replayed once for the charts and Watch again alike (DataFileError, KeyError
        or ValueError when the record does not replay)."""
        if self._timeline is None:
            self._timeline = Timeline(self.record)
        return self._timeline

    @property
    def available(self) -> bool:
        return self.record is not None

    def _open(self, scale: float) -> None:
        if self.panel is not None or self.error:
            return
        try:
            tl = self.timeline()
        except (DataFileError, KeyError, ValueError) as exc:  # a record that does not replay: say so, keep going
            self.error = f"The charts cannot be drawn: {exc}"
            return
        who = viewers(tl)
        self.panel = ChartPanel(tl, ALL if who.full_reveal else who.seats[0], scale)

    def build(self, scene, panel: pygame.Rect, text_key: str) -> None:
        """The Charts button at the panel's top right; the story box hidden while the charts show."""
        # as tall and wide as its words at the UI scale (settings.ui_scale); the charts start under it
        bw, bh = max(scene.s(160), common.text_w(scene, "The story")), scene.ctrl(34)
        common.button(scene, "charts", (panel.right - scene.s(16) - bw, panel.y + scene.s(10), bw, bh),
                      self.label(), enabled=self.available,
                      tooltip="Switch between the story and the game's charts (C); Left/Right: the next chart")
        top = max(scene.s(56), scene.s(22) + bh)
        # at least a pixel each way: a window too small for the panel (320x240 at a large UI scale) leaves it none
        self.area = rect_of((panel.x + scene.s(16), panel.y + top, panel.w - scene.s(32), panel.h - top - scene.s(12)))
        box = scene.widgets.get(text_key)
        if box is not None and self.shown:
            box.hide()
        if self.panel is not None:  # a new window size or UI scale: the charts are drawn again at it
            self.panel.scale = scene.text_scale

    def label(self) -> str:
        return "The story" if self.shown else "Charts"

    def toggle(self, scene, text_key: str) -> bool:
        if not self.available:
            return False
        self.shown = not self.shown
        if self.shown:
            self._open(scene.text_scale)
        box, button = scene.widgets.get(text_key), scene.widgets.get("charts")
        if box is not None:
            box.hide() if self.shown else box.show()
        if button is not None:
            button.set_text(self.label())
        scene.click()
        return True

    def handle(self, scene, inp, text_key: str) -> bool:
        """The button, the C key, and while the charts show: Left/Right and clicks on the chart tabs."""
        if scene.pressed(inp, "charts") or inp.is_key(KEY):
            return self.toggle(scene, text_key)
        if not self.shown or self.panel is None:
            return False
        if inp.is_key(pygame.K_LEFT, pygame.K_RIGHT):
            self.panel.step_tab(-1 if inp.key == pygame.K_LEFT else 1)
            return True
        if inp.kind == "mouse_down" and inp.button == 1 and self.panel.click(inp.pos):
            return True
        return False

    def draw(self, surface) -> None:
        if not self.shown:
            return
        if self.panel is not None:
            self.panel.draw(surface, self.area)
        else:
            from ..widgets import ink

            ink.fitted_text(surface, self.error or "No charts.", "sans", 16, self.area, shadow=False)
