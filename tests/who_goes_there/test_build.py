"""Building from the Build Menu: recipes, upgrades returning tiles, the tray's supply, slots, duplicates, coats."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES

from .fixtures import act, seat_of, started


def _builder(hand, items=(), chars=("garry", "kinner", "copper", "norris")):
    s = started(chars=chars, spaces=["workshop"] * len(chars))
    me = RULES.decision(s).seat
    pl = s.d["players"][me]
    pl["hand"], pl["items"] = list(hand), list(items)
    s.changed()
    return s, me, pl


def test_a_club_upgrades_to_a_torch_and_goes_back_to_the_tray():
    """Rulebook: with a Club, the first upgrades are a Torch or a Barricade."""
    s, me, pl = _builder(["cloth", "alcohol", "wood", "metal"], items=["club"])
    s.d["tiles"]["club"] -= 1
    builds = {a["item"] for a in RULES.legal_actions(s) if a.kind == "build"}
    assert {"torch", "barricade"} <= builds
    before = s.d["tiles"]["club"]
    act(s, "build", item="torch")
    assert pl["items"] == ["torch"] and s.d["tiles"]["club"] == before + 1 and pl["actions"] == 4
    assert sorted(pl["hand"]) == ["metal", "wood"]


def test_exact_buildables_are_spent_before_a_wildcard():
    s, me, pl = _builder(["blueprint", "wood", "screws"])
    act(s, "build", item="club")
    assert pl["hand"] == ["blueprint"]


def test_the_locker_buildable_face_stands_in_for_one_card():
    s, me, pl = _builder(["wood"])
    pl["locker"], pl["locker_spent"] = "buildable", False
    s.changed()
    act(s, "build", item="club")
    assert pl["items"] == ["club"] and pl["locker_spent"]


def test_slots_duplicates_and_one_coat():
    s, me, pl = _builder(["wood", "screws", "cloth", "cloth"], items=["parka", "toolkit"])
    assert not any(a.kind == "build" for a in RULES.legal_actions(s))  # two slots, both full
    pl["items"] = ["parka"]
    s.changed()
    builds = {a["item"] for a in RULES.legal_actions(s) if a.kind == "build"}
    assert "club" in builds and "parka" not in builds  # one coat at a time, no duplicate


def test_norris_may_equip_duplicates_once_unlocked():
    s = started(chars=("norris", "garry", "kinner"), spaces=["workshop"] * 3)
    norris = seat_of(s, "norris")
    pl = s.d["players"][norris]
    pl["hand"], pl["items"] = ["wood", "screws"], ["club"]
    s.d["frame"] = {"kind": "turn", "seat": norris}
    s.changed()
    assert Action("build", item="club") not in RULES.legal_actions(s)
    pl["unlocks"].append("unique")
    s.changed()
    assert Action("build", item="club") in RULES.legal_actions(s)


def test_an_empty_tray_means_no_build():
    s, me, pl = _builder(["wood", "screws"])
    s.d["tiles"]["club"] = 0
    s.changed()
    assert Action("build", item="club") not in RULES.legal_actions(s)
