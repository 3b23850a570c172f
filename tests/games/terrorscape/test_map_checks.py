"""A broken Terrorscape map is refused by `validate` (and so by the map editor and at load) with the file, the
key and the line (game/games/terrorscape/maps.py)."""
from __future__ import annotations

import io

from game.core import paths
from game.editor import validate

POLAR_PATH = paths.MAPS / "terrorscape_polar_station.toml"
POLAR = POLAR_PATH.read_text(encoding="utf-8")
NEXT_EDGE = f"edges[{POLAR.count('[[edges]]')}]"  # the key of an edge appended to the file


def errors(text: str, name: str = "terrorscape_polar_station.toml"):
    path = paths.MAPS / name  # where the game would read it
    return [p for p in validate.check_text(text, path)[1] if p.is_error]


def one(text: str, key: str, words: str, name: str = "terrorscape_polar_station.toml"):
    found = [p for p in errors(text, name) if p.key == key and words in p.message]
    assert found, f"no '{words}' at {key}: {[str(p) for p in errors(text, name)]}"
    p = found[0]
    assert name in p.path and (p.line or key in ("locations", "edges")), p
    return p


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if needle in line)


def replace(old: str, new: str, text: str = POLAR) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def test_the_shipped_polar_station_passes():
    assert validate.check_file(POLAR_PATH) == []


def test_no_main_exit():
    p = one(replace('tags = { code = "G5", exit = "main" }', 'tags = { code = "G5" }'), "locations", "no Main Exit")
    assert 'exit = "main"' in p.message


def test_a_second_hidden_exit_is_named_on_its_line():
    text = replace('tags = { code = "R5" }', 'tags = { code = "R5", exit = "hidden" }')
    p = one(text, "locations[4].tags", "second Hidden Exit")
    assert p.line == line_of(text, 'tags = { code = "R5", exit = "hidden" }')


def test_a_gap_in_a_zone_sequence():
    text = replace('tags = { code = "R5" }', 'tags = { code = "R7" }')
    p = one(text, "locations[4].tags", "gap")
    assert "R5 is missing before R7" in p.message and "red" in p.message
    assert p.line == line_of(text, 'tags = { code = "R7" }')


def test_a_code_of_another_zone_a_twice_used_code_and_a_missing_code():
    one(replace('tags = { code = "R5" }', 'tags = { code = "B6" }'), "locations[4].tags", "does not start with R")
    one(replace('tags = { code = "R5" }', 'tags = { code = "R1" }'), "locations[4].tags", "also the code of")
    one(replace('tags = { code = "R5" }', 'tags = { }'), "locations[4].tags", "needs a code")


def test_a_zone_that_is_not_red_blue_or_green():
    text = replace('zone = "red"\nrect = [340, 90, 240, 220]', 'zone = "purple"\nrect = [340, 90, 240, 220]')
    p = one(text, "locations[4].zone", "red, blue or green")
    assert p.line == line_of(text, 'zone = "purple"')


def test_an_unknown_tag_or_value_is_a_typo_not_silence():
    one(replace('search = "weapon"', 'serach = "weapon"'), "locations[9].tags", "unknown tag 'serach'")
    one(replace('search = "weapon"', 'search = "weapons"'), "locations[9].tags", "is not one of")
    one(replace('code = "R1", repair = "radio"', 'code = "R1", repair = "phone"'), "locations[0].tags", "is not one of")


def test_each_location_kind_exactly_once():
    one(replace('code = "B4", repair = "vehicle"', 'code = "B4", search = "key"'), "locations", "no vehicle location")
    one(replace('tags = { code = "R5" }', 'tags = { code = "R5", ability = "mystic" }'),
        "locations[12].tags", "second mystic location")


def test_two_connections_between_the_same_locations():
    text = POLAR + '\n[[edges]]\na = "alley"\nb = "platform"\nkind = "door"\n'
    p = one(text, NEXT_EDGE, "already joined")
    assert p.line == len(text.splitlines()) - 3


def test_a_secret_passage_between_adjacent_locations():
    text = POLAR + '\n[[edges]]\na = "alley"\nb = "platform"\nkind = "secret"\n'
    one(text, NEXT_EDGE, "adjacent and share a secret passage")


def test_a_location_a_survivor_drops_into_and_never_leaves():
    # the Observatory's stairs and gallery turned into arrows leading in: a Survivor there is stuck for good
    text = replace('a = "hydroponics_lab"\nb = "observatory"\nkind = "door"',
                   'a = "hydroponics_lab"\nb = "observatory"\nkind = "oneway"')
    text = replace('a = "observatory"\nb = "medical_bay"\nkind = "open"',
                   'a = "medical_bay"\nb = "observatory"\nkind = "oneway"', text)
    text = replace('a = "observatory"\nb = "passageway"\nkind = "oneway"',
                   'a = "passageway"\nb = "observatory"\nkind = "oneway"', text)
    p = one(text, "locations[12]", "no way back to the Main Exit")
    assert "observatory" in p.message


def test_module_tokens_belong_on_a_season_1_map():
    one(replace('tags = { code = "R5" }', 'tags = { code = "R5", module = "x" }'), "locations[4].tags",
        "Season 2")


def test_a_bad_season():
    one(replace("season = 2", "season = 3"), "meta.season", "must be 1")


def test_the_claimed_file_must_say_it_is_terrorscape():
    p = one(replace('game = "terrorscape"\n', ""), "meta.game", 'meta.game must be "terrorscape"')
    assert p.line


