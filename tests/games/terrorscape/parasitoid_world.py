"""Helpers for the Parasitoid's tests: the real Polar Station (maps/terrorscape_polar_station.toml,
Testing Stations on G5 Crew Quarter and R3 Loading Dock) and the real cards (data/*.toml)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

from .fixtures import jump

OPTIONS = {"killer": "parasitoid", "map": "terrorscape_polar_station", "survivors": "evelyn,roy,zach"}
KILLER = 0


@pytest.fixture(autouse=True)
def real_world():
    """The real content (other test modules install the fixture cards and forget them after)."""
    sources.install_content(None)
    yield
    sources.install_content(None)


def new(seed=1, seats=2, **options):
    return RULES.new_game(seed, seats, {**OPTIONS, **options})


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def kinds(state):
    return {a.kind for a in RULES.legal_actions(state)}


def card(state, cid):
    """The uid of one copy of the Parasitoid's card `cid` (hand, deck, discard or locked)."""
    k = state.d["killer"]
    return next(u for u in k["hand"] + k["deck"] + k["discard"] + k["locked"] if u.rsplit(".", 1)[0] == cid)


def killer_turn(state, phase="k_fast", loc=None, hand=(), level=None, **more):
    """Lay out the Parasitoid's turn: its location, its hand (taken from wherever the cards are), level."""
    k = state.d["killer"]
    if loc:
        k["loc"] = k["seen"] = loc
    for uid in hand:
        for pile in ("deck", "discard", "locked"):
            if uid in k[pile]:
                k[pile].remove(uid)
    k["deck"] += [u for u in k["hand"] if u not in hand]
    k["hand"] = list(hand)
    if level is not None:
        info = state.content.killers["parasitoid"]
        k["level"] = level
        k["strength"] = info["strength"] + sum(e["n"] for lv in range(2, level + 1)
                                               for e in info["levels"][lv]["effects"] if e["kw"] == "STRENGTH")
    return jump(state, phase, **more)


def place(state, **locs):
    for char, loc in locs.items():
        state.d["surv"][char]["loc"] = loc
    state.changed()


def give_tiles(state, **tiles):
    """Hand out Infection tiles from the pool: give_tiles(state, roy=["x1"], evelyn=["s1", "s2"])."""
    inf = state.d["infect"]
    for char, ts in tiles.items():
        for t in ts:
            inf["pool"].remove(t)
            inf["tiles"].setdefault(char, []).append(t)
    state.changed()


def survivors_turn(state, char, phase="s_actions"):
    """The Survivors' step II with `char` first in the queue."""
    queue = [char] + [c for c in state.survivors() if c != char]
    return jump(state, phase, queue=queue)
