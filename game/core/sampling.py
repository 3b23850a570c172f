"""Dealing hidden cards for the Hard seats' samplers (game/games/<id>/sampler.py): cards drawn at random out of a
pool of the cards a seat has not seen. Pure Python; every draw uses the given seeded RNG."""
from __future__ import annotations

from collections import Counter


def take(pool: Counter, n: int, rng, allowed=None) -> list:
    """n cards drawn at random from the pool, only of the ids `allowed(cid)` lets in (None: any); taken out of
    the pool. ValueError when the pool holds fewer (the search counts the sample as failed)."""
    cards = [cid for cid, k in sorted(pool.items()) if k > 0 and (allowed is None or allowed(cid)) for _ in range(k)]
    if len(cards) < n:
        raise ValueError("not enough unseen cards to deal")
    rng.shuffle(cards)
    out = cards[:n]
    pool.subtract(out)
    return out
