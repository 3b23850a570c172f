"""Terrorscape content: the loader's checks against the vocabulary (data/EFFECTS.md) and the counts.

The loader tests run on a minimal folder (content_fixture.py) with one thing broken at a time, so
each error is exactly the one named: file, key path and line.
"""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from game.core.errors import DataFileError
from game.games.terrorscape import content_schema as V
from game.games.terrorscape.content import load_content

from .content_fixture import write_minimal

EFFECTS_MD = Path(__file__).resolve().parents[3] / "game" / "games" / "terrorscape" / "data" / "EFFECTS.md"


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


def test_a_card_picture_that_is_not_vendored_is_refused(folder):
    """An icon the table would draw as a plain mark is a data error, named by its file, key and line."""
    err = broken(folder, "items", 'name = "Junk"', 'name = "Junk"\nicon = "no-such-picture"')
    assert "no vendored icon 'no-such-picture'" in str(err) and "item[1].icon" in str(err)
    assert f"line {line_of(folder, 'items', 'no-such-picture')}" in str(err)


def test_a_vendored_card_picture_loads(folder):
    path = folder / "items.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('name = "Junk"', 'name = "Junk"\nicon = "key"'),
                    encoding="utf-8")
    assert load_content(str(folder)).items["junk"]["icon"] == "key"


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


# -- the shipped content: the rulebook's counts and every card it names ---------------------------------
@pytest.fixture(scope="module")
def c():
    return load_content(str(EFFECTS_MD.parent))


def effects_of(item: dict, on: str) -> list:
    return [e for ab in item["uses"] if ab["on"] == on for e in ab["effects"]]


def test_the_rulebook_counts(c):
    assert {d: len(c.decks[d]) for d in c.decks} == {"discover": 32, "key": 11, "medical": 10, "weapon": 10,
                                                     "character": 2}
    assert len(c.analysis) == 24 and len({a["id"] for a in c.analysis}) == 24
    assert sorted(c.survivors) == ["evelyn", "quinto", "roy", "victoria", "zach"]
    for kid, k in c.killers.items():
        assert len(k["deck"]) + len(k["ultimate"]) == 13, kid  # 39 Killer skill cards
        assert k["ultimate"], kid
    assert sum(t["side"] == "survivor" for t in c.traits.values()) == 20
    assert sum(t["side"] == "killer" for t in c.traits.values()) == 20
    picks = {d: (x["survivor_draw"], x["survivor_keep"], x["killer_draw"], x["killer_keep"])
             for d, x in c.difficulty.items()}
    assert picks == {"easy": (2, 1, 0, 0), "normal": (2, 1, 2, 1), "hard": (2, 1, 4, 2), "nightmare": (2, 1, 6, 3)}


def test_keys_two_in_the_discover_deck_and_the_marked_key_at_the_bottom(c):
    keys = {d: sum(any(e["kw"] == "KEY" for e in effects_of(c.items[i], "gain")) for i in c.decks[d]) for d in c.decks}
    assert keys["discover"] == 2  # "There are only 2 keys in the discover deck"
    assert keys["discover"] + keys["key"] >= 5
    bottom = c.items[c.decks["key"][-1]]
    assert bottom["marked"] and effects_of(bottom, "gain") == [{"kw": "KEY"}]


def test_the_named_items_do_what_the_rulebook_says(c):
    it = c.items
    assert effects_of(it["alarm_clock"], "extra_action") == [{"kw": "ALARM", "rounds": 2}]
    assert "noise" in it["alarm_clock"]["icons"]  # "the Alarm Clock, which is a [noise] item"
    assert effects_of(it["firecracker"], "extra_action") == [{"kw": "NOISE", "target": "all", "range": None}]
    assert effects_of(it["whiskey_bottle"], "extra_action") == [{"kw": "NOISE", "target": "adjacent", "range": None}]
    assert effects_of(it["toolbox"], "special_action") == [{"kw": "REPAIR", "n": 2, "checkmark": True}]
    assert effects_of(it["zachs_wrench"], "extra_action") == [{"kw": "REPAIR", "n": 1, "checkmark": False}]
    fuel = [ab for ab in it["fuel"]["uses"] if ab["on"] == "special_action"]
    assert fuel[0]["at"] == "vehicle" and fuel[0]["effects"] == [{"kw": "REFUEL"}]
    assert effects_of(it["secret_map"], "always") == [{"kw": "SECRET_MAP"}]
    assert effects_of(it["the_cat"], "drawn") == [{"kw": "CAT"}] and it["the_cat"]["special"] == "cat_stroke"
    assert effects_of(it["flashlight"], "extra_action") == [{"kw": "PASSAGE"}]
    assert effects_of(it["rope"], "extra_action") == [{"kw": "ROPE"}]
    assert effects_of(it["stun_gun"], "weapon") == [{"kw": "COMBAT", "plus": 2, "times": 1}]
    assert it["experimental_gadget"]["charges"] == 4  # the 4 energy tokens


