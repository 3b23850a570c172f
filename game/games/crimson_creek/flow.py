"""The game machine: set-up, Acts, turns and the Attack deck; Klein attacks are in attacks.py, the end
(takeovers, the line-up) in endgame.py, the helpers every op uses in machine.py.

`advance(state, events)` runs automatic ops from `d["ops"]` until a seat must decide (a frame on
`d["stack"]`) or the game ends. An op returns True when finished; an op that needs a decision pushes
a frame and returns False, and runs again once the decision is applied.
"""
from __future__ import annotations

from .attacks import op_after_attack, op_attack, op_hide_moves, op_resolve_attack
from .endgame import op_accuse, op_check_end, op_takeover
from .info import CHARACTERS
from .machine import exposure_track, kill_char, next_seat, place_supporting, push, queue
from .maps import act_map
from .state import ev

# --------------------------------------------------------------------------- set-up ops


def op_choose_chars(state, op, events) -> bool:
    d = state.d
    free = [c for c in CHARACTERS if d["chars"][c]["seat"] is None]
    if d["options"]["characters"] == "random":
        state.rng.shuffle(free)
        for p in d["players"]:
            p["char"] = free.pop()
            d["chars"][p["char"]]["seat"] = p["seat"]
            events.append(ev("character_chosen", f"{state.seat_name(p['seat'])} plays the {state.char_name(p['char'])}.",
                             seat=p["seat"], char=p["char"]))
        return True
    for p in d["players"]:
        if p["char"] is None:
            push(state, {"t": "choose_character", "seat": p["seat"]})
            return False
    return True


def op_setup_board(state, op, events) -> bool:
    d = state.d
    content = state.content
    d["act_locs"] = list(act_map(1).locations)
    cards = list(d["act_locs"])
    state.rng.shuffle(cards)
    starts = cards[:3]
    events.append(ev("start_cards", "Three Klein Location cards set the starting locations: "
                     + ", ".join(state.loc_name(x) for x in starts) + ".", locations=starts))
    pairs = (("cheerleader", "jock"), ("goth", "punk"), ("geek", "preppy"))
    for loc, pair in zip(starts, pairs):
        for cid in pair:
            c = d["chars"][cid]
            if c["seat"] is not None:
                c.update(loc=loc, on_board=True)
    unchosen = [c for c in CHARACTERS if d["chars"][c]["seat"] is None]
    place_supporting(state, unchosen, events)
    # The opening scene, read with players' names filled in.
    n = d["seats"]
    # designed: the Opening Scene's two names are drawn at random; Player 1 takes the first turn
    # ("whoever is most easily scared goes first" is left to the players' seating).
    first = state.rng.randbelow(n)
    second = (first + 1 + state.rng.randbelow(n - 1)) % n if n > 1 else None
    first_name = state.seat_name(first)
    second_name = state.seat_name(second) if second is not None else (
        f"the {state.char_name(unchosen[0])}" if unchosen else "someone")
    text = content.opening.format(first=first_name, second=second_name)
    events.append(ev("opening_scene", text, template=content.opening, first_seat=first, second_seat=second,
                     second_name=second_name))
    queue(state, {"op": "start_act", "act": 1, "first": 0})
    return True


# --------------------------------------------------------------------------- Acts


