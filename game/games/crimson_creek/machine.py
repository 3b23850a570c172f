"""The pieces of Crimson Creek's game machine that every op and turn action uses: pushing a decision
frame, queueing ops, the seat order, moving, killing and placing characters, and finishing the game.
"""
from __future__ import annotations

from .state import ev


def push(state, frame: dict) -> None:
    state.d["stack"].append(frame)


def queue(state, *ops, front=False) -> None:
    if front:
        state.d["ops"][0:0] = list(ops)
    else:
        state.d["ops"].extend(ops)


def next_seat(state, after: int):
    """The next living player clockwise after `after` (None if nobody is alive)."""
    n = state.d["seats"]
    for k in range(1, n + 1):
        s = (after + k) % n
        if state.d["players"][s]["alive"]:
            return s
    return None


def ccw_order(state, start: int) -> list:
    n = state.d["seats"]
    return [s for s in ((start - k) % n for k in range(n)) if state.d["players"][s]["alive"]]


def relevant_tile(state, seat: int):
    """The hiding place tile this player holds that is relevant to its location (or None)."""
    p = state.d["players"][seat]
    if not p["alive"] or p["tile"] is None:
        return None
    loc = state.loc_of_seat(seat)
    tile = state.tile_for(loc)
    return p["tile"] if tile == p["tile"] and not state.d["tiles"][tile]["used"] else None


def exposure_track(state):
    return state.content.exposure[state.d["exposure_side"]]


def kill_char(state, cid: str, events: list, why: str) -> None:
    d = state.d
    c = d["chars"][cid]
    if not c["alive"]:
        return
    c["alive"] = False
    where = c["loc"]
    c["loc"] = None
    c["hidden_at"] = None
    seat = c["seat"]
    if seat is None:
        events.append(ev("killed", f"The {state.char_name(cid)} ({state.loc_name(where)}) is killed {why}.",
                         char=cid, seat=None, loc=where, why=why))
        return
    p = d["players"][seat]
    p["alive"] = False
    d["elim_count"] += 1
    p["elim"] = d["elim_count"]
    p["out"] = "declared" if why == "declaring the wrong lair" else "killed"
    p["out_act"] = d["act"]
    if p["tile"] is not None:
        d["tiles"][p["tile"]].update(holder=None, locked=False)
        p["tile"] = None
    events.append(ev("killed", f"{state.who(seat)} is killed {why}.", char=cid, seat=seat, loc=where, why=why))


def place_supporting(state, cids: list, events: list, keep_scared: bool = False) -> None:
    """Place supporting characters one per location in the peeking-icon order, skipping full locations."""
    order = state.map.support_order
    cursor = 0
    for cid in cids:
        placed = False
        for k in range(len(order)):
            loc = order[(cursor + k) % len(order)]
            if state.available(loc):
                c = state.d["chars"][cid]
                c.update(loc=loc, on_board=True, scared=c["scared"] if keep_scared else False, hidden_at=None)
                cursor = (cursor + k + 1) % len(order)
                events.append(ev("support_placed", f"The {state.char_name(cid)} is placed at {state.loc_name(loc)}.",
                                 char=cid, loc=loc))
                placed = True
                break
        if not placed:
            # designed: with no space anywhere the supporting character stays off the board.
            state.d["chars"][cid]["alive"] = False
            events.append(ev("support_lost", f"There is no room for the {state.char_name(cid)}.", char=cid))


def move_char(state, cid, to, events, scared: bool, how: str, seat=None) -> None:
    c = state.d["chars"][cid]
    frm = c["loc"]
    c["loc"] = to
    if scared:
        if how == "after hiding":
            c["scared"] = cid != "punk"
        elif how == "chased":
            c["scared"] = c["scared"] or cid != "goth"
        else:
            c["scared"] = True
    label = state.who(c["seat"]) if c["seat"] is not None else f"The {state.char_name(cid)}"
    events.append(ev("moved", f"{label} {how}: from {state.loc_name(frm)} to {state.loc_name(to)}"
                     + (" (scared)" if c["scared"] else "") + ".", char=cid, seat=c["seat"], frm=frm, to=to,
                     how=how, scared=c["scared"]))


def finish(state, winners, reason, text, events) -> None:
    d = state.d
    d["result"] = {"winners": sorted(winners), "reason": reason, "turns": d["turn"]["number"],
                   "possessed": d["possessed"], "act": d["act"]}
    d["stack"] = []
    d["ops"] = []
    events.append(ev("game_over", text, winners=sorted(winners), reason=reason, possessed=d["possessed"],
                     clues=list(d["clue_sleeves"]), lair=d["lair"], sleeves=dict(d["sleeves"])))
