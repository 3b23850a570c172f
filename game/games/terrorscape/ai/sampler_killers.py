"""Each Killer of a sampled state (sampler.py), from one seat's view row of it (view["killers"]) and the
memory of that Killer's public plays (`track`, kept by search.observe per Killer: Double Trouble has two).

The Killer's side knows its Killers whole (place, hand, discard, Final Showdown cards, locked ultimates;
the deck is the rest, in a sampled order). The Survivors' side samples a Killer in STEALTH within two
steps of where it was last seen, its hand (as many cards as the public draws and plays leave it) and its
Final Showdown cards from the cards it has not seen played, the ultimates it saw unlocked in its hand or
deck. Both sides count the level-ups a Killer owes (Double Trouble: the other Killer's level-up is taken
at the start of its next turn, public) and the lasting MODs of the levels it has taken.
"""
from __future__ import annotations

MOVE_ONE = [{"kw": "MOVE", "n": 1}]  # a DELAY token's effects before any DELAY card was seen played


def new_track() -> dict:
    return {"hand": 2, "kdiscard": [], "unlocked": [], "owed": [], "delay_effects": [dict(e) for e in MOVE_ONE]}


def killer_track(t: dict, kid) -> dict:
    """The memory of Killer `kid`'s public plays (search.observe fills it)."""
    row = t["killers"].get(kid)
    if row is None:
        row = t["killers"][kid] = new_track()
    return row


def cards(content, kid: str) -> tuple:
    info = content.killers[kid]
    deck = [f"{c}.{i}" for i, c in enumerate(info["deck"])]
    return deck, [f"{c}.u" for c in info["ultimate"]]


def _level(content, kid: str, lv: int) -> dict:
    levels = content.killers[kid]["levels"]
    return levels.get(lv) or levels.get(str(lv)) or {}


def mods(content, kid: str, level: int) -> dict:
    """The lasting MODs its levels gave (level effects; the strength is in the view)."""
    out = {}
    for lv in range(2, level + 1):
        for e in _level(content, kid, lv).get("effects", ()):
            if e["kw"] == "MOD":
                out[e["stat"]] = out.get(e["stat"], 0) + (e.get("n") or 0)
    return out


def _common(content, row: dict, track: dict, seat: int) -> dict:
    owed = [lv for lv in track["owed"] if isinstance(lv, int)]
    k = {"id": row["id"], "seat": seat, "loc": row.get("loc") or row["seen"], "stealth": row["stealth"],
         "seen": row["seen"], "hand": [], "deck": [], "discard": [], "fsa": [], "level": row["level"],
         "strength": row["strength"], "locked": [], "delay": [], "actions": 0, "on_reappear": [],
         "mods": mods(content, row["id"], row["level"] - len(owed))}
    if row.get("droids"):
        k["droids"] = list(row["droids"])
    if row.get("reappeared"):
        k["reappeared"] = row["reappeared"]
    if owed:
        k["owed"] = [dict(e) for lv in owed for e in _level(content, row["id"], lv).get("effects", ())
                     ] + [{"kw": "UNLOCK", "level": lv} for lv in owed]
    return k


def killer_side(content, row: dict, track: dict, seat: int, rng) -> dict:
    """A Killer as its own side knows it."""
    k = _common(content, row, track, seat)
    deck, ultimates = cards(content, row["id"])
    k.update(hand=list(row["hand"]), discard=list(row["discard"]), fsa=list(row["fsa_cards"]),
             locked=list(row["locked"]))
    known = set(k["hand"]) | set(k["discard"]) | set(k["fsa"]) | set(k["locked"])
    k["deck"] = [u for u in deck + ultimates if u not in known]
    rng.shuffle(k["deck"])
    if len(k["deck"]) != row["deck"]:
        raise ValueError("the Killer's cards do not add up")
    for loc in row["delays"]:
        k["delay"].append({"loc": loc, "effects": [dict(e) for e in track["delay_effects"]],
                           "secret": row["stealth"]})
    return k


def survivors_side(content, row: dict, track: dict, seat: int, board, rng) -> dict:
    """A Killer as the Survivors' side may guess it."""
    k = _common(content, row, track, seat)
    if row["stealth"] or not row.get("loc"):
        near = sorted(board.within(row["seen"], 2))
        k["loc"] = near[rng.randbelow(len(near))]
    deck, ultimates = cards(content, row["id"])
    unlocked = set(track["unlocked"])
    k["locked"] = [u for u in ultimates if u not in unlocked]
    discard = [u for u in track["kdiscard"] if u in deck or u in ultimates]
    pool = [u for u in deck + ultimates if u not in k["locked"] and u not in discard]
    rng.shuffle(pool)
    fsa = min(row["fsa"], len(pool))
    hand = max(0, min(track["hand"], len(pool) - fsa))
    k.update(discard=discard, fsa=pool[:fsa], hand=pool[fsa:fsa + hand], deck=pool[fsa + hand:])
    for loc in row["delays"]:
        k["delay"].append({"loc": loc, "effects": [{"kw": "MOVE", "n": 1, "token": loc}], "secret": False})
    return k
