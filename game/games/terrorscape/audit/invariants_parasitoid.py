"""The invariants of the Parasitoid's Infection, checked after every step of a Parasitoid game
(invariants.py calls `check`): tiles conserved, one Infected tile so at most one Host, a mutated Host
holds it, and no view shows a tile or the mutated Host's place to a seat that may not see it."""
from __future__ import annotations

from game.games.terrorscape import parasitoid as P
from game.games.terrorscape.variants import killer_seats


def check(rules, state) -> None:
    d = state.d
    inf = d["infect"]
    tiles = inf["pool"] + inf["out"] + [t for ts in inf["tiles"].values() for t in ts]
    assert sorted(tiles) == ["s1", "s2", "s3", "s4", "x1"], "Infection tiles lost or doubled"
    assert all(t.startswith("s") for t in inf["out"]), "only Safe tiles are discarded by a test"
    assert set(inf["tiles"]) <= set(d["surv"])
    holders = [c for c, ts in inf["tiles"].items() if any(t.startswith("x") for t in ts)]
    assert len(holders) <= 1, "more than one Host"
    mutated = [c for c, s in d["surv"].items() if s["out"] == "mutated"]
    assert mutated == ([inf["mutated"]] if inf["mutated"] else []), "the mutated Host is not the recorded one"
    if mutated:
        assert holders == mutated, "a mutated Survivor that is not the Host"
        assert d["surv"][mutated[0]]["items"] == [], "the mutated Host kept its items"
        assert mutated[0] not in d["queue"]
    assert 0 <= inf["host_left"] <= P.HOST_STEPS
    assert inf["flesh"] is None or inf["flesh"].count("-") == 1
    # what each seat may see
    killers = killer_seats(state)  # Double Trouble: the Killer side may be two players, one team
    for seat in [None] + list(range(d["seats"])):
        view = rules.view(state, seat)["infection"]
        assert view["tiles"] == {c: len(ts) for c, ts in inf["tiles"].items()}
        for char in view["known"]:
            assert seat in killers or char == inf["mutated"] or (  # a mutation shows the Host's tiles
                seat in P.players_of(d["surv"][char]) and P.solo(state, seat)), "a tile seen by a stranger"
        if seat not in killers:
            assert "host" not in view and "pool_tiles" not in view and "flesh" not in view
            if mutated and seat != P.controller(state, mutated[0]):
                assert "host_loc" not in view
                assert all(r.get("loc") is None for r in rules.view(state, seat)["survivors"] if r["char"] in mutated)
