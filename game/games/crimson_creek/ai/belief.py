"""The Hard seat's belief over who is possessed by Klein, weighed by how each claim fits the truth.

A world (sampler.sample_world) fixes the possessed character, the Clue cards' order and every sleeve.
Against a world each claim this seat gave or got is `exact` (what the claimant had been shown by then:
the sleeves it peeked that Act, the Clue sleeves it looked in), an `omission` (part of it) or `false`
(something it cannot have seen). An innocent claimant tells the truth, a possessed one that has not yet
seen both of its clues mostly does, one that knows it is possessed lies often. So

    belief(c) ∝ prior(c) · E_world[ Π_claims P(fit | claimant possessed?) ]      (Monte Carlo, cached)

over the characters the seat's own clues leave (view["me"]["suspects"]). A claim the seat knows to be
false (a location it saw in a sleeve the claimant never peeked, more clues than Clue sleeves it looked
in, two claims that cannot both hold) makes every world score it false unless its author is the one
possessed: that author's character gains weight. `determinize` draws the possessed character from this
belief, then trusts each claim with its author's odds of telling the truth and draws the sleeves so that
the trusted claims hold (sampler.sample_sleeves), resampled by the chases of the seats who peeked the
sleeve being attacked.
"""
from __future__ import annotations

from game.core.rng import Rng

from ..info import CHARACTERS
from .sampler import sample_world

# P(a claim's fit | its author): the innocent (or not yet aware) tell the whole truth; the aware possessed lie.
FIT_INNOCENT = {"exact": 0.90, "omission": 0.08, "false": 0.02}
FIT_LIAR = {"exact": 0.30, "omission": 0.20, "false": 0.50}
# designed: a possessed seat whose clues do not show it yet mostly tells the truth, but a seat at the
# table may lie on a hunch (a human does): a false claim still points at its author, ten times less.
FIT_UNAWARE = {"exact": 0.72, "omission": 0.08, "false": 0.20}
SAMPLES = 48       # worlds per suspect for the belief
RESAMPLE = 8       # worlds drawn per determinization, one kept in proportion to its fit
INFORMED_INTO_ATTACK = 0.05  # a chase that ends on the attacked location by a seat that peeked its sleeve


def claim_fit(claim, world) -> str:
    act = world["acts"].get(claim["act"])
    if act is None:
        return "exact"
    sleeves = act[0]
    truth_l = {sleeves[i] for i in claim["icons"] if i in sleeves}
    truth_c = {world["clue_sleeves"][i] for i in claim["idx"]}
    cl, cc = set(claim["locs"]), set(claim["clues"])
    if not (cl <= truth_l and cc <= truth_c):
        return "false"
    return "exact" if (cl == truth_l and cc == truth_c) else "omission"


def seat_chars(view, seat) -> set:
    p = view["players"][seat]
    return {c for c in (p["char"], p["first_char"]) if c}


def claims_fit(view, memory, world) -> float:
    """P(the claims this seat knows | world)."""
    lk = 1.0
    for c in memory["claims"]:
        if c["locs"] is None or c["from"] == view["seat"]:
            continue
        fit = FIT_INNOCENT
        if world["possessed"] in seat_chars(view, c["from"]):
            fit = FIT_LIAR if len(set(c["idx"])) == 2 else FIT_UNAWARE
        lk *= fit[claim_fit(c, world)]
    return lk


def chase_fit(view, memory, world) -> float:
    """P(the chases seen in the attack under way | world): an informed seat rarely ends where Klein strikes."""
    att = view["attack"]
    if att is None or not memory["chase"]:
        return 1.0
    act = world["acts"].get(view["act"])
    if act is None:
        return 1.0
    target = act[0].get(att["shown"])
    rec = memory["acts"].get(str(view["act"])) or {"peeks": []}
    informed = {s for s, icon in rec["peeks"] if icon == att["shown"]}
    tiles = {t["id"]: t for t in view["tiles"]}
    hiding = {l["id"]: l["hiding"] for l in view["locations"]}
    lk = 1.0
    for seat, frm, to in memory["chase"]:
        if seat == view["seat"] or seat not in informed or to != target:
            continue
        p = view["players"][seat]
        tile = p["tile"]
        hides = tile is not None and hiding.get(to) == tile and not tiles[tile]["used"] and frm == to
        lk *= 0.5 if hides else INFORMED_INTO_ATTACK
    return lk


def suspects(view) -> list:
    me = view["me"]
    return list(me["suspects"]) if me else list(CHARACTERS)


