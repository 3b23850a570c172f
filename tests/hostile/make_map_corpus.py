"""Write the hostile map corpus under tests/hostile/maps/<family>/ (run again to regenerate it):

    python tests/hostile/make_map_corpus.py [FAMILY ...]

A file is named <shipped map>__<case>.toml: the test reads it as that shipped map (where the game would
meet it). The mutated ones are a deterministic sample of map_harness.mutations over every shipped map (the
four of SHIPPED first, then each of MORE by its own draw); the rest are written here by hand: overlaps, text,
deep and huge files, non-UTF-8, empty and binary files, and in who_goes_there/ and the_thing/ each of those
kinds against that game's own sections (<map>__<kind>__<case>.toml). non_table/ holds every shipped map with
each array-of-tables key (slots, areas, ...) made of values that are not tables (map_harness.non_table_arrays).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.hostile import map_harness as h  # noqa: E402

OUT = HERE / "maps"
PER_FAMILY = {"missing_key": 16, "wrong_type": 24, "bad_number": 24, "duplicate_id": 6, "dangling_edge": 8}
PER_MORE = {"missing_key": 2, "wrong_type": 2, "bad_number": 2, "duplicate_id": 1, "dangling_edge": 1}  # each map


def sampled() -> dict:
    """family -> [(file name, text)] picked evenly from every mutation of every shipped map."""
    rng = random.Random(10)
    out: dict = {}
    pools: dict = {}
    for stem in h.SHIPPED:
        for family, name, data in h.mutations(h.load_shipped(stem)):
            pools.setdefault(family, []).append((stem, name, data))
    for family, pool in pools.items():
        pick = rng.sample(pool, min(PER_FAMILY.get(family, 10), len(pool)))
        out[family] = [(f"{stem}__{name}.toml", h.dumps(data)) for stem, name, data in pick]
    for k, stem in enumerate(h.MORE):
        rng = random.Random(20 + k)
        pools = {}
        for family, name, data in h.mutations(h.load_shipped(stem)):
            pools.setdefault(family, []).append((name, data))
        for family, pool in sorted(pools.items()):
            for name, data in rng.sample(pool, min(PER_MORE.get(family, 1), len(pool))):
                out.setdefault(family, []).append((f"{stem}__{name}.toml", h.dumps(data)))
    return out


def shipped(stem: str) -> str:
    from game.core import paths

    return (paths.MAPS / f"{stem}.toml").read_text(encoding="utf-8")


def by_hand() -> dict:
    cc1, cc2, zt = shipped("crimson_creek_act1"), shipped("crimson_creek_act2"), shipped("zombie_table")
    from tools_problem_map import problem_map

    deep = "x = " + "[" * 5000 + "]" * 5000 + "\n"
    many = problem_map(10_000)
    out = {
        "overlap": [
            ("crimson_creek_act1__woods_over_highway.toml", cc1.replace("rect = [690, 130, 300, 220]", "rect = [600, 130, 300, 220]")),
            ("crimson_creek_act1__highway_under_prompt.toml", cc1.replace("rect = [350, 130, 300, 220]", "rect = [350, 60, 300, 220]")),
            ("crimson_creek_act1__same_rect_twice.toml", cc1.replace("rect = [1030, 130, 300, 220]", "rect = [690, 130, 300, 220]")),
            ("crimson_creek_act2__polygon_over_cabin.toml", _polygon_over_cabin(cc2)),
            ("crimson_creek_act1__path_across_woods.toml", cc1 + '\n[[edges]]\na = "highway"\nb = "lake"\nkind = "secret"\n'),
            ("zombie_table__seated_camps_overlap.toml", zt.replace("rect = [20, 300, 350, 210]", "rect = [20, 600, 350, 210]")),
            ("zombie_table__camp_over_log.toml", zt.replace("rect = [1190, 300, 350, 210]", "rect = [1400, 300, 350, 210]")),
        ],
        "claimed": [
            ("crimson_creek_act1__no_meta_game.toml", cc1.replace('game = "crimson_creek"\n', "")),
            ("crimson_creek_act2__no_meta.toml", _drop_table(cc2, "[meta]")),
            ("crimson_creek_act1__other_id.toml", cc1.replace('id = "crimson_creek_act1"', 'id = "my_act"')),
            ("zombie_table__game_is_crimson_creek.toml", zt.replace('game = "zombie"', 'game = "crimson_creek"')),
            ("zombie_table__no_log_area.toml", zt.replace('id = "log"\nkind = "log"', 'id = "journal"\nkind = "log"')),
            ("zombie_table__no_seating_for_5.toml", zt.replace("players = 5\n", "players = 9\n")),
            ("zombie_table__tiny_board.toml", zt.replace("size = [1920, 1080]", "size = [200, 100]")),
        ],
        "text": [
            ("crimson_creek_act1__zero_width_name.toml", cc1.replace('name = "Highway"', 'name = "\\u200b"')),
            ("crimson_creek_act1__rtl_override_name.toml", cc1.replace('name = "Highway"', 'name = "\\u202eyawhgiH"')),
            ("crimson_creek_act1__bom_zone.toml", cc1.replace('zone = "town"', 'zone = "\\ufefftown"', 1)),
            ("crimson_creek_act1__nul_in_id.toml", cc1.replace('id = "highway"', 'id = "high\\u0000way"')),
            ("crimson_creek_act1__huge_name.toml", cc1.replace('name = "Highway"', f'name = "{"H" * 20000}"')),
            ("zombie_table__zero_width_label.toml", zt.replace('label = "Game log"', 'label = "\\u200b\\u200b"')),
            ("crimson_creek_act1__nul_tag_key.toml", cc1.replace('tags = { peek = "binoculars" }',
                                                                 'tags = { peek = "binoculars", "\\u0000" = 1 }')),
            ("crimson_creek_act2__zero_width_top_key.toml", '"\\u200b" = 1\n' + cc2),
        ],
        "deep_huge": [
            ("crimson_creek_act1__deep_array.toml", deep),
            ("crimson_creek_act1__deep_tables.toml", "\n".join(f"[{'.'.join(['t'] * k)}]" for k in range(1, 400)) + "\n"),
            ("crimson_creek_act1__ten_thousand_locations.toml", many),
            ("crimson_creek_act1__long_polygon.toml", _long_polygon(cc1)),
            ("zombie_table__million_digit_number.toml", zt.replace("rim = 14 ", "rim = " + "9" * 5000 + " ")),
        ],
        "non_utf8": [
            ("crimson_creek_act1__latin1.toml", cc1.replace("Highway", "Highw\u00e4y").encode("latin-1")),
            ("zombie_table__utf16.toml", zt.encode("utf-16")),
            ("crimson_creek_act3__lone_surrogate_bytes.toml", b'id = "\xed\xa0\x80"\n'),
            ("crimson_creek_act2__cp1252_quotes.toml", cc2.replace('"Barn"', '\u201cBarn\u201d', 1).encode("cp1252")),
            ("zombie_table__cut_in_a_character.toml", zt.encode("utf-8")[:200] + "\u00e9".encode("utf-8")[:1]),
        ],
        "empty": [
            ("crimson_creek_act1__empty.toml", ""),
            ("zombie_table__only_comment.toml", "# nothing here\n"),
            ("crimson_creek_act2__whitespace.toml", "\n\n   \n\t\n"),
            ("crimson_creek_act3__bom_only.toml", "\ufeff"),
            ("zombie_table__empty_tables.toml", "[meta]\n[background]\n[camp]\n"),
        ],
        "terrorscape": terrorscape_cases(),
        "who_goes_there": who_goes_there_cases(),
        "the_thing": the_thing_cases(),
        "binary": [
            ("crimson_creek_act1__png.toml", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4),
            ("zombie_table__nul_bytes.toml", b"\x00" * 1000),
            ("crimson_creek_act3__random_bytes.toml", random.Random(3).randbytes(4096)),
            ("crimson_creek_act2__gzip.toml", b"\x1f\x8b\x08\x00" + random.Random(4).randbytes(512)),
            ("zombie_table__elf.toml", b"\x7fELF\x02\x01\x01" + bytes(64)),
        ],
    }
    for stem in h.MORE:  # the whole-file kinds for the other maps: each game meets them on its own map
        text = shipped(stem)
        out["non_utf8"].append((f"{stem}__latin1.toml", text.replace('title = "', 'title = "\u00e9', 1).encode("latin-1")))
        out["empty"].append((f"{stem}__empty.toml", ""))
        out["binary"].append((f"{stem}__random_bytes.toml", random.Random(stem).randbytes(2048)))
        out["deep_huge"].append((f"{stem}__deep_array.toml", text + "\nx = " + "[" * 3000 + "]" * 3000 + "\n"))
    seated = 'camps = ["camp_b", "camp_tc"]'
    out["dangling_ref"] = [  # a name that points at nothing (the location maps' edges are in dangling_edge)
        ("zombie_table__seat_at_no_camp.toml", _sub(zt, seated, 'camps = ["camp_b", "camp_x"]')),
        ("zombie_table__seat_at_the_log.toml", _sub(zt, seated, 'camps = ["camp_b", "log"]')),
        ("zombie_table__seat_at_empty_name.toml", _sub(zt, seated, 'camps = ["camp_b", ""]')),
    ]
    ps = shipped("terrorscape_polar_station")
    out["overlap"].append(("terrorscape_polar_station__two_rooms_one_place.toml",
                           _sub(ps, "rect = [40, 280, 240, 140]", "rect = [40, 90, 240, 160]")))
    return out


def non_table_cases() -> dict:
    """Every shipped map with each array-of-tables key made of values that are not tables."""
    return {"non_table": [(f"{stem}__{name}.toml", h.dumps(data)) for stem in h.GAMES
                          for _, name, data in h.non_table_arrays(h.load_shipped(stem))]}


def _sub(text: str, old: str, new: str, count: int = 1) -> str:
    """`text` with `old` replaced, which must be there (a case that changed nothing would test nothing)."""
    assert old in text, old
    return text.replace(old, new, count)


def who_goes_there_cases() -> list:
    """Who Goes There?'s camp (who_goes_there_camp.toml) broken in its own sections: the five spaces, the
    Phase Meter's slots, the character boards and their seating; each kind of hostile edit."""
    t = shipped("who_goes_there_camp")
    name = "who_goes_there_camp__"
    return [
        (name + "missing_key__no_deck_tag.toml", _sub(t, 'tags = { deck = "storage" }\n', "")),
        (name + "missing_key__no_meter_slot.toml", _sub(t, 'id = "meter_p2_3"', 'id = "meter_p2_x"')),
        (name + "missing_key__no_board_part.toml", _sub(t, "hand = [6, 136, 160, 60]\n", "")),
        (name + "missing_key__no_workshop.toml", _sub(t, 'id = "workshop"\nname = "Workshop"', 'id = "shed"\nname = "Shed"')),
        (name + "wrong_type__players_text.toml", _sub(t, "players = [3, 8]", 'players = "3-8"')),
        (name + "wrong_type__slot_pos_word.toml", _sub(t, "pos = [134, 650]", 'pos = "left"')),
        (name + "wrong_type__zone_number.toml", _sub(t, 'zone = "inside"', "zone = 5")),
        (name + "wrong_type__meter_kind_list.toml", _sub(t, 'kind = "food"', 'kind = ["food"]')),
        (name + "bad_number__negative_width.toml", _sub(t, "rect = [20, 230, 240, 190]", "rect = [20, 230, -240, 190]")),
        (name + "bad_number__nan_slot.toml", _sub(t, "pos = [60, 650]", "pos = [nan, 650]")),
        (name + "bad_number__board_off_the_table.toml", _sub(t, "rect = [1450, 10, 460, 200]", "rect = [1e308, 10, 460, 200]")),
        (name + "bad_number__seven_for_eight.toml", _sub(t, "players = 8\n", "players = 80\n")),
        (name + "dangling__edge_to_nowhere.toml", _sub(t, 'a = "phase2"\nb = "phase3"', 'a = "phase2"\nb = "phase9"')),
        (name + "dangling__slot_at_nowhere.toml", _sub(t, 'at = "phase_meter"', 'at = "meter"')),
        (name + "dangling__seat_on_no_board.toml", _sub(t, 'camps = ["board_b2", "board_t2", "board_t3"]',
                                                          'camps = ["board_b2", "board_t2", "board_x9"]')),
        (name + "duplicate_id__two_storage_rooms.toml", _sub(t, 'id = "workshop"\nname = "Workshop"', 'id = "storage"\nname = "Workshop"')),
        (name + "duplicate_id__seating_twice.toml", _sub(t, "players = 4\n", "players = 3\n")),
        (name + "duplicate_id__board_seated_twice.toml", _sub(t, 'camps = ["board_b2", "board_t2", "board_t3"]',
                                                                 'camps = ["board_b2", "board_b2", "board_t3"]')),
        (name + "overlap__workshop_on_storage.toml", _sub(t, "rect = [270, 230, 240, 190]", "rect = [120, 230, 240, 190]")),
        (name + "overlap__board_on_log.toml", _sub(t, "rect = [1450, 870, 460, 200]", "rect = [1450, 700, 460, 200]")),
        (name + "text__zero_width_space_name.toml", _sub(t, 'name = "Storage Room"', 'name = "\\u200b"')),
    ]


