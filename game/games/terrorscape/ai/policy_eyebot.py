"""Eyebot's part of the Killer's heuristic (policy_killer.py): her droids and programs.

Droids reveal only when they OPERATE, and then in two places: where a droid stands and the next location
of its zone's sequence. So a droid is worth what the Survivors are expected to be in those two places at
her next turn (the belief moved one Survivors' turn on), plus a little for the places the Survivors must
come to (keys, the radio, the vehicle, the exits): a droid placed there waits for them.
  eye_droid    the free spot where a droid would see most; relocating takes the droid that sees least
  eye_zone     the zone whose droids see most; eye_operate the droid that sees most (never stop early:
               the card is paid, and "nobody" is worth knowing too)
  eye_path     a PROGRAM: next turn she walks it, so a Slaughter path runs through where the Survivors will
               be, a Lockdown path toward her target; eye_uphill discards the card worth least
  cards        Patrol Protocol when its droids would see someone; Deployment while droids are few;
               Drone Relay to the droid with the likeliest place; Slaughter along its best path
"""
from __future__ import annotations

from . import belief
from .policy_cards import card_worth, kws, skill

GOAL_KINDS = frozenset({"key", "radio", "vehicle", "main_exit", "hidden_exit"})
GOAL = 0.12  # a droid's worth for waiting at a place the Survivors must come to
DROIDS_WANTED = 3  # below this many droids, Deployment is worth a turn's main actions
FEW = 0.45  # Deployment's worth per droid missing below DROIDS_WANTED
REVEAL = 2.6  # a revealed Survivor is worth this many presences (she knows where to go, to SEARCH or attack)
SLAUGHTER = 3.5  # an expected wound of the Slaughter path (a second one wins)


def droids(h) -> list:
    return list(h.view["killer"].get("droids") or ())


def ahead(h) -> dict:
    """loc -> chance someone is there at her next turn (the belief moved one Survivors' turn on)."""
    got = getattr(h, "_ahead", None)
    if got is None:
        moved = {c: belief.diffuse(h.board, q, h.view["blocks"]) for c, q in h.p.items()}
        got = h._ahead = belief.presence(moved) if moved else dict.fromkeys(h.board.codes, 0.0)
    return got


def next_in_zone(board, placed, loc: str) -> str:
    """Where a droid at loc teleports when it OPERATEs (eyebot.next_in_zone, read from the view)."""
    seq = board.zones[board.loc(loc).zone]
    i = seq.index(loc)
    for j in range(1, len(seq)):
        nxt = seq[(i + j) % len(seq)]
        if nxt not in placed:
            return nxt
    return loc


def sight(h, loc: str, placed, now: bool = False) -> float:
    """What a droid at loc would see when it OPERATEs: now (this turn) or at her next turn."""
    where = h.pres if now else ahead(h)
    nxt = next_in_zone(h.board, placed, loc)
    seen = where.get(loc, 0.0) + (where.get(nxt, 0.0) if nxt != loc else 0.0)
    if now:
        return seen
    goal = sum(GOAL for x in {loc, nxt} if h.board.loc(x).kinds & GOAL_KINDS)
    return seen + goal


def spot_score(h, to: str, frm: str) -> float:
    placed = [x for x in droids(h) if x != frm]
    gain = sight(h, to, placed + [to])
    lost = sight(h, frm, placed + [frm]) if frm else 0.0
    return gain - lost


def zone_sight(h, zone: str, n: int) -> float:
    placed = droids(h)
    codes = h.board.zones.get(zone, ())
    seen = sorted((sight(h, x, placed, now=True) for x in placed if x in codes), reverse=True)
    return sum(seen[:n])


def _n(uid: str, kw: str) -> int:
    return next((e.get("n") or 1 for e in skill(uid)["effects"] if e["kw"] == kw), 1)


# -- the frames --------------------------------------------------------------------------------------
def _droid(h, frame, legal, view, slips, rng, memory):
    return [(spot_score(h, a["to"], a["frm"]), a) for a in legal]


def _zone(h, frame, legal, view, slips, rng, memory):
    return [(zone_sight(h, a["zone"], frame.get("n") or 1), a) for a in legal]


def _operate(h, frame, legal, view, slips, rng, memory):
    placed = droids(h)
    return [((sight(h, a["droid"], placed, now=True) + 0.01) if a.kind == "operate" else -1.0, a) for a in legal]


def path_damages(frame) -> bool:
    return any(e["kw"] == "DAMAGE" for e in frame.get("effects") or ())


def _path(h, frame, legal, view, slips, rng, memory):
    """The next location of a program: where the Survivors will be (Slaughter), else toward the target;
    one step further looked at, since a path goes on from here."""
    where = ahead(h)
    out = []
    for a in legal:
        if a.kind == "stop":
            out.append((0.05 if path_damages(frame) else -0.2, a))
            continue
        to = a["to"]
        further = max([where[y] for y, kind, _ in h.board.links(to) if kind != "secret"] or [0.0])
        if path_damages(frame):
            out.append((where[to] + 0.5 * further, a))
        else:
            out.append((-h.dist(to, h.target) + where[to] + 0.3 * further, a))
    return out


def _uphill(h, frame, legal, view, slips, rng, memory):
    return [(-card_worth(a["card"]), a) for a in legal]


SCORERS = {"eye_droid": _droid, "eye_zone": _zone, "eye_operate": _operate, "eye_path": _path,
           "eye_uphill": _uphill}


# -- her cards -----------------------------------------------------------------------------------------
def best_path(h, start: str, n: int) -> float:
    """The most Survivors a program path of up to n locations from start could walk through next turn."""
    where = ahead(h)
    best = 0.0
    frontier = [(start, (start,), 0.0)]
    for _ in range(n):
        nxt = []
        for x, seen, total in frontier:
            for y, kind, _ in h.board.links(x):
                if kind == "secret" or y in seen:
                    continue
                t = total + where[y]
                best = max(best, t)
                nxt.append((y, seen + (y,), t))
        frontier = nxt
    return best


def worth(h, uid: str):
    """What playing one of Eyebot's cards now is worth (in the scale of policy_killer's steps), or None
    for a card without droids or programs."""
    k = kws(uid)
    if not k & {"DROID", "OPERATE", "PROGRAM"} and not ("TELEPORT" in k and "SEARCH" in k):
        return None
    spare = len(h.hand) - 1 - (skill(uid).get("cost") or 0)
    if spare < 0:
        return -1.0
    placed = droids(h)
    if "OPERATE" in k:
        n = _n(uid, "OPERATE")
        if not placed:
            return -0.5
        seen = max((zone_sight(h, z, n) for z in h.board.zones), default=0.0)
        return seen * REVEAL + 0.1 * min(n, len(placed)) - 0.3  # "nobody there" narrows the belief too
    if "PROGRAM" in k:
        if any(e["kw"] == "DAMAGE" for e in skill(uid)["effects"][0].get("effects", ())):
            return best_path(h, h.here, _n(uid, "PROGRAM")) * SLAUGHTER - 0.2
        return 0.3 + 0.2 * max(h.pres.values())  # Lockdown: doors around where she hunts next
    if "DROID" in k:
        spots = [x for x in h.board.within(h.here, 1) if x not in placed]
        gain = max((spot_score(h, x, "") for x in spots), default=0.0)
        few = max(0, DROIDS_WANTED - len(placed))
        return FEW * few + gain if spots else -0.5
    # Drone Relay: to the droid with the likeliest place, and SEARCH it
    return max((h.pres[x] for x in placed), default=0.0) * 3.0 + 0.05 if placed else -1.0
