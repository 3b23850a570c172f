"""The replay's "Everything revealed" on the Crimson Creek map: Klein's Lair of the Act shown (Timeline.marks_until
gives {"lair": [the Lairs so far]}; only the last is on this Act's map), ringed, with a star and its name, so the
hidden place reads by shape and words as well as colour."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets.patterns import draw_shape

SHADOW = (12, 10, 10)


def draw_lair(surface, geo, marks: dict):
    """Draw the Lair of `marks` on the map of `geo` (the table's Geometry); the rect drawn, or None."""
    lair = (marks.get("lair") or [None])[-1]
    r = geo.loc_rect.get(lair)
    if r is None:
        return None
    centre, size = r.center, max(10, geo.u(22))
    pygame.draw.rect(surface, SHADOW, r.inflate(geo.u(6), geo.u(6)), max(3, geo.u(7)), border_radius=geo.u(10))
    pygame.draw.rect(surface, theme.BLOOD_BRIGHT, r.inflate(geo.u(6), geo.u(6)), max(2, geo.u(4)),
                     border_radius=geo.u(10))
    pygame.draw.circle(surface, SHADOW, centre, size + geo.u(8), max(3, geo.u(5)))
    pygame.draw.circle(surface, theme.BLOOD_BRIGHT, centre, size + geo.u(8), max(2, geo.u(3)))
    star = draw_shape(surface, "star", centre, size, theme.BLOOD_BRIGHT, True, SHADOW)
    label = theme.blit_text(surface, "Klein's Lair", "sans", geo.px(14), (centre[0], star.bottom + geo.u(4)),
                            theme.BONE, anchor="midtop")
    return star.union(label)


def draw_reveal_marks(table, surface, marks: dict) -> None:
    """CrimsonCreekTable.draw_reveal_marks (SessionTable's hook): the Lair, once the table has its geometry."""
    if table.geo is not None:
        draw_lair(surface, table.geo, marks)
