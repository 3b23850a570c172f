"""Invariants of a Crimson Creek state, checked after every step of the fuzz tests."""
from __future__ import annotations

from collections import Counter

from game.games.crimson_creek.maps import act_map

# The most steps a game can take (the fuzz's step_bound check): three Acts of a bounded number of scenes.
# Measured: the longest of 200 fuzz games took 257 steps, of 1,800 Normal/Easy games at 1-6 seats 209.
STEP_BOUND = 1500


def check(rules, state) -> None:
    d = state.d
    # Never three characters on a location; nobody on an attacked or removed location (except the
    # characters hiding through the third attack, who wait for the next Act).
    at = Counter(c["loc"] for c in d["chars"].values() if c["alive"] and c["on_board"] and c["hidden_at"] is None)
    for loc, n in at.items():
        assert loc is not None or d["stack"] and d["stack"][-1]["t"] == "relocate", "a character on no location"
        if loc is None:
            continue
        assert n <= 2, f"{n} characters on {loc}"
        assert loc in d["act_locs"], f"a character on {loc}, which is not in Act {d['act']}"
        hiding_now = {g["loc"] for op in d["ops"] if op["op"] == "hide_moves" for g in op["groups"]}
        assert loc not in d["flipped"] or loc in hiding_now, f"a character on the attacked {loc}"
    for cid, c in d["chars"].items():
        if not c["alive"]:
            assert c["loc"] is None, f"dead {cid} still on the board"
    # Players and their characters agree; dead players hold no hiding place.
    for p in d["players"]:
        if p["char"] is None:
            continue
        c = d["chars"][p["char"]]
        assert c["seat"] == p["seat"]
        assert p["alive"] == c["alive"] or not p["alive"], "a living player with a dead character"
        if not p["alive"]:
            assert p["tile"] is None
        if p["tile"] is not None:
            t = d["tiles"][p["tile"]]
            assert t["holder"] == p["seat"] and not t["used"]
    for tile, t in d["tiles"].items():
        if t["holder"] is not None:
            assert d["players"][t["holder"]]["tile"] == tile
    # Hatchets counted right: deck + discard + drawn = the Act's deck (calm + hatchets).
    a = d["attack"]
    if d["act_locs"]:
        cards = Counter(a["deck"]) + Counter(a["discard"]) + Counter(a["hatchets_drawn"])
        assert cards["hatchet"] == a["hatchets"], f"hatchets {cards['hatchet']} != {a['hatchets']}"
        assert cards["calm"] == a["calm"], "calm nights not conserved"
        assert len(a["hatchets_drawn"]) <= a["trigger"]
        if "survivors" in a:
            after = d["attacks"] if d["attack_now"] is None or d["attack_now"]["number"] > d["attacks"] else d["attacks"] - 1
            assert a["hatchets"] == state.content.attack_chart[a["survivors"]][1] + after, "a Hatchet added wrongly"
    # Sleeves: every location of the Act is in exactly one sleeve or the Lair.
    if d["sleeves"]:
        amap = act_map(d["act"])
        assert sorted(list(d["sleeves"].values()) + [d["lair"]]) == sorted(amap.locations)
        assert len(d["reveal_deck"]) + len(set(d["revealed"]) | set((d["attack_now"] or {}).get("icons", []))) \
            == len(d["sleeves"])
    assert 0 <= d["center_peeks"] <= 2
    assert d["attacks"] <= 3
    # Search deck conserved.
    s = d["search"]
    assert sorted(s["deck"] + s["discard"]) == sorted(["handprint"] + ["blank"] * 3)
    # Whoever must decide is alive (except takeover offers to the dead) and has legal choices.
    if d["result"] is None:
        top = d["stack"][-1]
        if top["t"] not in ("takeover", "choose_character"):
            assert d["players"][top["seat"]]["alive"], f"a dead seat must decide ({top['t']})"
        assert rules.legal_actions(state), "a decision with no legal choice"
