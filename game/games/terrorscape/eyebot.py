"""Eyebot, the watcher (rulebook: Killer Specific Rules, "Eyebot: Program & Operate").

Droids: a supply of 5; at most 5 on the map, never two in one location; placing or removing one is
done on both sides of the screen at once, so where the droids stand is open to everyone
(d["killer"]["droids"], in map order). With the supply used up, a new droid is an existing one
relocated (the Killer picks which).
DROID  places droids (keyword DROID: `target` here / range / location ...).
OPERATE  the Killer names a zone, then operates up to n of its droids one by one: each reveals the
  Survivors in its location, teleports to the next location of the zone's sequence (the last wraps to
  the first; never out of its zone) and reveals again.
PROGRAM  the Killer lays Eyebot delay tokens along a path from her location (not counting it), each
  adjacent to the last, no location twice, never on another token; at step II of her next turn she
  moves along it, token by token, and after every move runs the card's effect (Slaughter: damage the
  location; Lockdown: BLOCK a door of it). Against a one-way arrow she discards a card; with no card
  to discard the program is cancelled and its remaining tokens go.

Frames (all the Killer's): eye_droid (where to put a droid; which one to relocate), eye_zone (the zone
to OPERATE), eye_operate (the next droid to operate, or stop), eye_path (the next location of the
path, or stop), eye_uphill (the card discarded to move against an arrow during a program).
Hooks in the shared engine: flow.advance hands DROID / OPERATE / PROGRAM / PROGRAM_STEP here,
rules.py the eye_* frames, keywords.destinations `to = "droid"`, view.py the droids.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from . import keywords, killer
from .common import push
from .state import ev

KEYWORDS = frozenset({"DROID", "OPERATE", "PROGRAM", "PROGRAM_STEP"})
FRAMES = ("eye_droid", "eye_zone", "eye_operate", "eye_path", "eye_uphill")
DROIDS = 5        # Setup: Droids: "a supply of 5 droids ... at most 5 droids on the board"
DELAY_TOKENS = 6  # Components: "6 Eyebot delay tokens" (the Killer's `tokens` in the content wins)

DROID, OPERATE, ZONE = maker("droid", "to", "frm"), maker("operate", "droid"), maker("zone", "zone")
PATH, PAY, STOP = maker("program", "to"), maker("pay", "card"), Action("stop")

def droids(state) -> list:
    """Where her droids stand (a copy; set_droids changes them). The list is made with the first droid,
    so setup and a second Killer in Double Trouble need nothing of their own."""
    return list(state.d["killer"].get("droids", ()))


def set_droids(state, locs) -> None:
    codes = state.board.codes
    state.d["killer"]["droids"] = sorted(locs, key=codes.index)


def supply(state, what: str, default: int) -> int:
    return state.content.killers[state.d["killer"]["id"]].get("tokens", {}).get(what) or default


# -- the effects ---------------------------------------------------------------------------------
def run(state, events: list) -> None:
    """Run the head of the effect queue (one of KEYWORDS)."""
    d = state.d
    k = d["killer"]
    eff = d["fx"][0]
    kw = eff["kw"]
    if kw == "DROID":
        if k["stealth"]:
            # designed: a droid is placed in plain view, so one placed from STEALTH would give her away;
            # it waits for her to reappear (step I.2, with the "when reappearing" effects)
            d["fx"].pop(0)
            k["on_reappear"].append({key: v for key, v in eff.items() if key != "left"})
            events.append(ev("droid_waits", f"{state.killer_name()}'s droid will be placed when she reappears."))
            return
        eff.setdefault("left", eff.get("n") or 1)
        spots = droid_spots(state, eff)
        if eff["left"] <= 0 or not spots:
            d["fx"].pop(0)
            return
        if len(spots) == 1 and len(droids(state)) < supply(state, "droid", DROIDS):
            eff["left"] -= 1  # nothing to choose (her own location, say): placed at once
            place(state, spots[0], "", events)
        else:
            push(state, {"t": "eye_droid", "seat": k["seat"], "options": spots})
        return
    d["fx"].pop(0)
    if kw == "OPERATE":
        zones = [z for z, codes in state.board.zones.items() if set(codes) & set(droids(state))]
        if zones:
            push(state, {"t": "eye_zone", "seat": k["seat"], "options": zones, "n": eff.get("n") or 1})
    elif kw == "PROGRAM":
        k["programs"] = k.get("programs", 0) + 1
        frame = {"t": "eye_path", "seat": k["seat"], "prog": k["programs"], "n": eff.get("n") or 1,
                 "start": path_start(state), "effects": [dict(e) for e in eff["effects"]]}
        if path_options(state, frame):
            push(state, frame)
    else:
        program_step(state, eff, events)


def droid_spots(state, eff: dict) -> list:
    """Where the DROID effect may put a droid now: its target's locations without a droid."""
    target = eff.get("target") or "here"
    if target == "location":
        places = state.board.codes
    else:
        places = keywords.area(state, target, eff.get("range") or 0)
    return [c for c in state.board.codes if c in places and c not in droids(state)]


