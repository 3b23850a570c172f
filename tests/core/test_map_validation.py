"""Maps: validate means playable, and the map editor: what validate accepts, the game plays.

Each named case below once passed validate (or crashed it) and then crashed the game; now validate
refuses it with the file, the key and the line. Overlaps are errors, a path drawn across a location a
warning. The whole families are tried by tests/hostile/test_maps.py.
"""
from __future__ import annotations

import io
import time

from game.core import layouts, paths
from game.editor import validate

CC1 = (paths.MAPS / "crimson_creek_act1.toml").read_text(encoding="utf-8")
ZOMBIE = (paths.MAPS / "zombie_table.toml").read_text(encoding="utf-8")


def problems(text: str, name: str):
    path = paths.MAPS / name  # where the game would read it: claimed names are checked
    return validate.check_text(text, path)[1]


def errors(text: str, name: str = "crimson_creek_act1.toml"):
    return [p for p in problems(text, name) if p.is_error]


def one(text: str, name: str, key: str):
    found = [p for p in errors(text, name) if p.key == key]
    assert found, f"no problem at {key}: {[str(p) for p in errors(text, name)]}"
    assert found[0].line, found[0]
    return found[0]


def test_shipped_maps_have_no_problems_and_no_warnings():
    for path in validate.default_files():
        assert validate.check_file(path) == [], path


def test_list_valued_hiding_tag_is_named_not_a_crash():
    text = CC1.replace('tags = { peek = "treetop", hiding = "boat" }', 'tags = { peek = "treetop", hiding = ["boat"] }')
    p = one(text, "crimson_creek_act1.toml", "locations[1].tags.hiding")
    assert "hiding place name" in p.message and p.line == text.splitlines().index(
        'tags = { peek = "treetop", hiding = ["boat"] }') + 1


def test_mixed_type_support_order_is_named_not_a_crash():
    text = CC1.replace('support_order = ["cabin", "woods"', 'support_order = ["cabin", 3, ["x"], "woods"')
    p = one(text, "crimson_creek_act1.toml", "meta.support_order")
    assert "list of strings" in p.message


def test_crimson_creek_act_map_without_meta_game_is_refused():
    text = CC1.replace('game = "crimson_creek"\n', "")
    p = one(text, "crimson_creek_act1.toml", "meta.game")
    assert 'meta.game must be "crimson_creek"' in p.message
    # its id names the Act map too: a copy under another file name is still claimed ...
    assert any(p.key == "meta.game" for p in errors(text, "my_map.toml"))
    # ... and with its own id it is a free location map
    assert not any(p.key == "meta.game" for p in errors(text.replace('id = "crimson_creek_act1"', 'id = "mine"'),
                                                          "my_map.toml"))


def test_a_map_the_game_loads_by_name_keeps_its_id():
    p = one(CC1.replace('id = "crimson_creek_act1"', 'id = "my_act"'), "crimson_creek_act1.toml", "id")
    assert "its id must be 'crimson_creek_act1'" in p.message


def test_zombie_table_without_its_log_area_is_refused():
    text = ZOMBIE.replace('id = "log"\nkind = "log"', 'id = "journal"\nkind = "log"')
    assert any("needs an area with id 'log'" in p.message for p in errors(text, "zombie_table.toml"))


def test_zombie_table_seats_every_player_count():
    text = ZOMBIE.replace("players = 5\n", "players = 9\n")
    msgs = [p.message for p in errors(text, "zombie_table.toml")]
    assert any("a [[seating]] for 5 players is missing" in m for m in msgs), msgs


def test_camp_template_of_size_zero_or_nan_is_refused():
    for bad in ("[0, 210]", "[nan, 210]", "[350, inf]"):
        text = ZOMBIE.replace("[camp]\nsize = [350, 210]", f"[camp]\nsize = {bad}")
        p = one(text, "zombie_table.toml", "camp.size")
        assert "size" in p.message or "finite" in p.message


def test_board_of_infinite_or_1e308_or_out_of_range_size_is_refused():
    for bad, words in (("[inf, 1080]", "finite"), ("[1e308, 1080]", "100,000"), ("[100000, 1080]", "between 640 x 360")):
        text = ZOMBIE.replace("size = [1920, 1080]", f"size = {bad}")
        assert words in one(text, "zombie_table.toml", "size").message