def combat_value(c, who: str, weapon: str, dice_total: int) -> int:
    """The vocabulary's fight arithmetic (EFFECTS.md, COMBAT): dice x times + plus, the weapon's use whose
    needs the fighter holds (the richest), plus the fighter's armed `fight` abilities."""
    times, plus = 1, 0
    uses = [ab for ab in c.items[weapon]["uses"] if ab["on"] == "weapon"]
    use = max(uses, key=lambda ab: len(ab["needs"]))
    fights = [ab for ab in c.survivors[who]["abilities"] if ab["on"] == "fight"]
    for eff in use["effects"] + [e for ab in fights for e in ab["effects"]]:
        if eff["kw"] == "COMBAT":
            times, plus = times * eff["times"], plus + eff["plus"]
    return dice_total * times + plus


def test_the_final_showdown_example_reaches_26_against_25(c):
    """Killer health 20 + 5 (one card); the tactic finds a Fuel (+6); Roy's Hatchet with Close Quarters
    rolls 5 -> 8, Evelyn's Stun Gun rolls 4 -> 6, Zach's Revolver with the Ammo Pack rolls 3 -> 6."""
    tactic = next(a for a in c.analysis if a["id"] == "a01")["tactic"][0]
    assert tactic["needs"] == ["toolbox", "firecracker"]
    assert tactic["effects"] == [{"kw": "FIND", "deck": "discover", "n": 6, "item": "fuel", "plus": 6}]
    assert "fuel" in c.decks["discover"]
    assert "noise" in c.items["alarm_clock"]["icons"]  # the weakness they revealed
    roy = combat_value(c, "roy", "hatchet", 5)
    evelyn = combat_value(c, "evelyn", "stun_gun", 4)
    zach = combat_value(c, "zach", "revolver", 3)
    assert (roy, evelyn, zach) == (8, 6, 6)
    assert 6 + roy + evelyn + zach == 26 >= 20 + 5


def test_the_showdown_examples_rolls_are_typical_of_the_combat_die(c):
    """The printed faces are lost; the die is read from the example's rolls (4 dice "gets a 5", 3 dice
    "a 4", 2 dice "a 3"), taken as typical: 12 pips on 9 dice is its mean, and each roll is a median of
    its number of dice (at least half the rolls reach it, at least half stay at or below it)."""
    faces = c.combat_die
    assert len(faces) == 6 and sum(faces) / 6 == pytest.approx(12 / 9)
    for dice, rolled in ((4, 5), (3, 4), (2, 3)):
        sums = [sum(r) for r in itertools.product(faces, repeat=dice)]
        assert sum(s >= rolled for s in sums) >= len(sums) / 2, (dice, rolled)
        assert sum(s <= rolled for s in sums) >= len(sums) / 2, (dice, rolled)


def test_the_herbal_medicine_tactic_example(c):
    """Show a Herbal Medicine: +1; fight in a Mystic location: +4 (each once)."""
    card = next(a for a in c.analysis if a["id"] == "a05")
    assert [(t["needs"], t["at"], t["effects"]) for t in card["tactic"]] == [
        (["herbal_medicine"], "", [{"kw": "COMBAT", "plus": 1, "times": 1}]),
        ([], "mystic", [{"kw": "COMBAT", "plus": 4, "times": 1}])]


