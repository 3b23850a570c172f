"""The end of the game: the Final Confrontation's rules and every outcome of "See what happens"."""
from __future__ import annotations

import pytest

from game.games.the_thing import finale, flow
from game.games.the_thing.info import THING_SEAT

from .fixtures import RULES, act, legal_kinds, started, take, until


def _at_the_end(seats=4, thing_npc=False, infected_seat=None):
    s = started(seats, chars=("windows", "norris", "garry"))
    d = s.d
    until(s, "assign")
    if not thing_npc:  # Bennings' Infected! card goes: no Thing left among the NPCs
        d["removed"] += d["chars"]["bennings"]["infection"]
        d["chars"]["bennings"]["infection"] = []
    if infected_seat is not None:
        d["players"][infected_seat]["infection"].append(take(s, "multi_thing"))
    d["frame"] = None
    ev = []
    finale.begin(s, ev)
    d["final"]["stage"] = "see"
    d["final"]["queue"] = [x for x in range(1, seats)]
    flow.advance(s, ev)
    return s


@pytest.mark.parametrize("choices,thing_npc,thing_wins", [
    (("wait", "wait", "wait"), False, False),   # everyone waits, no Thing left: the Outpost wins
    (("burn", "wait", "wait"), False, True),    # a Burn with no Thing left: the Thing wins
    (("wait", "wait", "wait"), True, True),     # everyone waits with a Thing among them: the Thing wins
    (("wait", "burn", "wait"), True, False),    # a Burn with a Thing left: the Outpost wins
])
def test_see_what_happens_outcomes(choices, thing_npc, thing_wins):
    s = _at_the_end(thing_npc=thing_npc)
    for choice in choices:
        assert RULES.decision(s).kind == "see"
        act(s, choice)
    res = RULES.result(s)
    assert (res["side"] == "thing") == thing_wins
    assert res["winners"] == ([THING_SEAT] if thing_wins else [1, 2, 3])


def test_the_infected_always_wait_and_win_with_the_thing():
    s = _at_the_end(infected_seat=2)
    act(s, "wait")
    assert legal_kinds(s) == ["wait"]  # seat 2 is infected: no Burn card to choose
    act(s, "wait")
    act(s, "wait")
    res = RULES.result(s)  # seat 2 is a Thing still among them, and everyone waited
    assert res["side"] == "thing" and res["winners"] == [THING_SEAT, 2]


def test_an_uninfected_player_cannot_say_yes():
    s = _at_the_end(infected_seat=2)
    d = s.d
    d["final"]["stage"], d["final"]["queue"] = "ask", [1, 2, 3]
    d["frame"] = None
    flow.advance(s, [])
    assert legal_kinds(s) == ["no"]
    act(s, "no")
    assert sorted(legal_kinds(s)) == ["no", "yes"]
    events = act(s, "yes")
    assert any(e["type"] == "battle" for e in events) or RULES.result(s) is not None


def test_the_helicopter_leaves_the_npcs_behind():
    s = _at_the_end(thing_npc=True)
    d = s.d
    d["helicopter"] = True
    assert finale.things_left(d) is False and finale.npc_reveals(d) == []
    assert all(d["chars"][ch]["seat"] is not None for ch in finale.fighters(d))


def test_the_final_confrontation_fights_the_first_thing_with_everyone():
    s = started(3, chars=("windows", "norris"))
    d = s.d
    until(s, "assign")
    d["frame"] = None
    ev = []
    finale.begin(s, ev)
    flow.advance(s, ev)
    battle = next(e for e in ev if e["type"] == "battle")
    assert battle["foe"] == "first" and len(battle["crew"]) == 12
