"""The turn machine: roll, redraw, take action, end of turn; eliminations and the end of the game.

`advance` runs everything automatic until a seat must decide or the game ends.
"""
from __future__ import annotations

from . import ops as O
from . import undead
from .chain import resolve_chain
from .deck import draw_card
from .ops import add_ops, camp_name, ev, push_frame
from .rolls import camp_roll

OP_TABLE = {**O.OPS, **undead.OPS}


def hand_size(state, seat: int) -> int:
    extra = 0  # the largest hand_size power among the seat's camps (n is never negative)
    for camp in state.d["camps"]:
        if camp["owner"] == seat and camp["alive"]:
            for p in state.camp_powers(camp["id"], "hand_size"):
                if p["n"] > extra:
                    extra = p["n"]
    return 6 + extra


def redraw(state, c: int, events: list) -> list:
    """Draw to a full hand. Events drawn are set aside to be played at once; returns their uids."""
    seat = state.owner(c)
    hand = state.hand(seat)
    drawn, found = [], []
    size = hand_size(state, seat)  # drawing changes no camp, so the hand size holds for the whole redraw
    pile = state.d["draw"]
    while len(hand) < size:
        if pile:
            uid = pile.pop()  # draw_card without a reshuffle
        else:
            uid = draw_card(state, events)
            if uid is None:
                break
            pile = state.d["draw"]  # the discard pile, shuffled
        if state.card(uid).type == "event":
            found.append(uid)
        else:
            hand.append(uid)
            drawn.append(uid)
    n = len(drawn) + len(found)
    ids = state.d["cards"]
    events.append({"type": "draw", "text": f"{camp_name(state, c)} draws {n} card{'s' if n != 1 else ''}.", "camp": c,
                   "n": n, "private": {str(seat): {"cards": [ids[u] for u in drawn], "uids": drawn}}})
    for uid in found:
        events.append(ev("event_drawn", f"{camp_name(state, c)} draws the Event {state.card(uid).name}!", camp=c,
                         card=state.d["cards"][uid], uid=uid))
    return found


def fall_cause(c: int, events: list) -> str:
    """What took the last people of camp `c`: the newest loss of this step that says why (a card and who
    played it, a roll, the undead), or "" when none does."""
    for e in reversed(events):
        if e.get("camp") == c and e.get("why") and e.get("type") in ("survivors_killed", "survivors_lost",
                                                                    "survivors_moved", "character_killed",
                                                                    "character_lost", "character_moved"):
            return str(e["why"])
    return ""


def eliminate(state, c: int, events: list) -> None:
    camp = state.camp(c)
    camp["alive"] = False
    camp["phase"] = "undead"
    seat = camp["owner"]
    cause = fall_cause(c, events)
    events.append(ev("camp_destroyed", f"{camp_name(state, c)} has fallen"
                                       f"{' to ' + cause if cause else ''}. It will return as the undead.",
                     camp=c, seat=seat, cause=cause, turn=state.d["turn"]["number"]))
    if not state.seat_camps(seat):
        hand = state.hand(seat)
        state.d["discard"].extend(hand)
        if hand:
            events.append(ev("hand_discarded", f"{camp_name(state, c)} discards its hand.", camp=c, n=len(hand),
                             cards=[state.d["cards"][u] for u in hand]))
        hand.clear()
    if camp["hideout"] is not None:
        O.op_destroy_hideout(state, {"camp": c}, events)
    state.d["cc_zombies"] += camp["zombie_chips"]
    camp["zombie_chips"] = 0
    for die in ("survival", "infection"):
        if state.d["dice"][die] == c:
            add_ops(state, [{"op": "pass_die", "camp": c, "die": die, "reason": "destroyed"}])


def check_end(state, events: list) -> bool:
    """Eliminate emptied camps, then end the game if one player (or nobody) is left."""
    # Asked after every automatic step: one pass over the camps, people() spelled out (a unit is never an
    # empty list: a camp has nobody exactly when it has no survivor and no unit).
    camps = state.d["camps"]
    owners = set()
    for camp in camps:
        if camp["alive"]:
            if not camp["units"] and camp["survivors"] == 0:
                break  # a camp falls: the slow path below
            owners.add(camp["owner"])
    else:
        if len(owners) > 1:
            return False
    fallen = [camp["id"] for camp in camps
              if camp["alive"] and camp["survivors"] + sum(map(len, camp["units"])) == 0]
    for c in fallen:
        eliminate(state, c, events)
    owners = {camp["owner"] for camp in camps if camp["alive"]}
    if len(owners) <= 1:
        owners = sorted(owners)
        d = state.d
        last = [e for e in events if e.get("type") == "camp_destroyed"]
        cause = (f"{camp_name(state, last[-1]['camp'])} fell to {O.flat_reason(last[-1]['cause'])}"
                 if last and last[-1].get("cause") else "")
        if owners:
            reason = "last camp standing"
            text = f"{camp_name(state, state.seat_camps(owners[0])[0])} is the last camp standing and wins!"
        else:
            reason = "zombies"
            text = "The last camps fell together. The zombies win: humanity is wiped out."
        d["result"] = {"winners": owners, "reason": reason, "turns": d["turn"]["number"]}
        d["stack"].clear()
        d["ops"].clear()
        d["chain"] = None
        events.append(ev("game_over", f"{text} ({cause}.)" if cause else text, winners=owners, reason=reason,
                         cause=cause))
        return True
    return False


