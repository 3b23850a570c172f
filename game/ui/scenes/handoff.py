"""The hand-off cover between two human seats: hides everything until the next player confirms."""
from __future__ import annotations

import math
from typing import Callable, Optional

import pygame

from .. import theme
from ..scene import Scene, register
from . import common


@register("handoff")
class HandoffScene(Scene):
    overlay = False  # a full cover: nothing of the table shows through
    escape_pops = False
    ARM_DELAY = 0.35  # seconds before input counts, so the click that opened it cannot close it

    def __init__(self, name: str, on_confirm: Optional[Callable] = None, note: str = "", seat: Optional[int] = None):
        super().__init__()
        self.name = name
        self.on_confirm = on_confirm  # called with the app after the cover is gone
        self.note = note
        self.seat = seat
        self._done = False

    def handle(self, inp) -> bool:
        if self.time < self.ARM_DELAY:
            return False
        if (inp.kind == "mouse_down" and inp.button == 1) or inp.confirm:
            self.confirm()
            return True
        return False

    def confirm(self) -> None:
        if self._done:
            return
        self._done = True
        app = self.app
        app.audio.play("card_slide", 0.7)
        if app.top is self:
            app.pop()
        if self.on_confirm is not None:
            self.on_confirm(app)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BLACK)
        theme.draw_fog(surface, self.time, self.scale)
        # a slow red pulse behind the name
        pulse = 0.5 + 0.5 * math.sin(self.time * 1.6)
        glow = theme.lerp_colour(theme.BLOOD_DARK, theme.BLOOD, pulse * 0.6)
        cy = int(h * 0.45)
        theme.blit_text(surface, "Pass the screen to", "serif", self.t(30), (w // 2, cy - self.s(80)), theme.BONE_DIM,
                        anchor="midbottom")
        colour = theme.seat_colour(self.seat) if self.seat is not None else theme.BONE
        name, px = theme.fit_text(self.name, "display", self.s(72), w - self.s(80))
        theme.blit_text(surface, name, "display", px, (w // 2, cy), colour, anchor="center")
        line_w = self.s(360)
        pygame.draw.line(surface, glow, (w // 2 - line_w // 2, cy + self.s(56)), (w // 2 + line_w // 2, cy + self.s(56)),
                         max(1, self.s(3)))
        if self.note:
            common.blit_lines(surface, self.note, "sans", self.t(18), (w // 2, cy + self.s(76)), w - self.s(80),
                              theme.BONE_DIM)
        hint = f"Only {self.name} should look. Click, or press Enter, when ready."
        alpha_ok = self.time >= self.ARM_DELAY
        common.blit_lines(surface, hint, "sans", self.t(18), (w // 2, h - self.s(40)), w - self.s(80),
                          theme.BONE if alpha_ok else theme.ASH, anchor="midbottom")
