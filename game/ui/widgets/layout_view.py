"""Draw a Layout (game/core/layouts.py) into a window rect, and map positions both ways.

The layout is letterboxed into the rect with `layouts.fit`, so everything a scene places is given in
layout units and converted here: `to_screen` / `to_layout` for points, `rect_to_screen` for rects,
`area_at` / `location_at` for hit tests. `draw` paints the empty table (cloth, areas, locations,
edges); scenes draw cards, chips and tokens on top using the rects this class hands them.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable, Optional

import pygame

from game.core.layouts import Layout, fit
from game.core.user_text import visible
from game.ui import fonts

from .. import palette
from . import map_icons, patterns, style, textfit
from ..surfaces import new_surface, size_of

ZONE_INK = (235, 225, 200, 26)  # a zone's pattern: faint, so names and icons over it stay readable

PART_CAPTIONS = {"hideout": "Hideout", "phase": "Phase", "survivors": "Survivors", "dice": "Dice",
                 "characters": "Characters", "zombies": "Zombies"}
MAX_PX = 160  # the largest line width, radius or text size drawn, whatever the scale
EDGE_COLOURS = {"open": (200, 190, 170), "door": (170, 120, 70), "oneway": (200, 160, 60), "secret": (140, 90, 160)}
TAG_MARKS = {"search": ("?", (220, 200, 120)), "exit": ("EXIT", (204, 38, 38)), "hiding": ("H", (120, 170, 220)),
             "peek": ("o", (233, 226, 207)), "start": ("S", (120, 200, 120))}
EXIT_MARKS = {"hidden": ("HIDDEN EXIT", (196, 146, 236))}  # exit = "hidden": a second, secret way out
ICON_TAGS = ("search", "repair", "ability")  # the tag's value names a pictogram (widgets/map_icons.py)
FLAG_ICONS = {"elevated": "stairs"}          # a true tag shown by a pictogram
_CODE_COLOUR = (150, 200, 230)


def visible_w(txt: str, px: int) -> int:
    """The width of a location's name row at px (bold, as name_rows writes it)."""
    return style.font(px, True).size(visible(txt))[0]


