"""The Parasitoid (rulebook, "Parasitoid: Infect"), on the real Polar Station and the real cards: the
rulebook's two worked examples as named tests, then every rule of the Infection in turn."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.terrorscape.info import INFO
from game.games.terrorscape.rules import RULES

from .fixtures import ScriptedRng
from .parasitoid_world import (KILLER, act, card, give_tiles, killer_turn, kinds, new, place, real_world,  # noqa: F401
                               survivors_turn)

ALL_TILES = ["s1", "s2", "s3", "s4", "x1"]


def tiles(state, char):
    return state.d["infect"]["tiles"].get(char, [])


# -- the rulebook's worked examples -----------------------------------------------------------------
def test_parasitoid_reappearing_with_spores():
    """Parasitoid plays "Split" and secretly travels to a new location; at the start of its next turn it
    reveals its location, the Survivors within 1 range are directly damaged by the "when reappearing"
    effect of the Parasitic Spores, and lastly it performs a free [SEARCH]."""
    state = new()
    d = state.d
    place(state, roy="B2", evelyn="G2", zach="G5")  # Passageway and Hydroponics Lab: within 1 of the Platform
    split, spores = card(state, "split"), card(state, "parasitic_spores")
    killer_turn(state, "k_main", loc="R3", hand=[split, spores], level=3)  # level 3: no [INFECT] any more
    act(state, "play", card=split)
    assert d["killer"]["stealth"]
    act(state, "move", to="B1", discard="")  # Loading Dock -> Alley, in secret
    act(state, "move", to="G1", discard="")  # Alley -> Platform
    assert RULES.decision(state).kind == "k_slow"
    assert RULES.view(state, 1)["killer"]["loc"] is None and RULES.view(state, 1)["killer"]["seen"] == "R3"
    act(state, "play", card=spores)  # a slow card, played in STEALTH
    assert RULES.decision(state).kind == "k_draw"
    act(state, "draw")
    assert RULES.decision(state).kind == "s_act" and d["round"] == 2
    events = killer_turn(state, "k_reappear", hand=list(d["killer"]["hand"]))
    types = [e["type"] for e in events]
    reappear = next(e for e in events if e["type"] == "reappear")
    assert reappear["loc"] == "G1" and not d["killer"]["stealth"] and d["killer"]["seen"] == "G1"
    damage = next(e for e in events if e["type"] == "damage")
    assert damage["found"] == ["evelyn", "roy"] and sorted(damage["where"]) == ["B1", "B2", "B3", "G1", "G2"]
    assert d["surv"]["roy"]["health"] == 1 and d["surv"]["evelyn"]["health"] == 1
    assert d["surv"]["zach"]["health"] == 2
    search = next(e for e in events if e["type"] == "search")  # lastly, the free SEARCH: nobody on the Platform
    assert types.index("reappear") < types.index("damage") < types.index("search") and search["found"] == []
    assert RULES.decision(state).kind == "k_fast"  # no encounter: the turn goes on


def test_spores_at_level_one_may_infect_instead_of_damaging():
    """At Lv 1-2 "when the Parasitoid damages any Survivor(s), in any way, it may [INFECT] them instead"."""
    state = new()
    d = state.d
    place(state, roy="B2", evelyn="G2", zach="G5")
    killer_turn(state, "k_main", loc="G1", hand=[], level=1)
    d["killer"]["stealth"] = True
    d["killer"]["on_reappear"] = [{"kw": "DAMAGE", "target": "range", "range": 1}]
    killer_turn(state, "k_reappear", hand=[])
    frame = d["stack"][-1]
    assert frame["t"] == "p_harm" and RULES.decision(state).seat == KILLER
    assert kinds(state) == {"infect", "injure"}
    first = frame["char"]
    act(state, "infect")
    assert len(tiles(state, first)) == 1 and d["surv"][first]["health"] == 2
    other = d["stack"][-1]["char"]
    assert other != first
    act(state, "injure")
    assert d["surv"][other]["health"] == 1 and tiles(state, other) == []
    assert RULES.decision(state).kind == "k_fast"


def test_parasitoids_lv2_encounter_with_two_tiles():
    """At Lv 2 the Parasitoid encounters 2 Survivors: before combat each is given 1 Infection tile. Roy
    loses his combat and the Parasitoid chooses to [INFECT] him instead of dealing damage; Evelyn wins
    hers and the encounter ends: Roy survives with 2 Infection tiles, Evelyn with 1."""
    state = new()
    d = state.d
    place(state, roy="B3", evelyn="B3", zach="G5")
    killer_turn(state, "k_main", loc="B3", hand=[], level=2)
    assert d["killer"]["strength"] == 6  # designed: 5 to start, +1 at Lv 2
    deck = len(d["killer"]["deck"])
    # tile draws and dice come from the RNG in order: Evelyn's tile, Roy's tile, Roy's 4 dice (all 0),
    # Roy's second tile, Evelyn's 4 dice (all 2: 8)
    state.rng = ScriptedRng([0, 0] + [0, 0, 0, 0] + [0] + [4, 4, 4, 4])
    events = act(state, "search")
    assert [e["char"] for e in events if e["type"] == "infect"] == ["evelyn", "roy"]  # before combat
    assert len(tiles(state, "evelyn")) == 1 and len(tiles(state, "roy")) == 1
    act(state, "pass")  # no attack card to play: the step is asked all the same
    assert RULES.decision(state).kind == "defend"
    act(state, "defend", char="roy")
    act(state, "weapon", src="", i=0)
    assert d["stack"][-1] == {"t": "p_harm", "seat": KILLER, "char": "roy", "why": "attacked"}
    act(state, "infect")  # instead of dealing damage
    assert len(tiles(state, "roy")) == 2 and d["surv"]["roy"]["health"] == 2
    act(state, "pass")  # the next attack: its attack-card step
    assert RULES.decision(state).kind == "weapon" and d["stack"][-1]["char"] == "evelyn"  # combat continues
    act(state, "weapon", src="", i=0)
    assert d["enc"]["success"] or RULES.decision(state).kind == "e_flee"
    while RULES.decision(state).kind == "e_flee":
        act(state, "stop")
    assert len(tiles(state, "roy")) == 2 and len(tiles(state, "evelyn")) == 1
    assert d["surv"]["roy"]["health"] == 2 and d["surv"]["evelyn"]["health"] == 2
    assert len(d["infect"]["pool"]) == 2 and d["enc"] is None
    assert len(d["killer"]["deck"]) == deck - 2  # a successful defence: the Parasitoid discards 2 from its deck
    assert RULES.decision(state).kind == "k_draw"


# -- [INFECT] and the Host ---------------------------------------------------------------------------
def test_no_infection_from_level_three():
    state = new()
    d = state.d
    place(state, roy="B3", evelyn="G5", zach="G5")
    killer_turn(state, "k_main", loc="B3", hand=[], level=3)
    state.rng = ScriptedRng([0, 0, 0, 0])
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    act(state, "weapon", src="", i=0)
    assert d["surv"]["roy"]["health"] == 1 and d["infect"]["tiles"] == {}  # injured, no choice, no tile
    assert len(d["infect"]["pool"]) == 5


def test_the_infected_tile_makes_one_host_and_the_pool_runs_dry():
    state = new(seats=4)
    d = state.d
    place(state, roy="G5", evelyn="G5", zach="G5")
    killer_turn(state, "k_main", loc="G5", hand=[], level=1)
    for _ in range(3):  # INFECT everybody here, three times: 9 draws from 5 tiles
        d["fx"].append({"kw": "INFECT", "target": "here", "range": None})
    state.rng = ScriptedRng([0] * 20)
    from game.games.terrorscape import flow
    d["stack"].clear()  # as if a card's effects were running
    flow.advance(state, [])
    held = [t for c in ("evelyn", "roy", "zach") for t in tiles(state, c)]
    assert sorted(held) == ALL_TILES and d["infect"]["pool"] == []
    from game.games.terrorscape.parasitoid import host
    assert host(state) in ("evelyn", "roy", "zach")
    assert sum(any(t.startswith("x") for t in tiles(state, c)) for c in d["surv"]) == 1


# -- accusation ----------------------------------------------------------------------------------------
def test_accusing_the_host_makes_it_mutate():
    state = new(seats=4)
    d = state.d
    give_tiles(state, roy=["s1", "x1"], zach=["s2"])
    d["surv"]["roy"]["items"] = ["hatchet.0"] if "hatchet" in state.content.items else []
    survivors_turn(state, "evelyn")
    assert {a["char"] for a in RULES.legal_actions(state) if a.kind == "accuse"} == {"roy", "zach"}
    act(state, "accuse", char="roy")
    assert d["stack"][-1]["t"] == "p_agree" and RULES.decision(state).seat == state.seat_of("zach")
    events = act(state, "agree")
    assert any(e["type"] == "tiles_revealed" and e["infected"] for e in events)
    roy = d["surv"]["roy"]
    assert roy["out"] == "mutated" and roy["items"] == [] and d["infect"]["mutated"] == "roy"
    assert "roy" not in d["queue"] and "roy" not in state.survivors()
    assert "investigate" not in kinds(state)  # not in the turn the Host was revealed by an accusation
    assert RULES.result(state) is None


def test_a_false_accusation_hands_the_parasitoid_and_the_host_the_game():
    state = new(seats=4)
    give_tiles(state, roy=["s1"], zach=["x1"])
    survivors_turn(state, "evelyn")
    act(state, "accuse", char="roy")
    assert RULES.decision(state).seat == state.seat_of("zach")  # the Host itself must agree...
    act(state, "agree")  # ...and does
    res = RULES.result(state)
    assert res["side"] == "killer" and "false accusation" in res["reason"]
    assert res["winners"] == [KILLER, state.seat_of("zach")]  # the Host's player wins with the Parasitoid


def test_a_refused_accusation_changes_nothing_and_is_not_repeated_that_turn():
    state = new(seats=4)
    d = state.d
    give_tiles(state, roy=["s1"], zach=["x1"])
    survivors_turn(state, "evelyn")
    act(state, "accuse", char="roy")
    act(state, "refuse")
    assert RULES.result(state) is None and d["infect"]["mutated"] is None
    assert "accuse" not in kinds(state)
    assert d["stack"][-1]["t"] == "s_act" and d["stack"][-1]["char"] == "evelyn"


def test_only_a_survivor_holding_tiles_can_be_accused():
    state = new(seats=4)
    survivors_turn(state, "evelyn")
    assert "accuse" not in kinds(state)


# -- testing stations ------------------------------------------------------------------------------------
def test_testing_station_discards_safe_tiles_and_finds_the_host():
    state = new(seats=4)  # four players: testing is an extra action
    d = state.d
    place(state, evelyn="G5", roy="G5", zach="R3")  # G5 Crew Quarter, the Main Exit, holds a Testing Station
    give_tiles(state, evelyn=["s3"], roy=["s1", "s2"], zach=["x1"])
    survivors_turn(state, "evelyn")
    act(state, "test")  # Evelyn tests the others here: Roy
    assert tiles(state, "roy") == [] and sorted(d["infect"]["out"]) == ["s1", "s2"]
    assert tiles(state, "evelyn") == ["s3"]  # the tester's own tiles stay hidden
    assert d["stack"][-1]["t"] == "s_act" and not d["stack"][-1]["main"]  # an extra action
    assert "test" not in kinds(state)  # nobody left here with tiles
    place(state, evelyn="R3")  # R3 Loading Dock, the Hidden Exit, holds the other Testing Station
    act(state, "test")
    assert d["surv"]["zach"]["out"] == "mutated" and d["infect"]["calm"] == d["round"]
    assert "zachs_wrench.0" in d["discards"]["discover"]  # the Host's items are discarded


def test_testing_is_a_special_action_when_a_player_runs_several_survivors():
    state = new(seats=2)
    d = state.d
    give_tiles(state, roy=["s1"])
    survivors_turn(state, "evelyn")
    assert "test" in kinds(state)
    act(state, "test")
    assert d["stack"][-1]["main"]
    assert "test" not in kinds(state) and "step" not in kinds(state)


def test_no_testing_away_from_a_station():
    state = new(seats=4)
    place(state, evelyn="G4", roy="G4")
    give_tiles(state, roy=["s1"])
    survivors_turn(state, "evelyn")
    assert "test" not in kinds(state)


# -- mutation, the Host's moves, investigation ---------------------------------------------------------
def mutated_game(seats=4, host="zach", at="B5"):
    state = new(seats=seats)
    give_tiles(state, **{host: ["x1"]})
    place(state, **{host: at})
    from game.games.terrorscape.parasitoid import mutate
    mutate(state, host, [], "test")
    state.d["infect"]["calm"] = -1
    return state


def test_the_host_may_mutate_of_its_own_will_in_the_killers_turn():
    """Four players: the Host's own player is asked, and so is every player whose Survivor holds tiles."""
    state = new(seats=4)
    d = state.d
    give_tiles(state, roy=["s1"], zach=["x1"])
    killer_turn(state, "k_reappear", hand=[])
    asked = [f["seat"] for f in d["stack"]]
    assert sorted(asked) == sorted([state.seat_of("roy"), state.seat_of("zach")])
    assert RULES.decision(state).kind == "p_mutate"
    while d["stack"] and d["stack"][-1]["t"] == "p_mutate":
        if "mutate" in kinds(state):
            assert RULES.decision(state).seat == state.seat_of("zach")
            act(state, "mutate")
        else:
            act(state, "stay")
    assert d["surv"]["zach"]["out"] == "mutated" and d["infect"]["host_left"] == 2
    assert RULES.decision(state).kind == "p_host"  # it may move before the Parasitoid acts


