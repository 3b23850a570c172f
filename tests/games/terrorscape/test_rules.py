"""The rulebook's worked examples and rules of Terrorscape 2 as named tests (fixture map and cards:
tests/games/terrorscape/fixtures.py)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)

def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def kinds(state):
    return {a.kind for a in RULES.legal_actions(state)}


def at(state, **locs):
    for char, loc in locs.items():
        state.d["surv"][char]["loc"] = loc
    state.changed()


# -- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats, controllers", [(2, [1, 1, 1]), (3, [1, 1, 2]), (4, [1, 2, 3])])
def test_setup_for_every_seat_count(seats, controllers):
    state = new(seats=seats)
    d = state.d
    assert [s["seat"] for s in d["surv"].values()] == controllers
    assert all(s["loc"] == "G5" and s["health"] == 2 for s in d["surv"].values())  # the Main Exit
    assert d["killer"]["loc"] == "R3" and d["killer"]["level"] == 1 and d["killer"]["strength"] == 4
    assert len(d["killer"]["hand"]) == 2 and len(d["killer"]["deck"]) == 10
    assert d["killer"]["locked"] == ["spear_gun.u"]  # the ultimate waits for its level
    assert d["decks"]["key"][0] == "marked_key.0"  # the key-backed card is at the bottom
    assert d["surv"]["zach"]["items"] == ["wrench.0"] and d["surv"]["evelyn"]["items"] == []
    assert RULES.decision(state).seat == 1 and RULES.decision(state).kind == "s_act"
    with pytest.raises(ValueError):
        new(seats=7)


# -- the Survivors' turn ----------------------------------------------------------------------
def test_evelyn_two_step_move():
    """Evelyn [MOVE]s from the Mess Hall to the Platform, then to the Passageway."""
    state = new()
    at(state, evelyn="B2")
    act(state, "step", to="G1")
    assert RULES.decision(state).kind == "s_move"
    assert kinds(state) == {"step", "stop"}  # no exchange between two steps of one MOVE
    events = act(state, "step", to="B1")
    assert state.d["surv"]["evelyn"]["loc"] == "B1"
    assert RULES.decision(state).kind == "s_act" and Action("done") in RULES.legal_actions(state)
    assert all("B1" not in str(RULES.redact(e, 0)) for e in events)  # the Killer learns nothing


def test_survivors_cannot_move_through_a_block_or_against_the_arrow():
    state = new()
    at(state, evelyn="R1")
    state.d["blocks"].append("R1-R3")
    state.changed()
    steps = {a["to"] for a in RULES.legal_actions(state) if a.kind == "step"}
    assert steps == {"G1"}  # R3 blocked, R2 against the one-way arrow
    state.d["ropes"].append("R1-R2")
    state.changed()
    assert "R2" in {a["to"] for a in RULES.legal_actions(state) if a.kind == "step"}


def test_quinto_shortcut_spends_a_step_on_the_secret_passage():
    state = new(survivors="quinto,roy,zach")
    act(state, "step", to="R2")  # Crew Quarter -> Research Lab through the secret passage
    act(state, "step", to="R4")
    assert state.d["surv"]["quinto"]["loc"] == "R4"
    other = new(survivors="evelyn,roy,zach")
    assert "R2" not in {a["to"] for a in RULES.legal_actions(other) if a.kind == "step"}


def test_refuel_example():
    """Roy repairs the vehicle (a token and a noise), Evelyn refuels there (not a repair action),
    Zach repairs the radio elsewhere."""
    state = new()
    d = state.d
    d["killer"]["loc"] = d["killer"]["seen"] = "G1"
    at(state, evelyn="R3", roy="R3", zach="B3")
    d["surv"]["evelyn"]["items"].append("fuel.0")
    d["decks"]["discover"].remove("fuel.0")
    state.changed()
    jump(state, "s_actions", queue=["roy", "evelyn", "zach"])
    act(state, "repair", what="vehicle")
    assert d["vehicle"] == 1 and "R3" in d["noise"]
    act(state, "done")
    assert Action("repair", what="vehicle") not in RULES.legal_actions(state)  # once per location per turn
    act(state, "use", src="fuel.0", i=0, target="")  # Fuel: a Special Action, REFUEL
    assert d["fuel"] and "fuel.0" in d["discards"]["discover"]
    act(state, "done")
    act(state, "repair", what="radio")
    assert d["radio"] == 1 and d["noise"] == ["R3", "B3"]


def test_no_search_or_repair_with_the_killer_present():
    state = new()
    d = state.d
    d["killer"]["loc"] = d["killer"]["seen"] = "R3"
    at(state, evelyn="R3")
    assert "repair" not in kinds(state)
    at(state, evelyn="G3")
    assert Action("search", deck="key") in RULES.legal_actions(state)


def test_a_key_goes_on_the_stand_and_makes_noise():
    state = new()
    d = state.d
    at(state, evelyn="G3")
    d["decks"]["key"].append("key.0")
    d["decks"]["key"].remove("key.0") if d["decks"]["key"].count("key.0") > 1 else None
    state.changed()
    act(state, "search", deck="key")
    assert RULES.decision(state).kind == "s_keep" and "G3" in d["noise"]
    act(state, "keep", item="key.0")
    assert d["keys"] == 1 and "key.0" in d["stand"] and "key.0" not in d["surv"]["evelyn"]["items"]


def test_noise_is_told_only_in_the_report():
    state = new()
    d = state.d
    at(state, evelyn="G3")
    events = act(state, "search", deck="key")
    card = d["stack"][-1]["card"]
    if not d["noise"]:
        pytest.skip("drew a silent card")
    shown = [r for r in (RULES.redact(e, 0) for e in events) if r is not None]
    assert shown == []  # no line for the step: neither the search nor its noise, until the report
    act(state, "drop")
    act(state, "done")
    for _ in range(2):
        act(state, "unfear")
        out = act(state, "done")
    out += act(state, "discover", char="roy")
    while RULES.decision(state).kind == "discover_pick":
        out += RULES.apply(state, RULES.legal_actions(state)[-1])  # none kept (a card, after the cat)
    report = [e for e in out if e["type"] == "noise_report"]
    assert report and "G3" in report[0]["noise"], card


def test_a_silent_turn_is_reported_as_no_noise_not_as_a_place():
    from game.games.terrorscape import flow
    state = new()
    state.d["noise"], state.d["firecracker"] = [], False
    events = []
    flow.s_report(state, events)
    (report,) = [e for e in events if e["type"] == "noise_report"]
    assert report["noise"] == [] and "no location" not in report["text"] and "No noise" in report["text"]


def test_inventory_of_three():
    state = new()
    d = state.d
    d["surv"]["evelyn"]["items"] += ["hatchet.0", "hatchet.1", "stun_gun.0"]
    d["surv"]["roy"]["items"] += ["hatchet.2"]
    for u in ("hatchet.0", "hatchet.1", "hatchet.2", "stun_gun.0"):
        d["decks"]["weapon"].remove(u)
    state.changed()
    act(state, "take", item="hatchet.2", frm="roy")
    assert RULES.decision(state).kind == "s_overflow"
    act(state, "discard", item="stun_gun.0")
    assert len(d["surv"]["evelyn"]["items"]) == 3


def test_waiting_lets_any_survivor_act_first():
    state = new()
    act(state, "wait")
    assert state.d["stack"][-1]["char"] == "roy"
    act(state, "wait")
    act(state, "wait")
    assert "wait" not in kinds(state)  # designed: three waits a turn


def test_discover_draws_two_keeps_one_and_an_empty_deck_loses():
    state = new()
    d = state.d
    deck = d["decks"]["discover"]
    deck.remove("the_cat.0")
    deck.remove("rope.0")
    deck += ["rope.0", "the_cat.0"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    assert d["cat"] == {"loc": "G5", "used": False} and "G5" in d["noise"]  # the cat is noisy and never kept
    assert {a["item"] for a in RULES.legal_actions(state)} == {"rope.0"}  # with the cat: the other is gained
    state2 = new()
    state2.d["decks"]["discover"].clear()
    jump(state2, "s_discover")
    assert RULES.result(state2)["side"] == "killer"
    state3 = new()
    state3.d["decks"]["discover"].clear()
    state3.d["rescue"] = 3
    jump(state3, "s_discover")
    assert RULES.result(state3) is None and RULES.decision(state3).seat == 0


@pytest.mark.parametrize("where, keys, has_map, reason", [
    ("G5", 5, False, "escaped through the Main Exit"), ("R3", 5, True, "escaped through the Hidden Exit"),
    ("R3", 5, False, None), ("G5", 4, False, None)])
def test_escape_checks(where, keys, has_map, reason):
    state = new()
    at(state, evelyn=where, roy=where, zach=where)
    state.d["keys"] = keys
    if has_map:
        state.d["surv"]["roy"]["items"].append("secret_map.0")
        state.d["decks"]["discover"].remove("secret_map.0")
    jump(state, "s_start")
    assert (RULES.result(state) or {}).get("reason") == reason


def test_rescue_counts_down_from_five():
    state = new()
    d = state.d
    d["radio"] = 4
    d["killer"]["loc"] = d["killer"]["seen"] = "G1"
    at(state, evelyn="B3")
    act(state, "repair", what="radio")
    assert d["rescue"] == 5
    for left in (4, 3, 2, 1):
        jump(state, "s_start")
        assert d["rescue"] == left and RULES.result(state) is None
    jump(state, "s_start")
    assert RULES.result(state)["reason"] == "rescued"


def test_vehicle_escape_needs_six_tokens_fuel_and_everyone():
    state = new()
    d = state.d
    d["vehicle"], d["fuel"], d["vehicle_ready"] = 6, True, True
    at(state, evelyn="R3", roy="R3", zach="R4")
    jump(state, "s_start")
    assert RULES.result(state) is None
    at(state, zach="R3")
    jump(state, "s_start")
    assert RULES.result(state)["reason"] == "escaped by vehicle"


def test_unblock_is_announced():
    state = new()
    state.d["blocks"].append("G4-G5")
    state.changed()
    events = act(state, "unblock", edge="G4-G5")
    assert RULES.redact(events[0], 0)["edge"] == "G4-G5" and state.d["blocks"] == []


def test_analyze_twice():
    state = new()
    d = state.d
    d["device"]["card"] = "a2"  # weakness shock, second analysis at the knowledge location
    d["killer"]["loc"] = d["killer"]["seen"] = "G4"  # within 1 of the Crew Quarter
    state.changed()
    events = act(state, "analyze")
    assert d["device"]["stage"] == 1
    assert "weakness" not in RULES.redact(events[0], 0) and RULES.redact(events[0], 1)["weakness"] == "shock"
    act(state, "done")
    at(state, roy="R2")
    assert "analyze" in kinds(state)
    events = act(state, "analyze")
    assert "Herbal" in RULES.redact(events[0], 1)["tactic"]
