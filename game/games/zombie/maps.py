"""What the Zombie table needs from maps/zombie_table.toml, checked at load and in the map editor
(registered with layouts.register_check; the table's geometry reads the same names from here).

The table draws into these areas by id, into these parts of the City Center and of every camp, and seats
every player count the game allows; a map missing one would load and then crash the table.
"""
from __future__ import annotations

from game.core import layouts
from game.core.layout_checks import required_areas, seating_problems, table_size_problems

from .info import INFO

TABLE_MAP = "zombie_table"
TABLE_AREAS = ("prompt", "log", "dice_panel", "city_center", "draw_pile", "discard_pile", "strain_pile",
               "dice_tray", "hand")
CITY_CENTER_PARTS = ("survivors", "zombies")
CAMP_PARTS = ("name", "hideout", "phase", "survivors", "dice", "characters")


def _problems(layout) -> list:
    if layout.meta.get("game") != "zombie":
        return []
    out = table_size_problems(layout)
    out += required_areas(layout, TABLE_AREAS, {"city_center": CITY_CENTER_PARTS})
    seats = range(INFO.min_seats, INFO.max_seats + 1)
    out += seating_problems(layout, seats, CAMP_PARTS, "camp")
    for cid in sorted({c for camps in layout.seating.values() for c in camps}):
        area = layout.areas.get(cid)
        if area is not None and area.kind == "camp" and (area.rect[2] < 16 or area.rect[3] < 16):
            out.append((f"{area.key}.rect", f"camp '{cid}' must be at least 16 x 16 units"))
    return out


layouts.register_check("card_table", _problems)
layouts.claim_map(TABLE_MAP, "zombie")
