"""A Terrorscape map read from maps/terrorscape_*.toml: locations by code, the connections, and the rulebook's
MOVE and range on them. Pure Python (no pygame); the checks a Terrorscape map must pass live in maps.py.

Rulebook terms and how they are read here (terrorscape-2.txt, "Map Elements" and "Key Words"):
- A location is known by its code ("G4") and name; each belongs to one zone (red, blue, green) whose locations
  form an ordered sequence (R1, R2, ...; Eyebot's OPERATE walks it and wraps from the last to the first).
- "Adjacent locations are directly connected via connecting points": a door, a dotted line (edge kind "open")
  or a one-way route. These and only these are adjacency and count for range. A Secret Passage is not a
  connecting point: it is travelled only with a Flashlight or an ability (`steps(..., secret=True)`).
- Range N: "the current location ... and all locations within the distance of N connecting points";
  "All tokens, including block tokens, would not affect the distance calculation", nor do arrows.
- MOVE: a block token on a door stops a Survivor; the Killer may go through and removes it (the engine
  decides the removal: STEALTH and teleports keep it). A one-way route is taken in the arrow's direction;
  a Survivor can never go against it unless a rope token lies on it (then any Survivor goes both ways);
  the Killer may go against it by discarding a card from hand.
A connection is named by `Board.conn(a, b)`: the two codes sorted and joined by "-" ("R2-R4"), a plain string
the engine can keep in its JSON state (block tokens, rope tokens).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Union

from game.core import layouts
from game.core.layouts import Layout
from game.core.paths import MAPS

from .map_terms import DEFAULT_MAP, MAP_IDS, ORDINARY, ZONES, location_kinds  # noqa: F401 (MAP_IDS: API)

WHO = ("survivor", "killer")


@dataclass(frozen=True)
class Location:
    code: str
    id: str              # the location's id in the map file (the table draws by it)
    name: str
    zone: str
    kinds: frozenset     # "key", "medical", "weapon", "radio", "vehicle", "tool", "knowledge", "mystic",
    #                      "main_exit", "hidden_exit", "testing_station"
    elevated: bool
    index: int           # 1-based place in the zone's sequence


class Link(NamedTuple):
    """One connection seen from a location: (other code, edge kind, whether this way follows the arrow)."""
    to: str
    kind: str
    direction_ok: bool


class Step(NamedTuple):
    """One legal one-step move: where to, over which kind of connection, and what it costs or does.
    against_arrow: the Killer goes against a one-way route (discard a card from hand);
    through_block: the Killer goes through a blocked door (the block is removed unless in STEALTH)."""
    to: str
    kind: str
    against_arrow: bool = False
    through_block: bool = False


def conn(a: str, b: str) -> str:
    """The name of the connection between two codes: "R2-R4" (sorted, so both ends give the same name)."""
    return f"{a}-{b}" if a <= b else f"{b}-{a}"


class Board:
    """A Terrorscape map, built once from its Layout. Every query is a look-up in tables made here."""

    conn = staticmethod(conn)

    def __init__(self, layout: Layout):
        self.id = layout.id
        self.title = str(layout.meta.get("title", layout.id))
        self.season = layout.meta.get("season", 2)
        self.layout = layout
        by_zone: dict = {z: [] for z in ZONES}
        for loc in layout.locations.values():
            by_zone.setdefault(loc.zone, []).append(loc)
        locs = []
        for zone in ZONES:
            for loc in sorted(by_zone[zone], key=lambda l: _code_number(l.tags.get("code"))):
                locs.append(self._location(loc))
        self._locs = {l.code: l for l in locs}
        self.codes = tuple(l.code for l in locs)
        self.zones = {z: tuple(l.code for l in locs if l.zone == z) for z in ZONES}
        self._code_of = {l.id: l.code for l in locs}
        links: dict = {c: [] for c in self.codes}
        self.doors: list = []
        self.arrows: list = []
        self.passages: list = []
        for e in layout.edges:
            a, b = self._code_of[e.a], self._code_of[e.b]
            links[a].append(Link(b, e.kind, True))
            links[b].append(Link(a, e.kind, e.kind != "oneway"))
            {"door": self.doors, "oneway": self.arrows, "secret": self.passages}.get(e.kind, []).append(conn(a, b))
        self.doors, self.arrows, self.passages = tuple(self.doors), tuple(self.arrows), tuple(self.passages)
        self._links = {c: tuple(v) for c, v in links.items()}
        self._adjacent = {c: frozenset(l.to for l in v if l.kind in ORDINARY) for c, v in self._links.items()}
        self._dist = {c: self._bfs(c) for c in self.codes}
        self._within: dict = {}
        self._steps: dict = {}
        self.main_exit = self.with_kind("main_exit")[0]
        self.hidden_exit = self.with_kind("hidden_exit")[0]

    @staticmethod
    def _location(loc) -> Location:
        code = loc.tags["code"]
        return Location(code=code, id=loc.id, name=loc.name, zone=loc.zone, kinds=location_kinds(loc.tags),
                        elevated=bool(loc.tags.get("elevated")), index=_code_number(code))

    def _bfs(self, start: str) -> dict:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for there in self._adjacent[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    todo.append(there)
        return dist

    # -- locations --------------------------------------------------------------------------
    def loc(self, code: str) -> Location:
        return self._locs[code]

    def code_of(self, location_id: str) -> str:
        """The code of a location given by its id in the map file."""
        return self._code_of[location_id]

    def name(self, code: str) -> str:
        return self._locs[code].name

    def label(self, code: str) -> str:
        """"G4 Medical Bay", as the rulebook writes a location."""
        return f"{code} {self._locs[code].name}"

    def with_kind(self, kind: str) -> tuple:
        """The codes of the locations of a kind ("key", "radio", "main_exit", ...), in map order."""
        return tuple(c for c in self.codes if kind in self._locs[c].kinds)

    def zone_of(self, code: str) -> str:
        return self._locs[code].zone

    def next_in_zone(self, code: str) -> str:
        """The next location of the zone's sequence, the last wrapping to the first (Eyebot's OPERATE)."""
        seq = self.zones[self._locs[code].zone]
        return seq[(seq.index(code) + 1) % len(seq)]

    # -- connections ------------------------------------------------------------------------
    def links(self, code: str) -> tuple:
        """Every connection of a location (secret passages too) as Link(to, kind, direction_ok)."""
        return self._links[code]

    def adjacent(self, a: str, b: str) -> bool:
        """Joined by a connecting point (door, opening or one-way route), whatever blocks it or its arrow."""
        return b in self._adjacent[a]

    def neighbours(self, code: str) -> frozenset:
        """The adjacent locations (range 1 without the location itself)."""
        return self._adjacent[code]

    def arrows_at(self, code: str) -> tuple:
        """The one-way routes touching a location (where a Rope can be placed from it)."""
        return tuple(conn(code, l.to) for l in self._links[code] if l.kind == "oneway")

    def doors_at(self, code: str) -> tuple:
        """The doors of a location (what a Survivor there can remove a block token from, or the Killer block)."""
        return tuple(conn(code, l.to) for l in self._links[code] if l.kind == "door")

    def steps(self, code: str, *, blocked=frozenset(), who: str = "survivor", ropes=frozenset(),
              secret: bool = False) -> tuple:
        """The legal one-step [MOVE]s from `code` for a Survivor or the Killer (see the module docstring).

        blocked / ropes: connection names (Board.conn) holding a block token / a rope token.
        secret: the mover may use Secret Passages (a Flashlight, Quinto's shortcut, a Killer's ability)."""
        if who not in WHO:
            raise ValueError(f"who must be one of {WHO}, got {who!r}")
        if type(blocked) is not frozenset:
            blocked = frozenset(blocked)
        if type(ropes) is not frozenset:
            ropes = frozenset(ropes)
        key = (code, blocked, who, ropes, secret)
        hit = self._steps.get(key)
        if hit is not None:
            return hit
        out = []
        for to, kind, direction_ok in self._links[code]:
            if kind == "secret":
                if secret:
                    out.append(Step(to, kind))
                continue
            name = conn(code, to)
            is_blocked = kind == "door" and name in blocked
            if who == "survivor":
                if is_blocked or (not direction_ok and name not in ropes):
                    continue
                out.append(Step(to, kind))
            else:
                out.append(Step(to, kind, against_arrow=not direction_ok, through_block=is_blocked))
        result = tuple(out)
        if len(self._steps) < 50_000:  # the engine asks again and again with the same few block sets
            self._steps[key] = result
        return result

    # -- range ------------------------------------------------------------------------------
    def distance(self, a: str, b: str) -> int:
        """Connecting points between two locations (range), ignoring tokens and arrows."""
        return self._dist[a][b]

    def within(self, code: str, r: int) -> frozenset:
        """`code` and every location within range r of it."""
        key = (code, r)
        hit = self._within.get(key)
        if hit is None:
            hit = self._within[key] = frozenset(c for c, d in self._dist[code].items() if d <= r)
        return hit


def _code_number(code) -> int:
    try:
        return int(str(code)[1:])
    except ValueError:
        return 0


# ---------------------------------------------------------------- loading, cached per file


def map_path(name_or_path: Union[str, Path]) -> Path:
    """A map given by id ("terrorscape_polar_station") or by path."""
    p = Path(name_or_path)
    if p.suffix != ".toml" and len(p.parts) == 1:
        return MAPS / f"{p}.toml"
    return p


@lru_cache(maxsize=None)
def _load_path(path: str) -> Board:
    return _checked(layouts.load_layout(path))


def load_board(layout_or_path: Union[Layout, str, Path] = DEFAULT_MAP) -> Board:
    """The Board of a map: a Layout already read (built afresh), or a map id or file path (read once per
    file; the map editor's "Play on this map" override is followed and clears this cache).
    Raises DataFileError naming the file, key and line when the map is broken or not a Terrorscape map."""
    if isinstance(layout_or_path, Layout):
        return _checked(layout_or_path)
    return _load_path(str(map_path(layout_or_path)))


def _checked(layout: Layout) -> Board:
    """A Board of a layout that passes the Terrorscape checks (a layout read elsewhere, or a file that says it
    is for another game, would otherwise fail deep in the rules)."""
    from game.core.errors import DataFileError

    from .maps import GAME, board_problems

    if layout.meta.get("game") != GAME:
        raise DataFileError(layout.path, f'not a Terrorscape map: meta.game must be "{GAME}" '
                                         f"(got {layout.meta.get('game')!r})", "meta.game")
    problems = board_problems(layout)
    if problems:
        key, msg = problems[0]
        raise DataFileError(layout.path, msg, key)
    return Board(layout)


layouts.on_override(_load_path.cache_clear)
