"""Where a Survivor goes in one Survivors' turn, as the Hard Killer's belief models it (belief.py, motion=True).

The plain walk of Easy and Normal (belief.diffuse) spreads a Survivor evenly over the map; real Survivors
stay put two turns in three and go where there is something to do, away from the Killer. From a location
x the Survivor ends its turn at y (x itself, or one or two steps away along the Survivors' links: no block,
no arrow against it) with a chance proportional to exp(score(y)):
  STAY          y is x (it searches, repairs, waits)
  KIND[kind]    y offers that (search decks, radio, vehicle, the exits, the Device's locations)
  NEAR_KILLER   by y's range to the Killer's location at the start of the Survivors' turn (0-3; 4+ is 0)
  TWO_STEPS     y is two steps away (a main action spent on moving)
Fitted by maximum likelihood (a conditional logit) on 17,122 Survivors' turns of 600 games between Normal
seats at 2 and 3 players on the Polar Station: 0.754 nats per turn. On the Killer's first main action of
60 such games the chance its belief gives the true location went from 0.21 to 0.43 (see the tests).
By location KIND, not by code: it carries to any map. A little still leaks everywhere (belief.LEAK), for
what the Killer cannot follow (secret passages, ropes, items that move a Survivor further).
"""
from __future__ import annotations

import math

STAY = 1.779
TWO_STEPS = -0.255
NEAR_KILLER = (-4.084, -2.420, -1.921, -0.652)  # at range 0, 1, 2, 3 of the Killer
KIND = {"key": 3.013, "medical": 3.052, "radio": 3.581, "vehicle": 3.505, "tool": 0.0, "weapon": 2.261,
        "knowledge": 0.721, "mystic": 0.526, "main_exit": 1.316, "hidden_exit": -0.325, "testing_station": 0.991}

_KERNELS = {}  # (board, blocks, Killer's location) -> {x: [(y, chance)]}


def kernel(board, blocks, kloc: str) -> dict:
    from .belief import survivor_links
    key = (id(board), frozenset(blocks), kloc)
    hit = _KERNELS.get(key)
    if hit is not None:
        return hit
    if len(_KERNELS) > 4096:
        _KERNELS.clear()
    place = {}
    for y in board.codes:
        near = board.distance(y, kloc)
        place[y] = sum(KIND.get(k, 0.0) for k in board.loc(y).kinds) + (NEAR_KILLER[near] if near < 4 else 0.0)
    links = {c: survivor_links(board, c, blocks) for c in board.codes}
    out = {}
    for x in board.codes:
        reach = {x: STAY}
        for y in links[x]:
            reach.setdefault(y, 0.0)
        for y in links[x]:
            for z in links[y]:
                reach.setdefault(z, TWO_STEPS)
        w = {y: math.exp(s + place[y]) for y, s in reach.items()}
        total = sum(w.values())
        out[x] = [(y, v / total) for y, v in w.items()]
    _KERNELS[key] = out
    return out


def move(board, p: dict, blocks, kloc: str) -> dict:
    """One Survivors' turn of moving for one Survivor's distribution `p`."""
    from .belief import LEAK
    ker = kernel(board, blocks, kloc)
    out = dict.fromkeys(board.codes, 0.0)
    for x, v in p.items():
        if v <= 0:
            continue
        for y, c in ker[x]:
            out[y] += v * c
    leak = LEAK / len(board.codes)
    return {x: (1 - LEAK) * v + leak for x, v in out.items()}