def test_in_the_two_to_three_player_variant_the_killer_mutates_the_host():
    state = new(seats=2)
    d = state.d
    give_tiles(state, roy=["x1"])
    killer_turn(state, "k_reappear", hand=[])
    assert [f["seat"] for f in d["stack"]] == [KILLER]
    assert kinds(state) == {"mutate", "stay"}
    act(state, "mutate")
    assert d["surv"]["roy"]["out"] == "mutated"
    assert RULES.decision(state).seat == KILLER and RULES.decision(state).kind == "p_host"


def test_the_mutated_host_shows_itself_then_moves_up_to_two_steps_in_secret():
    state = mutated_game(seats=2, host="zach", at="B5")
    d = state.d
    events = killer_turn(state, "k_reappear", hand=[])
    shown = next(e for e in events if e["type"] == "host_shown")
    assert shown["loc"] == "B5" and d["infect"]["host_seen"] == "B5"
    assert RULES.decision(state).kind == "p_host" and RULES.decision(state).seat == KILLER
    reach = {a["to"]: a["steps"] for a in RULES.legal_actions(state)}
    assert reach == {"B5": 0, "B4": 1, "G5": 1, "B3": 2, "B2": 2, "G4": 2}  # x0-2 from the Security Office
    ev = act(state, "host_go", to="B4", steps=1)
    assert RULES.redact(ev[0], 1).get("to") is None and RULES.redact(ev[0], KILLER)["to"] == "B4"
    assert RULES.decision(state).kind == "k_fast"  # one step kept for after the Parasitoid's actions
    act(state, "pass")
    act(state, "pass")
    act(state, "pass")
    assert RULES.decision(state).kind == "p_host"
    assert {a["to"] for a in RULES.legal_actions(state)} == {"B4", "B3", "B2", "B5"}
    act(state, "host_go", to="B3", steps=1)
    assert RULES.decision(state).kind == "k_draw" and d["surv"]["zach"]["loc"] == "B3"
    assert RULES.view(state, 1)["infection"]["host_seen"] == "B5"
    assert RULES.view(state, KILLER)["infection"]["host_loc"] == "B3"


