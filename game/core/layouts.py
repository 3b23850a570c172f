"""Board and table layouts: TOML files under maps/ read into plain dataclasses, validated at load.

The rules read topology (locations, edges, tags) from the same file the renderer draws, so every
error names the file, the key path (`areas[3].rect`), the line when we can find it, and what is wrong.
No pygame here: the core must run headless. Drawing lives in game/ui/widgets/layout_view.py.

Schema: maps/README.md. Game-specific rules ("one main exit", "seat 0 at the bottom") register with
`register_check(kind, fn)`; `fn(layout)` returns a list of `(key_path, problem)` pairs.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from .errors import DataFileError
from .layout_lines import find_line, line_index
from .layout_checks import claim_map, generic_problems, warning_problems
from .layout_reader import MAX_UNITS, Reader, is_number
from .safe_read import MAP_BYTES, read_bytes
from .toml_text import parse_toml

__all__ = ["Area", "Edge", "Layout", "Location", "MAX_UNITS", "Slot", "check_layout", "check_warnings", "claim_map",
           "find_line", "fit", "generic_problems", "load_all", "load_layout", "parse_layout", "read_map_text",
           "register_check", "use_override"]

LAYOUT_KINDS = {"card_table", "location_map", "camp_board", "board"}
AREA_KINDS = {
    "pile", "hand", "track", "tray", "camp", "log", "prompt", "panel", "label",
    "chips", "cards", "card", "dice", "button", "slot",
}
EDGE_KINDS = {"door", "open", "oneway", "secret"}

Rect = tuple  # (x, y, w, h) in layout units
Problem = tuple  # (key_path, message)


@dataclass
class Area:
    id: str
    kind: str
    rect: Rect
    label: str = ""
    props: dict = field(default_factory=dict)
    # Named sub-rects in layout units (a camp's hideout, phase card, characters row, ...).
    parts: dict = field(default_factory=dict)
    key: str = field(default="", compare=False)  # where it came from, e.g. "areas[3]"


@dataclass
class Location:
    id: str
    name: str
    zone: str = ""
    rect: Optional[Rect] = None
    polygon: Optional[list] = None  # [(x, y), ...] when the room is not a rectangle
    tags: dict = field(default_factory=dict)
    key: str = field(default="", compare=False)

    def bounds(self) -> Rect:
        if self.rect is not None:
            return self.rect
        xs = [p[0] for p in self.polygon]
        ys = [p[1] for p in self.polygon]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def center(self) -> tuple:
        x, y, w, h = self.bounds()
        return (x + w / 2, y + h / 2)


@dataclass(frozen=True)
class Edge:
    a: str
    b: str
    kind: str = "open"


@dataclass
class Slot:
    """A place a token sits: on a location or area, at a point in layout units."""

    id: str
    at: str = ""
    pos: tuple = (0, 0)
    kind: str = ""


@dataclass
class Layout:
    id: str
    path: Path
    kind: str
    size: tuple
    background: dict = field(default_factory=dict)
    areas: dict = field(default_factory=dict)
    locations: dict = field(default_factory=dict)
    edges: list = field(default_factory=list)
    slots: dict = field(default_factory=dict)
    meta: dict = field(default_factory=dict)
    seating: dict = field(default_factory=dict)  # players -> [camp area id, seat 0 first, clockwise]
    size_ok: bool = field(default=True, compare=False)  # False: `size` was unusable and (1, 1) stands in

    def camps_for(self, players: int) -> list:
        """The camp areas for this player count, seat 0 (in front of the screen) first."""
        if players not in self.seating:
            raise KeyError(f"{self.id}: no seating for {players} players")
        return [self.areas[a] for a in self.seating[players]]

    def neighbours(self, loc_id: str) -> list:
        """Locations reachable in one move from loc_id (a oneway edge only from a to b)."""
        out = []
        for e in self.edges:
            if e.a == loc_id:
                out.append(e.b)
            elif e.b == loc_id and e.kind != "oneway":
                out.append(e.a)
        return out


# ---------------------------------------------------------------- game-specific checks

_CHECKS: dict = {}


def register_check(kind: str, fn: Callable) -> None:
    """Add a check run on every layout of `kind`; fn(layout) -> list of (key_path, problem)."""
    _CHECKS.setdefault(kind, []).append(fn)


# ---------------------------------------------------------------- loading

TOP_LEVEL_KEYS = {"id", "kind", "size", "background", "meta", "camp", "areas", "locations", "edges", "slots",
                  "seating"}
# Tags the rules and the renderer read, and the types they take; any other tag is free but must be a
# plain value (a string, a number or true/false), so a game reading it never meets a list or a table.
TAG_TYPES = {"search": ((str, bool), "a string or true/false"), "exit": ((str, bool), '"main" or true/false'),
             "hiding": ((str, bool), "a hiding place name or true/false"),
             "peek": ((str, bool), "a peeking icon name or true/false"), "start": (bool, "true or false"),
             "center": (bool, "true or false")}
COLOUR_KEYS = ("wood", "felt", "accent", "text")


def _parse(data: dict, path: Path, r: Reader) -> Layout:
    for key in data:
        if key not in TOP_LEVEL_KEYS:  # a typo ("araes") would otherwise drop a whole section silently
            r.add(key, f"unknown key '{key}' (known: {', '.join(sorted(TOP_LEVEL_KEYS))})")
    lid = r.need(data, "id", "", str, "a layout id string") or path.stem
    kind = r.need(data, "kind", "", str, "a layout kind string") or ""
    if kind and kind not in LAYOUT_KINDS:
        r.add("kind", f"unknown layout kind '{kind}' (known: {', '.join(sorted(LAYOUT_KINDS))})")
    size = (1, 1)
    if "size" not in data:
        r.add("size", "missing key 'size' ([width, height])")
    else:
        size = r.size(data["size"], "size") or size
    background = r.opt(data, "background", "", dict, "a [background] table", {})
    _check_background(background, r)
    meta = r.opt(data, "meta", "", dict, "a [meta] table", {})
    _check_meta(meta, r)
    layout = Layout(id=lid, path=path, kind=kind, size=size, background=background, meta=meta,
                    size_ok=size != (1, 1) or data.get("size") == [1, 1])

    template = r.opt(data, "camp", "", dict, "a [camp] template table", {})
    template_parts = _parse_parts(template.get("parts", {}), "camp.parts", r) if template else {}
    template_size = r.size(template.get("size", [1, 1]), "camp.size") if template else None

    for i, raw in enumerate(r.opt(data, "areas", "", list, "an array of [[areas]]", [])):
        where = f"areas[{i}]"
        if r.typed(raw, where, dict, "an [[areas]] table") is None:
            continue
        aid = r.need(raw, "id", where, str, "an area id")
        akind = r.need(raw, "kind", where, str, "an area kind")
        rect = r.rect(raw["rect"], f"{where}.rect") if "rect" in raw else None
        if "rect" not in raw:
            r.add(f"{where}.rect", "missing key 'rect' ([x, y, w, h])")
        if akind and akind not in AREA_KINDS:
            r.add(f"{where}.kind", f"unknown area kind '{akind}' (known: {', '.join(sorted(AREA_KINDS))})")
        label = r.opt(raw, "label", where, str, "a label string", "")
        props = r.opt(raw, "props", where, dict, "a props table", {})
        own_parts = _parse_parts(raw.get("parts", {}), f"{where}.parts", r)
        if aid is None or rect is None:
            continue
        if aid in layout.areas:
            r.add(f"{where}.id", f"duplicate area id '{aid}'")
            continue
        area = Area(aid, akind or "", rect, label, props, key=where)
        # Camps take the [camp] template scaled onto their rect; an area's own parts are offsets
        # from its top-left corner in layout units and win over the template's.
        if akind == "camp" and template_size:
            area.parts = {name: _place(sub, rect, template_size) for name, sub in template_parts.items()}
        for name, sub in own_parts.items():
            area.parts[name] = (rect[0] + sub[0], rect[1] + sub[1], sub[2], sub[3])
        layout.areas[aid] = area

    for i, raw in enumerate(r.opt(data, "locations", "", list, "an array of [[locations]]", [])):
        where = f"locations[{i}]"
        if r.typed(raw, where, dict, "a [[locations]] table") is None:
            continue
        loc_id = r.need(raw, "id", where, str, "a location id")
        rect = r.rect(raw["rect"], f"{where}.rect") if "rect" in raw else None
        polygon = None
        if "polygon" in raw:
            pts = r.typed(raw["polygon"], f"{where}.polygon", list, "a list of [x, y] points") or []
            polygon = [r.point(p, f"{where}.polygon[{k}]") for k, p in enumerate(pts)]
            if None in polygon or len(polygon) < 3:
                if len(polygon) < 3:
                    r.add(f"{where}.polygon", "a polygon needs at least 3 points")
                polygon = None
            elif _area2(polygon) == 0:
                r.add(f"{where}.polygon", "the polygon has no area (its points lie on one line)")
                polygon = None
        name = r.opt(raw, "name", where, str, "a name string", loc_id)
        zone = r.opt(raw, "zone", where, str, "a zone string", "")
        tags = r.opt(raw, "tags", where, dict, "a tags table", {})
        _check_tags(tags, f"{where}.tags", r)
        if rect is None and polygon is None:
            if "rect" not in raw and "polygon" not in raw:
                r.add(where, "a location needs 'rect' or 'polygon'")
            continue
        if loc_id is None:
            continue
        if loc_id in layout.locations or loc_id in layout.areas:
            r.add(f"{where}.id", f"duplicate id '{loc_id}'")
            continue
        layout.locations[loc_id] = Location(loc_id, name or loc_id, zone, rect, polygon, tags, key=where)

    for i, raw in enumerate(r.opt(data, "edges", "", list, "an array of [[edges]]", [])):
        where = f"edges[{i}]"
        if r.typed(raw, where, dict, "an [[edges]] table") is None:
            continue
        a = r.need(raw, "a", where, str, "a location id")
        b = r.need(raw, "b", where, str, "a location id")
        ekind = r.opt(raw, "kind", where, str, "an edge kind", "open")
        if ekind not in EDGE_KINDS:
            r.add(f"{where}.kind", f"unknown edge kind '{ekind}' (known: {', '.join(sorted(EDGE_KINDS))})")
        if a and b:
            layout.edges.append(Edge(a, b, ekind))

    for i, raw in enumerate(r.opt(data, "slots", "", list, "an array of [[slots]]", [])):
        where = f"slots[{i}]"
        if r.typed(raw, where, dict, "a [[slots]] table") is None:
            continue
        sid = r.need(raw, "id", where, str, "a slot id")
        pos = r.point(raw.get("pos", [0, 0]), f"{where}.pos")
        at = r.opt(raw, "at", where, str, "an area or location id", "")
        skind = r.opt(raw, "kind", where, str, "a slot kind", "")
        if sid in layout.slots:
            r.add(f"{where}.id", f"duplicate slot id '{sid}'")
        elif sid and pos:
            layout.slots[sid] = Slot(sid, at, pos, skind)

    for i, raw in enumerate(r.opt(data, "seating", "", list, "an array of [[seating]]", [])):
        where = f"seating[{i}]"
        if r.typed(raw, where, dict, "a [[seating]] table") is None:
            continue
        players = r.need(raw, "players", where, int, "a player count")
        camps = r.need(raw, "camps", where, list, "a list of camp area ids")
        if players is not None and not 1 <= players <= 64:
            r.add(f"{where}.players", f"a player count must be between 1 and 64, got {players}")
            players = None
        if players is None or camps is None:
            continue
        if r.strings(camps, f"{where}.camps", "camp area ids") is None:
            continue
        if players in layout.seating:
            r.add(f"{where}.players", f"seating for {players} players given twice")
        layout.seating[players] = list(camps)
    return layout


def _check_background(bg: dict, r: Reader) -> None:
    r.opt(bg, "style", "background", str, "a style name string")
    for key in COLOUR_KEYS:
        if key in bg:
            r.colour(bg[key], f"background.{key}")
    if "rim" in bg:
        r.number(bg["rim"], "background.rim", "the rim width", 0, 1000)


def _check_meta(meta: dict, r: Reader) -> None:
    r.opt(meta, "game", "meta", str, "a game id string")
    r.opt(meta, "title", "meta", str, "a title string")
    act = r.opt(meta, "act", "meta", int, "an Act number")
    if act is not None and not 1 <= act <= 99:
        r.add("meta.act", f"an Act number must be between 1 and 99, got {act}")
    if "players" in meta:
        p = meta["players"]
        if (not isinstance(p, list) or len(p) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                                                  for v in p) or not 1 <= p[0] <= p[1] <= 64):
            r.add("meta.players", f"expected [min, max] player counts (1 <= min <= max <= 64), got {p!r}"[:200])
    zones = r.opt(meta, "zones", "meta", dict, "a table of zone = colour", {})
    for name, value in zones.items():
        r.colour(value, f"meta.zones.{name}")
    if "support_order" in meta:
        r.strings(meta["support_order"], "meta.support_order", "location ids")


def _check_tags(tags: dict, where: str, r: Reader) -> None:
    for name, value in tags.items():
        types, what = TAG_TYPES.get(name, ((str, bool, int, float), "a string, a number or true/false"))
        if r.typed(value, f"{where}.{name}", types, what) is not None and is_number(value):
            r.number(value, f"{where}.{name}", "a tag number")


def _area2(points: list) -> float:
    """Twice the signed area of a polygon (0 when its points lie on one line)."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))


