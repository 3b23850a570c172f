"""The camp map (maps/who_goes_there_camp.toml) read through game.core.layouts, and the checks every Who Goes
There? camp must pass (registered for layouts of kind `board` with meta.game = "who_goes_there", so they run
at load, in `python -m game validate` and in the map editor, each naming the file, the key and the line).

A camp: the five spaces as locations (Storage Room and Workshop in zone `inside`, the three Phase decks in zone
`outside`; tag `deck` = the deck searched there, its own id), the table's areas (TABLE_AREAS), a character
board (camp) per seat for 3 to 8 players with every part of CAMP_PARTS, and the Phase Meter's spaces as slots
that agree with data/camp.toml: meter_start, meter_p<phase>_<n> of kind = that round's kind, meter_helicopter.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core import layouts
from game.core.layout_checks import required_areas, seating_problems, table_size_problems
from game.core.paths import MAPS

from .content import GAME, load_content
from .content_schema import SPACES, SPACES_INSIDE

MAP_ID = "who_goes_there_camp"
TABLE_AREAS = ("boiler_room", "bonfire", "camp_discard", "tile_bank", "camp_door", "helicopter", "vulnerable_deck",
               "phase_discard", "dice_tray", "phase_meter", "camp_events", "prompt", "log")
CAMP_PARTS = ("name", "rank", "xp", "strikes", "actions", "stamina", "exhausted", "unlock_unique", "unlock_cardio",
              "unlock_agility", "unlock_locker", "unlock_slots", "unlock_overstock", "items", "hand", "bonuses")
SEATS = range(3, 9)


@dataclass(frozen=True)
class CampMap:
    id: str
    spaces: tuple        # space ids in file order
    names: dict          # space id -> name
    zone: dict           # space id -> "inside" | "outside"
    meter: tuple         # slot ids of the played-or-optional rounds, in order (start and helicopter apart)


def _problems(layout) -> list:
    if layout.kind != "board" or layout.meta.get("game") != GAME:
        return []
    out = []
    for loc in layout.locations.values():
        if loc.id not in SPACES:
            out.append((f"{loc.key}.id", f"'{loc.id}' is not a space of the camp (the spaces: {', '.join(SPACES)})"))
            continue
        zone = "inside" if loc.id in SPACES_INSIDE else "outside"
        if loc.zone != zone:
            out.append((f"{loc.key}.zone", f"the {loc.name} is {zone}: zone must be \"{zone}\", not {loc.zone!r}"))
        if loc.tags.get("deck") != loc.id:
            out.append((f"{loc.key}.tags", f"the {loc.name} is searched for its own deck: tags.deck = \"{loc.id}\""))
    for space in SPACES:
        if space not in layout.locations:
            out.append(("locations", f"the camp needs the space '{space}' (a [[locations]] entry)"))
    out += required_areas(layout, TABLE_AREAS)
    out += seating_problems(layout, SEATS, CAMP_PARTS, "character board")
    out += _meter_problems(layout)
    return out + table_size_problems(layout)


def _meter_problems(layout) -> list:
    """The meter's slots against data/camp.toml's Phases: one slot per space, of the round's kind."""
    out = []
    for sid, kind in (("meter_start", "start"), ("meter_helicopter", "helicopter")):
        slot = layout.slots.get(sid)
        if slot is None or slot.kind != kind:
            out.append(("slots", f"the Phase Meter needs a slot '{sid}' of kind \"{kind}\""))
    for phase in load_content().phases:
        for n, kind in enumerate(phase["rounds"], 1):
            sid = f"meter_p{phase['id']}_{n}"
            slot = layout.slots.get(sid)
            if slot is None:
                out.append(("slots", f"the Phase Meter needs a slot '{sid}' (Phase {phase['id']}, round {n}: {kind})"))
            elif slot.kind != kind:
                out.append(("slots", f"slot '{sid}' is a {kind} round in data/camp.toml, not {slot.kind!r}"))
    for sid, slot in layout.slots.items():
        if sid.startswith("meter_p") and not _known_meter(sid):
            out.append(("slots", f"slot '{sid}' is not a space of the Phase Meter in data/camp.toml"))
    for space in SPACES:
        if f"deck_{space}" not in layout.slots:
            out.append(("slots", f"the space '{space}' needs a slot 'deck_{space}' for its deck"))
    return out


def _known_meter(sid: str) -> bool:
    return any(sid == f"meter_p{p['id']}_{n}" for p in load_content().phases for n in range(1, len(p["rounds"]) + 1))


layouts.register_check("board", _problems)
layouts.claim_map(MAP_ID, GAME)


@lru_cache(maxsize=None)
def camp_map() -> CampMap:
    """The camp, read once (the map editor's "Play on this map" override clears this cache)."""
    layout = layouts.load_layout(MAPS / f"{MAP_ID}.toml")
    spaces = tuple(layout.locations)
    meter = tuple(sid for sid in layout.slots if sid.startswith("meter_p"))
    return CampMap(id=layout.id, spaces=spaces, names={s: layout.locations[s].name for s in spaces},
                   zone={s: layout.locations[s].zone for s in spaces}, meter=meter)


layouts.on_override(camp_map.cache_clear)

