"""Drawing the Crimson Creek table: the static layer (static_layer.py: the night sky with the title and the
paths, cached by what it shows, and over it the location cards, sleeves, decks, players, Exposure track, hiding
places and the side log, each drawn again only when what it shows changed), a token, the prompt bar, the
choices and the toast (the overlay panels: overlays.py; the per-frame layer: live_layer.py; the artwork:
artwork.py). CreekBoard is a part CrimsonCreekTable owns: every method draws from the frame's `data`, which
holds the screen seat's view and nothing else secret, the geometry and what else it is handed; it keeps only
what the table asks of the last drawing (each player's row, the Act badge).
"""
from __future__ import annotations

import math
import random

import pygame

from ... import theme
from ...widgets import patterns, textfit
from ...widgets.ink import clip, fit_px, fitted_text, panel, text, wrap
from ..buttons import draw_button
from . import portraits
from .artwork import card_surface, draw_hatchet, draw_icon, night_sky
from ...surfaces import new_surface
from ... import fonts
from ..static_layer import BoardCache, Part

LEGAL_GLOW = (96, 196, 110)
NIGHT = (9, 11, 16)
ZONES = {"cabin": (74, 56, 40), "woods": (30, 54, 38), "farm": (78, 40, 32), "town": (46, 46, 60), "water": (28, 46, 74)}
ROMAN = {1: "I", 2: "II", 3: "III"}


BOARDS = BoardCache()  # the board's pictures: the night sky, the title and the paths


def static_scope(g) -> tuple:
    """What the static parts' keys leave out: the map and where the geometry puts its places (a new Geometry
    is made after every move, in the same places)."""
    return (g.map_id, tuple(g.size), g.scale, round(g.k, 5), tuple((k, tuple(r)) for k, r in g.loc_rect.items()))


def location_facts(view: dict) -> dict:
    """What the location cards show beyond the locations themselves: the sleeves seen and struck, the Lair, the
    hiding places and this seat's danger and safe marks."""
    kn = view.get("knowledge") or {}
    return {"seen": {s["seen"]: s for s in view["sleeves"] if s.get("seen")},
            "revealed": {s["revealed"]: s for s in view["sleeves"] if s.get("revealed")},
            "lair": view.get("lair") or {}, "tiles": {t["id"]: t for t in view.get("tiles", [])},
            "danger": set(kn.get("danger") or []), "safe": set(kn.get("safe") or [])}


def location_key(facts: dict, loc: dict) -> tuple:
    """The facts one location card shows (location_facts), for its part's key."""
    lid, lair = loc["id"], facts["lair"]
    return (facts["seen"].get(lid), facts["revealed"].get(lid), lair.get("revealed") == lid, lair.get("known") == lid,
            facts["tiles"].get(loc.get("hiding")), lid in facts["danger"], lid in facts["safe"])


def seat_colour(seat) -> tuple:
    if seat is None:
        return (120, 116, 110)
    return theme.seat_colour(seat)


def token_info(view: dict, cid: str):
    for c in view.get("characters", []):
        if c["id"] == cid:
            return c
    return None