class LayoutView:
    def __init__(self, layout: Layout, rect, name_scale: float = 1.0):
        self.layout = layout
        self.name_scale = name_scale  # the UI scale for the locations' names (a table's; still fitted to their room)
        self.name_keep = 0  # at a UI scale: the pixels a location keeps under its name (for its pieces)
        # a game's own painting of a location's face: face(surface, loc, screen rect, polygon points or None), drawn
        # instead of the zone's flat colour and pattern (the outline, name and badges still come on top)
        self.location_face = None
        self.set_rect(rect)

    # -- geometry ---------------------------------------------------------------------------
    def set_rect(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.scale, (ox, oy) = fit(self.layout.size, self.rect.size)
        self.offset = (self.rect.x + ox, self.rect.y + oy)

    def to_screen(self, point) -> tuple:
        return (self.offset[0] + point[0] * self.scale, self.offset[1] + point[1] * self.scale)

    def to_layout(self, pos) -> tuple:
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)

    def rect_to_screen(self, rect) -> pygame.Rect:
        x, y, w, h = rect
        x0, y0 = self.to_screen((x, y))
        x1, y1 = self.to_screen((x + w, y + h))
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def rect_to_layout(self, rect) -> tuple:
        rect = pygame.Rect(rect)
        x, y = self.to_layout(rect.topleft)
        return (x, y, rect.w / self.scale, rect.h / self.scale)

    def area_rect(self, area_id: str, part: Optional[str] = None) -> pygame.Rect:
        area = self.layout.areas[area_id]
        return self.rect_to_screen(area.parts[part] if part else area.rect)

    def board_rect(self) -> pygame.Rect:
        return self.rect_to_screen((0, 0, *self.layout.size))

    def visible_areas(self, players: Optional[int] = None) -> list:
        """Area ids to draw: every non-camp area, plus the camps seated at this player count."""
        seated = set(self.layout.seating.get(players, [])) if players else None
        out = []
        for aid, area in self.layout.areas.items():
            if area.kind == "camp" and seated is not None and aid not in seated:
                continue
            out.append(aid)
        return out

    # -- hit tests --------------------------------------------------------------------------
    def area_at(self, pos, only: Optional[Iterable[str]] = None) -> Optional[str]:
        """The smallest area under pos (window coordinates), among `only` if given."""
        x, y = self.to_layout(pos)
        best, best_size = None, None
        ids = list(only) if only is not None else list(self.layout.areas)
        for aid in ids:
            ax, ay, aw, ah = self.layout.areas[aid].rect
            if ax <= x < ax + aw and ay <= y < ay + ah and (best_size is None or aw * ah < best_size):
                best, best_size = aid, aw * ah
        return best

    def part_at(self, pos, area_id: str) -> Optional[str]:
        x, y = self.to_layout(pos)
        for name, (px, py, pw, ph) in self.layout.areas[area_id].parts.items():
            if px <= x < px + pw and py <= y < py + ph:
                return name
        return None

    def location_at(self, pos) -> Optional[str]:
        x, y = self.to_layout(pos)
        for lid, loc in self.layout.locations.items():
            if loc.polygon is not None:
                if _point_in_polygon((x, y), loc.polygon):
                    return lid
            else:
                lx, ly, lw, lh = loc.rect
                if lx <= x < lx + lw and ly <= y < ly + lh:
                    return lid
        return None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, areas: Optional[Iterable[str]] = None, labels: bool = True,
             highlight: Optional[dict] = None, captions: bool = True, edges: bool = True) -> None:
        """Paint the board: background, areas (all, or the given ids), locations and edges.

        highlight maps an area or location id to an outline colour (active seat, legal target).
        edges=False leaves the connections to the caller (a game that draws its own kinds of them).
        """
        highlight = highlight or {}
        bg = self.layout.background
        board = self.board_rect()
        surface.blit(_cloth(board.size, style.colour(bg.get("wood"), style.WOOD),
                            style.colour(bg.get("felt"), style.FELT), max(2, round(bg.get("rim", 14) * self.scale))),
                     board)
        ids = list(areas) if areas is not None else list(self.layout.areas)
        for aid in ids:
            self._draw_area(surface, self.layout.areas[aid], labels, captions, highlight.get(aid))
        if self.layout.locations:
            if edges:
                self._draw_edges(surface)
            for loc in self.layout.locations.values():
                self._draw_location(surface, loc, labels, highlight.get(loc.id))

    def _px(self, units: float) -> int:
        # capped: the map editor zooms a tiny board up to thousands of pixels per unit
        return max(1, min(MAX_PX, round(units * self.scale)))

    def _draw_area(self, surface, area, labels: bool, captions: bool, outline) -> None:
        r = on_screen(surface, self.rect_to_screen(area.rect))
        accent = style.colour(self.layout.background.get("accent"), style.BLOOD)
        text = style.colour(self.layout.background.get("text"), style.BONE)
        radius = self._px(10)
        kind = area.kind
        if kind == "tray":
            from game.ui.dice import draw_tray_bed  # the dice module owns the tray's look
            draw_tray_bed(surface, r, self.scale)
        elif kind in ("camp", "log", "panel", "chips", "prompt", "hand"):
            alpha = {"hand": 70, "chips": 90, "camp": 150}.get(kind, 200)
            _panel(surface, r, radius, alpha)
            pygame.draw.rect(surface, accent, r, self._px(2), border_radius=radius)
            if kind == "prompt":
                pygame.draw.rect(surface, accent, (r.x, r.y, self._px(8), r.h), border_top_left_radius=radius,
                                 border_bottom_left_radius=radius)
        elif kind in ("pile", "card", "cards", "slot"):
            _dashed_rect(surface, style.BONE_DIM, r, self._px(2), self._px(8))
        elif kind == "track":
            pygame.draw.rect(surface, style.FELT_DARK, r, border_radius=radius)
            pygame.draw.rect(surface, style.BONE_DIM, r, 1, border_radius=radius)
        if captions:
            for name, part in area.parts.items():
                if name == "name":  # empty name bar: show which area this is, for map authors
                    pr = self.rect_to_screen(part)
                    style.blit_text(surface, area.label or area.id, max(8, self._px(16)),
                                    (pr.x + self._px(10), pr.centery), style.BONE_DIM, "midleft")
                    continue
                pr = self.rect_to_screen(part)
                _dashed_rect(surface, (96, 88, 76), pr, 1, self._px(6))
                cap = PART_CAPTIONS.get(name, name.replace("_", " ").title())
                px = style.fit_text(cap, pr.w - 4, max(7, self._px(13)))
                style.blit_text(surface, cap, px, (pr.centerx, pr.y + self._px(3)), (130, 120, 104), "midtop")
        if labels and area.label and kind not in ("label", "camp"):  # a camp shows its player's name instead
            px = max(8, self._px(17))
            if kind in ("pile", "card", "cards", "slot"):
                style.blit_text(surface, area.label, px, (r.centerx, r.bottom + self._px(3)), text, "midtop", bold=True)
            elif kind == "prompt":
                style.blit_text(surface, area.label, max(8, self._px(20)), (r.x + self._px(20), r.centery),
                                style.BONE_DIM, "midleft")
            elif kind != "tray":
                style.blit_text(surface, area.label, px, (r.x + self._px(10), r.y + self._px(5)), text, bold=True)
        elif kind == "label" and area.label:
            px = style.fit_text(area.label, r.w, min(MAX_PX, max(8, r.h - 2)), bold=True)
            style.blit_text(surface, area.label, px, r.center, text, "center", bold=True)
        if outline:
            pygame.draw.rect(surface, outline, r.inflate(self._px(6), self._px(6)), self._px(3),
                             border_radius=radius + self._px(3))

    def _draw_edges(self, surface) -> None:
        for e in self.layout.edges:
            a = self.to_screen(self.layout.locations[e.a].center())
            b = self.to_screen(self.layout.locations[e.b].center())
            col = EDGE_COLOURS.get(e.kind, style.BONE)
            width = self._px(4)
            seen = surface.get_clip().inflate(200, 200).clipline(a, b)
            if not seen:
                continue
            a, b = seen  # only the part in view: a line thousands of screens long is slow to draw
            if e.kind == "secret":
                _dashed_line(surface, col, a, b, width, self._px(10))
            else:
                pygame.draw.line(surface, col, a, b, width)
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            if e.kind == "door":
                pygame.draw.rect(surface, col, pygame.Rect(0, 0, self._px(14), self._px(14)).move(
                    mid[0] - self._px(7), mid[1] - self._px(7)))
            elif e.kind == "oneway":
                _arrow_head(surface, col, a, b, self._px(14))

    def _draw_location(self, surface, loc, labels: bool, outline) -> None:
        zones = self.layout.meta.get("zones", {}) if isinstance(self.layout.meta.get("zones"), dict) else {}
        fill = style.colour(zones.get(loc.zone), (52, 46, 40))
        edge = outline or style.BONE_DIM
        # a zone's faint pattern over its colour (palette.zone_pattern): zones told apart without colour too
        pattern = palette.zone_pattern(loc.zone) if loc.zone in zones else "plain"
        if loc.polygon is not None:
            pts = [self.to_screen(p) for p in loc.polygon]
            if self.location_face is not None:
                self.location_face(surface, loc, self.rect_to_screen(loc.bounds()), pts)
            else:
                pygame.draw.polygon(surface, fill, pts)
                patterns.fill_pattern(surface, None, pattern, ZONE_INK, self._px(16), pts)
            pygame.draw.polygon(surface, edge, pts, self._px(3 if outline else 2))
        else:
            r = on_screen(surface, self.rect_to_screen(loc.rect))
            if self.location_face is not None:
                self.location_face(surface, loc, r, None)
            else:
                pygame.draw.rect(surface, fill, r, border_radius=self._px(6))
                patterns.fill_pattern(surface, r.inflate(-self._px(6), -self._px(6)), pattern, ZONE_INK, self._px(16))
            pygame.draw.rect(surface, edge, r, self._px(3 if outline else 2), border_radius=self._px(6))
        under = None
        if labels:
            px = self._name_px(loc)
            for parts, rect in self.name_rows(loc):
                x = rect.x
                for txt, col in parts:
                    x = style.blit_text(surface, txt, px, (x, rect.y), col, "topleft", bold=True).right
                under = rect.bottom
        self._draw_badges(surface, loc, under)

    def _name_px(self, loc) -> int:
        code = loc.tags.get("code")
        title = f"{code}  {loc.name}" if isinstance(code, str) and code else loc.name
        if self.name_scale <= 1.0:
            return style.fit_text(title, self._name_room(loc), max(8, self._px(18)), bold=True)
        # at a UI scale: from the size shown at 100% (never under the fonts' floor) times the scale, the largest
        # at which the name fits its room on one row, else on the code's row and two more (name_rows), and
        # leaves `name_keep` pixels of the location under it (its pieces' room)
        room = self._name_room(loc)
        height = loc.bounds()[3] * self.scale - 6 - self.name_keep  # under the name's top (name_rows)
        for px in range(round(max(fonts.MIN_PX, self._px(18)) * self.name_scale), fonts.MIN_PX, -1):
            if visible_w(title, px) <= room:
                rows = 1
            elif isinstance(code, str) and code and max(visible_w(w, px) for w in loc.name.split()) <= room:
                rows = 1 + len(textfit.wrap(loc.name, "sans_bold", px, room))
            else:
                continue
            if rows <= 3 and rows * style.font(px, True).get_height() <= height:
                return px
        return style.fit_text(title, room, max(8, self._px(18)), bold=True)

    def _name_room(self, loc) -> int:
        return max(10, round(loc.bounds()[2] * self.scale) - 6)

    def name_rows(self, loc) -> list:
        """How a location's name is written, from its top down: [(parts, screen rect)] with parts
        [(text, colour)]. "G4  Medical Bay" on one row when it fits (the code, a location's short name in
        the rules, in the accent colour); else the code on its own row and the name under it, wrapped onto
        two rows rather than cut (cut only past that); a name without a code on one row, cut if it must be."""
        bx, by, bw, bh = loc.bounds()
        cx, top = self.to_screen((bx + bw / 2, by + self._units(6)))
        code = loc.tags.get("code")
        room = self._name_room(loc)
        px = self._name_px(loc)
        font = style.font(px, True)
        if not (isinstance(code, str) and code):
            rows = [[(textfit.clip(loc.name, "sans_bold", px, room), style.BONE)]]
        elif font.size(visible(f"{code}  {loc.name}"))[0] <= room:
            rows = [[(f"{code}  ", _CODE_COLOUR), (loc.name, style.BONE)]]
        else:  # too narrow for one row even at the smallest size (a small window or location)
            lines = textfit.wrap(loc.name, "sans_bold", px, room)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            rows = [[(code, _CODE_COLOUR)]] + [[(textfit.clip(line, "sans_bold", px, room), style.BONE)]
                                                for line in lines]
        out, y = [], top
        for parts in rows:
            w = sum(font.size(visible(t))[0] for t, _ in parts)
            h = font.get_height()
            out.append((parts, pygame.Rect(round(cx - w / 2), round(y), w, h)))
            y += h
        return out

    def name_rect(self, loc) -> pygame.Rect:
        """The screen rect a location's name takes (tokens keep clear of it)."""
        rows = self.name_rows(loc)
        return rows[0][1].unionall([r for _, r in rows[1:]])

    def _draw_badges(self, surface, loc, under=None) -> None:
        """Tag badges in a row centred under the middle of the location (inside polygons too), lower down
        when the name reaches that far (`under`: the name's bottom; never past the location's foot): a drawn
        pictogram where the tag's value names one (search = "key", repair = "radio", elevated = true), a
        square token for `module` (covering the location's search icon), else the tag's mark ("?", "H", an
        eye, EXIT)."""
        r = self._px(13)
        ri = self._px(21)  # pictograms need a little more room than a letter
        marks = []
        covered = bool(loc.tags.get("module"))  # a module token lies on the printed search icon
        for tag, value in loc.tags.items():
            if tag == "module" and value:
                marks.append(("token", value, 2 * ri))
            elif tag == "search" and covered:
                continue
            elif tag in ICON_TAGS and map_icons.has_icon(value):
                marks.append(("icon", value, 2 * ri))
            elif tag in FLAG_ICONS and value is True:
                marks.append(("icon", FLAG_ICONS[tag], 2 * ri))
            elif tag in TAG_MARKS and value not in (False, 0, ""):
                hidden = tag == "exit" and isinstance(value, str) and value in EXIT_MARKS
                txt, col = EXIT_MARKS[value] if hidden else TAG_MARKS[tag]
                width = _exit_width(txt, r) if tag == "exit" else 2 * r
                marks.append((tag, (txt, col), width))
        if not marks:
            return
        gap = r * 0.5
        total = sum(m[2] for m in marks) + gap * (len(marks) - 1)
        x = self.to_screen(loc.center())[0] - total / 2
        y = self.badge_row_y(loc, any(m[0] in ("icon", "token") for m in marks), under)
        for tag, what, width in marks:
            centre = (x + width / 2, y)
            if tag == "icon":
                map_icons.draw_icon(surface, what, centre, ri)
            elif tag == "token":
                map_icons.draw_token(surface, what, centre, ri)
            else:
                _tag_badge(surface, centre, r, tag, *what)
            x += width + gap

    def badge_row_y(self, loc, pictograms: bool, under=None) -> float:
        """The centre height of a location's badge row: hanging under its middle, or just under its name
        when the name (its bottom: `under`) reaches down that far, but never past the location's foot."""
        half = self._px(21) if pictograms else self._px(13)
        y = self.to_screen(loc.center())[1] + half
        if under is not None:
            foot = self.to_screen((0, loc.bounds()[1] + loc.bounds()[3]))[1]
            y = max(y, min(under + half + 1, foot - half - 1))
        return y

    def _units(self, px: float) -> float:
        return px / self.scale if self.scale else px


