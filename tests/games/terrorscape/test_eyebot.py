"""Eyebot (rulebook: Killer Specific Rules, "Eyebot: Program & Operate"), on the real Polar Station
(maps/terrorscape_polar_station.toml) with the real cards (data/killers.toml): her droids, OPERATE
along the zone sequences, PROGRAM, every card of her deck and her level effects."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

from .fixtures import ScriptedRng, jump

KILLER = 0
NAMES = {"G1": "Platform", "B1": "Alley", "B2": "Passageway", "B3": "Mess Hall", "G2": "Hydroponics Lab"}


@pytest.fixture(autouse=True)
def real_world():
    """The real cards (another module's fixture may have installed its small set)."""
    sources.install_content(None)
    yield
    sources.install_content(None)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def kinds(state):
    return {a.kind for a in legal(state)}


def eyebot(seats=2, loc="R3", hand=(), phase="k_main", droids=(), where=None, level=1, **killer):
    """Eyebot's turn at `phase`, standing at `loc` with `hand` (the cards' uids), droids placed and the
    Survivors put where `where` says ({char: code}; the rest wait at the Main Exit)."""
    state = RULES.new_game(1, seats, {"killer": "eyebot", "survivors": "evelyn,roy,zach"})
    d = state.d
    k = d["killer"]
    pool = k["hand"] + k["deck"] + k["locked"]
    for uid in hand:
        pool.remove(uid)
    k["hand"], k["deck"], k["locked"] = list(hand), [u for u in pool if not u.endswith(".u")], \
        [u for u in pool if u.endswith(".u")]
    k.update({"loc": loc, "seen": loc, "droids": list(droids), "level": level, **killer})
    for char, code in (where or {}).items():
        d["surv"][char]["loc"] = code
    jump(state, phase)
    return state


def senses(events):
    return [(e["where"], e["found"]) for e in events if e["type"] == "sense"]


# -- the rulebook's worked examples ------------------------------------------------------------------
def test_eyebots_range_1_placement():
    """Eyebot is at the Platform and plays Deployment to place a droid within range 1: five options,
    Platform, Alley, Passageway, Mess Hall and Hydroponics Lab."""
    state = eyebot(loc="G1", hand=["deployment.0"])
    act(state, "play", card="deployment.0")
    options = legal(state)
    assert RULES.decision(state).kind == "eye_droid"
    assert sorted(a["to"] for a in options) == sorted(NAMES) and all(a["frm"] == "" for a in options)
    assert {state.board.loc(a["to"]).name for a in options} == set(NAMES.values())
    events = act(state, "droid", to="B2", frm="")
    assert state.d["killer"]["droids"] == ["B2"]
    # placed on both boards at once: the event and every view say where
    assert all(RULES.redact(e, s)["loc"] == "B2" for e in events if e["type"] == "droid" for s in (0, 1, None))
    assert RULES.view(state, 1)["killer"]["droids"] == ["B2"] == RULES.view(state, KILLER)["killer"]["droids"]
    # then the card's MOVE x1
    assert RULES.decision(state).kind == "k_fx" and "move" in kinds(state)


def test_a_droid_operating_round_its_zone():
    """A droid in G1 Platform reveals the Survivors there, teleports to G2 Hydroponics Lab and reveals
    again; a droid in G5 Crew Quarter wraps round to G1 Platform. Droids never leave their zone."""
    state = eyebot(loc="R3", hand=["patrol_protocol.2", "sweep.7"], phase="k_fast", droids=["G1", "G5", "B5"],
                   where={"evelyn": "G1", "roy": "G2", "zach": "G5"})
    act(state, "play", card="patrol_protocol.2")
    act(state, "pay", card="sweep.7")
    assert RULES.decision(state).kind == "eye_zone"
    assert sorted(a["zone"] for a in legal(state)) == ["blue", "green"]  # zones that hold a droid
    act(state, "zone", zone="green")
    assert sorted(a["droid"] for a in legal(state) if a.kind == "operate") == ["G1", "G5"]  # not B5
    events = act(state, "operate", droid="G1")
    assert senses(events) == [(["G1"], ["evelyn"]), (["G2"], ["roy"])]
    assert sorted(state.d["killer"]["droids"]) == ["B5", "G2", "G5"]
    events = act(state, "operate", droid="G5")
    assert senses(events) == [(["G5"], ["zach"]), (["G1"], ["evelyn"])]
    assert sorted(state.d["killer"]["droids"]) == ["B5", "G1", "G2"]
    assert RULES.decision(state).kind == "k_fast"  # two droids operated: the card is done
    why = {(x["char"], x["where"][0]) for x in state.d["sightings"] if x["why"] == "droid"}
    assert why == {("evelyn", "G1"), ("roy", "G2"), ("zach", "G5")}


def test_a_droid_passes_over_a_droid_and_stays_in_its_zone():
    """# designed: droids never share a location, so an operated droid lands on the next free one."""
    state = eyebot(loc="R3", hand=["patrol_protocol.2", "sweep.7"], phase="k_fast", droids=["R4", "R5", "R1"])
    act(state, "play", card="patrol_protocol.2")
    act(state, "pay", card="sweep.7")
    act(state, "zone", zone="red")
    events = act(state, "operate", droid="R4")  # R5 and R1 (wrapped) hold droids: on to R2
    assert [w for w, _ in senses(events)] == [["R4"], ["R2"]]
    act(state, "stop")  # up to two: the Killer may stop after one
    assert sorted(state.d["killer"]["droids"]) == ["R1", "R2", "R5"]


# -- droids ------------------------------------------------------------------------------------------
def test_a_sixth_droid_relocates_one_of_the_five():
    five = ["R1", "R2", "B4", "B5", "G4"]
    state = eyebot(loc="G1", hand=["deployment.0"], droids=five)
    act(state, "play", card="deployment.0")
    options = legal(state)
    assert {a["frm"] for a in options} == set(five) and {a["to"] for a in options} == set(NAMES)
    act(state, "droid", to="G2", frm="B5")
    assert sorted(state.d["killer"]["droids"]) == sorted(["R1", "R2", "B4", "G4", "G2"])


def test_droids_never_share_a_location():
    state = eyebot(loc="G1", hand=["deployment.0"], droids=["G1", "B1"])
    act(state, "play", card="deployment.0")
    assert sorted(a["to"] for a in legal(state)) == ["B2", "B3", "G2"]


def test_level_3_unlocks_slaughter_and_places_a_droid_at_her_location():
    state = eyebot(loc="B4", hand=["thrusters.5"], phase="k_draw", level=2)
    k = state.d["killer"]
    k["discard"] += k["deck"]
    k["deck"] = []
    act(state, "draw")
    assert RULES.decision(state).kind == "k_unlock"  # asked with room in the hand too: the card joins it
    act(state, "take_unlocked")
    assert k["level"] == 3 and "slaughter.u" in k["hand"] and k["droids"] == ["B4"]


def test_a_droid_placed_in_stealth_waits_for_her_to_reappear():
    """# designed: a droid is placed in plain view, so one placed from STEALTH waits for the reappear."""
    state = eyebot(loc="B4", hand=["thrusters.5"], phase="k_draw", level=2, stealth=True, seen="R3")
    k = state.d["killer"]
    k["discard"] += k["deck"]
    k["deck"] = []
    events = act(state, "draw")
    assert k["level"] == 3 and k["droids"] == []
    assert "B4" not in str([RULES.redact(e, 1) for e in events]) and "B4" not in str(RULES.view(state, 1))
    events = jump(state, "k_reappear")
    assert k["droids"] == ["B4"] and any(e["type"] == "droid" for e in events)


# -- PROGRAM -----------------------------------------------------------------------------------------
def test_slaughter_programs_a_path_and_damages_each_location_next_turn():
    state = eyebot(loc="G1", hand=["slaughter.u", "sweep.7"], level=3,
                   where={"roy": "G3", "evelyn": "G4", "zach": "B3"})
    act(state, "play", card="slaughter.u")
    act(state, "pay", card="sweep.7")
    assert RULES.decision(state).kind == "eye_path"
    assert sorted(a["to"] for a in legal(state)) == ["B1", "B2", "B3", "G2"]  # adjacent, not her own
    assert Action("stop") not in legal(state)  # at least one location
    for to in ("G2", "G3", "G4"):
        events = act(state, "program", to=to)
        assert any(e["type"] == "delay" and e["loc"] == to for e in events)  # announced: she is visible
    assert RULES.decision(state).kind == "k_slow"  # three locations: the path is full
    assert RULES.view(state, 1)["killer"]["delays"] == ["G2", "G3", "G4"]
    jump(state, "k_reappear")  # her next turn
    d = state.d
    assert d["killer"]["loc"] == "G4" and d["killer"]["delay"] == []
    assert d["surv"]["roy"]["health"] == 1 and d["surv"]["evelyn"]["health"] == 1
    assert d["surv"]["zach"]["health"] == 2


def test_programmed_paths_never_overlap_and_follow_on():
    """A second program starts where the first ends (# designed) and never reuses a token's location."""
    state = eyebot(loc="G1", hand=["slaughter.u", "lockdown.4", "sweep.7"], level=3)
    act(state, "play", card="slaughter.u")
    act(state, "pay", card="sweep.7")
    act(state, "program", to="G2")
    act(state, "program", to="G3")
    act(state, "stop")
    act(state, "play", card="lockdown.4")  # slow
    assert sorted(a["to"] for a in legal(state)) == ["B2", "G4"]  # from G3, not G2 (a token) nor G3 (start)
    act(state, "program", to="G4")
    act(state, "program", to="G5")
    assert [t["loc"] for t in state.d["killer"]["delay"]] == ["G2", "G3", "G4", "G5"]


def test_lockdown_blocks_a_door_of_each_location_it_reaches():
    state = eyebot(loc="G1", hand=["lockdown.4"], phase="k_slow")
    act(state, "play", card="lockdown.4")
    act(state, "program", to="G2")
    act(state, "program", to="G3")
    jump(state, "k_reappear")
    assert state.d["killer"]["loc"] == "G2" and RULES.decision(state).kind == "k_fx"
    assert kinds(state) == {"choose"}  # DELAY effects must occur: no stop while a door is free
    assert sorted(a["target"] for a in legal(state)) == ["G1-G2", "G2-G3"]
    act(state, "choose", target="G1-G2")
    assert state.d["killer"]["loc"] == "G3"  # moved on, then a door of the Observatory
    assert legal(state) == [Action("choose", target="G2-G3")]  # its only door (the others are open / an arrow)
    act(state, "choose", target="G2-G3")
    assert sorted(state.d["blocks"]) == ["G1-G2", "G2-G3"] and RULES.decision(state).kind == "k_fast"


def test_a_program_against_the_arrow_costs_a_discard_or_is_cancelled():
    """From the Passageway up to the Observatory runs against the one-way route: she discards a card;
    with none in hand the program is cancelled and its remaining tokens go."""
    state = eyebot(loc="B2", hand=["lockdown.4"], phase="k_slow")
    act(state, "play", card="lockdown.4")
    assert "G3" in [a["to"] for a in legal(state)]
    act(state, "program", to="G3")
    act(state, "program", to="G4")
    state.d["killer"]["hand"] = ["sweep.7"]
    state.d["killer"]["deck"].remove("sweep.7")
    jump(state, "k_reappear")
    assert RULES.decision(state).kind == "eye_uphill" and legal(state) == [Action("pay", card="sweep.7")]
    act(state, "pay", card="sweep.7")
    assert state.d["killer"]["loc"] == "G3" and "sweep.7" in state.d["killer"]["discard"]

    state = eyebot(loc="B2", hand=["lockdown.4"], phase="k_slow")
    act(state, "play", card="lockdown.4")
    act(state, "program", to="G3")
    act(state, "program", to="G4")
    events = jump(state, "k_reappear")
    assert any(e["type"] == "program_cancelled" for e in events)
    assert state.d["killer"]["loc"] == "B2" and state.d["killer"]["delay"] == [] and state.d["blocks"] == []
    assert RULES.decision(state).kind == "k_fast"


def test_a_program_laid_in_stealth_stays_secret_until_she_reappears():
    state = eyebot(loc="G1", hand=["lockdown.4"], phase="k_slow", stealth=True, seen="R3")
    act(state, "play", card="lockdown.4")
    events = act(state, "program", to="G2")
    assert "G2" not in str([RULES.redact(e, 1) for e in events])
    assert RULES.view(state, 1)["killer"]["delays"] == [] and RULES.view(state, KILLER)["killer"]["delays"] == ["G2"]


# -- the rest of her deck ----------------------------------------------------------------------------
def test_drone_relay_teleports_to_a_droid_and_searches():
    state = eyebot(loc="R3", hand=["drone_relay.9"], droids=["G4", "B5"], where={"evelyn": "G4"})
    act(state, "play", card="drone_relay.9")
    assert sorted(a["target"] for a in legal(state)) == ["B5", "G4"]
    events = act(state, "choose", target="G4")
    assert state.d["killer"]["loc"] == "G4" and state.d["enc"] is not None
    assert any(e["type"] == "search" and e["found"] == ["evelyn"] for e in events)


def test_optical_camouflage_hides_her_at_a_droid():
    state = eyebot(loc="R3", hand=["optical_camouflage.10"], droids=["G4", "B5"])
    act(state, "play", card="optical_camouflage.10")
    assert state.d["killer"]["stealth"]
    assert sorted(a["target"] for a in legal(state)) == ["B5", "G4"]
    events = act(state, "choose", target="B5")
    assert state.d["killer"]["loc"] == "B5" and RULES.view(state, 1)["killer"]["loc"] is None
    assert "B5" not in str([RULES.redact(e, 1) for e in events])


def test_sweep_senses_her_zone():
    state = eyebot(loc="B4", hand=["sweep.7"], phase="k_fast", where={"roy": "B1", "evelyn": "G1"})
    events = act(state, "play", card="sweep.7")
    assert senses(events) == [(["B1", "B2", "B3", "B4", "B5"], ["roy"])]


def test_thrusters_move_one():
    state = eyebot(loc="B4", hand=["thrusters.5"], phase="k_fast")
    act(state, "play", card="thrusters.5")
    assert sorted(a["to"] for a in legal(state) if a.kind == "move") == ["B2", "B3", "B5"]
    act(state, "move", to="B5", discard="")
    assert state.d["killer"]["loc"] == "B5"


def test_electrocute_adds_strength_and_takes_a_die():
    """Every die shows 1: four dice (4) would hold off strength 4; with Electrocute three dice (3)
    fall short of 5 and Zach is injured."""
    state = eyebot(loc="G5", hand=["electrocute.11"], where={"evelyn": "B1", "roy": "B1"})
    state.rng = ScriptedRng([2] * 10)
    act(state, "search")
    assert RULES.decision(state).kind == "e_card"
    act(state, "play", card="electrocute.11")
    events = act(state, "weapon", src="", i=0)
    roll = next(e for e in events if e["type"] == "combat_roll")
    assert roll["faces"] == [1, 1, 1] and roll["value"] == 3
    assert state.d["surv"]["zach"]["health"] == 1


@pytest.mark.parametrize("card", ["deployment", "patrol_protocol", "lockdown", "thrusters", "sweep", "drone_relay",
                                  "optical_camouflage", "electrocute", "slaughter"])
def test_every_card_of_her_deck_is_tested(card):
    """Each card of Eyebot's deck has its named test above (a card that does nothing is a defect)."""
    import sys
    names = " ".join(n for n in dir(sys.modules[__name__]) if n.startswith("test_"))
    words = {"deployment": "range_1", "patrol_protocol": "operating", "lockdown": "lockdown", "thrusters": "thrusters",
             "sweep": "sweep", "drone_relay": "drone_relay", "optical_camouflage": "optical_camouflage",
             "electrocute": "electrocute", "slaughter": "slaughter"}
    assert words[card] in names
    assert card in sources.content().killers["eyebot"]["deck"] or card in sources.content().killers["eyebot"]["ultimate"]


def test_her_choices_read_in_words():
    state = eyebot(loc="G1", hand=["deployment.0"], droids=["R1", "R2", "B4", "B5", "G4"])
    act(state, "play", card="deployment.0")
    words = {RULES.label(state, a) for a in legal(state)}
    assert "Droid to B2 Passageway (taking back the one at G4 Medical Bay)" in words
    assert RULES.label(state, Action("zone", zone="green")) == "Operate in the green zone"
    assert RULES.label(state, Action("program", to="G2")) == "Program G2 Hydroponics Lab"


def test_a_program_moves_through_a_block_removing_it_and_is_cancelled_once_off_its_path():
    """Each programmed move is a [MOVE]: through a block token it removes it (she is visible). If she
    stands away from the path when it runs (# designed), the program is cancelled."""
    state = eyebot(loc="G1", hand=["slaughter.u", "sweep.7"], level=3)
    state.d["blocks"].append("G1-G2")
    act(state, "play", card="slaughter.u")
    act(state, "pay", card="sweep.7")
    act(state, "program", to="G2")
    act(state, "stop")
    events = jump(state, "k_reappear")
    assert state.d["killer"]["loc"] == "G2" and state.d["blocks"] == []
    assert any(e["type"] == "block_removed" for e in events)

    state = eyebot(loc="G1", hand=["lockdown.4"], phase="k_slow")
    act(state, "play", card="lockdown.4")
    act(state, "program", to="G2")
    act(state, "program", to="G3")
    state.d["killer"].update(loc="R4", seen="R4")  # moved away before the program runs
    events = jump(state, "k_reappear")
    assert any(e["type"] == "program_cancelled" for e in events) and state.d["killer"]["loc"] == "R4"
    assert state.d["blocks"] == [] and RULES.decision(state).kind == "k_fast"


def test_a_program_against_the_arrow_pays_what_a_move_there_costs():
    """MOD uphill (a level effect or trait) changes the price: free at -1, two cards at +1 (the second
    paid in k_pay); too few cards cancel the program."""
    for mods, hand, kinds_after in (({"uphill": -1}, [], None), ({"uphill": 1}, ["sweep.7", "sweep.8"], "k_pay"),
                                    ({"uphill": 1}, ["sweep.7"], "cancel")):
        state = eyebot(loc="B2", hand=["lockdown.4"], phase="k_slow")
        act(state, "play", card="lockdown.4")
        act(state, "program", to="G3")
        k = state.d["killer"]
        k["mods"] = dict(mods)
        k["hand"] = list(hand)
        k["deck"] = [u for u in k["deck"] if u not in hand]
        events = jump(state, "k_reappear")
        if kinds_after is None:
            assert k["loc"] == "G3"
        elif kinds_after == "cancel":
            assert k["loc"] == "B2" and any(e["type"] == "program_cancelled" for e in events)
        else:
            act(state, "pay", card="sweep.7")
            assert RULES.decision(state).kind == "k_pay" and k["loc"] == "G3"
            act(state, "pay", card="sweep.8")
            assert k["hand"] == [] and RULES.decision(state).kind == "k_fx"  # then Lockdown's BLOCK
