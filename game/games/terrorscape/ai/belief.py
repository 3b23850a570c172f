"""The Killer's belief over where each Survivor is, kept from its own view and the redacted events only.

One distribution per Survivor over the map's locations (the marginals, not the joint: three Survivors
on fifteen locations stay cheap to update on every event, and need no randomness, so the same events
always give the same belief). What moves it:
  each Survivors' turn    every Survivor may have moved up to two steps the way Survivors move (no block
                          token, not against a one-way arrow), or stayed to search or repair; a little
                          leaks everywhere for what the Killer cannot see (ropes, secret passages, items)
  the noise report        someone made each noise, at that location or (a thrown bottle, a cat) next to
                          it: each Survivor is pulled toward it by its share of the blame
  SENSE, SEARCH, DAMAGE   who was found in the area is there; who was not found is not
  reveals, encounters     the Survivor is exactly there (fear, an encounter, the showdown)
  a block removed         someone stood at one end of that door (or next to it)
  the first analysis      someone was within range 1 of the Killer
  rescue called, vehicle  someone was at the radio / the vehicle
  an encounter's flee     the Survivors found may have stepped one location away
The memory keeps the events until the Killer's next decision (`sync`), where the view gives the map,
the Survivors and the Killer's own location.
"""
from __future__ import annotations

from .. import sources
from . import belief_motion

STAY, ONE, TWO = 0.35, 0.25, 0.40  # how a Survivor's turn splits between staying, one step and two
LEAK = 0.02  # the share spread over the whole map each turn (moves the Killer cannot follow)
NEAR = 0.15  # a noise next to a Survivor's location (a thrown bottle, the cat) against one at it
FLOOR = 1e-4  # nothing the Killer was not told of is ever quite impossible


def new_belief(motion: bool = False) -> dict:
    """The Killer's part of a seat's memory (policy.new_memory): events waiting for `sync`.
    motion=True: each Survivors' turn moves the belief by the fitted model of where Survivors go
    (belief_motion.py, the Hard Killer's); else by the plain walk (`diffuse`, Easy and Normal)."""
    return {"log": [], "p": None, "round": 0, "kloc": None, "blocks": [], "noise_at": {}, "last_clue": None,
            "clue_round": 0, "motion": motion}


def _turn(bel: dict, board, p: dict) -> dict:
    """One Survivors' turn of moving, by the belief's own model."""
    if bel.get("motion") and bel["kloc"] in board.codes:
        return belief_motion.move(board, p, bel["blocks"], bel["kloc"], survivor_links, LEAK, bool(bel.get("called")),
                                  bel.get("killer"))
    return diffuse(board, p, bel["blocks"])


def board_of(view):
    return sources.board(view["options"]["map"])


def _normal(p: dict) -> dict:
    total = sum(p.values())
    if total <= 0:
        return {x: 1.0 / len(p) for x in p}
    return {x: v / total for x, v in p.items()}


def survivor_links(board, code: str, blocks) -> list:
    out = []
    for other, kind, ok in board.links(code):
        if kind == "secret" or not ok:
            continue
        key = f"{code}-{other}" if code <= other else f"{other}-{code}"
        if key not in blocks and other not in out:
            out.append(other)
    return out


def diffuse(board, p: dict, blocks, steps: int = 2) -> dict:
    """One Survivors' turn (or a flee, steps=1) of moving."""
    codes = board.codes
    links = {c: survivor_links(board, c, blocks) for c in codes}

    def walk(q):
        out = dict.fromkeys(codes, 0.0)
        for x, v in q.items():
            if v <= 0:
                continue
            nxt = links[x]
            if not nxt:
                out[x] += v
                continue
            share = v / len(nxt)
            for y in nxt:
                out[y] += share
        return out

    one = walk(p)
    if steps == 1:
        mixed = {x: 0.5 * p[x] + 0.5 * one[x] for x in codes}
    else:
        two = walk(one)
        mixed = {x: STAY * p[x] + ONE * one[x] + TWO * two[x] for x in codes}
    leak = LEAK / len(codes)
    return {x: (1 - LEAK) * v + leak for x, v in mixed.items()}


def restrict(p: dict, where, inside: bool) -> dict:
    """The Survivor is (inside=True) or is not in `where`."""
    out = {x: (v if (x in where) == inside else 0.0) for x, v in p.items()}
    if sum(out.values()) <= 0:  # told something it thought impossible: anywhere the fact allows
        out = {x: (1.0 if (x in where) == inside else 0.0) for x in p}
    return _normal({x: max(v, FLOOR if (x in where) == inside else 0.0) for x, v in out.items()})


def blame(beliefs: dict, likelihood) -> None:
    """Someone did it where `likelihood(x)` says: each Survivor moves toward it by its share of the blame."""
    masses = {c: sum(v * likelihood(x) for x, v in p.items()) for c, p in beliefs.items()}
    total = sum(masses.values())
    if total <= 0:
        return
    for c, p in beliefs.items():
        r = masses[c] / total
        if r <= 0:
            continue
        moved = _normal({x: v * likelihood(x) for x, v in p.items()})
        beliefs[c] = {x: (1 - r) * p[x] + r * moved[x] for x in p}


def _near(board, loc: str, near: float = NEAR):
    adjacent = {o for o, _, _ in board.links(loc)}

    def like(x):
        return 1.0 if x == loc else (near if x in adjacent else 0.0)
    return like


