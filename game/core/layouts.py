"""Board and table layouts: TOML files under maps/ read into plain dataclasses, validated at load.

The rules read topology (locations, edges, tags) from the same file the renderer draws, so every
error names the file, the key path (`areas[3].rect`), the line when we can find it, and what is wrong.
No pygame here: the core must run headless. Drawing lives in game/ui/widgets/layout_view.py.

Schema: maps/README.md. Game-specific rules ("one main exit", "seat 0 at the bottom") register with
`register_check(kind, fn)`; `fn(layout)` returns a list of `(key_path, problem)` pairs.
"""
from __future__ import annotations

import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on Python 3.10
    import tomli as tomllib

from .errors import DataFileError

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


# ---------------------------------------------------------------- line lookup

_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_.\-\"]+)\s*\]\]?")
_PATH_PART = re.compile(r"([A-Za-z0-9_\-]+)(?:\[(\d+)\])?")


def find_line(text: str, key_path: str) -> Optional[int]:
    """Best-effort 1-based line of `key_path` ("areas[3].rect", "size") in TOML text.

    Follows `[[array]]` headers by count and `[table]` headers by name, then the first `key =` line
    before the next header. Inline tables and arrays resolve to the line of their outer key.
    """
    if not text:
        return None
    lines = text.splitlines()
    parts = _PATH_PART.findall(key_path)
    if not parts:
        return None
    start, end = 0, len(lines)
    table_prefix = ""
    i = 0
    while i < len(parts):
        name, index = parts[i]
        full = f"{table_prefix}{name}"
        header_lines = [n for n in range(start, end) if _header_name(lines[n]) == full]
        if header_lines:
            if index != "" and lines[header_lines[0]].lstrip().startswith("[["):
                k = int(index)
                if k >= len(header_lines):
                    return header_lines[-1] + 1
                start = header_lines[k]
            else:
                start = header_lines[0]
            nxt = [n for n in range(start + 1, len(lines)) if _header_name(lines[n]) is not None
                   and not _header_name(lines[n]).startswith(full + ".")]
            end = nxt[0] if nxt else len(lines)
            table_prefix = full + "."
            i += 1
            if i == len(parts):
                return start + 1
            continue
        key_re = re.compile(rf"^\s*\"?{re.escape(name)}\"?\s*=")
        for n in range(start, end):
            if key_re.match(lines[n]) and (n == start or _header_name(lines[n]) is None):
                return n + 1
        return start + 1 if start else None
    return start + 1


def _header_name(line: str) -> Optional[str]:
    m = _HEADER.match(line)
    if not m or "=" in line.split("#")[0].split("]")[0]:
        return None
    return m.group(1).replace('"', "")


# ---------------------------------------------------------------- loading


