"""Rebuilding a whole Crimson Creek state from one seat's view and memory (search.py's determinize).

Two steps. `sample_world` draws the hidden facts that matter to the game: the possessed character (given
from outside, see belief.py), the order of the two Clue cards in their sleeves, and for the present and
each past Act the Klein Location card in every sleeve and the Lair, all consistent with what the seat
saw (its peeks, its clues, revealed sleeves, declared or revealed Lairs). `build_state` then writes a
state of the rules' own shape around that world: the board, decks and counters copied from the view;
deck orders, face-down Reveal cards, other seats' peeks, clues and claims filled in from the world; the
game machine's pending ops rebuilt from the decision under way (see the ops of flow.py, attacks.py,
endgame.py). Nothing is read from anywhere but the view, the memory and the RNG it is given.
"""
from __future__ import annotations

from game.core.rng import Rng

from ..content import load_content, suspects
from ..info import CHARACTERS
from ..machine import ccw_order
from ..maps import act_map
from ..state import CState


def act_icons(act: int) -> list:
    amap = act_map(act)
    return [i for i in load_content().icon_order if i in amap.icon_loc and i != "center"]


def clue_pair(char: str) -> tuple:
    for pair, who in load_content().pair_to_character.items():
        if who == char:
            return tuple(sorted(pair))
    raise KeyError(char)


def act_knowledge(view, memory, act: int) -> tuple:
    """(known {icon: loc}, lair or None) this seat knows of an Act's sleeves."""
    known: dict = {}
    lair = None
    rec = memory["acts"].get(str(act)) if memory else None
    if rec:
        known.update(rec["revealed"])
        lair = rec["lair"]
    if act == view["act"]:
        for s in view["sleeves"]:
            if s["revealed"]:
                known[s["icon"]] = s["revealed"]
            elif s["seen"]:
                known[s["icon"]] = s["seen"]
        lair = view["lair"]["known"] or view["lair"]["revealed"] or lair
    else:
        for past in view["knowledge"]["past"]:
            if past["act"] == act:
                known.update(past["peeks"])
    return known, lair


def sample_sleeves(act: int, known: dict, lair, rng, groups=()) -> tuple:
    """({icon: loc} for every sleeve of the Act, the Lair), agreeing with `known` and `lair`, and with
    every group (icons, locs) of `groups` (a trusted claim: the cards in those sleeves include all of
    `locs`, and are exactly `locs` when there are as many). A group that cannot hold with the others
    is dropped, the latest first."""
    groups = list(groups)
    while True:
        out = _assign(act, known, lair, groups, rng)
        if out is not None:
            return out
        groups.pop()


LAIR = "(lair)"  # the Lair sleeve, as one more slot to fill


def _assign(act, known, lair, groups, rng):
    slots = act_icons(act) + [LAIR]
    fixed = dict(known)
    if lair is not None:
        fixed[LAIR] = lair
    free = [x for x in slots if x not in fixed]
    rng.shuffle(free)
    locs = list(act_map(act).locations)
    allowed = {}
    for slot in slots:
        ok = set(locs)
        for icons, claimed in groups:
            if slot in icons:
                if len(claimed) == len(icons):
                    ok &= claimed
            else:
                ok -= claimed
        allowed[slot] = ok
    if any(fixed[x] not in allowed[x] for x in fixed):
        return None
    used = set(fixed.values())
    out = dict(fixed)
    if not _fill(free, 0, allowed, used, out, rng):
        return None
    return {i: out[i] for i in slots if i != LAIR}, out[LAIR]


def _fill(free, k, allowed, used, out, rng) -> bool:
    if k == len(free):
        return True
    slot = free[k]
    cands = sorted(l for l in allowed[slot] if l not in used)  # sorted: a set's order varies between runs
    rng.shuffle(cands)
    for loc in cands:
        out[slot] = loc
        used.add(loc)
        if _fill(free, k + 1, allowed, used, out, rng):
            return True
        used.discard(loc)
    return False


