"""Save asks for a name: one line of text (a suggestion filled in), Save or Cancel."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui

from game.core.session_meta import clean_name

from .. import theme
from ..scene import Scene, register
from . import common

NAME_LIMIT = 60


@register("save_name")
class SaveNameScene(Scene):
    overlay = True
    dim_alpha = 190

    title = "Save this game"
    label = "Name"
    placeholder = "a name for this save"
    limit = NAME_LIMIT

    def __init__(self, suggestion: str, on_save: Callable):
        super().__init__()
        self.text = self.clean(suggestion)
        self.on_save = on_save  # called with the cleaned name after the dialog closes
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._done = False

    def build_ui(self) -> None:
        w, h = self.size
        pw = min(w - self.s(80), max(self.s(560), self.t(420)))
        self.name_y = self.s(20) + int(self.t(26) * 1.3) + self.s(6)  # the "Name" label, under the title
        entry_y = self.name_y + int(self.t(14) * 1.3) + self.s(6)
        bh = self.ctrl(46)
        self.panel = pygame.Rect(0, 0, pw, entry_y + self.ctrl(44) + self.s(20) + bh + self.s(20))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        box = common.entry(self, "name", (inner.x, self.panel.y + entry_y, inner.w, self.ctrl(44)), self.text,
                           placeholder=self.placeholder, limit=self.limit)
        box.focus()
        bw = max(self.s(170), common.text_w(self, "Cancel"), common.text_w(self, "Save", "button", "@primary"))
        y = self.panel.bottom - bh - self.s(20)
        common.button(self, "cancel", (inner.x, y, bw, bh), "Cancel")
        common.button(self, "save", (inner.right - bw, y, bw, bh), "Save", cls="@primary")

    def handle(self, inp) -> bool:
        if inp.kind == "ui" and inp.element is self.widgets.get("name"):
            if inp.ui_type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.text = inp.raw.text
            elif inp.ui_type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                self.text = inp.raw.text
                self.finish(True)
            return True
        if self.pressed(inp, "save"):
            self.finish(True)
            return True
        if self.pressed(inp, "cancel") or inp.is_key(pygame.K_ESCAPE):
            self.finish(False)
            return True
        return inp.kind in ("key_down", "mouse_down", "mouse_up", "wheel")  # modal

    def finish(self, save: bool) -> None:
        if self._done:
            return
        self._done = True
        if self.app.top is self:
            self.app.pop()
        if save:
            self.on_save(self.clean(self.text))

    def clean(self, text: str) -> str:
        """The text handed to on_save (a save's name: no control characters, at most NAME_LIMIT)."""
        return clean_name(text, NAME_LIMIT)

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        theme.blit_text(surface, self.title, "serif", self.t(26), (self.panel.centerx, self.panel.y + self.s(20)),
                        theme.BONE, anchor="midtop")
        theme.blit_text(surface, self.label, "sans", self.t(14), (self.panel.x + self.s(24), self.panel.y + self.name_y),
                        theme.ASH, shadow=False)