def test_every_number_is_finite_and_every_rect_positive():
    text = CC1.replace("rect = [350, 130, 300, 220]", "rect = [350, nan, 300, 220]")
    assert "finite" in one(text, "crimson_creek_act1.toml", "locations[0].rect").message
    text = CC1.replace("rect = [350, 130, 300, 220]", "rect = [350, 130, 300, -1]")
    assert "positive" in one(text, "crimson_creek_act1.toml", "locations[0].rect").message


def test_invisible_characters_and_overlong_names_are_refused():
    text = CC1.replace('name = "Highway"', 'name = "High\\u200bway"')
    assert "U+200B" in one(text, "crimson_creek_act1.toml", "locations[0].name").message
    text = CC1.replace('name = "Highway"', f'name = "{"H" * 500}"')
    assert "longer than" in one(text, "crimson_creek_act1.toml", "locations[0].name").message


def test_colours_and_rim_are_checked():
    text = ZOMBIE.replace('wood = "#2b1a12"', 'wood = [1, "a", [2]]').replace("rim = 14 ", 'rim = "wide" ')
    assert "colour" in one(text, "zombie_table.toml", "background.wood").message
    assert "rim width" in one(text, "zombie_table.toml", "background.rim").message


def test_location_overlapping_another_location_is_an_error():
    text = CC1.replace("rect = [690, 130, 300, 220]", "rect = [600, 130, 300, 220]")  # the Woods over the Highway
    p = one(text, "crimson_creek_act1.toml", "locations[1].rect")
    assert p.message == "location 'woods' overlaps location 'highway'"


def test_location_overlapping_a_fixed_panel_is_an_error():
    text = CC1.replace("rect = [350, 130, 300, 220]", "rect = [350, 60, 300, 220]")  # the Highway under the prompt
    p = one(text, "crimson_creek_act1.toml", "locations[0].rect")
    assert "overlaps area 'prompt'" in p.message


def test_locations_sharing_a_border_do_not_overlap():
    text = CC1.replace("rect = [690, 130, 300, 220]", "rect = [650, 130, 300, 220]")  # touches the Highway
    assert not any("overlaps" in p.message for p in errors(text))


def test_seated_camps_overlapping_is_an_error():
    text = ZOMBIE.replace("rect = [20, 300, 350, 210]", "rect = [20, 600, 350, 210]")  # camp_l1 over camp_l3
    msgs = [p.message for p in errors(text, "zombie_table.toml")]
    assert any(m.startswith("camp 'camp_l") and "overlaps camp 'camp_l" in m and "players" in m for m in msgs), msgs


def test_an_edge_drawn_across_a_location_is_a_warning_and_the_map_still_plays(tmp_path):
    text = CC1 + '\n[[edges]]\na = "highway"\nb = "lake"\nkind = "secret"\n'
    found = problems(text, "crimson_creek_act1.toml")
    assert [p.severity for p in found] == ["warning"]
    assert found[0].key == "edges[10]" and "drawn across location 'woods'" in found[0].message
    path = tmp_path / "crimson_creek_act1.toml"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert validate.main([str(path)], out, err) == 0
    assert "(1 warning)" in out.getvalue() and ": warning: the path from 'highway' to 'lake'" in err.getvalue()
    layouts.load_layout(path)  # the game loads it


def test_ten_thousand_problems_validate_in_about_a_second():
    """The line of each problem is looked up in an index built once (it was a rescan per problem: 10,000
    problems took minutes). CPU time, so a loaded machine does not fail it; measured ~0.6 s."""
    import sys

    sys.path.insert(0, str(paths.ROOT / "tools"))
    try:
        from make_problem_map import problem_map
    finally:
        sys.path.pop(0)
    text = problem_map(10_000)
    start = time.process_time()
    _, found = validate.check_text(text, "problems.toml")
    spent = time.process_time() - start
    assert len(found) >= 10_000
    assert all(p.line for p in found[:-1] if p.key)
    assert spent < 4.0, f"{spent:.1f} s"
