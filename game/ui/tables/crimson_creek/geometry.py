"""Where everything sits on the Crimson Creek table: maps/<view['map']>.toml (one file per Act) fitted
into the window. Locations, paths and the side areas come from the map; token slots (two per location,
the rules' limit) and the choices/notebook panels are placed here.
"""
from __future__ import annotations

import pygame

from game.core import paths
from game.core.layouts import load_layout
from game.games.crimson_creek.maps import TABLE_AREAS

from ... import fonts
from ...widgets.layout_view import LayoutView

_LAYOUTS: dict = {}


def act_layout(map_id: str):
    if map_id not in _LAYOUTS:
        _LAYOUTS[map_id] = load_layout(paths.MAPS / f"{map_id}.toml")
    return _LAYOUTS[map_id]


class Geometry:
    def __init__(self, size: tuple, view: dict):
        self.size = tuple(size)
        self.map_id = view.get("map") or "crimson_creek_act1"
        self.layout = act_layout(self.map_id)
        self.lv = LayoutView(self.layout, (0, 0, size[0], size[1]))
        self.k = self.lv.scale
        self.f = self.k * 1.4  # one pixel at 1280x720, for text sizes
        self.loc_rect: dict = {}
        for lid, loc in self.layout.locations.items():
            self.loc_rect[lid] = self.lv.rect_to_screen(loc.bounds())
        self.rects: dict = {aid: self.lv.area_rect(aid) for aid in TABLE_AREAS}  # checked at load
        board = self.lv.board_rect()
        self.board = board
        # the choices take the hiding-tile and log column while the screen seat decides
        self.rects["choices"] = self.rects["hiding_tiles"].union(self.rects["log"]).inflate(0, self.u(40)).move(0, -self.u(20))
        # the seat's own tools (notebook, undo) sit above Klein's Lair
        lair = self.rects["lair_sleeve"]
        self.rects["tools"] = pygame.Rect(lair.x, self.rects["prompt"].y, self.rects["clue_sleeves"].w, self.rects["prompt"].h)
        locs = list(self.loc_rect.values())
        self.map_rect = locs[0].unionall(locs[1:]) if locs else board.copy()
        self.token_r = 30 * self.k
        self.card_size = (int(110 * self.k), int(160 * self.k))

    def u(self, units: float) -> int:
        return int(round(units * self.k))

    def px(self, px720: float) -> int:
        """A text size given in pixels at 1280x720 (never under fonts.MIN_PX: line heights follow it)."""
        return max(fonts.MIN_PX, int(round(px720 * self.f)))

    def location_at(self, pos):
        if pos is None:
            return None
        for lid, r in self.loc_rect.items():
            if r.collidepoint(pos):
                return lid
        return None

    def token_pos(self, loc: str, index: int, count: int) -> tuple:
        """Centre of the index-th token (of count) on a location: side by side in its lower middle."""
        r = self.loc_rect.get(loc)
        if r is None:
            return self.map_rect.center
        count = max(1, count)
        step = max(self.token_r * 2.6, r.w * 0.42)  # room for two names at 12 px side by side
        x0 = r.centerx - step * (count - 1) / 2
        return (x0 + step * index, r.y + r.h * 0.53)

    def sleeve_rects(self, icons: list) -> dict:
        """icon -> rect of each Klein Location peeking sleeve, three to a row."""
        area = self.rects["peek_sleeves"]
        n = max(1, len(icons))
        cols = 3
        rows = max(1, -(-n // cols))
        gap = self.u(10)
        w = (area.w - gap * (cols - 1)) // cols
        h = (area.h - self.u(8) - gap * (rows - 1)) // rows
        return {icon: pygame.Rect(area.x + (i % cols) * (w + gap), area.y + self.u(8) + (i // cols) * (h + gap), w, h)
                for i, icon in enumerate(icons)}

    def token_rect(self, center) -> pygame.Rect:
        d = int(self.token_r * 2)
        return pygame.Rect(int(center[0] - self.token_r), int(center[1] - self.token_r), d, d)

    def overlay_rect(self) -> pygame.Rect:
        """A big panel over the map (notebook, claim editor, line-up, opening scene)."""
        m = self.map_rect
        return m.inflate(-self.u(40), -self.u(30))