def place(state, to: str, frm: str, events: list) -> None:
    name = state.killer_name()
    locs = droids(state)
    if frm:
        locs.remove(frm)
        events.append(ev("droid_removed", f"{name} takes back the droid at {state.loc_name(frm)}.", loc=frm))
    set_droids(state, locs + [to])
    events.append(ev("droid", f"{name} places a droid at {state.loc_name(to)}.", loc=to,
                     droids=list(droids(state))))


def reveal(state, loc: str, events: list) -> None:
    """A droid reveals the Survivors in its location: they must say who is there (as a SENSE)."""
    d = state.d
    found = state.at(loc)
    for char in found:
        d["sightings"].append({"round": d["round"], "char": char, "where": [loc], "why": "droid"})
    events.append(ev("sense", f"The droid at {state.loc_name(loc)} sees "
                     + (", ".join(state.name(c) for c in found) or "nobody") + ".", where=[loc], found=found,
                     droid=True))


def next_in_zone(state, loc: str) -> str:
    """Where a droid at `loc` teleports when it OPERATEs: the next location of its zone's sequence (the
    last wraps to the first). # designed: droids never share a location, so a droid passes over the
    locations that hold one and lands on the next free one; with none free it stays."""
    board = state.board
    seq = board.zones[board.loc(loc).zone]
    i = seq.index(loc)
    for j in range(1, len(seq)):
        nxt = seq[(i + j) % len(seq)]
        if nxt not in droids(state):
            return nxt
    return loc


def operate(state, loc: str, events: list) -> str:
    """One droid OPERATEs: reveal, teleport along its zone, reveal again; returns where it ends."""
    reveal(state, loc, events)
    nxt = next_in_zone(state, loc)
    if nxt == loc:
        return loc
    set_droids(state, [x for x in droids(state) if x != loc] + [nxt])
    events.append(ev("droid_operate", f"The droid teleports from {state.loc_name(loc)} to {state.loc_name(nxt)}.",
                     frm=loc, to=nxt, droids=list(droids(state))))
    reveal(state, nxt, events)
    return nxt


# -- PROGRAM -------------------------------------------------------------------------------------
def program_tokens(state) -> list:
    return [t for t in state.d["killer"]["delay"] if t.get("prog")]


def path_start(state) -> str:
    """Where a new path begins: her location, or (# designed) the end of a path already programmed
    for her next turn, since she will stand there when this one starts."""
    tokens = program_tokens(state)
    return tokens[-1]["loc"] if tokens else state.d["killer"]["loc"]


def path_options(state, frame: dict) -> list:
    """The locations the path may go on to: adjacent to its end (any connecting point, not a secret
    passage), not its start, no location twice, never on a delay token, while tokens and n last."""
    k = state.d["killer"]
    path = [t["loc"] for t in program_tokens(state) if t["prog"] == frame["prog"]]
    if len(path) >= frame["n"] or len(k["delay"]) >= supply(state, "delay", DELAY_TOKENS):
        return []
    end = path[-1] if path else frame["start"]
    taken = {t["loc"] for t in k["delay"]} | {frame["start"]}
    out = []
    for other, kind, _ in state.board.links(end):
        if kind != "secret" and other not in taken and other not in out:
            out.append(other)
    return sorted(out, key=state.board.codes.index)