def test_the_host_is_asked_even_when_it_cannot_move():
    """The question comes every time, so its absence cannot tell the Survivors the Host is shut in."""
    state = mutated_game(seats=2, host="zach", at="G2")
    state.d["blocks"] += ["G1-G2", "G2-G3"]
    killer_turn(state, "k_reappear", hand=[])
    assert RULES.decision(state).kind == "p_host"
    assert [(a["to"], a["steps"]) for a in RULES.legal_actions(state)] == [("G2", 0)]


def test_the_host_moves_like_a_survivor():
    state = mutated_game(seats=2, host="zach", at="B2")
    d = state.d
    d["blocks"].append("B2-B4")
    killer_turn(state, "k_reappear", hand=[])
    steps = {a["to"] for a in RULES.legal_actions(state) if a["steps"] == 1}
    assert steps == {"G1", "G5"}  # not through the block to B4, not up the arrow to G3


def test_investigating_finds_and_kills_the_host():
    state = mutated_game(host="zach", at="B5")
    d = state.d
    place(state, evelyn="B4")
    survivors_turn(state, "evelyn")
    events = act(state, "investigate")
    assert any(e["type"] == "investigate" and not e["found"] for e in events)
    assert "investigate" not in kinds(state)  # once per location a turn
    act(state, "step", to="B5")
    act(state, "stop") if RULES.decision(state).kind == "s_move" else None
    state.rng = ScriptedRng([4, 4, 4, 4])  # 8 against strength 4
    events = act(state, "investigate")
    assert any(e["type"] == "investigate" and e["found"] for e in events)
    assert RULES.decision(state).kind == "p_hunt" and "leave" in kinds(state)
    act(state, "weapon", src="", i=0)
    res = RULES.result(state)
    assert res["side"] == "survivors" and res["reason"] == "the Host is eliminated"
    assert state.seat_of("zach") not in res["winners"]