def _parse_parts(raw, where: str, r: Reader) -> dict:
    if not isinstance(raw, dict):
        r.add(where, f"expected a table of name = [x, y, w, h], got {raw!r}"[:200])
        return {}
    out = {}
    for name, value in raw.items():
        rect = r.rect(value, f"{where}.{name}")
        if rect:
            out[name] = rect
    return out


def _place(sub: Rect, outer: Rect, ref_size: tuple) -> Rect:
    """Map a rect given in a template's local units onto an area's rect (scaled to fit)."""
    sx, sy = outer[2] / ref_size[0], outer[3] / ref_size[1]
    return (outer[0] + sub[0] * sx, outer[1] + sub[1] * sy, sub[2] * sx, sub[3] * sy)


# ---------------------------------------------------------------- validation


_GAMES_LOADED = [False]


def load_game_checks() -> None:
    """Import every game's maps module (its manifest's `maps`), so each registers its checks and claims the
    maps it loads by name (a claimed map without meta.game would otherwise skip its game's checks)."""
    if _GAMES_LOADED[0]:
        return
    _GAMES_LOADED[0] = True
    from game.core.registry import manifests

    for manifest in manifests():
        try:
            manifest.load("maps")
        except ImportError:
            pass


def check_layout(layout: Layout, text: str = "") -> list:
    """All problems of a parsed layout as DataFileErrors (generic, then the kind's registered checks)."""
    load_game_checks()
    problems = generic_problems(layout)
    for fn in _CHECKS.get(layout.kind, []):
        problems.extend(fn(layout))
    return [_error(layout.path, text, key, msg) for key, msg in problems]


