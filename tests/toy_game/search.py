"""Last Token's part of the Hard seat's ISMCTS (game.ai.contracts.Search): a state dealt from the view, random
playouts, each seat's share of the best score as its value."""
from __future__ import annotations

from game.core.rng import Rng
from game.core.state import GameState

from .rules import CARDS

ITERATIONS = 60


def new_memory(seat):
    return {}


def observe(memory, events):
    pass


def determinize(view, memory, rng):
    seat = view["seat"]
    unseen = [c for c in CARDS if c not in view["hand"] and c not in (view["kept"], view["dropped"])]
    rng.shuffle(unseen)
    hands, kept, dropped = [], [], []
    for s in range(view["seats"]):
        if s == seat:
            hands.append(list(view["hand"]))
            kept.append(view["kept"])
            dropped.append(view["dropped"])
            continue
        hands.append(sorted(unseen.pop() for _ in range(view["hand_sizes"][s])))
        kept.append(unseen.pop() if view["kept_down"][s] else None)
        dropped.append(unseen.pop() if view["kept_down"][s] else None)
    d = {"seats": view["seats"], "pile": view["pile"], "taken": list(view["taken"]), "hands": hands,
         "kept": kept, "dropped": dropped, "deck": unseen, "result": view["result"],
         "frame": None if view["turn"] is None else {"kind": view["phase"], "seat": view["turn"]}}
    return GameState(d, Rng(rng.next_u64()))


def rollout(state, legal, rng):
    return legal[rng.randbelow(len(legal))]


def values(state):
    d = state.d
    scores = [t + (k or max(h, default=0)) for t, k, h in zip(d["taken"], d["kept"], d["hands"])]
    best = max(scores) or 1
    return [s / best for s in scores]
