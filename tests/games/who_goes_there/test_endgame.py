"""The Helicopter round: the leader vote, boarding, the Reveal, the Escape Threshold, the Bonus Total and the
three outcomes (named from the rulebook's examples)."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there import endgame
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import content

from .fixtures import act, started

FIVE = ("garry", "kinner", "copper", "mcready", "blair")


def _at_helicopter(infected=(), dead=(), bonuses=None, chars=FIVE):
    s = started(chars=chars)
    d = s.d
    for x in infected:
        d["players"][x]["infected"] = True
    for x in dead:
        d["players"][x]["dead"] = True
    for x, b in (bonuses or {}).items():
        d["players"][x]["bonuses"] = list(b)
    d["round"], d["stage"], d["frame"] = len(d["rounds"]), "helicopter", None
    endgame.begin(s, [])
    s.changed()
    return s


def _no_rolls(monkeypatch):
    monkeypatch.setitem(content().camp["helicopter"], "faces", [0])


def _vote_all(s, trust=True):
    while s.d["frame"]["kind"] == "vote":
        act(s, "trust" if trust else "distrust")


def test_escape_threshold_example_4_x_6_is_24(monkeypatch):
    """Rulebook: two humans board, one is left behind, one died earlier: four humans, 4 x 6 = 24."""
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=(4,), dead=(3,), bonuses={0: [3, 3, 3, 3, 3, 3, 3, 3], 1: [0]})
    _vote_all(s)
    leader = s.d["leader"]
    assert leader == 0
    act(s, "board", who=1)
    act(s, "depart", alone=False)
    res = RULES.result(s)
    assert res["escape_threshold"] == 24 and res["bonus_total"] == 24 and res["winners"] == [0, 1, 2, 3]


def test_the_bonus_total_subtracts_the_infected_aboard(monkeypatch):
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=(1,), bonuses={0: [3, 3], 1: [2], 2: [1]})
    _vote_all(s)
    act(s, "board", who=1)
    act(s, "board", who=2)
    act(s, "depart", alone=False)
    res = RULES.result(s)
    assert res["bonus_total"] == 6 + 1 - 2 and res["escape_threshold"] == 24
    assert res["winners"] == [1]  # short of the threshold with an infected aboard: the infected win


def test_short_of_the_threshold_with_no_infected_aboard_no_one_wins(monkeypatch):
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=(1,))
    _vote_all(s)
    act(s, "depart", alone=True)
    assert RULES.result(s)["winners"] == []


def test_over_infection_everyone_loses(monkeypatch):
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=range(5))
    _vote_all(s)
    act(s, "board", who=1)
    act(s, "depart", alone=False)
    assert RULES.result(s)["winners"] == [] and "over-infection" in RULES.result(s)["reason"]


def test_a_boarding_error_sends_the_humans_instead(monkeypatch):
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=(0, 1), bonuses={2: [6] * 5})
    _vote_all(s)
    assert Action("depart", alone=True) not in RULES.legal_actions(s)  # the infected never leave alone
    act(s, "board", who=1)
    act(s, "depart", alone=False)
    res = RULES.result(s)
    assert sorted(res["aboard"]) == [2, 3, 4] and res["winners"] == [2, 3, 4]


def test_a_lost_vote_passes_the_lead_and_all_losing_returns_it():
    s = _at_helicopter()
    order = s.d["order"]
    act(s, "distrust")
    for _ in range(3):
        act(s, "distrust")
    assert s.d["heli"]["candidate"] == order[1]
    _vote_all(s, trust=False)
    while s.d["frame"]["kind"] == "vote":
        _vote_all(s, trust=False)
    assert s.d["leader"] == order[0] and s.d["frame"]["kind"] == "board"


def test_a_tie_goes_to_the_leader():
    s = _at_helicopter(chars=FIVE[:3])
    first = s.d["frame"]["seat"]
    act(s, "trust")
    seen = RULES.view(s, s.d["frame"]["seat"])["helicopter"]
    assert seen["voted"] == [str(first)] and "votes" not in seen  # who voted shows, not how
    act(s, "distrust")
    assert s.d["frame"] == {"kind": "board", "seat": s.d["order"][0]}


def test_when_everyone_died_nobody_is_asked_nobody_leaves_and_nobody_wins(monkeypatch):
    """designed (camp.toml [designed]): with no living character a dead leader decides nothing: the Reveal and
    the Departure follow at once, with nobody aboard."""
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=(0,), dead=range(5))
    assert s.d["frame"] is None and RULES.legal_actions(s) == []
    res = RULES.result(s)
    assert res["winners"] == [] and res["aboard"] == [] and res["escape_threshold"] == 24


def test_when_everyone_died_infected_it_is_still_an_over_infection(monkeypatch):
    _no_rolls(monkeypatch)
    s = _at_helicopter(infected=range(5), dead=range(5))
    assert "over-infection" in RULES.result(s)["reason"] and RULES.result(s)["winners"] == []


def test_the_dead_share_their_sides_win_on_both_sides(monkeypatch):
    """designed (camp.toml [designed] dead_share_the_win): the humans' escape is a win for every human seat,
    the Thing's departure one for every infected seat, dead or alive; the other reading leaves out the dead
    of both sides alike."""
    _no_rolls(monkeypatch)
    humans_escape = dict(infected=(4,), dead=(3,), bonuses={0: [3] * 8, 1: [0]})

    def play(setup, boards):
        s = _at_helicopter(**setup)
        _vote_all(s)
        for x in boards:
            act(s, "board", who=x)
        act(s, "depart", alone=False)
        return RULES.result(s)

    res = play(humans_escape, [1])
    assert "humans escape" in res["reason"] and res["winners"] == [0, 1, 2, 3]  # 3 died, a human all the same
    thing_leaves = dict(infected=(1, 4), dead=(3, 4))
    res = play(thing_leaves, [1])
    assert "Thing" in res["reason"] and res["winners"] == [1, 4]  # 4 died infected: the Thing's all the same
    monkeypatch.setitem(content().camp["designed"], "dead_share_the_win", False)
    assert play(humans_escape, [1])["winners"] == [0, 1, 2]
    assert play(thing_leaves, [1])["winners"] == [1]
