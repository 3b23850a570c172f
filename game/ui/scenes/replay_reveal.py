"""The replay viewer's "Revealed" panel: with everything revealed, every secret at the step beside
the public table, from the timeline's `revealed_at(step)` ({"seats": [{"seat", "title", "lines", "cards"}],
"notes": [...]}, each game's reveal.revealed, with each computer seat's suspicions). The hidden places on the
board (the Killer's path, Klein's Lair) are the table's own `draw_reveal_marks(surface, tl.marks_until(step))`.
"""
from __future__ import annotations

import traceback
from typing import Optional

import pygame

from .. import theme
from ..widgets.ink import panel, text
from ..widgets.ink import wrap


class RevealPanel:
    def __init__(self):
        self.rect: Optional[pygame.Rect] = None
        self.offset = 0  # rows scrolled
        self._key = None
        self._rows: list = []  # (kind, text): title | line | cards | heading

    def forget(self) -> None:
        self._key, self.offset = None, 0

    def scroll(self, wheel_y: int) -> None:
        self.offset = max(0, min(max(0, len(self._rows) - 3), self.offset - wheel_y * 3))

    def rows(self, tl, step: int, width: int, px: int) -> list:
        key = (step, width, px)
        if key != self._key:
            self._key = key
            try:
                data = tl.revealed_at(step)
            except Exception as exc:  # noqa: BLE001 (a game's reveal that fails at a step: said, never a crash)
                traceback.print_exc()
                data = {"seats": [], "notes": [f"The secrets at this step cannot be listed ({exc!r})."]}
            rows = []
            for s in data.get("seats", []):
                rows += [("title", line) for line in wrap(str(s.get("title", "")), "sans_bold", px + 1, width)]
                for line in s.get("lines", []):
                    rows += [("line", x) for x in wrap(str(line), "sans", px, width)]
                if s.get("cards"):
                    rows += [("cards", x) for x in wrap("Cards: " + ", ".join(map(str, s["cards"])), "sans", px,
                                                        width)]
                rows.append(("gap", ""))
            if data.get("notes"):
                rows.append(("heading", "The game's secrets"))
                for note in data["notes"]:
                    rows += [("line", x) for x in wrap("• " + str(note), "sans", px, width)]
            self._rows = rows
        return self._rows

    def draw(self, surface, tl, step: int, k: float) -> None:
        r = self.rect
        if r is None or r.w <= 0:
            return
        u = lambda n: int(round(n * k))  # noqa: E731 (units of a 1280x720 window)
        panel(surface, r, 0, (14, 8, 10, 245), theme.BLOOD, max(1, u(2)))
        text(surface, "Revealed", "display", u(22), (r.x + u(14), r.y + u(8)), theme.GOLD)
        px = max(11, u(13))
        text(surface, "R hides", "sans", px, (r.right - u(12), r.y + u(14)), theme.BONE_DIM, "topright", shadow=False)
        rows = self.rows(tl, step, r.w - u(28), px)
        y, line_h = r.y + u(44), int(px * 1.45)
        self.offset = min(self.offset, max(0, len(rows) - 3))
        colours = {"title": theme.BLOOD_BRIGHT, "line": theme.BONE, "cards": theme.BONE_DIM, "heading": theme.GOLD}
        shown = rows[self.offset:]
        for i, (kind, line) in enumerate(shown):
            if y + line_h * (1 if i == len(shown) - 1 else 2) > r.bottom - u(6):  # room kept for the "more" line
                text(surface, "… (scroll for more)", "sans", px - 1, (r.x + u(14), r.bottom - u(6)), theme.ASH,
                     "bottomleft", shadow=False)
                break
            if kind != "gap":
                text(surface, line, "sans_bold" if kind in ("title", "heading") else "sans", px + (kind == "title"),
                     (r.x + u(14), y), colours[kind], shadow=False)
            y += line_h if kind != "gap" else line_h // 2

    @staticmethod
    def draw_marks(table, surface, tl, step: int) -> None:
        """The hidden places so far on the board, where the table has any to draw."""
        table.draw_reveal_marks(surface, tl.marks_until(step))
