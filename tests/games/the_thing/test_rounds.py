"""Set-up by player count, and the round's rules not shown by the worked examples: El Capitan's bench never
twice running, Bad Blood, the vote's tie, the task powers, the Blair-saucer roll, the Coast's ten tokens."""
from __future__ import annotations

import pytest

from game.games.the_thing import effects, flow
from game.games.the_thing.info import THING_SEAT
from game.games.the_thing.state import content, kind

from .fixtures import RULES, act, in_free_window, legal_kinds, pass_free, started, until


@pytest.mark.parametrize("seats,multi,suspicion,extras", [
    (2, 0, 0, False), (3, 2, 0, False), (4, 3, 0, False), (5, 4, 4, True), (6, 5, 5, True)])
def test_set_up_by_player_count(seats, multi, suspicion, extras):
    d = RULES.new_game(7, seats).d
    assert sum(kind(c).startswith("multi") for c in d["decks"]["thing1"]) == multi
    assert len(d["decks"]["suspicion"]) == suspicion and d["extras"] == extras
    assert len(d["decks"]["action"]) == (8 if extras else 0)
    removed_encounters = set(d["encounters_removed"])
    assert ("fuse" in removed_encounters) == (not extras)
    assert ({"man_in_charge", "cuts_loose"} <= removed_encounters) == (seats == 2)
    in_decks = {c for deck in d["decks"].values() for c in deck}
    for cid in ("fossil", "motherfucker", "norwegian_heli"):
        assert (cid in in_decks) == extras


def test_el_capitan_never_benches_the_same_player_twice_running():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    d = s.d
    until(s, "bench")
    act(s, "bench", seat=3)
    d["benched_last"], d["benched"] = 3, None  # as the round's end leaves it
    d["frame"], d["step"] = None, "bench"
    flow.advance(s, [])
    assert RULES.decision(s).kind == "bench" and 3 not in [a["seat"] for a in RULES.legal_actions(s)]


def test_bad_blood_refused_puts_a_token_on_the_coast():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    d = s.d
    until(s, "bad_blood_pick")
    act(s, "choose", seat=2)
    assert RULES.decision(s).seat == 2 and "refuse" in legal_kinds(s)
    act(s, "refuse")
    assert d["coast"] == 1


def test_ten_tokens_on_the_coast_win_for_the_thing():
    s = started(6, chars=("windows", "norris", "garry", "copper", "fuchs"))
    d = s.d
    d["coast"] = 9
    until(s, "bad_blood_pick")
    act(s, "choose", seat=2)
    act(s, "refuse")
    assert d["result"]["side"] == "thing" and "Coast" in d["result"]["reason"]


def test_a_tied_vote_keeps_el_capitan():
    d = {"votes": {"1": 2, "2": 3}, "capitan": 1}
    effects.vote_count(d, [])
    assert d["capitan"] == 1
    d = {"votes": {"1": 2, "2": 2, "3": 3}, "capitan": 1}
    effects.vote_count(d, [])
    assert d["capitan"] == 2


def _end_of_round(s):
    d = s.d
    until(s, "assign")
    d["frame"], d["step"] = None, "saucer"
    return d


def test_the_radio_used_at_the_end_of_a_round_goes_straight_to_see_what_happens():
    s = started(3, chars=("windows", "norris"))
    d = _end_of_round(s)
    d["capitan"] = 1
    d["tasks"]["radio"]["tokens"] = content().tasks["radio"]["difficulty"]
    d["saucer"] = []
    flow.advance(s, [])
    assert RULES.decision(s).kind == "powers" and RULES.decision(s).seat == 1
    events = act(s, "use", power="rescue")
    assert d["step"] == "final" and d["final"]["stage"] == "see" and not d["helicopter"]
    assert RULES.decision(s).kind == "see" and not any(e["type"] == "battle" for e in events)


@pytest.mark.parametrize("dice,wins", [([6, 6, 6], True), ([6, 6, 1], False)])
def test_the_blair_saucer_roll(monkeypatch, dice, wins):
    s = started(3, chars=("windows", "norris"))
    d = _end_of_round(s)
    d["saucer"] = [d["decks"]["thing2"].pop() for _ in range(3)]
    flow.advance(s, [])
    assert RULES.decision(s).kind == "saucer" and RULES.decision(s).seat == THING_SEAT
    monkeypatch.setattr(flow, "roll_dice", lambda state, n: list(dice))
    act(s, "roll")
    if wins:
        assert d["result"]["side"] == "thing" and "saucer" in d["result"]["reason"]
    else:
        assert d["result"] is None and len(d["saucer"]) == 2  # a failed roll costs a card from under it


def test_events_are_followed_and_skipped_past():
    """An event: its instructions, its card window, then the next card (no draws, no infection card)."""
    s = started(3, chars=("windows", "norris"), top="trust")
    d = s.d
    assert d["current"] == "trust" and RULES.decision(s).kind == "pass_card"
    hands = [len(p["hand"]) for p in d["players"]]
    act(s, "give", card=sorted(d["players"][RULES.decision(s).seat]["hand"])[0])
    act(s, "give", card=sorted(d["players"][RULES.decision(s).seat]["hand"])[0])
    assert d["current"] == "trust" and in_free_window(s)  # the anytime cards' window after the event
    pass_free(s)
    assert d["current"] == "explore_camp" and d["round"] == 1
    assert len(d["players"][1]["hand"]) == hands[1] + 2  # passed one, got one, drew two


def test_the_step_that_turns_up_an_encounter_card_cannot_be_undone():
    """Found by the fuzz's audit: the Encounter deck is shuffled, so the card turned up is news; the step
    that turned it up (here the last character picked, nothing drawn or rolled) was undoable, and a seat
    could take back its choice once it had seen the card."""
    from tests.helpers.engine_checks import first_step_showing

    step = first_step_showing("the_thing", 4, 1, "encounter")
    assert not any(e["type"] in ("draw", "roll", "reshuffle", "turn") for e in step.events)  # the reveal alone
    assert step.barrier
