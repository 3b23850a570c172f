"""The Killer's turn, its keywords, encounters and the Final Showdown, as named tests (fixture map
and cards: tests/games/terrorscape/fixtures.py)."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import ScriptedRng, fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def killer_turn(state, phase="k_fast", loc=None, hand=None, **more):
    k = state.d["killer"]
    if loc:
        k["loc"] = k["seen"] = loc
    if hand is not None:
        for uid in hand:
            if uid in k["deck"]:
                k["deck"].remove(uid)
            elif uid in k["discard"]:
                k["discard"].remove(uid)
        k["deck"] += [u for u in k["hand"] if u not in hand]
        k["hand"] = list(hand)
    return jump(state, phase, **more)


def test_orion_moves_against_the_arrow_with_a_discard():
    """Orion plays Pursue to [MOVE] x1 from the Alley to the Research Lab, against the arrow,
    discarding another card as he goes."""
    state = new()
    killer_turn(state, loc="R1", hand=["pursue.0", "listen.7"])
    act(state, "play", card="pursue.0")
    moves = [a for a in legal(state) if a.kind == "move" and a["to"] == "R2"]
    assert moves == [Action("move", to="R2", discard="listen.7")]  # only with a discard
    events = act(state, "move", to="R2", discard="listen.7")
    k = state.d["killer"]
    assert k["loc"] == "R2" and k["hand"] == [] and {"pursue.0", "listen.7"} <= set(k["discard"])
    assert any(e["type"] == "killer_move" and e["to"] == "R2" for e in events)  # announced


def test_killer_turn_steps_in_order():
    state = new()
    killer_turn(state, loc="R3", hand=["pursue.0", "barricade.10"])
    assert RULES.decision(state).kind == "k_fast"
    act(state, "pass")
    assert RULES.decision(state).kind == "k_main"
    act(state, "move", to="R4", discard="")
    act(state, "search")
    assert RULES.decision(state).kind == "k_slow"
    act(state, "play", card="barricade.10")
    act(state, "choose", target="R2-R4")
    act(state, "stop")
    assert state.d["blocks"] == ["R2-R4"]
    assert RULES.decision(state).kind == "k_draw"
    act(state, "draw")
    assert len(state.d["killer"]["hand"]) == 4  # pursue + 3 drawn
    assert RULES.decision(state).kind == "s_act" and state.d["round"] == 2


def test_a_special_card_replaces_both_main_actions():
    state = new()
    killer_turn(state, phase="k_main", loc="R3", hand=["cloaking.5"])
    act(state, "play", card="cloaking.5")
    assert state.d["killer"]["stealth"]
    events = act(state, "move", to="R4", discard="")
    assert RULES.redact(events[0], 1).get("to") is None and RULES.redact(events[0], 0)["to"] == "R4"
    act(state, "stop")
    assert RULES.decision(state).kind == "k_slow"


def test_killer_moving_through_a_block_removes_it_unless_in_stealth():
    state = new()
    state.d["blocks"] += ["R1-R3", "R3-R4"] if False else ["R1-R3"]
    killer_turn(state, phase="k_main", loc="R3", hand=[])
    act(state, "move", to="R1", discard="")
    assert state.d["blocks"] == []
    state = new()
    state.d["blocks"].append("R1-R3")
    killer_turn(state, phase="k_main", loc="R3", hand=["cloaking.5"])
    act(state, "play", card="cloaking.5")
    act(state, "move", to="R1", discard="")
    assert state.d["blocks"] == ["R1-R3"]


def test_block_reuses_a_token_once_all_are_out(monkeypatch):
    """With every block token out (14; 3 here, the fixture map has 10 doors), a [BLOCK] first takes
    one back from the map."""
    from game.games.terrorscape import keywords
    monkeypatch.setattr(keywords, "BLOCK_TOKENS", 3)
    state = new()
    state.d["blocks"] = ["G1-G2", "G2-G3", "G4-G5"]
    killer_turn(state, phase="k_slow", loc="R3", hand=["barricade.10"])
    act(state, "play", card="barricade.10")
    assert {a.kind for a in legal(state)} == {"take_block"}
    act(state, "take_block", edge="G2-G3")
    assert Action("choose", target="G2-G3") in legal(state)  # a freed door can be blocked again
    act(state, "choose", target="R2-R4")
    assert sorted(state.d["blocks"]) == ["G1-G2", "G4-G5", "R2-R4"]
    assert {a.kind for a in legal(state)} == {"take_block"}  # the second BLOCK takes one back again


def test_reappear_and_free_search_ends_the_turn_after_an_encounter_and_keeps_delay_tokens():
    state = new()
    d = state.d
    d["killer"].update(stealth=True, seen="R3", loc="G5")  # the Survivors wait at the Crew Quarter
    d["killer"]["delay"] = [{"loc": "G5", "effects": [{"kw": "MOVE", "n": 1}], "secret": True}]
    state.rng = ScriptedRng([4, 4, 4, 4] * 3)  # every defence rolls 8: strong enough
    events = jump(state, "k_reappear")
    assert any(e["type"] == "reappear" for e in events) and d["enc"] is not None
    act(state, "pass")  # no attack card to play: the step is asked all the same
    assert RULES.decision(state).kind == "defend"  # three Survivors: the team picks the defender
    act(state, "defend", char="roy")
    act(state, "weapon", src="", i=0)
    assert d["enc"]["success"]
    for _ in range(3):  # each of the three may flee
        act(state, "stop")
    assert RULES.decision(state).kind == "k_draw"
    assert d["killer"]["delay"]  # DELAY tokens stay for a later turn


def test_encounter_failures_injure_then_eliminate():
    state = new()
    d = state.d
    d["surv"]["evelyn"]["health"] = 1
    for c in ("roy", "zach"):
        d["surv"][c]["loc"] = "G4"
    state.rng = ScriptedRng([0] * 20)  # every roll 0
    killer_turn(state, phase="k_main", loc="G5", hand=[])
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    assert RULES.decision(state).kind == "weapon"  # the only one there must defend
    events = act(state, "weapon", src="", i=0)
    assert RULES.result(state)["side"] == "killer" and any(e["type"] == "eliminated" for e in events)


def test_success_makes_the_killer_discard_two_from_the_deck():
    state = new()
    d = state.d
    for c in ("roy", "zach"):
        d["surv"][c]["loc"] = "G4"
    state.rng = ScriptedRng([4] * 8)
    killer_turn(state, phase="k_main", loc="G5", hand=[])
    deck = len(d["killer"]["deck"])
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    act(state, "weapon", src="", i=0)
    act(state, "stop")  # flee: stay
    assert len(d["killer"]["deck"]) == deck - 2
    assert RULES.decision(state).kind == "k_draw"


def test_attack_card_and_weapons():
    state = new()
    d = state.d
    k = d["killer"]
    k["locked"].clear()
    d["surv"]["evelyn"]["items"].append("hatchet.0")
    d["decks"]["weapon"].remove("hatchet.0")
    for c in ("roy", "zach"):
        d["surv"][c]["loc"] = "G4"
    state.rng = ScriptedRng([4, 4, 0, 0])  # dice 2 + 2 + 0 + 0 = 4, +2 the Hatchet = 6
    killer_turn(state, phase="k_main", loc="G5", hand=["spear_gun.u", "pursue.0"])
    act(state, "search")
    assert RULES.decision(state).kind == "e_card"
    act(state, "play", card="spear_gun.u")
    act(state, "pay", card="pursue.0")
    act(state, "weapon", src="hatchet.0", i=0)  # 6 against 4 + 2 = 6: holds
    assert d["enc"]["success"] and "hatchet.0" in d["discards"]["weapon"]


def test_fear_three_overwhelms_and_reveals_then_two_stay():
    state = new()
    d = state.d
    d["surv"]["evelyn"]["fear"] = 2
    d["surv"]["roy"]["loc"] = d["surv"]["zach"]["loc"] = "B4"
    killer_turn(state, phase="k_slow", loc="G4", hand=["dread.9"])
    events = act(state, "play", card="dread.9")  # FEAR everyone within 1: Evelyn at G5
    assert d["surv"]["evelyn"]["fear"] == 2 and d["surv"]["roy"]["fear"] == 0
    assert any(e["type"] == "reveal" and e["loc"] == "G5" for e in events)
    assert d["sightings"][-1]["char"] == "evelyn"


def test_sense_a_zone():
    state = new()
    state.d["surv"]["roy"]["loc"] = "B2"
    killer_turn(state, loc="R3", hand=["listen.7", "pursue.0"])
    act(state, "play", card="listen.7")
    act(state, "pay", card="pursue.0")
    events = act(state, "choose", target="blue")
    sense = [e for e in events if e["type"] == "sense"][0]
    assert sense["found"] == ["roy"] and "B2" in sense["where"]


def test_delay_moves_next_round():
    """Orion plays Recharge: next round, between reappear and fast cards, DELAY: [MOVE] x1."""
    state = new()
    killer_turn(state, phase="k_slow", loc="R3", hand=["recharge.3"])
    act(state, "play", card="recharge.3")
    assert state.d["killer"]["delay"][0]["loc"] == "R3"
    jump(state, "k_reappear")
    assert RULES.decision(state).kind == "k_fx" and "stop" not in {a.kind for a in legal(state)}  # must occur
    act(state, "move", to="R4", discard="")
    assert state.d["killer"]["delay"] == [] and RULES.decision(state).kind == "k_fast"


def test_orion_level_up_draw():
    """Level 2 Orion, 2 cards left in the deck and 4 in hand, draws 3: the first into the hand, the
    second discarded (hand full), then the empty deck levels him up to 3, Guided Spear-Gun is
    unlocked (a card discarded to take it), the discard pile becomes the deck, and the third card
    drawn is discarded because the hand is full."""
    state = new()
    k = state.d["killer"]
    everything = k["hand"] + k["deck"]
    k["level"], k["strength"] = 2, 5
    k["hand"], k["deck"], k["discard"] = everything[:4], everything[4:6], everything[6:]
    jump(state, "k_draw")
    events = act(state, "draw")
    assert RULES.decision(state).kind == "k_unlock" and k["level"] == 3 and k["strength"] == 6
    assert len(k["hand"]) == 5 and len(k["deck"]) == 0
    first = k["hand"][0]
    events += act(state, "pay", card=first)
    assert "spear_gun.u" in k["hand"] and len(k["hand"]) == 5
    draws = [e for e in events if e["type"] == "killer_draw"]
    assert len(draws) == 3 and any(e["type"] == "reshuffle" for e in events)
    assert "full" in RULES.redact(draws[-1], 0)["text"]
    assert len(k["deck"]) + len(k["discard"]) + len(k["hand"]) == 13


def test_heighten_awareness():
    state = new()
    k = state.d["killer"]
    jump(state, "k_draw")
    card = k["hand"][0]
    events = act(state, "heighten", card=card)
    assert k["fsa"] == [card] and events[0]["fsa"] == 1 and "card" not in RULES.redact(events[0], 1)


def _showdown_state():
    state = new()
    d = state.d
    d["device"] = {"card": "a5", "stage": 2}  # weakness noise; the tactic draws 6 discover cards for a Fuel
    k = d["killer"]
    k["fsa"].append(k["hand"].pop())
    k["loc"] = k["seen"] = "B2"
    gifts = {"roy": ["hatchet.0", "alarm_clock.0"], "evelyn": ["stun_gun.0", "toolbox.0"],
             "zach": ["revolver.0", "ammo_pack.0", "firecracker.0"]}
    d["surv"]["zach"]["items"].remove("wrench.0")
    d["discards"]["discover"].append("wrench.0")
    for char, items in gifts.items():
        s = d["surv"][char]
        s["loc"] = "B2"
        s["items"] = items
        for uid in items:
            for deck in d["decks"].values():
                if uid in deck:
                    deck.remove(uid)
    deck = d["decks"]["discover"]
    deck.remove("fuel.1")
    deck.insert(len(deck) - 3, "fuel.1")  # among the six the tactic draws
    d["surv"]["evelyn"]["fear"], d["surv"]["zach"]["fear"] = 1, 2
    state.changed()
    return state


def test_final_showdown_reaching_26_against_25():
    """The rulebook's example: health 20 + 5 (one card in the Final Showdown area) = 25; the tactic
    (shown a Toolbox and a Firecracker) +6; Roy with a Hatchet and Close Quarters rolls 5 +3 = 8;
    Evelyn (1 fear) with a Stun Gun rolls 4 +2 = 6; Zach (2 fear) with a Revolver and Ammo Pack
    rolls 3 x2 = 6: 26, the Killer is vanquished. (The Alarm Clock is the noise item shown.)"""
    state = _showdown_state()
    state.rng = ScriptedRng([4, 4, 2, 0] + [4, 2, 2] + [4, 2])
    assert Action("showdown") in legal(state)
    events = act(state, "showdown")
    fs = state.d["showdown"]
    assert fs["health"] == 25 and fs["total"] == 6
    assert any(e["type"] == "reveal" for e in events)
    act(state, "defend", char="roy")
    act(state, "weapon", src="hatchet.0", i=0)
    assert fs["total"] == 14
    act(state, "defend", char="evelyn")
    act(state, "weapon", src="stun_gun.0", i=0)
    assert fs["total"] == 20
    events = act(state, "weapon", src="revolver.0", i=0)
    assert fs["total"] == 26
    assert RULES.result(state)["side"] == "survivors" and RULES.result(state)["reason"] == "final showdown"


def test_final_showdown_lost_and_its_conditions():
    state = _showdown_state()
    d = state.d
    d["surv"]["zach"]["loc"] = "B4"
    state.changed()
    assert Action("showdown") not in legal(state)  # everyone must be there
    d["surv"]["zach"]["loc"] = "B2"
    d["killer"]["stealth"] = True
    state.changed()
    assert Action("showdown") not in legal(state)  # not with the Killer in STEALTH
    d["killer"]["stealth"] = False
    state.changed()
    state.rng = ScriptedRng([0] * 12)
    act(state, "showdown")
    for char in ("roy", "evelyn"):
        act(state, "defend", char=char)
        act(state, "weapon", src="", i=0)
    act(state, "weapon", src="", i=0)
    assert RULES.result(state)["side"] == "killer"
