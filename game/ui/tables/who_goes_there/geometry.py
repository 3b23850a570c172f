"""Where everything sits on the Who Goes There? table: the camp map (maps/who_goes_there_camp.toml, the whole
1920x1080 table of the layout: both camp boards, the Phase Meter, the Camp Event board, a character board per
seat as the map seats them, the prompt and the log) fitted into the window through the shared LayoutView.

The screen seat's own hand, Vulnerable cards and infection card sit in the free right part of the Camp Event
board (HAND_FROM onwards), under a row of word chips for the questions the board has no place for.
Every size is given in units of a 1280x720 window (`u`), text in pixels at 1280x720 (`px`, never under the
fonts' 12 px floor), so the table reads the same at 4K.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import layouts
from game.core.paths import MAPS

from ...widgets import textfit
from ..seated_map import SeatedMap

MAP_ID = "who_goes_there_camp"
HAND_FROM = 480  # layout units right of the Camp Event board's left edge: its deck, discard and lockdown end there
UNLOCK_PARTS = ("unique", "cardio", "agility", "locker", "slots", "overstock")


@lru_cache(maxsize=2)
def camp_layout(map_id: str = MAP_ID):
    return layouts.load_layout(MAPS / f"{map_id}.toml")


class Geometry(SeatedMap):
    def __init__(self, size: tuple, view: dict, scale: float = 1.0):
        super().__init__(size, view, camp_layout(), 0.62, scale)
        lv = self.lv
        self.space_rect = {sid: lv.rect_to_screen(loc.bounds()) for sid, loc in self.layout.locations.items()}
        self.space_name = {sid: loc.name for sid, loc in self.layout.locations.items()}
        self.camp_ids = self.seated
        self.camp = self.seat_area
        ev = self.layout.areas["camp_events"]
        ex, ey, ew, eh = ev.rect
        self.event_card = lv.rect_to_screen((ex + 10, ey + 28, 220, 124))  # deck + discard: the event in play
        self.lockdown = lv.area_rect("camp_events", "lockdown")
        self.event_text = lv.rect_to_screen((ex + 250, ey + 74, 220, 80))
        # the chips start after the title "Your hand"
        self.chips_row = lv.rect_to_screen((ex + HAND_FROM + 110, ey + 6, ew - HAND_FROM - 120, 34))
        self.hand_row = lv.rect_to_screen((ex + HAND_FROM, ey + 44, ew - HAND_FROM - 10, eh - 50))
        self.meter = {sid: lv.to_screen(sl.pos) for sid, sl in self.layout.slots.items() if sl.at == "phase_meter"}
        self.meter_kind = {sid: sl.kind for sid, sl in self.layout.slots.items() if sl.at == "phase_meter"}
        # the pawns grow with the UI scale up to half as big again, as far as a row of four at their full step
        # (pawn_pos: 2.4 radii apart) still fits the narrowest space
        narrow = min((r.w for r in self.space_rect.values()), default=self.u(120))
        self.pawn_r = max(7, self.u(11), min(self.grow(11, self.u(11) * 1.5), int((narrow - self.u(4)) / 9.2)))
        self.pawn_px_ = self.px(12)
        for step in self.steps_down():  # the largest plate text at which two widest plates share the narrowest
            px = self.tx_at(12, step)
            if (textfit.width(self.WIDEST_NAME, self.PAWN_FONT, px) + self.u(11)) * 2 <= narrow - self.u(6):
                self.pawn_px_ = px
                break

    # -- places -------------------------------------------------------------------------------------------
    def unlock_rect(self, seat: int, what: str) -> pygame.Rect:
        return self.part(seat, f"unlock_{what}")

    PAWN_FONT = "plate"  # a pawn's name on its plate: condensed, so the whole name fits beside the others
    WIDEST_NAME = "McReady"  # the widest of the cast's plate names (test_wgt_readable checks it)

    def pawn_px(self) -> int:
        """The pawn plate's text: 12 px at 100%, bigger with the UI scale as far as the plates still lie in one
        row of three (or two rows on the narrowest space) under the deck."""
        return self.pawn_px_

    def plate_size(self, name: str) -> tuple:
        """(w, h) of a pawn's name plate holding `name` whole."""
        return (textfit.width(name, self.PAWN_FONT, self.pawn_px()) + self.u(8), self.line(self.pawn_px(),
                                                                                       self.PAWN_FONT) - self.u(2))

    def pawn_pos(self, space: str, index: int, count: int, widest: str = "") -> tuple:
        """The centre of the index-th pawn's bust (of count on a space): a row along the space's bottom, each
        pawn's cell as wide as its plate (`widest`: the widest name there; the cast's widest without it), more
        rows upwards when crowded."""
        r = self.space_rect.get(space)
        if r is None:
            return self.lv.rect.center
        pw, ph = self.plate_size(widest or self.WIDEST_NAME)
        cell = max(pw, self.pawn_r * 2) + self.u(3)
        per_row = max(1, min(count, int((r.w - self.u(6)) // cell)))
        row, col = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        x0 = r.centerx - cell * (in_row - 1) / 2
        row_h = self.pawn_r * 2 + ph - self.pawn_r * 0.5
        base = r.bottom - self.u(3) - ph - self.pawn_r * 0.55  # the bottom row's bust, its plate under it
        rows = -(-count // per_row)
        if rows > 1:  # seven or eight on a narrow space: the rows close up rather than leave it
            row_h = min(row_h, (base - r.y - self.pawn_r - self.u(2)) / (rows - 1))
        return (x0 + cell * col, base - row * row_h)

    def plate_rect(self, pos, name: str) -> pygame.Rect:
        """A pawn's name plate: under its bust (centred at pos), overlapping the bust's chin a little."""
        w, h = self.plate_size(name)
        return pygame.Rect(round(pos[0] - w / 2), round(pos[1] + self.pawn_r * 0.55), w, h)

    def pawn_rect(self, pos, name: str) -> pygame.Rect:
        """All a pawn covers: its bust and its plate (its anchor, its glow, its drag)."""
        return self.circle_rect(pos, self.pawn_r).union(self.plate_rect(pos, name))

    def deck_rect(self, space: str) -> pygame.Rect:
        """The deck drawn on a space (its upper middle)."""
        r = self.space_rect[space]
        w, h = self.u(36), self.u(46)  # short enough for a line of marks and a row of pawns with plates below
        return pygame.Rect(r.centerx - w // 2, r.y + self.u(26), w, h)

    def hand_slots(self, n: int, extra: int) -> list:
        """n cards in the hand row as name plates (each name whole and readable without the zoom), left to right,
        room kept on the right for `extra` small cards: one row while the plates stay wider than tall, else
        two or three rows of shorter plates (a long hand)."""
        r = self.hand_row
        if n <= 0:
            return []
        room = r.w - extra * (int(r.h * 0.85) + self.u(4)) - self.u(10)
        gap = self.u(5)
        for rows in (1, 2, 3):
            per_row = -(-n // rows)
            h = (r.h - gap * (rows - 1)) // rows
            w = self.grow(150, room, per_row, gap)  # wider plates at the UI scale: their names in bigger type
            if w >= h * 1.1 or rows == 3:
                break
        return [pygame.Rect(r.x + col * (w + gap), r.y + row * (h + gap), w, h)
                for row, col in (divmod(i, per_row) for i in range(n))]

    def side_slots(self, n: int) -> list:
        """The screen seat's Vulnerable cards and infection card: small cards at the right end of the hand row."""
        r = self.hand_row
        w, h = int(r.h * 0.85), int(r.h * 0.8)
        return [pygame.Rect(r.right - (n - i) * (w + self.u(4)), r.bottom - h, w, h) for i in range(n)]

    TILE_COLUMNS = 3  # designed: three columns hold every tile's whole name on one line at 1280x720

    def tile_cells(self, n: int) -> list:
        """n + 1 cells in the tile bank, three to a row: the bank's title, then the tiles in order."""
        r = self.area["tile_bank"].inflate(-self.u(8), -self.u(8))
        cols, gap = self.TILE_COLUMNS, self.u(3)
        rows = max(1, -(-(n + 1) // cols))
        w = (r.w - gap * (cols - 1)) / cols
        h = min(self.u(22), (r.h - gap * (rows - 1)) / rows)
        return [pygame.Rect(round(r.x + col * (w + gap)), round(r.y + row * (h + gap)), round(w), round(h))
                for row, col in (divmod(i, cols) for i in range(n + 1))]

    def tile_slots(self, items: list) -> dict:
        """The Item tiles in the tile bank, after its title's cell."""
        return dict(zip(items, self.tile_cells(len(items))[1:]))
