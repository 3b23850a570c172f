"""Plain geometry in layout units (no pygame)."""
from __future__ import annotations

import math


def seg_dist(p, a, b, with_t: bool = False):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    d = math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))
    return (d, t) if with_t else d


def rect_centre(r) -> tuple:
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def norm_rect(a, b) -> tuple:
    return (min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]), abs(b[1] - a[1]))