def check_warnings(layout: Layout, text: str = "") -> list:
    """What the game plays but a player may misread (an edge drawn across a location), as DataFileErrors."""
    return [_error(layout.path, text, key, msg) for key, msg in warning_problems(layout)]


def _error(path, text: str, key: str, problem: str) -> DataFileError:
    line = line_index(text).find(key) if key and text else None
    where = key + (f", line {line}" if line else "")
    return DataFileError(path, problem, where)


def parse_layout(text: str, path="<string>") -> tuple:
    """Parse TOML text into (layout or None, [DataFileError, ...]) without raising."""
    path = Path(path)
    try:
        data = parse_toml(text, path, finite=False)  # (the Reader names every nan and inf)
    except DataFileError as exc:
        return None, [exc]
    r = Reader()
    layout = _parse(data, path, r)
    errors = [_error(path, text, key, msg) for key, msg in r.problems]
    if not errors:
        errors = check_layout(layout, text)
    return layout, errors


_OVERRIDES: dict = {}  # layout id (file stem) -> Path: the map editor's "Play on this map"
_ON_OVERRIDE: list = []  # callables that forget layouts cached from files (see on_override)


def on_override(forget) -> None:
    """Call `forget()` whenever an override starts or ends: a rules module that caches what it read
    from a layout registers its cache's clear here, so it never keeps serving the other file."""
    _ON_OVERRIDE.append(forget)


