"""Hard seats at the Helicopter round (search.decide): the boarding decided by an exact evaluation over sampled
hidden states instead of the tree search, and the infected's vote by what they know.

At the Helicopter round nothing is hidden but who is infected (and the Bonus rolls, whose odds are public), and
the outcome follows from who departs: so each choice is scored by its side's chance of winning, averaged over
SAMPLES states of who is infected dealt from the seat's view and memory (sampler.sample_infected: the same
dealing the search uses), with the Bonus rolls' distribution computed exactly.

- Boarding (the leader): every set of passengers the leader can still reach (boarding the seats not aboard,
  stepping off the ones aboard) is scored; the leader moves toward the best one (a board, a step off, or
  departing). The Normal heuristic's own boarding plan is scored too and kept unless the best set beats it by
  MARGIN (a Hard leader plays at least as well as Normal by its own reckoning).
- The vote: an infected voter trusts a fellow infected it knows (itself included when it stands next) and
  distrusts a candidate when the next to stand is one, so the boarding falls to the Thing; else, and for a
  human voter, Normal's vote. (Scoring a human's vote by what each leader would board, a human leader
  modelled as boarding the set best for the humans, lost to Normal's vote: -3.0 points [-5.7, -0.3] over 150
  paired 4-seat deals; the other leaders do not judge as this seat does.)

Fair: the samples come from the view, the memory and the seat's RNG only (tests/ai/test_fairness_who_goes_there).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..state import content
from . import policy, policy_suspect as suspect
from .policy_common import bonuses, me_of, of
from .sampler import sample_infected

SAMPLES = 160  # states of who is infected per Helicopter round (the same set for all its decisions)
MARGIN = 0.02  # a searched choice must beat Normal's by this much of a chance of winning


def decide(view: dict, legal: list, memory: dict, rng):
    """The vote or the boarding choice (None: not a Helicopter decision)."""
    kind = (view.get("frame") or {}).get("kind")
    if kind == "board":
        return board(view, legal, memory, rng)
    if kind == "vote":
        return vote(view, legal, memory, rng)
    return None


# -- the chances -------------------------------------------------------------------------------------------------
def samples(view: dict, memory: dict, rng) -> list:
    """[(who is infected, weight)], dealt once per Helicopter round and kept in the memory (so the leader's
    successive boarding choices aim at one plan)."""
    key = ("heli", view["round"], view["seats"])
    cache = memory.get("_heli_samples")
    if cache is None or cache[0] != key:
        drawn = Counter(sample_infected(view, memory, rng) for _ in range(SAMPLES))
        cache = memory["_heli_samples"] = (key, sorted((s, n / SAMPLES) for s, n in drawn.items()))
    return cache[1]


@lru_cache(maxsize=256)
def _roll_tail(humans: int, infected: int, faces: tuple) -> tuple:
    """The chance that the humans' Bonus rolls less the infected's reach at least k, as (lowest k, chances
    from k upward)."""
    dist = {0: 1.0}
    for sign in [1] * humans + [-1] * infected:
        nxt: dict = {}
        for v, p in dist.items():
            for f in faces:
                nxt[v + sign * f] = nxt.get(v + sign * f, 0.0) + p / len(faces)
        dist = nxt
    lo, hi = min(dist), max(dist)
    tail, acc = [], 0.0
    for v in range(hi, lo - 1, -1):
        acc += dist.get(v, 0.0)
        tail.append(acc)
    return lo, tuple(reversed(tail))


def _at_least(humans: int, infected: int, need: int) -> float:
    lo, tail = _roll_tail(humans, infected, tuple(content().camp["helicopter"]["faces"]))
    if need <= lo:
        return 1.0
    i = need - lo
    return tail[i] if i < len(tail) else 0.0


def win_chance(view: dict, aboard, infected: tuple, for_thing: bool) -> float:
    """The chance a side wins (the humans, or the Thing) if `aboard` departs and `infected` is the truth, as
    endgame.depart decides it (the boarding error and over-infection included)."""
    rows = view["players"]
    humans = [x for x in range(view["seats"]) if not infected[x]]
    if not humans:
        return 0.0
    aboard = [x for x in aboard if not rows[x]["dead"]]
    if aboard and all(infected[x] for x in aboard):
        aboard = [x for x in humans if not rows[x]["dead"]]  # the boarding error: the humans alone go
    base = sum(-bonuses(rows[x]) if infected[x] else bonuses(rows[x]) for x in aboard)
    n_inf = sum(1 for x in aboard if infected[x])
    threshold = content().camp["camp"]["escape_per_human"] * len(humans)
    human = _at_least(len(aboard) - n_inf, n_inf, threshold - base)
    if not for_thing:
        return human
    return 0.0 if not n_inf else 1.0 - human


def _value(view: dict, aboard, dealt: list, for_thing: bool) -> float:
    """The mean chance over the samples."""
    return sum(w * win_chance(view, aboard, infected, for_thing) for infected, w in dealt)


# -- boarding ----------------------------------------------------------------------------------------------------
def _sets(fixed: list, free: list):
    for mask in range(1 << len(free)):
        yield fixed + [x for i, x in enumerate(free) if mask >> i & 1]


def best_set(view: dict, fixed: list, free: list, dealt: list, for_thing: bool, lone_ok: bool):
    """The passengers (fixed ones always aboard) with the best chance for the side, and that chance."""
    best, best_v = None, -1.0
    for chosen in _sets(fixed, free):
        if not lone_ok and len(chosen) == 1 and free:
            continue
        v = _value(view, chosen, dealt, for_thing)
        if v > best_v + 1e-12:
            best, best_v = chosen, v
    return best, best_v


def board(view: dict, legal: list, memory: dict, rng):
    seat = view["seat"]
    mine = memory["policy"]
    thing = bool(me_of(view).get("infected"))
    dealt = samples(view, memory, rng)
    aboard = list(view["helicopter"]["aboard"])
    boardable = [a["who"] for a in legal if a.kind == "board"]
    removable = [a["who"] for a in legal if a.kind == "step_off"]
    fixed = [x for x in aboard if x not in removable]
    best, best_v = best_set(view, fixed, boardable + removable, dealt, thing, lone_ok=not thing)
    plan = heuristic_plan(view, mine, rng)
    if best is None or best_v <= _value(view, plan, dealt, thing) + MARGIN:
        return policy.choose(view, legal, rng, "normal", mine)
    for x in best:
        if x not in aboard and of(legal, "board", who=x):
            return of(legal, "board", who=x)
    for x in aboard:
        if x not in best and of(legal, "step_off", who=x):
            return of(legal, "step_off", who=x)
    return of(legal, "depart", alone=aboard == [seat]) or policy.choose(view, legal, rng, "normal", mine)


def heuristic_plan(view: dict, mine: dict, rng) -> list:
    """Who the Normal heuristic would fly with from here: its boarding choices played forward on copies of
    the view (its memory is read, not changed)."""
    seat = view["seat"]
    rows = view["players"]
    h = dict(view["helicopter"])
    h["aboard"], h["stepped_off"] = list(h["aboard"]), list(h["stepped_off"])
    memo = dict(mine)
    for _ in range(4 * view["seats"]):
        legal = _board_legal(view, h, seat)
        a = policy.choose({**view, "helicopter": h}, legal, rng, "normal", memo)
        if a.kind == "board":
            h["aboard"].append(a["who"])
        elif a.kind == "step_off":
            h["aboard"].remove(a["who"])
            h["stepped_off"].append(a["who"])
        else:
            break
    return [x for x in h["aboard"] if not rows[x]["dead"]]


def _board_legal(view: dict, h: dict, seat: int) -> list:
    """endgame.board_legal, from the view."""
    from game.core.actions import Action
    rows = view["players"]
    out = [Action("board", who=x) for x in view["order"] if not rows[x]["dead"] and x not in h["aboard"]
           and x not in h["stepped_off"]]
    out += [Action("step_off", who=x) for x in h["aboard"] if x != seat and x not in h["stepped_off"]]
    lone = h["aboard"] == [seat]
    if not lone or not rows[seat].get("infected") or not out:
        out.append(Action("depart", alone=lone))
    return out


# -- the vote ----------------------------------------------------------------------------------------------------
def next_candidate(view: dict, memory: dict):
    """Who stands if this candidate loses: the next living seat in the turn order not yet voted on, else the
    first candidate (endgame.vote)."""
    cand = view["helicopter"]["candidate"]
    tried = memory.get("heli_tried") or [cand]
    order = view["order"]
    i = order.index(cand)
    for k in range(1, len(order)):
        x = order[(i + k) % len(order)]
        if not view["players"][x]["dead"] and x not in tried:
            return x
    return tried[0] if tried[0] != cand else None


def vote(view: dict, legal: list, memory: dict, rng):
    mine = memory["policy"]
    normal = policy.choose(view, legal, rng, "normal", mine)
    if not me_of(view).get("infected"):
        return normal
    known = suspect.known_infected(view, mine)
    if view["helicopter"]["candidate"] in known:
        return of(legal, "trust")
    return of(legal, "distrust") if next_candidate(view, memory) in known else normal
