"""Where everything sits on the Terrorscape table: the map (maps/<view options map>.toml, drawn through the
shared LayoutView and read through game.games.terrorscape.board) fitted into the left of the window, the
side column (the Killer's level board, the choices, the log) and the strip under the map (the Survivors'
cards, the team's tracks and the search decks, the Device; for the Killer: the hand).

Every size is given in units of a 1280x720 window (`u`), text in pixels at 1280x720 (`px`, never under the
fonts' 12 px floor), so the table reads the same at 4K.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.terrorscape.board import load_board

from ...widgets.layout_view import LayoutView
from ..units import Units

KIND_WORDS = {"key": "key search", "medical": "medical search", "weapon": "weapon search", "radio": "radio repair",
              "vehicle": "vehicle repair", "tool": "Tool location", "knowledge": "Knowledge location",
              "mystic": "Mystic location", "main_exit": "Main Exit", "hidden_exit": "Hidden Exit",
              "testing_station": "testing station"}
TOKEN_R = 11  # a Survivor miniature's radius in units
KILLER_R = 14


@lru_cache(maxsize=4)
def board_of(map_id: str):
    """The Terrorscape board of a map id (board.py caches per file; this keeps the id -> board step cheap)."""
    return load_board(map_id)


def visible_segment(ra: pygame.Rect, rb: pygame.Rect, a, b):
    """The part of the line a -> b between the two locations' rects (None when they touch or overlap)."""
    def exit_point(rect, p, q):
        inside = rect.clipline(p, q)
        if not inside:
            return p
        (x0, y0), (x1, y1) = inside
        # the clipped end farthest from p is where the line leaves the rect
        return (x1, y1) if math.dist((x1, y1), p) >= math.dist((x0, y0), p) else (x0, y0)

    pa = exit_point(ra, a, b)
    pb = exit_point(rb, b, a)
    if math.dist(a, pb) <= math.dist(a, pa):
        return None
    return pa, pb


