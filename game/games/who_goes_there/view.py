"""What one seat may know: the whole public table, its own hand, its own Vulnerable cards and infection
status. Another seat's hand and Vulnerable cards are only counted; nobody's infection status shows until the
Reveal; the order of every deck is hidden (counts only); votes show who has voted until they are revealed.
`seat=None` is the spectator: the public table only.
"""
from __future__ import annotations

from .state import CONTAMINATED, bonfire_size, host_seat, phase_now

PUBLIC = ("char", "space", "actions", "max_actions", "stamina", "stamina_max", "xp", "strikes", "critical",
          "frostbite", "unconscious", "dead", "items", "slots", "unlocks", "locker", "locker_spent", "bonuses",
          "overstock", "specials", "event_done", "took_turn")
# The seat's own bookkeeping of its turn (what it moved, used once a turn, was refused): facts it lived through,
# shown to it so a computer seat's search can rebuild its position from the view alone (search.py).
OWN_TURN = ("moved_from", "used", "fed", "critical_due", "refused_by", "declined")


def view(d: dict, seat) -> dict:
    revealed = d["stage"] == "over" and d["result"] is not None
    players = []
    for x, pl in enumerate(d["players"]):
        row = {k: pl[k] for k in PUBLIC}
        row["hand_size"] = len(pl["hand"])
        row["specialty_left"] = len(pl["specialty"])
        row["vulnerable_count"] = len(pl["vulnerable"])
        if "dog" in pl:  # Clark's Jack, on the table for all to see
            row["dog"] = pl["dog"]
        if x == seat:
            row["hand"] = sorted(pl["hand"])
            row["vulnerable"] = ["contaminated" if v == CONTAMINATED else "clean" for v in pl["vulnerable"]]
            row["infected"] = pl["infected"]
            row["host"] = host_seat(d) == x
            row.update({k: (list(pl[k]) if isinstance(pl[k], list) else pl[k]) for k in OWN_TURN if k in pl})
        if revealed:
            row["infected"] = pl["infected"]
        elif x in d.get("revealed", ()):  # showed the contaminated card in an Infection Attack
            row["infected"] = True
        players.append(row)
    out = {
        "game": "who_goes_there", "seat": seat, "seats": d["seats"], "stage": d["stage"],
        "round": d["round"] + 1, "rounds": len(d["rounds"]), "phase": phase_now(d),
        "round_kind": d["rounds"][d["round"]][1] if 0 <= d["round"] < len(d["rounds"]) else "",
        "leader": d["leader"], "order": list(d["order"]), "players": players,
        "decks": {k: len(v) for k, v in d["decks"].items()}, "phase_discard": list(d["phase_discard"]),
        "phase_removed": len(d["phase_removed"]), "camp_discard": len(d["camp_discard"]),
        "bonfire": bonfire_size(d), "vulnerable_left": len(d["vulnerable"]), "events_left": len(d["events"]),
        "event": d["event"], "lockdown": d["lockdown"], "boiler": d["boiler"], "door": d["door"],
        "tiles": dict(d["tiles"]), "frame": _frame(d), "result": d["result"],
        "landmarks": [list(x) for x in d.get("landmarks", ())], "walkies": dict(d.get("walkies", {})),
    }
    if "roll" in d:
        out["roll"] = dict(d["roll"])
    if "ia" in d:
        out["infection_attack"] = {"host": d["ia"]["host"], "targets": list(d["ia"]["targets"]),
                                   "fan": len(d["ia"]["fan"])}
    if "heli" in d:
        h = d["heli"]
        out["helicopter"] = {"candidate": h["candidate"], "aboard": list(h["aboard"]), "voted": sorted(h["votes"]),
                             "stepped_off": list(h["stepped_off"])}
    return out


def _frame(d: dict):
    """The decision now, without what only its seat may know (a Phase choice's card is public anyway; so are a
    build's Item and target, whose Attack roll Garry may assist, how many First Aid a Revive offers, who passed
    the clicker a seat may roll to avoid: the trade is public)."""
    f = d["frame"]
    if f is None:
        return None
    return {k: v for k, v in f.items() if k in FRAME_PUBLIC}


FRAME_PUBLIC = ("kind", "seat", "asker", "to", "why", "card", "item", "target", "for", "aids", "from")
