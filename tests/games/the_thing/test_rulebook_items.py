"""Rules the rulebook states that the engine once bent: the Coast's cards at 2-4 players, the Radio and the
Helicopter used by any player at any time, anytime cards in every phase, the order of the tasks and the
encounter, and the Blood Test at 5-6 players."""
from __future__ import annotations

import pytest

from game.games.the_thing.state import content

from .fixtures import RULES, act, done, give, started, take, until

COAST_CARDS = ("watch_whoever", "getting_late", "screeching")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_coast_cards_are_left_out_where_the_coast_is(seats):
    d = RULES.new_game(3, seats).d
    anywhere = [c for deck in d["decks"].values() for c in deck] + list(d.get("set_aside", ()))
    for cid in COAST_CARDS:
        assert cid not in anywhere and cid in d["removed"]


@pytest.mark.parametrize("seats", [5, 6])
def test_the_coast_cards_are_in_play_with_the_coast(seats):
    d = RULES.new_game(3, seats).d
    anywhere = [c for deck in d["decks"].values() for c in deck]
    for cid in COAST_CARDS:
        assert cid in anywhere and content().cards[cid]["kind"] in ("coast", "coast_remove")


# -- the Blood Test at 5-6 players (Card FAQ) -------------------------------------------------------------
def _blood_test_at_five(prepare=None):
    from game.games.the_thing import flow
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    d = s.d
    d["capitan"] = 1
    until(s, "assign")
    d["players"][3]["infection"] = [take(s, "multi_human")]
    d["coast"] = 0
    if prepare:
        prepare(s)
    d["todo"].append({"do": "blood_test"})
    d["frame"], d["step"] = None, "thingout"
    flow.advance(s, [])
    return s


def test_the_players_not_el_capitan_alone_choose_how_the_blood_test_is_run():
    s = _blood_test_at_five()
    asked = []
    for vote in ("test_npcs", "test_players", "test_players", "test_players"):  # El Capitan is outvoted
        assert RULES.decision(s).kind == "blood_mode"
        asked.append(RULES.decision(s).seat)
        events = act(s, vote)
    assert asked == [1, 2, 3, 4]
    assert RULES.decision(s).kind == "blood_point"
    shown = next(e for e in events if e["type"] == "blood_vote")
    assert shown["mode"] == "test_players" and shown["votes"]["1"] == "test_npcs"


def test_a_blood_test_vote_stays_secret_until_all_have_voted_and_a_tie_tests_the_npcs():
    s = _blood_test_at_five()
    first = act(s, "test_players")
    assert "mode" not in RULES.redact(first[0], 2) and RULES.redact(first[0], 1)["mode"] == "test_players"
    for vote in ("test_players", "test_npcs", "test_npcs"):
        act(s, vote)
    assert RULES.decision(s).kind == "blood_npc" and RULES.decision(s).seat == 1


def test_a_player_the_blood_test_shows_human_may_keep_the_cards_it_may_discard():
    def prepare(s):
        give(s, 3, take(s, "suspicion"))
    s = _blood_test_at_five(prepare)
    d = s.d
    for _ in range(4):
        act(s, "test_players")
    act(s, "point", seat=3)
    act(s, "reveal")
    assert RULES.decision(s).kind == "blood_discard" and RULES.decision(s).seat == 3
    choices = {a.get("card") for a in RULES.legal_actions(s)}
    held = [c for c in d["players"][3]["hand"] if c.startswith("suspicion")] + d["players"][3]["infection"]
    assert choices == set(held) | {None} and len(held) == 2
    act(s, "discard", card=d["players"][3]["infection"][0])  # the infection card goes, the Suspicion card stays
    assert d["players"][3]["infection"] == [] and RULES.decision(s).kind == "blood_discard"
    act(s, "keep")
    assert any(c.startswith("suspicion") for c in d["players"][3]["hand"]) and d["coast"] == 2


