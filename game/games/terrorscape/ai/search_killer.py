"""The Hard Killer: the Normal Killer's scoring (policy_killer.py) on a sharper belief, hunting the likeliest place.

What a Hard Killer knows better than a Normal one is where the Survivors are: its belief moves them each
Survivors' turn by the fitted model of where Survivors go (belief_motion.py: they stay and work at the
search, repair and exit locations, away from the Killer) instead of an even walk. On that belief it hunts
the place where it expects the most Survivors (an injured one counted more), however far: the Normal
Killer discounts a place by 0.35 per step (policy_killer.DISTANCE), which on a sharp belief trades a
likely find for a near guess.
Measured against Normal Survivors at 2 players on 400 deals (seed 1): the Normal Killer won 74.0%, this
belief with Normal's scoring 78.5%, with the discount 0.15 83.2%, without it 87.0% (0.07: 86.0%).
The Parasitoid's hit at Lv 1-2 (p_harm) wounds: the Normal one infects while the Infected tile is in the
pool, which pays for a Killer that seldom finds the Survivors; one that finds them wins by the second
wound. On 300 deals (seed 21, against Normal Survivors at 2 players) the Normal Parasitoid won 225, the
Hard one that infected as Normal does 239, the Hard one that wounds 258 (+6.3 points [+2.4, +10.3] over
infecting, +11.0 [+5.0, +17.0] over Normal). The motion belief alone gave it nothing (224): its sharper
belief (the true place's chance 0.254 -> 0.313) was spent making Hosts.
Why not the tree search: the Killer's hidden-information problem is where the Survivors are, and a
Normal Killer told half the truth about it (its belief mixed half-and-half with the real places) wins
96.5% of the same deals; the ISMCTS over its main actions lost to the heuristic (search.py).
"""
from __future__ import annotations

from . import policy_killer
from .policy_common import best


def choose(view, legal, rng, memory):
    """The Hard Killer's choice; `memory` is the policy's memory with the motion belief (search.new_memory)."""
    if len(legal) == 1:
        return policy_killer.choose(view, legal, rng, None, memory)
    h = policy_killer.Hunt(view, memory, None, rng)
    h.target = max(h.board.codes, key=lambda x: (h.catch[x], x))  # the likeliest catch, however far
    frame = view["decision"]["frame"] or {}
    t = frame.get("t", view["decision"]["kind"])
    scorer = HARD_SCORERS.get(t) or policy_killer.SCORERS.get(t, policy_killer._generic)
    return best(scorer(h, frame, legal, view, None, rng, memory), legal, rng)


def _harm(h, frame, legal, view, slips, rng, memory):
    """The Parasitoid's hit: a wound, not an infection (see above)."""
    return [(1.0 if a.kind == "injure" else 0.0, a) for a in legal]


HARD_SCORERS = {"p_harm": _harm}
