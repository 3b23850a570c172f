"""The Killer's heuristic (policy.py's Easy and Normal): hunt where the belief (belief.py) says the
Survivors are, with the cards that fit.

Each turn it names a target: the location with the most Survivors it expects there (an injured one
counts more: one more wound wins), discounted by the distance to it. A main action SEARCHes where a
Survivor is likely enough, else moves toward the target so that a SEARCH can follow; a card is played
when it does better than the plain actions (Pursue or Relentless Hunt to reach a target two steps
away, Cloaking to come unseen, a SENSE when the belief is vague, Seal the Doors around the likeliest
place, the Spear-Gun where a hit is likely, attack cards in every attack). Once the Survivors have
analysed it, it heightens awareness: a card to the Final Showdown area for each analysis.
Cards of Killers built later are read by their effect keywords.
"""
from __future__ import annotations

from . import belief, policy_eyebot, policy_parasitoid
from .policy_cards import card_worth, kws, skill
from .policy_common import best

INJURED = 1.6  # an injured Survivor is worth this many healthy ones to find: one more wound wins
DISTANCE = 0.35  # a target's worth falls by this share per step away
SEARCH_AT = 0.14  # search here when a Survivor is at least this likely here
DISCARD_COST = 0.25  # moving against a one-way arrow costs a card: worth this much presence


class Hunt:
    """What the Killer knows at one decision: the map, its place, the belief and where it would go."""

    def __init__(self, view, memory, slips, rng):
        self.view = view
        self.board = belief.board_of(view)
        self.p = belief.sync(memory, view)
        self.here = view["killer"]["loc"]
        self.hand = list(view["killer"].get("hand") or ())
        health = {s["char"]: s["health"] for s in view["survivors"]}
        self.weight = {c: (INJURED if health.get(c, 2) <= 1 else 1.0) for c in self.p}
        self.pres = belief.presence(self.p)
        codes = self.board.codes
        self.catch = {x: sum(self.weight[c] * q[x] for c, q in self.p.items()) for x in codes}
        dist = self.board.distance
        self.target = max(codes, key=lambda x: (self.catch[x] / (1 + DISTANCE * dist(self.here, x)), x))
        bel = memory["belief"]
        if slips is not None and bel["last_clue"] in codes and slips.roll("stale_hunch", rng, memory):
            self.target = bel["last_clue"]  # it chases the last place it heard of, whatever came since

    def dist(self, a, b) -> int:
        return self.board.distance(a, b)

    def best_within(self, r: int) -> float:
        return max(self.pres[x] for x in self.board.within(self.here, r))

    def move_score(self, to: str, discard: str) -> float:
        return (-self.dist(to, self.target) + 0.5 * self.pres[to]
                - (DISCARD_COST * 4 if discard else 0.0) + 0.01 * self.catch[to])

    def place_score(self, x: str) -> float:
        return self.pres.get(x, 0.0)


def choose(view, legal, rng, slips, memory):
    h = Hunt(view, memory, slips, rng)
    frame = view["decision"]["frame"] or {}
    t = frame.get("t", view["decision"]["kind"])
    if t in GADGETS and slips is not None and slips.roll("blind_gadgets", rng, memory):
        return legal[rng.randbelow(len(legal))]  # an Easy Killer works its gadgets without a thought
    scored = SCORERS.get(t, _generic)(h, frame, legal, view, slips, rng, memory)
    return best(scored, legal, rng, slips, memory)


# -- the turn's steps ---------------------------------------------------------------------------------
def _plays(h, legal, worth) -> list:
    """A step where cards may be played or the step passed: each play scored by `worth(h, uid)`."""
    return [(worth(h, a["card"]) if a.kind == "play" else 0.0, a) for a in legal]


def _own_worth(h, uid: str):
    """A card of a Killer with its own module (droids, programs, infection), or None."""
    for module in KILLER_MODULES:
        w = module.worth(h, uid)
        if w is not None:
            return w
    return None


def _fast_worth(h, uid: str) -> float:
    own = _own_worth(h, uid)
    if own is not None:
        return own
    k = kws(uid)
    if k == {"MOVE"}:  # Pursue: worth it when the likeliest place is two steps away
        near, far = h.best_within(1), h.best_within(2)
        return (far - near) * 3 - 0.2 if far > near + 0.1 else -0.5
    if "SENSE" in k:  # Track: the belief is vague and the hand can spare the cost
        spare = len(h.hand) - 1 - (skill(uid).get("cost") or 0)
        return 0.6 if max(h.pres.values()) < 0.45 and spare >= 1 else -0.5
    return 0.4 if k & {"SEARCH", "DAMAGE", "FEAR"} else -0.2


def _fast(h, frame, legal, view, slips, rng, memory):
    return _plays(h, legal, _fast_worth)


def _main(h, frame, legal, view, slips, rng, memory):
    here = h.here
    first = (view["killer"].get("actions") or 0) == 0
    search_here = h.pres[here]
    out = []
    for a in legal:
        if a.kind == "search":
            out.append((search_here * 3 if search_here >= SEARCH_AT else search_here * 0.5, a))
        elif a.kind == "move":
            to = a["to"]
            then = h.pres[to] * 3 * 0.9 if first else 0.0  # a move now, a SEARCH there next
            out.append((max(then, 0.3 + 0.1 * h.move_score(to, a["discard"]))
                        - (DISCARD_COST * 4 if a["discard"] else 0.0), a))
        elif a.kind == "play":
            out.append((_special_worth(h, a["card"]), a))
        else:
            out.append((-1.0, a))
    return out