# -- the order of the tasks and the encounter (Assign and Resolve) ------------------------------------------
def test_el_capitan_chooses_to_resolve_the_encounter_before_the_tasks():
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    until(s, "assign")
    act(s, "send", char="macready", site="radio")
    done(s)
    assert RULES.decision(s).kind == "order" and RULES.decision(s).seat == 1
    assert {a["site"] for a in RULES.legal_actions(s)} == {"radio", "encounter"}
    events = act(s, "resolve", site="encounter")
    assert any(e["type"] == "roll" for e in events) and not any(e["type"] == "task_roll" for e in events)
    while not any(e["type"] == "task_roll" for e in events):  # the window, the encounter's effects, then the Radio
        legal = RULES.legal_actions(s)
        events += RULES.apply(s, next((a for a in legal if a.kind in ("pass", "done", "stop")), legal[0]))
    kinds = [e["type"] for e in events]
    assert kinds.index("encounter_result") < kinds.index("task_roll")
    assert next(e for e in events if e["type"] == "task_roll")["task"] == "radio"


def test_a_task_resolved_first_is_rolled_before_the_encounter():
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    until(s, "assign")
    act(s, "send", char="macready", site="radio")
    act(s, "send", char="palmer", site="bulldozer")
    done(s)
    events = act(s, "resolve", site="bulldozer")
    assert [e["task"] for e in events if e["type"] == "task_roll"] == ["bulldozer"]
    assert RULES.decision(s).kind == "order" and {a["site"] for a in RULES.legal_actions(s)} == {"radio", "encounter"}
    events = act(s, "resolve", site="radio")
    assert [e["task"] for e in events if e["type"] == "task_roll"] == ["radio"]
    assert any(e["type"] == "roll" for e in events)  # the encounter, the last one left, follows by itself


# -- the Radio and the Helicopter: any player, at any time, straight to See what happens ---------------------
def _finished(s, task):
    s.d["tasks"][task]["tokens"] = content().tasks[task]["difficulty"]
    s.changed()


def test_any_outpost_player_may_use_a_finished_radio_in_the_suspicion_phase():
    s = started(3, chars=("windows", "norris"))
    d = s.d
    d["capitan"] = 1
    _finished(s, "radio")
    until(s, "cards", free=True)
    while RULES.decision(s).seat != 2:  # seat 2 is not El Capitan
        act(s, "pass")
    assert d["step"] == "bench" and d["window"]["ctx"] == "free"  # the Suspicion phase's window
    assert ("use", "rescue") in {(a.kind, a.get("power")) for a in RULES.legal_actions(s)}
    events = act(s, "use", power="rescue")
    assert "window" not in d and d["final"]["stage"] == "see" and RULES.decision(s).kind == "see"
    assert not any(e["type"] in ("battle", "final_confrontation") for e in events)


def test_the_helicopter_used_during_a_roll_skips_the_final_confrontation_and_leaves_the_npcs():
    s = started(3, chars=("windows", "norris"))
    d = s.d
    d["capitan"] = 1
    _finished(s, "helicopter")
    until(s, "cards")
    assert d["window"]["ctx"] == "roll"
    while RULES.decision(s).seat == 0:
        act(s, "pass")
    events = act(s, "use", power="fly")
    assert "roll" not in d and "window" not in d and d["helicopter"] and RULES.decision(s).kind == "see"
    for seat in (1, 2):
        assert RULES.decision(s).seat == seat
        events += act(s, "wait")
    assert not any(e["type"] in ("battle", "final_confrontation") for e in events)
    # Bennings (Infected!) stayed at the outpost: no Thing left among those who flew, and everyone waited
    assert d["result"]["side"] == "outpost" and d["result"]["winners"] == [1, 2]


def test_the_thing_player_and_a_revealed_thing_may_not_use_the_radio():
    from game.games.the_thing import cards
    s = started(4, chars=("windows", "norris", "garry"))
    _finished(s, "radio")
    until(s, "cards", free=True)
    s.d["players"][3]["revealed"] = True
    assert cards.escapes(s.d, 0) == [] and cards.escapes(s.d, 3) == [] and cards.escapes(s.d, 1) == ["rescue"]


