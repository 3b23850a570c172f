"""A small modal choice: a title, a body and buttons (the editor's unsaved changes and recovery, a new game
that would retire an unfinished autosave, ...)."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from .. import theme
from ..scene import Scene
from . import common


class ChoiceDialog(Scene):
    """A title, a body and a column (or row) of buttons; `on_choice(key)` runs after the dialog closes.

    Esc picks `cancel_key` (when given)."""

    overlay = True
    dim_alpha = 170

    def __init__(self, title: str, body: str, choices: list, on_choice: Callable, cancel_key: Optional[str] = "cancel",
                 column: bool = False):
        super().__init__()
        self.title = title
        self.body = body
        self.choices = list(choices)  # [(key, label)]
        self.on_choice = on_choice
        self.cancel_key = cancel_key
        self.column = column
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._done = False

    def build_ui(self) -> None:
        w, h = self.size
        n = len(self.choices)
        bh, gap = self.s(38), self.s(8)
        pw = min(w - self.s(80), self.s(620))
        body_h = self.s(92) if self.body else 0
        buttons_h = (n * (bh + gap)) if self.column else bh + gap
        ph = self.s(80) + body_h + buttons_h + self.s(20)
        ph = min(ph, h - self.s(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        if self.body:
            import html

            common.text_box(self, "body", (inner.x, self.panel.y + self.s(72), inner.w, body_h),
                            html.escape(self.body, quote=False).replace("\n", "<br>"))
        top = self.panel.y + self.s(76) + body_h
        if self.column:
            for i, (key, label) in enumerate(self.choices):
                y = top + i * (bh + gap)
                if y + bh > self.panel.bottom:
                    break
                common.button(self, "choice_" + key, (inner.x, y, inner.w, bh), label)
        else:
            bw = (inner.w - gap * (n - 1)) // max(1, n)
            for i, (key, label) in enumerate(self.choices):
                common.button(self, "choice_" + key, (inner.x + i * (bw + gap), top, bw, bh), label,
                              cls="@primary" if i == 0 else None)

    def choose(self, key: str) -> None:
        if self._done:
            return
        self._done = True
        if self.app.top is self:
            self.app.pop()
        self.on_choice(key)

    def handle(self, inp) -> bool:
        for key, _ in self.choices:
            if self.pressed(inp, "choice_" + key):
                self.choose(key)
                return True
        if inp.is_key(pygame.K_ESCAPE):
            if self.cancel_key is not None:
                self.choose(self.cancel_key)
            return True
        return inp.kind in ("key_down", "mouse_down", "mouse_up", "wheel")  # modal: nothing reaches below

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        title, px = theme.fit_text(self.title, "serif", self.s(24), self.panel.w - self.s(40))
        theme.blit_text(surface, title, "serif", px, (self.panel.centerx, self.panel.y + self.s(18)),
                        theme.BONE, anchor="midtop")
        y = self.panel.y + self.s(60)
        pygame.draw.line(surface, theme.BLOOD_DARK, (self.panel.x + self.s(24), y),
                         (self.panel.right - self.s(24), y), max(1, self.s(2)))