def _next_turn(state, events: list) -> None:
    t = state.d["turn"]
    n = len(state.d["camps"])
    if t["number"] >= state.content.chips["max_rounds"] * n:
        _round_limit(state, events)
        return
    t["camp"] = (t["camp"] + 1) % n
    t["number"] += 1
    t["step"], t["traded"], t["events_played"] = "start", False, 0
    t.pop("backs", None)
    state.d["dice"]["base"] = t["camp"]
    c = t["camp"]
    events.append({"type": "turn", "text": f"{camp_name(state, c)}'s turn.", "camp": c, "number": t["number"],
                   "seat": state.d["camps"][c]["owner"]})


def _round_limit(state, events: list) -> None:
    """designed (chips.toml [end]): the last round is over and no camp stands alone: the players with the most
    people (Survivors and Characters) in their standing camps win."""
    d = state.d
    people: dict = {}
    for camp in d["camps"]:
        if camp["alive"]:
            people[camp["owner"]] = people.get(camp["owner"], 0) + state.people(camp["id"])
    most = max(people.values())
    owners = sorted(o for o, n in people.items() if n == most)
    rounds = state.content.chips["max_rounds"]
    names = " and ".join(camp_name(state, state.seat_camps(o)[0]) for o in owners)
    d["result"] = {"winners": owners, "reason": "round limit", "turns": d["turn"]["number"]}
    d["stack"].clear()
    d["ops"].clear()
    d["chain"] = None
    events.append(ev("game_over", f"{rounds} rounds are over: {names} {'has' if len(owners) == 1 else 'have'} the "
                                  f"most people left and {'wins' if len(owners) == 1 else 'win'}.",
                     winners=owners, reason="round limit", cause=""))


def end_of_turn_ops(state, c: int) -> list:
    out = []
    for p in state.camp_powers(c, "end_of_turn"):
        out += O.effect_ops(state, p["effect"], c, c, state.owner(c))
    return out


def advance(state, events: list) -> None:
    d = state.d
    while d["result"] is None:
        if d["stack"]:
            top = d["stack"][-1]
            if top["t"] == "react" and top.get("seat") is None:
                d["stack"].pop()
                resolve_chain(state, events)
                continue
            return
        if d["ops"]:
            op = d["ops"][0]
            op.pop("waiting", None)
            if OP_TABLE[op["op"]](state, op, events):
                # An op may queue others in front of itself: remove it by identity.
                ops = d["ops"]
                if ops and ops[0] is op:
                    del ops[0]
                else:
                    for i, other in enumerate(ops):
                        if other is op:
                            del ops[i]
                            break
            continue
        if check_end(state, events):
            return
        if d["ops"]:
            continue  # a destroyed camp must pass its phase dice first
        _step(state, events)


def _step(state, events: list) -> None:
    d = state.d
    t = d["turn"]
    c = t["camp"]
    camp = state.camp(c)
    step = t["step"]
    if step == "start":
        if not camp["alive"]:
            t["step"] = "undead_done"
            undead.undead_turn(state, c, events)
            return
        t["step"] = "rolled"
        camp_roll(state, c, events)
    elif step == "rolled":
        if not camp["alive"]:
            t["step"] = "pass"
            return
        found = redraw(state, c, events)
        t["step"] = "acting" if not found else "events"
        for uid in reversed(found):
            push_frame(state, {"t": "event", "seat": state.owner(c), "camp": c, "card": uid})
        if not found:
            push_frame(state, {"t": "action", "seat": state.owner(c), "camp": c})
    elif step in ("acting", "events"):
        t["step"] = "end"
        if camp["alive"]:
            add_ops(state, end_of_turn_ops(state, c))
    elif step in ("end", "undead_done", "pass"):
        _next_turn(state, events)