def the_thing_cases() -> list:
    """The Thing's Outpost (the_thing_outpost.toml) broken in its own sections: the Rec Room's and the Coast's
    slots, the Encounter's, the tasks' and the Thing's parts, the player panels; each kind of hostile edit."""
    t = shipped("the_thing_outpost")
    name = "the_thing_outpost__"
    return [
        (name + "missing_key__no_coast_10.toml", _sub(t, 'id = "coast_10"', 'id = "coast_11"')),
        (name + "missing_key__no_crew_part.toml", _sub(t, "crew = [210, 30, 304, 250] }", "crow = [210, 30, 304, 250] }")),
        (name + "missing_key__no_panel_part.toml", _sub(t, "infection = [106, 54, 130, 60]\n", "")),
        (name + "missing_key__no_rec_slot.toml", _sub(t, 'id = "rec_bennings"', 'id = "rec_benings"')),
        (name + "missing_key__no_task.toml", _sub(t, 'id = "task_research"', 'id = "task_science"')),
        (name + "missing_key__no_saucer.toml", _sub(t, "saucer = [188, 26, 96, 100], ", "")),
        (name + "wrong_type__parts_word.toml", _sub(t, "parts = { card = [8, 30, 196, 252], crew = [210, 30, 304, 250] }",
                                                    'parts = "card"')),
        (name + "wrong_type__slot_pos_three.toml", _sub(t, "pos = [660, 735]", "pos = [660, 735, 1]")),
        (name + "wrong_type__players_word.toml", _sub(t, "players = [2, 6]", 'players = [2, "six"]')),
        (name + "bad_number__inf_coast.toml", _sub(t, "pos = [1460, 735]", "pos = [inf, 735]")),
        (name + "bad_number__zero_panel.toml", _sub(t, "size = [240, 120]", "size = [0, 0]")),
        (name + "bad_number__huge_task.toml", _sub(t, "rect = [620, 440, 212, 250]", "rect = [620, 440, 1e308, 250]")),
        (name + "bad_number__tiny_encounter.toml", _sub(t, "rect = [620, 140, 520, 290]", "rect = [620, 140, 0.001, 0.001]")),
        (name + "dangling__slot_at_nowhere.toml", _sub(t, 'at = "coast"', 'at = "sea"')),
        (name + "dangling__seat_on_no_panel.toml", _sub(t, 'camps = ["player_1", "player_2"]', 'camps = ["player_1", "player_9"]')),
        (name + "duplicate_id__two_coasts.toml", _sub(t, 'id = "played"', 'id = "coast"')),
        (name + "duplicate_id__rec_slot_twice.toml", _sub(t, 'id = "rec_clark"', 'id = "rec_macready"')),
        (name + "duplicate_id__panel_seated_twice.toml", _sub(t, 'camps = ["player_1", "player_2", "player_3"]',
                                                                 'camps = ["player_1", "player_2", "player_2"]')),
        (name + "overlap__task_on_task.toml", _sub(t, "rect = [840, 440, 212, 250]", "rect = [700, 440, 212, 250]")),
        (name + "overlap__hand_on_log.toml", _sub(t, "rect = [10, 884, 1490, 186]", "rect = [10, 884, 1700, 186]")),
        (name + "text__rtl_override_label.toml", _sub(t, 'label = "Rec Room"', 'label = "\\u202emooR ceR"')),
    ]


