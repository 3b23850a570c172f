"""Layouts: every map loads, and every kind of mistake names the file, the key/line and the problem."""
from __future__ import annotations

import re
import textwrap

import pytest

from game.core import layouts, paths
from game.core.errors import DataFileError
from game.core.layouts import fit, load_all, load_layout, parse_layout, register_check

MAP = textwrap.dedent("""\
    id = "test_house"
    kind = "location_map"
    size = [1000, 600]

    [[locations]]
    id = "hall"
    name = "Hall"
    rect = [10, 10, 200, 200]
    tags = { search = "key" }

    [[locations]]
    id = "cellar"
    name = "Cellar"
    rect = [300, 10, 200, 200]

    [[locations]]
    id = "gate"
    name = "Gate"
    polygon = [[600, 10], [900, 10], [750, 300]]
    tags = { exit = "main" }

    [[edges]]
    a = "hall"
    b = "cellar"
    kind = "door"

    [[edges]]
    a = "cellar"
    b = "gate"
    kind = "oneway"

    [[areas]]
    id = "log"
    kind = "log"
    rect = [10, 400, 300, 150]
""")


def write(tmp_path, text, name="board.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path, text) -> DataFileError:
    path = write(tmp_path, text)
    with pytest.raises(DataFileError) as info:
        load_layout(path)
    err = info.value
    assert err.path == str(path)
    assert "board.toml" in str(err)
    return err


def line_of(err) -> int:
    m = re.search(r"line (\d+)", err.where)
    assert m, f"no line in {err.where!r}"
    return int(m.group(1))


def test_every_file_in_maps_loads():
    found, errors = load_all(paths.MAPS)
    assert not errors, "\n".join(str(e) for e in errors)
    assert len(found) == len(list(paths.MAPS.glob("*.toml"))) >= 1


def test_readme_examples_are_valid_layouts():
    text = (paths.MAPS / "README.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```toml\n(.*?)```", text, re.S) if b.lstrip().startswith("id =")]
    assert len(blocks) >= 3
    for block in blocks:
        layout, errors = parse_layout(block, "README.md")
        assert not errors, "\n".join(str(e) for e in errors)


def test_zombie_table_has_clockwise_seating_for_2_to_8():
    table = load_layout(paths.MAPS / "zombie_table.toml")
    assert table.kind == "card_table" and table.size == (1920, 1080)
    for n in range(2, 9):
        camps = table.camps_for(n)
        assert len(camps) == n
        assert set(camps[0].parts) >= {"hideout", "phase", "survivors", "characters"}
    for needed in ("city_center", "draw_pile", "discard_pile", "dice_tray", "hand", "log", "prompt", "dice_panel"):
        assert needed in table.areas


def test_valid_location_map_and_neighbours(tmp_path):
    layout = load_layout(write(tmp_path, MAP))
    assert set(layout.locations) == {"hall", "cellar", "gate"}
    assert layout.locations["hall"].tags == {"search": "key"}
    assert layout.neighbours("cellar") == ["hall", "gate"]
    assert layout.neighbours("gate") == []  # the oneway edge only leads into the gate


def test_bad_toml_syntax_names_the_line(tmp_path):
    err = error_of(tmp_path, 'id = "x"\nkind = "board"\nsize = [10, \n  oops\n')
    assert "invalid TOML" in err.problem
    assert line_of(err) in (3, 4)


def test_missing_key(tmp_path):
    err = error_of(tmp_path, MAP.replace('size = [1000, 600]\n', ''))
    assert err.where.startswith("size") and "missing key 'size'" in err.problem


def test_missing_key_inside_an_array_names_its_entry(tmp_path):
    err = error_of(tmp_path, MAP.replace('kind = "log"\n', ''))
    assert err.where.startswith("areas[0].kind") and "missing key 'kind'" in err.problem
    assert MAP.replace('kind = "log"\n', '').splitlines()[line_of(err) - 1].strip() == "[[areas]]"


def test_unknown_area_kind(tmp_path):
    text = MAP.replace('kind = "log"', 'kind = "lgo"')
    err = error_of(tmp_path, text)
    assert err.where.startswith("areas[0].kind") and "unknown area kind 'lgo'" in err.problem
    assert text.splitlines()[line_of(err) - 1].strip() == 'kind = "lgo"'


def test_unknown_layout_and_edge_kind(tmp_path):
    err = error_of(tmp_path, MAP.replace('kind = "location_map"', 'kind = "maze"'))
    assert err.where.startswith("kind") and "unknown layout kind 'maze'" in err.problem
    err = error_of(tmp_path, MAP.replace('kind = "door"', 'kind = "portal"'))
    assert err.where.startswith("edges[0].kind") and "portal" in err.problem and line_of(err) == 25


