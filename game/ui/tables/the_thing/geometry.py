"""Where everything sits on The Thing's table: the Outpost map (maps/the_thing_outpost.toml, a 1920x1080 table: the
players' panels along the top, the Rec Room, the Encounter with its crew, the four tasks, the Tool Shed, the piles,
the Coast, the Thing player's area, the cards being played, the chips and the hand, the prompt and the log) fitted
into the window through the shared LayoutView.

A character's token stands on its Rec Room slot while it is in the Rec Room (or dead), in the crew grid of the
Encounter or of a task it was sent to, or in the Tool Shed. Every size is in units of a 1280x720 window (`u`),
text in pixels at 1280x720 (`px`), so the table reads the same at 4K.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import layouts
from game.core.paths import MAPS

from ...widgets.card import face_shows_title
from ..seated_map import SeatedMap
from .hand_cards import wide_title_fits

MAP_ID = "the_thing_outpost"
TOKEN = (150, 96)  # a character token, in layout units (the crew grids shrink it when crowded)
TASKS = ("radio", "helicopter", "research", "bulldozer")


@lru_cache(maxsize=2)
def outpost_layout(map_id: str = MAP_ID):
    return layouts.load_layout(MAPS / f"{map_id}.toml")


class Geometry(SeatedMap):
    def __init__(self, size: tuple, view: dict, scale: float = 1.0):
        super().__init__(size, view, outpost_layout(), 0.55, scale)
        lv = self.lv
        self.panel = self.seat_area
        self.rec_slot = {sid[4:]: lv.to_screen(sl.pos) for sid, sl in self.layout.slots.items()
                         if sid.startswith("rec_")}
        self.coast_slot = [lv.to_screen(self.layout.slots[f"coast_{k}"].pos) for k in range(11)]
        self.token = (round(TOKEN[0] * lv.scale), round(TOKEN[1] * lv.scale))
        self.enc_card = lv.area_rect("encounter", "card")
        self.enc_crew = lv.area_rect("encounter", "crew")
        self.task = {t: self.area[f"task_{t}"] for t in TASKS}
        self.task_tokens = {t: lv.area_rect(f"task_{t}", "tokens") for t in TASKS}
        self.task_crew = {t: lv.area_rect(f"task_{t}", "crew") for t in TASKS}
        self.thing = {p: lv.area_rect("thing_area", p) for p in self.layout.areas["thing_area"].parts}
        self.chips_row = self.area["chips"]
        self.hand_row = self.area["hand"].inflate(0, -self.u(8)).move(0, self.u(4))

    # -- places -------------------------------------------------------------------------------------------
    def site_rect(self, site: str) -> pygame.Rect:
        """The place a character can be sent to: the Encounter, a task, the Tool Shed."""
        if site == "encounter":
            return self.area["encounter"]
        if site == "shed":
            return self.area["tool_shed"]
        return self.task.get(site) or self.area["rec_room"]

    def grid(self, region: pygame.Rect, n: int) -> tuple:
        """n token centres in `region` and the token size there. Each column count is tried; a token takes its
        cell (up to the Rec Room's size, or wider in one column), and the count whose tokens read best wins: width
        first (the name), height counting double (a flat token holds two lines of pairs), two lines at least."""
        gap = self.u(4)
        best = None
        for cols in range(1, max(1, n) + 1):
            rows = -(-n // cols)
            cw, ch = region.w / cols, region.h / rows
            size = (int(min(cw - gap, self.token[0] * (1.4 if cols == 1 else 1))),
                    int(min(ch - gap, self.token[1])))
            score = (size[1] >= self.u(32), min(size[0], 2 * size[1]), -cols)
            if best is None or score > best[0]:
                best = (score, cols, cw, ch, size)
        _, cols, cw, ch, size = best
        return [(region.x + cw * (i % cols + 0.5), region.y + ch * (i // cols + 0.5)) for i in range(n)], size

    def token_places(self, view: dict) -> dict:
        """("char", id) -> (centre, (w, h)) for every character, from where the view says it is."""
        by_site: dict = {}
        out = {}
        for ch, row in (view.get("chars") or {}).items():
            site = row.get("site") if row.get("alive") else "rec"
            if site in (None, "rec") or site not in ("encounter", "shed", *TASKS):
                out[("char", ch)] = (self.rec_slot.get(ch, self.area["rec_room"].center), self.token)
            else:
                by_site.setdefault(site, []).append(ch)
        for site, chars in by_site.items():
            if site == "encounter":
                region = self.enc_crew
            elif site == "shed":
                region = self.area["tool_shed"].inflate(-self.u(4), -self.u(20)).move(0, self.u(8))
            else:
                region = self.task_crew[site]
            centres, size = self.grid(region, len(chars))
            for ch, c in zip(chars, centres):
                out[("char", ch)] = (c, size)
        return out

    def token_rect(self, centre, size) -> pygame.Rect:
        r = pygame.Rect(0, 0, *size)
        r.center = (round(centre[0]), round(centre[1]))
        return r

    def hand_slots(self, n: int, titles=()) -> list:
        """n cards in the hand row, left to right, never overlapping: at 100% one row of faces (each card's text
        under its name) when faces that wide show every one of `titles` whole and upright; else wide cards (a
        picture, the name beside it, the text under them where it fits whole: the_thing/hand_cards.py) on as few
        rows as show every name whole; the hover zoom shows a card's whole face."""
        r = self.hand_row
        if n <= 0:
            return []
        gap = self.u(5)
        w = min(int(r.h * 1.05), (r.w - gap * (n - 1)) // n)  # wider would be a plate
        if self.scale == 1.0 and len(titles) == n and all(face_shows_title(t, w, r.h) for t in titles):
            return [pygame.Rect(r.x + i * (w + gap), r.y, w, r.h) for i in range(n)]
        for rows in (1, 2, 3):
            per_row = -(-n // rows)
            h = (r.h - gap * (rows - 1)) // rows
            w = self.grow(200, r.w, per_row, gap)
            if w >= h * 1.1 and all(wide_title_fits(t, w, h, self.scale) for t in titles):
                break
        return [pygame.Rect(r.x + col * (w + gap), r.y + row * (h + gap), w, h)
                for row, col in (divmod(i, per_row) for i in range(n))]

    def aside_slots(self, n: int, titles=("Infected!", "Human")) -> list:
        """The Thing's set-aside infection cards (the set-up's first two): small wide cards in its area, side by
        side, else one above the other, so each name (`titles`) stays whole."""
        r = self.thing["aside"]
        gap = self.u(3)
        n = max(1, n)
        for rows in (1, 2):
            per_row = -(-n // rows)
            w, h = (r.w - gap * (per_row - 1)) // per_row, (r.h - gap * (rows - 1)) // rows
            if all(wide_title_fits(t, w, h, self.scale) for t in titles):
                break
        return [pygame.Rect(r.x + col * (w + gap), r.y + row * (h + gap), w, h)
                for row, col in (divmod(i, per_row) for i in range(n))]
