"""Trading cards: on the active player's turn, with a conscious player in the same location. Each side gives
cards one at a time (frame trade_give: give(card) | give_done), the active player first; then each side that
receives spends one Action cube (out of turn too: an unspent cube is a reserved Action), and a player who
has taken their turn must have room in hand. Receiving from a player with a Vulnerable card means taking
their Infection Clicker, unless the receiver's roll (free with the cube spent) succeeds; after a miss, another
cube buys another roll (frame avoid: roll_again | take_clicker). Only the two seats see the cards and the
clicker. A trade where nobody gives anything costs nothing (camp.toml [designed]).
"""
from __future__ import annotations

from game.core.actions import Action

from . import rolls
from .state import active, hand_limit, same_location


def partners(d: dict, seat: int) -> list:
    me = d["players"][seat]
    return [x for x in d["order"] if x != seat and active(d, x) and _can_reach(d, seat, x)
            and (me["hand"] or d["players"][x]["hand"]) and (me["actions"] or d["players"][x]["actions"])
            and x not in me.get("declined", ())]


def _can_reach(d: dict, a: int, b: int) -> bool:
    """Same location, or across locations when either stands by Clark's Kennel."""
    from .specials import landmark_here
    return same_location(d, a, b) or (bool(d.get("landmarks"))
                                      and (landmark_here(d, a, "trade_across") or landmark_here(d, b, "trade_across")))


def start(s, seat: int, other: int, ev: list) -> None:
    d = s.d
    d["trade"] = {"a": seat, "b": other, "gives": {str(seat): [], str(other): []}, "queue": []}
    ev.append({"type": "trade", "seat": seat, "with": other})
    d["frame"] = {"kind": "trade_give", "seat": seat, "to": other}


def give_legal(s, seat: int) -> list:
    d = s.d
    t = d["trade"]
    to = d["frame"]["to"]
    mine = list(d["players"][seat]["hand"])
    for c in t["gives"][str(seat)]:
        mine.remove(c)
    out = []
    receiver = d["players"][to]
    room = 99
    if receiver["took_turn"]:  # after their turn: within the hand limit, counting what they can pass back
        can_pass_back = seat == t["a"] and d["players"][seat]["actions"] >= 1
        room = hand_limit(receiver) - (0 if can_pass_back else len(receiver["hand"]))
    room = len(t["gives"][str(seat)]) < room
    if receiver["actions"] >= 1 and room:
        out = [Action("give", card=c) for c in sorted(set(mine))]
    if seat == t["b"] and d["players"][seat]["took_turn"]:  # the partner must end with room in hand
        final = len(d["players"][seat]["hand"]) - len(t["gives"][str(seat)]) + len(t["gives"][str(t["a"])])
        if final > hand_limit(d["players"][seat]):
            return out
    return out + [Action("give_done")]


def give(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    t = d["trade"]
    if a.kind == "give":
        t["gives"][str(seat)].append(a["card"])
        return
    if seat == t["a"]:
        d["frame"] = {"kind": "trade_give", "seat": t["b"], "to": t["a"]}
        return
    # both have chosen: the receivers pay, the active player first
    for receiver, giver in ((t["a"], t["b"]), (t["b"], t["a"])):
        if t["gives"][str(giver)]:
            t["queue"].append([receiver, giver])
    _next_receipt(s, ev)


def _next_receipt(s, ev: list) -> None:
    d = s.d
    t = d["trade"]
    if not t["queue"]:
        if not any(t["gives"].values()):  # not offered to them again this turn (camp.toml [designed])
            d["players"][t["a"]].setdefault("declined", []).append(t["b"])
        ev.append({"type": "trade_done", "seat": t["a"], "with": t["b"],
                   "gave": {k: len(v) for k, v in t["gives"].items()}})
        d.pop("trade")
        d["frame"] = {"kind": "turn", "seat": t["a"]}
        return
    receiver, giver = t["queue"][0]
    d["players"][receiver]["actions"] -= 1
    if not d["players"][giver]["vulnerable"]:
        _transfer(s, ev)
        return
    _avoid_roll(s, ev)


def _avoid_roll(s, ev: list) -> None:
    d = s.d
    receiver, giver = d["trade"]["queue"][0]
    got = rolls.roll_dice(s.rng, 1)
    ev.append({"type": "avoid_roll", "seat": receiver, "from": giver, "success": bool(got)})
    if got:
        _transfer(s, ev)
    else:
        d["frame"] = {"kind": "avoid", "seat": receiver, "from": giver}


def avoid_legal(s, seat: int) -> list:
    out = [Action("take_clicker")]
    if s.d["players"][seat]["actions"] >= 1:
        out.insert(0, Action("roll_again"))
    return out


def avoid(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    receiver, giver = d["trade"]["queue"][0]
    if a.kind == "roll_again":
        d["players"][seat]["actions"] -= 1
        _avoid_roll(s, ev)
    else:
        d["frame"] = {"kind": "clicker", "seat": giver, "to": receiver, "why": "trade"}


def after_clicker(s, ev: list) -> None:
    _transfer(s, ev)


def _transfer(s, ev: list) -> None:
    d = s.d
    t = d["trade"]
    receiver, giver = t["queue"].pop(0)
    cards = t["gives"][str(giver)]
    for c in cards:
        d["players"][giver]["hand"].remove(c)
        d["players"][receiver]["hand"].append(c)
    ev.append({"type": "cards_passed", "seat": giver, "to": receiver, "n": len(cards),
               "private": {str(giver): {"cards": list(cards)}, str(receiver): {"cards": list(cards)}}})
    _next_receipt(s, ev)

