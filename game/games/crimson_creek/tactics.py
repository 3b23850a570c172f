"""Turn and chase choices the Hard seat makes from its posterior over worlds (belief.posterior) rather
than by searching: declaring the Lair when it is sure enough, heading for the likely Lair before the
third attack, and in a chase going where Klein is least likely to strike.

The third attack of an Act kills most seats (it strikes two or more sleeves, one of them face down): a
right declaration ends the Act before it, and the Lair is the one place it never strikes. The
posterior pools this seat's peeks, the revealed sleeves and the claims it got, each trusted by its
author's odds of lying, so a lone liar's claim cannot send the Hard seat to a wrong declaration as
easily as it sends a seat that trusts every claim.
"""
from __future__ import annotations

from .belief import posterior
from .rules import STAY
from .turn import DECLARE

# designed: how sure of the Lair the seat must be to declare (a wrong declaration kills): surer early
# in the Act, less so when the third attack (which kills about half the seats that do not know) is next.
DECLARE_SURE = {0: 0.9, 1: 0.85, 2: 0.7}
HEAD_FOR_LAIR = 0.6


def _loc_index(view):
    return {l["id"]: l for l in view["locations"]}


def _step_towards(view, start, goal, legal):
    locs = _loc_index(view)
    dist, todo = {goal: 0}, [goal]
    while todo:
        x = todo.pop(0)
        for n in locs[x]["adj"]:
            if n not in dist and not locs[n]["flipped"]:
                dist[n] = dist[x] + 1
                todo.append(n)
    best, bd = None, dist.get(start, 99)
    for a in legal:
        if a.kind == "move" and dist.get(a["to"], 99) < bd:
            best, bd = a, dist[a["to"]]
    return best


def turn_choice(view, legal, memory):
    """Declare or head for the Lair when the posterior is sure enough; None otherwise."""
    me = view["me"]
    if me["possessed"] or view["attack"] is not None:
        return None
    lair = posterior(view, memory)["lair"]
    if not lair:
        return None
    best = max(sorted(lair), key=lambda l: lair[l])
    sure = lair[best]
    ad = view["attack_deck"]
    soon = view["attacks"] + (1 if ad["hatchets_drawn"] >= ad["trigger"] - 1 else 0)
    need = DECLARE_SURE[min(2, soon)]
    if me["loc"] == best and DECLARE in legal and sure >= need:
        return DECLARE
    if sure >= min(need, HEAD_FOR_LAIR) and me["loc"] != best and "declare" not in view["turn"]["used"]:
        return _step_towards(view, me["loc"], best, legal)
    return None


def chase_choice(view, legal, memory):
    """The chase option least likely to be struck (a calm seat holding this location's hiding place
    stays: it hides)."""
    me = view["me"]
    struck = posterior(view, memory)["struck"]
    locs = _loc_index(view)
    here = me["loc"]
    tile = me["tile"]
    tiles = {t["id"]: t for t in view["tiles"]}
    hides = (tile is not None and locs[here]["hiding"] == tile and not me["scared"] and not tiles[tile]["used"])
    best, best_risk = None, 2.0
    for a in legal:
        if a.kind == "stay":
            risk = 0.1 * struck.get(here, 0.0) if hides else struck.get(here, 0.0)
        elif a.kind == "move":
            risk = struck.get(a["to"], 0.0) + 0.01
        else:
            other = view["players"][a["seat"]]
            risk = struck.get(other["loc"], 0.0) + 0.02
        if risk < best_risk - 1e-9:
            best, best_risk = a, risk
    return best or STAY
