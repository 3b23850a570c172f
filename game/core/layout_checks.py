"""Checks every layout gets after parsing: geometry inside the board, edges, connectivity, seating,
overlaps and edges crossing locations, and the maps a game loads by name. No pygame.

Each check returns `[(key_path, problem), ...]`; game/core/layouts.py turns them into DataFileErrors
with the line. Overlaps and crossings use a grid of cells over the board, so a map with 10,000
locations is checked in well under a second (each location reports its first overlap only).
"""
from __future__ import annotations

import math

# designed: a table the games draw is letterboxed into the window; below 640 x 360 or above
# 3840 x 2160 layout units its panels end up under a pixel or several screens wide at 1280 x 720.
TABLE_MIN = (640, 360)
TABLE_MAX = (3840, 2160)
# designed: an area the table draws text and cards into is at least this many units on each side.
TABLE_MIN_AREA = 16

_CLAIMS: dict = {}  # file stem -> game id: the maps a game loads by name (Crimson Creek's Acts, ...)


def claim_map(stem: str, game: str) -> None:
    """`game` loads maps/<stem>.toml by name: that file must say meta.game = game and id = stem."""
    _CLAIMS[stem] = game


def claimed_by(layout):
    """The game that loads this file by name (from its file name or its id), or None."""
    return _CLAIMS.get(layout.path.stem) or _CLAIMS.get(layout.id)


def _inside(rect, size) -> bool:
    if size is None:  # the board's size is unusable (reported): nothing can be measured against it
        return True
    x, y, w, h = rect
    eps = 1e-6
    return x >= -eps and y >= -eps and x + w <= size[0] + eps and y + h <= size[1] + eps


def generic_problems(layout) -> list:
    """Problems every layout kind shares: geometry inside the board, edges, connectivity, seating."""
    out: list = []
    board = layout.size if layout.size_ok else None
    for area in layout.areas.values():
        if not _inside(area.rect, board):
            out.append((f"{area.key}.rect", f"area '{area.id}' {list(area.rect)} lies outside the "
                                            f"board {list(layout.size)}"))
        for name, part in area.parts.items():
            if not _inside(part, board):
                out.append((f"{area.key}.parts.{name}", f"part '{name}' of '{area.id}' lies outside the board"))
    for loc in layout.locations.values():
        geometry = "rect" if loc.rect is not None else "polygon"
        if not _inside(loc.bounds(), board):
            out.append((f"{loc.key}.{geometry}", f"location '{loc.id}' lies outside the board {list(layout.size)}"))
    for i, e in enumerate(layout.edges):
        for end in ("a", "b"):
            ref = getattr(e, end)
            if ref not in layout.locations:
                out.append((f"edges[{i}].{end}", f"edge end '{ref}' is not a location in this file"))
        if e.a == e.b:
            out.append((f"edges[{i}]", f"edge joins '{e.a}' to itself"))
    for i, s in enumerate(layout.slots.values()):
        if s.at and s.at not in layout.locations and s.at not in layout.areas:
            out.append((f"slots[{i}].at", f"slot '{s.id}' is at '{s.at}', which is not an area or location"))
    for i, (players, camps) in enumerate(layout.seating.items()):
        for k, cid in enumerate(camps):
            if cid not in layout.areas:
                out.append((f"seating[{i}].camps[{k}]", f"camp '{cid}' is not an area in this file"))
            elif layout.areas[cid].kind != "camp":
                out.append((f"seating[{i}].camps[{k}]", f"area '{cid}' has kind '{layout.areas[cid].kind}', not 'camp'"))
        if len(camps) != players:
            out.append((f"seating[{i}].camps", f"{players} players need {players} camps, {len(camps)} given"))
        if len(set(camps)) != len(camps):
            out.append((f"seating[{i}].camps", "a camp is listed twice"))
    out.extend(connectivity_problems(layout))
    out.extend(claim_problems(layout))
    out.extend(overlap_problems(layout))
    return out


