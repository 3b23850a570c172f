"""Hard seats: Single-Observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012),
shared by every game.

Each iteration samples one whole hidden state that agrees with the seat's view and memory (the game's
`game/games/<id>/search.py` does that: `determinize`), walks a tree whose nodes are reached by action
paths from the seat's decision (its own choices and the others', all seen from this seat), expands one
new node, plays on with the game's cheap `rollout` policy up to a horizon, scores the end with the real
result or the game's `values` / `value` estimate, and credits each node with the reward of the seat that
chose the action leading to it. An action not legal in every sample is judged only against the samples
in which it was legal (availability counts), so a card another seat may or may not hold does not look
worse for being rarely playable.

The search is anytime (it stops at its time budget, determinization included) or runs a fixed number
of iterations (tests and fairness checks: then a choice depends only on view, memory and the RNG).
It never reads the real state: it gets the view and the redacted events like every other agent.
"""
from __future__ import annotations

import importlib
import math
import os
import time

from game.core.rng import Rng
from game.games import get_rules

from .base import Agent, HeuristicAgent

# The budget of a Hard seat. A tournament on a slow machine may scale it: DREADBOARD_HARD_SECONDS /
# DREADBOARD_HARD_ITERATIONS (read when an agent is made), or HardAgent(..., seconds=, iterations=).
BUDGET = {"seconds": 0.85, "iterations": None}
HORIZON = 24  # actions played beyond the tree before the evaluation takes over
EXPLORATION = 0.7  # UCB1's constant, for rewards in [0, 1]


class Node:
    """The statistics of one action at one information set, and the information set it leads to.
    `reward` is summed from the point of view of the seat that chose the action."""

    __slots__ = ("visits", "available", "reward", "children")

    def __init__(self):
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.children = {}  # Action -> Node


class Search:
    """One decision's search: a tree over one seat's view, grown by `run`."""

    def __init__(self, game_id: str, seat: int, view: dict, legal: list, memory, rng: Rng,
                 horizon: int = HORIZON, exploration: float = EXPLORATION):
        self.rules = get_rules(game_id)
        self.game = importlib.import_module(f"game.games.{game_id}.search")
        self.seat, self.view, self.legal, self.memory, self.rng = seat, view, legal, memory, rng
        self.horizon, self.c = horizon, exploration
        self.root = Node()
        self.iterations = 0
        self.failures = 0  # samples the game's determinize could not make or that disagreed with the view
        self._rollout = getattr(self.game, "rollout", None)
        self._values = getattr(self.game, "values", None)

    # -- one iteration ---------------------------------------------------------------------------------
    def iterate(self) -> None:
        rules, rng = self.rules, self.rng
        try:
            state = self.game.determinize(self.view, self.memory, rng)
        except (ValueError, IndexError, KeyError):
            self.failures += 1
            return
        # The root's choices are exactly the list this seat was handed; a sample that disagrees is wrong.
        if rules.legal_actions(state) != self.legal:
            self.failures += 1
            return
        self.iterations += 1
        node, path = self.root, []
        while rules.result(state) is None:
            mover = rules.decision(state).seat
            legal = self.legal if node is self.root else rules.legal_actions(state)
            children = node.children
            fresh = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.available += 1
            if fresh:  # expand one untried action, then play out from there
                action = fresh[rng.randbelow(len(fresh))]
                child = children[action] = Node()
                child.available = 1
                path.append((child, mover))
                rules.apply(state, action)
                break
            action, child = self._select(legal, children)
            path.append((child, mover))
            rules.apply(state, action)
            node = child
        rewards = self._playout(state)
        for child, mover in path:
            child.visits += 1
            child.reward += rewards[mover]

    def _select(self, legal, children):
        """UCB1 over the actions legal in this sample, with each one's availability count in place of
        its parent's visits."""
        best, best_score = None, -1.0
        c = self.c
        for a in legal:
            child = children[a]
            score = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, children[best]

    def _playout(self, state) -> list:
        rules, rng = self.rules, self.rng
        policy = self._rollout
        for _ in range(self.horizon):
            if rules.result(state) is not None:
                break
            legal = rules.legal_actions(state)
            action = policy(state, legal, rng) if policy else legal[rng.randbelow(len(legal))]
            rules.apply(state, action)
        if self._values is not None:
            return self._values(state)
        seats = state.d["seats"]  # a game without `values` keeps its seat count in d["seats"]
        return [self.game.value(state, s) for s in range(seats if isinstance(seats, int) else len(seats))]

    # -- the answer ---------------------------------------------------------------------------------------
    def best(self):
        """The most visited of the root's choices (ties: the better mean, then the earlier in the list)."""
        best, key = self.legal[0], (-1, 0.0)
        for a in self.legal:
            child = self.root.children.get(a)
            if child is None or not child.visits:
                continue
            k = (child.visits, child.reward / child.visits)
            if k > key:
                best, key = a, k
        return best

    def run(self, iterations=None, seconds=None):
        if iterations is not None:
            for _ in range(iterations):
                self.iterate()
            return self.best()
        start = time.perf_counter()
        deadline = start + seconds
        slowest = 0.0
        while True:
            t0 = time.perf_counter()
            if t0 + slowest > deadline:  # the next iteration could overrun: stop now
                break
            self.iterate()
            slowest = max(slowest, time.perf_counter() - t0)
        return self.best()


class HardAgent(Agent):
    """A Hard seat: ISMCTS from its view and the memory the game's search module keeps of the events it
    was shown. Each instance keeps its own memory and nothing global, so seats may think on worker
    threads."""

    name = "hard"

    def __init__(self, game_id, seat, level="hard", iterations=None, seconds=None,
                 horizon: int = HORIZON, exploration: float = EXPLORATION):
        super().__init__(game_id, seat, level)
        try:
            self.search_module = importlib.import_module(f"game.games.{game_id}.search")
        except ModuleNotFoundError as e:
            if e.name != f"game.games.{game_id}.search":
                raise
            # TEMPORARY: a game whose sampler is not written yet plays its heuristic at its best.
            self.search_module = None
        self.memory = self.search_module.new_memory(seat) if self.search_module else None
        env_iterations = os.environ.get("DREADBOARD_HARD_ITERATIONS")
        env_seconds = os.environ.get("DREADBOARD_HARD_SECONDS")
        if iterations is None and seconds is None:
            iterations = int(env_iterations) if env_iterations else BUDGET["iterations"]
            seconds = float(env_seconds) if env_seconds else BUDGET["seconds"]
        self.iterations, self.seconds = iterations, seconds
        self.horizon, self.exploration = horizon, exploration
        self.fallback = HeuristicAgent(game_id, seat, "normal")  # only if no sample could be made
        self.last = None  # the last decision's Search (tests and tuning read its statistics)

    def observe(self, events):
        if self.search_module:
            self.search_module.observe(self.memory, events)
        self.fallback.observe(events)

    def choose(self, view, legal_actions, rng):
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.search_module is None:
            return self.fallback.choose(view, legal_actions, rng)
        # A game's search module may take some decisions by rule (`decide` returns None to have it searched):
        # Crimson Creek's claims, lies and accusations, and the moves its posterior settles.
        decide = getattr(self.search_module, "decide", None)
        if decide is not None:
            action = decide(view, legal_actions, self.memory, rng)
            if action is not None:
                return action
        search = Search(self.game_id, self.seat, view, legal_actions, self.memory, Rng(rng.next_u64()),
                        self.horizon, self.exploration)
        self.last = search
        action = search.run(self.iterations, self.seconds if self.iterations is None else None)
        if search.iterations == 0:
            return self.fallback.choose(view, legal_actions, rng)
        return action
