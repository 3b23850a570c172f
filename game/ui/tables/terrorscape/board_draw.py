"""The Terrorscape map as the table shows it: the locations through the shared LayoutView (names, codes,
search / repair / ability pictograms, module tokens, exits), and the connections in the rulebook's own
look, drawn here: a door is a white rectangle across its line, an opening a dotted line, a one-way route
an arrow, a secret passage no line at all but an end icon in each of its two locations. A legend in the
map's free band names them. Everything here is the board itself (no game state): it is drawn once per
size into the table's static layer.
"""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...widgets import map_icons
from ...widgets.ink import text
from .geometry import visible_segment
from .room_art import RoomFaces, zone_colours
from ...surfaces import new_surface

LINE = (196, 190, 176)
DOOR = (236, 232, 222)
ARROW = (226, 150, 60)
PASSAGE = (178, 120, 220)
LEGEND_ITEMS = ("door", "open", "oneway", "secret", "block", "noise", "ghost", "killer_ghost", "delay")
LEGEND_WORDS = {"door": "Door (blocks close it)", "open": "Opening", "oneway": "One-way route",
                "secret": "Secret passage end", "block": "Block token", "noise": "Noise token",
                "ghost": "Last seen (Survivor)", "killer_ghost": "Last seen (Killer)", "delay": "DELAY token"}