def sample_world(view, memory, possessed: str, rng, groups=(), clue_hints=None) -> dict:
    """One draw of the hidden facts, given the possessed character (one of view["me"]["suspects"]);
    `groups`: trusted claims of the present Act (see sample_sleeves); `clue_hints` {sleeve index: clue}
    from trusted clue claims, kept where the possessed character's clues allow."""
    pair = list(clue_pair(possessed))
    seen = view["knowledge"]["clues"]
    order = [None, None]
    for i, clue in (clue_hints or {}).items():
        if clue in pair and clue not in order:
            order[int(i)] = clue
    for i in ("0", "1"):
        if i in seen:
            order[int(i)] = seen[i]
    if order[0] is not None and order[0] == order[1]:
        order[1 - int(next(iter(seen)))] = None
    rest = [c for c in pair if c not in order]
    rng.shuffle(rest)
    order = [c if c is not None else rest.pop() for c in order]
    acts = {}
    for act in range(1, view["act"] + 1):
        if act == view["act"] and not view["sleeves"]:
            continue  # before the board is set up
        known, lair = act_knowledge(view, memory, act)
        acts[act] = sample_sleeves(act, known, lair, rng, groups if act == view["act"] else ())
    return {"possessed": possessed, "clue_sleeves": order, "acts": acts}


# --------------------------------------------------------------------------- the whole state


def _players(view, memory, world) -> list:
    me = view["seat"]
    act = view["act"]
    sleeves = world["acts"].get(act, ({}, None))[0]
    rec = memory["acts"].get(str(act)) or {"peeks": []}
    out = []
    for vp in view["players"]:
        s = vp["seat"]
        key = str(s)
        if s == me:
            knows = {"peeks": dict(view["knowledge"]["peeks"]), "clues": dict(view["knowledge"]["clues"]),
                     "lair": None, "claims": [dict(c) for c in view["claims"]],
                     "past": [{"act": x["act"], "peeks": dict(x["peeks"])} for x in view["knowledge"]["past"]]}
            if view["lair"]["known"] and key in memory["lair_by"]:
                knows["lair"] = memory["lair_by"][key]
        else:
            peeks = {icon: sleeves[icon] for ps, icon in rec["peeks"] if ps == s and icon in sleeves}
            idx = memory["clue_idx"].get(key, [])
            past = []
            for a in range(1, act):
                prec = memory["acts"].get(str(a))
                if prec and a in world["acts"]:
                    pk = {icon: world["acts"][a][0][icon] for ps, icon in prec["peeks"] if ps == s}
                    if pk:
                        past.append({"act": a, "peeks": pk})
            knows = {"peeks": peeks, "clues": {str(i): world["clue_sleeves"][i] for i in idx},
                     "lair": memory["lair_by"].get(key), "claims": [], "past": past}
        p = {"seat": s, "char": vp["char"], "alive": vp["alive"], "out": vp["out"],
             "elim": memory["elim"].get(key, 0), "took_over": vp["took_over"], "tile": vp["tile"],
             "swapped_with": list(memory["swapped"].get(key, [])), "knows": knows}
        if vp["first_char"] is not None:
            p["first_char"] = vp["first_char"]
        if key in memory["out_act"]:
            p["out_act"] = memory["out_act"][key]
        if s in memory["offered"] or vp["took_over"]:
            p["offered"] = True
        out.append(p)
    # Claims between other seats: what the claimant had been shown by then (truthful), unless this
    # seat gave or got it (then as it was).
    for c in memory["claims"]:
        if c["to"] == me:
            continue
        if c["locs"] is not None:
            claim = {"from": c["from"], "act": c["act"], "locs": list(c["locs"]), "clues": list(c["clues"])}
        else:
            acts = world["acts"].get(c["act"], ({}, None))[0]
            claim = {"from": c["from"], "act": c["act"],
                     "locs": sorted({acts[i] for i in c["icons"] if i in acts}),
                     "clues": sorted({world["clue_sleeves"][i] for i in c["idx"]})}
        out[c["to"]]["knows"]["claims"].append(claim)
    return out