def test_losing_to_the_host_eliminates_the_investigator():
    state = mutated_game(host="zach", at="B5")
    place(state, evelyn="B5")
    survivors_turn(state, "evelyn")
    state.rng = ScriptedRng([0, 0, 0, 0])
    act(state, "investigate")
    act(state, "weapon", src="", i=0)
    res = RULES.result(state)
    assert res["side"] == "killer" and res["reason"] == "elimination by the Host"
    assert state.d["surv"]["evelyn"]["out"] == "eliminated"


def test_no_investigation_before_a_mutation():
    state = new(seats=4)
    give_tiles(state, zach=["x1"])
    survivors_turn(state, "evelyn")
    assert "investigate" not in kinds(state)


# -- the Host's victory ----------------------------------------------------------------------------------
def test_a_hidden_host_steals_the_survivors_victory():
    state = new(seats=4)
    d = state.d
    give_tiles(state, roy=["x1"])
    d["rescue"] = 1
    killer_turn(state, "s_start", hand=[])
    res = RULES.result(state)
    assert res["side"] == "killer" and "steals" in res["reason"] and "rescued" in res["reason"]
    assert res["winners"] == [KILLER, state.seat_of("roy")]


def test_a_hidden_host_in_a_two_player_game_wins_for_the_killer_alone():
    state = new(seats=2)
    give_tiles(state, roy=["x1"])
    state.d["rescue"] = 1
    killer_turn(state, "s_start", hand=[])
    assert RULES.result(state)["winners"] == [KILLER]


