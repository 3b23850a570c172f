"""A small modal choice: a title, a body and buttons (the editor's unsaved changes and recovery, a new game
that would retire an unfinished autosave, ...)."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from .. import fonts, theme
from ..scene import Scene
from . import common


NEXT_PAGE = "_next_page"  # the key of the "More…" button of a paged column (no caller's choice starts with _)


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
        self.choices = list(choices)  # [(key, label)] or [(key, label, tooltip)]
        self.on_choice = on_choice
        self.cancel_key = cancel_key
        self.column = column
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._done = False

    def shown(self, room_h: int, bh: int, gap: int) -> list:
        """The choices on screen: all of them, or when a column of them would be squeezed under its text's height
        (many choices at a large UI scale), a page of them and a last button that shows the next page."""
        n = len(self.choices)
        squeezed = self.column and n * (bh + gap) - gap > room_h and \
            (room_h - (n - 1) * max(1, gap // 2)) // n < common.gui_font(self).get_linesize() + self.s(6)
        if not squeezed:
            return list(self.choices)
        per_page = max(1, (room_h + gap) // (bh + gap) - 1)
        self.first = getattr(self, "first", 0) % n
        end = min(n, self.first + per_page)
        return self.choices[self.first:end] + [(NEXT_PAGE, f"More… ({self.first + 1}–{end} of {n})")]

    def build_ui(self) -> None:
        w, h = self.size
        n = len(self.choices)
        bh, gap = self.ctrl(38), self.s(8)
        widest = max([common.text_w(self, label, "button", "@primary") for _, label, *_ in self.choices] or [0])
        pw = min(w - self.s(80), max(self.s(620), (widest if self.column else n * (widest + gap)) + self.s(48)))
        inner_w = pw - self.s(48)
        body_h = self.s(92) + (self.ctrl(38) - self.s(38)) if self.body else 0  # the body's text box scrolls
        self.rule_y = self.s(18) + fonts.get("serif", self.t(24)).get_linesize() + self.s(6)  # the line under the title
        head = self.rule_y + self.s(16)
        room = pygame.Rect(0, 0, inner_w, h - self.s(40) - head - body_h - self.s(20))
        choices = self.shown(room.h, bh, gap)
        n = len(choices)
        if self.column:  # one column, or more when the choices do not fit the window's height at this UI scale
            cells = common.grid(n, room, min(inner_w, max(widest, inner_w // 2 if n > 1 else inner_w)), bh, gap)
            if cells and cells[0].w * 2 > inner_w:  # one column after all: as wide as the panel
                cells = [pygame.Rect(c.x, c.y, inner_w, c.h) for c in common.grid(n, room, inner_w, bh, gap)]
        else:
            bw = (inner_w - gap * (n - 1)) // max(1, n)
            cells = [pygame.Rect(i * (bw + gap), 0, bw, bh) for i in range(n)]
        grid_h = max([c.bottom for c in cells] or [0]) - min([c.y for c in cells] or [0])
        ph = head + body_h + grid_h + self.s(20)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        if self.body:
            import html

            common.text_box(self, "body", (inner.x, self.panel.y + self.rule_y + self.s(12), inner.w, body_h),
                            html.escape(self.body, quote=False).replace("\n", "<br>"))
        top = self.panel.y + head + body_h
        left = min([c.x for c in cells] or [0])
        for i, ((key, label, *tip), cell) in enumerate(zip(choices, cells)):
            rect = cell.move(inner.x - left, top - (cells[0].y if cells else 0))
            common.button(self, "choice_" + key, rect, label, cls="@primary" if i == 0 and not self.column else None,
                          tooltip=tip[0] if tip else None)

    def choose(self, key: str) -> None:
        if self._done:
            return
        self._done = True
        if self.app.top is self:
            self.app.pop()
        self.on_choice(key)

    def handle(self, inp) -> bool:
        if self.pressed(inp, "choice_" + NEXT_PAGE):  # the next page of choices (the first again after the last)
            self.first = getattr(self, "first", 0) + sum(1 for k in self.widgets if k.startswith("choice_")) - 1
            self.refresh()
            return True
        for key, *_ in self.choices:
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
        title, px = theme.fit_text(self.title, "serif", self.t(24), self.panel.w - self.s(40), min(self.s(24), self.t(18)))
        theme.blit_text(surface, title, "serif", px, (self.panel.centerx, self.panel.y + self.s(18)),
                        theme.BONE, anchor="midtop")
        y = self.panel.y + self.rule_y
        pygame.draw.line(surface, theme.BLOOD_DARK, (self.panel.x + self.s(24), y),
                         (self.panel.right - self.s(24), y), max(1, self.s(2)))
