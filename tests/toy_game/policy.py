"""Last Token's heuristic (game.ai.contracts.Policy): Easy takes at random; Normal takes so the pile is left at a
multiple of 3 when it can and keeps its higher card."""
from __future__ import annotations


def new_memory(seat):
    return {}


def observe(memory, events):
    pass


def choose(view, legal, rng, level, memory):
    if level == "easy":
        return legal[rng.randbelow(len(legal))]
    if legal[0].kind == "keep":
        return max(legal, key=lambda a: a["card"])
    return next((a for a in legal if (view["pile"] - a["n"]) % 3 == 0), legal[-1])