# -- anytime cards in every phase --------------------------------------------------------------------------
def _peek_offered(s, seat=2) -> bool:
    return any(a.kind == "play" and a["card"] == "heart_condition" for a in RULES.legal_actions(s)) \
        and RULES.decision(s).seat == seat


def _to_seat(s, seat):
    while RULES.decision(s).kind == "cards" and RULES.decision(s).seat != seat:
        act(s, "pass")


def test_an_anytime_card_may_be_played_after_an_event_in_the_suspicion_phase_and_in_assign():
    from .fixtures import in_free_window

    def before(s):
        give(s, 2, "heart_condition")
    s = started(3, chars=("windows", "norris"), before_first=before, top="trust")
    d = s.d
    d["capitan"] = 1
    seen = []
    for _ in range(300):
        if in_free_window(s) and RULES.decision(s).seat == 2 and "heart_condition" in d["players"][2]["hand"]:
            where = (d["current"], d["step"])
            if where not in [w for w, _ in seen]:
                seen.append((where, _peek_offered(s)))
        legal = RULES.legal_actions(s)
        quiet = [a for a in legal if a.kind in ("pass", "done", "stay", "refuse", "stop")]
        RULES.apply(s, quiet[0] if quiet else legal[0])
        if d["round"] >= 2:
            break
    steps = [w[1] for w, _ in seen]
    assert ("trust", "reveal") in [w for w, _ in seen]  # after the event Matters of Trust
    assert "bench" in steps and "resolve" in steps  # the Suspicion phase's window, Assign's window
    assert all(ok for _, ok in seen)


def test_an_anytime_window_closes_once_every_seat_has_passed_in_turn():
    from .fixtures import in_free_window
    s = started(4, chars=("windows", "norris", "garry"))
    d = s.d
    until(s, "cards", free=True)
    assert in_free_window(s)
    step, order = d["step"], list(d["window"]["order"])
    asked = []
    while in_free_window(s) and d["step"] == step and len(asked) < 20:
        asked.append(RULES.decision(s).seat)
        act(s, "pass")
    assert sorted(asked) == sorted(x for x in order if d["players"][x]["hand"]) and len(asked) == len(set(asked))
    assert "window" not in d or d["window"]["ctx"] != "free" or d["step"] != step


def test_an_anytime_window_asks_a_seat_with_no_anytime_card_as_it_asks_one_with_some():
    from .test_asked_seats import _twins, _watch
    a, b = _twins(["heart_condition", "jed"], ["warm_up", "jed"])
    for s in (a, b):
        until(s, "infect")
    seen_a, seen_b = _watch(a, 2), _watch(b, 2)
    assert [(x, k) for x, k, _ in seen_a] == [(x, k) for x, k, _ in seen_b]
    assert seen_a == seen_b
    free = [(x, k) for x, k, views in seen_a if k == "cards" and views[0].get("window", {}).get("ctx") == "free"]
    assert (2, "cards") in free


def test_a_player_shown_human_is_asked_alike_whether_or_not_it_holds_a_suspicion_card():
    seen = []
    for with_suspicion in (True, False):
        def prepare(s, with_suspicion=with_suspicion):
            hand = s.d["players"][3]["hand"]
            for cid in [c for c in hand if c.startswith("suspicion")]:
                hand.remove(cid)
                s.d["decks"]["suspicion"].append(cid)
            give(s, 3, take(s, "suspicion") if with_suspicion else take(s, "jed"))
        s = _blood_test_at_five(prepare)
        for _ in range(4):
            act(s, "test_players")
        act(s, "point", seat=3)
        act(s, "reveal")
        act(s, "discard", card=s.d["players"][3]["infection"][0])
        seen.append((RULES.decision(s).kind, RULES.decision(s).seat, RULES.view(s, 1)["players"][3]["hand_size"]))
    assert seen[0] == seen[1] == ("blood_discard", 3, seen[0][2])
