"""What one seat may know. Public: the table (characters, sites, tasks, the saucer's and the Coast's counts,
deck and discard sizes, the roll, who holds how many cards and infection cards), whatever a reveal showed
(The Thing Attacks!, a Blood Test, the end). Private: the seat's own hand and infection cards, what its
peeks showed; the Thing player sees every infection card it played (under the NPCs and the players').
No Outpost player sees an NPC's infection card before a reveal. `seat=None` is the spectator."""
from __future__ import annotations

from .info import THING_SEAT
from .state import content, kind


def view(d: dict, seat) -> dict:
    over = d["result"] is not None
    thing = seat == THING_SEAT
    public = d.get("public", {})
    chars = {}
    for ch, row in d["chars"].items():
        out = {"seat": row["seat"], "alive": row["alive"], "site": row["site"], "sedated": row["sedated"],
               "revealed": row["revealed"], "infection_cards": len(row["infection"])}
        if over or thing or row["revealed"] or ch in public:
            out["infection"] = sorted(kind(c) for c in row["infection"])
        elif seat is not None and ch in d["players"][seat]["known"]:
            out["seen"] = list(d["players"][seat]["known"][ch])  # what a peek showed (it may be out of date)
        chars[ch] = out
    players = []
    for x, pl in enumerate(d["players"]):
        row = {"char": pl["char"], "hand_size": len(pl["hand"]), "infection_cards": len(pl["infection"]),
               "dead": pl["dead"], "revealed": pl["revealed"], "chose": pl["end_choice"] is not None,
               "thing": x == THING_SEAT, "tested": d.get("public_players", {}).get(str(x))}
        if x == seat:
            row["hand"] = sorted(pl["hand"])
            row["known"] = {k: list(v) for k, v in pl["known"].items()}
            row["pairs"] = [list(p) for p in pl["pairs"]]
        if x == seat or thing or over:
            row["infection"] = sorted(kind(c) for c in pl["infection"])
        if x == seat or over:
            row["end_choice"] = pl["end_choice"]
        players.append(row)
    v = {
        "game": "the_thing", "seat": seat, "seats": d["seats"], "thing_seat": THING_SEAT, "capitan": d["capitan"],
        "benched": d["benched"], "benched_last": d["benched_last"], "round": d["round"], "act": d["act"],
        "step": d["step"], "current": d["current"], "encounters_left": len(d["encounters"]),
        "unlocked": dict(d["unlocked"]), "tasks": {t: dict(r) for t, r in d["tasks"].items()},
        "saucer": len(d["saucer"]), "coast": d["coast"] if d["extras"] else None, "bad_blood": len(d["bad_blood"]),
        "decks": {k: len(x) for k, x in d["decks"].items()}, "discards": {k: len(x) for k, x in d["discard"].items()},
        "helicopter": d["helicopter"], "chars": chars, "players": players, "frame": _frame(d, seat),
        "result": d["result"],
    }
    if thing:
        v["set_aside"] = sorted(d["set_aside"])
    for key in ("roll", "attack"):
        if key in d:
            v[key] = {k: (list(x) if isinstance(x, list) else dict(x) if isinstance(x, dict) else x)
                      for k, x in d[key].items()}
    if "window" in d:
        v["window"] = {"ctx": d["window"]["ctx"], "order": list(d["window"]["order"])}
    if d.get("stack"):
        v["stack"] = [_stack_item(item, seat) for item in d["stack"]]
    if "final" in d:
        v["final"] = {"stage": d["final"]["stage"], "foe": d["final"]["foe"]}
    return v


def _stack_item(item: dict, seat) -> dict:
    hidden = kind(item["card"]) in ("human", "infected", "multi_human", "multi_thing")
    out = {"seat": item["seat"], "target": item["target"]}
    out["card"] = item["card"] if not hidden or seat in (THING_SEAT, item["seat"]) else "infection"
    return out


def _frame(d: dict, seat):
    f = d["frame"]
    if f is None:
        return None
    out = {"kind": f["kind"], "seat": f["seat"]}
    if seat == f["seat"]:
        out.update({k: (list(v) if isinstance(v, list) else v) for k, v in f.items() if k not in out})
    return out


def card_text(cid: str) -> str:
    c = content().cards[cid]
    return f"{c['name']}: {c['text']}"
