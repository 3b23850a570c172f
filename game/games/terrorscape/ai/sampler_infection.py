"""The Parasitoid's Infection in a sampled state (sampler.py), from one seat's view["infection"] and memory.

The Parasitoid's seat sees it all (which tile each Survivor holds, the pool, the Wall of Flesh, the
mutated Host's place and steps left): copied. A Survivors' seat sees how many tiles each Survivor holds,
the discarded Safe ones, the tiles of its own Survivor if it runs only that one, who has mutated and where
the Host was last seen: the rest of the tiles are dealt at random from those it has not seen (so the
Infected one lies with anybody whose tiles it has not looked at, or in the pool), the Wall of Flesh is in
the supply, and a mutated Host it does not control stands within two steps of where it was last seen.
What was marked this round (accusations made, locations investigated: each once a round) is remembered
from the public events (`observe`); the phase hook of the decision's phase has run (a rebuilt decision
is at the head of its step).
"""
from __future__ import annotations

from ..infection import INFECTED, SAFE


def new_track() -> dict:
    return {"round": 0, "marks": []}


def observe(t: dict, e: dict) -> None:
    """One public event into the memory's infection track."""
    kind = e.get("type")
    if kind in ("survivors_turn", "killer_turn") and e.get("round"):
        t["round"] = e["round"]
    elif kind == "accusation" and e.get("by"):
        t["marks"].append([t["round"], f"accuse:{e['by']}"])
    elif kind == "investigate" and e.get("char") and e.get("loc"):
        t["marks"].append([t["round"], f"investigate:{e['char']}:{e['loc']}"])
    t["marks"] = [m for m in t["marks"] if m[0] == t["round"]]


def all_tiles(content, kid: str) -> list:
    tokens = content.killers[kid].get("tokens", {})
    return ([f"{SAFE}{i + 1}" for i in range(tokens.get("safe_tile", 4))]
            + [f"{INFECTED}{i + 1}" for i in range(tokens.get("infected_tile", 1))])


def build(view, track: dict, content, d: dict, board, rng) -> None:
    """d["infect"] for the sampled state `d` (its Survivors already placed), and the mutated Host's place."""
    v = view["infection"]
    i = {"out": list(v["out"]), "mutated": v["mutated"], "host_seen": v["host_seen"],
         "host_left": v.get("host_left", 0), "flesh": v.get("flesh"), "calm": v["calm"],
         "marks": [list(m) for m in track["marks"] if m[0] == view["round"]],
         "hooked": [view["round"], view["phase"], view["killer"]["id"]]}
    if view["side"] == "killer":
        i["pool"] = list(v["pool_tiles"])
        i["tiles"] = {c: list(t) for c, t in v["known"].items()}
    else:
        kid = next((k["id"] for k in [view["killer"]] + list(view.get("killers") or ())
                    if content.killers[k["id"]].get("special") == "infection"), view["killer"]["id"])
        seen = set(i["out"]) | {x for t in v["known"].values() for x in t}
        unseen = [x for x in all_tiles(content, kid) if x not in seen]
        rng.shuffle(unseen)
        tiles = {}
        for c, n in v["tiles"].items():
            if c in v["known"]:
                tiles[c] = list(v["known"][c])
            else:
                if n > len(unseen):
                    raise ValueError("the Infection tiles do not add up")
                tiles[c], unseen = unseen[:n], unseen[n:]
        if len(unseen) != v["pool"]:
            raise ValueError("the Infection pool does not add up")
        i["tiles"], i["pool"] = tiles, unseen
    host = v["mutated"]
    if host is not None and host in d["surv"]:
        where = v.get("host_loc")
        if where is None:
            near = sorted(board.within(v["host_seen"], 2)) if v["host_seen"] else list(board.codes)
            where = near[rng.randbelow(len(near))]
        d["surv"][host]["loc"] = where
    d["infect"] = i
