"""The Thing's part of the shared search (game.ai.ismcts): what a Hard seat remembers and samples (sampler.py), an
evaluation for cutting playouts short, a playout policy.

Pure Python over the rules engine; this package never imports game.ai (the search imports this module).

A Hard seat searches the decisions whose state the view describes whole and where the game turns (SEARCHED): El
Capitan's assignment, the Thing's Suspicion phase, its Thing-out and its saucer roll. At the Final Confrontation
the Thing player's reveals and an infected player's yes or no are played out to the end from sampled states
(search_end.py). The other decisions (card windows, reactions, votes, tests, See what happens) follow the Normal
heuristic by rule (`decide`): they turn on the suspicion the heuristic already weighs from the same memory, and a
sample of them would need the hidden halves of open card windows.
"""
from __future__ import annotations

from game.core.playout import heuristic_rollout

from ..info import THING_SEAT
from ..rules import RULES
from ..state import content, infected_player, outposts, task_done
from . import policy, search_end
from .sampler import determinize, new_memory, observe  # noqa: F401  (the search's interface)

SEARCHED = ("assign", "infect", "thingout", "saucer")
ASSIGN_SEARCHES = 2  # designed: El Capitan's sends searched a round (the first two once the crew minimum is met)
# A Hard seat's search runs this many iterations per decision (game.ai.ismcts: no clock unless one is asked for).
ITERATIONS = 24

# designed: the Outpost's chance read off the table, for playouts cut short (a rough fit to Normal seats' games).
BASE = 0.55
PER_SAUCER = 0.04  # each card under the Blair-saucer
COAST = 0.35  # the Coast's share of its ten tokens
INFECTED_PLAYERS = 0.35  # the share of the Outpost players infected
DEAD_PLAYERS = 0.25  # the share of them dead
ESCAPE = 0.25  # the Radio's or the Helicopter's share of its tokens
THINGS_ALIVE = 0.05  # each Infected! NPC still alive


def decide(view: dict, legal: list, memory: dict, rng):
    """The decisions taken by the Normal heuristic rather than searched (None: search it)."""
    kind = (view.get("frame") or {}).get("kind")
    if kind in SEARCHED and not (view.get("stack") or view.get("window") or view.get("roll") or view.get("attack")):
        if kind != "assign":
            return None
        done = any(a.kind == "done" for a in legal)
        searched = memory.setdefault("assign_searched", {})
        if done and searched.get(str(view["round"]), 0) < ASSIGN_SEARCHES:
            searched[str(view["round"])] = searched.get(str(view["round"]), 0) + 1
            return None
    pick = search_end.decide(view, legal, memory, rng)
    return pick if pick is not None else policy.choose(view, legal, rng, "normal", memory)


def values(state) -> list:
    """Each seat's reward: the real result at the end, else the Outpost's chance judged from the table (the
    Thing and the infected get the rest)."""
    d = state.d
    seats = d["seats"]
    if d["result"] is not None:
        winners = d["result"]["winners"]
        return [1.0 if x in winners else 0.0 for x in range(seats)]
    outs = outposts(d)
    infected = [x for x in outs if infected_player(d, x)]
    dead = [x for x in outs if d["players"][x]["dead"]]
    spec = content().tasks
    escape = max((d["tasks"][t]["tokens"] / spec[t]["difficulty"] for t in ("radio", "helicopter")
                  if not d["tasks"][t]["destroyed"]), default=0.0)
    if any(task_done(d, t) for t in ("radio", "helicopter")):
        escape = 1.0
    things = sum(1 for ch, row in d["chars"].items() if row["seat"] is None and row["alive"]
                 and any(content().cards[c]["kind"] == "infected" for c in row["infection"]))
    h = (BASE - PER_SAUCER * len(d["saucer"]) - COAST * d["coast"] / content().coast["win_at"]
         - INFECTED_PLAYERS * len(infected) / len(outs) - DEAD_PLAYERS * len(dead) / len(outs)
         + ESCAPE * escape - THINGS_ALIVE * things)
    h = min(0.98, max(0.02, h))
    return [1.0 - h if x == THING_SEAT or x in infected else h for x in range(seats)]


def value(state, seat: int) -> float:
    return values(state)[seat]


# The playout policy: the Normal heuristic from the deciding seat's view, with a blank memory per playout.
rollout = heuristic_rollout(RULES, policy)


# El Capitan's choices in the order the search widens them after the heuristic's own: stop, the escape tasks, the
# encounter, the other tasks.
SITE_ORDER = ("helicopter", "radio", "encounter", "research", "bulldozer")


def rank(state, legal: list) -> list:
    def key(a):
        if a.kind != "send":
            return -1
        return SITE_ORDER.index(a["site"]) if a["site"] in SITE_ORDER else len(SITE_ORDER)
    return sorted(legal, key=key)
