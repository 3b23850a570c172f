"""Last Token's secret choices (the fuzz's observation twins): which card a seat keeps face down."""
from __future__ import annotations

REVEALS = ("game_over",)


def secret_choices(rules, state):
    d = state.d
    if d["result"] is not None or d["phase"] != "keep":
        return []
    seat = d["turn"]
    return [([s for s in range(d["seats"]) if s != seat], rules.legal_actions(state))]