def _chars(view) -> dict:
    owner = {}
    for vp in view["players"]:
        if vp["char"]:
            owner[vp["char"]] = vp["seat"]
        if vp["first_char"]:
            owner[vp["first_char"]] = vp["seat"]
    return {c["id"]: {"loc": c["loc"], "alive": c["alive"], "scared": c["scared"], "seat": owner.get(c["id"]),
                      "on_board": c["on_board"], "hidden_at": c["hidden_at"], "playable": c["id"] in CHARACTERS}
            for c in view["characters"]}


def _attack(view, memory) -> dict:
    ad = view["attack_deck"]
    in_deck_h = ad["hatchets"] - ad["hatchets_drawn"]
    in_deck_c = max(0, ad["cards"] - in_deck_h)
    survivors = memory["survivors"] or max(1, sum(1 for p in view["players"] if p["alive"]))
    return {"deck": ["calm"] * in_deck_c + ["hatchet"] * in_deck_h,
            "discard": ["calm"] * max(0, ad["calm"] - in_deck_c), "hatchets_drawn": ["hatchet"] * ad["hatchets_drawn"],
            "trigger": ad["trigger"], "hatchets": ad["hatchets"], "calm": ad["calm"], "survivors": survivors}


def _stack_and_ops(view, memory, state) -> tuple:
    """The decision frames and the pending ops of the game machine at this decision."""
    dec = view["decision"]
    frame = dict(dec["frame"]) if dec["frame"] else None
    kind = dec["kind"]
    turn_seat = view["turn"]["seat"]
    if frame is None:
        return [], []
    if kind == "claim":
        frame["locs"], frame["clues"] = list(frame["locs"]), list(frame["clues"])
        stack = [frame]
        if not frame["reply"]:
            stack.insert(0, {"t": "claim", "seat": frame["partner"], "partner": frame["seat"], "reply": True,
                             "locs": [], "clues": []})
        return stack, [{"op": "after_action", "seat": turn_seat, "exposure": True}]
    if kind == "turn":
        return [frame], []
    if kind == "choose_character":
        return [frame], [{"op": "choose_chars"}, {"op": "setup_board"}]
    if kind == "chase":
        order = ccw_order(state, view["attack"]["trigger"])
        return [frame], [{"op": "attack", "trigger": view["attack"]["trigger"], "drawn": True,
                          "queue": order[order.index(frame["seat"]):]}]
    if kind == "accuse":
        seats = [p["seat"] for p in view["players"] if p["alive"]]
        return [frame], [{"op": "accuse", "seats": seats, "sole": frame["sole"]}]
    if kind == "clue_pick":
        if frame["why"] == "search":
            return [frame], [{"op": "after_action", "seat": frame["seat"], "exposure": False}]
        return [frame], [{"op": "end_act", "after": frame["seat"]}]
    if kind == "takeover":
        after = memory["trigger"] if memory["trigger"] is not None else turn_seat
        nxt = {"op": "end_act", "after": after} if view["attacks"] >= 3 else {"op": "next_turn", "after": after}
        return [frame], [{"op": "takeover"}, {"op": "check_end"}, nxt]
    if kind == "relocate":
        n = view["seats"]
        first = _first_of_act(view, memory)
        wait = [c["id"] for c in view["characters"] if c["alive"] and c["on_board"] and c["loc"] is None
                and c["seat"] is not None and c["id"] != frame["char"]]
        wait.sort(key=lambda cid: (state.d["chars"][cid]["seat"] - first) % n)
        return [frame], [{"op": "start_act", "act": view["act"], "first": first, "built": True,
                          "relocate": [frame["char"]] + wait}]
    if kind == "hide_move":
        loc = frame["from"]
        holder = memory["holder"] if memory["holder"] is not None else frame["seat"]
        holder_char = view["players"][holder]["char"]
        rest = [c["id"] for c in view["characters"] if c["alive"] and c["on_board"] and c["loc"] == loc
                and c["id"] != frame["char"]]
        todo = [frame["char"]] + sorted(rest, key=lambda cid: cid != holder_char)
        return [frame], [{"op": "hide_moves", "groups": [{"holder": holder, "loc": loc, "todo": todo}]},
                         {"op": "after_attack"}]
    raise AssertionError(f"unknown decision {kind}")


