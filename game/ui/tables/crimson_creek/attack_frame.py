"""The pulsing blood-red frame round the Crimson Creek map while Klein attacks: four rounded rings, each
fainter and further in. A see-through layer the size of the map was made, drawn and blended whole every frame
of the attack (the table's slowest frames); the layer is now kept for its size, its rings drawn again in place
(the same pixels each time, so nothing stale stays) and only the four border strips holding them blended."""
from __future__ import annotations

import pygame

from ...surfaces import new_surface

BLOOD = (200, 10, 20)
RINGS = 4


class AttackFrame:
    def __init__(self):
        self._layer = None
        self._shape = None  # (size, step, width, radius) the layer was made for

    def draw(self, surface, map_rect: pygame.Rect, pulse: float, u) -> None:
        """The frame round `map_rect` at `pulse` (0..1, the pulse's phase), `u` the geometry's unit scaler."""
        r = map_rect.inflate(u(40), u(40))
        step, width, radius = u(10), max(2, u(6)), u(24)
        shape = (r.size, step, width, radius)
        if self._shape != shape:
            self._layer, self._shape = new_surface(r.size, pygame.SRCALPHA), shape
        layer = self._layer
        for i in range(RINGS):
            # each ring covers the same pixels every time, so drawing over last frame's leaves no trace of it
            pygame.draw.rect(layer, (*BLOOD, int((60 + 90 * pulse) / (i + 1))),
                             layer.get_rect().inflate(-i * step, -i * step), width, border_radius=radius)
        for strip in border_strips(layer.get_rect(), (RINGS - 1) * step // 2 + 1 + max(width, radius) + 1):
            surface.blit(layer, (r.x + strip.x, r.y + strip.y), strip)


def border_strips(rect: pygame.Rect, depth: int) -> list:
    """The top, bottom, left and right strips `depth` deep inside `rect` (not overlapping; all of it when small)."""
    d = max(0, min(depth, rect.w // 2 + 1, rect.h // 2 + 1))
    if 2 * d >= rect.h or 2 * d >= rect.w:
        return [rect]
    return [pygame.Rect(rect.x, rect.y, rect.w, d), pygame.Rect(rect.x, rect.bottom - d, rect.w, d),
            pygame.Rect(rect.x, rect.y + d, d, rect.h - 2 * d), pygame.Rect(rect.right - d, rect.y + d, d, rect.h - 2 * d)]