def use_override(layout_id: str, path=None) -> None:
    """Make load_layout read `path` instead of any <layout_id>.toml (None removes the override)."""
    if path is None:
        _OVERRIDES.pop(layout_id, None)
    else:
        _OVERRIDES[layout_id] = Path(path)
    for forget in _ON_OVERRIDE:
        forget()


# designed: a map is a text file of a few hundred kilobytes (10,000 locations take about 1 MB); a bigger
# file is not read at all, so a stray video renamed .toml cannot fill the memory.
MAX_MAP_BYTES = MAP_BYTES


def read_map_text(path) -> str:
    """The text of a map file, or DataFileError naming the file and why it cannot be read (a named pipe or a
    device is refused unread, a file past MAX_MAP_BYTES too: game/core/safe_read.py)."""
    path = Path(path)
    raw = read_bytes(path, MAX_MAP_BYTES, "map")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise DataFileError(path, f"not a text file in UTF-8 (byte {exc.start}: {exc.reason})", f"line {line}") from None


def load_layout(path) -> Layout:
    """Read and validate one layout file; raise DataFileError (the first problem) if it is unusable."""
    path = _OVERRIDES.get(Path(path).stem, Path(path))
    text = read_map_text(path)
    layout, errors = parse_layout(text, path)
    if errors:
        raise errors[0]
    return layout


