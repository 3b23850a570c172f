"""Variant 3: Double Trouble, as the rulebook writes it (fixture map and cards; the second Killer is
the fixture "Stalker", see dt_fixture.py)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import showdown
from game.games.terrorscape.rules import RULES

from .dt_fixture import TWIN, twin  # noqa: F401  (the second Killer)
from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def dt(seats=2, seed=1, **opts):
    return new(seed=seed, seats=seats, double_trouble=True, second_killer=TWIN, **opts)


def both(state):
    return {k["id"]: k for k in [state.d["killer"]] + state.d["other_killers"]}


def end_survivors_turn(state):
    jump(state, "k_reappear")


# -- setup ------------------------------------------------------------------------------------
def test_setup_two_killers_one_key_one_repair_each(twin):
    state = dt()
    d = state.d
    ks = both(state)
    assert set(ks) == {"orion", TWIN} and all(k["loc"] == "R3" and len(k["hand"]) == 2 for k in ks.values())
    assert d["keys"] == 1 and d["stand"] == ["marked_key.0"] and "marked_key.0" not in d["decks"]["key"]
    assert d["radio"] == 1 and d["vehicle"] == 1
    assert d["killer"]["id"] == d["dt"]["order"][d["dt"]["first"]]  # the first Killer token's holder acts first
    firsts = {new(seed=s, seats=2, double_trouble=True, second_killer=TWIN).d["killer"]["id"] for s in range(12)}
    assert firsts == {"orion", TWIN}  # drawn at random


@pytest.mark.parametrize("seats, killer_players, killers, survivors", [
    (2, "auto", [0, 0], [[1], [1], [1]]),
    (3, "auto", [0, 0], [[1], [1], [2]]),
    (3, "2", [0, 1], [[2], [2], [2]]),
    (4, "2", [0, 1], [[2], [2], [3]]),
    (5, "auto", [0, 1], [[2], [3], [4]]),
    (5, "1", [0, 0], [[1, 4], [2], [3]]),
])
def test_one_player_may_control_both_killers(twin, seats, killer_players, killers, survivors):
    state = dt(seats=seats, killer_players=killer_players)
    d = state.d
    assert sorted(k["seat"] for k in both(state).values()) == killers
    assert [s["seats"] for s in d["surv"].values()] == survivors


def test_double_trouble_is_for_two_to_five_players(twin):
    with pytest.raises(ValueError):
        dt(seats=6)


# -- the Killers' turns -----------------------------------------------------------------------
def test_the_first_killer_then_the_second_and_the_token_passes(twin):
    state = dt()
    d = state.d
    first, second = d["dt"]["order"][d["dt"]["first"]], d["dt"]["order"][1 - d["dt"]["first"]]
    end_survivors_turn(state)
    assert d["killer"]["id"] == first and RULES.decision(state).kind == "k_fast"
    jump(state, "k_end")
    assert d["killer"]["id"] == second and RULES.decision(state).kind == "k_fast" and d["round"] == 1
    jump(state, "k_end")
    assert d["round"] == 2 and RULES.decision(state).kind == "s_act"
    end_survivors_turn(state)
    assert d["killer"]["id"] == second  # the token passed at the end of the second Killer's turn


def test_each_killer_draws_two(twin):
    state = dt()
    k = state.d["killer"]
    jump(state, "k_draw")
    act(state, "draw")
    assert len(k["hand"]) == 4


def test_an_encounter_ends_both_killers_turns(twin):
    state = dt()
    d = state.d
    d["surv"]["roy"]["loc"] = "R3"
    end_survivors_turn(state)
    first = d["killer"]
    first["hand"] = []
    jump(state, "k_main")
    act(state, "search")  # finds Roy: an encounter
    while RULES.decision(state).kind != "k_draw":
        act(state, legal(state)[0].kind, **dict(legal(state)[0].params))
    assert d["killer"] is first
    act(state, "draw")
    second = d["killer"]
    assert second["id"] != first["id"]
    assert RULES.decision(state).kind == "k_draw"  # straight to step VI: no reappear, no DELAY, no cards
    act(state, "draw")
    assert RULES.decision(state).kind == "s_act" and d["round"] == 2


def test_levelling_up_one_levels_up_both(twin):
    """The second Killer's deck runs out as it draws: both level up; the first's discard is shuffled
    into its deck at once, its level effect (strength +1) comes at the start of its next turn."""
    state = dt()
    d = state.d
    end_survivors_turn(state)
    jump(state, "k_end")  # the first Killer's turn is over
    k = d["killer"]
    other = d["other_killers"][0]
    other["discard"] = [other["deck"].pop(), other["deck"].pop()]
    deck_size = len(other["deck"]) + 2
    k["discard"] += k["deck"]
    k["deck"] = []
    start = {"orion": 4, TWIN: 3}
    jump(state, "k_draw")
    act(state, "draw")
    assert k["level"] == 2 and other["level"] == 2
    assert other["discard"] == [] and len(other["deck"]) == deck_size  # its discard shuffled back
    assert k["strength"] == start[k["id"]] + 1
    assert other["strength"] == start[other["id"]] and RULES.decision(state).kind == "s_act"
    end_survivors_turn(state)
    assert d["killer"] is k  # the token passed: k goes first this round
    assert other["strength"] == start[other["id"]]
    jump(state, "k_end")
    assert d["killer"] is other and other["strength"] == start[other["id"]] + 1


# -- the Survivors against two Killers ------------------------------------------------------------
def test_search_and_repair_with_a_killer_present(twin):
    state = dt()
    d = state.d
    d["surv"]["evelyn"]["loc"] = "B3"  # the radio
    d["killer"].update(loc="B3", seen="B3")
    state.changed()
    assert Action("repair", what="radio") in legal(state)


def test_analyse_within_one_of_either_killer(twin):
    state = dt()
    d = state.d
    d["surv"]["evelyn"]["loc"] = "B1"
    d["killer"].update(loc="R3", seen="R3")
    d["other_killers"][0].update(loc="G1", seen="G1")
    state.changed()
    assert state.board.distance("B1", "R3") > 1 and Action("analyze") in legal(state)


@pytest.mark.parametrize("cards, health", [(0, 20), (1, 20), (2, 25), (3, 25), (4, 30)])
def test_showdown_health_counts_every_two_cards_of_either_killer(twin, cards, health):
    state = dt()
    d = state.d
    ks = list(both(state).values())
    for i in range(cards):
        ks[i % 2]["fsa"].append(f"pursue.{i}")
    other = d["other_killers"][0]
    other.update(loc="G5", seen="G5")  # the Survivors gather at the waiting Killer's place
    d["device"]["stage"] = 1
    d["surv"]["evelyn"]["items"] = ["whiskey_bottle.0"]  # a noise item
    d["device"]["card"] = "a1"
    state.changed()
    assert showdown.can_start(state)
    showdown.start(state, [])
    assert d["showdown"]["health"] == health and d["killer"] is other


def test_the_killers_win_together(twin):
    state = dt(seats=4, killer_players="2")
    from game.games.terrorscape.common import finish
    finish(state, "killer", "elimination", [])
    assert state.d["result"]["winners"] == [0, 1]


# -- what each side sees ----------------------------------------------------------------------
def test_a_hidden_killer_stays_hidden_and_the_killer_team_sees_both_hands(twin):
    state = dt(seats=4, killer_players="2")
    d = state.d
    other = d["other_killers"][0]
    other.update(stealth=True, loc="B4", seen="R3")
    state.changed()
    for seat in (2, 3):
        rows = {r["id"]: r for r in RULES.view(state, seat)["killers"]}
        assert rows[other["id"]]["loc"] is None and "hand" not in rows[other["id"]]
    for seat in (0, 1):
        view = RULES.view(state, seat)
        assert view["side"] == "killer"
        rows = {r["id"]: r for r in view["killers"]}
        assert rows[other["id"]]["loc"] == "B4" and rows[other["id"]]["hand"] == other["hand"]
    before = RULES.view(state, 2)
    other["loc"] = "G1"
    state.changed()
    assert RULES.view(state, 2) == before  # only the hidden place changed: the Survivors see the same


def test_private_killer_events_reach_both_killer_players(twin):
    state = dt(seats=4, killer_players="2")
    jump(state, "k_draw")
    events = act(state, "draw")
    drawn = [e for e in events if e["type"] == "killer_draw"][0]
    assert "card" in RULES.redact(drawn, 0) and "card" in RULES.redact(drawn, 1)
    assert "card" not in RULES.redact(drawn, 2)
