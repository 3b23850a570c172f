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

The game's heuristic at its best (Normal) names a choice first, the anchor. The tree proposes its most
visited choice; when that is not the anchor, a duel decides: paired playouts of both from the same
sampled states with the same dice, and the search's choice is played only if it wins the duel by more
than its noise. So a Hard seat plays at least as well as Normal where the search cannot tell, and
better where it can.

The budget of a decision is a number of iterations, a time, or both. A game's search module names its
default number of iterations (`ITERATIONS`, every game's); then a Hard seat runs that many and no clock
is read, so a choice depends only on view, memory and the RNG: a game with Hard seats replays from its
seed, and a tournament measures the real default, however slow or busy the machine (a time cap there
cut the search short, and so changed the choice, whenever other work shared the CPU). A time budget is
only asked for (--hard-seconds, DREADBOARD_HARD_SECONDS); a game without ITERATIONS searches for BUDGET's
seconds (anytime).
The search never reads the real state: it gets the view and the redacted events like every other agent.
"""
from __future__ import annotations

import itertools
import math
import os
import time

from game.core.rng import Rng
from game.games import game_module, get_rules

from .base import Agent, HeuristicAgent

# The budget of a Hard seat: the game's ITERATIONS where its search module names them (`iterations` here
# overrules that for every game), else `seconds` of search. A tournament may set it:
# DREADBOARD_HARD_SECONDS / DREADBOARD_HARD_ITERATIONS (read when an agent is made; either alone is the
# whole budget), or HardAgent(..., seconds=, iterations=) (one, or both: iterations capped by seconds).
BUDGET = {"seconds": 0.85, "iterations": None}
HORIZON = 24  # actions played beyond the tree before the evaluation takes over
EXPLORATION = 0.7  # UCB1's constant, for rewards in [0, 1]
# The game's heuristic (its Normal level) names a choice first; the search tries it first and overrules
# it only with a choice that wins their duel by MARGIN plus CONFIDENCE standard errors of the paired
# difference: a few noisy playouts must not talk the search out of a sound move.
MARGIN = 0.0
CONFIDENCE = 1.3  # about a 10% chance of overruling the anchor with a choice no better than it
WIDEN_FROM = 3  # the root tries this many choices at first, one more as the square root of iterations grows
DUEL_SHARE = 0.35  # of the time budget, kept for the duel between the search's favourite and the anchor


class Node:
    """The statistics of one action at one information set, and the information set it leads to.
    `reward` is summed from the point of view of the seat that chose the action."""

    __slots__ = ("visits", "available", "reward", "children")

    def __init__(self):
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.children = {}  # Action -> Node

    def mean(self) -> float:
        return self.reward / self.visits


class Search:
    """One decision's search: a tree over one seat's view, grown by `run`."""

    def __init__(self, game_id: str, seat: int, view: dict, legal: list, memory, rng: Rng,
                 horizon: int = HORIZON, exploration: float = EXPLORATION, anchor=None):
        self.rules = get_rules(game_id)
        self.game = game_module(game_id, "search")  # a game.ai.contracts.Search
        self.seat, self.view, self.legal, self.memory, self.rng = seat, view, legal, memory, rng
        self.horizon, self.c = horizon, exploration
        self.anchor = anchor  # the heuristic's choice, expanded first (None: no preference)
        self.root = Node()
        self.iterations = 0
        self.failures = 0  # samples the game's determinize could not make or that disagreed with the view
        self._rollout = self.game.rollout
        self._values = self.game.values
        self.duel_diffs = []  # the last duel's paired differences (for tests and tuning)
        self.order = None  # the root's choices in the order they are tried (the anchor first)
        self.capped = False  # the time cap stopped a search that had a number of iterations to run

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
        if self.order is None:
            self.order = self._root_order(state)
        self.iterations += 1
        node, path = self.root, []
        while rules.result(state) is None:
            mover = rules.decision(state).seat
            at_root = node is self.root
            legal = self.order[:self._width()] if at_root else rules.legal_actions(state)
            children = node.children
            fresh = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.available += 1
            if fresh:  # expand one untried action, then play out from there
                action = fresh[0] if at_root else fresh[rng.randbelow(len(fresh))]
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

    def _root_order(self, state) -> list:
        """The anchor first, then the game's own ranking of the choices (`rank(state, legal)`, from a
        sample: it may read only what the seat knows; it may leave out choices it never wants searched,
        the anchor is tried all the same) or, without one, the legal list's order."""
        rank = getattr(self.game, "rank", None)
        order = list(rank(state, self.legal)) if rank else list(self.legal)
        if self.anchor is not None and self.anchor in self.legal:
            if self.anchor in order:
                order.remove(self.anchor)
            order.insert(0, self.anchor)
        return order

    def _width(self) -> int:
        """How many of the root's choices (in `order`) the search may try by now: progressive widening,
        so a small budget is not spread one playout each over fifty choices."""
        if not hasattr(self.game, "rank"):
            return len(self.order)  # no ranking to widen in: every choice from the start
        return WIDEN_FROM + int(math.sqrt(self.iterations))

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
            rules.apply(state, policy(state, rules.legal_actions(state), rng))
        return self._values(state)

    # -- the answer ---------------------------------------------------------------------------------------
    def favourite(self):
        """The most visited of the root's choices (ties: the better mean, then the earlier in the list)."""
        best, key = self.legal[0], (-1, 0.0)
        for a in self.legal:
            child = self.root.children.get(a)
            if child is None or not child.visits:
                continue
            k = (child.visits, child.mean())
            if k > key:
                best, key = a, k
        return best

    def duel(self, challenger, deadline=None, pairs=None) -> list:
        """Paired playouts of the challenger against the anchor: each pair plays both from the same sampled
        state with the same dice and the same playout choices for as long as the two games agree, so the
        difference of the two rewards measures the choice and little else. Returns the differences.
        `pairs` of them, or as many as fit before `deadline`, or `pairs` unless the deadline comes first."""
        diffs = []
        while pairs is None or len(diffs) < pairs:
            if deadline is not None and time.perf_counter() >= deadline:
                self.capped |= pairs is not None
                break
            try:
                state = self.game.determinize(self.view, self.memory, self.rng)
            except (ValueError, IndexError, KeyError):
                self.failures += 1
                if pairs is None and self.failures > 1000:
                    break
                continue
            if self.rules.legal_actions(state) != self.legal:
                self.failures += 1
                continue
            seed = self.rng.next_u64()
            twin = state.clone()
            mine = self._answer(state, challenger, Rng(seed))
            held = self._answer(twin, self.anchor, Rng(seed))
            diffs.append(mine - held)
        return diffs

    def _answer(self, state, action, rng) -> float:
        self.rules.apply(state, action)
        keep, self.rng = self.rng, rng  # the playout draws from the pair's own generator
        try:
            return self._playout(state)[self.seat]
        finally:
            self.rng = keep

    def decide(self, margin: float, deadline=None, pairs=None):
        """The favourite, if it is the anchor or beats it in a duel by `margin` plus CONFIDENCE standard
        errors; else the anchor."""
        challenger = self.favourite()
        if self.anchor is None or challenger is self.anchor or self.anchor not in self.root.children:
            return challenger
        diffs = self.duel(challenger, deadline, pairs)
        self.duel_diffs = diffs
        n = len(diffs)
        if n < 4:
            return self.anchor
        mean = sum(diffs) / n
        spread = math.sqrt(max(0.0, sum((x - mean) ** 2 for x in diffs) / (n - 1)) / n)
        return challenger if mean > margin + CONFIDENCE * spread else self.anchor

    def run(self, iterations=None, seconds=None, margin: float = MARGIN):
        """Grow the tree with `iterations`, then a duel of iterations // 3 pairs; or for `seconds` of wall
        clock in all (the tree's share, then the duel until the deadline); or, given both, the iterations
        and pairs unless `seconds` run out first (then it stops there, as the time budget would)."""
        if seconds is None:
            for _ in range(iterations):
                self.iterate()
            return self.decide(margin, pairs=max(4, iterations // 3))
        start = time.perf_counter()
        deadline = start + seconds
        tree_until = start + seconds * (1.0 - DUEL_SHARE)
        slowest = 0.0
        for _ in range(iterations) if iterations is not None else itertools.count():  # count: no end
            t0 = time.perf_counter()
            if t0 + slowest > tree_until:  # the next iteration could overrun: stop now
                self.capped = iterations is not None
                break
            self.iterate()
            slowest = max(slowest, time.perf_counter() - t0)
        pairs = None if iterations is None else max(4, iterations // 3)
        return self.decide(margin, deadline=deadline - slowest, pairs=pairs)


def default_budget(search_module) -> tuple:
    """(iterations, seconds) of a Hard seat made without a budget: the environment's knobs when either is
    set (each alone is the whole budget), else the game's ITERATIONS alone (no clock: the choice is fixed by
    the seed), else BUDGET's seconds (the time budget alone, where neither names iterations)."""
    env_iterations = os.environ.get("DREADBOARD_HARD_ITERATIONS")
    env_seconds = os.environ.get("DREADBOARD_HARD_SECONDS")
    if env_iterations or env_seconds:
        return (int(env_iterations) if env_iterations else None), (float(env_seconds) if env_seconds else None)
    iterations = BUDGET["iterations"] or getattr(search_module, "ITERATIONS", None)
    return iterations, (None if iterations else BUDGET["seconds"])


class HardAgent(Agent):
    """A Hard seat: ISMCTS from its view and the memory the game's search module keeps of the events it
    was shown. Each instance keeps its own memory and nothing global, so seats may think on worker
    threads."""

    name = "hard"

    def __init__(self, game_id, seat, level="hard", iterations=None, seconds=None,
                 horizon: int = HORIZON, exploration: float = EXPLORATION, margin: float = MARGIN):
        super().__init__(game_id, seat, level)
        # A game whose manifest names no search module yet (a new game before its sampler is written) plays
        # Normal.
        self.search_module = game_module(game_id, "search")
        self.memory = self.search_module.new_memory(seat) if self.search_module else None
        if iterations is None and seconds is None:
            iterations, seconds = default_budget(self.search_module)
        self.iterations, self.seconds = iterations, seconds  # either may be None, not both
        self.horizon, self.exploration, self.margin = horizon, exploration, margin
        self.fallback = HeuristicAgent(game_id, seat, "normal")  # names the anchor; decides if no sample can be made
        self.last = None  # the last decision's Search (tests and tuning read its statistics)
        self.capped = 0  # decisions whose iterations the time cap cut short (a tournament reports them)

    def __getstate__(self):
        # A copy crosses to and from the thinking process (game/ui/tables/ai_process.py) after every decision;
        # the last Search is for tests and tuning in this process only, and it holds the game's rollout, a
        # closure for the games whose playouts are game.core.playout.heuristic_rollout (no pickle takes one).
        state = dict(self.__dict__)
        state["last"] = None
        return state

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
        entered = time.perf_counter()  # the budget counts the rules' and the heuristic's answers too
        decide = getattr(self.search_module, "decide", None)
        if decide is not None:
            action = decide(view, legal_actions, self.memory, rng)
            if action is not None:
                return action
        seed = rng.next_u64()
        anchor = self.fallback.choose(view, legal_actions, Rng(seed ^ 0x5EED))
        search = Search(self.game_id, self.seat, view, legal_actions, self.memory, Rng(seed),
                        self.horizon, self.exploration, anchor)
        self.last = search
        seconds = None if self.seconds is None else self.seconds - (time.perf_counter() - entered)
        action = search.run(self.iterations, seconds, self.margin)
        self.capped += search.capped
        return action if search.iterations else anchor  # no sample could be made: the heuristic decides
