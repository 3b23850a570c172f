"""The small menu that opens at the pointer when one place on the board carries several choices
(a location you can run to, peek at or hide in). Its items come ordered safest first; each may carry a
short note ("DANGER", "safe"). A click on an item picks it, a click anywhere else closes the menu;
keys: Up/Down move, Enter picks, Esc closes."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme
from ..widgets.ink import fit_px, panel, text
from .buttons import Button, draw_button


@dataclass
class PointerMenu:
    pos: tuple
    title: str
    items: list  # (label, payload, note, key, asks): note a short tag, key the choice's list key, asks: risky
    buttons: list = field(default_factory=list)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    selected: int = 0

    def layout(self, bounds: pygame.Rect, px: int) -> None:
        """Size the menu to its longest line (within reason) beside the pointer, inside `bounds`."""
        from .. import fonts

        row_h = int(px * 2.3)
        pad = max(4, px // 2)
        font = fonts.get("sans", px)
        widest = max([font.size(label + ("  " + note if note else "") + "  W")[0] for label, _, note, _, _ in self.items]
                     + [fonts.get("sans_bold", px).size(self.title)[0]])
        w = min(bounds.w - 2 * pad, max(px * 14, widest + px * 3))
        h = pad * 2 + row_h + len(self.items) * (row_h + pad // 2)
        if h > bounds.h - 2 * pad:  # many items at a large UI scale: rows just taller than their text
            row_h = max(fonts.get("sans", px).get_linesize() + 4, (bounds.h - 4 * pad) // (len(self.items) + 1) - pad // 2)
            h = pad * 2 + row_h + len(self.items) * (row_h + pad // 2)
        r = pygame.Rect(0, 0, w, h)
        r.topleft = (self.pos[0] + px, self.pos[1] - row_h // 2)
        if r.right > bounds.right:
            r.right = self.pos[0] - px
        r.clamp_ip(bounds)
        self.rect = r
        self.buttons = []
        y = r.y + pad + row_h
        for i, (label, payload, note, key, asks) in enumerate(self.items):
            shown = f"{label}  · {note}" if note else label
            self.buttons.append(Button(("menu", i), shown, pygame.Rect(r.x + pad, y, r.w - 2 * pad, row_h),
                                       style="danger" if asks or note == "DANGER" else "normal",
                                       hotkey=key.upper() if len(key) == 1 else key))
            y += row_h + pad // 2

    def at(self, pos):
        """The payload of the item under `pos`, or None."""
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return self.items[b.key[1]][1]
        return None

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def move(self, delta: int) -> None:
        self.selected = (self.selected + delta) % max(1, len(self.items))

    def current(self):
        return self.items[self.selected][1] if self.items else None

    def draw(self, surface, px: int, mouse) -> None:
        r = self.rect
        panel(surface, r.move(4, 6), 10, (0, 0, 0, 150), None)
        panel(surface, r, 10, (16, 10, 12, 248), theme.GOLD, 2)
        size = fit_px(self.title, "sans_bold", px, r.w - px)
        text(surface, self.title, "sans_bold", size, (r.x + px // 2 + 2, r.y + max(4, px // 2)), theme.GOLD)
        for i, b in enumerate(self.buttons):
            hover = mouse is not None and b.rect.collidepoint(mouse)
            draw_button(surface, b, hover or (mouse is None and i == self.selected), px, 6)
            if i == self.selected:
                pygame.draw.rect(surface, theme.BONE, b.rect, 1, border_radius=6)