def draw_token(surface, g, view: dict, cid: str, pos, alpha: int = 255, highlight=None) -> pygame.Rect:
    """Character `cid`'s token at `pos` (its name under it), as `view` shows it."""
    c = token_info(view, cid) or {"name": cid.title(), "seat": None, "supporting": True, "scared": False}
    r = g.token_r
    size = int(r * 2 + g.u(16))
    lw = g.label_w
    tall = max(size + int(r * 0.9), size // 2 + int(r) + g.u(2) + g.label_h)  # the name under the token
    layer = new_surface((lw, tall), pygame.SRCALPHA)
    cx, cy = lw // 2, size // 2
    supporting = c.get("supporting")
    col = seat_colour(c.get("seat")) if not supporting else (104, 100, 96)
    pygame.draw.circle(layer, (0, 0, 0, 150), (cx + g.u(3), cy + g.u(5)), int(r))
    pygame.draw.circle(layer, col, (cx, cy), int(r))
    face_r = int(r * 0.8)
    img = portraits.bust(cid, face_r * 2, bool(c.get("scared")))
    if supporting:  # a supporting character's token is greyed: not a player
        img = img.copy()
        img.fill((190, 190, 190, 255), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(img, (cx - face_r, cy - face_r))
    edge = highlight or ((240, 220, 160) if c.get("seat") is not None and c.get("seat") == view.get("seat") else (20, 14, 14))
    pygame.draw.circle(layer, edge, (cx, cy), int(r), max(1, g.u(4 if highlight else 2)))
    if not supporting and isinstance(c.get("seat"), int):  # the player's shape on its token, top right
        patterns.seat_badge(layer, c["seat"], (cx + r * 0.78, cy - r * 0.78), max(4, r * 0.34))
    name = c.get("name", "")
    npx = fit_px(name, "sans_bold", g.label_px, lw - 4)
    text(layer, name, "sans_bold", npx, (cx, cy + r + g.u(2)), theme.BONE if not supporting else theme.ASH, "midtop")
    if alpha < 255:
        layer.set_alpha(alpha)
    rect = layer.get_rect(center=(int(pos[0]), int(pos[1] + r * 0.45)))
    surface.blit(layer, rect)
    return pygame.Rect(int(pos[0] - r), int(pos[1] - r), int(2 * r), int(2 * r))


class CreekBoard:
    """The board's painter: its static layer (the board's picture and the parts over it), the prompt bar, the
    choice panel and the toast."""

    def __init__(self, panels=None):
        self.panels = panels  # the table's shared panels (the side log, the choice list's panel)
        self.player_rows: dict = {}  # seat -> its row in the players panel, as last drawn
        self.act_rect = None  # the Act badge in the prompt bar, as last drawn

    # -- static layer: the board's picture (cached by what it shows) and the parts over it -------------------------
    def board_base(self, g, view) -> pygame.Surface:
        """The night sky with the title and the paths: drawn again only when a location is struck (a path turns
        red, the title's count of open places falls) or the Act changes."""
        flipped = tuple(sorted(l["id"] for l in view["locations"] if l["flipped"]))

        def draw(surf):
            surf.blit(night_sky(tuple(g.size)), (0, 0))
            self.draw_title(surf, g, view)
            self.draw_paths(surf, g, view)
        return BOARDS.get((static_scope(g), flipped, view.get("act"), len(view["locations"])), tuple(g.size), draw)

    def build_static(self, g, data: dict, log_rect: pygame.Rect) -> pygame.Surface:
        """The whole static layer drawn afresh (what the layer's partial updates must equal)."""
        surf = self.board_base(g, data["view"]).copy()
        for part in self.static_parts(g, data, log_rect):
            part.draw(surf)
        return surf

    def static_parts(self, g, data: dict, log_rect: pygame.Rect) -> list:
        """The location cards, Klein's Lair, the clue and location sleeves, the decks, the players, the Exposure
        track, the hiding places and the side log (in `log_rect`), each keyed by a repr of what it shows (a snapshot)."""
        view = data["view"]
        facts = location_facts(view)
        parts = []
        for i, loc in enumerate(view["locations"]):
            r = g.loc_rect.get(loc["id"])
            if r is None:
                continue
            rect = r.inflate(g.u(12) + 4, g.u(12) + 4).union(r.move(g.u(8), g.u(10)))  # the danger ring, the shadow
            parts.append(Part(f"loc:{loc['id']}", rect, repr((i, loc, location_key(facts, loc))),
                              lambda surf, i=i, loc=loc: self.draw_location(surf, g, i, loc, facts)))
        lair = g.rects["lair_sleeve"]
        names = {l["id"]: l["name"] for l in view["locations"]}
        lk = view.get("lair") or {}
        parts.append(Part("lair", lair.union(lair.move(g.u(5), g.u(6))).inflate(4, 4),
                          repr((lk, names.get(lk.get("revealed")), names.get(lk.get("known")))),
                          lambda surf: self.draw_lair(surf, g, view)))
        area = g.rects["clue_sleeves"]
        head = textfit.width("CLUE SLEEVES", "display", max(fonts.MIN_PX, round(g.px(12))))
        clues = pygame.Rect(area.x - 2, area.y - g.u(30), max(area.w, head) + g.u(9), area.h + g.u(36))
        parts.append(Part("clue_sleeves", clues, repr((view.get("clue_sleeves", [])[:2], view.get("clues"))),
                          lambda surf: self.draw_clue_sleeves(surf, g, view)))
        area = g.rects["peek_sleeves"]
        icons = [x["icon"] for x in view.get("sleeves", [])]
        sl = [area, pygame.Rect(area.x, g.origin[1], area.w, max(0, area.y - g.origin[1]))]  # the heading above
        sl += list(g.sleeve_rects(icons).values())
        parts.append(Part("sleeves", sl[0].unionall(sl[1:]).inflate(4, 4), repr((view.get("sleeves"), names)),
                          lambda surf: self.draw_sleeves(surf, g, view, data)))
        decks = [g.rects[k] for k in ("attack_deck", "reveal_deck", "search_deck")]
        dr = decks[0].unionall(decks[1:]).inflate(g.u(24), g.u(24))
        dr.h += g.u(40)  # "+N face down" under the Reveal deck
        parts.append(Part("decks", dr, repr(tuple(view.get(k) for k in ("attack_deck", "reveal_deck", "search_deck",
                                                                          "attack", "sleeves"))),
                          lambda surf: self.draw_decks(surf, g, view)))
        parts.append(Part("players", g.rects["players"].inflate(4, 4),
                          repr((view.get("players"), view["decision"]["seat"], (view.get("turn") or {}).get("seat"),
                                [(c["id"], c["name"]) for c in view.get("characters", [])],
                                [(t["id"], t["name"]) for t in view.get("tiles", [])],
                                data["names"], data["screen_seat"], data["kinds"])),
                          lambda surf: self.draw_players(surf, g, view, data)))
        parts.append(Part("exposure", g.rects["exposure"].inflate(4, 4), repr(view.get("exposure")),
                          lambda surf: self.draw_exposure(surf, g, view)))
        tiles = g.rects["hiding_tiles"]
        tr = tiles.union(pygame.Rect(tiles.x, tiles.y - g.u(30), tiles.w, g.u(30))).inflate(4, 4)  # + the heading
        shown = not data["choices"]  # a part without a rect paints nothing (a whole build draws every part)
        parts.append(Part("tiles", tr if shown else None, repr((view.get("tiles"), data["names"])),
                          lambda surf: shown and self.draw_tiles(surf, g, view, data)))
        parts.append(self.panels.side_log_part(log_rect, data["log"], max(12, g.px(11))))
        return parts

    def draw_title(self, surf, g, view) -> None:
        """The game's name, dripping, in an empty corner of the map (bottom left when free)."""
        spot = g.lv.rect_to_screen((350, 660, 300, 200))
        if any(spot.colliderect(r) for r in g.loc_rect.values()):
            return
        rng = random.Random(5)
        y = spot.y + g.u(20)
        for word in ("CRIMSON", "CREEK"):
            px = fit_px(word, "display", g.px(34), spot.w - g.u(20))
            r = text(surf, word, "display", px, (spot.centerx, y), (150, 16, 24), "midtop")
            for _ in range(6):
                x = rng.randrange(r.x + g.u(8), max(r.x + g.u(9), r.right - g.u(8)))
                ln = rng.randrange(g.u(6), g.u(26))
                top = r.bottom - g.u(8)
                pygame.draw.line(surf, (130, 12, 20), (x, top), (x, top + ln), max(1, g.u(3)))
                pygame.draw.circle(surf, (130, 12, 20), (x, top + ln), max(1, g.u(3)))
            y = r.bottom + g.u(4)
        sub = f"Act {ROMAN.get(view.get('act'), '')} · {len([l for l in view['locations'] if not l['flipped']])} places still open"
        text(surf, sub, "serif", g.px(11), (spot.centerx, y + g.u(18)), theme.BONE_DIM, "midtop")

    def draw_paths(self, surf, g, view) -> None:
        flipped = {l["id"] for l in view["locations"] if l["flipped"]}
        done = set()
        for loc in view["locations"]:
            for other in loc["adj"]:
                pair = tuple(sorted((loc["id"], other)))
                if pair in done or other not in g.loc_rect or loc["id"] not in g.loc_rect:
                    continue
                done.add(pair)
                a, b = g.loc_rect[pair[0]].center, g.loc_rect[pair[1]].center
                closed = pair[0] in flipped or pair[1] in flipped
                pygame.draw.line(surf, (20, 14, 10), a, b, g.u(30))
                pygame.draw.line(surf, (78, 60, 40) if not closed else (60, 20, 22), a, b, g.u(20))
                n = int(math.dist(a, b) / g.u(26))
                for i in range(n):
                    if i % 2:
                        continue
                    t0, t1 = i / n, (i + 0.5) / n
                    p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
                    p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
                    pygame.draw.line(surf, (120, 96, 66) if not closed else (110, 30, 30), p0, p1, max(1, g.u(4)))

    def draw_location(self, surf, g, i: int, loc: dict, facts: dict) -> None:
        """Location card `loc` (the `i`th of the view's), with what this seat knows of it (location_facts)."""
        seen, revealed, lair, tiles = facts["seen"], facts["revealed"], facts["lair"], facts["tiles"]
        danger, safe = facts["danger"], facts["safe"]
        zones = {lid: l.zone for lid, l in g.layout.locations.items()}
        r = g.loc_rect.get(loc["id"])
        if r is None:
            return
        fill = ZONES.get(zones.get(loc["id"]), (60, 52, 44))
        shadow = r.move(g.u(8), g.u(10))
        panel(surf, shadow, g.u(14), (0, 0, 0, 140), None)
        surf.blit(card_surface(r.size, fill, loc["flipped"], i + 3), r)
        # the zone's pattern, faint, over its colour: zones told apart without colour too
        patterns.fill_pattern(surf, r.inflate(-g.u(16), -g.u(16)), theme.zone_pattern(zones.get(loc["id"])),
                              (235, 225, 200, 34), step=max(8, g.u(18)))
        edge = theme.BLOOD_BRIGHT if loc["flipped"] else (200, 186, 160)
        pygame.draw.rect(surf, edge, r, max(1, g.u(3)), border_radius=max(4, min(r.w, r.h) // 14))
        inner = r.inflate(-g.u(16), -g.u(16))
        pygame.draw.rect(surf, (0, 0, 0), inner, 1, border_radius=max(3, min(r.w, r.h) // 18))
        name = loc["name"].upper()
        text(surf, name, "display", g.loc_name_px(name, r), (r.centerx, r.y + g.u(14)), theme.BONE, "midtop")
        icon_c = (r.x + g.u(36), r.y + g.u(36))
        ic = theme.GOLD if not loc["flipped"] else (150, 60, 60)
        pygame.draw.circle(surf, (12, 10, 12), icon_c, g.u(24))
        pygame.draw.circle(surf, ic, icon_c, g.u(24), max(1, g.u(2)))
        draw_icon(surf, loc["icon"], icon_c, g.u(30), ic)
        if loc["flipped"]:
            stamp = "STRUCK - CLOSED"
            text(surf, stamp, "display", g.px(16), (r.centerx, r.y + g.u(62)), theme.BLOOD_BRIGHT, "midtop")
        elif loc["id"] in revealed:
            text(surf, "struck before", "sans", g.px(10), (r.centerx, r.y + g.u(62)), (220, 120, 120), "midtop")
        # the hiding place tile on this location
        tid = loc.get("hiding")
        if tid:
            t = tiles.get(tid, {})
            tr = pygame.Rect(r.right - g.u(150), r.bottom - g.u(44), g.u(140), g.u(34))
            used = t.get("used")
            holder = t.get("holder")
            fillc = (30, 26, 24, 230) if not used else (20, 16, 16, 200)
            panel(surf, tr, g.u(6), fillc, seat_colour(holder) if holder is not None else (110, 100, 86),
                  max(1, g.u(2)))
            if holder is not None:
                patterns.seat_badge(surf, holder, tr.topright, g.u(7))
            short = t.get("name", tid).replace("Under the ", "").replace("the ", "")
            label = next((x for x in ("Hide: " + short, short) if textfit.fits(x, "sans", g.px(11), tr.w - g.u(10))),
                         short) if not used else "hide: used"
            fitted_text(surf, label, "sans", g.px(11), tr.inflate(-g.u(10), 0), theme.BONE if not used else theme.ASH,
                        shadow=False, max_lines=1)
            if used:
                pygame.draw.line(surf, theme.BLOOD, tr.topleft, tr.bottomright, max(1, g.u(2)))
        # what this seat knows about the location
        marks = []
        if loc["id"] in seen:
            marks.append((f"You saw: {seen[loc['id']]['name']}", theme.GOLD))
        if lair.get("revealed") == loc["id"]:
            marks.append(("KLEIN'S LAIR", theme.BLOOD_BRIGHT))
        elif lair.get("known") == loc["id"]:
            marks.append(("Lair (you know)", theme.BLOOD_BRIGHT))
        y = r.bottom - g.u(40)
        for label, col in marks:
            text(surf, label, "sans_bold", g.px(10), (r.x + g.u(14), y), col, "topleft")
            y -= g.u(24)
        if loc["id"] in danger or loc["id"] in safe:
            col = (230, 40, 40) if loc["id"] in danger else LEGAL_GLOW
            pygame.draw.rect(surf, col, r.inflate(g.u(12), g.u(12)), max(2, g.u(5)), border_radius=g.u(18))
            text(surf, "DANGER" if loc["id"] in danger else "SAFE", "display", g.px(14),
                 (r.right - g.u(12), r.y + g.u(44)), col, "topright")

    def draw_lair(self, surf, g, view) -> None:
        r = g.rects["lair_sleeve"]
        lair = view.get("lair") or {}
        locs = {l["id"]: l["name"] for l in view["locations"]}
        self._sleeve_card(surf, g, r, "Klein's Lair", None)
        if lair.get("revealed"):
            body, col = f"the {locs.get(lair['revealed'], lair['revealed'])}", theme.BLOOD_BRIGHT
        elif lair.get("known"):
            body, col = f"you know: {locs.get(lair['known'], lair['known'])}", theme.GOLD
        else:
            body, col = "unknown", theme.ASH
        text(surf, "?" if not (lair.get("revealed") or lair.get("known")) else "!", "display", g.px(48), r.center,
             col, "center")
        for i, line in enumerate(wrap(body, "sans_bold", g.px(11), r.w - g.u(12))[:2]):
            text(surf, line, "sans_bold", g.px(11), (r.centerx, r.bottom - g.u(48) + i * g.u(20)), col, "midtop")

    def _sleeve_card(self, surf, g, r, title, icon, fill=(34, 18, 20, 240), edge=(150, 120, 100)) -> None:
        panel(surf, r.move(g.u(5), g.u(6)), g.u(10), (0, 0, 0, 130), None)
        panel(surf, r, g.u(10), fill, edge, max(1, g.u(2)))
        pygame.draw.rect(surf, (0, 0, 0), r.inflate(-g.u(12), -g.u(12)), 1, border_radius=g.u(6))
        px = fit_px(title, "sans_bold", g.px(11), r.w - g.u(12))
        text(surf, title, "sans_bold", px, (r.centerx, r.y + g.u(10)), theme.BONE, "midtop")
        if icon:
            draw_icon(surf, icon, (r.centerx, r.y + r.h * 0.42), min(r.w, r.h) * 0.36, theme.GOLD)

    def draw_clue_sleeves(self, surf, g, view) -> None:
        area = g.rects["clue_sleeves"]
        text(surf, "CLUE SLEEVES", "display", g.px(12), (area.x, area.y - g.u(28)), theme.BONE_DIM)
        clues = {c["id"]: c["name"] for c in view.get("clues", [])}
        gap = g.u(14)
        w = (area.w - gap) // 2
        for i, cs in enumerate(view.get("clue_sleeves", [])[:2]):
            r = pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
            known = cs.get("revealed") or cs.get("seen")
            self._sleeve_card(surf, g, r, f"Clue {i + 1}", None, (28, 22, 30, 240) if not known else (60, 44, 30, 245))
            if known:
                name = clues.get(known, known)
                for j, line in enumerate(wrap(name, "display", g.px(15), r.w - g.u(14))[:3]):
                    text(surf, line, "display", g.px(15), (r.centerx, r.centery - g.u(16) + j * g.u(28)), theme.GOLD, "center")
                text(surf, "revealed" if cs.get("revealed") else "you saw", "sans", g.px(9), (r.centerx, r.bottom - g.u(30)),
                     theme.BONE_DIM, "midtop")
            else:
                text(surf, "?", "display", g.px(40), r.center, theme.ASH, "center")
                text(surf, "face down", "sans", g.px(9), (r.centerx, r.bottom - g.u(30)), theme.ASH, "midtop")

    def draw_sleeves(self, surf, g, view, data) -> None:
        area = g.rects["peek_sleeves"]
        head = "KLEIN LOCATION SLEEVES"  # as big as the band above the sleeves (under the window's top) holds
        text(surf, head, "display", fit_px(head, "display", g.tx_within(12, area.y - g.origin[1] - g.u(4), "display"),
                                           area.w), (area.x, area.y - g.u(2)), theme.BONE_DIM, "bottomleft")
        sleeves = view.get("sleeves", [])
        rects = g.sleeve_rects([s["icon"] for s in sleeves])
        locs = {l["id"]: l["name"] for l in view["locations"]}
        for s in sleeves:
            r = rects[s["icon"]]
            w, h = r.size
            if s.get("revealed"):
                fill, edge = (70, 8, 14, 245), theme.BLOOD_BRIGHT
            elif s.get("seen"):
                fill, edge = (58, 46, 24, 245), theme.GOLD
            else:
                fill, edge = (26, 22, 26, 240), (110, 96, 86)
            panel(surf, r, g.u(8), fill, edge, max(1, g.u(2)))
            draw_icon(surf, s["icon"], (r.centerx, r.y + r.h * 0.36), min(w, h) * 0.34,
                      theme.BONE if not s.get("revealed") else theme.BLOOD_BRIGHT)
            band = int(r.h * 0.36 - min(w, h) * 0.17) - g.u(8)  # down to the icon's top
            text(surf, s["name"], "sans_bold", fit_px(s["name"], "sans_bold", g.tx_within(10, band, "sans_bold"),
                                                      w - g.u(8)), (r.centerx, r.y + g.u(6)), theme.BONE_DIM, "midtop")
            if s.get("revealed"):
                line, col = f"struck: {locs.get(s['revealed'], s['revealed'])}", (240, 140, 140)
            elif s.get("seen"):
                line, col = f"you saw: {locs.get(s['seen'], s['seen'])}", theme.GOLD
            else:
                line, col = "unseen", theme.ASH
            box = pygame.Rect(r.x + g.u(4), r.bottom - g.u(62), w - g.u(8), g.u(46))
            # the largest UI scale step at which the line reads whole in its box (else the 100% size, fitted)
            px = next((g.tx_at(10, sc) for sc in g.steps_down() if textfit.fits(line, "sans_bold", g.tx_at(10, sc),
                                                                                box.w, box.h)), g.px(10))
            fitted_text(surf, line, "sans_bold", px, box, col)
            x = r.x + g.u(10)
            for seat in s.get("peeked_by", []):
                patterns.seat_badge(surf, seat, (x, r.bottom - g.u(12)), g.u(7))
                x += g.u(16)

    def draw_decks(self, surf, g, view) -> None:
        ad = view.get("attack_deck") or {}
        r = g.rects["attack_deck"]
        self._pile(surf, g, r, "ATTACK", ad.get("cards", 0), (60, 10, 14))
        drawn, trig = ad.get("hatchets_drawn", 0), max(1, ad.get("trigger", 1))
        hs = g.u(28)
        x = r.x + g.u(8)
        for i in range(trig):
            draw_hatchet(surf, (x + hs // 2, r.bottom - g.u(52)), hs, theme.BLOOD_BRIGHT if i < drawn else (70, 60, 60))
            x += hs + g.u(4)
        words = f"{drawn}/{trig} hatchets"
        text(surf, words, "sans", fit_px(words, "sans", g.tx_within(9, g.u(26)), r.w - g.u(12)),
             (r.centerx, r.bottom - g.u(30)), theme.BONE_DIM, "midtop")
        r2 = g.rects["reveal_deck"]
        self._pile(surf, g, r2, "REVEAL", view.get("reveal_deck", 0), (40, 16, 40))
        att = view.get("attack")
        if att:
            icons = {s["icon"]: s["name"] for s in view.get("sleeves", [])}
            face = pygame.Rect(r2.x + g.u(6), r2.y + g.u(30), r2.w - g.u(12), r2.h - g.u(40))
            panel(surf, face, g.u(8), (222, 208, 176, 250), theme.BLOOD, max(1, g.u(3)))
            draw_icon(surf, att["shown"], (face.centerx, face.y + face.h * 0.4), face.w * 0.45, (90, 10, 16))
            nm = icons.get(att["shown"], att["shown"])
            text(surf, nm, "sans_bold", fit_px(nm, "sans_bold", g.px(10), face.w - 6), (face.centerx, face.bottom - g.u(28)),
                 (90, 10, 16), "midtop", shadow=False)
            if att.get("face_down"):
                text(surf, f"+{att['face_down']} face down", "sans", g.px(9), (r2.centerx, r2.bottom + g.u(4)),
                     theme.BLOOD_BRIGHT, "midtop")
        sd = view.get("search_deck") or {}
        self._pile(surf, g, g.rects["search_deck"], "SEARCH", sd.get("cards", 0), (24, 34, 30))

    def _pile(self, surf, g, r, label, n, colour) -> None:
        for i in range(min(3, max(1, n)), 0, -1):
            panel(surf, r.move(g.u(3) * i, -g.u(3) * i).inflate(-g.u(10), -g.u(10)), g.u(8), (*colour, 230) if n else (20, 18, 18, 120),
                  (140, 120, 100), 1)
        panel(surf, r.inflate(-g.u(10), -g.u(10)), g.u(8), (*colour, 245) if n else (16, 14, 14, 200), (170, 150, 120), max(1, g.u(2)))
        # the name and the count grow with the UI scale as far as the pile's width and the room between them allow
        lab = text(surf, label, "display", fit_px(label, "display", g.tx_within(12, g.u(24)), r.w - g.u(20)),
                   (r.centerx, r.y + g.u(12)), theme.BONE, "midtop")
        cy = r.centery - g.u(6)
        text(surf, str(n), "display", textfit.within(g.tx(22), g.px(22), 2 * (cy - lab.bottom), "display"),
             (r.centerx, cy), theme.BONE_DIM, "center")

    def draw_players(self, surf, g, view, data) -> None:
        r = g.rects["players"]
        panel(surf, r, g.u(10), (12, 9, 12, 225), theme.PANEL_EDGE, max(1, g.u(2)))
        text(surf, "PLAYERS", "display", g.tx_within(12, g.u(30)), (r.x + g.u(12), r.y + g.u(8)), theme.BONE_DIM)
        dec = view["decision"]["seat"]
        turn = (view.get("turn") or {}).get("seat")
        chars = {c["id"]: c["name"] for c in view.get("characters", [])}
        tiles = {t["id"]: t["name"] for t in view.get("tiles", [])}
        players = view.get("players", [])
        row = min(g.u(50), (r.h - g.u(40)) // max(1, len(players)))
        y = r.y + g.u(38)
        self.player_rows = {}  # seat -> its row (the thinking cue runs round it)
        for p in players:
            col = seat_colour(p["seat"])
            rr = pygame.Rect(r.x + g.u(6), y, r.w - g.u(12), row - g.u(4))
            self.player_rows[p["seat"]] = rr
            if p["seat"] == dec:
                panel(surf, rr, g.u(6), (*[c // 4 for c in col], 220), col, max(1, g.u(2)))
            patterns.seat_badge(surf, p["seat"], (rr.x + g.u(14), rr.centery), g.u(9))
            name = data["names"].get(p["seat"], f"Player {p['seat'] + 1}")
            if p["seat"] == data["screen_seat"]:
                name += " (you)"
            elif data["kinds"].get(p["seat"]) == "ai":
                name += " (AI)"
            line = name + (" ▶" if p["seat"] == turn else "")
            if not p.get("char"):
                st = "choosing a character…"
            elif p["alive"]:
                st = f"{chars.get(p['char'], '?')} · {'scared' if p['scared'] else 'calm'}"
                if p.get("tile"):
                    st += f" · {tiles.get(p['tile'], p['tile']).replace('Under the ', '')}"
            else:
                st = f"{chars.get(p['char'], '?')} · {'killed' if p.get('out') != 'declared' else 'out'}"
            st_col = (200, 120, 120) if p["scared"] or not p["alive"] else theme.BONE_DIM
            room = rr.w - g.u(34)
            if row < g.u(46):  # five or six players: one line each
                px = g.tx_within(10, rr.h)
                nr = text(surf, clip(line, "sans_bold", px, room * 0.5), "sans_bold", px, (rr.x + g.u(28), rr.centery),
                          theme.BONE if p["alive"] else theme.ASH, "midleft")
                spx = g.tx_within(9, rr.h)
                text(surf, clip(st, "sans", spx, rr.right - nr.right - g.u(12)), "sans", spx,
                     (rr.right - g.u(6), rr.centery), st_col, "midright")
            else:
                # two lines: the name and the status, each as big as the UI scale asks and half the row holds
                half = (rr.h - g.u(2)) // 2
                px = fit_px(line, "sans_bold", g.tx_within(11, half), room)
                nr = text(surf, clip(line, "sans_bold", px, room), "sans_bold", px, (rr.x + g.u(28), rr.y + g.u(2)),
                          theme.BONE if p["alive"] else theme.ASH)
                spx = g.tx_within(9, half)
                tile = tiles.get(p.get("tile"), p.get("tile") or "").replace("Under the ", "") if p["alive"] else ""
                if tile and not textfit.fits(st, "sans", spx, room):
                    # the hiding place moves up beside the name rather than being cut
                    st = st[: -len(" · " + tile)]
                    fitted_text(surf, tile, "sans", spx, pygame.Rect(nr.right + g.u(8), rr.y + g.u(2),
                                rr.right - nr.right - g.u(14), nr.h), st_col, "right", "top", max_lines=1)
                fitted_text(surf, st, "sans", spx, pygame.Rect(rr.x + g.u(28), nr.bottom, room, rr.bottom - nr.bottom),
                            st_col, "left", "top", max_lines=1)
            y += row

    def draw_exposure(self, surf, g, view) -> None:
        r = g.rects["exposure"]
        ex = view.get("exposure") or {}
        n = max(1, int(ex.get("spaces", 30)))
        red = set(ex.get("red") or [])
        val = int(ex.get("value", 0))
        panel(surf, r, g.u(10), (12, 9, 12, 225), theme.PANEL_EDGE, max(1, g.u(2)))
        lab = text(surf, "EXPOSURE", "display", g.px(13), (r.x + g.u(14), r.centery - g.u(10)), theme.BONE_DIM, "midleft")
        text(surf, f"{val} of {n}", "sans_bold", g.px(10), (lab.centerx, r.centery + g.u(16)), theme.GOLD, "midtop")
        x0 = lab.right + g.u(14)
        w = (r.right - g.u(14) - x0) / (n + 1)
        for i in range(n + 1):
            cell = pygame.Rect(int(x0 + i * w + 1), r.y + g.u(18), max(2, int(w) - 2), r.h - g.u(36))
            col = (120, 14, 22) if i in red else (40, 36, 34)
            pygame.draw.rect(surf, col, cell, border_radius=max(1, g.u(3)))
            if i % 5 == 0 and w > g.u(18):
                text(surf, str(i), "sans", g.px(8), (cell.centerx, cell.bottom + g.u(1)), theme.ASH, "midtop", shadow=False)
            if i == val:
                pygame.draw.rect(surf, theme.BONE, cell.inflate(g.u(6), g.u(10)), max(1, g.u(3)), border_radius=g.u(4))
                pygame.draw.polygon(surf, theme.GOLD, [(cell.centerx, cell.y - g.u(2)), (cell.centerx - g.u(8), cell.y - g.u(14)),
                                                       (cell.centerx + g.u(8), cell.y - g.u(14))])

    def draw_tiles(self, surf, g, view, data) -> None:
        r = g.rects["hiding_tiles"]
        text(surf, "HIDING PLACES", "display", g.px(12), (r.x, r.y - g.u(2)), theme.BONE_DIM, "bottomleft")
        tiles = view.get("tiles", [])
        n = max(1, len(tiles))
        gap = g.u(10)
        w = (r.w - gap * (n - 1)) // n
        for i, t in enumerate(tiles):
            tr = pygame.Rect(r.x + i * (w + gap), r.y + g.u(8), w, r.h - g.u(16))
            holder = t.get("holder")
            edge = seat_colour(holder) if holder is not None else (120, 110, 96)
            panel(surf, tr, g.u(8), (40, 34, 28, 240) if not t.get("used") else (18, 16, 16, 220), edge, max(1, g.u(2)))
            if holder is not None:
                patterns.seat_badge(surf, holder, (tr.right - g.u(9), tr.bottom - g.u(9)), g.u(7))
            name = t["name"]
            for j, line in enumerate(wrap(name, "sans_bold", g.px(10), tr.w - g.u(10))[:2]):
                text(surf, line, "sans_bold", g.px(10), (tr.centerx, tr.y + g.u(8) + j * g.u(20)), theme.BONE, "midtop")
            if t.get("used"):
                st = "used"
            elif holder is not None:
                st = data["names"].get(holder, f"Player {holder + 1}")
                if t.get("locked"):
                    st += " (Do Not Grab)"
            else:
                st = "free"
            fitted_text(surf, st, "sans", g.px(9), pygame.Rect(tr.x + g.u(4), tr.bottom - g.u(48), tr.w - g.u(8), g.u(44)),
                        edge if holder is not None else theme.BONE_DIM, valign="bottom")

    # -- per frame ------------------------------------------------------------------------------------------
    def draw_prompt(self, surface, g, view, data, bar_buttons: list, mouse) -> None:
        """The prompt bar: whose move and what is asked, the Act badge and the bar's buttons (`mouse`: the pointer)."""
        pr = g.rects["prompt"]
        seat = view["decision"]["seat"]
        col = seat_colour(seat)
        panel(surface, pr, g.u(12), (14, 8, 9, 240), col, max(1, g.u(3)))
        pygame.draw.rect(surface, col, (pr.x, pr.y, g.u(12), pr.h), border_top_left_radius=g.u(12),
                         border_bottom_left_radius=g.u(12))
        left = pr.x + g.u(24)
        if isinstance(seat, int) and not view.get("result"):  # whose move: the seat's shape beside its colour
            patterns.seat_badge(surface, seat, (left + g.u(8), pr.centery), g.u(9))
            left += g.u(24)
        right = min((b.rect.x for b in bar_buttons if pr.colliderect(b.rect)), default=pr.right) - g.u(12)
        kind = view["decision"].get("kind")
        if view.get("result"):
            who, what = "Game over:", data["log"][-1] if data["log"] else ""
        else:
            name = data["names"].get(seat, "Nobody")
            if kind == "chase":
                who = f"CHASE: {name}" + ("'s chase turn, yours:" if data["screen_decides"] else "'s chase turn:")
            elif data["screen_decides"]:
                who = f"{name}, your move:"
            elif data["kinds"].get(seat) == "ai":
                who = f"{name} (AI) is deciding:"
            else:
                who = f"Waiting for {name}:"
            what = data["prompt"]
        act = f"Act {ROMAN.get(view.get('act'), '')} · Scene {view.get('scene', 1)}"
        ar = text(surface, act, "serif", g.px(12), (right, pr.centery), theme.BONE_DIM, "midright")
        self.act_rect = ar
        right = ar.x - g.u(16)
        r = text(surface, who, "sans_bold", g.px(14), (left, pr.centery), col if kind != "chase" else theme.BLOOD_BRIGHT,
                 "midleft")
        room = pygame.Rect(r.right + g.u(10), pr.y + g.u(3), max(20, right - r.right - g.u(10)), pr.h - g.u(6))
        fitted_text(surface, what, "sans", g.px(13), room, theme.BONE, "left")
        bpx = self.panels.panel_px(g.px(11))  # the shared bar's words at the UI scale (draw_button fits them to a button)
        for b in bar_buttons:
            draw_button(surface, b, mouse is not None and b.rect.collidepoint(mouse), bpx, g.u(8))

    def draw_choices(self, surface, g, data, choices_rect: pygame.Rect) -> None:
        self.panels.draw_choice_panel(surface, choices_rect, data.get("choice_title", ""), g.k, g.px(13), g.px(11),
                                      g.u(8))

    def draw_toast(self, surface, g, msg: str) -> None:
        m = g.map_rect
        lines = wrap(msg, "sans_bold", g.px(13), m.w * 0.7)[:3]
        h = len(lines) * g.px(20) + g.u(24)
        w = max(fit_w for fit_w in [g.u(200)] + [text_w(l, g.px(13)) + g.u(40) for l in lines])
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (m.centerx, m.bottom - g.u(10))
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        for i, line in enumerate(lines):
            text(surface, line, "sans_bold", g.px(13), (r.centerx, r.y + g.u(12) + i * g.px(20)), theme.BONE, "midtop")


def text_w(line: str, px: int) -> int:
    from ... import fonts

    return fonts.get("sans_bold", px).size(line)[0]
