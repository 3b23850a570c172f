"""Terrorscape content: the loader's checks against the vocabulary (data/EFFECTS.md) and the counts.

The loader tests run on a minimal folder (content_fixture.py) with one thing broken at a time, so
each error is exactly the one named: file, key path and line.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.errors import DataFileError
from game.games.terrorscape import vocabulary as V
from game.games.terrorscape.content import load_content

from .content_fixture import write_minimal

EFFECTS_MD = Path(__file__).resolve().parents[2] / "game" / "games" / "terrorscape" / "data" / "EFFECTS.md"


@pytest.fixture
def folder(tmp_path):
    return write_minimal(tmp_path / "ts")


def broken(folder: Path, stem: str, old: str, new: str, count: int = 1, named: str = "") -> DataFileError:
    path = folder / f"{stem}.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_content(str(folder))
    assert info.value.path == str(folder / f"{named or stem}.toml")
    return info.value


def line_of(folder: Path, stem: str, needle: str) -> int:
    lines = (folder / f"{stem}.toml").read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if needle in line)


def test_the_minimal_folder_loads_with_the_rulebook_counts(folder):
    c = load_content(str(folder))
    assert {d: len(c.decks[d]) for d in c.decks} == {"discover": 32, "key": 11, "medical": 10, "weapon": 10,
                                                     "character": 2}
    assert c.decks["key"][-1] == "marked_key"  # always the bottom card of the key deck
    assert len(c.analysis) == 24
    k = c.killers["orion"]
    assert len(k["deck"]) == 12 and k["ultimate"] == {"orion_ultimate": 3} and set(k["levels"]) == {2, 3}
    assert c.combat_die == (0, 0, 1, 1, 2, 2)
    delay = c.skills["orion_ultimate"]["effects"][1]
    assert delay["effects"] == [{"kw": "MOVE", "n": 1}] and delay["target"] == "here"  # defaults filled in


def test_the_content_is_cached_per_folder(folder, tmp_path):
    assert load_content(str(folder)) is load_content(str(folder))
    other = write_minimal(tmp_path / "other")
    assert load_content(str(other)) is not load_content(str(folder))


def test_an_unknown_keyword_names_file_key_and_line(folder):
    err = broken(folder, "killers", 'kw = "MOVE", n = 1 }]\n', 'kw = "TELEPORTX", n = 1 }]\n')
    assert "TELEPORTX" in err.problem and "MOVE" in err.problem
    assert err.where == f"card[0].effects[0].kw, line {line_of(folder, 'killers', 'TELEPORTX')}"


def test_an_unknown_parameter_is_refused(folder):
    err = broken(folder, "items", 'kw = "COMBAT", plus = 2 }', 'kw = "COMBAT", plus = 2, bonus = 1 }')
    assert err.where.startswith("item[7].uses[0].effects[0].bonus") and "unknown key 'bonus'" in err.problem


def test_a_missing_parameter_is_refused(folder):
    err = broken(folder, "killers", '{ kw = "SENSE", target = "zone" }', '{ kw = "SENSE" }')
    assert err.where.startswith("card[1].effects[0].target") and "missing" in err.problem


def test_a_nested_effect_is_checked_too(folder):
    err = broken(folder, "killers", 'effects = [{ kw = "MOVE", n = 1 }] }', 'effects = [{ kw = "MOVE", n = -1 }] }')
    assert err.where.startswith("card[1].effects[1].effects[0].n")


def test_a_delay_inside_a_delay_is_refused(folder):
    err = broken(folder, "killers", 'effects = [{ kw = "MOVE", n = 1 }] }',
                 'effects = [{ kw = "DELAY", effects = [{ kw = "MOVE", n = 1 }] }] }')
    assert err.where.startswith("card[1].effects[1].effects[0].kw")


def test_a_deck_of_the_wrong_size_is_refused(folder):
    err = broken(folder, "items", 'count = 12\ntext = "Nothing."', 'count = 11\ntext = "Nothing."')
    assert "discover deck has 31 cards" in err.problem and "32" in err.problem


def test_a_killer_deck_of_the_wrong_size_is_refused(folder):
    err = broken(folder, "killers", "count = 12", "count = 11")
    assert "orion has 12 skill cards" in err.problem


def test_a_duplicate_id_names_the_second(folder):
    err = broken(folder, "items", 'id = "more_junk"', 'id = "junk"')
    lines = (folder / "items.toml").read_text(encoding="utf-8").splitlines()
    second = [i for i, line in enumerate(lines, 1) if line == 'id = "junk"'][1]
    assert err.where == f"item[2].id, line {second}"
    assert "duplicate id 'junk'" in err.problem


def test_a_survivor_keyword_on_a_killer_card_is_refused(folder):
    err = broken(folder, "killers", '{ kw = "MOVE", n = 1 }]\n', '{ kw = "HEAL" }]\n')
    assert "Survivor keyword" in err.problem and err.where.startswith("card[0].effects[0].kw")


def test_a_weapon_bonus_outside_a_fight_is_refused(folder):
    err = broken(folder, "items", 'on = "weapon"', 'on = "extra_action"')
    assert "only in a fight" in err.problem


def test_a_target_range_needs_a_range_and_a_range_needs_that_target(folder):
    err = broken(folder, "items", 'target = "adjacent"', 'target = "range"')
    assert "needs range" in err.problem
    write_minimal(folder)
    err = broken(folder, "items", 'target = "adjacent"', 'target = "adjacent", range = 2')
    assert "only read with" in err.problem


def test_an_unknown_item_in_needs_is_refused(folder):
    err = broken(folder, "analysis", 'needs = ["bat"]', 'needs = ["bazooka"]')
    assert "bazooka" in err.problem and err.where.startswith("analysis[0].tactic[0].needs[0]")


def test_a_missing_survivor_killer_or_difficulty_is_named(folder):
    assert "'victoria' is missing" in broken(folder, "survivors", 'id = "victoria"', 'id = "vic"').problem
    write_minimal(folder)
    assert "'parasitoid' is missing" in broken(folder, "killers", 'id = "parasitoid"', 'id = "para"').problem
    write_minimal(folder)
    err = broken(folder, "traits", 'id = "nightmare"', 'id = "dream"')
    assert "unknown level 'dream'" in err.problem and "nightmare" in err.problem


def test_twenty_traits_per_side(folder):
    err = broken(folder, "traits", 'side = "killer"', 'side = "survivor"')
    assert "21 survivor traits" in err.problem


def test_a_weakness_no_item_shows_is_refused(folder):
    err = broken(folder, "items", 'icons = ["fire"]', "icons = []", named="analysis")
    assert "'fire' icon" in err.problem and err.where.startswith("analysis[0].weakness")


def test_the_marked_key_is_one_key_card(folder):
    err = broken(folder, "items", "marked = true", "marked = false")
    assert "exactly one marked key" in err.problem


def test_an_ultimate_past_the_top_level_is_refused(folder):
    err = broken(folder, "killers", "unlock = 3", "unlock = 4")
    assert "unlocks at level 4" in err.problem


def test_effects_md_documents_exactly_the_vocabulary():
    """The document the engine is built from and the schema the loader checks never drift apart."""
    text = EFFECTS_MD.read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `([A-Z_]+)` \|", text, re.M))
    assert documented == set(V.KEYWORDS)
    for stat in V.STATS:
        assert f"| `{stat}` |" in text, stat
    for hook in V.SPECIALS:
        assert f"| `{hook}` |" in text, hook
    for on in set(V.SURVIVOR_ON) | set(V.KILLER_ON):
        assert f"| `{on}` |" in text, on
