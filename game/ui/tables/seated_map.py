"""The geometry shared by the tables drawn from a TOML map with an area per seat (Who Goes There?'s character
boards, The Thing's player panels): the map fitted into the window through the shared LayoutView, its areas, the
seat areas of this player count (the map's `seating`; the largest one past it) with their parts, and the column of
choices, log and bar in the map's "log" area. A game's Geometry subclasses it and adds its own places."""
from __future__ import annotations

import pygame

from ..widgets.layout_view import LayoutView
from .units import Units


class SeatedMap(Units):
    def __init__(self, size: tuple, view: dict, layout, choices_share: float, scale: float = 1.0):
        """`choices_share`: how much of the log area the choice list may take (the log has the rest)."""
        super().__init__(size, scale)
        w, h = self.size
        self.layout = layout
        self.seats = int(view.get("seats") or len(view.get("players") or ()) or 3)
        self.lv = lv = LayoutView(layout, pygame.Rect(0, 0, w, h))
        self.area = {aid: lv.area_rect(aid) for aid, a in layout.areas.items() if a.kind != "camp"}
        self.seated = list(layout.seating.get(self.seats) or layout.seating[max(layout.seating)])
        self.seat_area = {seat: lv.area_rect(aid) for seat, aid in enumerate(self.seated)}
        self.parts = {seat: {p: lv.area_rect(aid, p) for p in layout.areas[aid].parts}
                      for seat, aid in enumerate(self.seated)}
        log = self.area["log"]
        self.choices = pygame.Rect(log.x, log.y, log.w, int(log.h * choices_share))
        self.bar = pygame.Rect(log.x, log.bottom - self.u(34), log.w, self.u(30))
        self.log = pygame.Rect(log.x, self.choices.bottom + self.u(6), log.w,
                               self.bar.y - self.choices.bottom - self.u(12))

    def part(self, seat: int, name: str) -> pygame.Rect:
        """A part of a seat's area (its whole area when the map names no such part)."""
        return self.parts.get(seat, {}).get(name) or self.seat_area.get(seat) or pygame.Rect(0, 0, 1, 1)
