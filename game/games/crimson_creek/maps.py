"""The three Act maps (maps/crimson_creek_act{1,2,3}.toml) read through game.core.layouts, and the
Crimson Creek checks every such map must pass (registered with layouts.register_check, so they run
at load and in the editor).

A Crimson Creek map: the Cabin (tag `center = true`) sits at the centre of the board and has no
peeking icon; every other location has exactly one peeking icon (`peek = "treetop"`, ...), no icon
twice; `hiding` names a Hiding Place tile from data/decks.toml; at least one hiding place exists;
`meta.support_order` lists every location once, the Center location first; the graph is connected
(the generic check).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core import layouts
from game.core.layout_checks import required_areas, table_size_problems
from game.core.paths import MAPS

from .content import load_content


@dataclass(frozen=True)
class ActMap:
    act: int
    id: str
    locations: tuple         # location ids in file order
    names: dict              # id -> name
    adj: dict                # id -> tuple of neighbour ids
    icon: dict               # location -> icon ("center" for the Cabin)
    icon_loc: dict           # icon -> location
    hiding: dict             # location -> tile id or None
    center: str
    support_order: tuple


# The table's panels, drawn where the map puts them (game/ui/tables/crimson_creek/geometry.py reads these).
TABLE_AREAS = ("prompt", "lair_sleeve", "clue_sleeves", "peek_sleeves", "attack_deck", "reveal_deck", "search_deck",
               "hiding_tiles", "log", "exposure", "players")


def _problems(layout) -> list:
    if layout.meta.get("game") != "crimson_creek":
        return []
    out = []
    content = load_content()
    centers = [l for l in layout.locations.values() if l.tags.get("center")]
    if len(centers) != 1:
        out.append(("locations", f"a Crimson Creek map needs exactly one Center location (tag center = true), "
                                 f"found {len(centers)}"))
    else:
        c = centers[0]
        if "peek" in c.tags:
            out.append((f"{c.key}.tags", f"the Center location '{c.id}' must have no peeking icon"))
        xs = [l.bounds() for l in layout.locations.values()]
        mid = ((min(b[0] for b in xs) + max(b[0] + b[2] for b in xs)) / 2,
               (min(b[1] for b in xs) + max(b[1] + b[3] for b in xs)) / 2)
        x, y, w, h = c.bounds()
        if not (x <= mid[0] <= x + w and y <= mid[1] <= y + h):
            out.append((f"{c.key}.rect", f"the Center location '{c.id}' must sit at the centre of the location grid"))
    icons = {}
    for loc in layout.locations.values():
        if loc.tags.get("center"):
            continue
        icon = loc.tags.get("peek")
        if not isinstance(icon, str) or icon not in content.icon_order or icon == "center":
            out.append((f"{loc.key}.tags", f"location '{loc.id}' needs a peeking icon (peek = one of "
                                           f"{', '.join(content.icon_order[1:])})"))
        elif icon in icons:
            out.append((f"{loc.key}.tags", f"peeking icon '{icon}' is on both '{icons[icon]}' and '{loc.id}'"))
        else:
            icons[icon] = loc.id
    hiding = [loc for loc in layout.locations.values() if "hiding" in loc.tags]
    if not hiding:
        out.append(("locations", "a Crimson Creek map needs hiding places (tag hiding = \"boat\" | \"bed\" | \"truck\")"))
    for loc in hiding:
        tile = loc.tags["hiding"]
        if not isinstance(tile, str) or tile not in content.hiding:
            out.append((f"{loc.key}.tags", f"unknown hiding place '{tile}' (known: {', '.join(content.hiding)})"))
        elif loc.id not in content.hiding[tile]["locations"]:
            out.append((f"{loc.key}.tags", f"the {content.hiding[tile]['name']} cannot be used at '{loc.id}' "
                                           f"(data/decks.toml [hiding])"))
    order = layout.meta.get("support_order")
    if not isinstance(order, list) or not all(isinstance(o, str) for o in order) \
            or sorted(order) != sorted(layout.locations):
        out.append(("meta.support_order", "support_order must list every location exactly once"))
    elif centers and order[0] != centers[0].id:
        out.append(("meta.support_order", "support_order must start with the Center location"))
    return out + table_size_problems(layout) + required_areas(layout, TABLE_AREAS)


layouts.register_check("location_map", _problems)
for _stem in load_content().act_maps:  # the Acts' maps are loaded by name: they must say they are ours
    layouts.claim_map(_stem, "crimson_creek")


@lru_cache(maxsize=None)
def act_map(act: int) -> ActMap:
    """The Act's map, read once (the engine asks for it many times a step: not even its file path is
    built again). The map editor's "Play on this map" override is followed: starting or ending one
    clears this cache, and the next call reads the file load_layout is pointed at."""
    layout = layouts.load_layout(MAPS / f"{load_content().act_maps[act - 1]}.toml")
    locs = tuple(layout.locations)
    adj = {l: tuple(layout.neighbours(l)) for l in locs}
    icon = {l: ("center" if layout.locations[l].tags.get("center") else layout.locations[l].tags["peek"])
            for l in locs}
    return ActMap(
        act=act, id=layout.id, locations=locs, names={l: layout.locations[l].name for l in locs}, adj=adj,
        icon=icon, icon_loc={v: k for k, v in icon.items()},
        hiding={l: layout.locations[l].tags.get("hiding") for l in locs},
        center=next(l for l in locs if icon[l] == "center"), support_order=tuple(layout.meta["support_order"]),
    )


layouts.on_override(act_map.cache_clear)

LOCATION_NAMES = {"cabin": "Cabin", "woods": "Woods", "barn": "Barn", "campfire": "Campfire",
                  "cemetery": "Cemetery", "highway": "Highway", "lake": "Lake"}
