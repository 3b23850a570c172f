"""The checks every Terrorscape map must pass (registered with game.core.layouts, so they run at load, in
`python -m game validate` and in the map editor, each problem naming the file, the key and the line), and the
claim on the maps the game loads by name. No pygame.

A Terrorscape map (`meta.game = "terrorscape"`; tags as maps/terrorscape_polar_station.toml describes):
- zones red, blue and green, each an ordered sequence coded R1.., B1.., G1.. without gaps (rulebook: "Each map
  is divided into three zones"; Eyebot's OPERATE walks the sequence);
- one Main Exit and one Hidden Exit (setup puts the Survivors on the first and the Killer on the second);
- designed: one radio and one vehicle repair location, one medical and one weapon search location, at least one
  key search location, one Tool, one Knowledge and one Mystic location (the rulebook speaks of "the" radio,
  vehicle, medical and weapon location, and of "the" Tool / Knowledge / Mystic location of the Device);
- designed: two locations are joined by at most one connection; a Survivor can get from every location to every
  other through doors, openings and one-way routes in their direction (no pit a Survivor drops into for good);
- a Season 1 map (`meta.season = 1`) is made Season 2-compatible with module tokens exactly as the rulebook's
  Location Module Tokens section says (see _module_problems).
"""
from __future__ import annotations

import re

from game.core import layouts
from game.core.layout_checks import table_size_problems

from .map_terms import ABILITY, EXITS, MAP_IDS, MODULES, ORDINARY, REPAIR, SEARCH, ZONE_LETTER, ZONES, location_kinds

GAME = "terrorscape"
TAGS = ("code", "search", "repair", "ability", "exit", "elevated", "module", "unique")
_CODE = re.compile(r"^[RBG][1-9][0-9]{0,2}$")
# designed: exactly one of each, at least one key location (see the module docstring)
EXACTLY_ONE = ("radio", "vehicle", "medical", "weapon", "tool", "knowledge", "mystic")


def board_problems(layout) -> list:
    """[(key path, problem)] for a Terrorscape map; [] for any other layout."""
    if layout.kind != "location_map" or layout.meta.get("game") != GAME:
        return []
    out: list = []
    season = layout.meta.get("season", 2)
    if season not in (1, 2) or isinstance(season, bool):
        out.append(("meta.season", f"meta.season must be 1 (a Terrorscape 1 map made Season 2-compatible with "
                                   f"module tokens) or 2, got {season!r}"[:200]))
        season = 2
    locs = list(layout.locations.values())
    out += _tag_problems(locs, season)
    out += _zone_problems(locs)
    kinds = {loc.id: location_kinds(loc.tags) for loc in locs}
    out += _count_problems(locs, kinds)
    out += _edge_problems(layout)
    if not out:
        out += _reach_problems(layout)
    if season == 1:
        out += _module_problems(layout, locs)
    return out + table_size_problems(layout)


def _tag_problems(locs, season: int) -> list:
    out = []
    allowed = {"search": SEARCH, "repair": REPAIR, "ability": ABILITY, "exit": tuple(EXITS), "module": tuple(MODULES)}
    for loc in locs:
        tags = loc.tags
        where = f"{loc.key}.tags"
        for name, value in tags.items():
            if name not in TAGS:
                out.append((where, f"location '{loc.id}': unknown tag '{name}' (a Terrorscape location knows "
                                   f"{', '.join(TAGS)})"))
            elif name in allowed and value not in allowed[name]:
                out.append((where, f"location '{loc.id}': {name} = {value!r} is not one of "
                                   f"{', '.join(repr(v) for v in allowed[name])}"[:300]))
        if "elevated" in tags and not isinstance(tags["elevated"], bool):
            out.append((where, f"location '{loc.id}': elevated must be true or false"))
        if "module" in tags and season != 1:
            out.append((where, f"location '{loc.id}': module tokens go on a Terrorscape 1 map made "
                               f"Season 2-compatible (meta.season = 1); this map is Season 2"))
        if season == 1 and (tags.get("search") in ("medical", "weapon") or tags.get("repair") == "vehicle"):
            out.append((where, f"location '{loc.id}': a Season 1 map has no {tags.get('search') or 'vehicle'} "
                               f"location of its own; place a module token (module = ...) instead"))
    return out