def _start(view, board) -> dict:
    """The first belief: every Survivor at the Main Exit in round 1, else anywhere."""
    exits = [c for c in board.codes if "main_exit" in board.loc(c).kinds]
    chars = [s["char"] for s in view["survivors"] if s["out"] is None]
    if view["round"] <= 1 and exits:
        one = {x: (1.0 if x == exits[0] else 0.0) for x in board.codes}
    else:
        one = {x: 1.0 / len(board.codes) for x in board.codes}
    return {c: dict(one) for c in chars}


def sync(memory: dict, view: dict) -> dict:
    """Bring the belief up to date with the events shown since the last decision; returns it
    ({char: {loc: probability}} for the Survivors still in the game)."""
    bel = memory["belief"]
    board = board_of(view)
    if bel["p"] is None:
        bel["killer"] = view["killer"]["id"]  # whose model of the Survivors' moves (belief_motion.MODELS)
        bel["p"] = _start(view, board)
        bel["kloc"] = view["killer"].get("loc") or view["killer"]["seen"]
        bel["blocks"] = list(view["blocks"])
        if view["round"] <= 1:  # the first Survivors' turn began before any event reached this seat
            bel["p"] = {c: _turn(bel, board, p) for c, p in bel["p"].items()}
            bel["round"] = 1
    for e in bel["log"]:
        _apply(bel, board, e)
    bel["log"] = []
    alive = {s["char"] for s in view["survivors"] if s["out"] is None}
    for c in list(bel["p"]):
        if c not in alive:
            del bel["p"][c]
    if view["killer"].get("loc"):
        bel["kloc"] = view["killer"]["loc"]
    bel["blocks"] = list(view["blocks"])
    return bel["p"]


def _clue(bel, loc, rnd=None):
    bel["last_clue"] = loc
    if rnd is not None:
        bel["clue_round"] = rnd


def _apply(bel: dict, board, e: dict) -> None:
    p = bel["p"]
    kind = e.get("type")
    if kind == "survivors_turn":
        if e.get("round", 0) > bel["round"]:
            flee = bel.pop("fled", [])
            for c in flee:
                if c in p:
                    p[c] = diffuse(board, p[c], bel["blocks"], steps=1)
            for c in p:
                p[c] = _turn(bel, board, p[c])
            bel["round"] = e.get("round", bel["round"] + 1)
    elif kind == "noise_report":
        if e.get("firecracker"):
            return
        for loc in e.get("noise") or ():
            if loc in board.codes:
                bel["noise_at"][loc] = bel["noise_at"].get(loc, 0) + 1
                blame(p, _near(board, loc))
                _clue(bel, loc, bel["round"])
    elif kind in ("sense", "damage"):
        where = set(e.get("where") or ())
        found = set(e.get("found") or ())
        for c in p:
            p[c] = restrict(p[c], where, c in found)
        if found and len(where) <= 3:
            _clue(bel, sorted(where)[0], bel["round"])
    elif kind == "search":
        loc = e.get("loc")
        found = set(e.get("found") or ())
        for c in p:
            p[c] = restrict(p[c], {loc}, c in found)
    elif kind in ("reveal", "encounter"):
        loc = e.get("loc")
        chars = [e["char"]] if kind == "reveal" else list(e.get("chars") or ())
        for c in chars:
            if c in p and loc in board.codes:
                p[c] = restrict(p[c], {loc}, True)
        if kind == "encounter":
            bel["fled"] = list(chars)
        if loc:
            _clue(bel, loc, bel["round"])
    elif kind == "unblock":
        a, _, b = (e.get("edge") or "-").partition("-")
        if a in board.codes and b in board.codes:
            ends = {a, b}
            around = {o for x in ends for o, _, _ in board.links(x)}
            blame(p, lambda x: 1.0 if x in ends else (0.1 if x in around else 0.0))
        _toggle(bel, e.get("edge"), False)
    elif kind == "block":
        _toggle(bel, e.get("edge"), True)
    elif kind == "block_removed":
        _toggle(bel, e.get("edge"), False)
    elif kind == "analyze" and e.get("stage") == 1 and bel["kloc"] in board.codes:
        near = board.within(bel["kloc"], 1)
        blame(p, lambda x: 1.0 if x in near else 0.0)
    elif kind == "analyze" and e.get("stage") == 2:
        blame(p, lambda x: 1.0 if board.loc(x).kinds & {"tool", "knowledge", "mystic"} else 0.0)
    elif kind in ("rescue_called", "vehicle_ready"):
        if kind == "rescue_called":
            bel["called"] = True
        what = "radio" if kind == "rescue_called" else "vehicle"
        blame(p, lambda x: 1.0 if what in board.loc(x).kinds else 0.0)
    elif kind in ("killer_move", "reappear", "stealth"):
        to = e.get("to") or e.get("loc")
        if to in board.codes:
            bel["kloc"] = to
    elif kind == "eliminated":
        p.pop(e.get("char"), None)


def _toggle(bel, edge, on: bool) -> None:
    if not edge:
        return
    if on and edge not in bel["blocks"]:
        bel["blocks"].append(edge)
    elif not on and edge in bel["blocks"]:
        bel["blocks"].remove(edge)


def observe(memory: dict, events: list) -> None:
    memory["belief"]["log"].extend(e for e in events if e is not None)


# -- reading the belief -----------------------------------------------------------------------------
def presence(p: dict) -> dict:
    """loc -> the chance that at least one Survivor is there."""
    codes = next(iter(p.values())).keys() if p else ()
    out = {}
    for x in codes:
        none = 1.0
        for q in p.values():
            none *= 1.0 - q[x]
        out[x] = 1.0 - none
    return out


def mass(p: dict, where) -> float:
    """The expected number of Survivors in `where`."""
    return sum(q[x] for q in p.values() for x in where if x in q)