def belief(view, memory) -> dict:
    """{character: probability} over the characters this seat's clues leave, from the claims it knows."""
    sus = suspects(view)
    if len(sus) == 1:
        return {sus[0]: 1.0}
    known = [c for c in memory["claims"] if c["locs"] is not None and c["from"] != view["seat"]]
    if not known:
        return {c: 1.0 / len(sus) for c in sus}
    key = [memory["v"], view["act"], len(known)] + sus
    cache = memory.get("belief")
    if cache and cache["key"] == key:
        return dict(cache["w"])
    # Seeded from what the seat knows only: the same view and memory give the same belief.
    rng = Rng(memory["v"] * 7919 + len(known) * 104729 + view["act"])
    w = {}
    for c in sus:
        total = 0.0
        for _ in range(SAMPLES):
            total += claims_fit(view, memory, sample_world(view, memory, c, rng))
        w[c] = total / SAMPLES
    z = sum(w.values())
    w = {c: (x / z if z > 0 else 1.0 / len(sus)) for c, x in w.items()}
    memory["belief"] = {"key": key, "w": dict(w)}
    return w


def suspicion(view, memory) -> dict:
    """{seat: probability that this other seat's character is the possessed one}."""
    b = belief(view, memory)
    return {p["seat"]: sum(b.get(c, 0.0) for c in seat_chars(view, p["seat"]))
            for p in view["players"] if p["seat"] != view["seat"]}


def trusted_claims(view, memory, possessed, rng) -> tuple:
    """Which of the claims this seat got to trust in one world: each with the chance that its author tells
    the truth (whole or in part) given who is possessed. Returns (sleeve groups of this Act, clue hints)."""
    groups, hints = [], {}
    for c in memory["claims"]:
        if c["locs"] is None or c["from"] == view["seat"]:
            continue
        fit = FIT_INNOCENT
        if possessed in seat_chars(view, c["from"]):
            fit = FIT_LIAR if len(set(c["idx"])) == 2 else FIT_UNAWARE
        if rng.random() >= fit["exact"] + fit["omission"]:
            continue
        if c["act"] == view["act"] and c["locs"] and len(c["locs"]) <= len(c["icons"]):
            groups.append((frozenset(c["icons"]), frozenset(c["locs"])))
        if len(c["idx"]) == 1 and len(c["clues"]) == 1:
            hints[str(c["idx"][0])] = c["clues"][0]
    return groups, hints


def draw_world(view, memory, rng) -> dict:
    """A world for one determinization: the possessed character from the belief; then the sleeves and the
    Clue order given it, the claims trusted or not by their authors' odds of telling the truth, and
    resampled by the chases of the attack under way (an informed seat rarely runs into Klein's arms)."""
    b = belief(view, memory)
    chars = sorted(b)
    x = rng.random() * sum(b.values())
    possessed = chars[-1]
    for c in chars:
        x -= b[c]
        if x < 0:
            possessed = c
            break
    chases = bool(view["attack"] and memory["chase"])
    worlds, weights = [], []
    for _ in range(RESAMPLE if chases else 1):
        groups, hints = trusted_claims(view, memory, possessed, rng)
        world = sample_world(view, memory, possessed, rng, groups, hints)
        worlds.append(world)
        weights.append(chase_fit(view, memory, world))
    total = sum(weights)
    if total <= 0:
        return worlds[0]
    x = rng.random() * total
    for world, wt in zip(worlds, weights):
        x -= wt
        if x < 0:
            return world
    return worlds[-1]


POSTERIOR_WORLDS = 96


def posterior(view, memory) -> dict:
    """Where the Lair is and what the attack under way strikes, over worlds drawn as `determinize` draws
    them: {"lair": {loc: p}, "struck": {loc: p}} (struck: the shown sleeve's card or a face-down one's).
    Seeded from what the seat knows only, and cached until it is shown something new."""
    key = [memory["v"], view["act"], view["attacks"], bool(view["attack"]), "post"]
    cache = memory.get("posterior")
    if cache and cache["key"] == key:
        return cache["p"]
    rng = Rng(memory["v"] * 6151 + view["act"] * 17 + view["attacks"])
    lair, struck = {}, {}
    att = view["attack"]
    unit = 1.0 / POSTERIOR_WORLDS
    for _ in range(POSTERIOR_WORLDS):
        world = draw_world(view, memory, rng)
        sleeves, lr = world["acts"].get(view["act"], ({}, None))
        lair[lr] = lair.get(lr, 0.0) + unit
        if att is not None:
            left = sorted(s["icon"] for s in view["sleeves"] if not s["revealed"] and s["icon"] != att["shown"])
            rng.shuffle(left)
            for icon in [att["shown"]] + left[:att["face_down"]]:
                struck[sleeves[icon]] = struck.get(sleeves[icon], 0.0) + unit
    p = {"lair": lair, "struck": struck}
    memory["posterior"] = {"key": key, "p": p}
    return p