def test_edge_to_missing_location(tmp_path):
    text = MAP.replace('b = "gate"', 'b = "attic"')
    err = error_of(tmp_path, text)
    assert err.where.startswith("edges[1].b") and "'attic' is not a location" in err.problem
    assert text.splitlines()[line_of(err) - 1].strip() == 'b = "attic"'


def test_rect_outside_board(tmp_path):
    text = MAP.replace("rect = [10, 400, 300, 150]", "rect = [800, 400, 300, 150]")
    err = error_of(tmp_path, text)
    assert err.where.startswith("areas[0].rect") and "outside the board" in err.problem
    assert text.splitlines()[line_of(err) - 1].strip().startswith("rect = [800")


def test_malformed_rect(tmp_path):
    err = error_of(tmp_path, MAP.replace("rect = [10, 400, 300, 150]", 'rect = [10, 400, "wide"]'))
    assert err.where.startswith("areas[0].rect") and "[x, y, w, h]" in err.problem


def test_disconnected_graph(tmp_path):
    text = MAP.replace('a = "cellar"\nb = "gate"\nkind = "oneway"\n', 'a = "cellar"\nb = "hall"\nkind = "open"\n')
    err = error_of(tmp_path, text)
    assert "not connected" in err.problem and "gate" in err.problem
    assert err.where.startswith("locations[2]") and line_of(err) == 16


def test_duplicate_ids(tmp_path):
    err = error_of(tmp_path, MAP.replace('id = "cellar"', 'id = "hall"'))
    assert "duplicate" in err.problem and err.where.startswith("locations[1].id")


def test_seating_must_start_at_the_bottom_and_go_clockwise(tmp_path):
    text = (paths.MAPS / "zombie_table.toml").read_text(encoding="utf-8")
    ccw = text.replace('camps = ["camp_b", "camp_l2", "camp_tc", "camp_r2"]',
                       'camps = ["camp_b", "camp_r2", "camp_tc", "camp_l2"]')
    err = error_of(tmp_path, ccw)
    assert err.where.startswith("seating[2].camps") and "clockwise" in err.problem
    top_first = text.replace('camps = ["camp_b", "camp_tc"]', 'camps = ["camp_tc", "camp_b"]')
    err = error_of(tmp_path, top_first)
    assert err.where.startswith("seating[0].camps[0]") and "bottom" in err.problem
    missing = text.replace('"camp_t1", "camp_t4"]\n', '"camp_t1", "camp_zz"]\n', 1)
    err = error_of(tmp_path, missing)
    assert "camp_zz" in err.problem and err.where.startswith("seating[1].camps[2]")


def test_registered_game_check_runs_and_names_its_key(tmp_path):
    def one_main_exit(layout):
        exits = [loc for loc in layout.locations.values() if loc.tags.get("exit") == "main"]
        return [] if len(exits) == 1 else [("locations", f"{len(exits)} main exits, need exactly 1")]

    register_check("location_map", one_main_exit)
    try:
        load_layout(write(tmp_path, MAP))
        err = error_of(tmp_path, MAP.replace('tags = { exit = "main" }', ''))
        assert "0 main exits" in err.problem
    finally:
        layouts._CHECKS["location_map"].remove(one_main_exit)


def test_load_all_collects_errors_per_file(tmp_path):
    write(tmp_path, MAP, "good.toml")
    write(tmp_path, MAP.replace('b = "gate"', 'b = "attic"'), "bad.toml")
    write(tmp_path, MAP, "copy.toml")
    found, errors = load_all(tmp_path)
    assert list(found) == ["test_house"]
    assert {e.path.split("/")[-1] for e in errors} == {"bad.toml", "good.toml"}  # good.toml: duplicate id


def test_camp_template_parts_scale_onto_each_camp():
    table = load_layout(paths.MAPS / "zombie_table.toml")
    camp = table.areas["camp_b"]
    x, y, w, h = camp.rect
    for part in camp.parts.values():
        px, py, pw, ph = part
        assert x <= px and y <= py and px + pw <= x + w + 1e-6 and py + ph <= y + h + 1e-6


@pytest.mark.parametrize("layout_size,window,scale,offset", [
    ((1920, 1080), (1920, 1080), 1.0, (0, 0)),
    ((1920, 1080), (1280, 1024), 2 / 3, (0, 152)),
    ((1000, 1000), (1600, 900), 0.9, (350, 0)),
])
def test_fit_letterboxes(layout_size, window, scale, offset):
    s, (ox, oy) = fit(layout_size, window)
    assert s == pytest.approx(scale)
    assert (ox, oy) == pytest.approx(offset)


def test_unknown_top_level_key_is_a_typo(tmp_path):
    text = MAP.replace("[[areas]]", "[[araes]]")
    err = error_of(tmp_path, text)
    assert err.where.startswith("araes") and "unknown key 'araes'" in err.problem
    assert text.splitlines()[line_of(err) - 1].strip() == "[[araes]]"
