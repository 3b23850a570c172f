"""The end of Crimson Creek (ops of the game machine, see flow.py): a killed player may take over a
supporting character, the check whether the game is over, and the line-up where everyone accuses.
"""
from __future__ import annotations

from .info import CHARACTERS
from .machine import finish, kill_char, push, queue
from .state import ev


def op_takeover(state, op, events) -> bool:
    d = state.d
    if not d["options"]["takeover"] or d["act"] > 2:
        return True
    free = [cid for cid in CHARACTERS if d["chars"][cid]["seat"] is None and d["chars"][cid]["alive"]
            and d["chars"][cid]["on_board"]]
    waiting = sorted((p for p in d["players"] if not p["alive"] and p["out"] == "killed" and not p["took_over"]
                      and not p.get("offered")), key=lambda p: p["elim"])
    if not waiting or not free:
        return True
    p = waiting[0]
    p["offered"] = True
    push(state, {"t": "takeover", "seat": p["seat"]})
    return False


def op_check_end(state, op, events) -> bool:
    d = state.d
    alive = state.alive_seats()
    if not alive:
        finish(state, [], "klein", "Nobody survives the night. Klein wins.", events)
        return True
    if d["seats"] > 1 and len(alive) == 1:
        events.append(ev("sole_survivor", f"{state.who(alive[0])} is the sole survivor and must name the killer now.",
                         seat=alive[0]))
        d["ops"] = []
        queue(state, {"op": "accuse", "seats": alive, "sole": True})
    return True


def op_accuse(state, op, events) -> bool:
    d = state.d
    for seat in op["seats"]:
        if str(seat) not in d["accusations"]:
            push(state, {"t": "accuse", "seat": seat, "sole": op["sole"]})
            return False
    acc = {int(k): v for k, v in d["accusations"].items()}
    possessed = d["possessed"]
    clues = d["clue_sleeves"]
    names = ", ".join(f"{state.who(s)} accuses the {state.char_name(c)}" for s, c in sorted(acc.items()))
    events.append(ev("accusations_revealed", f"The accusations: {names}. The clues were "
                     f"{state.content.clues[clues[0]]['name']} and {state.content.clues[clues[1]]['name']}: "
                     f"the {state.char_name(possessed)} was possessed by Klein.",
                     accusations={str(k): v for k, v in acc.items()}, clues=list(clues), possessed=possessed))
    survivors = sorted(acc)
    traitor = next((s for s in survivors if d["players"][s]["char"] == possessed), None)
    winners = []
    if len(survivors) == 1:
        s = survivors[0]
        if acc[s] == possessed:
            winners = [s]
    else:
        innocents = [s for s in survivors if s != traitor]
        winners = [s for s in innocents if acc[s] == possessed]
        if traitor is not None and not winners and acc[traitor] == possessed:
            winners = [traitor]
    for s in survivors:
        if s not in winners and d["players"][s]["alive"]:
            kill_char(state, d["players"][s]["char"], events, "in one final attack")
    if winners:
        text = " and ".join(state.who(s) for s in winners) + (" wins!" if len(winners) == 1 else " win!")
        reason = "sole survivor" if op["sole"] else ("traitor" if winners == [traitor] else "dawn")
    else:
        text, reason = "Nobody wins. Klein's laughter echoes through the trees.", "klein"
    finish(state, winners, reason, text, events)
    return True