def connectivity_problems(layout) -> list:
    """Every location must be reachable from every other when edges are read both ways."""
    if len(layout.locations) < 2:
        return []
    adj = {lid: set() for lid in layout.locations}
    for e in layout.edges:
        if e.a in adj and e.b in adj:
            adj[e.a].add(e.b)
            adj[e.b].add(e.a)
    first = next(iter(adj))
    seen, todo = {first}, [first]
    while todo:
        for n in adj[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    cut = [lid for lid in layout.locations if lid not in seen]
    if not cut:
        return []
    return [(layout.locations[cut[0]].key or "edges",
             f"the location graph is not connected: {', '.join(cut[:6])}{' ...' if len(cut) > 6 else ''} "
             f"cannot be reached from '{first}'")]


def claim_problems(layout) -> list:
    """A file a game loads by name must say which game it is for (else the game's checks are skipped and
    the game fails on it later) and keep the id the game knows it by (the table looks it up by id)."""
    game = claimed_by(layout)
    if game is None:
        return []
    out = []
    if layout.meta.get("game") != game:
        out.append(("meta.game" if layout.meta else "meta",
                    f"{game} loads this map by name, so meta.game must be \"{game}\" "
                    f"(got {layout.meta.get('game')!r}); the game's own checks run only then"))
    stem = layout.path.stem
    if stem in _CLAIMS and layout.id != stem:
        out.append(("id", f"{game} loads this map as '{stem}': its id must be '{stem}', not '{layout.id}'"))
    return out


def table_size_problems(layout) -> list:
    """A board a game's table draws must fit the designed range of sizes (see TABLE_MIN / TABLE_MAX)."""
    w, h = layout.size
    if not (TABLE_MIN[0] <= w <= TABLE_MAX[0] and TABLE_MIN[1] <= h <= TABLE_MAX[1]):
        return [("size", f"a game table's size must be between {TABLE_MIN[0]} x {TABLE_MIN[1]} and "
                         f"{TABLE_MAX[0]} x {TABLE_MAX[1]} layout units, got {w:g} x {h:g}")]
    return []


def required_areas(layout, ids, parts: dict = None) -> list:
    """Areas (and their parts) a game's table draws into: present and big enough to hold something."""
    out = []
    for aid in ids:
        area = layout.areas.get(aid)
        if area is None:
            out.append(("areas", f"the table needs an area with id '{aid}'"))
            continue
        if area.rect[2] < TABLE_MIN_AREA or area.rect[3] < TABLE_MIN_AREA:
            out.append((f"{area.key}.rect", f"area '{aid}' must be at least {TABLE_MIN_AREA} x {TABLE_MIN_AREA} "
                                            f"units for the table to draw in it"))
        for name in (parts or {}).get(aid, ()):
            if name not in area.parts:
                out.append((f"{area.key}.parts", f"area '{aid}' needs a part named '{name}'"))
    return out


def seating_problems(layout, seats, parts, board: str = "board") -> list:
    """A [[seating]] for every player count in `seats`, each seated camp with every one of `parts` (from the
    [camp] template or its own): a table looks a player's panel and its parts up by these names."""
    out = []
    for n in seats:
        if n not in layout.seating:
            out.append(("seating", f"the table seats {min(seats)} to {max(seats)} players: "
                                   f"a [[seating]] for {n} players is missing"))
    for cid in sorted({c for camps in layout.seating.values() for c in camps}):
        area = layout.areas.get(cid)
        if area is None or area.kind != "camp":
            continue  # reported by the generic check
        missing = [p for p in parts if p not in area.parts]
        if missing:
            out.append((f"{area.key}.parts", f"{board} '{cid}' lacks the parts {', '.join(missing)} "
                                             f"(give them in [camp.parts] or its own parts)"))
    return out


# ------------------------------------------------------------------------------------ overlaps


def _shape(rect=None, polygon=None) -> list:
    if polygon is not None:
        return [tuple(p) for p in polygon]
    x, y, w, h = rect
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def _bounds(points) -> tuple:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _cross(o, a, b) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _segments_cross(p1, p2, q1, q2) -> bool:
    """The two segments cross at a point inside both (touching or running along each other is not crossing)."""
    d1, d2 = _cross(q1, q2, p1), _cross(q1, q2, p2)
    d3, d4 = _cross(p1, p2, q1), _cross(p1, p2, q2)
    return ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4))


