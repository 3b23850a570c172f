"""Character cards and Landmarks: Copper's Blood Test, Blair's Host Test, Clark's Jack, Landmarks in play."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CONTAMINATED, item_dice

from .fixtures import act, seat_of, started

CHARS = ("garry", "copper", "blair", "clark", "norris")


def _my_turn(chars=CHARS, **kw):
    s = started(chars=chars, **kw)
    return s, RULES.decision(s).seat


def test_the_blood_test_shows_both_their_true_status_and_nobody_else():
    s, me = _my_turn()
    d = s.d
    other = next(x for x in d["order"] if x != me)
    d["players"][other]["infected"] = True
    d["players"][me]["hand"].append("blood_test")
    s.changed()
    events = act(s, "play", card="blood_test", target=other)
    test = next(e for e in events if e["type"] == "blood_test")
    assert RULES.redact(test, me)["target_infected"] is True
    assert RULES.redact(test, other)["tester_infected"] is False
    third = next(x for x in range(5) if x not in (me, other))
    assert "target_infected" not in RULES.redact(test, third) and "tester_infected" not in RULES.redact(test, None)


def test_the_host_test_card_finds_the_host():
    s, me = _my_turn()
    d = s.d
    other = next(x for x in d["order"] if x != me)
    d["players"][other]["vulnerable"], d["players"][other]["infected"] = [CONTAMINATED], True
    d["vulnerable"].remove(CONTAMINATED)
    d["players"][me]["hand"].append("host_test")
    s.changed()
    events = act(s, "play", card="host_test", target=other)
    assert RULES.redact(next(e for e in events if e["type"] == "host_test"), me)["host"] is True


def test_jack_adds_a_red_die_trained_a_blue_one_and_runs_off_unfed():
    s, _ = _my_turn()
    d = s.d
    clark = seat_of(s, "clark")
    pl = d["players"][clark]
    pl["unlocks"].append("unique")
    pl["dog"] = "jack"
    assert item_dice(pl, "attack") == 1 and item_dice(pl, "setback") == 0
    pl["dog"] = "trained"
    assert item_dice(pl, "setback") == 1
    pl["hand"] = ["canned_food"]
    d["frame"] = {"kind": "food", "seat": clark}
    s.changed()
    act(s, "eat", card="canned_food")
    assert d["frame"] == {"kind": "feed_dog", "seat": clark}
    assert RULES.legal_actions(s) == [Action("let_go")]
    act(s, "let_go")
    assert pl["dog"] == "gone" and item_dice(pl, "attack") == 0


def test_norris_tractor_shed_lets_players_outside_build():
    s, me = _my_turn(spaces=["phase1"] * 5)
    d = s.d
    d["players"][me]["hand"] = ["landmark_norris", "wood", "screws"]
    s.changed()
    assert not any(a.kind == "build" for a in RULES.legal_actions(s))
    act(s, "play", card="landmark_norris")
    assert d["landmarks"] == [["landmark_norris", "outside"]]
    act(s, "build", item="club")
    assert "club" in d["players"][me]["items"]


def test_clarks_kennel_lets_players_trade_across_locations():
    s, me = _my_turn(spaces=["storage", "phase1", "phase1", "phase1", "phase1"])
    d = s.d
    d["players"][me]["space"] = "storage"
    others = [x for x in range(5) if x != me]
    for x in others:
        d["players"][x]["space"] = "phase1"
    s.changed()
    assert not any(a.kind == "trade" for a in RULES.legal_actions(s))
    d["players"][me]["hand"].append("landmark_clark")
    s.changed()
    act(s, "play", card="landmark_clark")
    assert {a["other"] for a in RULES.legal_actions(s) if a.kind == "trade"} == set(others)


def test_kinners_galley_draws_two_and_keeps_one():
    s, me = _my_turn(chars=("garry", "kinner", "copper"))
    d = s.d
    d["players"][me]["hand"] = ["landmark_kinner"]
    d["players"][me]["space"] = "storage"
    d["decks"]["storage"] += ["snack", "first_aid"]
    s.changed()
    act(s, "play", card="landmark_kinner")
    act(s, "search", deck="storage")
    assert d["frame"]["kind"] == "keep_one" and sorted(d["frame"]["cards"]) == ["first_aid", "snack"]
    assert "cards" not in RULES.view(s, (me + 1) % 3)["frame"]
    act(s, "keep", card="first_aid")
    assert d["players"][me]["hand"] == ["first_aid"] and d["decks"]["storage"][0] == "snack"


def test_barclays_walkie_talkie_dropped_serves_anyone_on_its_space():
    s, _ = _my_turn(chars=("barclay", "garry", "copper"))
    d = s.d
    barclay = seat_of(s, "barclay")
    d["players"][barclay]["items"].remove("walkie_red")
    d["walkies"] = {"walkie_red": "storage"}
    garry = seat_of(s, "garry")
    d["players"][garry]["space"] = "storage"
    d["event"] = "dogs_loose"
    d["roll"] = {"seat": garry, "vs": "attack", "need": 1, "dice": 1, "successes": 0, "source": "event"}
    from game.games.who_goes_there import rolls
    assert "reroll_event_attack" in rolls.rerolls(d, garry)
    d["players"][garry]["space"] = "workshop"
    assert "reroll_event_attack" not in rolls.rerolls(d, garry)
