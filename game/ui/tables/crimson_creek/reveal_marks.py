"""The replay's "Everything revealed" on the Crimson Creek map: Klein's Lair of the Act shown (Timeline.marks_until
gives {"lair": [the Lairs so far]}; only the last is on this Act's map), ringed, with a star and its name, so the
hidden place reads by shape and words as well as colour."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets.patterns import draw_shape

SHADOW = (12, 10, 10)


def draw_lair(surface, geo, marks: dict):
    """Draw the Lair of `marks` on the map of `geo` (the table's Geometry); the star's rect, or None."""
    lair = (marks.get("lair") or [None])[-1]
    r = geo.loc_rect.get(lair)
    if r is None:
        return None
    size = max(10, geo.u(20))
    centre = (r.x + size + geo.u(14), r.centery)  # left of the middle: the tokens stand in the lower middle
    frame = r.inflate(geo.u(6), geo.u(6))
    pygame.draw.rect(surface, SHADOW, frame, max(3, geo.u(7)), border_radius=geo.u(10))
    pygame.draw.rect(surface, theme.BLOOD_BRIGHT, frame, max(2, geo.u(4)), border_radius=geo.u(10))
    pygame.draw.circle(surface, SHADOW, centre, size + geo.u(7), max(3, geo.u(5)))
    pygame.draw.circle(surface, theme.BLOOD_BRIGHT, centre, size + geo.u(7), max(2, geo.u(3)))
    star = draw_shape(surface, "star", centre, size, theme.BLOOD_BRIGHT, True, SHADOW)
    # the name on a tab across the frame's top edge, clear of the place's own name and tokens
    img = theme.render_text("Klein's Lair", "sans", geo.px(13), theme.BONE, False)
    tab = img.get_rect(midbottom=(r.centerx, frame.top + img.get_height() // 2)).inflate(geo.u(12), 0)
    pygame.draw.rect(surface, SHADOW, tab, border_radius=geo.u(6))
    pygame.draw.rect(surface, theme.BLOOD_BRIGHT, tab, max(1, geo.u(2)), border_radius=geo.u(6))
    surface.blit(img, img.get_rect(center=tab.center))
    return star


def draw_reveal_marks(table, surface, marks: dict) -> None:
    """CrimsonCreekTable.draw_reveal_marks (Table's hook): the Lair, once the table has its geometry."""
    if table.geo is not None:
        draw_lair(surface, table.geo, marks)