def _zone_problems(locs) -> list:
    out = []
    seen: dict = {}
    by_zone: dict = {z: [] for z in ZONES}
    for loc in locs:
        if loc.zone not in ZONES:
            out.append((f"{loc.key}.zone", f"location '{loc.id}': zone must be red, blue or green, "
                                           f"got {loc.zone!r}"[:200]))
            continue
        code = loc.tags.get("code")
        where = f"{loc.key}.tags"
        if not isinstance(code, str) or not _CODE.match(code):
            out.append((where, f"location '{loc.id}' needs a code such as code = \"{ZONE_LETTER[loc.zone]}1\" "
                               f"(its zone letter and its place in the zone's sequence)"))
        elif code[0] != ZONE_LETTER[loc.zone]:
            out.append((where, f"location '{loc.id}': code {code} does not start with "
                               f"{ZONE_LETTER[loc.zone]}, the letter of its {loc.zone} zone"))
        elif code in seen:
            out.append((where, f"location '{loc.id}': code {code} is also the code of '{seen[code]}'"))
        else:
            seen[code] = loc.id
            by_zone[loc.zone].append((int(code[1:]), loc))
    if out:
        return out
    for zone in ZONES:
        numbers = sorted(by_zone[zone], key=lambda t: t[0])
        if not numbers:
            out.append(("locations", f"the {zone} zone has no location (a Terrorscape map has red, blue and "
                                     f"green zones)"))
            continue
        for want, (n, loc) in enumerate(numbers, start=1):
            if n != want:
                out.append((f"{loc.key}.tags", f"the {zone} zone's sequence has a gap: "
                                               f"{ZONE_LETTER[zone]}{want} is missing before "
                                               f"{ZONE_LETTER[zone]}{n} ('{loc.id}')"))
                break
    return out


def _count_problems(locs, kinds: dict) -> list:
    # Each exit and each repair/search/ability location the rules place once: (kind, how to tag it, its name).
    once = [("main_exit", 'tag exit = "main"', "Main Exit"), ("hidden_exit", 'tag exit = "hidden"', "Hidden Exit")]
    once += [(kind, _how(kind), f"{kind} location") for kind in EXACTLY_ONE]
    out = []
    for kind, how, what in once:
        at = [loc for loc in locs if kind in kinds[loc.id]]
        if not at:
            out.append(("locations", f"the map has no {what} ({how} on one location)"))
        for loc in at[1:]:
            out.append((f"{loc.key}.tags", f"location '{loc.id}' is a second {what} (also '{at[0].id}'); "
                                           f"a map has one"))
    if not any("key" in k for k in kinds.values()):
        out.append(("locations", "the map has no key search location (search = \"key\")"))
    return out


def _how(kind: str) -> str:
    for tag, values in (("search", SEARCH), ("repair", REPAIR), ("ability", ABILITY)):
        if kind in values:
            return f"{tag} = \"{kind}\""
    return kind


def _edge_problems(layout) -> list:
    out = []
    seen: dict = {}
    for i, e in enumerate(layout.edges):
        if e.a not in layout.locations or e.b not in layout.locations:
            continue  # the generic check names it
        pair = frozenset((e.a, e.b))
        group = "secret" if e.kind == "secret" else "ordinary"
        if (pair, group) in seen:
            out.append((f"edges[{i}]", f"'{e.a}' and '{e.b}' are already joined by edges[{seen[pair, group]}]; "
                                       f"two locations share at most one connecting point"
                        if group == "ordinary" else
                        f"'{e.a}' and '{e.b}' already share a secret passage (edges[{seen[pair, group]}])"))
            continue
        other = "ordinary" if group == "secret" else "secret"
        if (pair, other) in seen:
            out.append((f"edges[{i}]", f"'{e.a}' and '{e.b}' are adjacent and share a secret passage "
                                       f"(edges[{seen[pair, other]}]); a secret passage joins locations that "
                                       f"are not adjacent"))
        seen[pair, group] = i
    return out


