"""The Outpost map (maps/the_thing_outpost.toml) and the checks every The Thing board must pass (registered for
layouts of kind `board` with meta.game = "the_thing", so they run at load, in `python -m game validate` and in
the map editor, each naming the file, the key and the line).

The rules never read the map; the table (game/ui/tables/the_thing/geometry.py) looks everything up by these
names, so a map that lacked one would load and then stop the table: the areas of TABLE_AREAS (with the parts of
TABLE_PARTS), a player's panel (camp) per seat for 2 to 6 players with every part of PANEL_PARTS, a Rec Room
slot `rec_<character>` for every character of data/characters.toml and the Coast's eleven slots coast_0..coast_10.
"""
from __future__ import annotations

from game.core import layouts
from game.core.layout_checks import required_areas, seating_problems, table_size_problems

from .content import GAME, load_content
from .info import INFO

MAP_ID = "the_thing_outpost"
TASKS = ("radio", "helicopter", "research", "bulldozer")
TABLE_AREAS = ("rec_room", "encounter", "tool_shed", "status", "piles", *(f"task_{t}" for t in TASKS), "thing_area",
               "coast", "played", "chips", "hand", "dice_tray", "prompt", "log")
TABLE_PARTS = {"encounter": ("card", "crew"), "thing_area": ("decks", "saucer", "destruction", "aside"),
               **{f"task_{t}": ("tokens", "crew") for t in TASKS}}
PANEL_PARTS = ("name", "char", "hand", "infection")
COAST_SLOTS = tuple(f"coast_{k}" for k in range(11))  # Thousand Miles to the Coast: spaces 0 to 10


def _problems(layout) -> list:
    if layout.kind != "board" or layout.meta.get("game") != GAME:
        return []
    out = required_areas(layout, TABLE_AREAS, TABLE_PARTS)
    out += seating_problems(layout, range(INFO.min_seats, INFO.max_seats + 1), PANEL_PARTS, "player panel")
    for ch in load_content().characters:
        if f"rec_{ch}" not in layout.slots:
            out.append(("slots", f"the Rec Room needs a slot 'rec_{ch}' for {load_content().characters[ch]['name']}"))
    for sid in COAST_SLOTS:
        if sid not in layout.slots:
            out.append(("slots", f"Thousand Miles to the Coast needs a slot '{sid}' (its spaces are 0 to 10)"))
    return out + table_size_problems(layout)


layouts.register_check("board", _problems)
layouts.claim_map(MAP_ID, GAME)
