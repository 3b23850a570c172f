"""The replay's "Everything revealed" on the Terrorscape map: where the hidden figures went (Timeline.marks_until:
{kind: [place, ...]}, the place now last). The Killer's whole path is a thick line through the places' centres
with an arrowhead on every leg and a dot at every place it stood, numbered with its last stop there (a Killer
pacing between two rooms leaves two dots, not a pile of numbers), its place now its figure's shape inside a
ring; a Survivor (hidden from the Killer) or the mutated Host leaves a thinner, see-through trail of its last
few places. Every
figure keeps its own shape as well as its colour (pieces.figure_shape / the palette), and each kind is drawn a
little apart from the others so paths through one place stay readable."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...widgets.patterns import draw_shape
from .pieces import figure_shape, killer_colour, survivor_colour

TRAIL = 5  # the places a Survivor's or the Host's trail shows (the Killer's path is whole)
SHADOW = (12, 10, 10)
# where each kind's line runs beside the places' centres (in map units), so two paths through a place part
OFFSETS = [(0, 0), (7, -7), (-7, 7), (7, 7), (-7, -7), (0, 10), (10, 0), (0, -10)]


def _figure(kind: str) -> str:
    """A mark's figure: "killer" (either Killer of Double Trouble), "host", or a Survivor's char id."""
    if kind.startswith("killer"):
        return "killer"
    return kind.split(":", 1)[1] if kind.startswith("survivor:") else kind


def _arrow(surface, a, b, colour, size: int) -> None:
    """An arrowhead three fifths along the leg a->b, pointing the way it went."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < size * 2:
        return
    ux, uy = dx / length, dy / length
    tip = (a[0] + dx * 0.6 + ux * size, a[1] + dy * 0.6 + uy * size)
    back = (tip[0] - ux * size * 2, tip[1] - uy * size * 2)
    wing = (-uy * size, ux * size)
    pts = [tip, (back[0] + wing[0], back[1] + wing[1]), (back[0] - wing[0], back[1] - wing[1])]
    pygame.draw.polygon(surface, SHADOW, pts)
    pygame.draw.polygon(surface, colour, pts, 0)
    pygame.draw.polygon(surface, SHADOW, pts, 1)


TRAIL_ALPHA = 170  # a trail lets the place names under it show through


def draw_marks(surface, geo, marks: dict) -> list:
    """Draw every mark on the map of `geo` (the table's Geometry); returns the rects drawn (for tests). The
    Survivors' and the Host's trails first (under), the Killers' paths over them."""
    drawn = []
    kinds = sorted(marks, key=lambda k: (k.startswith("killer"), k))
    for n, kind in enumerate(kinds):
        fig = _figure(kind)
        killer = fig in ("killer", "host")
        colour = killer_colour(fig == "host") if killer else survivor_colour(fig)
        path = [p for p in marks[kind] if p in geo.loc_centre]
        if not kind.startswith("killer"):
            path = path[-TRAIL:]
        if not path:
            continue
        ox, oy = OFFSETS[n % len(OFFSETS)]
        pts = [(x + geo.u(ox), y + geo.u(oy)) for x, y in (geo.loc_centre[p] for p in path)]
        whole = kind.startswith("killer")
        layer = surface if whole else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        width = max(2, geo.u(5 if whole else 3))
        if len(pts) > 1:
            drawn.append(pygame.draw.lines(layer, SHADOW, False, pts, width + 2))
            pygame.draw.lines(layer, colour, False, pts, width)
            for a, b in zip(pts, pts[1:]):
                _arrow(layer, a, b, colour, max(4, geo.u(7 if whole else 5)))
        dot = max(5, geo.u(10 if whole else 6))
        last = {pt: i for i, pt in enumerate(pts[:-1]) if pt != pts[-1]}  # each place once, at its last stop
        for pt, i in last.items():
            drawn.append(pygame.draw.circle(layer, SHADOW, pt, dot + 1))
            pygame.draw.circle(layer, colour, pt, dot)
            if whole:
                theme.blit_text(layer, str(i + 1), "sans", dot + 2, pt, SHADOW, anchor="center", shadow=False)
        if not whole:
            layer.set_alpha(TRAIL_ALPHA)
            surface.blit(layer, (0, 0))
        here, r = pts[-1], max(8, geo.u(13))
        pygame.draw.circle(surface, SHADOW, here, r + geo.u(6), max(3, geo.u(4)))
        pygame.draw.circle(surface, colour, here, r + geo.u(6), max(2, geo.u(2)))
        drawn.append(draw_shape(surface, figure_shape(fig), here, r, colour, True, SHADOW))
    return drawn
