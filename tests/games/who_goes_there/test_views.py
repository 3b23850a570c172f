"""Seat views: a seat sees its own hand, Vulnerable cards and status, and of the others only counts; the
spectator sees the public table; everyone's status shows at the Reveal; deck orders never show."""
from __future__ import annotations

from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED

from .fixtures import act, host_asks_to_bunk, started


def test_own_hand_and_status_only():
    s = started()
    d = s.d
    d["players"][1]["vulnerable"], d["players"][1]["infected"] = [CONTAMINATED], True
    d["players"][2]["vulnerable"] = [CLEAN]
    for seat in range(4):
        v = RULES.view(s, seat)
        me = v["players"][seat]
        assert me["hand"] == sorted(d["players"][seat]["hand"]) and me["infected"] == d["players"][seat]["infected"]
        for x, row in enumerate(v["players"]):
            if x != seat:
                assert {"hand", "vulnerable", "infected", "host"}.isdisjoint(row)
                assert row["hand_size"] == len(d["players"][x]["hand"])
        assert v["players"][1]["vulnerable_count"] == 1  # a drawn Vulnerable card is seen, not its face
    spectator = RULES.view(s, None)
    assert all("hand" not in row and "infected" not in row for row in spectator["players"])
    assert all(isinstance(n, int) for n in spectator["decks"].values())  # counts, never the order
    assert RULES.view(s, 1)["players"][1]["host"] is True


def test_a_trade_in_progress_shows_nobody_the_chosen_cards():
    s = started(spaces=["storage"] * 4)
    me = RULES.decision(s).seat
    other = next(x for x in s.d["order"] if x != me)
    s.d["players"][me]["hand"] = ["wood"]
    s.changed()
    act(s, "trade", other=other)
    act(s, "give", card="wood")
    for seat in [None, other]:
        assert "wood" not in str(RULES.view(s, seat)["frame"]) and "trade" not in RULES.view(s, seat)


def test_the_reveal_shows_everyone():
    s = started()
    s.d["players"][3]["infected"] = True
    s.d["result"], s.d["stage"] = {"winners": [], "reason": "test"}, "over"
    v = RULES.view(s, 0)
    assert [row["infected"] for row in v["players"]] == [False, False, False, True]


def test_an_infection_leaves_no_trace_the_others_could_read():
    """Only the two seats of a clicker see what it showed; the events everyone sees are the same whether it
    showed infected or clean."""
    def bunk(show_infected):
        s, a, b = host_asks_to_bunk()
        act(s, "accept")
        events = act(s, "show", infected=show_infected)
        return [RULES.redact(e, 3) for e in events], [RULES.redact(e, None) for e in events]

    assert bunk(True) == bunk(False)


def test_a_twin_keeps_the_first_aid_of_a_revive_waiting_for_its_answer():
    """The offer showed everyone how many First Aid the reviver plays: a twin for the unconscious seat (who
    answers) deals the reviver's other cards afresh but leaves those in its hand, so accepting still works."""
    from game.core.rng import Rng
    from game.games.who_goes_there.audit import twins
    s = started(chars=("garry", "kinner", "copper", "mcready", "blair"))
    d = s.d
    me = RULES.decision(s).seat
    other = next(x for x in d["order"] if x != me)
    d["players"][other].update(strikes=3, unconscious=True, space=d["players"][me]["space"])
    d["players"][me]["hand"] = ["first_aid", "first_aid", "wood"]
    d["players"][other]["hand"] = []
    d["camp_discard"] = ["metal"] * 10  # a pool without First Aid: a dealt-afresh hand would lose them
    s.changed()
    act(s, "revive", target=other, aids=2)
    for salt in range(20):
        twin = twins.others_secrets_changed(s, other, Rng(salt))
        assert twin.d["players"][me]["hand"].count("first_aid") >= 2 and len(twin.d["players"][me]["hand"]) == 3
        RULES.apply(twin, RULES.legal_actions(twin)[0])  # accept: the two First Aid are played