def _reach_problems(layout) -> list:
    """A Survivor can get from every location to every other (doors, openings, arrows one way)."""
    fwd = {lid: set() for lid in layout.locations}
    back = {lid: set() for lid in layout.locations}
    for e in layout.edges:
        if e.kind not in ORDINARY or e.a not in fwd or e.b not in fwd:
            continue  # a dangling end is the generic check's to name
        fwd[e.a].add(e.b)
        back[e.b].add(e.a)
        if e.kind != "oneway":
            fwd[e.b].add(e.a)
            back[e.a].add(e.b)
    start = next((l.id for l in layout.locations.values() if l.tags.get("exit") == "main"), None)
    if start is None:
        return []
    out = []
    for graph, what in ((fwd, "cannot be reached from the Main Exit"), (back, "has no way back to the Main Exit")):
        seen, todo = {start}, [start]
        while todo:
            for n in graph[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        for lid, loc in layout.locations.items():
            if lid not in seen:
                out.append((loc.key, f"location '{lid}' {what} through doors, openings and one-way routes "
                                     f"(secret passages need a Flashlight); a Survivor would be stuck"))
                break
    return out


def _module_problems(layout, locs) -> list:
    """Rulebook, Location Module Tokens ("To modify a Terrorscape 1 map to be Terrorscape 2 compatible"):
    place 1 vehicle repair, 1 medical and 1 weapon module; none on a radio repair location nor on a unique
    map-specific location (tag `unique`); 1 key location replaced by one of these or by an X token; 1 to 2
    elevated level modules replacing ordinary doors (the map's one-way routes: Season 1 maps have none)."""
    out = []
    placed: dict = {}
    for loc in locs:
        module = loc.tags.get("module")
        if not isinstance(module, str) or module not in MODULES:
            continue
        where = f"{loc.key}.tags"
        placed.setdefault(module, []).append(loc)
        if loc.tags.get("repair") == "radio":
            out.append((where, f"location '{loc.id}': no module token may be placed on a radio repair location"))
        if loc.tags.get("unique"):
            out.append((where, f"location '{loc.id}': no module token may be placed on a unique map-specific "
                               f"location ({loc.tags['unique']})"))
        if module == "x" and loc.tags.get("search") != "key":
            out.append((where, f"location '{loc.id}': an X token only replaces a key location"))
    for module in ("vehicle", "medical", "weapon"):
        n = len(placed.get(module, ()))
        if n != 1:
            out.append(("locations" if n == 0 else f"{placed[module][1].key}.tags",
                        f"a Season 1 map needs exactly 1 {module} module token (module = \"{module}\"), found {n}"))
    replaced = [loc for loc in locs if loc.tags.get("search") == "key" and loc.tags.get("module") in MODULES]
    if len(replaced) != 1:
        out.append(("locations" if not replaced else f"{replaced[1].key}.tags",
                    f"exactly 1 key location must be replaced (a module or an X token on it), found {len(replaced)}"))
    arrows = [i for i, e in enumerate(layout.edges) if e.kind == "oneway"]
    if not 1 <= len(arrows) <= 2:
        out.append((f"edges[{arrows[2]}]" if len(arrows) > 2 else "edges",
                    f"a Season 1 map needs 1 to 2 elevated level module tokens (one-way edges replacing doors), "
                    f"found {len(arrows)}"))
    return out


layouts.register_check("location_map", board_problems)
for _stem in MAP_IDS:  # loaded by name: each must say it is a Terrorscape map and keep its id
    layouts.claim_map(_stem, GAME)
