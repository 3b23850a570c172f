"""Where a Survivor goes in one Survivors' turn, as the Hard Killer's belief models it (belief.py, motion=True).

The plain walk of Easy and Normal (belief.diffuse) spreads a Survivor evenly over the map; real Survivors
stay put two turns in three and go where there is something to do, away from the Killer. From a location
x the Survivor ends its turn at y (x itself, or one or two steps away along the Survivors' links: no block,
no arrow against it) with a chance proportional to exp(score(y)):
  STAY          y is x (it searches, repairs, waits); less so within range 1 of the Killer
  KIND[kind]    y offers that (search decks, radio, vehicle, the exits, the Device's locations)
  NEAR_KILLER   by y's range to the Killer's location at the start of the Survivors' turn (0-3; 4+ is 0)
  TWO_STEPS     y is two steps away (a main action spent on moving)
  CALLED_*      once rescue is called (public): the radio is done, and waiting for it less useful
Fitted by maximum likelihood (a conditional logit) on 17,122 Survivors' turns of 600 games between Normal
seats at 2 and 3 players on the Polar Station: 0.729 nats per turn. On the Killer's first main action of
60 other such games the chance its belief gives the true location went from 0.21 to 0.36 (its likeliest
place right: 0.33 to 0.42).
By location KIND, not by code: it carries to any map. A little still leaks everywhere (belief.LEAK), for
what the Killer cannot follow (secret passages, ropes, items that move a Survivor further).
"""
from __future__ import annotations

import math

STAY = 1.951
TWO_STEPS = -0.300
NEAR_KILLER = (-4.297, -2.460, -1.965, -0.642)  # at range 0, 1, 2, 3 of the Killer
STAY_NEAR_KILLER = -0.230  # staying put within range 1 of the Killer
KIND = {"key": 2.964, "medical": 2.994, "radio": 4.598, "vehicle": 3.474, "tool": 0.056, "weapon": 2.173,
        "knowledge": 0.660, "mystic": 0.470, "main_exit": 1.290, "hidden_exit": -0.306, "testing_station": 0.984}
CALLED_RADIO, CALLED_STAY = -2.682, -0.521  # once rescue is called: the radio is done, waiting is less useful

_KERNELS = {}  # (board, blocks, Killer's location, rescue called) -> {x: [(y, chance)]}


def kernel(board, blocks, kloc: str, links, called: bool = False) -> dict:
    """{x: [(y, chance)]}: where a Survivor at x ends the turn; `links(board, code, blocks)` are the
    Survivors' one-step moves (belief.survivor_links)."""
    key = (id(board), frozenset(blocks), kloc, called)
    hit = _KERNELS.get(key)
    if hit is not None:
        return hit
    if len(_KERNELS) > 4096:
        _KERNELS.clear()
    place = {}
    for y in board.codes:
        near = board.distance(y, kloc)
        kinds = board.loc(y).kinds
        place[y] = (sum(KIND.get(k, 0.0) for k in kinds) + (NEAR_KILLER[near] if near < 4 else 0.0)
                    + (CALLED_RADIO if called and "radio" in kinds else 0.0))
    nxt = {c: links(board, c, blocks) for c in board.codes}
    out = {}
    for x in board.codes:
        reach = {x: STAY + (CALLED_STAY if called else 0.0)
                 + (STAY_NEAR_KILLER if board.distance(x, kloc) <= 1 else 0.0)}
        for y in nxt[x]:
            reach.setdefault(y, 0.0)
        for y in nxt[x]:
            for z in nxt[y]:
                reach.setdefault(z, TWO_STEPS)
        w = {y: math.exp(s + place[y]) for y, s in reach.items()}
        total = sum(w.values())
        out[x] = [(y, v / total) for y, v in w.items()]
    _KERNELS[key] = out
    return out


def move(board, p: dict, blocks, kloc: str, links, leak: float, called: bool = False) -> dict:
    """One Survivors' turn of moving for one Survivor's distribution `p` (`called`: rescue is coming;
    `leak`: the share spread evenly over the map)."""
    ker = kernel(board, blocks, kloc, links, called)
    out = dict.fromkeys(board.codes, 0.0)
    for x, v in p.items():
        if v <= 0:
            continue
        for y, c in ker[x]:
            out[y] += v * c
    even = leak / len(board.codes)
    return {x: (1 - leak) * v + even for x, v in out.items()}