def terrorscape_cases() -> list:
    """Terrorscape maps that break the game's own rules (game/games/terrorscape/maps.py): each must be refused
    naming the file, the key and the line, and never reach the rules."""
    ps, lh = shipped("terrorscape_polar_station"), shipped("terrorscape_lighthouse")
    arrows_in = ps.replace('a = "hydroponics_lab"\nb = "observatory"\nkind = "door"',
                           'a = "hydroponics_lab"\nb = "observatory"\nkind = "oneway"') \
        .replace('a = "observatory"\nb = "medical_bay"\nkind = "open"', 'a = "medical_bay"\nb = "observatory"\nkind = "oneway"') \
        .replace('a = "observatory"\nb = "passageway"\nkind = "oneway"', 'a = "passageway"\nb = "observatory"\nkind = "oneway"')
    return [
        ("terrorscape_polar_station__no_main_exit.toml", ps.replace('tags = { code = "G5", exit = "main" }', 'tags = { code = "G5" }')),
        ("terrorscape_polar_station__zone_gap.toml", ps.replace('tags = { code = "R5" }', 'tags = { code = "R9" }')),
        ("terrorscape_polar_station__code_of_another_zone.toml", ps.replace('tags = { code = "R5" }', 'tags = { code = "G6" }')),
        ("terrorscape_polar_station__purple_zone.toml", ps.replace('zone = "red"\nrect = [340, 90', 'zone = "purple"\nrect = [340, 90')),
        ("terrorscape_polar_station__two_radios.toml", ps.replace('tags = { code = "R5" }', 'tags = { code = "R5", repair = "radio" }')),
        ("terrorscape_polar_station__typo_tag.toml", ps.replace('code = "B5", search = "weapon"', 'code = "B5", serach = "weapon"')),
        ("terrorscape_polar_station__list_code.toml", ps.replace('tags = { code = "R5" }', 'tags = { code = ["R5"] }')),
        ("terrorscape_polar_station__stuck_in_the_observatory.toml", arrows_in),
        ("terrorscape_polar_station__door_twice.toml", ps + '\n[[edges]]\na = "alley"\nb = "platform"\nkind = "door"\n'),
        ("terrorscape_polar_station__module_on_season_2.toml", ps.replace('tags = { code = "R5" }', 'tags = { code = "R5", module = "x" }')),
        ("terrorscape_polar_station__no_meta_game.toml", ps.replace('game = "terrorscape"\n', "")),
        ("terrorscape_lighthouse__module_on_radio.toml", lh.replace('code = "B3", repair = "radio"', 'code = "B3", repair = "radio", module = "x"')),
        ("terrorscape_lighthouse__module_on_the_lamp.toml", lh.replace('code = "R1", unique = "lamp"', 'code = "R1", unique = "lamp", module = "x"')),
        ("terrorscape_lighthouse__no_vehicle_module.toml", lh.replace('code = "B4", module = "vehicle"', 'code = "B4"')),
        ("terrorscape_lighthouse__two_keys_replaced.toml", lh.replace('code = "G5", search = "key"', 'code = "G5", search = "key", module = "x"')),
        ("terrorscape_lighthouse__no_elevated_module.toml", lh.replace('kind = "oneway"', 'kind = "door"')),
        ("terrorscape_lighthouse__season_3.toml", lh.replace("season = 1 ", "season = 3 ")),
    ]


