"""The invariants a Terrorscape 2 game keeps after every step (the fuzz checks them all)."""
from __future__ import annotations

from game.games.terrorscape.abilities import item_has, stat
from game.games.terrorscape.common import MAX_STRENGTH
from game.games.terrorscape.keywords import BLOCK_TOKENS, HAND_LIMIT
from game.games.terrorscape.movement import all_doors
from game.games.terrorscape.state import card_id

from . import invariants_parasitoid as parasitoid_checks

# The most steps a game can take (the fuzz's step_bound check). Measured: the longest of 200 fuzz games took 419
# steps, of 1,500 Normal/Easy games at 2-6 seats 474 (Separate Ways games that never ended, a refused Final
# Showdown proposed again and again, now end: variants_separate.showdown_refused).
STEP_BOUND = 3000


def deck_items(state):
    """Every card of the four item decks."""
    return sorted(f"{cid}.{i}" for cid, it in state.content.items.items() if it["deck"] != "character"
                  for i in range(it["count"]))


def own_items(state):
    """The character items the chosen Survivors start with or may gain."""
    out = set()
    for c in state.d["surv"]:
        info = state.content.survivors[c]
        out |= {f"{i}.0" for i in info.get("start_items", ())}
        out |= {f"{e['item']}.0" for ab in info["abilities"] for e in ab["effects"] if e["kw"] == "GAIN"}
    return out


def check(rules, state) -> None:
    d = state.d
    content = state.content
    codes = set(state.board.codes)
    # one noise per location; block tokens at most 14, one per door
    assert len(set(d["noise"])) == len(d["noise"]), "two noise tokens on one location"
    assert all(x in codes for x in d["noise"])
    assert len(d["blocks"]) <= BLOCK_TOKENS and len(set(d["blocks"])) == len(d["blocks"])
    doors = set(all_doors(state))
    assert set(d["blocks"]) <= doors, "a block token off a door"
    # keys never more than exist
    keys = sum(it["count"] for it in content.items.values() if item_has(it, "KEY"))
    assert 0 <= d["keys"] <= keys
    # health never below elimination while play goes on
    for char, s in d["surv"].items():
        assert s["loc"] in codes
        assert 0 <= s["fear"] <= 2, "fear tokens beyond two at rest"
        if s["out"] is None:
            assert s["health"] >= 1
        elif s["out"] == "mutated":  # the Parasitoid's Host, gone over to the Killer's side
            assert d["infect"]["mutated"] == char
        elif not d.get("sw"):  # Separate Ways goes on after an escape or an elimination
            assert d["result"] is not None and d["result"]["side"] == "killer"
        pending = any(f["t"] == "s_overflow" and f["char"] == char for f in d["stack"])
        assert len(s["items"]) <= stat(state, char, "inventory") or pending, "more items than the inventory holds"
    # item cards conserved
    held = [u for s in d["surv"].values() for u in s["items"] + s.get("keys", [])]
    flying = [f["card"] for f in d["stack"] if f["t"] == "s_keep"]
    flying += [u for f in d["stack"] if f["t"] in ("discover_pick", "s_pick") for u in f["cards"]]
    where = held + flying + d.get("stand", []) + [u for v in d["decks"].values() for u in v] \
        + [u for v in d["discards"].values() for u in v]
    characters = sorted(u for u in where if state.item(u)["deck"] == "character")
    assert sorted(u for u in where if u not in characters) == deck_items(state), "item cards lost or doubled"
    assert len(set(characters)) == len(characters) and set(characters) <= own_items(state)
    # Killer cards conserved
    killers = [d["killer"]] + list(d.get("other_killers", ()))  # Double Trouble: two
    for k in killers:
        kinfo = content.killers[k["id"]]
        cards = k["hand"] + k["deck"] + k["discard"] + k["fsa"] + k["locked"]
        if k is d["killer"]:
            cards += [f["card"] for f in d["stack"] if f["t"] == "k_unlock"]
        expected = sorted(list(kinfo["deck"]) + list(kinfo["ultimate"]))
        assert sorted(card_id(u) for u in cards) == expected, "Killer cards lost or doubled"
        assert len(set(cards)) == len(cards)
        mods = k.get("mods", {}).get("hand_limit", 0) + k.get("turn_mods", {}).get("hand_limit", 0)
        assert len(k["hand"]) <= HAND_LIMIT + mods
        assert 1 <= k["level"] <= kinfo["max_level"] and k["strength"] <= MAX_STRENGTH
        assert k["loc"] in codes and k["seen"] in codes
        if not k["stealth"]:
            assert k["seen"] == k["loc"]
    if len(killers) > 1:
        assert len({k["level"] for k in killers}) == 1, "the two Killers of Double Trouble at different levels"
    assert all(r.count("-") == 1 and r.split("-")[0] in codes for r in d["ropes"])
    # Eyebot: at most 5 droids, never two in one location; delay tokens within her supply, one per location
    droids = k.get("droids", [])
    assert len(droids) <= kinfo["tokens"].get("droid", 5) and len(set(droids)) == len(droids) <= 5
    assert set(droids) <= codes
    if kinfo.get("tokens", {}).get("delay"):
        assert len(k["delay"]) <= kinfo["tokens"]["delay"]
    progs = [t["loc"] for t in k["delay"] if t.get("prog")]
    assert len(set(progs)) == len(progs), "two delay tokens in one location"
    if d.get("infect") is not None:
        parasitoid_checks.check(rules, state)
    # the decision is someone's
    if d["result"] is None:
        dec = rules.decision(state)
        assert dec.seat is not None and 0 <= dec.seat < d["seats"]
    # the Killer's view never holds a Survivor's location
    for k in killers:
        kview = rules.view(state, k["seat"])
        assert all("loc" not in row and "items" not in row for row in kview["survivors"])
        assert "team" not in kview
    # the Survivors' view never holds a Killer's location in STEALTH
    for seat in state.survivor_seats():
        view = rules.view(state, seat)
        if d["killer"]["stealth"]:
            assert view["killer"]["loc"] is None
        assert all(row["loc"] is None for row in view.get("killers", ()) if row["stealth"])
