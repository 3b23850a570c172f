"""Klein attacks (ops of the game machine, see flow.py): the attack is announced and each player on the
attacked location chooses to stay, run or swap; then it resolves (hiding places, kills, scares), those who
survived in hiding run on, and the attack ends (the lair may be revealed, the Act may end).
"""
from __future__ import annotations

from .machine import ccw_order, kill_char, move_char, push, queue, relevant_tile
from .state import ev


def op_attack(state, op, events) -> bool:
    d = state.d
    trig = op["trigger"]
    if not op.get("drawn"):
        op["drawn"] = True
        third = d["attacks"] == 2
        n = 1
        if third:
            n = state.content.difficulty[d["options"]["variant"]] or len(d["reveal_deck"])
        n = max(1, min(n, len(d["reveal_deck"])))
        icons = [d["reveal_deck"].pop() for _ in range(n)]
        d["attack_now"] = {"icons": icons, "shown": icons[0], "trigger": trig, "third": third,
                           "number": d["attacks"] + 1}
        names = state.content.icon_names
        hidden = f" ({n - 1} more Reveal card{'s' if n > 2 else ''} stay face down until the attack)" if n > 1 else ""
        events.append(ev("reveal_card", f"KLEIN ATTACKS! {state.who(trig)} draws a Reveal card: the "
                         f"{names[icons[0]]} sleeve.{hidden}", icon=icons[0], face_down=n - 1, trigger=trig,
                         third=third, number=d["attacks"] + 1))
        op["queue"] = ccw_order(state, trig)
    while op["queue"]:
        seat = op["queue"][0]
        if not d["players"][seat]["alive"]:
            op["queue"].pop(0)
            continue
        push(state, {"t": "chase", "seat": seat})
        return False
    queue(state, {"op": "resolve_attack"}, front=True)
    return True


def op_resolve_attack(state, op, events) -> bool:
    d = state.d
    now = d["attack_now"]
    names = state.content.icon_names
    targets = []
    for icon in now["icons"]:
        loc = d["sleeves"][icon]
        d["revealed"][icon] = loc
        targets.append(loc)
    events.append(ev("attack_revealed", "Klein strikes at " + " and ".join(
        f"the {state.loc_name(l)} ({names[i]} sleeve)" for i, l in zip(now["icons"], targets)) + "!",
        icons=list(now["icons"]), locations=targets))
    groups = []
    for loc in targets:
        occupants = state.occupants(loc)
        holder = None
        for cid in occupants:
            seat = d["chars"][cid]["seat"]
            if seat is not None and relevant_tile(state, seat) and not d["chars"][cid]["scared"]:
                holder = seat
        survivors = []
        if holder is not None:
            tile = d["players"][holder]["tile"]
            survivors = [cid for cid in occupants if not d["chars"][cid]["scared"]]
            d["tiles"][tile].update(used=True, holder=None, locked=False)
            d["players"][holder]["tile"] = None
            events.append(ev("hid", f"{' and '.join(state.char_name(c) for c in survivors)} hide"
                             f"{'s' if len(survivors) == 1 else ''} in the {state.content.hiding[tile]['name']} "
                             f"at the {state.loc_name(loc)}.", loc=loc, tile=tile, chars=survivors, holder=holder))
        for cid in occupants:
            if cid not in survivors:
                kill_char(state, cid, events, f"by Klein at the {state.loc_name(loc)}")
        if loc not in d["flipped"]:
            d["flipped"].append(loc)
        if survivors:
            holder_char = d["players"][holder]["char"]
            others = [c for c in survivors if c != holder_char]
            if now["third"]:
                for cid in survivors:
                    d["chars"][cid]["hidden_at"] = loc
            else:
                groups.append({"holder": holder, "loc": loc, "todo": [holder_char] + others})
    d["attacks"] += 1
    if groups:
        queue(state, {"op": "hide_moves", "groups": groups}, front=True)
        d["ops"].insert(1, {"op": "after_attack"})
    else:
        queue(state, {"op": "after_attack"}, front=True)
    return True


def op_hide_moves(state, op, events) -> bool:
    """After a successful hide: the holder moves to an adjacent available location first, then the
    others who hid (a player chooses its own place; the holder places a supporting character)."""
    d = state.d
    while op["groups"]:
        g = op["groups"][0]
        while g["todo"]:
            cid = g["todo"][0]
            c = d["chars"][cid]
            if not c["alive"]:
                g["todo"].pop(0)
                continue
            options = state.available_adjacent(g["loc"])
            if not options:
                g["todo"].pop(0)
                kill_char(state, cid, events, f"after hiding at the {state.loc_name(g['loc'])}: "
                                              f"there was nowhere to run")
                continue
            chooser = c["seat"] if c["seat"] is not None else g["holder"]
            if not d["players"][chooser]["alive"]:
                # designed: a supporting character whose holder died is placed by the first free space.
                g["todo"].pop(0)
                move_char(state, cid, options[0], events, scared=True, how="after hiding")
                continue
            push(state, {"t": "hide_move", "seat": chooser, "char": cid, "from": g["loc"]})
            return False
        op["groups"].pop(0)
    return True


def op_after_attack(state, op, events) -> bool:
    d = state.d
    a = d["attack"]
    now = d["attack_now"]
    a["hatchets"] += state.content.hatchets_per_attack
    a["deck"] = ["calm"] * a["calm"] + ["hatchet"] * a["hatchets"]
    a["discard"] = []
    a["hatchets_drawn"] = []
    state.rng.shuffle(a["deck"])
    d["attack_now"] = None
    trig = now["trigger"]
    events.append(ev("attack_over", f"A Hatchet is added and the Attack deck reshuffled "
                     f"({a['calm']} Calm Night, {a['hatchets']} Hatchet).", hatchets=a["hatchets"], calm=a["calm"]))
    if d["attacks"] >= 3:
        d["lair_revealed"] = True
        events.append(ev("lair_revealed", f"Dawn of the scene: Klein's Lair was the {state.loc_name(d['lair'])}. "
                         f"Act {d['act']} is over.", lair=d["lair"], act=d["act"]))
        nxt = [{"op": "end_act", "after": trig}]
    else:
        # designed: the next scene begins with the player after the one whose turn the attack ended.
        d["scene"] += 1
        nxt = [{"op": "next_turn", "after": trig}]
    queue(state, {"op": "takeover"}, {"op": "check_end"}, *nxt, front=True)
    return True