def _polygon_over_cabin(text: str) -> str:
    return text + '\n[[locations]]\nid = "pit"\nname = "Pit"\nzone = "woods"\n' \
                  'polygon = [[700, 400], [900, 420], [800, 560]]\ntags = { peek = "camera" }\n'


def _long_polygon(text: str) -> str:
    pts = ", ".join(f"[{100 + i % 50}, {100 + (i * 7) % 50}]" for i in range(20000))
    return text + f'\n[[locations]]\nid = "maze"\nname = "Maze"\npolygon = [{pts}]\n'


def _drop_table(text: str, header: str) -> str:
    lines = text.splitlines(keepends=True)
    start = next(i for i, l in enumerate(lines) if l.strip() == header)
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")), len(lines))
    return "".join(lines[:start] + lines[end:])


def write(families=()) -> dict:
    """Write every family, or only those named (the others' files are left as they are)."""
    sys.path.insert(0, str(HERE.parents[1] / "tools"))
    sys.modules.setdefault("tools_problem_map", __import__("make_problem_map"))
    counts = {}
    made = non_table_cases() if set(families) <= {"non_table"} and families else \
        {**sampled(), **by_hand(), **non_table_cases()}
    for family, files in made.items():
        if families and family not in families:
            continue
        d = OUT / family
        d.mkdir(parents=True, exist_ok=True)
        for old in d.glob("*.toml"):
            old.unlink()
        for name, text in files:
            data = text if isinstance(text, bytes) else text.encode("utf-8")
            (d / name).write_bytes(data)
        counts[family] = len(files)
    return counts


if __name__ == "__main__":
    for family, n in sorted(write(sys.argv[1:]).items()):
        print(f"{family:14} {n}")
