"""Last Token's hidden-information twins (the fuzz audit): every card `seat` cannot see dealt again."""
from __future__ import annotations


def hidden_twins(state, seat, rng):
    twin = state.clone()
    d = twin.d
    others = [s for s in range(d["seats"]) if s != seat]
    pool = [c for s in others for c in d["hands"][s] + [d["kept"][s], d["dropped"][s]] if c is not None] + d["deck"]
    rng.shuffle(pool)
    for s in others:
        d["hands"][s] = sorted(pool.pop() for _ in d["hands"][s])
        for face_down in ("kept", "dropped"):
            if d[face_down][s] is not None:
                d[face_down][s] = pool.pop()
    d["deck"] = pool
    yield "the other seats' cards", twin
