"""Twins of a Zombie state that differ ONLY in what one seat may not know: the hidden-information audit of
`python -m game fuzz` and the fairness tests compare the seat's view, legal actions and every level's choice
on them. The other hands and the draw pile's order are hidden from a seat; everything else is public."""
from __future__ import annotations


def others_secrets_changed(state, seat, rng):
    """A copy of `state` with every hand but `seat`'s dealt afresh and the draw pile reshuffled."""
    other = state.clone()
    d = other.d
    others = [s for s in range(d["seats"]) if s != seat]
    # a card being played (a two-camp action waiting for its second camp) is still in its hand: it stays
    committed = {f["card"] for f in d["stack"] if f.get("card") is not None}
    kept = {s: [u for u in d["hands"][s] if u in committed] for s in others}
    pool = list(d["draw"]) + [u for s in others for u in d["hands"][s] if u not in committed]
    before = (list(d["draw"]), [list(d["hands"][s]) for s in others])
    for _ in range(10):
        rng.shuffle(pool)
        for s in others:
            size = len(d["hands"][s]) - len(kept[s])
            # Events never sit in a hand (they are played when drawn): deal hands from the rest.
            playable = [u for u in pool if other.card(u).type != "event"]
            dealt = playable[:size]
            d["hands"][s] = kept[s] + dealt
            pool = [u for u in pool if u not in dealt]
        d["draw"] = pool
        if (d["draw"], [d["hands"][s] for s in others]) != before:
            break
        pool = list(d["draw"]) + [u for s in others for u in d["hands"][s] if u not in committed]
    other.changed()
    return other


def hidden_twins(state, seat, rng) -> list:
    """(what changed, twin) pairs for `seat`."""
    return [("other hands and the draw pile", others_secrets_changed(state, seat, rng))]
