"""A message over the current screen: a title, a body and OK (errors such as a corrupt save)."""
from __future__ import annotations

import html
from typing import Callable, Optional

import pygame

from .. import fonts, theme
from ..scene import Scene, register
from . import common


@register("message")
class MessageScene(Scene):
    overlay = True
    dim_alpha = 190

    def __init__(self, title: str, body: str, on_ok: Optional[Callable] = None, button_text: str = "OK",
                 sound: Optional[str] = None):
        super().__init__()
        self.title = title
        self.body = body
        self.on_ok = on_ok  # called with the app after the message is closed
        self.button_text = button_text
        self.sound = sound
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._done = False

    def enter(self, app) -> None:
        super().enter(app)
        if self.sound:
            app.audio.play(self.sound)

    def build_ui(self) -> None:
        w, h = self.size
        pw = min(w - self.s(80), max(self.s(680), self.t(560)))  # wider as the text grows: fewer lines to scroll
        body_h = self.s(200) + self.ctrl(46) - self.s(46)  # the text box scrolls what does not fit
        self.rule_y = self.s(20) + fonts.get("serif", self.t(28)).get_linesize() + self.s(6)  # the line under the title
        ph = self.rule_y + self.s(24) + body_h + self.s(34) + self.ctrl(46)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        text = html.escape(self.body, quote=False).replace("\n", "<br>")
        common.text_box(self, "body", (inner.x, self.panel.y + self.rule_y + self.s(14), inner.w, body_h), text)
        bh = self.ctrl(46)
        common.button_row(self, [("ok", self.button_text, "@primary", None, True)], self.panel.centerx,
                          self.panel.bottom - bh - self.s(20), 180, 46, 0, pw - self.s(48))

    def ok(self) -> None:
        if self._done:
            return
        self._done = True
        app = self.app
        if app.top is self:
            app.pop()
        if self.on_ok is not None:
            self.on_ok(app)

    def handle(self, inp) -> bool:
        if self.pressed(inp, "ok") or inp.confirm or inp.is_key(pygame.K_ESCAPE):
            self.ok()
            return True
        return False

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        title, px = theme.fit_text(self.title, "serif", self.t(28), self.panel.w - self.s(40), min(self.s(28), self.t(20)))
        theme.blit_text(surface, title, "serif", px, (self.panel.centerx, self.panel.y + self.s(20)),
                        theme.BONE, anchor="midtop")
        y = self.panel.y + self.rule_y
        pygame.draw.line(surface, theme.BLOOD_DARK, (self.panel.x + self.s(24), y), (self.panel.right - self.s(24), y),
                         max(1, self.s(2)))