def test_validate_prints_file_key_and_line():
    out, err = io.StringIO(), io.StringIO()
    text = replace('tags = { code = "R5" }', 'tags = { code = "R7" }')
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "terrorscape_polar_station.toml"
        path.write_text(text, encoding="utf-8")
        assert validate.main([path], out, err) == 1
    line = line_of(text, 'tags = { code = "R7" }')
    assert f"terrorscape_polar_station.toml (locations[4].tags, line {line}): the red zone's sequence has a gap" \
        in err.getvalue()


# ---------------------------------------------------------------- Location Module Tokens (a Season 1 map)

LIGHT = (paths.MAPS / "terrorscape_lighthouse.toml").read_text(encoding="utf-8")
LIGHT_NAME = "terrorscape_lighthouse.toml"


def lh(old: str, new: str, text: str = LIGHT) -> str:
    return replace(old, new, text)


def test_the_shipped_lighthouse_passes():
    assert validate.check_file(paths.MAPS / LIGHT_NAME) == []


def test_one_vehicle_medical_and_weapon_module_each():
    # "Place 1 vehicle repair module token, 1 medical module token, and 1 weapon module token onto the map."
    one(lh('code = "B4", module = "vehicle"', 'code = "B4"'), "locations", "exactly 1 vehicle module", LIGHT_NAME)
    text = lh('code = "B2", ability = "tool"', 'code = "B2", ability = "tool", module = "weapon"')
    one(text, "locations[6].tags", "exactly 1 weapon module", LIGHT_NAME)


def test_no_module_on_the_radio_repair_location():
    # "Do not place a module token on a radio repair location."
    text = lh('code = "B3", repair = "radio"', 'code = "B3", repair = "radio", module = "x"')
    one(text, "locations[7].tags", "radio repair location", LIGHT_NAME)


def test_no_module_on_a_unique_map_specific_location():
    # "Do not place a module token on unique map-specific locations"
    text = lh('code = "R1", unique = "lamp"', 'code = "R1", unique = "lamp", module = "x"')
    one(text, "locations[0].tags", "unique map-specific", LIGHT_NAME)


def test_exactly_one_key_location_replaced():
    # "1 Key location must be replaced with any of the above module tokens or with an (X) token, leaving the
    # remaining key locations unchanged."
    text = lh('code = "G5", search = "key"', 'code = "G5", search = "key", module = "x"')
    one(text, "locations[14].tags", "exactly 1 key location must be replaced", LIGHT_NAME)
    text = lh('code = "G4", search = "key", module = "medical"', 'code = "G4"')
    text = lh('code = "G2", search = "key"', 'code = "G2", search = "key", module = "x"', text)
    text = lh('code = "B5", search = "key"', 'code = "B5", search = "medical"', text)
    assert any("no medical location of its own" in p.message for p in errors(text, LIGHT_NAME))
    text = lh('code = "G4", search = "key", module = "medical"', 'code = "G4", module = "medical"')
    one(text, "locations", "exactly 1 key location must be replaced", LIGHT_NAME)


def test_an_x_token_only_blanks_a_key_location():
    text = lh('code = "R2" }', 'code = "R2", module = "x" }')
    one(text, "locations[1].tags", "X token only replaces a key location", LIGHT_NAME)


def test_one_or_two_elevated_level_modules():
    # "1 to 2 elevated level module tokens should be placed, replacing ordinary doors."
    flat = LIGHT.replace('kind = "oneway"', 'kind = "door"')
    one(flat, "edges", "1 to 2 elevated level module tokens", LIGHT_NAME)
    three = lh('a = "jetty"\nb = "workshop"\nkind = "door"', 'a = "jetty"\nb = "workshop"\nkind = "oneway"')
    one(three, "edges[15]", "found 3", LIGHT_NAME)  # the third one-way edge in the file


def test_a_season_1_map_has_no_medical_weapon_or_vehicle_location_of_its_own():
    text = lh('code = "B4", module = "vehicle"', 'code = "B4", repair = "vehicle"')
    one(text, "locations[8].tags", "no vehicle location of its own", LIGHT_NAME)


def test_every_hostile_terrorscape_map_is_refused_naming_file_key_and_line():
    # tests/hostile/maps/terrorscape/ (written by tests/hostile/make_map_corpus.py); the hostile map test also
    # opens each in the editor and plays what validate accepts
    import pytest

    from game.core import layouts
    from game.core.errors import DataFileError
    from game.games.terrorscape.board import load_board

    corpus = sorted((paths.ROOT / "tests" / "hostile" / "maps" / "terrorscape").glob("*.toml"))
    assert len(corpus) >= 15
    for path in corpus:
        stem = path.name.split("__")[0]
        found = [p for p in validate.check_file(path) if p.is_error]
        assert found and all(path.name in p.path and p.key and p.line for p in found), (path.name, found)
        layouts.use_override(stem, path)
        try:
            with pytest.raises(DataFileError) as err:
                load_board(stem)
            assert path.name in str(err.value)
        finally:
            layouts.use_override(stem, None)


def test_a_dangling_edge_is_named_not_a_crash():
    # found by the hostile map generator: an edge end that is no location reached the Survivors' reach check
    old = 'a = "garage"\nb = "security_office"'
    index = POLAR[:POLAR.index(old)].count("[[edges]]") - 1
    p = one(replace(old, 'a = "nowhere"\nb = "security_office"'), f"edges[{index}].a", "is not a location")
    assert "nowhere" in p.message