def load_all(maps_dir) -> tuple:
    """Load every *.toml under maps_dir: ({layout id: Layout}, [DataFileError, ...])."""
    layouts: dict = {}
    errors: list = []
    for path in sorted(Path(maps_dir).glob("*.toml")):
        try:
            layout = load_layout(path)
        except DataFileError as exc:
            errors.append(exc)
            continue
        if layout.id in layouts:
            errors.append(DataFileError(path, f"layout id '{layout.id}' is also used by "
                                              f"{layouts[layout.id].path.name}", "id"))
            continue
        layouts[layout.id] = layout
    return layouts, errors


# ---------------------------------------------------------------- scaling


def fit(layout_size: tuple, window_size: tuple) -> tuple:
    """(scale, (offset_x, offset_y)) drawing layout_size centred in window_size, aspect kept (letterbox)."""
    lw, lh = layout_size
    ww, wh = window_size
    scale = min(ww / lw, wh / lh)
    return scale, ((ww - lw * scale) / 2, (wh - lh * scale) / 2)


# ---------------------------------------------------------------- card table checks


def _card_table_problems(layout: Layout) -> list:
    """Seat 0 sits at the bottom (in front of the screen) and the others follow clockwise on screen."""
    out = []
    for i, (players, camps) in enumerate(layout.seating.items()):
        rects = [layout.areas[c].rect for c in camps if c in layout.areas]
        if len(rects) != len(camps) or not rects:
            continue  # reported by the generic check
        centres = [(x + w / 2, y + h / 2) for x, y, w, h in rects]
        # Angles around the middle of the camps themselves: side panels make the board centre off-table.
        cx = sum(c[0] for c in centres) / len(centres)
        cy = sum(c[1] for c in centres) / len(centres)
        dx, dy = centres[0][0] - cx, centres[0][1] - cy
        if len(centres) > 1 and not (dy > 0 and abs(dx) <= dy):
            out.append((f"seating[{i}].camps[0]", f"seat 0 ('{camps[0]}') must sit at the bottom of the table"))
        # Screen angles with y down: clockwise on screen means the angle from the bottom grows.
        raw = [math.atan2(-(px - cx), (py - cy)) for px, py in centres]
        angles = [(a - raw[0]) % (2 * math.pi) for a in raw]
        if any(b <= a for a, b in zip(angles, angles[1:])):
            out.append((f"seating[{i}].camps", "camps must go clockwise around the table from seat 0"))
    return out


register_check("card_table", _card_table_problems)
