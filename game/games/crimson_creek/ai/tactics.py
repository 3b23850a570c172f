"""Turn and chase choices the Hard seat makes from its posterior over worlds (belief.posterior) rather
than by searching: declaring the Lair when it is sure enough (heading there first), holding a hiding
place from the first attack on (or, when it cannot hide, peeking its way towards the Lair), and in a
chase going where Klein is least likely to strike without running (and so losing its calm, which it
needs to hide) when staying is about as safe.

The third attack of an Act kills most seats (it strikes two or more sleeves, one of them face down): a
right declaration ends the Act before it, and the Lair is the one place it never strikes. The
posterior pools this seat's peeks, the revealed sleeves and the claims it got, each trusted by its
author's odds of lying, so a lone liar's claim cannot send the Hard seat to a wrong declaration as
easily as it sends a seat that trusts every claim.
"""
from __future__ import annotations

from ..frames import STAY
from ..turn import DECLARE, HIDE
from .belief import posterior
from .policy import _loc_index, _step_towards  # the heuristic's own map helpers

# designed: how sure of the Lair the seat must be to declare (a wrong declaration kills): surer early
# in the Act, less so when the third attack (which kills about half the seats that do not know) is next.
DECLARE_SURE = {0: 0.9, 1: 0.85, 2: 0.7}
# designed: what another player's death in a chase swap is worth, in this seat's own risk (innocent,
# possessed): the possessed seat wins only as the sole survivor. (An innocent one weighing it at 0.1 did
# not measure better: 26.7% against 28.3%, 240 seat-games each, within the noise.)
SWAP_VICTIM = {False: 0.0, True: 0.3}
# From this many attacks into an Act, the Hard seat takes and holds a hiding place (hiding_choice): a calm
# character holding its location's hiding place comes through any attack there, and the third attack
# kills about a third of the seats that neither hide nor know the Lair. Measured (400 seat-rotated games
# of hard,normal,normal,normal, same deals): Hard 38.5% from the first attack, 33.3% from the second,
# 28.7% never (Normal 27-28% in each).
HIDE_FROM_ATTACKS = 1
# What running in a chase costs a calm character (not the Goth) before the Act's third attack, on top of
# the risk: it is scared for the rest of the Act and cannot hide (the Normal heuristic's MOVE_COST).
# Measured with the same 400 games: Hard 29.2% with it, 25.3% without.
CHASE_SCARE = 0.2


def turn_choice(view, legal, memory):
    """Declare the Lair, or head for it, when the posterior is sure enough to declare; None otherwise.
    (Heading for a likely Lair before the third attack, by rule, lost games in measurement.)"""
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
    if sure < DECLARE_SURE[min(2, soon)]:
        return None
    if me["loc"] == best and DECLARE in legal:
        return DECLARE
    if me["loc"] != best and "declare" not in view["turn"]["used"]:
        return _step_towards(view, me["loc"], best, legal)
    return None


def scout_choice(view, legal, memory):
    """From the Act's first attack on, a seat that cannot hold a hiding place (scared, or none to take)
    spends its turn on what shows the Lair: a peek at a sleeve it has not seen, or a run to where one can
    be peeked (the Center location while its peeks last), whatever the attack deck says (the heuristic
    stops running when an attack is near). None: it can hide, or has nothing to learn this way.
    Measured with CHAR_PREF (search.py), 400 seat-rotated games of hard,normal,normal,normal, seed 3:
    Hard - Normal +17.8 points with it, +15.7 without."""
    me = view["me"]
    if me["possessed"] or view["attack"] is not None or view["attacks"] < 1:
        return None
    if not me["scared"] and hiding_choice(view, legal) is not None:
        return None
    seen = {s["icon"] for s in view["sleeves"] if s["seen"] or s["revealed"]}
    locs = _loc_index(view)
    peeks = [a for a in legal if a.kind == "peek" and a["icon"] not in seen]
    if peeks:
        own = [a for a in peeks if a["icon"] == locs[me["loc"]]["icon"]]
        return (own or peeks)[0]  # the own icon first: the Center's two peeks are shared by everyone
    used = set(view["turn"]["used"])
    if "run" in used or "peek" in used:
        return None
    for a in legal:
        if a.kind != "move":
            continue
        icon = locs[a["to"]]["icon"]
        if icon == "center":
            if view["center_peeks"] > 0 and len(seen) < len(view["sleeves"]):
                return a
        elif icon not in seen and any(s["icon"] == icon and not s["revealed"] for s in view["sleeves"]):
            return a
    return None


def hiding_choice(view, legal):
    """From the Act's HIDE_FROM_ATTACKS-th attack on (the third one strikes two or more sleeves; a calm seat
    holding its location's hiding place always comes through): take the hiding place of this location, or
    run to an adjacent location whose hiding place can be taken (a free one first), and once it is held,
    "hold" (stay put). None: nothing to do about it (scared, an attack under way, or none to take)."""
    me = view["me"]
    if view["attack"] is not None or me["scared"] or view["attacks"] < HIDE_FROM_ATTACKS:
        return None
    locs = _loc_index(view)
    here = locs[me["loc"]]
    tiles = {t["id"]: t for t in view["tiles"]}
    if here["hiding"] and me["tile"] == here["hiding"] and not tiles[here["hiding"]]["used"]:
        return "hold"
    grab = HIDE(here["hiding"]) if here["hiding"] else None
    if grab in legal:
        return grab
    if "hide" in view["turn"]["used"]:
        return None
    best = None
    for a in legal:
        if a.kind != "move":
            continue
        tile = locs[a["to"]]["hiding"]
        t = tiles.get(tile)
        if t is None or t["used"] or (t["holder"] is not None and t["locked"]):
            continue
        rank = 0 if t["holder"] is None else 1  # a free one before taking another player's
        if best is None or rank < best[0]:
            best = (rank, a)
    return best[1] if best else None


def chase_choice(view, legal, memory):
    """The chase option least likely to be struck (a calm seat holding this location's hiding place
    stays: it hides), a swap that leaves another player in Klein's way counting a little in its favour."""
    me = view["me"]
    struck = posterior(view, memory)["struck"]
    locs = _loc_index(view)
    here = me["loc"]
    tile = me["tile"]
    tiles = {t["id"]: t for t in view["tiles"]}
    hides = (tile is not None and locs[here]["hiding"] == tile and not me["scared"] and not tiles[tile]["used"])
    best, best_risk = None, 2.0
    scare = _scare_cost(view)
    for a in legal:
        if a.kind == "stay":
            risk = 0.1 * struck.get(here, 0.0) if hides else struck.get(here, 0.0)
        elif a.kind == "move":
            risk = struck.get(a["to"], 0.0) + 0.01 + scare
        else:
            # A swap sends the other player to this location: when Klein strikes here, it dies in this
            # seat's place, which the possessed seat wants (it wins only as the sole survivor).
            other = view["players"][a["seat"]]
            victim = SWAP_VICTIM[bool(me["possessed"])] * struck.get(here, 0.0)
            risk = struck.get(other["loc"], 0.0) + 0.02 + scare - victim
        if risk < best_risk - 1e-9:
            best, best_risk = a, risk
    return best or STAY


def _scare_cost(view) -> float:
    """What running in a chase costs a calm character beyond the risk: it is scared for the rest of the
    Act and cannot hide in the attacks still to come (nothing in the Act's third attack, or for the Goth)."""
    me = view["me"]
    if me["scared"] or me["char"] == "goth" or view["attack"] is None or view["attack"]["third"]:
        return 0.0
    return CHASE_SCARE