def test_the_survivors_abilities_as_described(c):
    s = c.survivors
    assert all(x["health"] == 2 for x in s.values())  # "Each Survivor normally has 2 health points"
    assert s["evelyn"]["abilities"][0]["effects"] == [{"kw": "BANDAGE", "rounds": 2}]
    vic = s["victoria"]["abilities"][0]
    assert (vic["on"], vic["at"], vic["once"]) == ("special_action", "knowledge", "game")
    assert vic["effects"] == [{"kw": "GAIN", "item": "experimental_gadget"}]
    assert s["quinto"]["abilities"][0]["effects"] == [{"kw": "SHORTCUT"}]
    zach = s["zach"]
    assert zach["start_items"] == ["zachs_wrench"]
    assert (zach["abilities"][0]["level"], zach["abilities"][0]["effects"]) == (3, [{"kw": "MOD", "stat": "repair", "n": 1}])
    assert s["roy"]["abilities"][0]["armed"]


def test_the_named_killer_cards(c):
    sk, k = c.skills, c.killers
    assert (sk["pursue"]["speed"], sk["pursue"]["effects"]) == ("fast", [{"kw": "MOVE", "n": 1}])
    assert sk["recharge"]["speed"] == "slow"
    assert sk["recharge"]["effects"][0]["kw"] == "DELAY"
    assert sk["recharge"]["effects"][0]["effects"] == [{"kw": "MOVE", "n": 1}]
    assert k["orion"]["ultimate"] == {"guided_spear_gun": 3} and k["orion"]["tokens"]["delay"] == 1
    assert sk["cloaking"]["speed"] == sk["deployment"]["speed"] == "special"
    assert sk["deployment"]["effects"][0] == {"kw": "DROID", "n": 1, "target": "range", "range": 1}
    assert k["eyebot"]["tokens"]["droid"] == 5 and k["eyebot"]["tokens"]["delay"] == 6
    assert [e["kw"] for e in sk["slaughter"]["effects"][0]["effects"]] == ["DAMAGE"]
    assert [e["kw"] for e in sk["lockdown"]["effects"][0]["effects"]] == ["BLOCK"]
    para = k["parasitoid"]
    assert para["infect_until"] == 2
    assert (para["tokens"]["safe_tile"], para["tokens"]["infected_tile"], para["tokens"]["flesh"],
            para["tokens"]["testing_station"]) == (4, 1, 1, 2)
    assert sk["split"]["effects"][0]["kw"] == "STEALTH"
    assert sk["parasitic_spores"]["speed"] == "slow"
    assert sk["parasitic_spores"]["effects"][0]["effects"] == [{"kw": "DAMAGE", "target": "range", "range": 1}]
    assert "FLESH" in [e["kw"] for e in sk["hidden_menace"]["effects"]]


def test_every_killer_deck_can_hunt(c):
    """designed: a third of each deck moves the Killer and every deck can find Survivors and fight."""
    for kid, k in c.killers.items():
        cards = [c.skills[uid] for uid in k["deck"]]
        kws = [{e["kw"] for e in card["effects"]} for card in cards]
        movers = sum(bool(s & {"MOVE", "STEALTH", "TELEPORT"}) for s in kws)
        finders = sum(bool(s & {"SENSE", "DROID", "OPERATE"}) for s in kws)
        attacks = sum(card["speed"] == "attack" for card in cards)
        assert movers >= 4 and finders >= 2 and attacks >= 1, (kid, movers, finders, attacks)
        assert k["strength"] + sum(e["n"] for lv in k["levels"].values() for e in lv["effects"]
                                   if e["kw"] == "STRENGTH") <= 10


def test_every_weakness_can_be_met_from_two_decks(c):
    for icon in V.WEAKNESSES:
        decks = {it["deck"] for it in c.items.values() if icon in it["icons"] and it["deck"] != "character"}
        assert len(decks) >= 2, (icon, decks)
    assert {(a["weakness"], a["location"]) for a in c.analysis} == {(w, p) for w in V.WEAKNESSES
                                                                   for p in V.ANALYSIS_PLACES}


def test_every_card_and_killer_has_a_picture(c):
    """Every face the table draws (items, Killer cards, traits) and every Killer's portrait names its icon."""
    rows = list(c.items.values()) + list(c.skills.values()) + list(c.traits.values()) + list(c.killers.values())
    assert [r["id"] for r in rows if not r.get("icon")] == []


def test_cards_read_in_a_sentence_or_two(c):
    texts = [x["text"] for x in list(c.items.values()) + list(c.skills.values()) + list(c.traits.values())
             + list(c.analysis)]
    for text in texts:
        assert len(text) <= 180 and text.count(". ") <= 2, text
