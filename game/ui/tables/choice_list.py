"""The side list of choices every table shows (the keyboard path beside the board): grouped by kind under
small headers, each choice with its own key, scrolling when it does not fit. A table whose side list has no
modes of its own has NoModes for its chooser."""
from __future__ import annotations

import pygame

from .. import fonts, theme
from ..widgets.ink import text
from .buttons import Button, fit_line_px


MIN_ROWS = 5  # the fewest choices a scrolling side list shows, where its rect allows


class NoModes:
    """The side list without modes of its own (the board picker narrows the choices): nothing to reset."""

    def reset(self) -> None:
        pass


class ChoiceList:
    """The side list of choices: grouped by kind under small headers, each choice with its own key
    (given by the table, in the order shown); it scrolls (wheel, arrows, the ▲/▼ rows) when it does not fit.

    Items are (group, label, payload, key); a Button's key is ("choice", index into items)."""

    def __init__(self, scale=None):
        self.scale = scale  # the table's settings.ui_scale (a callable), or None: rows as tall as laid out
        self.items: list = []
        self.scroll = 0  # index of the first row shown (rows: group headers and items)
        self.buttons: list = []
        self.headers: list = []  # (text, rect) of the group headers on screen
        self.signature = None
        self.rows: list = []
        self.shown = 0

    def set_items(self, items: list, signature=None) -> None:
        items = [it if len(it) == 4 else ("", it[0], it[1], "") for it in items]
        sig = signature if signature is not None else tuple(it[1] for it in items)
        if sig != self.signature:
            self.scroll = 0
        self.signature = sig
        self.items = items
        self.rows = []
        group = None
        for i, (g, _, _, _) in enumerate(items):
            if g and g != group:
                self.rows.append(("header", g))
            group = g
            self.rows.append(("item", i))
        self.scroll = min(self.scroll, max(0, len(self.rows) - 1))

    @property
    def pages(self) -> int:
        """More than 1 while the list does not fit (kept for callers that only ask whether it scrolls)."""
        return 2 if self.shown and self.shown < len(self.listed()) else 1

    def listed(self) -> list:
        """The rows the list scrolls through now: all of them, or only the choices while it scrolls (layout)."""
        return getattr(self, "_listed", None) or self.rows

    def turn(self, delta: int) -> None:
        """Scroll by `delta` screens' worth of rows (at least one row)."""
        step = max(1, self.shown - 1) * delta
        self.scroll = max(0, min(max(0, len(self.listed()) - max(1, self.shown)), self.scroll + step))

    def payload(self, index: int):
        return self.items[index][2] if 0 <= index < len(self.items) else None

    def pick_key(self, key: str):
        """The payload whose key is `key`, or None."""
        if not key:
            return None
        return next((it[2] for it in self.items if it[3] == key), None)

    def grown_row(self, rect: pygame.Rect, row_h: int, gap: int) -> int:
        """The row height at the UI scale: grown with its text, but no more than lets the rect still show five rows
        (three choices, a group's header and ▼ more) when the list has them; a panel laid out for 100% keeps its
        rows' heights."""
        factor = fonts.control_factor(self.scale() if callable(self.scale) else 1.0)
        need = min(len(self.rows), 5)
        grown = int(round(row_h * factor))
        while grown > row_h and (rect.h + gap) // (grown + gap) < need:
            grown -= 1
        return grown

    def layout(self, rect: pygame.Rect, row_h: int, gap: int) -> None:
        """Build the buttons and headers inside rect, from the scrolled row on; ▲/▼ rows when it overflows. At a UI
        scale the rows grow with their text (fonts.control_factor), so fewer fit and the list scrolls sooner.

        A list that has to scroll shows at least MIN_ROWS choices where the rect allows: it drops its group headers
        (each cost a row), ▲ and ▼ share one row at its foot, and its rows get shorter (never shorter than a line
        of the smallest text) until five fit."""
        row_h = self.grown_row(rect, row_h, gap)
        head_h = max(8, int(row_h * 0.62))

        def height(row, rh=row_h):
            return (head_h if row[0] == "header" else rh) + gap

        overflow = sum(height(r) for r in self.rows) > rect.h + gap
        self._listed = [r for r in self.rows if r[0] == "item"] if overflow else self.rows
        if overflow:
            least = fonts.get("sans", fonts.MIN_PX).get_linesize() + 6
            while row_h > least and (rect.h - row_h) // (row_h + gap) < min(MIN_ROWS, len(self._listed)):
                row_h -= 1
            overflow = sum(height(r) for r in self._listed) > rect.h + gap
        rows = self._listed
        self.scroll = min(self.scroll, max(0, len(rows) - 1))
        self.buttons, self.headers = [], []
        if not overflow:
            self.scroll = 0
        y, bottom = rect.y, rect.bottom
        if overflow:
            bottom -= row_h + gap
        self.shown = 0
        for row in rows[self.scroll:]:
            h = height(row)
            if y + h - gap > bottom:
                break
            if row[0] == "header":
                self.headers.append((row[1], pygame.Rect(rect.x, y, rect.w, head_h)))
            else:
                _, label, _, key = self.items[row[1]]
                self.buttons.append(Button(("choice", row[1]), label, pygame.Rect(rect.x, y, rect.w, row_h),
                                           hotkey=key.upper() if len(key) == 1 else key))
            y += h
            self.shown += 1
        if overflow:
            foot = pygame.Rect(rect.x, bottom + gap, rect.w, row_h)
            later = self.scroll + self.shown < len(rows)
            up, down = (foot.copy(), foot.copy())
            if self.scroll > 0 and later:  # both on the foot row, side by side
                up.w = down.w = (foot.w - gap) // 2
                down.x = foot.right - down.w
            if self.scroll > 0:
                self.buttons.append(Button(("page", -1), "▲ more", up, style="quiet"))
            if later:
                left = len([r for r in rows[self.scroll + self.shown:] if r[0] == "item"])
                self.buttons.append(Button(("page", 1), f"▼ {left} more", down, style="quiet"))


def draw_choice_headers(surface, choices: ChoiceList, px: int, colour=theme.BONE_DIM) -> None:
    """The group names of the side list (Move, Peek, ...), small, above their choices."""
    for label, r in choices.headers:
        size = fit_line_px(label.upper(), "sans_bold", px, r.w - 2, r.h + 2)  # within its band at any UI scale
        text(surface, label.upper(), "sans_bold", size, (r.x + 2, r.bottom - 1), colour, "bottomleft", shadow=False)