def test_survivors_escape_without_a_host_or_once_it_has_mutated():
    state = new(seats=4)
    give_tiles(state, roy=["s1"])
    state.d["rescue"] = 1
    killer_turn(state, "s_start", hand=[])
    assert RULES.result(state)["side"] == "survivors" and RULES.result(state)["winners"] == [1, 2, 3]
    state = mutated_game(host="zach")
    state.d["rescue"] = 1
    killer_turn(state, "s_start", hand=[])
    res = RULES.result(state)
    assert res["side"] == "survivors" and res["winners"] == [1, 2]  # the Host's player lost


def test_killing_the_host_before_it_mutates_still_wins_for_the_parasitoid():
    state = new(seats=4)
    d = state.d
    give_tiles(state, roy=["x1"])
    place(state, roy="B3")
    d["surv"]["roy"]["health"] = 1
    killer_turn(state, "k_main", loc="B3", hand=[], level=3)
    state.rng = ScriptedRng([0, 0, 0, 0])
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    act(state, "weapon", src="", i=0)
    assert RULES.result(state)["side"] == "killer"


# -- the Wall of Flesh -----------------------------------------------------------------------------------
def test_hidden_menace_hides_the_flesh_that_hurts_whoever_removes_the_block():
    state = new(seats=4)
    d = state.d
    menace = card(state, "hidden_menace")
    killer_turn(state, "k_slow", loc="G5", hand=[menace], level=3)
    act(state, "play", card=menace)
    act(state, "choose", target="G4-G5")  # BLOCK x1: the Crew Quarter - Medical Bay door
    assert d["stack"][-1]["t"] == "p_flesh"
    events = act(state, "flesh", edge="G4-G5")
    assert all("edge" not in RULES.redact(e, 1) for e in events if e["type"] == "flesh_hidden")
    assert RULES.view(state, KILLER)["infection"]["flesh"] == "G4-G5"
    assert "flesh" not in RULES.view(state, 1)["infection"]
    act(state, "draw")
    place(state, evelyn="G5", roy="G5", zach="G5")
    survivors_turn(state, "roy")
    events = act(state, "unblock", edge="G4-G5")
    assert any(e["type"] == "flesh" and e["char"] == "roy" for e in events)
    assert not any(e["type"] == "reveal" for e in events)  # which end of the door Roy stood at stays unsaid
    assert d["surv"]["roy"]["health"] == 1 and d["infect"]["flesh"] is None and d["blocks"] == []


