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
Fitted by maximum likelihood (a conditional logit), one model per Killer (`MODELS`): the Survivors move
otherwise against each. Orion's was fitted in session 21 on 17,122 Survivors' turns of 600 games between
Normal seats at 2 and 3 players on the Polar Station (0.729 nats per turn; on the Killer's first main action
of 60 other such games the chance its belief gives the true location went from 0.21 to 0.36, its likeliest
place right from 0.33 to 0.42). Refitted in session 22 on the current Normal Survivors, 150 games per player
count (`python tools/fit_terrorscape.py motion --games 150 --killers K`, nats per turn, the model in use
against the refit): Orion -0.748 against -0.742 (kept: the Hard Killer won 254 of 300 deals with it, 246
with the refit); Eyebot -0.954 against -0.891 (the refit: 175 of 300 against 157, +6.0 points [-0.9, +12.9]
paired); the Parasitoid -1.199 against -0.896, yet the refit won 229 where Orion's model won 239 (-3.3
[-9.6, +3.0]): its Survivors' moves are better foretold, its hunt does not gain by it, so it keeps Orion's
model (DEFAULT) until a Parasitoid hunt that does. Those deals: 300, seed 21, Hard Killer against Normal
Survivors at 2 players.
By location KIND, not by code: it carries to any map. A little still leaks everywhere (belief.LEAK), for
what the Killer cannot follow (secret passages, ropes, items that move a Survivor further).
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Model:
    """One Killer's constants (see above); `kind` by location kind."""
    stay: float
    two_steps: float
    near_killer: tuple  # at range 0, 1, 2, 3 of the Killer
    stay_near_killer: float  # staying put within range 1 of the Killer
    called_radio: float  # once rescue is called: the radio is done...
    called_stay: float  # ...and waiting is less useful
    kind: dict


# Fitted per Killer: the Survivors go elsewhere against each (see above; the Parasitoid borrows Orion's).
# Refit with `python tools/fit_terrorscape.py motion --games 150 --killers K` (games between Normal seats
# at 2 and 3 players, the Killer K; seed 7), pasting the printed constants here.
MODELS = {
    "orion": Model(stay=1.951, two_steps=-0.300, near_killer=(-4.297, -2.460, -1.965, -0.642),
                   stay_near_killer=-0.230, called_radio=-2.682, called_stay=-0.521,
                   kind={"key": 2.964, "medical": 2.994, "radio": 4.598, "vehicle": 3.474, "tool": 0.056,
                         "weapon": 2.173, "knowledge": 0.660, "mystic": 0.470, "main_exit": 1.290,
                         "hidden_exit": -0.306, "testing_station": 0.984}),
    "eyebot": Model(stay=1.863, two_steps=-0.288, near_killer=(-3.308, -1.352, -1.054, -0.290),
                    stay_near_killer=-0.219, called_radio=-3.554, called_stay=-0.202,
                    kind={"key": 2.233, "medical": 1.859, "radio": 3.430, "vehicle": 2.293, "tool": 0.213,
                          "weapon": 1.182, "knowledge": 0.359, "mystic": -0.002, "main_exit": 0.324,
                          "hidden_exit": 0.384, "testing_station": 0.708}),
}
DEFAULT = "orion"  # a Killer without a model of its own (one built later) borrows this one


_KERNELS = {}  # (board, blocks, Killer's location, rescue called, model) -> {x: [(y, chance)]}


def kernel(board, blocks, kloc: str, links, called: bool = False, killer=None) -> dict:
    """{x: [(y, chance)]}: where a Survivor at x ends the turn against Killer `killer` (its id; None: the
    default model); `links(board, code, blocks)` are the Survivors' one-step moves (belief.survivor_links)."""
    name = killer if killer in MODELS else DEFAULT
    m = MODELS[name]
    key = (id(board), frozenset(blocks), kloc, called, name)
    hit = _KERNELS.get(key)
    if hit is not None:
        return hit
    if len(_KERNELS) > 4096:
        _KERNELS.clear()
    place = {}
    for y in board.codes:
        near = board.distance(y, kloc)
        kinds = board.loc(y).kinds
        place[y] = (sum(m.kind.get(k, 0.0) for k in kinds) + (m.near_killer[near] if near < 4 else 0.0)
                    + (m.called_radio if called and "radio" in kinds else 0.0))
    nxt = {c: links(board, c, blocks) for c in board.codes}
    out = {}
    for x in board.codes:
        reach = {x: m.stay + (m.called_stay if called else 0.0)
                 + (m.stay_near_killer if board.distance(x, kloc) <= 1 else 0.0)}
        for y in nxt[x]:
            reach.setdefault(y, 0.0)
        for y in nxt[x]:
            for z in nxt[y]:
                reach.setdefault(z, m.two_steps)
        w = {y: math.exp(s + place[y]) for y, s in reach.items()}
        total = sum(w.values())
        out[x] = [(y, v / total) for y, v in w.items()]
    _KERNELS[key] = out
    return out


def move(board, p: dict, blocks, kloc: str, links, leak: float, called: bool = False, killer=None) -> dict:
    """One Survivors' turn of moving for one Survivor's distribution `p` (`called`: rescue is coming;
    `leak`: the share spread evenly over the map; `killer`: the Killer's id, whose model it is)."""
    ker = kernel(board, blocks, kloc, links, called, killer)
    out = dict.fromkeys(board.codes, 0.0)
    for x, v in p.items():
        if v <= 0:
            continue
        for y, c in ker[x]:
            out[y] += v * c
    even = leak / len(board.codes)
    return {x: (1 - leak) * v + even for x, v in out.items()}

