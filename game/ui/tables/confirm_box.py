"""The question a table asks before a risky or final move ("Declare the Barn to be Klein's Lair?").

Shared by every table: the game only says which moves are risky (its risk classifier); the choices part opens
this box instead of applying the move, and applies it only on "Yes". While the box is open it takes every
click and key: Enter or Y says yes, Esc or N cancels; nothing changes until yes."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme
from ..widgets.ink import clip, fit_px, panel, text, wrap
from .buttons import Button, draw_button


@dataclass
class ConfirmBox:
    action: object
    question: str
    label: str  # what the move is, in the table's words
    buttons: list = field(default_factory=list)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    lines: list = field(default_factory=list)  # the question wrapped to the box (layout)

    def layout(self, screen: pygame.Rect, px: int) -> None:
        w = min(screen.w - 4 * px, px * 40)
        lines = wrap(self.question, "sans", px, w - 3 * px)
        row = int(px * 2.6)
        fixed = px * 2 + int(px * 1.8) + px + row + px * 2
        most = max(1, (screen.h - 2 * px - fixed) // int(px * 1.4))  # a long question at a large UI scale: its
        if len(lines) > most:                                          # last line that fits ends with "…"
            lines = lines[:most - 1] + [clip(" ".join(lines[most - 1:]), "sans", px, w - 3 * px)]
        h = fixed + len(lines) * int(px * 1.4)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = screen.center
        bw = (w - px * 5) // 2
        y = self.rect.bottom - px * 2 - row + px // 2
        self.buttons = [Button(("confirm", False), "Cancel (Esc)", pygame.Rect(self.rect.x + px * 2, y, bw, row), style="quiet"),
                        Button(("confirm", True), "Yes, do it (Enter)", pygame.Rect(self.rect.right - px * 2 - bw, y, bw, row),
                               style="danger")]
        self.lines = lines

    def answer_at(self, pos):
        """True (yes), False (cancel) or None (missed the buttons)."""
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b.key[1]
        return None

    def draw(self, surface, px: int, mouse) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        r = self.rect
        panel(surface, r, 12, (22, 10, 12, 250), theme.BLOOD_BRIGHT, 2)
        y = r.y + px
        label_px = fit_px(self.label, "sans_bold", int(px * 1.15), r.w - 2 * px)
        text(surface, self.label, "sans_bold", label_px, (r.centerx, y), theme.GOLD, "midtop")
        y += int(px * 1.8) + px // 2
        for line in self.lines:
            text(surface, line, "sans", px, (r.centerx, y), theme.BONE, "midtop", shadow=False)
            y += int(px * 1.4)
        for b in self.buttons:
            draw_button(surface, b, mouse is not None and b.rect.collidepoint(mouse), px, 8)