def test_the_flesh_at_level_one_may_infect_instead():
    state = new(seats=4)
    d = state.d
    d["blocks"] = ["G4-G5"]
    d["infect"]["flesh"] = "G4-G5"
    survivors_turn(state, "quinto" if "quinto" in d["surv"] else "roy")
    act(state, "unblock", edge="G4-G5")
    assert d["stack"][-1]["t"] == "p_harm" and RULES.decision(state).seat == KILLER
    act(state, "infect")
    assert len(tiles(state, "roy")) == 1 and d["surv"]["roy"]["health"] == 2
    assert d["stack"][-1]["t"] == "s_act"  # back to Roy's turn


def test_the_flesh_goes_with_a_block_the_killer_breaks():
    state = new(seats=4)
    d = state.d
    d["blocks"] = ["G4-G5"]
    d["infect"]["flesh"] = "G4-G5"
    killer_turn(state, "k_main", loc="G5", hand=[], level=3)
    act(state, "move", to="G4", discard="")  # through the block: the token (and the flesh) goes
    assert d["blocks"] == [] and RULES.view(state, KILLER)["infection"]["flesh"] is None
    d["blocks"].append("G4-G5")  # a later plain block on the same door hides nothing
    from game.games.terrorscape.parasitoid import block_placed, flesh_at
    block_placed(state, "G4-G5")
    assert flesh_at(state) is None


# -- setup and options -----------------------------------------------------------------------------------
def test_the_killer_option_offers_the_parasitoid():
    opt = next(o for o in INFO.options if o.id == "killer")
    assert "parasitoid" in opt.choices and "orion" in opt.choices
    state = new()
    inf = state.d["infect"]
    assert sorted(inf["pool"]) == ALL_TILES and inf["tiles"] == {} and inf["flesh"] is None
    assert state.d["killer"]["strength"] == 5 and len(state.d["killer"]["hand"]) == 2
    assert state.d["killer"]["locked"] == ["metamorphosis.u"]
    stations = [c for c in state.board.codes if "testing_station" in state.board.loc(c).kinds]
    assert stations == ["R3", "G5"]  # on the Main Exit and the Hidden Exit
    assert "infect" not in RULES.new_game(1, 2, {"map": "terrorscape_polar_station"}).d


def test_a_wrong_choice_is_refused():
    state = new(seats=4)
    give_tiles(state, roy=["s1"])
    survivors_turn(state, "evelyn")
    from game.core.actions import Action
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("accuse", char="evelyn"))
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("investigate"))


# -- with a partner Killer (Double Trouble keeps the acting Killer in d["killer"], the other waiting) ------
def with_partner(state, acting):
    """The Parasitoid and a second Killer record (Orion's, from the content) at the same seat; `acting`
    says which one is d["killer"] now."""
    d = state.d
    para = d["killer"]
    orion = dict(para, id="orion", hand=[], deck=[], discard=[], locked=[], fsa=[], delay=[], on_reappear=[])
    d["killer"], d["other_killers"] = (para, [orion]) if acting == "parasitoid" else (orion, [para])
    state.changed()
    return para, orion


def test_only_the_parasitoid_infects_when_two_killers_hunt():
    state = new(seats=4)
    d = state.d
    place(state, roy="B3", evelyn="G5", zach="G5")
    para, orion = with_partner(state, "orion")
    killer_turn(state, "k_main", loc="B3", hand=[], level=1)
    state.rng = ScriptedRng([0, 0, 0, 0])
    act(state, "search")  # Orion's encounter: no tile, no choice
    act(state, "pass")  # no attack card to play: the step is asked all the same
    act(state, "weapon", src="", i=0)
    assert d["infect"]["tiles"] == {} and d["surv"]["roy"]["health"] == 1
    assert RULES.decision(state).kind != "p_mutate"


def test_the_flesh_is_the_parasitoids_damage_whoever_acted_last():
    state = new(seats=4)
    d = state.d
    d["blocks"] = ["G4-G5"]
    d["infect"]["flesh"] = "G4-G5"
    para, orion = with_partner(state, "orion")
    orion["level"] = 1
    survivors_turn(state, "roy")
    act(state, "unblock", edge="G4-G5")
    assert d["stack"][-1] == {"t": "p_harm", "seat": para["seat"], "char": "roy", "why": "the Wall of Flesh"}


