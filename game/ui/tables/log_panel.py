"""The game log every table shows: a side panel that scrolls (wheel) and a whole-log overlay (L, or a click
on the panel) that holds every line of the game, plus the "since your last turn" panel.

Lines are the texts the screen seat was shown (Table.log_and_rolls): nothing here reads the state.
Wrapping a long game's log is the costly part, so wrapped rows are cached and extended line by line.
"""
from __future__ import annotations

import pygame

from .. import fonts, theme
from ..widgets.ink import clip, fit_px, panel, text, wrap
from .static_layer import backdrop

DANGER_WORDS = ("kill", "destroy", "fallen", "dies", "dead", "zombie", "Infection", "ATTACK", "WRONG")
DANGER = (226, 120, 110)
OLD = (160, 150, 132)


def tone(line: str, newest: bool) -> tuple:
    """Colour of a log row: deaths and attacks in red, the newest line brighter."""
    if any(w in line for w in DANGER_WORDS):
        return DANGER if newest else (200, 110, 100)
    return theme.BONE if newest else theme.BONE_DIM


class WrappedLog:
    """Rows of the log wrapped to one width and size, extended as lines arrive (a new game restarts it).
    A line repeated at once is shown once with its count ("The Survivors act. (×5)": the Killer's side of a
    hidden-movement game otherwise fills the panel with one line)."""

    def __init__(self):
        self.key = None
        self.rows: list = []  # (row text, index of its line, continues a line)
        self.done = 0
        self.source = None
        self.repeat = 1  # how many times the newest line came in a row

    def rows_for(self, lines: list, px: int, width: int) -> list:
        """`lines` must be the same list object while it only grows: another list (another seat at the
        screen, an undo) starts the rows again, so no row of another seat's log is kept."""
        key = (px, width)
        if key != self.key or len(lines) < self.done or lines is not self.source:
            self.key, self.rows, self.done, self.source, self.repeat = key, [], 0, lines, 1
        for i in range(self.done, len(lines)):
            line = lines[i]
            if i and line == lines[i - 1]:
                self.repeat += 1
                while self.rows and self.rows[-1][1] == i - 1:
                    self.rows.pop()  # the run's rows so far give way to the line with its new count
                line = f"{line} (×{self.repeat})"
            else:
                self.repeat = 1
            for j, part in enumerate(wrap(line, "sans", px, width)):
                self.rows.append((part, i, j > 0))
        self.done = len(lines)
        return self.rows


class LogView:
    """One table's log: the side panel's scroll (rows up from the newest), and the whole-log overlay."""

    def __init__(self):
        self.scroll = 0
        self.open = False
        self.top = 0  # the overlay's first row
        self.page = 10
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.side = WrappedLog()
        self.full = WrappedLog()

    def wheel(self, notches: int) -> None:
        if self.open:
            self.top = max(0, self.top - notches * 3)
        else:
            self.scroll = max(0, self.scroll + notches * 2)

    def show(self) -> None:
        """Open the overlay at the newest lines."""
        self.open = True
        self.top = 10 ** 9  # clamped to the last page when drawn

    def key(self, key: int) -> bool:
        """Keys while the overlay is open; True when used (every key is: the overlay is modal)."""
        if key in (pygame.K_ESCAPE, pygame.K_l):
            self.open = False
        elif key in (pygame.K_PAGEUP,):
            self.top = max(0, self.top - self.page)
        elif key in (pygame.K_PAGEDOWN,):
            self.top += self.page
        elif key in (pygame.K_UP,):
            self.top = max(0, self.top - 1)
        elif key in (pygame.K_DOWN,):
            self.top += 1
        elif key == pygame.K_HOME:
            self.top = 0
        elif key == pygame.K_END:
            self.top = 10 ** 9
        return True