def op_start_act(state, op, events) -> bool:
    d = state.d
    content = state.content
    act = op["act"]
    if not op.get("built"):
        op["built"] = True
        prev_locs = set(d["act_locs"])
        d["act"] = act
        d["scene"] = 1
        d["attacks"] = 0
        amap = act_map(act)
        d["act_locs"] = list(amap.locations)
        d["flipped"] = []
        cards = list(amap.locations)
        state.rng.shuffle(cards)
        icons = [i for i in content.icon_order if i in amap.icon_loc and i != "center"]
        d["sleeves"] = {icon: cards[k] for k, icon in enumerate(icons)}
        d["lair"] = cards[len(icons)]
        d["revealed"] = {}
        d["lair_revealed"] = False
        deck = list(icons)
        state.rng.shuffle(deck)
        d["reveal_deck"] = deck
        d["attack_now"] = None
        d["center_peeks"] = content.center_peeks
        d["public_peeks"] = []
        for t in d["tiles"].values():
            t.update(holder=None, locked=False, used=False)
        for p in d["players"]:
            p["tile"] = None
            p["swapped_with"] = []
            k = p["knows"]
            if k["peeks"]:
                k["past"].append({"act": act - 1, "peeks": k["peeks"]})
            k["peeks"] = {}
            k["lair"] = None
        if act == 2:
            d["exposure"] = 0
            d["exposure_side"] = "act23"
        if act > 1:
            events.append(ev("act_start", f"Act {act} begins. The board changes: "
                             + ", ".join(state.loc_name(x) for x in d["act_locs"]) + ".", act=act,
                             locations=list(d["act_locs"]), exposure=d["exposure"]))
        else:
            events.append(ev("act_start", "Act 1 begins.", act=1, locations=list(d["act_locs"]), exposure=0))
        # Characters carried over: the scared flip back to calm, except those who hid through the
        # third attack (they resolve their hiding now: scared, at the location with the same icon).
        relocate = []
        prev_map = act_map(act - 1) if act > 1 else None
        for cid, c in d["chars"].items():
            if not (c["alive"] and c["on_board"]):
                continue
            if c["hidden_at"] is not None:
                icon = prev_map.icon[c["hidden_at"]] if prev_map else None
                target = amap.icon_loc.get(icon)
                c["hidden_at"] = None
                c["scared"] = not (cid == "punk")
                c["loc"] = target
                if target is None or state.count_at(target) > 2:
                    c["loc"] = None
                    relocate.append(cid)
                continue
            c["scared"] = False
            if c["loc"] not in amap.locations:
                c["loc"] = None
                relocate.append(cid)
        del prev_locs
        op["relocate"] = [cid for cid in relocate if d["chars"][cid]["seat"] is not None]
        sup = [cid for cid in relocate if d["chars"][cid]["seat"] is None]
        # Players choose in turn order, starting with the player who will begin the Act.
        first = op["first"]
        n = d["seats"]
        op["relocate"].sort(key=lambda cid: (d["chars"][cid]["seat"] - first) % n)
        if sup:
            place_supporting(state, sup, events, keep_scared=True)
        build_attack_deck(state, events)
    if op["relocate"]:
        cid = op["relocate"][0]
        if not any(state.available(l) for l in d["act_locs"]):
            op["relocate"].pop(0)
            kill_char(state, cid, events, "with nowhere left to run")
            return False if op["relocate"] else op_start_act(state, op, events)
        push(state, {"t": "relocate", "seat": d["chars"][cid]["seat"], "char": cid})
        return False
    # Scene 1 set-up: new supporting characters, the Attack deck.
    arrive = [cid for cid in content.act_arrive[act - 1] if not d["chars"][cid]["on_board"]
              and d["chars"][cid]["alive"]]
    place_supporting(state, arrive, events)
    first = op["first"]
    if not d["players"][first]["alive"]:
        first = next_seat(state, first)
    if first is None:
        return True
    queue(state, {"op": "turn", "seat": first})
    return True


def build_attack_deck(state, events) -> None:
    d = state.d
    content = state.content
    survivors = max(1, len(state.alive_seats()))
    calm, hatchets, trigger = content.attack_chart[min(6, survivors)]
    if survivors == 3:
        trigger = d["options"]["three_survivor_trigger"]
    a = d["attack"]
    a.update(calm=calm, hatchets=hatchets, trigger=trigger, hatchets_drawn=[], discard=[], survivors=survivors)
    a["deck"] = ["calm"] * calm + ["hatchet"] * hatchets
    state.rng.shuffle(a["deck"])
    events.append(ev("attack_deck", f"The Attack deck for {survivors} surviving player"
                     f"{'s' if survivors != 1 else ''}: {calm} Calm Night, {hatchets} Hatchet; "
                     f"{trigger} Hatchets trigger an attack.", survivors=survivors, calm=calm, hatchets=hatchets,
                     trigger=trigger))


# --------------------------------------------------------------------------- turns


def op_turn(state, op, events) -> bool:
    d = state.d
    seat = op["seat"]
    if d["result"] is not None:
        return True
    if not d["players"][seat]["alive"]:
        queue(state, {"op": "next_turn", "after": seat}, front=True)
        return True
    if not op.get("started"):
        op["started"] = True
        d["turn"] = {"seat": seat, "used": [], "number": d["turn"]["number"] + 1}
        p = d["players"][seat]
        p["swapped_with"] = []  # the swap-back lock ends when its maker's turn comes round again
        if p["tile"] is not None:
            d["tiles"][p["tile"]]["locked"] = False  # "Do Not Grab" flips back
        events.append(ev("turn", f"{state.who(seat)}'s turn.", seat=seat, number=d["turn"]["number"],
                         act=d["act"], scene=d["scene"]))
    push(state, {"t": "turn", "seat": seat})
    return True


