"""Trading: the rulebook's trading example, one-sided and mutual trades, trading out of turn with a reserved
Action and room in hand, and the Infection Clicker of a vulnerable giver with the avoidance roll."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED

from .fixtures import act, seat_of, started

CHARS = ("garry", "kinner", "copper", "mcready")


def _garrys_turn(spaces=("storage", "workshop", "storage", "phase1")):
    s = started(chars=CHARS, spaces=list(spaces))
    assert RULES.decision(s).seat == seat_of(s, "garry") and s.d["frame"]["kind"] == "turn"
    return s


def test_trading_example_garry_trades_with_kinner_or_copper_not_mcready():
    """Rulebook: on Garry's turn, Kinner and Dr. Copper share his location and McReady is elsewhere: Garry may
    trade with Kinner or Copper, not with McReady."""
    s = _garrys_turn()
    partners = {a["other"] for a in RULES.legal_actions(s) if a.kind == "trade"}
    assert partners == {seat_of(s, "kinner"), seat_of(s, "copper")}


def test_a_one_sided_trade_costs_only_the_receiver_a_cube():
    s = _garrys_turn()
    d = s.d
    garry, kinner = seat_of(s, "garry"), seat_of(s, "kinner")
    d["players"][garry]["hand"] = ["wood", "rope"]
    d["players"][kinner]["hand"] = ["canned_food"]
    s.changed()
    act(s, "trade", other=kinner)
    act(s, "give", card="wood")
    act(s, "give_done")
    assert RULES.decision(s).seat == kinner and s.d["frame"]["kind"] == "trade_give"
    events = act(s, "give_done")
    assert d["players"][kinner]["hand"] == ["canned_food", "wood"] and d["players"][garry]["hand"] == ["rope"]
    assert d["players"][garry]["actions"] == 5 and d["players"][kinner]["actions"] == 4
    passed = next(e for e in events if e["type"] == "cards_passed")
    assert RULES.redact(passed, kinner)["cards"] == ["wood"] and "cards" not in RULES.redact(passed, 2)
    assert "cards" not in RULES.redact(passed, None)
    assert d["frame"] == {"kind": "turn", "seat": garry}


def test_a_mutual_trade_costs_each_side_a_cube():
    s = _garrys_turn()
    d = s.d
    garry, copper = seat_of(s, "garry"), seat_of(s, "copper")
    d["players"][garry]["hand"] = ["wood"]
    d["players"][copper]["hand"] = ["first_aid"]
    s.changed()
    act(s, "trade", other=copper)
    act(s, "give", card="wood")
    act(s, "give_done")
    act(s, "give", card="first_aid")
    act(s, "give_done")
    assert d["players"][garry]["hand"] == ["first_aid"] and d["players"][copper]["hand"] == ["wood"]
    assert d["players"][garry]["actions"] == 4 and d["players"][copper]["actions"] == 4


def test_after_their_turn_a_player_needs_a_reserved_action_and_room_in_hand():
    s = _garrys_turn()
    d = s.d
    garry, kinner = seat_of(s, "garry"), seat_of(s, "kinner")
    d["players"][kinner]["took_turn"], d["players"][kinner]["actions"] = True, 0
    d["players"][garry]["hand"] = ["wood"]
    s.changed()
    act(s, "trade", other=kinner)
    assert Action("give", card="wood") not in RULES.legal_actions(s)  # no cube reserved: Kinner cannot receive
    act(s, "give_done")
    act(s, "give_done")
    d["players"][kinner]["actions"] = 1
    d["players"][garry]["declined"] = []  # (the empty trade would keep Kinner off the list this turn)
    d["players"][kinner]["hand"] = ["snack"] * 5
    s.changed()
    act(s, "trade", other=kinner)
    act(s, "give", card="wood")
    act(s, "give_done")
    assert Action("give_done") not in RULES.legal_actions(s)  # six cards after his turn: he must pass one back
    act(s, "give", card="snack")
    act(s, "give_done")
    assert len(d["players"][kinner]["hand"]) == 5 and d["players"][kinner]["actions"] == 0


def _vulnerable_trade(seed_roll_fails: bool, infected: bool):
    s = _garrys_turn()
    d = s.d
    garry, kinner = seat_of(s, "garry"), seat_of(s, "kinner")
    d["players"][garry]["hand"] = ["wood"]
    d["players"][garry]["vulnerable"] = [CONTAMINATED if infected else CLEAN]
    d["players"][garry]["infected"] = infected
    d["vulnerable"].remove(CONTAMINATED if infected else CLEAN)
    s.changed()
    return s, garry, kinner


def test_receiving_from_a_vulnerable_player_the_clicker_unless_the_roll_avoids_it():
    for seed in range(40):
        s, garry, kinner = _vulnerable_trade(True, infected=True)
        s.rng.state = seed
        act(s, "trade", other=kinner)
        act(s, "give", card="wood")
        act(s, "give_done")
        events = act(s, "give_done")
        roll = next(e for e in events if e["type"] == "avoid_roll")
        if roll["success"]:
            assert s.d["frame"]["kind"] == "turn" and not s.d["players"][kinner]["infected"]
            continue
        assert s.d["frame"] == {"kind": "avoid", "seat": kinner, "from": garry}
        assert RULES.legal_actions(s) == [Action("roll_again"), Action("take_clicker")]
        act(s, "take_clicker")
        assert s.d["frame"]["kind"] == "clicker" and RULES.decision(s).seat == garry
        act(s, "show", infected=True)
        assert s.d["players"][kinner]["infected"] and "wood" in s.d["players"][kinner]["hand"]
        assert s.d["frame"] == {"kind": "turn", "seat": garry}
        return
    raise AssertionError("no missed avoidance roll in 40 seeds")


def test_an_empty_trade_is_not_offered_again_this_turn():
    s = _garrys_turn()
    kinner = seat_of(s, "kinner")
    act(s, "trade", other=kinner)
    act(s, "give_done")
    act(s, "give_done")
    assert Action("trade", other=kinner) not in RULES.legal_actions(s)
