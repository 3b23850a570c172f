"""Every Parasitoid skill card does what its text says (data/killers.toml), played on the real Polar Station."""
from __future__ import annotations

from game.games.terrorscape.rules import RULES

from .fixtures import ScriptedRng
from .parasitoid_world import act, card, killer_turn, kinds, new, place, real_world  # noqa: F401


def play_from(state, phase, cid, loc="G1", others=(), level=1):
    uid = card(state, cid)
    extra = [card(state, o) for o in others]
    killer_turn(state, phase, loc=loc, hand=[uid] + extra, level=level)
    return uid


def test_every_parasitoid_card_is_covered_here():
    covered = {"split", "parasitic_spores", "hidden_menace", "crawl", "tremor_sense", "hive_mind", "spore_cloud",
               "burrow", "lash", "barbed_tendril", "metamorphosis", "spore_injection"}
    state = new()
    assert {s["id"] for s in state.content.skills.values() if s["killer"] == "parasitoid"} == covered


def test_split_moves_two_steps_in_stealth():
    state = new()
    uid = play_from(state, "k_main", "split", loc="R3")
    act(state, "play", card=uid)
    events = act(state, "move", to="B3", discard="") + act(state, "move", to="B4", discard="")
    assert state.d["killer"]["loc"] == "B4" and state.d["killer"]["stealth"]
    assert all("to" not in RULES.redact(e, 1) for e in events)


def test_parasitic_spores_needs_stealth():
    state = new()
    uid = play_from(state, "k_slow", "parasitic_spores")
    assert "play" not in kinds(state)
    state = new()
    uid = card(state, "parasitic_spores")
    killer_turn(state, "k_slow", loc="G1", hand=[uid], stealth=True)
    act(state, "play", card=uid)
    assert state.d["killer"]["on_reappear"] == [{"kw": "DAMAGE", "target": "range", "range": 1}]


def test_crawl_moves_one_step_announced():
    state = new()
    uid = play_from(state, "k_fast", "crawl")
    act(state, "play", card=uid)
    events = act(state, "move", to="G2", discard="")
    assert RULES.redact(events[0], 1)["to"] == "G2" and state.d["killer"]["loc"] == "G2"


def test_tremor_sense_senses_within_one():
    state = new()
    place(state, evelyn="B2", roy="G3", zach="G5")
    uid = play_from(state, "k_fast", "tremor_sense")
    events = act(state, "play", card=uid)
    sense = next(e for e in events if e["type"] == "sense")
    assert sense["found"] == ["evelyn"]


def test_hive_mind_costs_a_card_and_senses_a_zone():
    state = new()
    place(state, evelyn="B2", roy="G3", zach="G5")
    uid = play_from(state, "k_fast", "hive_mind", others=["crawl"])
    act(state, "play", card=uid)
    act(state, "pay", card=state.d["killer"]["hand"][0])
    events = act(state, "choose", target="green")
    assert next(e for e in events if e["type"] == "sense")["found"] == ["roy", "zach"]
    assert state.d["killer"]["hand"] == []


def test_spore_cloud_frightens_within_one():
    state = new()
    place(state, evelyn="B2", roy="G1", zach="G5")
    uid = play_from(state, "k_slow", "spore_cloud")
    act(state, "play", card=uid)
    assert [state.d["surv"][c]["fear"] for c in ("evelyn", "roy", "zach")] == [1, 1, 0]


def test_spore_injection_infects_within_one_at_levels_one_and_two_only():
    """The deck's [INFECT] card (designed; audit session 21): each Survivor within range 1 draws a tile at
    Lv 1-2; at Lv 3 it does nothing."""
    state = new()
    place(state, evelyn="B2", roy="G1", zach="G5")
    uid = play_from(state, "k_slow", "spore_injection")
    events = act(state, "play", card=uid)
    assert [e["char"] for e in events if e["type"] == "infect"] == ["evelyn", "roy"]
    assert sorted(state.d["infect"]["tiles"]) == ["evelyn", "roy"] and len(state.d["infect"]["pool"]) == 3
    seen = [x for x in RULES.view(state, 0)["sightings"] if x["why"] == "infect"]  # drawn openly: a sighting
    assert [x["char"] for x in seen] == ["evelyn", "roy"] and "B2" in seen[0]["where"] and "G5" not in seen[0]["where"]
    state = new()
    place(state, evelyn="B2", roy="G1", zach="G5")
    uid = play_from(state, "k_slow", "spore_injection", level=3)
    events = act(state, "play", card=uid)
    assert not [e for e in events if e["type"] == "infect"] and state.d["infect"]["tiles"] == {}


def test_burrow_stealths_to_a_noise():
    state = new()
    state.d["noise_known"] = ["B4"]
    uid = play_from(state, "k_main", "burrow")
    act(state, "play", card=uid)
    assert {a["target"] for a in RULES.legal_actions(state)} == {"B4"}
    act(state, "choose", target="B4")
    assert state.d["killer"]["loc"] == "B4" and state.d["killer"]["stealth"]


def test_lash_and_barbed_tendril_strengthen_an_attack():
    for cid, plus, weapons in (("lash", 1, True), ("barbed_tendril", 2, False)):
        state = new()
        place(state, evelyn="G1", roy="G5", zach="G5")
        state.d["surv"]["evelyn"]["items"] = [card_item(state, "weapon")]
        uid = play_from(state, "k_main", cid, others=["crawl"], level=3)  # no INFECT: a plain attack
        strength = state.d["killer"]["strength"]
        state.rng = ScriptedRng([4, 4, 2, 0])  # 2 + 2 + 1 + 0 = 5
        act(state, "search")
        assert RULES.decision(state).kind == "e_card"
        act(state, "play", card=uid)
        if cid == "barbed_tendril":
            act(state, "pay", card=card(state, "crawl"))
        assert (len(RULES.legal_actions(state)) > 1) == weapons  # Barbed Tendril: no weapon
        events = act(state, "weapon", src="", i=0)
        hit = next(e for e in events if e["type"] in ("defended", "attack_hits"))
        assert strength == 7 and hit["strength"] == strength + plus  # 5 to start, +1 at Lv 2 and Lv 3
        assert hit["type"] == "attack_hits"


def card_item(state, deck):
    """A weapon the Survivor can hold (any weapon-deck item with a weapon use)."""
    for cid, it in state.content.items.items():
        if it["deck"] == deck and any(u["on"] == "weapon" and not u["needs"] for u in it["uses"]):
            return f"{cid}.0"
    raise AssertionError("no weapon")


def test_metamorphosis_is_the_level_three_ultimate():
    state = new()
    k = state.d["killer"]
    assert "metamorphosis.u" in k["locked"]
    k["discard"] += k["deck"]
    k["deck"] = []
    killer_turn(state, "k_draw", hand=[], level=2)
    act(state, "draw")
    act(state, "take_unlocked")  # asked with room in the hand too
    assert k["level"] == 3 and "metamorphosis.u" in k["hand"] and not k["locked"]
    place(state, evelyn="G3", roy="B2", zach="R1")  # within 2 of the Platform: the Observatory, the Passageway
    strength = k["strength"]
    uid = "metamorphosis.u"
    killer_turn(state, "k_main", loc="G1", hand=[uid, card(state, "crawl")])
    act(state, "play", card=uid)
    events = act(state, "pay", card=card(state, "crawl"))
    assert k["strength"] == strength + 1
    assert next(e for e in events if e["type"] == "sense")["found"] == ["evelyn", "roy"]
    assert next(e for e in events if e["type"] == "search")["found"] == []
