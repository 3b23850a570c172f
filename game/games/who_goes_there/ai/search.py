"""Who Goes There?'s part of the shared search (game.ai.ismcts): what a Hard seat remembers, sampling a whole
hidden state that agrees with its view and memory (sampler.py), an evaluation for cutting playouts short, a
playout policy and the order the search widens its root in.

Pure Python over the rules engine; this package never imports game.ai (the search imports this module).

A Hard seat searches its turns (the Actions: where the game is won or lost, and the decisions whose state the
view describes whole: nothing is pending, no roll or trade is open). The Helicopter round's vote and boarding,
where the game is decided and only who is infected is hidden, are scored exactly over sampled states of who
is infected (search_end.py). The other decisions (bunks, clickers, trades' cards, Phase card choices) follow
the Normal heuristic by rule (`decide`): they turn on suspicion, which the heuristic already weighs from the
same memory, and a sample of them would need the hidden halves of open trades.
"""
from __future__ import annotations

import math

from game.core.playout import heuristic_rollout

from ..rules import RULES
from ..state import bonus_total_of, content
from . import policy, search_end
from .sampler import determinize, new_memory, observe  # noqa: F401  (the search's interface)

# A Hard seat's search runs this many iterations per decision (game.ai.ismcts: no clock unless one is asked for);
# on a quiet machine a turn decision then takes about 0.2 s of CPU (see the tournament report's decision times).
ITERATIONS = 48
EXPECTED_ROLL = 1.5  # the Helicopter die's mean (camp.toml faces 0,1,1,2,2,3)
SCALE = 4.0  # Bonuses: how sharply the humans' chance turns around the Escape Threshold
THING_ABOARD = 0.6  # the infected's chance of having one of theirs aboard when the humans fall short
# What a seat adds to the team in the rounds left, in Bonuses a round (a rough mean of Normal seats' play).
PER_ROUND = 0.35


def decide(view: dict, legal: list, memory: dict, rng):
    """The decisions taken by the Normal heuristic rather than searched (None: search it)."""
    frame = view.get("frame") or {}
    if frame.get("kind") == "turn" and view["stage"] == "turns":
        return None
    pick = search_end.decide(view, legal, memory, rng)
    return pick if pick is not None else policy.choose(view, legal, rng, "normal", memory["policy"])


def values(state) -> list:
    """Each seat's reward: the real result at the end, else the chance its side wins judged from the table: the
    humans' projected Bonus Total (the Bonuses of the living, a Bonus roll each, what the rounds left may add,
    the infected's taken off) against the Escape Threshold; the infected win most of what the humans lose."""
    d = state.d
    seats = d["seats"]
    players = d["players"]
    if d["result"] is not None:
        winners = d["result"]["winners"]
        return [1.0 if x in winners else 0.0 for x in range(seats)]
    left = max(0, len(d["rounds"]) - d["round"] - 1)
    humans = [x for x in range(seats) if not players[x]["infected"]]
    if not humans:
        return [0.0] * seats
    total = 0.0
    for x in range(seats):
        pl = players[x]
        if pl["dead"]:
            continue
        worth = bonus_total_of(pl) + EXPECTED_ROLL + PER_ROUND * left * (0.5 if pl["unconscious"] else 1.0)
        total += worth if not pl["infected"] else -0.5 * worth
    threshold = content().camp["camp"]["escape_per_human"] * len(humans)
    human = 1.0 / (1.0 + math.exp(-(total - threshold) / SCALE))
    thing = (1.0 - human) * THING_ABOARD
    return [thing if players[x]["infected"] else human for x in range(seats)]


def value(state, seat: int) -> float:
    return values(state)[seat]


# The playout policy: the Normal heuristic from the deciding seat's view, with a blank memory.
rollout = heuristic_rollout(RULES, policy)


# The kinds of turn action in the order the search tries them after the heuristic's own choice: the work of a
# turn first, the cards thrown away and the assaults last.
KIND_ORDER = ("search", "move", "build", "gain_stamina", "unlock", "stock_xp", "play", "repair", "revive", "trade",
              "light", "locker", "resolve_event", "gain_xp", "end_turn", "bonfire", "infection_attack", "assault",
              "discard", "drop_tile")
_RANK = {k: i for i, k in enumerate(KIND_ORDER)}


def rank(state, legal: list) -> list:
    return sorted(legal, key=lambda a: _RANK.get(a.kind, len(KIND_ORDER)))
