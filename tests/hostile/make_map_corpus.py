"""Write the hostile map corpus under tests/hostile/maps/<family>/ (run again to regenerate it):

    python tests/hostile/make_map_corpus.py

A file is named <shipped map>__<case>.toml: the test reads it as that shipped map (where the game would
meet it). The mutated ones are a deterministic sample of map_harness.mutations over the four shipped maps;
the rest are written here by hand: overlaps, text, deep and huge files, non-UTF-8, empty and binary files.
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
        "binary": [
            ("crimson_creek_act1__png.toml", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4),
            ("zombie_table__nul_bytes.toml", b"\x00" * 1000),
            ("crimson_creek_act3__random_bytes.toml", random.Random(3).randbytes(4096)),
            ("crimson_creek_act2__gzip.toml", b"\x1f\x8b\x08\x00" + random.Random(4).randbytes(512)),
            ("zombie_table__elf.toml", b"\x7fELF\x02\x01\x01" + bytes(64)),
        ],
    }
    return out


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


def write() -> dict:
    sys.path.insert(0, str(HERE.parents[1] / "tools"))
    sys.modules.setdefault("tools_problem_map", __import__("make_problem_map"))
    counts = {}
    for family, files in {**sampled(), **by_hand()}.items():
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
    for family, n in sorted(write().items()):
        print(f"{family:14} {n}")