class _Reader:
    """Typed access to the parsed TOML that collects problems with their key paths."""

    def __init__(self):
        self.problems: list = []

    def need(self, table: dict, key: str, where: str, types, what: str):
        if key not in table:
            self.problems.append((f"{where}.{key}".lstrip("."), f"missing key '{key}' ({what})"))
            return None
        return self.typed(table[key], f"{where}.{key}".lstrip("."), types, what)

    def opt(self, table: dict, key: str, where: str, types, what: str, default=None):
        if key not in table:
            return default
        value = self.typed(table[key], f"{where}.{key}".lstrip("."), types, what)
        return default if value is None else value

    def typed(self, value, where: str, types, what: str):
        # bool is an int subclass in Python, but `players = true` is a mistake, not a count.
        wants_bool = bool in (types if isinstance(types, tuple) else (types,))
        if not isinstance(value, types) or (isinstance(value, bool) and not wants_bool):
            self.problems.append((where, f"expected {what}, got {value!r}"))
            return None
        return value

    def rect(self, value, where: str) -> Optional[tuple]:
        if (not isinstance(value, list) or len(value) != 4
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
            self.problems.append((where, f"expected a rect [x, y, w, h] of numbers, got {value!r}"))
            return None
        if value[2] <= 0 or value[3] <= 0:
            self.problems.append((where, f"rect width and height must be positive, got {value!r}"))
            return None
        return tuple(value)

    def point(self, value, where: str) -> Optional[tuple]:
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
            self.problems.append((where, f"expected a point [x, y], got {value!r}"))
            return None
        return tuple(value)


TOP_LEVEL_KEYS = {"id", "kind", "size", "background", "meta", "camp", "areas", "locations", "edges", "slots",
                  "seating"}


def _parse(data: dict, path: Path, r: _Reader) -> Layout:
    for key in data:
        if key not in TOP_LEVEL_KEYS:  # a typo ("araes") would otherwise drop a whole section silently
            r.problems.append((key, f"unknown key '{key}' (known: {', '.join(sorted(TOP_LEVEL_KEYS))})"))
    lid = r.need(data, "id", "", str, "a layout id string") or path.stem
    kind = r.need(data, "kind", "", str, "a layout kind string") or ""
    if kind and kind not in LAYOUT_KINDS:
        r.problems.append(("kind", f"unknown layout kind '{kind}' (known: {', '.join(sorted(LAYOUT_KINDS))})"))
    size = (1, 1)
    raw_size = r.need(data, "size", "", list, "[width, height]")
    if raw_size is not None:
        pt = r.point(raw_size, "size")
        if pt and pt[0] > 0 and pt[1] > 0:
            size = pt
        elif pt:
            r.problems.append(("size", f"size must be positive, got {raw_size!r}"))
    background = r.opt(data, "background", "", dict, "a [background] table", {})
    meta = r.opt(data, "meta", "", dict, "a [meta] table", {})
    layout = Layout(id=lid, path=path, kind=kind, size=size, background=background, meta=meta)

    template = r.opt(data, "camp", "", dict, "a [camp] template table", {})
    template_parts = _parse_parts(template.get("parts", {}), "camp.parts", r) if template else {}
    template_size = r.point(template.get("size", [1, 1]), "camp.size") if template else None

    for i, raw in enumerate(r.opt(data, "areas", "", list, "an array of [[areas]]", [])):
        where = f"areas[{i}]"
        if r.typed(raw, where, dict, "an [[areas]] table") is None:
            continue
        aid = r.need(raw, "id", where, str, "an area id")
        akind = r.need(raw, "kind", where, str, "an area kind")
        rect = r.rect(raw["rect"], f"{where}.rect") if "rect" in raw else None
        if "rect" not in raw:
            r.problems.append((f"{where}.rect", "missing key 'rect' ([x, y, w, h])"))
        if akind and akind not in AREA_KINDS:
            r.problems.append((f"{where}.kind", f"unknown area kind '{akind}' (known: {', '.join(sorted(AREA_KINDS))})"))
        if aid is None or rect is None:
            continue
        if aid in layout.areas:
            r.problems.append((f"{where}.id", f"duplicate area id '{aid}'"))
            continue
        area = Area(aid, akind or "", rect, r.opt(raw, "label", where, str, "a label string", ""),
                    r.opt(raw, "props", where, dict, "a props table", {}), key=where)
        # Camps take the [camp] template scaled onto their rect; an area's own parts are offsets
        # from its top-left corner in layout units and win over the template's.
        if akind == "camp" and template_size and template_size[0] > 0 and template_size[1] > 0:
            area.parts = {name: _place(sub, rect, template_size) for name, sub in template_parts.items()}
        for name, sub in _parse_parts(raw.get("parts", {}), f"{where}.parts", r).items():
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
                    r.problems.append((f"{where}.polygon", "a polygon needs at least 3 points"))
                polygon = None
        if rect is None and polygon is None:
            if "rect" not in raw and "polygon" not in raw:
                r.problems.append((where, "a location needs 'rect' or 'polygon'"))
            continue
        if loc_id is None:
            continue
        if loc_id in layout.locations or loc_id in layout.areas:
            r.problems.append((f"{where}.id", f"duplicate id '{loc_id}'"))
            continue
        layout.locations[loc_id] = Location(
            loc_id, r.opt(raw, "name", where, str, "a name string", loc_id),
            r.opt(raw, "zone", where, str, "a zone string", ""), rect, polygon,
            r.opt(raw, "tags", where, dict, "a tags table", {}), key=where)

    for i, raw in enumerate(r.opt(data, "edges", "", list, "an array of [[edges]]", [])):
        where = f"edges[{i}]"
        if r.typed(raw, where, dict, "an [[edges]] table") is None:
            continue
        a = r.need(raw, "a", where, str, "a location id")
        b = r.need(raw, "b", where, str, "a location id")
        ekind = r.opt(raw, "kind", where, str, "an edge kind", "open")
        if ekind not in EDGE_KINDS:
            r.problems.append((f"{where}.kind", f"unknown edge kind '{ekind}' (known: {', '.join(sorted(EDGE_KINDS))})"))
        if a and b:
            layout.edges.append(Edge(a, b, ekind))

    for i, raw in enumerate(r.opt(data, "slots", "", list, "an array of [[slots]]", [])):
        where = f"slots[{i}]"
        if r.typed(raw, where, dict, "a [[slots]] table") is None:
            continue
        sid = r.need(raw, "id", where, str, "a slot id")
        pos = r.point(raw.get("pos", [0, 0]), f"{where}.pos")
        if sid and pos:
            layout.slots[sid] = Slot(sid, r.opt(raw, "at", where, str, "an area or location id", ""),
                                     pos, r.opt(raw, "kind", where, str, "a slot kind", ""))

    for i, raw in enumerate(r.opt(data, "seating", "", list, "an array of [[seating]]", [])):
        where = f"seating[{i}]"
        if r.typed(raw, where, dict, "a [[seating]] table") is None:
            continue
        players = r.need(raw, "players", where, int, "a player count")
        camps = r.need(raw, "camps", where, list, "a list of camp area ids")
        if players is None or camps is None:
            continue
        if not all(isinstance(c, str) for c in camps):
            r.problems.append((f"{where}.camps", "camps must be a list of area id strings"))
            continue
        if players in layout.seating:
            r.problems.append((f"{where}.players", f"seating for {players} players given twice"))
        layout.seating[players] = list(camps)
    return layout


def _parse_parts(raw, where: str, r: _Reader) -> dict:
    if not isinstance(raw, dict):
        r.problems.append((where, f"expected a table of name = [x, y, w, h], got {raw!r}"))
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


# ---------------------------------------------------------------- generic validation


def _inside(rect: Rect, size: tuple) -> bool:
    x, y, w, h = rect
    eps = 1e-6
    return x >= -eps and y >= -eps and x + w <= size[0] + eps and y + h <= size[1] + eps


def generic_problems(layout: Layout) -> list:
    """Problems every layout kind shares: geometry inside the board, edges, connectivity, seating."""
    out: list = []
    for area in layout.areas.values():
        if not _inside(area.rect, layout.size):
            out.append((f"{area.key}.rect", f"area '{area.id}' {list(area.rect)} lies outside the "
                                            f"board {list(layout.size)}"))
        for name, part in area.parts.items():
            if not _inside(part, layout.size):
                out.append((f"{area.key}.parts.{name}", f"part '{name}' of '{area.id}' lies outside the board"))
    for loc in layout.locations.values():
        geometry = "rect" if loc.rect is not None else "polygon"
        if not _inside(loc.bounds(), layout.size):
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
    out.extend(_connectivity_problems(layout))
    return out


def _connectivity_problems(layout: Layout) -> list:
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


def _import_game_checks(layout: Layout) -> None:
    """A layout whose [meta] names a game loads that game's checks (game/games/<game>/maps.py), if any."""
    game = layout.meta.get("game")
    if isinstance(game, str) and game.isidentifier():
        import importlib
        import importlib.util

        name = f"game.games.{game}.maps"
        try:
            if importlib.util.find_spec(name) is not None:
                importlib.import_module(name)
        except ModuleNotFoundError:
            pass


def check_layout(layout: Layout, text: str = "") -> list:
    """All problems of a parsed layout as DataFileErrors (generic, then the kind's registered checks)."""
    _import_game_checks(layout)
    problems = generic_problems(layout)
    for fn in _CHECKS.get(layout.kind, []):
        problems.extend(fn(layout))
    return [_error(layout.path, text, key, msg) for key, msg in problems]


def _error(path, text: str, key: str, problem: str) -> DataFileError:
    line = find_line(text, key) if key else None
    where = key + (f", line {line}" if line else "")
    return DataFileError(path, problem, where)


def parse_layout(text: str, path="<string>") -> tuple:
    """Parse TOML text into (layout or None, [DataFileError, ...]) without raising."""
    path = Path(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return None, [_decode_error(path, exc)]
    r = _Reader()
    layout = _parse(data, path, r)
    errors = [_error(path, text, key, msg) for key, msg in r.problems]
    if not errors:
        errors = check_layout(layout, text)
    return layout, errors


def _decode_error(path: Path, exc) -> DataFileError:
    # Python 3.14 adds lineno/colno; before that the position is only in the message "(at line 3, column 7)".
    msg = str(exc)
    line, col = getattr(exc, "lineno", None), getattr(exc, "colno", None)
    m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
    if line is None and m:
        line, col = int(m.group(1)), int(m.group(2))
    problem = re.sub(r"\s*\(at line \d+, column \d+\)", "", msg) or "invalid TOML"
    where = f"line {line}, column {col}" if line else ""
    return DataFileError(path, f"invalid TOML: {problem}", where)


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


def load_layout(path) -> Layout:
    """Read and validate one layout file; raise DataFileError (the first problem) if it is unusable."""
    path = _OVERRIDES.get(Path(path).stem, Path(path))
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(path, f"cannot read the file: {exc}") from None
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