def test_the_parasitoids_questions_come_in_its_own_turn():
    state = new(seats=2)
    d = state.d
    give_tiles(state, roy=["x1"])
    with_partner(state, "orion")
    killer_turn(state, "k_reappear", hand=[])
    assert RULES.decision(state).kind == "k_fast"  # Orion's turn: nobody is asked to mutate
    d["killer"], d["other_killers"] = d["other_killers"][0], [d["killer"]]
    killer_turn(state, "k_reappear", hand=[])
    assert RULES.decision(state).kind == "p_mutate"


def test_a_hidden_host_wins_even_a_lost_final_showdown_for_the_parasitoid():
    """"That means the Parasitoid will also win, even if it is defeated during the Final Showdown!\""""
    state = new(seats=4)
    d = state.d
    give_tiles(state, zach=["x1"])
    d["showdown"] = {"health": 20, "total": 26, "fought": ["evelyn", "roy", "zach"]}
    d["stack"].clear()  # the three fights are over: 26 against 20, the Survivors would win
    from game.games.terrorscape import flow
    flow.advance(state, [])
    res = RULES.result(state)
    assert res["side"] == "killer" and "final showdown" in res["reason"] and "steals" in res["reason"]
    assert res["winners"] == [KILLER, state.seat_of("zach")]


def test_three_players_the_lone_survivors_host_mutates_itself():
    """Seat 1 runs Evelyn and Roy (their tiles unseen, the Killer controls them as Hosts); seat 2 runs
    Zach alone: as the Host it decides its own mutation."""
    state = new(seats=3)
    d = state.d
    give_tiles(state, evelyn=["s1"], zach=["x1"])
    killer_turn(state, "k_reappear", hand=[])
    assert sorted(f["seat"] for f in d["stack"]) == [KILLER, 2]
    seen = []
    while d["stack"] and d["stack"][-1]["t"] == "p_mutate":
        seen.append((RULES.decision(state).seat, kinds(state)))
        act(state, "mutate" if "mutate" in kinds(state) else "stay")
    assert (KILLER, {"stay"}) in seen and (2, {"mutate", "stay"}) in seen
    assert d["surv"]["zach"]["out"] == "mutated" and RULES.decision(state).seat == 2  # it moves itself


def test_a_survivor_felled_by_the_flesh_in_separate_ways_takes_no_more_actions():
    """Found by the fuzz's audit: in Separate Ways the game goes on after an elimination, and a Survivor who
    fell to the Wall of Flesh under the block it removed kept its turn (its items to use, itself to loot)."""
    state = new(seats=4, separate_ways=True)
    d = state.d
    d["killer"]["level"] = 3  # past level 2: the flesh harms, it does not offer to infect
    d["blocks"] = ["G4-G5"]
    d["infect"]["flesh"] = "G4-G5"
    place(state, roy="G5", evelyn="G4", zach="G4")
    d["surv"]["roy"]["health"] = 1
    survivors_turn(state, "roy")
    assert RULES.decision(state).seat == state.seat_of("roy")
    act(state, "unblock", edge="G4-G5")
    assert d["surv"]["roy"]["out"] == "eliminated" and d["result"] is None
    assert not any(f.get("char") == "roy" and f["t"] in ("s_act", "s_move") for f in d["stack"])
    assert all(a.get("frm") != "roy" for a in RULES.legal_actions(state) if a.kind == "loot")


def test_revealed_tiles_are_told_by_their_faces_not_by_which_safe_tile():
    """Found by the fuzz's audit: the event named the tiles' ids (s3 or s4), which no view shows: Safe tiles
    look alike, so which Safe tile a Survivor held is not anybody's to learn."""
    from game.games.terrorscape.parasitoid_actions import reveal_tiles

    shown = []
    for safe in (["s1", "s2"], ["s3", "s4"]):
        state = new(seats=4)
        give_tiles(state, roy=["x1"] + safe)
        events = []
        assert reveal_tiles(state, "roy", "accused", events)
        shown.append([RULES.redact(e, 1) for e in events])
    assert shown[0] == shown[1] and shown[0][0]["tiles"] == ["s", "s", "x"]