def _first_of_act(view, memory) -> int:
    n = view["seats"]
    after = memory["after"] if memory["after"] is not None else view["turn"]["seat"] or 0
    for k in range(1, n + 1):
        s = (after + k) % n
        if view["players"][s]["alive"]:
            return s
    return after


def build_state(view, memory, world, rng) -> CState:
    content = load_content()
    act = view["act"]
    set_up = bool(view["sleeves"])
    sleeves, lair = world["acts"].get(act, ({}, None))
    sleeves = {s["icon"]: sleeves[s["icon"]] for s in view["sleeves"]}  # the view's sleeve order
    revealed = {s["icon"]: s["revealed"] for s in view["sleeves"] if s["revealed"]}
    # Reveal cards: the ones not drawn yet, and those drawn face down for an attack under way.
    att = view["attack"]
    left = [i for i in sleeves if i not in revealed and not (att and i == att["shown"])]
    rng.shuffle(left)
    attack_now = None
    if att is not None:
        face_down = [left.pop() for _ in range(att["face_down"])]
        attack_now = {"icons": [att["shown"]] + face_down, "shown": att["shown"], "trigger": att["trigger"],
                      "third": att["third"], "number": att["number"]}
    sd = view["search_deck"]
    hand = content.handprints
    deck = ["handprint"] * hand + ["blank"] * max(0, sd["cards"] - hand)
    rng.shuffle(deck)
    rec = memory["acts"].get(str(act)) or {"peeks": []}
    public_peeks = [list(x) for x in rec["peeks"]]
    if not public_peeks:
        public_peeks = [[s, v["icon"]] for v in view["sleeves"] for s in v["peeked_by"]]
    accusations = {}
    for s in memory["accused"]:
        if s != view["seat"]:
            accusations[str(s)] = _their_accusation(view, memory, world, s, rng)
    accusations.update(view["accusations"])
    d = {
        "seats": view["seats"], "options": dict(view["options"]), "chars": _chars(view), "players": None,
        "clue_sleeves": list(world["clue_sleeves"]), "possessed": world["possessed"],
        "search": {"deck": deck, "discard": ["blank"] * sd["discard"]},
        "act": act, "scene": view["scene"], "attacks": view["attacks"],
        "act_locs": [l["id"] for l in view["locations"]] if set_up else [],
        "flipped": [l["id"] for l in view["locations"] if l["flipped"]],
        "sleeves": sleeves, "lair": lair if set_up else None, "revealed": revealed,
        "lair_revealed": view["lair"]["revealed"] is not None, "reveal_deck": left, "attack_now": attack_now,
        "attack": _attack(view, memory), "exposure": view["exposure"]["value"],
        "exposure_side": view["exposure"]["side"], "center_peeks": view["center_peeks"],
        "tiles": {t["id"]: {"holder": t["holder"], "locked": t["locked"], "used": t["used"]} for t in view["tiles"]},
        "public_peeks": public_peeks,
        "turn": {"seat": view["turn"]["seat"], "used": list(view["turn"]["used"]), "number": view["turn"]["number"]},
        "stack": [], "ops": [], "result": None, "steps": 0, "elim_count": memory["elim_count"],
        "accusations": accusations,
    }
    state = CState(d, Rng(rng.next_u64()))
    d["players"] = _players(view, memory, world)
    d["stack"], d["ops"] = _stack_and_ops(view, memory, state)
    return state


def _their_accusation(view, memory, world, seat, rng) -> str:
    """Another survivor's secret accusation: the right one when the clues it looked at show it, else
    the right one or another suspect its clues leave, at even odds."""
    seen = {world["clue_sleeves"][i] for i in memory["clue_idx"].get(str(seat), [])}
    sus = suspects(sorted(seen))
    if len(sus) == 1 or rng.random() < 0.5:
        return world["possessed"]
    return rng.choice(sus)
