"""Where everything sits on the Zombie table, from maps/zombie_table.toml and the window size.

The seat in front of the screen takes the layout's seat-0 camp (bottom centre); the others follow in
play order around the table.
"""
from __future__ import annotations

import pygame

from game.core import paths
from game.core.layouts import load_layout
from game.games.zombie.maps import TABLE_AREAS, TABLE_MAP

from ...widgets import card as cardw
from ...widgets.layout_view import LayoutView
from ..units import Units

_LAYOUT = None


def table_layout():
    global _LAYOUT
    if _LAYOUT is None:
        _LAYOUT = load_layout(paths.MAPS / f"{TABLE_MAP}.toml")
    return _LAYOUT


class Geometry(Units):
    """The Zombie table's places. Its lengths are in the layout's units (k: pixels per layout unit, u()), not the
    1280x720 window's; text sizes are written N * k in draw.py, N * tk where the text grows with the UI scale."""

    def __init__(self, size: tuple, view: dict, scale: float = 1.0):
        super().__init__(size, scale)
        self.layout = table_layout()
        self.lv = LayoutView(self.layout, (0, 0, size[0], size[1]))
        self.k = self.lv.scale  # pixels per layout unit
        self.tk = self.k * self.scale  # the same for text that grows with the UI scale
        camps = view.get("camps") or []
        n = len(camps)
        seating = self.layout.seating.get(n) or self.layout.seating[max(self.layout.seating)]
        mine = view.get("my_camps") or []
        start = mine[0] if mine else 0
        self.owners = {c["id"]: c["owner"] for c in camps}
        self.camp_area: dict = {}
        self.camp_rect: dict = {}
        self.camp_parts: dict = {}
        for c in camps:
            aid = seating[(c["id"] - start) % len(seating)]
            self.camp_area[c["id"]] = aid
            self.camp_rect[c["id"]] = self.lv.area_rect(aid)
            self.camp_parts[c["id"]] = {p: self.lv.area_rect(aid, p) for p in self.layout.areas[aid].parts}
        a = self.layout.areas
        self.rects = {aid: self.lv.area_rect(aid) for aid in TABLE_AREAS}
        self.cc_parts = {p: self.lv.rect_to_screen(r) for p, r in a["city_center"].parts.items()}
        self.card_size = (int(100 * self.k), int(140 * self.k))  # a flying card: the piles' size, its name whole
        self.chip_r = 14 * self.k
        self.die_size = 30 * self.k
        tray = self.rects["dice_tray"]
        # the played card and its reactions take the right of the tray (wide enough for their lines at 12 px)
        self.chain_rect = pygame.Rect(tray.x + int(tray.w * 0.36), tray.y + int(12 * self.k), int(tray.w * 0.64) - int(12 * self.k),
                                      tray.h - int(24 * self.k))
        # the dice roll left of the played-card (reaction) panel, never over it
        self.dice_rect = pygame.Rect(tray.x + self.u(8), tray.y + self.u(8), self.chain_rect.x - tray.x - self.u(16),
                                     tray.h - self.u(16))

    # -- points for animations -----------------------------------------------------------------------
    def camp_point(self, camp, part: str = "") -> tuple:
        if camp not in self.camp_rect:
            return self.rects["city_center"].center
        if part and part in self.camp_parts[camp]:
            return self.camp_parts[camp][part].center
        return self.camp_rect[camp].center

    def camps_of_seat(self, seat) -> list:
        return [c for c, o in self.owners.items() if o == seat]

    def hand_point(self) -> tuple:
        return self.rects["hand"].center

    def tray_point(self) -> tuple:
        return self.chain_rect.center

    def pile_point(self, pile: str) -> tuple:
        return self.rects[pile].center

    def cc_point(self, part: str) -> tuple:
        return self.cc_parts[part].center if part in self.cc_parts else self.rects["city_center"].center

    def camp_at(self, pos):
        for c, r in self.camp_rect.items():
            if r.collidepoint(pos):
                return c
        return None

    # -- the hand ------------------------------------------------------------------------------------------
    def hand_rects(self, n: int) -> list:
        """Faces in a row when they are wide enough for every card name at 12 px, else plates in rows; past 100%
        plates always (their names grow with the UI scale: draw_card's text_scale; the zoom has the rules)."""
        r = self.rects["hand"]
        area = pygame.Rect(r.x + self.u(12), r.y + self.u(30), r.w - self.u(24), r.h - self.u(40))
        return cardw.hand_rects(area, n, card_face_min_width() if self.scale == 1.0 else area.w + 1, self.u(10))


def card_face_min_width() -> int:
    from game.games.zombie.content import load_content

    return cardw.min_face_width(tuple(sorted(c.name for c in load_content().cards.values())))