def lay_token(state, frame: dict, to: str, events: list) -> None:
    k = state.d["killer"]
    step = {"kw": "PROGRAM_STEP", "to": to, "prog": frame["prog"], "effects": frame["effects"]}
    k["delay"].append({"loc": to, "effects": [step], "secret": k["stealth"], "prog": frame["prog"]})
    where = "" if k["stealth"] else f" at {state.loc_name(to)}"
    events.append(ev("delay", f"{state.killer_name()} programs her path: a delay token{where}.",
                     secret=k["stealth"], loc=None if k["stealth"] else to, program=True,
                     private=state.private_to_killer({"loc": to})))


def program_step(state, eff: dict, events: list) -> None:
    """Step II: move to the next token of a program, then run the card's effect there."""
    d = state.d
    k = d["killer"]
    to = eff["to"]
    if k["loc"] == to:
        return follow(state, eff)
    links = [ok for other, kind, ok in state.board.links(k["loc"]) if other == to and kind != "secret"]
    if not links:  # designed: she was moved off the path since (it no longer starts where she stands)
        return cancel(state, eff, "the path no longer starts where she stands", events)
    cost = 0 if links[0] else killer.uphill_cost(state)
    if cost:  # the first discard is named here; killer.step asks for the rest (k_pay)
        if len(k["hand"]) < cost:
            return cancel(state, eff, "no card to discard against the arrow", events)
        push(state, {"t": "eye_uphill", "seat": k["seat"], "step": eff})
        return
    killer.step(state, to, "", events)
    follow(state, eff)


def follow(state, eff: dict) -> None:
    """After the move: the card's effect at the new location, before the next step (must occur)."""
    state.d["fx"][:0] = [dict(e, must=True) for e in eff["effects"]]


def cancel(state, eff: dict, why: str, events: list) -> None:
    d = state.d
    d["fx"] = [e for e in d["fx"] if not (e["kw"] == "PROGRAM_STEP" and e["prog"] == eff["prog"])]
    events.append(ev("program_cancelled", f"{state.killer_name()}'s program is cancelled ({why}).",
                     prog=eff["prog"]))


# -- the Killer's choices --------------------------------------------------------------------------
def legal(state, frame: dict) -> list:
    k = state.d["killer"]
    t = frame["t"]
    if t == "eye_droid":
        if len(droids(state)) < supply(state, "droid", DROIDS):
            return [DROID(to, "") for to in frame["options"]]
        return [DROID(to, frm) for to in frame["options"] for frm in droids(state)]
    if t == "eye_zone":
        return [ZONE(z) for z in frame["options"]]
    if t == "eye_operate":
        return [OPERATE(x) for x in operable(state, frame)] + [STOP]
    if t == "eye_path":
        path = [x for x in program_tokens(state) if x["prog"] == frame["prog"]]
        return [PATH(x) for x in path_options(state, frame)] + ([STOP] if path else [])
    if t == "eye_uphill":
        return [PAY(u) for u in k["hand"]]
    raise AssertionError(t)


def operable(state, frame: dict) -> list:
    """The droids of the zone not yet operated by this OPERATE (while it has droids left to use)."""
    if frame["left"] <= 0:
        return []
    codes = state.board.zones[frame["zone"]]
    return [x for x in droids(state) if x in codes and x not in frame["done"]]


def apply(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    t = frame["t"]
    if t == "eye_droid":
        d["fx"][0]["left"] -= 1
        place(state, action["to"], action["frm"], events)
    elif t == "eye_zone":
        zone = action["zone"]
        events.append(ev("operate", f"{state.killer_name()} operates her droids in the {zone} zone.", zone=zone))
        push(state, {"t": "eye_operate", "seat": frame["seat"], "zone": zone, "left": frame["n"], "done": []})
    elif t == "eye_operate":
        if action.kind == "stop":
            return
        ends = operate(state, action["droid"], events)
        nxt = dict(frame, left=frame["left"] - 1, done=frame["done"] + [ends])
        if operable(state, nxt):
            push(state, nxt)
    elif t == "eye_path":
        if action.kind == "stop":
            return
        lay_token(state, frame, action["to"], events)
        if path_options(state, frame):
            push(state, frame)
    else:  # eye_uphill
        eff = frame["step"]
        killer.step(state, eff["to"], action["card"], events)
        follow(state, eff)