def _strictly_inside(pt, poly) -> bool:
    """pt lies inside the polygon and not on its boundary."""
    x, y = pt
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[j]
        if abs(_cross((xi, yi), (xj, yj), pt)) < 1e-9 and min(xi, xj) - 1e-9 <= x <= max(xi, xj) + 1e-9 \
                and min(yi, yj) - 1e-9 <= y <= max(yi, yj) + 1e-9:
            return False
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _centroid(poly) -> tuple:
    return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))


def shapes_overlap(a, b, ba=None, bb=None) -> bool:
    """Two shapes (lists of points) share some area; sharing a border does not count.
    ba / bb: their bounds (x0, y0, x1, y1) when the caller has them already."""
    ba, bb = ba or _bounds(a), bb or _bounds(b)
    if ba[2] <= bb[0] or bb[2] <= ba[0] or ba[3] <= bb[1] or bb[3] <= ba[1]:
        return False
    if len(a) == 4 and len(b) == 4 and _is_box(a) and _is_box(b):
        return True  # two axis-aligned rects whose bounds overlap with area
    for i in range(len(a)):
        for j in range(len(b)):
            if _segments_cross(a[i - 1], a[i], b[j - 1], b[j]):
                return True
    return any(_strictly_inside(p, b) for p in a + [_centroid(a)]) or \
        any(_strictly_inside(p, a) for p in b + [_centroid(b)])


def _is_box(points) -> bool:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points
    return y0 == y1 and x1 == x2 and y2 == y3 and x3 == x0


def segment_through(p, q, shape) -> bool:
    """The segment p-q passes through the inside of the shape."""
    b = _bounds(shape)
    if max(p[0], q[0]) <= b[0] or min(p[0], q[0]) >= b[2] or max(p[1], q[1]) <= b[1] or min(p[1], q[1]) >= b[3]:
        return False
    for i in range(len(shape)):
        if _segments_cross(p, q, shape[i - 1], shape[i]):
            return True
    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
    return _strictly_inside(p, shape) or _strictly_inside(q, shape) or _strictly_inside(mid, shape)


class _Grid:
    """Shapes bucketed by the board cells their bounds cover; a shape covering too many cells is 'big'
    and checked against everything (there can only be a few of those that do not overlap)."""

    MAX_CELLS = 256

    def __init__(self, size, n: int):
        g = max(1, min(128, int(math.sqrt(max(1, n)))))
        self.g = g
        self.cw, self.ch = size[0] / g, size[1] / g
        self.cells: dict = {}
        self.big: list = []

    def _span(self, b) -> tuple:
        g = self.g
        x0 = min(g - 1, max(0, int(b[0] / self.cw)))
        x1 = min(g - 1, max(0, int(b[2] / self.cw)))
        y0 = min(g - 1, max(0, int(b[1] / self.ch)))
        y1 = min(g - 1, max(0, int(b[3] / self.ch)))
        return x0, x1, y0, y1

    def candidates(self, b) -> list:
        x0, x1, y0, y1 = self._span(b)
        if (x1 - x0 + 1) * (y1 - y0 + 1) > self.MAX_CELLS:
            return list(self.all)
        out = list(self.big)
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                out.extend(self.cells.get((cx, cy), ()))
        return out

    def along(self, p, q) -> list:
        """Items in the cells the segment p-q passes through (a grid walk), and the big ones."""
        g = self.g
        cx, cy = self._cell(p)
        ex, ey = self._cell(q)
        dx, dy = q[0] - p[0], q[1] - p[1]
        sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
        # distance along the segment (as a fraction) to the next vertical / horizontal cell border
        tx = ((cx + (sx > 0)) * self.cw - p[0]) / dx if dx else math.inf
        ty = ((cy + (sy > 0)) * self.ch - p[1]) / dy if dy else math.inf
        stepx = abs(self.cw / dx) if dx else math.inf
        stepy = abs(self.ch / dy) if dy else math.inf
        out = list(self.big)
        for _ in range(4 * g + 4):
            out.extend(self.cells.get((cx, cy), ()))
            if (cx, cy) == (ex, ey):
                break
            if tx < ty:
                cx, tx = cx + sx, tx + stepx
            else:
                cy, ty = cy + sy, ty + stepy
            if not (0 <= cx < g and 0 <= cy < g):
                break
        return out

    def _cell(self, p) -> tuple:
        return (min(self.g - 1, max(0, int(p[0] / self.cw))), min(self.g - 1, max(0, int(p[1] / self.ch))))

    def add(self, item, b) -> None:
        self.all.append(item)
        x0, x1, y0, y1 = self._span(b)
        if (x1 - x0 + 1) * (y1 - y0 + 1) > self.MAX_CELLS:
            self.big.append(item)
            return
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                self.cells.setdefault((cx, cy), []).append(item)

    all: list