def dotted_line(surface, col, a, b, r: int, gap: int) -> None:
    length = math.dist(a, b)
    n = max(1, int(length // gap))
    for i in range(n + 1):
        t = i / n
        pygame.draw.circle(surface, col, (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)), r)


def arrow(surface, col, a, b, size: int, width: int) -> None:
    pygame.draw.line(surface, col, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    tip = (mx + math.cos(ang) * size, my + math.sin(ang) * size)
    left = (tip[0] - math.cos(ang - 0.5) * size * 1.8, tip[1] - math.sin(ang - 0.5) * size * 1.8)
    right = (tip[0] - math.cos(ang + 0.5) * size * 1.8, tip[1] - math.sin(ang + 0.5) * size * 1.8)
    pygame.draw.polygon(surface, col, [tip, left, right])


def door(surface, a, b, size: int) -> None:
    """A white rectangle across the line at its middle (the rulebook's door)."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    along, across = size * 0.45, size
    ca, sa = math.cos(ang), math.sin(ang)
    pts = [(mx + ca * dx - sa * dy, my + sa * dx + ca * dy)
           for dx, dy in ((-along, -across), (along, -across), (along, across), (-along, across))]
    pygame.draw.polygon(surface, DOOR, pts)
    pygame.draw.polygon(surface, (40, 34, 30), pts, max(1, size // 6))


def passage_icon(surface, centre, r: float) -> None:
    """A secret passage's end: a purple hatch with a spiral stair, one in each location it joins."""
    cx, cy = centre
    pygame.draw.circle(surface, (24, 12, 32), (cx, cy), r)
    pygame.draw.circle(surface, PASSAGE, (cx, cy), r, max(1, round(r / 6)))
    w = max(1, round(r / 5))
    for i in range(3):
        rr = r * (0.25 + 0.18 * i)
        pygame.draw.arc(surface, PASSAGE, (cx - rr, cy - rr, 2 * rr, 2 * rr), i * 1.2, i * 1.2 + 3.6, w)


def block_token(surface, centre, s: float) -> None:
    box = pygame.Rect(0, 0, round(s), round(s))
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (90, 14, 18), box, border_radius=max(2, round(s / 6)))
    pygame.draw.rect(surface, (240, 80, 70), box, max(1, round(s / 9)), border_radius=max(2, round(s / 6)))
    k = s * 0.28
    w = max(2, round(s / 7))
    pygame.draw.line(surface, theme.BONE, (centre[0] - k, centre[1] - k), (centre[0] + k, centre[1] + k), w)
    pygame.draw.line(surface, theme.BONE, (centre[0] - k, centre[1] + k), (centre[0] + k, centre[1] - k), w)


def noise_token(surface, centre, r: float, known: bool = True) -> None:
    """A round noise token: sound waves, yellow (the monochrome side: made before, already reported)."""
    cx, cy = centre
    col = (240, 200, 60) if known else (150, 150, 140)
    pygame.draw.circle(surface, (30, 24, 8), (cx, cy), r)
    pygame.draw.circle(surface, col, (cx, cy), r, max(1, round(r / 6)))
    w = max(1, round(r / 6))
    pygame.draw.circle(surface, col, (cx - r * 0.35, cy), max(1, r * 0.16))
    for k in (0.45, 0.75):
        rr = r * k
        pygame.draw.arc(surface, col, (cx - r * 0.35 - rr, cy - rr, 2 * rr, 2 * rr), -0.8, 0.8, w)


def delay_token(surface, centre, r: float) -> None:
    cx, cy = centre
    pygame.draw.circle(surface, (34, 14, 40), (cx, cy), r)
    pygame.draw.circle(surface, (200, 120, 240), (cx, cy), r, max(1, round(r / 6)))
    k = r * 0.5
    pygame.draw.polygon(surface, (200, 120, 240), [(cx - k, cy - k), (cx + k, cy - k), (cx, cy)])
    pygame.draw.polygon(surface, (200, 120, 240), [(cx - k, cy + k), (cx + k, cy + k), (cx, cy)])


def ghost(surface, centre, r: float, label: str, killer: bool) -> None:
    """A last known place: a hollow ring with a question mark (red for the Killer, bone for a Survivor)."""
    cx, cy = centre
    col = (236, 90, 80) if killer else (220, 214, 200)
    layer = new_surface((round(2 * r + 4), round(2 * r + 4)), pygame.SRCALPHA)
    c = (layer.get_width() // 2, layer.get_height() // 2)
    pygame.draw.circle(layer, (*col, 60), c, r)
    steps = 12
    for i in range(0, steps, 2):
        pygame.draw.arc(layer, (*col, 220), (2, 2, 2 * r, 2 * r), i * 2 * math.pi / steps,
                        (i + 1) * 2 * math.pi / steps, max(2, round(r / 5)))
    surface.blit(layer, (round(cx - c[0]), round(cy - c[1])))
    text(surface, label, "sans_bold", max(12, int(r * 1.1)), (cx, cy), col, "center", shadow=False)


def draw_board(surface, g) -> None:
    """The map: cloth and locations (LayoutView, each room painted by room_art.py), the connections, the secret
    passages' end icons, the legend."""
    board = g.board
    faces = RoomFaces(board, zone_colours(board.layout), g.lv.scale,
                      {board.loc(c).id: g.name_rows[c] for c in board.codes})
    g.lv.location_face = faces.face
    g.lv.draw(surface, areas=[], edges=False)
    width = max(2, g.u(3))
    for e in board.layout.edges:
        a, b = board.code_of(e.a), board.code_of(e.b)
        if e.kind == "secret":
            for here, there in ((a, b), (b, a)):
                passage_icon(surface, g.passage_end(here, there), g.passage_r())
            continue
        seg = visible_segment(g.loc_rect[a], g.loc_rect[b], g.loc_centre[a], g.loc_centre[b])
        if seg is None:
            continue
        p, q = seg
        if e.kind == "oneway":
            arrow(surface, ARROW, p, q, max(5, g.u(7)), width)
        elif e.kind == "door":
            pygame.draw.line(surface, LINE, p, q, width)
            door(surface, p, q, max(5, g.u(9)))
        else:  # an opening: the dotted line
            dotted_line(surface, LINE, p, q, max(2, g.u(2.5)), max(5, g.u(9)))
    draw_legend(surface, g)


def legend_rect(g) -> pygame.Rect:
    """The legend sits in the map's free band right of the locations (both maps leave one), else bottom right."""
    right = max(r.right for r in g.loc_rect.values())
    m = g.map_rect
    room = m.right - right - g.u(12)
    if room >= g.u(130):
        return pygame.Rect(right + g.u(8), m.y + g.u(10), room, g.u(20) * len(LEGEND_ITEMS) + g.u(30))
    w = g.u(170)
    return pygame.Rect(m.right - w - g.u(6), m.bottom - g.u(20) * len(LEGEND_ITEMS) - g.u(36), w,
                       g.u(20) * len(LEGEND_ITEMS) + g.u(30))


def draw_legend(surface, g) -> None:
    r = legend_rect(g)
    layer = new_surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (8, 8, 12, 190), layer.get_rect(), border_radius=g.u(8))
    surface.blit(layer, r)
    pygame.draw.rect(surface, (90, 100, 120), r, 1, border_radius=g.u(8))
    px = g.px(12)
    text(surface, "Legend", "sans_bold", px, (r.x + g.u(8), r.y + g.u(4)), theme.BONE, "topleft", shadow=False)
    y = r.y + g.u(26)
    s = g.u(20)
    for item in LEGEND_ITEMS:
        cx, cy = r.x + g.u(22), y + s // 2
        a, b = (cx - g.u(14), cy), (cx + g.u(14), cy)
        if item == "door":
            pygame.draw.line(surface, LINE, a, b, max(2, g.u(3)))
            door(surface, a, b, max(5, g.u(8)))
        elif item == "open":
            dotted_line(surface, LINE, a, b, max(2, g.u(2.5)), max(4, g.u(7)))
        elif item == "oneway":
            arrow(surface, ARROW, a, b, max(4, g.u(6)), max(2, g.u(3)))
        elif item == "secret":
            passage_icon(surface, (cx, cy), max(6, g.u(8)))
        elif item == "block":
            block_token(surface, (cx, cy), max(8, g.u(15)))
        elif item == "noise":
            noise_token(surface, (cx, cy), max(6, g.u(8)))
        elif item == "ghost":
            ghost(surface, (cx, cy), max(6, g.u(8)), "?", False)
        elif item == "killer_ghost":
            ghost(surface, (cx, cy), max(6, g.u(8)), "?", True)
        elif item == "delay":
            delay_token(surface, (cx, cy), max(6, g.u(8)))
        text(surface, LEGEND_WORDS[item], "sans", px, (r.x + g.u(42), cy), theme.BONE_DIM, "midleft", shadow=False)
        y += s


def draw_pictogram(surface, name: str, centre, r: float) -> None:
    if map_icons.has_icon(name):
        map_icons.draw_icon(surface, name, centre, r)
