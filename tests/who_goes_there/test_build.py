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


def test_the_quick_count_agrees_with_paying_for_every_recipe():
    """build.legal counts what `pay` would find; random hands prove the two agree."""
    from collections import Counter

    from game.core.rng import Rng
    from game.games.who_goes_there import build
    from game.games.who_goes_there.state import content
    cards = [c for c, info in content().cards.items() if info["buildable"]]
    rng = Rng(5)
    for _ in range(400):
        pl = {"hand": [rng.choice(cards) for _ in range(rng.randbelow(6))], "used": [], "unlocks": ["unique"],
              "char": rng.choice(["blair", "garry"]), "locker": rng.choice([None, "buildable", "alcohol", "xp2"]),
              "locker_spent": rng.randbelow(2) == 1}
        have = Counter(content().cards[c]["buildable"] for c in pl["hand"])
        wild = have.pop("any", 0)
        for item in content().items.values():
            assert build._affordable(pl, item["recipe"], have, wild) == (build.pay(pl, item["recipe"]) is not None)
