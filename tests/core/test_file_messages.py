"""The smaller messages of hostile files: each names its line or key, in the player's words.

JSON (saves, records, settings): a key given twice, thousands of digits, NaN and deep nesting name the line
and column. TOML (maps and content share game/core/toml_text.py): thousands of digits and deep arrays name
their line, nan and inf in content their key and line. Settings: a clamped number and a newer version are
said. Easy slips: a modder's easy_slips.toml under DREADBOARD_CONTENT is the one read, and a broken one is
refused naming it.
"""
from __future__ import annotations

import json
import random

import pytest

from game.core import content, slips
from game.core.content import ContentFile
from game.core.errors import DataFileError
from game.core.jsonfile import read_json
from game.core.layouts import load_layout
from game.core.paths import MAPS, game_data
from game.core.settings import load_settings
from game.editor.model import Document
from game.games.zombie.ai.policy import SLIPS as ZOMBIE_SLIPS

RECORD = '{\n "format": "dreadboard-record",\n "version": 1,\n "game": "zombie",\n "seed": @\n}\n'


@pytest.mark.parametrize("text, line, words", [
    (RECORD.replace('"game": "zombie",', '"game": "zombie",\n "game": "the_thing",').replace("@", "7"),
     "line 5, column 2", "the key 'game' appears twice"),
    (RECORD.replace("@", "7, \"seed\": 8"), "line 5, column 13", "the key 'seed' appears twice"),
    ('{"a": {"b": 1, "c": {"b": 2}, "b": 3}}', "line 1, column 31", "the key 'b' appears twice"),
    (RECORD.replace("@", "9" * 5000), "line 5, column 10", "5000 digits"),
    (RECORD.replace("@", "NaN"), "line 5, column 10", "NaN"),
    (RECORD.replace("@", "-Infinity"), "line 5, column 10", "Infinity"),
    (RECORD.replace("@", "1e999"), "line 5, column 10", "too large"),
    (RECORD.replace("@", "[" * 3000 + "]" * 3000), "line 5, column 73", "nested far too deeply"),
])
def test_a_json_problem_names_its_line_and_column(tmp_path, text, line, words):
    path = tmp_path / "save.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        read_json(path)
    assert err.value.where == line and words in err.value.problem, str(err.value)
    assert "older" not in err.value.problem and "newer" not in err.value.problem


def test_a_key_in_a_string_is_not_a_duplicate(tmp_path):
    path = tmp_path / "save.json"
    path.write_text('{"name": "\\"game\\": 1", "game": "zombie", "list": [{"game": 1}, {"game": 2}]}')
    assert read_json(path)["game"] == "zombie"


MAP = (MAPS / "zombie_table.toml").read_text(encoding="utf-8")
CARDS = (game_data("zombie") / "cards.toml").read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


@pytest.mark.parametrize("kind", ["map", "content"])
@pytest.mark.parametrize("change, words", [
    (lambda t, n: t.replace(n, n.split("=")[0] + "= " + "9" * 5000, 1), "thousands of digits"),
    (lambda t, n: t.replace(n, n.split("=")[0] + "= " + "[" * 3000 + "]" * 3000, 1), "nested too deeply"),
])
def test_a_toml_problem_names_its_line(tmp_path, kind, change, words):
    text, needle = (MAP, "rim = 14") if kind == "map" else (CARDS, "count = 1")
    broken = change(text, needle)
    path = tmp_path / ("zombie_table.toml" if kind == "map" else "cards.toml")
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_layout(path) if kind == "map" else ContentFile(path)
    assert err.value.where == f"line {line_of(text, needle)}" and words in err.value.problem, str(err.value)
    assert "sys." not in str(err.value) and "4300" not in str(err.value)  # Python's words, not a player's


@pytest.mark.parametrize("word", ["nan", "inf", "-inf"])
def test_nan_and_inf_in_content_name_their_key_and_line(tmp_path, word):
    n = line_of(CARDS, "count = 1")
    path = tmp_path / "cards.toml"
    path.write_text(CARDS.replace("count = 1", f"count = {word}", 1), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        ContentFile(path)
    assert err.value.where == f"card[0].count, line {n}" and err.value.problem.startswith(word), str(err.value)


def test_the_editor_says_thousands_of_digits_in_words(tmp_path):
    path = tmp_path / "zombie_table.toml"
    path.write_text(MAP.replace("rim = 14", "rim = " + "9" * 5000, 1), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        Document.open(path)
    assert err.value.where == f"line {line_of(MAP, 'rim = 14')}" and "thousands of digits" in err.value.problem


@pytest.mark.parametrize("data, words", [
    ({"window_width": int("1" + "2" * 29)}, "'window_width' is 122222222222222222222222222222, above the largest "
                                            "7680; using 7680"),
    ({"window_height": 100}, "'window_height' is 100, below the smallest 720; using 720"),
    ({"volume": -3.5}, "'volume' is -3.5, below the smallest 0; using 0"),
    ({"version": 99}, "'version' is 99: the file was written by a newer Dreadboard"),
])
def test_settings_say_what_they_changed(tmp_path, data, words):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data))
    result = load_settings(path)
    assert not result.corrupt and result.lossy and words in result.problem and str(path) in result.problem


def test_settings_in_range_say_nothing(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "window_width": 7680, "window_height": 720, "volume": 0}))
    assert load_settings(path).problem is None


@pytest.fixture
def modded(tmp_path, monkeypatch):
    """DREADBOARD_CONTENT pointing at a modder's copy of Zombie's data folder."""
    folder = tmp_path / "mod" / "zombie"
    folder.parent.mkdir()
    import shutil

    shutil.copytree(game_data("zombie"), folder)
    monkeypatch.setenv("DREADBOARD_CONTENT", str(folder.parent))
    content.use_override("zombie", None)  # (forgets the folders found before the variable was set)
    yield folder
    monkeypatch.delenv("DREADBOARD_CONTENT")
    content.use_override("zombie", None)


def test_easy_slips_come_from_the_content_override(modded):
    import tomlkit

    doc = tomlkit.parse((modded / "easy_slips.toml").read_text(encoding="utf-8"))
    first = next(iter(doc))
    shipped = slips.load_slips("zombie", ZOMBIE_SLIPS, folder=game_data("zombie")).percent(first)
    doc[first]["percent"] = 77 if shipped != 77 else 78
    (modded / "easy_slips.toml").write_text(tomlkit.dumps(doc), encoding="utf-8")
    assert slips.load_slips("zombie", ZOMBIE_SLIPS).percent(first) == doc[first]["percent"]


def test_a_broken_modded_easy_slips_file_is_refused_naming_it(modded):
    (modded / "easy_slips.toml").write_bytes(bytes(random.Random(5).randrange(256) for _ in range(400)))
    with pytest.raises(DataFileError) as err:
        slips.load_slips("zombie", ZOMBIE_SLIPS)
    assert err.value.path == str(modded / "easy_slips.toml") and err.value.where, str(err.value)