def _special_worth(h, uid: str) -> float:
    own = _own_worth(h, uid)
    if own is not None:
        return own
    k = kws(uid)
    spare = len(h.hand) - 1 - (skill(uid).get("cost") or 0)
    if spare < 0:
        return -1.0
    if "DAMAGE" in k:  # the Spear-Gun: a wound without a fight where a Survivor is likely
        return h.best_within(2) * 4.0 - 0.3
    if "SEARCH" in k and "MOVE" in k:  # Relentless Hunt: reach two steps and search
        n = sum(e.get("n") or 1 for e in skill(uid)["effects"] if e["kw"] == "MOVE")
        return h.best_within(n) * 3.0 + 0.1
    if "STEALTH" in k:  # Cloaking: come unseen, then reappear and search for free
        return max(h.pres[x] for x in h.board.within(h.here, 2)) * 2.2 + 0.2
    if "SENSE" in k:
        return 0.7 if max(h.pres.values()) < 0.45 else 0.1
    return 0.3


def _slow_worth(h, uid: str) -> float:
    own = _own_worth(h, uid)
    if own is not None:
        return own
    k = kws(uid)
    if "SENSE" in k:  # Listen: something to learn nearby
        m = belief.mass(h.p, h.board.within(h.here, 2))
        return 0.8 if 0.1 < m < 2.5 else 0.1
    if "BLOCK" in k:  # Seal the Doors: around where the Survivors likely are
        return 0.3 + max(h.pres.values())
    return 0.25 if "DELAY" in k else 0.3


def _slow(h, frame, legal, view, slips, rng, memory):
    return _plays(h, legal, _slow_worth)


def _heighten_wanted(view) -> int:
    """Cards it wants in the Final Showdown area: one per analysis (a showdown needs one first)."""
    return {0: 0, 1: 1}.get(view.get("device_stage", 0), 2)


def _draw(h, frame, legal, view, slips, rng, memory):
    fsa = view["killer"].get("fsa", 0)
    want = _heighten_wanted(view) > fsa and len(h.hand) >= 2
    if want and slips is not None and slips.roll("forgot_heighten", rng, memory):
        want = False
    out = []
    for a in legal:
        if a.kind == "heighten":
            out.append(((2.0 if want else -1.0) - 0.1 * card_worth(a["card"]), a))
        else:
            out.append((0.0, a))
    return out


def _pay(h, frame, legal, view, slips, rng, memory):
    return [(-card_worth(a["card"]) if a.kind == "pay" else -0.9, a) for a in legal]


def _unlock(h, frame, legal, view, slips, rng, memory):
    worth = card_worth(frame["card"]) if frame.get("card") else 1.0
    return [((worth - card_worth(a["card"])) if a.kind == "pay" else 0.0, a) for a in legal]


def _attack_worth(h, uid: str) -> float:
    card = skill(uid)
    n = sum(e.get("n") or 0 for e in card["effects"] if e["kw"] == "ATTACK")
    return 1.0 + n - 0.6 * (card.get("cost") or 0)


def _attack(h, frame, legal, view, slips, rng, memory):
    return _plays(h, legal, _attack_worth)


def _fx(h, frame, legal, view, slips, rng, memory):
    kw = frame.get("kw", "")
    if "options" not in frame:  # a step of MOVE / STEALTH
        out = []
        for a in legal:
            if a.kind == "move":
                out.append((h.move_score(a["to"], a["discard"]), a))
            else:
                out.append((h.move_score(h.here, "") + 0.05, a))
        return out
    board = h.board
    out = []
    for a in legal:
        if a.kind == "stop":
            out.append((0.05, a))
        elif a.kind == "take_block":
            out.append((-_edge_score(h, a["edge"]), a))
        elif a.kind == "choose":
            out.append((_target_score(h, kw, a["target"], board, frame), a))
        else:
            out.append((_generic_action(h, a), a))
    return out


def _edge_score(h, edge: str) -> float:
    a, _, b = edge.partition("-")
    return h.pres.get(a, 0.0) + h.pres.get(b, 0.0) + 0.02 * (h.catch.get(a, 0) + h.catch.get(b, 0))


def _target_score(h, kw: str, target: str, board, frame) -> float:
    if target in board.zones:
        where = board.zones[target]
        if kw == "SENSE":  # learn the most: zones the Survivors may or may not be in
            return sum(min(sum(q[x] for x in where), 1 - sum(q[x] for x in where)) for q in h.p.values()) + \
                0.1 * belief.mass(h.p, where)
        return belief.mass(h.p, where)
    if target in board.codes:
        if kw == "SENSE":
            return 0.5 - abs(0.5 - h.pres[target])
        if kw in ("DELAY", "STEALTH", "TELEPORT", "MOVE"):
            return -h.dist(target, h.target) + h.pres[target]
        return h.catch[target]
    if "-" in target and kw == "BLOCK":
        return _edge_score(h, target)
    try:
        return card_worth(target)  # RECOVER: the best card back
    except KeyError:
        return 0.0


def _generic_action(h, a) -> float:
    """An action of a decision this policy does not know: by the locations it names."""
    score = 0.0
    for _, v in a.params:
        if isinstance(v, str) and v in h.pres:
            score += h.pres[v] - 0.05 * h.dist(v, h.target)
    return score - (0.5 if a.kind in ("pass", "stop") else 0.0)


def _generic(h, frame, legal, view, slips, rng, memory):
    return [(_generic_action(h, a), a) for a in legal]


SCORERS = {"k_fast": _fast, "k_main": _main, "k_slow": _slow, "k_draw": _draw, "k_pay": _pay,
           "k_unlock": _unlock, "e_card": _attack, "k_fx": _fx}
KILLER_MODULES = (policy_eyebot, policy_parasitoid)
GADGETS = frozenset(t for module in KILLER_MODULES for t in module.SCORERS)  # a Killer's own frames
for _module in KILLER_MODULES:
    SCORERS.update(_module.SCORERS)