def overlap_problems(layout) -> list:
    """Locations overlapping each other or a panel of the table, camps seated together overlapping each other
    or a panel, and edges drawn through a third location. Labels are text and may sit on anything."""
    panels = [a for a in layout.areas.values() if a.kind not in ("camp", "label")]
    # panels first, so an overlap is reported on the location (what the author moves), not the panel
    items = [(a.id, a.key, "rect", "area", _shape(a.rect)) for a in panels]
    items += [(loc.id, loc.key, "rect" if loc.rect is not None else "polygon", "location",
               _shape(loc.rect, loc.polygon)) for loc in layout.locations.values()]
    grid = _Grid(layout.size, len(items))
    grid.all = []
    out = []
    seen_pairs = set()
    for iid, key, geo, what, shape in items:
        b = _bounds(shape)
        for oid, okey, _, owhat, oshape, ob in grid.candidates(b):
            if (iid, oid) in seen_pairs or not shapes_overlap(shape, oshape, b, ob):
                continue
            seen_pairs.add((iid, oid))
            if what == "area" and owhat == "area":
                continue  # panels of one table are the author's business (a chip pool in a tray, ...)
            out.append((f"{key}.{geo}", f"{what} '{iid}' overlaps {owhat} '{oid}'"))
            break
        grid.add((iid, key, geo, what, shape, b), b)
    out.extend(_seated_camp_overlaps(layout, panels))
    return out


def _seated_camp_overlaps(layout, panels) -> list:
    out = []
    reported = set()
    for i, (players, camps) in enumerate(layout.seating.items()):
        areas = [layout.areas[c] for c in camps if c in layout.areas and layout.areas[c].kind == "camp"]
        for k, a in enumerate(areas):
            for other in areas[k + 1:] + panels:
                pair = tuple(sorted((a.id, other.id)))
                if pair not in reported and shapes_overlap(_shape(a.rect), _shape(other.rect)):
                    reported.add(pair)
                    what = "camp" if other.kind == "camp" else "panel"
                    out.append((f"{a.key}.rect", f"camp '{a.id}' overlaps {what} '{other.id}' "
                                                 f"(both are on the table with {players} players)"))
    return out


def warning_problems(layout) -> list:
    """What the game plays but a player may misread: a path drawn across a third location looks like it
    leads into it (the rules follow the edges, not the drawing)."""
    return edges_through_locations(layout)


def edges_through_locations(layout) -> list:
    locs = layout.locations
    if len(locs) < 3 or not layout.edges:
        return []
    shapes = {lid: _shape(l.rect, l.polygon) for lid, l in locs.items()}
    grid = _Grid(layout.size, len(locs))
    grid.all = []
    for lid, shape in shapes.items():
        grid.add(lid, _bounds(shape))
    out = []
    for i, e in enumerate(layout.edges):
        if e.a not in locs or e.b not in locs or e.a == e.b:
            continue
        p, q = locs[e.a].center(), locs[e.b].center()
        for lid in dict.fromkeys(grid.along(p, q)):
            if lid not in (e.a, e.b) and segment_through(p, q, shapes[lid]):
                out.append((f"edges[{i}]", f"the path from '{e.a}' to '{e.b}' is drawn across location '{lid}'"))
                break
    return out