def side_log_rows(height: int, px: int) -> int:
    """How many rows the side panel shows in `height` pixels at `px` (draw_log_panel's own arithmetic)."""
    pad = max(4, px // 2)
    head = fonts.get("serif", int(px * 1.3)).get_linesize()
    return max(0, (height - pad - head - pad // 2 - pad) // max(1, int(px * 1.3)))


def side_log_px(height: int, px: int, least: int, rows: int = 4) -> int:
    """The side log's size at a UI scale (px) in a panel laid out for `least`: as big as lets it still show `rows`
    rows (a log of one huge line says little), never under `least`."""
    while px > least and side_log_rows(height, px) < rows:
        px -= 1
    return px


def draw_log_panel(surface, rect: pygame.Rect, lines: list, px: int, log: LogView, title: str = "Game log",
                   base=None) -> None:
    """The side panel: the newest rows that fit (scrolled up by log.scroll rows), a scroll bar, and a hint
    that L (or a click) opens the whole log. Given the `base` picture it lies on (a static layer's), its panel
    is copied from a backdrop made once (static_layer.backdrop) instead of blended again."""
    log.panel_rect = pygame.Rect(rect)
    if rect.h <= px * 2:
        return
    pad = max(4, px // 2)
    paint = lambda surf, r: panel(surf, r, max(3, px // 2), (10, 8, 9, 220), theme.PANEL_EDGE, max(1, px // 10))  # noqa
    if base is not None:
        backdrop(surface, base, rect, ("log", px), paint)
    else:
        paint(surface, rect)
    head = text(surface, title, "serif", int(px * 1.3), (rect.x + pad * 2, rect.y + pad), theme.BONE)
    hint_px = max(fonts.MIN_PX, int(px * 0.9))
    if head.right + pad + fonts.get("sans", hint_px).size("L: whole log")[0] <= rect.right - pad * 2:  # else the
        text(surface, "L: whole log", "sans", hint_px, (rect.right - pad * 2, head.centery),  # click on it says it
             theme.ASH, "midright", shadow=False)
    rows = log.side.rows_for(lines, px, rect.w - pad * 5)
    line_h = int(px * 1.3)
    top = head.bottom + pad // 2
    room = max(1, (rect.bottom - pad - top) // line_h)
    log.scroll = min(log.scroll, max(0, len(rows) - room))
    end = len(rows) - log.scroll
    shown = rows[max(0, end - room):end]
    y = top
    last = len(lines) - 1
    for part, i, cont in shown:
        col = tone(part, i == last)
        if cont and i != last and col == theme.BONE_DIM:
            col = OLD
        text(surface, part, "sans", px, (rect.x + pad * 2 + (pad if cont else 0), y), col, shadow=False)
        y += line_h
    if len(rows) > room:  # the scroll bar: where the shown rows sit in the whole log
        bar = pygame.Rect(rect.right - pad - 3, top, 3, room * line_h)
        pygame.draw.rect(surface, (50, 40, 40), bar)
        h = max(6, bar.h * room // len(rows))
        y0 = bar.y + (bar.h - h) * (len(rows) - room - log.scroll) // max(1, len(rows) - room)
        pygame.draw.rect(surface, theme.BONE_DIM, (bar.x, y0, bar.w, h))
    if log.scroll:
        text(surface, f"▼ {log.scroll} newer", "sans", max(fonts.MIN_PX, int(px * 0.9)),
             (rect.right - pad * 2, rect.bottom - pad), theme.GOLD, "bottomright", shadow=False)


def draw_full_log(surface, area: pygame.Rect, lines: list, px: int, log: LogView) -> None:
    """The whole log over the board: every line of the game, scrolled with the wheel, arrows, PgUp/PgDn."""
    r = area.inflate(-area.w // 8, -area.h // 10)
    panel(surface, r, max(4, px // 2), (12, 9, 10, 246), theme.BLOOD, max(1, px // 8))
    pad = px
    head = text(surface, f"Game log · {len(lines)} lines", "serif", int(px * 1.4), (r.x + pad, r.y + pad // 2),
                theme.GOLD)
    text(surface, "Wheel / PgUp / PgDn / Home / End scroll · L or Esc closes", "sans", max(fonts.MIN_PX, int(px * 0.9)),
         (r.right - pad, head.centery), theme.ASH, "midright", shadow=False)
    rows = log.full.rows_for(lines, px, r.w - pad * 3)
    line_h = int(px * 1.35)
    top = head.bottom + pad // 2
    room = max(1, (r.bottom - pad // 2 - top) // line_h)
    log.page = max(1, room - 1)
    log.top = max(0, min(log.top, len(rows) - room))
    y = top
    last = len(lines) - 1
    for part, i, cont in rows[log.top:log.top + room]:
        text(surface, part, "sans", px, (r.x + pad + (pad if cont else 0), y), tone(part, i == last), shadow=False)
        y += line_h
    if len(rows) > room:
        bar = pygame.Rect(r.right - pad // 2 - 4, top, 4, room * line_h)
        pygame.draw.rect(surface, (50, 40, 40), bar)
        h = max(8, bar.h * room // len(rows))
        y0 = bar.y + (bar.h - h) * log.top // max(1, len(rows) - room)
        pygame.draw.rect(surface, theme.BONE_DIM, (bar.x, y0, bar.w, h))


def draw_since_last_turn(surface, box: pygame.Rect, lines: list, px: int, more: int = 0) -> pygame.Rect:
    """The "since your last turn" panel, centred at the top of `box`; any click or key puts it away."""
    width = int(box.w * 0.94)
    line_h = int(px * 1.3)
    # as many of the newest lines as the window's height holds (at a large UI scale, fewer): the rest are counted
    room = (surface.get_height() - box.y - px // 3 - int(px * 1.6) - line_h - px * 2) // max(1, line_h)
    per_line = []
    for line in lines:
        wrapped = wrap("• " + line, "sans", px, width - px * 3)
        if len(wrapped) > 2:  # two rows a line at most: the rest is cut visibly, the whole line is in the log (L)
            wrapped = [wrapped[0], clip(" ".join(wrapped[1:]), "sans", px, width - px * 3)]
        per_line.append(wrapped)
    while per_line and sum(len(w) for w in per_line) > room:
        per_line.pop(0)
        more += 1
    rows = [row for wrapped in per_line for row in wrapped]
    foot = (f"and {more} earlier line{'s' if more != 1 else ''} · " if more else "") + "L: whole log · any key or click hides this"
    foot_px = fit_px(foot, "sans", max(fonts.MIN_PX, int(px * 0.85)), width - px * 2)
    h = int(px * 1.6) + len(rows) * line_h + line_h + px
    r = pygame.Rect(0, 0, width, h)
    r.midtop = (box.centerx, box.y + px // 3)
    panel(surface, r, max(4, px // 2), (16, 12, 10, 240), theme.GOLD, max(1, px // 8))
    y = r.y + px // 2
    text(surface, "Since your last turn", "serif", int(px * 1.2), (r.x + px, y), theme.GOLD)
    y += int(px * 1.6)
    for row in rows:
        text(surface, row, "sans", px, (r.x + px, y), tone(row, False), shadow=False)
        y += line_h
    text(surface, foot, "sans", foot_px, (r.right - px, y + px // 4), theme.ASH, "topright", shadow=False)
    return r
