"""Which pixels differ between two pictures, with pygame alone (numpy is not a dependency: pygame.surfarray needs it
and a fresh clone's environment has none)."""
from __future__ import annotations

import pygame


def changed_pixels(a: pygame.Surface, b: pygame.Surface) -> tuple:
    """(xs, ys): the coordinates of every pixel whose colour differs between `a` and `b` (same size)."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # a - b, clamped at 0
    back = b.copy()
    back.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # b - a
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    mask = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    mask.invert()  # the pixels that are not black: those that changed
    xs, ys = [], []
    for r in mask.get_bounding_rects():  # only where something changed: the work is the changed area's
        for y in range(r.top, r.bottom):
            for x in range(r.left, r.right):
                if mask.get_at((x, y)):
                    xs.append(x)
                    ys.append(y)
    return xs, ys
