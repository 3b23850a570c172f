"""The keyboard focus ring, the same on the tables (tables/focus.py), the menus and the dialogs (scene_focus.py)."""
from __future__ import annotations

import pygame

from .. import theme

# designed: yellow with a black edge stands out on the dark boards, the red panels and the green glow alike, and
# is the same in both palettes (Okabe-Ito's yellow); a palette may give its own through theme.focus_colour()
FOCUS = (240, 228, 66)
EDGE = (0, 0, 0)
WHITE = (255, 255, 255)


def focus_colour() -> tuple:
    fn = getattr(theme, "focus_colour", None)
    return tuple(fn()) if callable(fn) else FOCUS


def draw_focus_ring(surface, rect: pygame.Rect, width: int, round_: bool = False, colour=None) -> None:
    """The focus: a thick bright ring on a black edge with a white line inside it, four corner brackets outside it
    and a notch above it pointing down: a shape nothing else on the tables has (the lit places glow, seats and
    zones have their own colours, some of them yellow), so it is found by its shape as well as its colour."""
    col = colour or focus_colour()
    grow = width * 2 + 2
    r = rect.inflate(grow * 2, grow * 2)
    thin = max(1, width // 2)
    if round_:
        rad = min(r.w, r.h) // 2
        pygame.draw.circle(surface, EDGE, r.center, rad + 2, width + 4)
        pygame.draw.circle(surface, col, r.center, rad, width)
        pygame.draw.circle(surface, WHITE, r.center, rad - width, thin)
    else:
        rad = max(4, width * 2)
        pygame.draw.rect(surface, EDGE, r.inflate(4, 4), width + 4, border_radius=rad + 2)
        pygame.draw.rect(surface, col, r, width, border_radius=rad)
        pygame.draw.rect(surface, WHITE, r.inflate(-2 * width, -2 * width), thin, border_radius=max(2, rad - width))
    # the corner brackets, a gap outside the ring
    b = r.inflate(2 * width + 6, 2 * width + 6)
    arm = max(6, min(b.w, b.h) // 5)
    for (x, y, dx, dy) in ((b.left, b.top, 1, 1), (b.right - 1, b.top, -1, 1), (b.left, b.bottom - 1, 1, -1),
                           (b.right - 1, b.bottom - 1, -1, -1)):
        for c, w in ((EDGE, thin + 2), (col, thin)):
            pygame.draw.line(surface, c, (x, y), (x + dx * arm, y), w)
            pygame.draw.line(surface, c, (x, y), (x, y + dy * arm), w)
    s = max(6, width * 3)
    tip_y, sign = b.top - 2, 1
    if tip_y - s < 0:  # no room above (a button at the top of the window): the notch points up from below
        tip_y, sign = b.bottom + 2, -1
    cx = r.centerx
    pygame.draw.polygon(surface, EDGE, [(cx, tip_y + 2 * sign), (cx - s - 3, tip_y - (s + 2) * sign),
                                        (cx + s + 3, tip_y - (s + 2) * sign)])
    pygame.draw.polygon(surface, col, [(cx, tip_y), (cx - s, tip_y - s * sign), (cx + s, tip_y - s * sign)])
