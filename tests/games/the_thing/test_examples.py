"""The rulebook's worked examples as named tests: the 3-player draw, the Helicopter task rolling 5 dice, and
Review Evidence losing 2D6 for Meteorology with UHHsss refused for want of Biology."""
from __future__ import annotations

from game.games.the_thing.info import THING_SEAT

from .fixtures import RULES, act, done, give, legal_kinds, play_of, started, until


def test_three_player_draw_example():
    """An encounter says draw 1: each Outpost player draws 1, the Thing 1 per Outpost player (2)."""
    s = started(3, top="autopsy")  # "Autopsy of Norwegian-thing": draw 1 (encounters.toml)
    hands = [len(p["hand"]) for p in s.d["players"]]
    assert s.d["current"] == "autopsy"
    assert hands[THING_SEAT] == 6 + 2 and hands[1] == hands[2] == 6 + 1


def test_the_thing_draws_at_most_three():
    s = started(6, top="autopsy")
    assert len(s.d["players"][THING_SEAT]["hand"]) == 6 + 3


def test_helicopter_task_rolls_five_dice():
    """MacReady, Childs and Palmer on the Helicopter: 3 dice of theirs + 1 for Mechanic + 1 for Pilot (one
    die for the skill however many have it)."""
    s = started(3, chars=("windows", "norris"))
    until(s, "assign")
    for ch in ("macready", "childs", "palmer"):
        act(s, "send", char=ch, site="helicopter")
    done(s)
    events = act(s, "resolve", site="helicopter")
    roll = next(e for e in events if e["type"] == "task_roll" and e["task"] == "helicopter")
    assert len(roll["dice"]) == 5 and roll["crew"] == ["macready", "palmer", "childs"]
    assert s.d["tasks"]["helicopter"]["tokens"] == roll["successes"]


def test_no_card_may_change_a_task_roll():
    s = started(3, chars=("windows", "norris"))
    until(s, "assign")
    act(s, "send", char="macready", site="radio")
    give(s, 1, "jed")
    done(s)
    events = act(s, "resolve", site="radio")
    assert any(e["type"] == "task_roll" for e in events) and RULES.decision(s).kind in ("cards", "thingout")
    assert all(e["type"] != "dice" for e in events)  # the window opens on the encounter's roll only


def _review(seats: int):
    s = started(seats, chars=("windows", "norris"), top="review_evidence")
    s.d["capitan"] = 1
    give(s, 1, "uhhsss", "different")
    until(s, "assign")
    for ch in ("norris", "macready")[seats - 2:]:  # crew minimum 3: NPCs make the team up
        act(s, "send", char=ch, site="encounter")
    return s, done(s)


def test_review_evidence_example():
    """Windows, Norris and MacReady: 3 dice less 2D6 for no Meteorology; UHHsss needs Biology (refused),
    'Cos it's different needs a Tough character (MacReady is)."""
    s, events = _review(3)
    roll = next(e for e in events if e["type"] == "roll")
    assert roll["crew"] == ["macready", "windows", "norris"] and roll["lost"] == 2 and len(roll["dice"]) == 1
    assert RULES.decision(s).kind == "cards" and RULES.decision(s).seat == 1
    assert play_of(s, "uhhsss") == [] and "uhhsss" in s.d["players"][1]["hand"]
    assert len(play_of(s, "different")) == 1
    before = s.d["roll"]["bonus"]
    act(s, "play", card="different")
    if RULES.decision(s).kind == "react":  # somebody could cancel it: let it through
        act(s, "pass")
    assert s.d["roll"]["bonus"] == before + 1


def test_two_players_lose_one_die_per_missing_skill():
    s, events = _review(2)
    roll = next(e for e in events if e["type"] == "roll")
    assert roll["lost"] == 1 and len(roll["dice"]) == 2


def test_a_roll_never_goes_below_no_dice():
    s = started(3, chars=("windows", "norris"), top="saucer_site")  # Pilot and Meteorology both missing
    until(s, "assign")
    events = done(s)
    roll = next(e for e in events if e["type"] == "roll")
    assert roll["lost"] == 4 and roll["dice"] == []
    assert "discard_dice" not in legal_kinds(s) or s.d["players"][RULES.decision(s).seat]["infection"]