# -- drawing helpers ------------------------------------------------------------------------


def on_screen(surface, rect: pygame.Rect, margin: int = 40) -> pygame.Rect:
    """rect cut to the surface's clip area plus a margin: the same picture, but a rect thousands of
    screens wide (a zoomed map editor canvas) is not rasterised off-screen."""
    area = surface.get_clip().inflate(2 * margin, 2 * margin)
    return rect if area.contains(rect) else rect.clip(area)


@lru_cache(maxsize=8)
def _cloth(size: tuple, wood: tuple, felt: tuple, rim: int) -> pygame.Surface:
    """Dark wood rim, felt with a lamp-lit centre and dark corners. Cached per size."""
    w, h = size
    surf = new_surface((w, h))
    surf.fill(wood)
    # wood grain: thin darker and lighter streaks along the rim
    for k in range(0, max(h, w), max(3, rim // 3)):
        shade = 0.8 + 0.3 * math.sin(k * 0.37)
        col = tuple(min(255, int(c * shade)) for c in wood)
        pygame.draw.line(surf, col, (0, k), (w, k + rim // 2), 1)
    inner = pygame.Rect(rim, rim, max(1, w - 2 * rim), max(1, h - 2 * rim))
    # felt light falloff, built small and smooth-scaled up (cheap at 4K, soft gradient)
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 32) / 32, (y - 16) / 20)
            k = max(0.35, 1.15 - 0.6 * d)
            small.set_at((x, y), tuple(min(255, int(c * k)) for c in felt))
    surf.blit(pygame.transform.smoothscale(small, size_of(inner.size)), inner)
    pygame.draw.rect(surf, tuple(int(c * 0.5) for c in wood), inner, max(1, rim // 4))
    return surf


def _panel(surface, rect: pygame.Rect, radius: int, alpha: int) -> None:
    seen = rect.clip(surface.get_clip())
    if seen.size != rect.size:  # partly off-screen (a zoomed editor canvas): shade only what shows, square
        rect, radius = seen, 0
    if rect.w and rect.h:
        surface.blit(_panel_surface(rect.size, radius, alpha), rect)


@lru_cache(maxsize=64)
def _panel_surface(size: tuple, radius: int, alpha: int) -> pygame.Surface:
    layer = new_surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (8, 6, 6, alpha), layer.get_rect(), border_radius=radius)
    return layer


def _dashed_line(surface, col, a, b, width: int, dash: int) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length == 0:
        return
    n = max(1, int(length // (dash * 2)))
    if n > 400:  # thousands of pixels long (zoomed far in): a solid line, not a million dashes
        pygame.draw.line(surface, col, a, b, width)
        return
    for i in range(n + 1):
        t0 = min(1.0, i * 2 * dash / length)
        t1 = min(1.0, (i * 2 + 1) * dash / length)
        if t0 >= 1:
            break
        pygame.draw.line(surface, col, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def _dashed_rect(surface, col, rect: pygame.Rect, width: int, dash: int) -> None:
    pts = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for a, b in zip(pts, pts[1:]):
        _dashed_line(surface, col, a, b, width, dash)


def _arrow_head(surface, col, a, b, size: int) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = ((a[0] + b[0]) / 2 + math.cos(ang) * size, (a[1] + b[1]) / 2 + math.sin(ang) * size)
    left = (tip[0] - math.cos(ang - 0.5) * size * 1.6, tip[1] - math.sin(ang - 0.5) * size * 1.6)
    right = (tip[0] - math.cos(ang + 0.5) * size * 1.6, tip[1] - math.sin(ang + 0.5) * size * 1.6)
    pygame.draw.polygon(surface, col, [tip, left, right])


def _exit_width(text: str, r: int) -> float:
    return style.font(max(8, int(r * 1.1)), True).size(text)[0] + r // 2


def _tag_badge(surface, center, r: int, tag: str, text: str, col) -> None:
    """A dark disc with the tag's mark: '?' search, 'H' hiding place, an eye for peeking, EXIT."""
    cx, cy = center
    if tag == "exit":
        img = fonts.render(style.font(max(8, int(r * 1.1)), True), text, True, col)
        box = img.get_rect(center=(round(cx), round(cy))).inflate(r // 2, r // 4)
        pygame.draw.rect(surface, (10, 6, 6), box, border_radius=max(2, r // 3))
        pygame.draw.rect(surface, col, box, max(1, r // 8), border_radius=max(2, r // 3))
        surface.blit(img, img.get_rect(center=box.center))
        return
    pygame.draw.circle(surface, (10, 6, 6), (cx, cy), r)
    pygame.draw.circle(surface, col, (cx, cy), r, max(1, r // 8))
    if tag == "peek":
        eye = pygame.Rect(0, 0, r * 1.5, r * 0.9)
        eye.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, col, eye, max(1, r // 7))
        pygame.draw.circle(surface, col, (cx, cy), r * 0.28)
    else:
        style.blit_text(surface, text, max(8, int(r * 1.3)), (cx, cy), col, "center", bold=True, shadow=False)


def _point_in_polygon(p, poly) -> bool:
    x, y = p
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside
