"""The game machine: set-up, Acts, turns, the Attack deck, Klein attacks, hiding, the endgame.

`advance(state, events)` runs automatic ops from `d["ops"]` until a seat must decide (a frame on
`d["stack"]`) or the game ends. An op returns True when finished; an op that needs a decision pushes
a frame and returns False, and runs again once the decision is applied.
"""
from __future__ import annotations

from .info import CHARACTERS
from .maps import act_map
from .state import ev

# --------------------------------------------------------------------------- small helpers


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
            p["swapped_with"] = None
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
        p["swapped_with"] = None  # the swap-back lock ends when its maker's turn comes round again
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


# --------------------------------------------------------------------------- Klein attacks


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
    events.append(ev("moved", f"{label} {how}: {state.loc_name(frm)} -> {state.loc_name(to)}"
                     + (" (scared)" if c["scared"] else "") + ".", char=cid, seat=c["seat"], frm=frm, to=to,
                     how=how, scared=c["scared"]))


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


# --------------------------------------------------------------------------- eliminations and the end


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


def finish(state, winners, reason, text, events) -> None:
    d = state.d
    d["result"] = {"winners": sorted(winners), "reason": reason, "turns": d["turn"]["number"],
                   "possessed": d["possessed"], "act": d["act"]}
    d["stack"] = []
    d["ops"] = []
    events.append(ev("game_over", text, winners=sorted(winners), reason=reason, possessed=d["possessed"],
                     clues=list(d["clue_sleeves"]), lair=d["lair"], sleeves=dict(d["sleeves"])))


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
