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
    """With a Blueprint beside the exact cards the builder chooses the payment; the first choice is the thrifty one."""
    s, me, pl = _builder(["blueprint", "wood", "screws"])
    act(s, "build", item="club")
    assert s.d["frame"] == {"kind": "pay", "seat": me, "item": "club", "target": None} and pl["actions"] == 4
    assert RULES.legal_actions(s)[0] == Action("pay", cards=("screws", "wood"), using=())
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert pl["hand"] == ["blueprint"] and pl["items"] == ["club"] and s.d["frame"]["kind"] == "turn"


def test_the_builder_chooses_among_the_distinct_payments():
    """Every distinct card multiset is offered once, and the chosen one is spent."""
    s, me, pl = _builder(["blueprint", "wood", "screws", "screws"])
    pl["locker"], pl["locker_spent"] = "buildable", False
    s.changed()
    act(s, "build", item="club")
    pays = RULES.legal_actions(s)
    got = {(a["cards"], a["using"]) for a in pays}
    assert got == {(("screws", "wood"), ()), (("blueprint", "screws"), ()), (("blueprint", "wood"), ()),
                   (("wood",), ("locker",)), (("screws",), ("locker",)), (("blueprint",), ("locker",))}
    assert len(pays) == len(got)  # no payment twice (two Screws are one choice)
    act(s, "pay", cards=("blueprint", "wood"), using=())
    assert sorted(pl["hand"]) == ["screws", "screws"] and pl["items"] == ["club"] and not pl["locker_spent"]


def test_one_way_to_pay_builds_at_once():
    s, me, pl = _builder(["wood", "screws", "metal"])
    act(s, "build", item="club")
    assert s.d["frame"]["kind"] == "turn" and pl["items"] == ["club"] and pl["hand"] == ["metal"]


def test_the_host_test_kit_paid_by_choice_still_tests_its_target():
    s, me, pl = _builder(["host_test_a", "host_test_b", "blueprint"])
    target = next(x for x in s.d["order"] if x != me)
    act(s, "build", item="host_test_kit", target=target)
    assert s.d["frame"]["kind"] == "pay" and s.d["frame"]["target"] == target
    ev = act(s, "pay", cards=("blueprint", "host_test_b"), using=())
    assert pl["hand"] == ["host_test_a"]
    assert any(e["type"] == "host_test" and e["target"] == target for e in ev)


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


def test_every_listed_payment_covers_the_recipe_once_and_the_first_is_the_thrifty_one():
    """Random hands, Locker faces and Blair's Lighter: each payment `payments` lists spends cards the hand holds,
    covers every Buildable of the recipe exactly (a wildcard, the Locker face or the Lighter standing in for one),
    is listed once, and the first is `pay`'s own choice."""
    from collections import Counter

    from game.core.rng import Rng
    from game.games.who_goes_there import build
    from game.games.who_goes_there.state import content
    cards = content().cards
    pool = [c for c, info in cards.items() if info["buildable"]]
    rng = Rng(11)
    seen_choice = 0
    for _ in range(300):
        pl = {"hand": [rng.choice(pool) for _ in range(rng.randbelow(7))], "used": [], "unlocks": ["unique"],
              "char": rng.choice(["blair", "garry"]), "locker": rng.choice([None, "buildable", "alcohol", "matches"]),
              "locker_spent": rng.randbelow(2) == 1}
        for item in content().items.values():
            recipe = item["recipe"]
            ways = build.payments(pl, recipe)
            first = build.pay(pl, recipe)
            assert bool(ways) == (first is not None)
            if not ways:
                continue
            assert ways[0] == (tuple(sorted(first[0])), tuple(sorted(first[1])))
            assert len(set(ways)) == len(ways)
            seen_choice += len(ways) > 1
            for paid, using in ways:
                assert not Counter(paid) - Counter(pl["hand"])  # only cards held
                assert len(paid) + len(using) == len(recipe) and len(set(using)) == len(using)
                need = Counter(recipe)
                for c in paid:
                    if cards[c]["buildable"] != "any":
                        need[cards[c]["buildable"]] -= 1
                assert all(v >= 0 for v in need.values())  # no exact card beyond what the recipe asks
    assert seen_choice > 50  # the choice is common enough to matter


def test_the_cards_that_pay_for_a_build_are_played_face_up_for_everyone():
    """Rulebook: the builder "play[s] the cards to collect the tile": everyone sees which paid (here a
    Blueprint for the Wood), so secrets.py names "built" among the reveals the rules make, and the fuzz's
    twins, whose hands were dealt afresh, may pay for the same tile with other cards there."""
    from game.games.who_goes_there.audit import secrets
    s, me, pl = _builder(["blueprint", "screws"])
    other = next(x for x in s.d["order"] if x != me)
    built = next(e for e in act(s, "build", item="club") if e["type"] == "built")
    assert RULES.redact(built, other)["cards"] == ["blueprint", "screws"]
    assert "built" in secrets.REVEALS
