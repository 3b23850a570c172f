"""What the Killer's and the Survivors' heuristics share (policy_killer.py, policy_survivors.py)."""
from __future__ import annotations


BLUNDER = -50.0  # a choice scored this low loses the game outright (a false accusation): never a slip's pick


def best(scored: list, legal: list, rng, slips=None, memory=None):
    """The best-scored action (ties: the seat's RNG); an Easy seat may take the runner-up."""
    if not scored:
        return legal[rng.randbelow(len(legal))]
    top = max(s for s, _ in scored)
    if slips is not None and len(scored) > 1 and slips.roll("second_best", rng, memory):
        rest = [(s, a) for s, a in scored if top - 1e-9 > s > BLUNDER]
        if rest:
            second = max(s for s, _ in rest)
            ties = [a for s, a in rest if s >= second - 1e-9]
            return ties[rng.randbelow(len(ties))]
    ties = [a for s, a in scored if s >= top - 1e-9]
    return ties[rng.randbelow(len(ties))]
