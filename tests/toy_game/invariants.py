"""Last Token's invariants (the fuzz calls check after every step)."""
from __future__ import annotations

from game.core.fuzz_check import CheckFailed

from .rules import CARDS, PILE

STEP_BOUND = PILE + 3  # one token a take at the slowest, then one keep per seat


def check(rules, state):
    d = state.d
    if d["pile"] < 0 or d["pile"] + sum(d["taken"]) != PILE:
        raise CheckFailed("invariants", f"tokens do not add up: pile {d['pile']}, taken {d['taken']}")
    cards = [c for h in d["hands"] for c in h] + [k for k in d["kept"] + d["dropped"] if k is not None]
    cards += d["deck"]
    if sorted(cards) != CARDS:
        raise CheckFailed("invariants", f"the cards are not the deck: {sorted(cards)}")
