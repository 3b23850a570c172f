"""The words of a Terrorscape map file (tags, zones, module tokens) and what a location is once they are read:
shared by board.py (the rules' view of a map) and maps.py (the checks). No pygame."""
from __future__ import annotations

# The maps the game offers, in the lobby's order (each maps/<id>.toml, loaded by name).
MAP_IDS = ("terrorscape_polar_station", "terrorscape_lighthouse")
DEFAULT_MAP = MAP_IDS[0]

ZONES = ("red", "blue", "green")
ZONE_LETTER = {"red": "R", "blue": "B", "green": "G"}
SEARCH = ("key", "medical", "weapon")
REPAIR = ("radio", "vehicle")
ABILITY = ("tool", "knowledge", "mystic")
EXITS = {"main": "main_exit", "hidden": "hidden_exit"}
# Module tokens (rulebook, Location Module Tokens) a Season 1 map carries to be played with Season 2 rules:
# a medical or weapon module is that search location, a vehicle module the vehicle repair location, an X
# blanks a key location. Placed on a key location, any of them replaces it.
MODULES = {"medical": "medical", "weapon": "weapon", "vehicle": "vehicle", "x": None}
ORDINARY = ("door", "open", "oneway")   # connecting points: adjacency, range and MOVE


def location_kinds(tags: dict) -> frozenset:
    """What a location is, from its tags, once its module token (if any) is placed: "key", "medical", "weapon",
    "radio", "vehicle", "tool", "knowledge", "mystic", "main_exit", "hidden_exit", "testing_station"."""
    kinds = set()
    module = tags.get("module")
    module = module if isinstance(module, str) and module in MODULES else None
    search = tags.get("search")
    if search in SEARCH and not (module and search == "key"):
        kinds.add(search)
    if module and MODULES[module]:
        kinds.add(MODULES[module])
    for tag, allowed in (("repair", REPAIR), ("ability", ABILITY)):
        if tags.get(tag) in allowed:
            kinds.add(tags[tag])
    if tags.get("exit") in EXITS:
        kinds.add(EXITS[tags["exit"]])
        kinds.add("testing_station")  # the Parasitoid's setup puts a Testing Station on both exits
    return frozenset(kinds)
