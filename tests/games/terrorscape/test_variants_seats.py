"""Seating 2 to 6 players (Setup: one Killer player, "all remaining players are Survivors"; always
three Survivor characters). 5 and 6 players: the extra Survivor players share a character with one
of the first three and run it in alternate rounds (# designed, see variants.py)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


@pytest.mark.parametrize("seats, sharers", [
    (2, [[1], [1], [1]]), (3, [[1], [1], [2]]), (4, [[1], [2], [3]]),
    (5, [[1, 4], [2], [3]]), (6, [[1, 4], [2, 5], [3]])])
def test_every_seat_count_seats_three_survivors(seats, sharers):
    state = new(seats=seats)
    d = state.d
    assert [s["seats"] for s in d["surv"].values()] == sharers
    assert [s["seat"] for s in d["surv"].values()] == [x[0] for x in sharers]
    assert d["killer"]["seat"] == 0
    assert state.survivor_seats() == list(range(1, seats))


def test_six_players_sharers_take_turns_by_round():
    state = new(seats=6)
    d = state.d
    assert RULES.decision(state).seat == 1  # round 1: Evelyn is seat 1's
    jump(state, "k_end")
    assert d["round"] == 2
    assert [s["seat"] for s in d["surv"].values()] == [4, 5, 3]
    assert RULES.decision(state).seat == 4 and RULES.decision(state).kind == "s_act"
    jump(state, "k_end")
    assert [s["seat"] for s in d["surv"].values()] == [1, 2, 3]


def test_a_sharer_off_turn_still_sees_the_survivors_side():
    state = new(seats=5)
    d = state.d
    events = RULES.apply(state, Action("step", to=RULES.legal_actions(state)[0]["to"]))
    for seat in (1, 2, 3, 4):
        seen = RULES.redact(events[0], seat)
        assert seen["type"] == "survivor_move", seat
        view = RULES.view(state, seat)
        assert view["side"] == "survivors" and "team" in view
        assert all("loc" in row for row in view["survivors"])
    assert events[0]["type"] == "survivors_act" and RULES.redact(events[0], 0) is None  # no line for the Killer
    assert "loc" not in RULES.view(state, 0)["survivors"][0]
    assert d["surv"]["evelyn"]["seats"] == [1, 4]


@pytest.mark.parametrize("seats", [1, 7])
def test_seat_counts_outside_two_to_six_are_refused(seats):
    with pytest.raises(ValueError):
        new(seats=seats)


def test_the_lobby_refuses_seatings_only_several_options_together_rule_out():
    """Found by `python -m game fuzz`: these passed the lobby's check and then failed at set-up."""
    from game.games.terrorscape.info import INFO

    two_killer_players = {"double_trouble": True, "killer_players": "2"}
    assert "besides the Killer players" in INFO.setup_problem(2, None, two_killer_players)
    assert INFO.setup_problem(3, None, two_killer_players) is None
    assert INFO.setup_problem(4, None, {**two_killer_players, "separate_ways": True}) is not None
    assert INFO.setup_problem(5, None, {**two_killer_players, "separate_ways": True}) is None
    same_twice = {"double_trouble": True, "killer": "eyebot", "second_killer": "eyebot"}
    assert "another Killer" in INFO.setup_problem(3, None, same_twice)
    assert INFO.setup_problem(3, None, {**same_twice, "second_killer": "orion"}) is None
