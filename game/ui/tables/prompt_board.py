"""The prompt board: a part the tables whose choices come from a game's `prompt` module own (Who Goes There?, The
Thing). It holds what those boards share: the geometry made again for a new size or seat count, the word chips in a
row over the hand, the bar (Undo, the game's Done, Skip), the choice list's size, the side log's place and its
lines in the lobby's names, the news only the screen seat was shown (said in a toast), and, through
prompt_board_draw.py, the chips, the prompt and the toast drawn.

It is given what it needs when made and per call: the game's prompt module (chip_keys(view, legal),
chip_word(key), DONE_KINDS), its Geometry class (Geometry(size, view, scale) with seats, u(), chips_row, bar,
choices, log), its prompt words (frame kind -> what the seat is asked), `seat_words(seat)` (a seat in a log line:
"Ada (Clark)"), the number of seats, the Done button's word, where a toast stands (the map's area and how much of
its width it takes) and `private_news` (event types, keys): the events only the seats allowed to see them find
something in (a peek, a test)."""
from __future__ import annotations

import re
from typing import Callable, Optional

import pygame

from . import prompt_board_draw as draw
from .buttons import Button


class PromptBoard:
    def __init__(self, prompt, geometry_type, prompt_words: dict, seat_words: Callable[[int], str], seats: int,
                 done_word: Optional[Callable[[str], str]] = None, toast_at: tuple = ("played", 0.8),
                 private_news: tuple = ((), ())):
        self.prompt = prompt
        self.geometry_type = geometry_type
        self.prompt_words = prompt_words
        self.seat_words = seat_words
        self.seats = seats
        self.done_word = done_word or prompt.chip_word
        self.toast_at = toast_at
        self.private_news = private_news
        self._named = None  # [the log it was made from, its lines named, how many of them]

    # -- names: "Player 2" of the rules' words is the lobby's name (and the character) ----------------------
    def words(self, line: str) -> str:
        def name(m):
            seat = int(m.group(1)) - 1
            return self.seat_words(seat) if 0 <= seat < self.seats else m.group(0)

        return re.sub(r"\bPlayer (\d+)\b", name, line)

    def named_log(self, lines: list) -> list:
        """The log with the lobby's names put in ("Player 2" -> "Ada (Clark)"): one list that grows with `lines`
        (so the log panel wraps only the new lines); another list (another seat, an undo) starts it again."""
        c = self._named
        if c is None or c[0] is not lines or len(lines) < c[2]:
            c = self._named = [lines, [], 0]
        c[1].extend(self.words(x) for x in lines[c[2]:])
        c[2] = len(lines)
        return c[1]

    def private_lines(self, events: list) -> list:
        """What only this seat was shown in a move's events, in the lobby's names (said at once in a toast)."""
        types, keys = self.private_news
        return [self.words(e["text"]) for e in events
                if e.get("type") in types and e.get("text") and any(k in e for k in keys)]

    # -- the layout ----------------------------------------------------------------------------------------
    def geometry(self, geo, size: tuple, view: dict, scale: float, anims):
        """`geo` while it fits the window's size, the UI scale and the view's seats, else a new one (on a new size
        or scale the animations are told: nothing moves from a place of the old layout)."""
        stale = geo is None or not geo.fits(size, scale)
        if stale or geo.seats != view.get("seats"):
            if stale and geo is not None:
                anims.resized()
            geo = self.geometry_type(size, view, scale)
        return geo

    def places(self, g, place_rects: dict, view: dict, legal: Optional[list]) -> dict:
        """The game's places with the word chips added (`legal`: the screen seat's choices, None when it does
        not decide: no chips)."""
        out = dict(place_rects)
        out.update(self.chip_rects(g, self.prompt.chip_keys(view, legal) if legal is not None else []))
        return out

    def chip_rects(self, g, keys: list) -> dict:
        if not keys:
            return {}
        row = g.chips_row
        widths = [max(g.u(70), g.u(16) + len(self.prompt.chip_word(k)) * g.u(7)) for k in keys]
        scale = min(1.0, (row.w - g.u(6) * (len(keys) - 1)) / max(1, sum(widths)))
        x, out = row.x, {}
        for k, w in zip(keys, widths):
            w = int(w * scale)
            out[("chip", k)] = pygame.Rect(x, row.y, w, row.h)
            x += w + g.u(6)
        return out

    # -- the bar and the choice list ---------------------------------------------------------------------------
    def done_of(self, legal: list):
        """The Done button's move among `legal`, or None."""
        return next((a for a in legal if a.kind in self.prompt.DONE_KINDS), None)

    def bar(self, g, can_undo: bool, done, animating: bool) -> list:
        """The bar's buttons: Undo, the Done move (D) when there is one, Skip while the animations run."""
        bar = g.bar
        bw = (bar.w - g.u(12)) // 3
        bars = [Button(("undo", None), "Undo", pygame.Rect(bar.right - bw, bar.y, bw, bar.h), enabled=can_undo,
                       style="quiet", hotkey="^Z")]
        if done is not None:
            bars.append(Button(("action", done), self.done_word(done.kind),
                               pygame.Rect(bar.right - 2 * bw - g.u(6), bar.y, bw, bar.h), style="primary", hotkey="D"))
        if animating:
            bars.append(Button(("skip", None), "Skip", pygame.Rect(bar.x, bar.y, bw, bar.h), style="quiet",
                               hotkey="Spc"))
        return bars

    def lay_choices(self, g, choices) -> pygame.Rect:
        """Lay the choice list's buttons out in the choices' column; its rect, as tall as its rows want."""
        r = g.choices
        row, gap = g.u(24), g.u(3)
        rows = len(choices.rows)
        most = max(3, (r.h - g.u(48)) // (row + gap) - 1)
        want = min(most, rows) * (row + gap) + g.u(44) + (row + gap if rows > most else 0)
        rect = pygame.Rect(r.x, r.y, r.w, min(r.h, want))
        inner = pygame.Rect(r.x + g.u(8), r.y + g.u(30), r.w - g.u(16), rect.h - g.u(36))
        choices.layout(inner, row, gap)
        return rect

    @staticmethod
    def log_rect(g, has_choices: bool, choices_rect: pygame.Rect) -> pygame.Rect:
        """The side log: the choices' whole column when there are none, else under the choice list."""
        if not has_choices:
            return pygame.Rect(g.choices.x, g.choices.y, g.choices.w, g.bar.y - g.choices.y - g.u(6))
        top = choices_rect.bottom + g.u(6)
        return pygame.Rect(g.log.x, top, g.log.w, g.bar.y - top - g.u(6))

    # -- its layers of a frame (prompt_board_draw.py) ----------------------------------------------------------
    def draw_chips(self, surface, g, prects: dict, lit, mouse, risky, panel_px) -> None:
        draw.draw_chips(surface, g, prects, lit, mouse, self.prompt.chip_word, risky, panel_px)

    def draw_prompt(self, surface, g, data: dict, colour_of, masked: bool, panel_px) -> None:
        draw.draw_prompt(surface, g, data["view"], data, self.prompt_words, colour_of, masked, panel_px)

    def draw_toast(self, surface, g, msg: str, panel_px) -> None:
        draw.draw_toast(surface, g, msg, self.toast_at[0], self.toast_at[1], panel_px)
