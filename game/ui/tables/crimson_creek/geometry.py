"""Where everything sits on the Crimson Creek table: maps/<view['map']>.toml (one file per Act) fitted
into the window. Locations, paths and the side areas come from the map; token slots (two per location,
the rules' limit) and the choices/notebook panels are placed here.
"""
from __future__ import annotations

import pygame

from game.core import paths
from game.core.layouts import load_layout
from game.games.crimson_creek.maps import TABLE_AREAS

from ...widgets import textfit
from ...widgets.layout_view import LayoutView
from ..units import Units

_LAYOUTS: dict = {}


def act_layout(map_id: str):
    if map_id not in _LAYOUTS:
        _LAYOUTS[map_id] = load_layout(paths.MAPS / f"{map_id}.toml")
    return _LAYOUTS[map_id]


class Geometry(Units):
    """The Crimson Creek table's places: lengths in the Act map's units (k: pixels per map unit, u()), text in
    pixels at 1280x720 (px; tx at the UI scale: Units)."""

    def __init__(self, size: tuple, view: dict, scale: float = 1.0):
        super().__init__(size, scale)
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
        # a token, its name under it: both grow with the UI scale (the token up to 1.4x) as far as every location
        # holds them between its name band (and icon) and its hiding place tile (token_pos); the name keeps the
        # 100% width, so two tokens side by side keep their names apart
        base = 30 * self.k
        self.label_px = self.tx(10)
        self.label_w = int(base * 4.2)
        self.label_h = textfit.line_height("sans_bold", self.label_px)
        band = min((self.token_band(r)[1] - self.token_band(r)[0] for r in self.loc_rect.values()), default=base * 4)
        self.token_r = max(base, min(base * min(self.scale, 1.4), (band - self.u(2) - self.label_h) / 2))
        self.card_size = (int(110 * self.k), int(160 * self.k))

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
        top, bottom = self.token_band(r)  # a big token moves up or down to stay between the name and the tile
        y = min(max(r.y + r.h * 0.53, top + self.token_r), bottom - self.u(2) - self.label_h - self.token_r)
        return (x0 + step * index, y)

    def loc_name_px(self, name: str, r: pygame.Rect) -> int:
        """A location's name (drawn centred at its top): 20 px at 1280x720 at 100%; at the UI scale as big as its
        band (down to the icon's foot) holds and, centred, clear of the icon in the top left corner."""
        if self.scale == 1.0:
            return self.px(20)
        px = self.tx_within(20, self.u(44), "display")
        return max(self.px(20), textfit.fit_px(name, "display", px, r.w - 2 * self.u(64)))

    def token_band(self, r: pygame.Rect) -> tuple:
        """(top, bottom) of what a location leaves its tokens and their names: under its name band and icon
        (render.draw_location: the icon ends u(60) down), over its hiding place tile (u(44) up from its foot)."""
        return r.y + self.u(60), r.bottom - self.u(44)

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
