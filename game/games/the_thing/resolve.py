"""What a played card does once the reaction round let it through (cards.py put it on the stack)."""
from __future__ import annotations

from . import piles
from .info import THING_SEAT
from .state import content, infected_char, kind, roll_dice, site_of_seat


def card(state, item: dict, ev: list) -> None:
    d = state.d
    cid, seat, target = item["card"], item["seat"], item["target"]
    c = content().cards[cid]
    k = c["kind"]
    n = c["n"]
    if k in ("human", "infected"):
        d["chars"][target]["infection"].append(cid)
        ev.append({"type": "infection", "npc": target, "private": {str(THING_SEAT): {"card": k}}})
        return
    if k in ("multi_human", "multi_thing"):
        d["players"][target]["infection"].append(cid)
        ev.append({"type": "infection", "seat": target,
                   "private": {str(THING_SEAT): {"card": k}, str(target): {"card": k}}})
        return
    roll = d.get("roll")
    to_saucer = False
    if k in ("dice",) or (k == "burn" and item["ctx"] != "attack"):
        got = roll_dice(state, n)
        roll["dice"] += got
        ev.append({"type": "dice", "seat": seat, "rolled": got})
    elif k == "burn":  # on The Thing Attacks!: the Thing is burned before it can strike
        d["attack"]["burned"] = True
        ev.append({"type": "burned", "seat": seat})
    elif k == "success":
        roll["bonus"] += n
    elif k == "minus":
        roll["bonus"] -= n
    elif k == "target":
        roll["target_mod"] -= n
    elif k == "target_up":
        roll["target_mod"] += n
    elif k == "reroll":
        tgt = target_of(roll)
        roll["dice"] = [x if x >= tgt else state.rng.randbelow(6) + 1 for x in roll["dice"]]
        ev.append({"type": "reroll", "dice": list(roll["dice"])})
    elif k == "shield":
        d["attack"]["strength"] -= n
    elif k == "attack_plus":
        d["attack"]["strength"] += n
    elif k == "peek":
        _learn(d, seat, target, ev)
    elif k == "longjohns":
        a, b = target.split("+")
        seen = infected_char(d, a) or infected_char(d, b)
        d["players"][seat]["pairs"].append([a, b, seen])
        ev.append({"type": "longjohns", "seat": seat, "npcs": [a, b], "private": {str(seat): {"infected": seen}}})
    elif k == "sedate":
        d["chars"][target]["sedated"] = True
        d["chars"][target]["sedated_round"] = d["round"] + 1  # through the next round's Assign and Thing-out
        ev.append({"type": "sedated", "npc": target})
    elif k == "draw":
        piles.draw(state, seat, n, ev)
    elif k == "task":
        piles.add_tokens(d, c["task"], n, ev)
    elif k == "task_minus":
        piles.add_tokens(d, target, -n, ev)
    elif k == "capitan":
        d["capitan"] = seat
        ev.append({"type": "capitan", "seat": seat})
    elif k == "thing_discard":
        piles.discard_random(state, THING_SEAT, n, ev)
    elif k == "coast":
        piles.coast(d, n, ev)
    elif k == "coast_remove":
        piles.coast(d, -n, ev)
    elif k == "saucer_remove":
        piles.saucer_remove(d, n, ev)
    elif k == "saucer":
        to_saucer = True
    elif k == "discard":
        for s in range(d["seats"]):
            if s != THING_SEAT and site_of_seat(d, s) == "encounter":
                piles.discard_random(state, s, n, ev)
    elif k == "destroy":
        d["todo"].insert(0, {"do": "destroy", "by": seat})
    if to_saucer:
        d["saucer"].append(cid)
        ev.append({"type": "saucer", "cards": len(d["saucer"])})
    else:
        piles.discard(d, cid)


def target_of(roll: dict) -> int:
    """A roll's target after the cards: a 1 always misses and a 6 always hits (designed)."""
    return min(6, max(2, roll["target"] + roll["target_mod"]))


def successes(roll: dict) -> int:
    tgt = target_of(roll)
    return sum(1 for x in roll["dice"] if x >= tgt) + roll["bonus"]


def _learn(d: dict, seat: int, ch: str, ev: list) -> None:
    """`seat` looks, alone, at what is under `ch` (its infection cards' kinds; [] for none)."""
    kinds = sorted(kind(c) for c in d["chars"][ch]["infection"])
    d["players"][seat]["known"][ch] = kinds
    ev.append({"type": "peek", "seat": seat, "npc": ch, "private": {str(seat): {"saw": kinds}}})


learn = _learn
__all__ = ["card", "successes", "target_of", "learn", "roll_dice"]
