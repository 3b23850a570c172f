"""What one Crimson Creek seat remembers of the (redacted) events it was shown, for the Hard seat's
sampler (search.py) and belief (belief.py). Plain JSON-able data, keyed by str(seat) where a dict is
keyed by seat.

The view already holds the present (board, own peeks and clues, claims given to this seat); memory
keeps what the view forgets or never shows: who peeked which sleeve in which order and who looked in
which Clue sleeve (public), every claim made (its content only when this seat gave or got it) with
what the claimant had been shown by then, each past Act's revealed sleeves and Lair, the chase moves
of the attack under way, and the bookkeeping the rules keep off the view (elimination order,
swap-back locks, takeover offers, who accused).
"""
from __future__ import annotations

from . import policy


def _act_record(act: int, locs=None) -> dict:
    return {"act": act, "locs": list(locs or []), "peeks": [], "revealed": {}, "lair": None}


def new_memory(seat) -> dict:
    return {
        "seat": seat, "v": 0, "act": 1, "acts": {"1": _act_record(1)},
        "clue_idx": {},        # seat -> Clue sleeve indices it looked in, in order
        "claims": [],          # {from, to, act, icons, idx, locs, clues} (locs/clues None: not shown to me)
        "lair_by": {},         # seat -> Lair it declared rightly this Act
        "elim": {}, "elim_count": 0, "out_act": {},
        "offered": [], "swapped": {}, "accused": [], "chars": {},
        "trigger": None, "after": None, "holder": None, "sole": False, "survivors": None,
        "shown": None, "chase": [],  # the attack under way: the icon shown, chase moves [seat, from, to]
        "shared": [],          # [seat, other] pairs who shared this Act
        "lies": None,          # the possessed Hard seat's story this Act (lying.py)
        "policy": policy.new_memory(seat),  # the heuristic's own memory, for the decisions left to it
    }


def _peeked_icons(memory, seat, act) -> list:
    rec = memory["acts"].get(str(act))
    return [icon for s, icon in rec["peeks"] if s == seat] if rec else []


def observe(memory: dict, events: list) -> None:
    policy.observe(memory["policy"], [e for e in events if e is not None])
    for e in events:
        if e is None:
            continue
        memory["v"] += 1
        t = e["type"]
        fn = _HANDLERS.get(t)
        if fn is not None:
            fn(memory, e)


def _act_start(m, e):
    act = e["act"]
    m["act"] = act
    m["acts"][str(act)] = _act_record(act, e.get("locations"))
    m["lair_by"] = {}
    m["swapped"] = {}
    m["shared"] = []
    m["shown"], m["chase"] = None, []


def _peek(m, e):
    rec = m["acts"][str(m["act"])]
    rec["peeks"].append([e["seat"], e["icon"]])


def _clue_seen(m, e):
    idx = m["clue_idx"].setdefault(str(e["seat"]), [])
    if e["sleeve"] not in idx:
        idx.append(e["sleeve"])


def _claim(m, e):
    s = e["seat"]
    shown = e.get("claim")  # present only for the two seats of the share
    m["claims"].append({"from": s, "to": e["partner"], "act": m["act"],
                        "icons": sorted(set(_peeked_icons(m, s, m["act"]))),
                        "idx": sorted(m["clue_idx"].get(str(s), [])),
                        "locs": list(shown["locs"]) if shown else None,
                        "clues": list(shown["clues"]) if shown else None})


def _declare(m, e):
    if e.get("right"):
        m["lair_by"][str(e["seat"])] = e["loc"]
        m["acts"][str(m["act"])]["lair"] = e["loc"]
        m["after"] = e["seat"]


def _attack_revealed(m, e):
    rec = m["acts"][str(m["act"])]
    for icon, loc in zip(e["icons"], e["locations"]):
        rec["revealed"][icon] = loc


def _lair_revealed(m, e):
    m["acts"][str(m["act"])]["lair"] = e["lair"]
    m["after"] = m["trigger"]


def _killed(m, e):
    s = e.get("seat")
    if s is None:
        return
    m["elim_count"] += 1
    m["elim"][str(s)] = m["elim_count"]
    m["out_act"][str(s)] = m["act"]


def _offered(m, e):
    if e["seat"] not in m["offered"]:
        m["offered"].append(e["seat"])
    if e["type"] == "takeover":
        m["chars"][str(e["seat"])] = e["char"]


def _turn(m, e):
    m["swapped"][str(e["seat"])] = []


def _swapped(m, e):
    lst = m["swapped"].setdefault(str(e["seat"]), [])
    if e["other"] not in lst:
        lst.append(e["other"])
    if e.get("chased") and m["shown"] is not None:
        m["chase"].append([e["seat"], e["frm"], e["to"]])  # the swapped partner did not choose: no signal


def _moved(m, e):
    if e.get("how") == "chased" and m["shown"] is not None and e.get("seat") is not None:
        m["chase"].append([e["seat"], e["frm"], e["to"]])


def _chase_stay(m, e):
    if m["shown"] is not None:
        m["chase"].append([e["seat"], e["loc"], e["loc"]])


def _reveal_card(m, e):
    m["trigger"] = e["trigger"]
    m["shown"], m["chase"] = e["icon"], []


def _attack_over(m, e):
    m["shown"], m["chase"] = None, []


def _hid(m, e):
    m["holder"] = e["holder"]


def _accused(m, e):
    if e["seat"] not in m["accused"]:
        m["accused"].append(e["seat"])


def _set(key, field):
    def fn(m, e):
        m[key] = e[field] if field else True
    return fn


def _share(m, e):
    m["shared"].append([e["seat"], e["other"]])


def _chosen(m, e):
    m["chars"][str(e["seat"])] = e["char"]


_HANDLERS = {
    "act_start": _act_start, "peek": _peek, "clue_seen": _clue_seen, "claim": _claim, "declare": _declare,
    "attack_revealed": _attack_revealed, "lair_revealed": _lair_revealed, "killed": _killed,
    "takeover": _offered, "takeover_declined": _offered, "turn": _turn, "swapped": _swapped, "moved": _moved,
    "chase_stay": _chase_stay, "reveal_card": _reveal_card, "attack_over": _attack_over, "hid": _hid,
    "accused": _accused, "sole_survivor": _set("sole", None), "attack_deck": _set("survivors", "survivors"),
    "share_start": _share, "character_chosen": _chosen,
}