def draw_attack_card(state, events, extra: bool) -> bool:
    """Draw one Attack card. Returns True when it triggers a Klein attack."""
    d = state.d
    a = d["attack"]
    if not a["deck"]:
        # Cannot happen with the chart (hatchets >= trigger); kept safe: reshuffle the discards.
        a["deck"], a["discard"] = a["discard"], []
        state.rng.shuffle(a["deck"])
        if not a["deck"]:
            return False
    card = a["deck"].pop()
    seat = d["turn"]["seat"]
    if card == "hatchet":
        a["hatchets_drawn"].append(card)
        n = len(a["hatchets_drawn"])
        trig = n >= a["trigger"]
        events.append(ev("attack_card", f"{'An extra' if extra else 'The'} Attack card: a Hatchet! "
                         f"({n} of {a['trigger']})", card="hatchet", extra=extra, seat=seat,
                         hatchets_drawn=n, trigger=a["trigger"], deck=len(a["deck"])))
        return trig
    a["discard"].append(card)
    events.append(ev("attack_card", f"{'An extra' if extra else 'The'} Attack card: a Calm Night.", card="calm",
                     extra=extra, seat=seat, hatchets_drawn=len(a["hatchets_drawn"]), trigger=a["trigger"],
                     deck=len(a["deck"])))
    return False


def op_after_action(state, op, events) -> bool:
    """Exposure after a Run, Peek, Push, Pull or Share; then continue or end the turn."""
    d = state.d
    seat = op["seat"]
    if op.get("exposure"):
        track = exposure_track(state)
        before = d["exposure"]
        d["exposure"] = min(track["spaces"], before + 1)
        red = d["exposure"] in track["red"] or (before >= track["spaces"])
        events.append(ev("exposure", f"Exposure {d['exposure']}" + (": a red square!" if red else "."),
                         value=d["exposure"], red=red))
        if red and draw_attack_card(state, events, extra=True):
            queue(state, {"op": "attack", "trigger": seat}, front=True)
            return True
    if d["result"] is not None:
        return True
    if not d["players"][seat]["alive"]:
        queue(state, {"op": "next_turn", "after": seat, "draw": False}, front=True)
        return True
    if len(d["turn"]["used"]) >= 2:
        queue(state, {"op": "end_turn", "seat": seat}, front=True)
    else:
        push(state, {"t": "turn", "seat": seat})
    return True


def op_end_turn(state, op, events) -> bool:
    seat = op["seat"]
    events.append(ev("turn_end", f"{state.who(seat)} ends the turn.", seat=seat))
    if draw_attack_card(state, events, extra=False):
        queue(state, {"op": "attack", "trigger": seat}, front=True)
    else:
        queue(state, {"op": "next_turn", "after": seat}, front=True)
    return True


def op_next_turn(state, op, events) -> bool:
    s = next_seat(state, op["after"])
    if s is not None and state.d["result"] is None:
        queue(state, {"op": "turn", "seat": s}, front=True)
    return True


def op_end_act(state, op, events) -> bool:
    d = state.d
    if d["result"] is not None:
        return True
    if d["act"] >= 3:
        events.append(ev("dawn", "Dawn breaks over Crimson Creek. The survivors line up the suspects.",
                         survivors=state.alive_seats()))
        queue(state, {"op": "accuse", "seats": state.alive_seats(), "sole": False}, front=True)
        return True
    first = next_seat(state, op["after"])
    if first is None:
        return True
    queue(state, {"op": "start_act", "act": d["act"] + 1, "first": first}, front=True)
    return True


OPS = {
    "choose_chars": op_choose_chars, "setup_board": op_setup_board, "start_act": op_start_act,
    "turn": op_turn, "after_action": op_after_action, "end_turn": op_end_turn, "next_turn": op_next_turn,
    "attack": op_attack, "resolve_attack": op_resolve_attack, "hide_moves": op_hide_moves,
    "after_attack": op_after_attack, "end_act": op_end_act, "takeover": op_takeover, "check_end": op_check_end,
    "accuse": op_accuse,
}


def advance(state, events: list) -> None:
    d = state.d
    while d["result"] is None and not d["stack"] and d["ops"]:
        op = d["ops"][0]
        done = OPS[op["op"]](state, op, events)
        if done:
            for i, other in enumerate(d["ops"]):
                if other is op:
                    del d["ops"][i]
                    break
    if d["result"] is None and not d["stack"] and not d["ops"]:
        raise AssertionError("the game has nothing to do and no result")
