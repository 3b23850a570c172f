"""The Who Goes There? table's share of the rules made whole in session 23 (wgtrules): ending a turn with the
Camp Event unresolved asks first, naming the event and its penalty (rulebook line 282: the table reminds them);
Garry's Taking Control question, a build's payment and a Revive with several First Aid have their words and
places (chips over the hand; the Revive on the target's board)."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.core.actions import Action  # noqa: E402
from game.games.who_goes_there.state import content  # noqa: E402
from game.ui.tables.who_goes_there import prompt as wp  # noqa: E402
from game.ui.tables.who_goes_there.opening import open_wgt  # noqa: E402

from ...table_input import humans, look_as_decider, reach_by_play  # noqa: E402
from .test_wgt_table import app  # noqa: E402,F401  (the table test's fixture: guide seen, fast animations)


def _unresolved(t) -> bool:
    v = t.view
    f = v.get("frame") or {}
    info = content().events.get(v.get("event") or "", {})
    return f.get("kind") == "turn" and info.get("kind") in ("attack", "setback") \
        and not v["players"][f["seat"]]["event_done"]


def test_ending_a_turn_with_the_camp_event_unresolved_asks_first_naming_it(app):
    table = reach_by_play(app, open_wgt, 4, _unresolved, tries=8, steps=400, avoid=("assault", "infection_attack"))
    s = table.session
    event = content().events[table.view["event"]]
    end = next(a for a in table.legal() if a.kind == "end_turn")
    n = len(s.steps)
    table.request(end)
    box = table.choosing.confirming
    assert box is not None and len(s.steps) == n
    assert event["name"] in box.question and wp.penalty_words(table.view["event"]) in box.question
    table.choosing.answer_confirm(False)
    assert len(s.steps) == n and any(a.kind == "resolve_event" for a in table.legal())
    table.request(next(a for a in table.legal() if a.kind == "resolve_event"))
    assert s.steps[n].action.kind == "resolve_event"


def test_no_question_once_the_event_is_resolved():
    view = {"seat": 0, "event": "dogs_loose", "players": [{"event_done": True}], "frame": {"kind": "turn", "seat": 0}}
    end = Action("end_turn")
    assert not wp.classify(view, end, [end]).confirm
    view["players"][0]["event_done"] = False
    risk = wp.classify(view, end, [end])
    assert risk.confirm and "take a Strike" in risk.confirm
    view["event"] = "boiler_pressure"  # an Instant: nothing to resolve in the turn
    assert not wp.classify(view, end, [end]).confirm


def test_taking_control_payment_and_revive_choices_have_words_and_places():
    view = {"seat": 1, "players": [{}, {}], "frame": {"kind": "assist", "seat": 1, "for": 0}}
    for a, word in ((Action("pass"), "Pass"), (Action("assist"), "Taking Control")):
        (path,) = wp.anchor_paths(view, a)
        assert path[0][0] == "chip" and wp.chip_word(path[0][1]) == word
    pays = [Action("pay", cards=("screws", "wood"), using=()), Action("pay", cards=("blueprint",), using=("locker",))]
    keys = wp.chip_keys({"seat": 1, "frame": {"kind": "pay"}}, pays)
    assert len(keys) == 2  # one chip per distinct payment
    assert wp.chip_word(keys[0]) == "Pay Screws, Wood" and wp.chip_word(keys[1]) == "Pay Blueprint, Locker die"
    assert wp.label(pays[1], "Pay", str) == "Pay with Blueprint, Locker die"
    revive = Action("revive", target=0, aids=2)
    assert wp.label(revive, "Revive", lambda x: "Kinner") == "Revive Kinner with 2 First Aid"
    assert (("camp", 0),) in wp.anchor_paths(view, revive)


def test_garrys_taking_control_question_is_answered_by_a_chip_on_the_table(app):
    """Four humans of the base game (Garry among them), each turn resolving the Camp Event, taking a short roll and
    ending: until another player's Attack falls short and Garry's seat is asked. His answers are chips over his
    hand (Taking Control only when he holds it), and a click on Pass lets the roll end with its penalty."""
    from ...table_input import click_anchor
    table = None
    for sd in range(6):
        table = open_wgt(app, humans(4), {"characters": "base_first"}, sd, autosave=False)
        s, rng = table.session, random.Random(sd)
        for _ in range(800):
            look_as_decider(table)
            if s.over or (table.view.get("frame") or {}).get("kind") == "assist":
                break
            legal = table.legal()
            pick = next((a for k in ("resolve_event", "accept", "end_turn") for a in legal if a.kind == k), None)
            s.apply(pick or rng.choice(legal), s.deciding_seat())
        if (table.view.get("frame") or {}).get("kind") == "assist":
            break
    else:
        raise AssertionError("no Taking Control question reached")
    me = table.view["seat"]
    assert table.view["frame"]["for"] != me and table.session.state.d["chars"][me] == "garry"
    lit = table.choosing.lit_anchors()
    assert ("chip", "pass") in lit
    assert (("chip", "assist") in lit) == ("taking_control" in table.view["players"][me]["hand"])
    n = click_anchor(app, table, ("chip", "pass"))
    assert s.steps[n].action == Action("pass") and "roll" not in s.state.d
