"""Last Token's secret choices (the fuzz's observation twins): which card a seat keeps face down."""
from __future__ import annotations

REVEALS = ("game_over",)


def secret_choices(rules, state):
    d = state.d
    f = d["frame"]
    if d["result"] is not None or f is None or f["kind"] != "keep":
        return []
    seat = f["seat"]
    return [([s for s in range(d["seats"]) if s != seat], rules.legal_actions(state))]