class Geometry(Units):
    def __init__(self, size: tuple, view: dict, scale: float = 1.0):
        super().__init__(size, scale)
        self.map_id = (view.get("options") or {}).get("map") or "terrorscape_polar_station"
        self.board = board_of(self.map_id)
        self.side = view.get("side")
        R = self.rect
        self.rects = {
            "prompt": R(8, 6, 1264, 40),
            "map": R(8, 52, 856, 482),
            "killer_board": R(872, 52, 400, 104),  # the portrait and name row, the counts, the next level's effect
            "choices": R(872, 164, 400, 548),
            "survivors": R(8, 542, 446, 170),
            "team": R(462, 542, 230, 170),
            "device": R(700, 542, 164, 170),
            "hand": R(462, 542, 402, 170),
            "tools": R(1112, 6, 160, 40),
        }
        self.board_rect = self.rects["map"]
        self.token_r = max(6, self.u(TOKEN_R))  # at 100%; each location's may be bigger (token_r_at)
        self.killer_r = max(8, self.u(KILLER_R))
        # the names grow with the UI scale as far as they fit, leaving a location room for its 100% miniatures
        # under them (the Survivors' row at the foot, the Killer under the name: killer_pos, token_pos)
        self.lv = LayoutView(self.board.layout, self.board_rect, self.scale)
        self.lv.name_keep = max(2.1 * self.killer_r + self.u(1), 2.35 * self.token_r) + self.u(3)
        self.loc_rect: dict = {}  # code -> screen rect (the bounds of a polygon location)
        self.name_rect: dict = {}  # code -> where its name is written (pieces and icons keep clear of it)
        self.name_rows: dict = {}  # code -> the rects of its name's rows (a short code row leaves corners free)
        self.loc_centre: dict = {}
        self.loc_tip: dict = {}  # code -> its whole name and what it is (the hover tip; the map may cut the name)
        for code in self.board.codes:
            loc = self.board.layout.locations[self.board.loc(code).id]
            self.loc_rect[code] = self.lv.rect_to_screen(loc.bounds())
            self.name_rows[code] = [r for _, r in self.lv.name_rows(loc)]
            self.name_rect[code] = self.lv.name_rect(loc)
            self.loc_centre[code] = self.lv.to_screen(loc.center())
            kinds = ", ".join(sorted(KIND_WORDS.get(k, k.replace("_", " ")) for k in self.board.loc(code).kinds))
            self.loc_tip[code] = self.board.label(code) + (f": {kinds}" if kinds else "")
        self.map_rect = self.lv.board_rect()
        # the miniatures grow with the UI scale up to half as big again, as far as the location holds them under
        # its name (the Survivors' row at the foot, the Killer under the name: killer_pos)
        self.minis_r: dict = {}
        for code in self.board.codes:
            under = self.loc_rect[code].bottom - self.name_rect[code].bottom - self.u(2)
            self.minis_r[code] = (
                max(self.token_r, min(self.grow(TOKEN_R, self.u(TOKEN_R) * 1.5), int(under / 2.4))),
                max(self.killer_r, min(self.grow(KILLER_R, self.u(KILLER_R) * 1.5), int(under / 2.2))))

    def token_r_at(self, code) -> int:
        """A Survivor's miniature's radius on a location (the UI scale's, as far as the location holds it)."""
        return self.minis_r.get(code, (self.token_r,))[0]

    def killer_r_at(self, code) -> int:
        return self.minis_r.get(code, (0, self.killer_r))[1]

    # -- units ------------------------------------------------------------------------------------------
    # -- the map --------------------------------------------------------------------------------------
    def location_at(self, pos):
        if pos is None or not self.board_rect.collidepoint(pos):
            return None
        lid = self.lv.location_at(pos)
        return self.board.code_of(lid) if lid is not None else None

    def token_pos(self, code: str, index: int, count: int) -> tuple:
        """Centre of the index-th miniature (of count) on a location: a row along its lower part."""
        r = self.loc_rect.get(code)
        if r is None:
            return self.board_rect.center
        count = max(1, count)
        tr = self.token_r_at(code)
        step = min(tr * 2.3, (r.w - tr * 2) / max(1, count - 1)) if count > 1 else 0
        x0 = r.centerx + self.u(8) - step * (count - 1) / 2  # a little right of centre: the tokens take the left
        x0 = max(r.x + tr, min(x0, r.right - tr - step * (count - 1)))  # big ones stay inside
        return (x0 + step * index, r.bottom - tr * 1.35)

    def killer_pos(self, code: str) -> tuple:
        """The Killer's miniature: the upper right of its location, clear of the Survivors' row and under
        the location's name (when the location is tall enough for both)."""
        r = self.loc_rect.get(code)
        if r is None:
            return self.board_rect.center
        kr = self.killer_r_at(code)
        x, y = r.right - kr * 1.4, r.y + r.h * 0.42
        if self.circle_rect((x, y), kr).colliderect(self.name_rect[code]):
            y = min(self.name_rect[code].bottom + kr + self.u(1), r.bottom - kr * 1.1)
        return (x, y)

    def corner(self, code: str, slot: int) -> tuple:
        """Small token slots up a location's left edge (noise, DELAY, cat, alarm, repair, fuel)."""
        r = self.loc_rect.get(code)
        if r is None:
            return self.board_rect.center
        s = self.u(9)  # from the bottom left corner upwards: clear of a two-line name in a small location
        return (r.x + s * 1.3, r.bottom - s * 1.3 - slot * s * 2.1)

    def edge_mid(self, a: str, b: str) -> tuple:
        """The middle of a connection's line between the two locations (where its door is drawn)."""
        pa, pb = self.loc_centre[a], self.loc_centre[b]
        seg = visible_segment(self.loc_rect[a], self.loc_rect[b], pa, pb)
        if seg is not None:
            pa, pb = seg
        return ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)

    def edge_rect(self, a: str, b: str) -> pygame.Rect:
        x, y = self.edge_mid(a, b)
        s = self.u(18)
        return pygame.Rect(round(x - s / 2), round(y - s / 2), s, s)

    PASSAGE_R = 9  # a passage end icon's radius, in units

    def passage_r(self) -> int:
        return max(6, self.u(self.PASSAGE_R))

    def passage_end(self, here: str, there: str) -> tuple:
        """Where a secret passage's end icon sits on `here`: in the top corner on the side facing `there`
        (beside a name written on two rows), else the other top corner, else inside the location on the
        side facing `there`; never on the location's name."""
        r, name = self.loc_rect[here], self.name_rect[here]
        (ax, ay), (bx, by) = self.loc_centre[here], self.loc_centre[there]
        ir, pad = self.passage_r(), self.u(2)
        left, right = r.x + pad + ir, r.right - pad - ir
        corners = [(right, r.y + pad + ir), (left, r.y + pad + ir)]
        if bx < ax:
            corners.reverse()
        lid = self.board.loc(here).id
        for c in corners:
            clear = self.circle_rect(c, ir).inflate(self.u(6), 0).collidelist(self.name_rows[here]) < 0
            if clear and self.lv.location_at(c) == lid:
                return c
        ang = math.atan2(by - ay, bx - ax)
        rx, ry = r.w / 2 - self.u(12), r.h / 2 - self.u(12)
        t = min(abs(rx / math.cos(ang)) if math.cos(ang) else 1e9, abs(ry / math.sin(ang)) if math.sin(ang) else 1e9)
        x, y = ax + math.cos(ang) * t * 0.8, ay + math.sin(ang) * t * 0.8
        if self.circle_rect((x, y), ir).colliderect(name):
            y = min(name.bottom + ir + self.u(1), r.bottom - ir - pad)
        return (x, y)
