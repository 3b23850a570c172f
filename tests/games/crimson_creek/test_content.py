"""Content and maps: the clue combinatorics, the decks, and the three Act maps with their checks."""
from __future__ import annotations

import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from game.core import layouts
from game.core.errors import DataFileError
from game.core.paths import MAPS
from game.games.crimson_creek.content import load_content, suspects
from game.games.crimson_creek.info import CHARACTERS
from game.games.crimson_creek.maps import act_map

DATA = Path(__file__).resolve().parents[3] / "game" / "games" / "crimson_creek" / "data"


def test_any_two_clues_name_exactly_one_character_and_each_character_has_two_traits():
    c = load_content()
    assert len(c.clues) == 4
    named = []
    for a, b in combinations(c.clues, 2):
        both = set(c.clues[a]["characters"]) & set(c.clues[b]["characters"])
        assert len(both) == 1, (a, b, both)
        named.append(both.pop())
    assert sorted(named) == sorted(CHARACTERS)  # the 6 pairs map one-to-one onto the 6 characters
    for ch in CHARACTERS:
        assert sum(ch in clue["characters"] for clue in c.clues.values()) == 2, ch
    assert set(c.clues["glasses"]["characters"]) == {"geek", "goth", "preppy"}  # as the rulebook prints


def test_one_clue_leaves_three_suspects_and_two_leave_one():
    for clue in load_content().clues:
        assert len(suspects([clue])) == 3
    assert suspects(["glasses", "boots"]) == ["goth"]


def test_decks_and_tables():
    c = load_content()
    assert c.search_cards == 4 and 1 <= c.handprints <= 4
    assert c.difficulty == {"beginner": 1, "standard": 2, "advanced": 0}
    assert set(c.attack_chart) == {1, 2, 3, 4, 5, 6}
    for n, (calm, hatchets, trigger) in c.attack_chart.items():
        assert calm <= 5 and hatchets + 2 <= 6  # the box: 5 Calm Nights, 6 Hatchets (2 added per Act)
        assert hatchets >= trigger
    assert c.exposure["act1"]["spaces"] == 30 and 5 in c.exposure["act1"]["red"]


def test_every_designed_piece_is_marked():
    text = {p.name: p.read_text() for p in DATA.glob("*.toml")}
    assert "# designed:" in text["clues.toml"]
    assert "# designed:" in text["exposure.toml"]
    assert text["decks.toml"].count("designed") >= 2  # handprints, the 6-survivor row
    assert "designed" in text["story.toml"]
    for act in (1, 2, 3):
        maptext = (MAPS / f"crimson_creek_act{act}.toml").read_text()
        assert "# designed:" in maptext
        assert maptext.count("[[edges]]  # designed") == len(act_map(act).adj and maptext.split("[[edges]]")) - 1


def test_the_three_act_maps():
    a1, a2, a3 = act_map(1), act_map(2), act_map(3)
    assert len(a1.locations) == 7 and len(a2.locations) == 6 and len(a3.locations) == 5
    assert "highway" not in a2.locations and "barn" not in a3.locations
    for m in (a1, a2, a3):
        assert m.center == "cabin" and m.icon["cabin"] == "center"
        assert m.support_order[0] == "cabin"
        for loc, n in m.adj.items():
            for x in n:
                assert loc in m.adj[x]  # paths run both ways
    assert a1.icon == {"cabin": "center", "woods": "treetop", "barn": "window", "campfire": "lantern",
                       "cemetery": "flashlight", "highway": "binoculars", "lake": "camera"}
    assert a1.hiding["highway"] is None and a1.hiding["lake"] == "boat" and a1.hiding["cabin"] == "bed"


BAD_MAP = '''
id = "cc_bad"
kind = "location_map"
size = [1000, 800]
[meta]
game = "crimson_creek"
support_order = ["cabin", "woods"]
[[locations]]
id = "cabin"
name = "Cabin"
rect = [10, 10, 200, 200]
tags = { center = true, peek = "treetop" }
[[locations]]
id = "woods"
name = "Woods"
rect = [300, 10, 200, 200]
tags = { hiding = "truck" }
[[edges]]
a = "cabin"
b = "woods"
'''


def test_the_map_checks_find_crimson_creek_mistakes():
    _, errors = layouts.parse_layout(BAD_MAP, "cc_bad.toml")
    problems = " | ".join(str(e) for e in errors)
    assert "must have no peeking icon" in problems
    assert "needs a peeking icon" in problems
    assert "cannot be used at 'woods'" in problems
    assert "centre" in problems


def test_other_games_maps_are_not_held_to_crimson_creek_checks():
    text = BAD_MAP.replace('game = "crimson_creek"', 'game = "the_thing"')  # a game without map checks
    _, errors = layouts.parse_layout(text, "other.toml")
    assert errors == []


def test_the_loader_imports_the_checks_itself(tmp_path):
    path = tmp_path / "cc_bad.toml"
    path.write_text(BAD_MAP)
    code = ("import sys\nfrom game.core.layouts import load_layout\n"
            f"try:\n    load_layout({str(path)!r})\nexcept Exception as e:\n    print(type(e).__name__, e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[3]).stdout
    assert "DataFileError" in out and "peeking icon" in out


def test_every_map_file_loads():
    found, errors = layouts.load_all(MAPS)
    assert errors == []
    assert {"crimson_creek_act1", "crimson_creek_act2", "crimson_creek_act3"} <= set(found)


def test_a_broken_content_file_is_reported(tmp_path):
    for p in DATA.glob("*.toml"):
        (tmp_path / p.name).write_text(p.read_text())
    (tmp_path / "clues.toml").write_text((DATA / "clues.toml").read_text().replace('"preppy", "jock"', '"goth", "jock"'))
    with pytest.raises(DataFileError, match="exactly one character"):
        load_content(str(tmp_path))


@pytest.mark.parametrize("opening, said", [('"Run, {first}! {"', "cannot be filled in"),
                                           ('"{first} saw {third}."', "names {third}"),
                                           ('"{first.upper} ran."', "names {first.upper}")])
def test_an_opening_scene_that_cannot_be_filled_in_is_reported(tmp_path, opening, said):
    for p in DATA.glob("*.toml"):
        (tmp_path / p.name).write_text(p.read_text())
    (tmp_path / "story.toml").write_text(f"opening = {opening}\n")
    with pytest.raises(DataFileError, match="only {first} and {second}") as err:
        load_content(str(tmp_path))
    assert said in str(err.value) and "story.toml" in str(err.value) and "opening" in str(err.value)


def test_the_rules_follow_the_map_editors_override(tmp_path):
    text = (MAPS / "crimson_creek_act1.toml").read_text()
    text += '\n[[edges]]  # a new path for the test\na = "highway"\nb = "lake"\nkind = "open"\n'
    path = tmp_path / "edited.toml"
    path.write_text(text)
    assert "lake" not in act_map(1).adj["highway"]
    layouts.use_override("crimson_creek_act1", path)
    try:
        assert "lake" in act_map(1).adj["highway"]
    finally:
        layouts.use_override("crimson_creek_act1", None)
    assert "lake" not in act_map(1).adj["highway"]
