"""Positions for the fairness tests of every game: a game played on by its players, every seat shadowed by
one agent per level and a search memory that were shown the same redacted events as the seat."""
from __future__ import annotations

from game.core.rng import Rng


def shadowed(rules, state, players, shadows, memories, search, every: int, seed: int, max_steps: int = 20000):
    """Yield (state, seat, {level: agent}, search memory) at every `every`-th decision with a choice.
    `players[s]` decides for seat s; `shadows[s]` ({level: agent}) and `memories[s]` only watch."""
    n = len(players)
    rngs = [Rng(seed).fork(s) for s in range(n)]
    step = 0
    while rules.result(state) is None and step < max_steps:
        seat = rules.decision(state).seat
        legal = rules.legal_actions(state)
        if step % every == 0 and len(legal) > 1:
            yield state, seat, shadows[seat], memories[seat]
        action = players[seat].choose(rules.view(state, seat), legal, rngs[seat])
        events = rules.apply(state, action)
        for s in range(n):
            seen = [rules.redact(e, s) for e in events]
            players[s].observe(seen)
            for agent in shadows[s].values():
                agent.observe(seen)
            search.observe(memories[s], seen)
        step += 1


def same_choices(rules, positions, level: str, hidden_changes, choose, rng) -> list:
    """At each position, every twin from `hidden_changes(state, seat, rng)` shows the seat the same view and
    legal actions, and the level's agent (`choose(agent, state, seat)`, same memory, same RNG) makes the
    same choice. Returns the views compared (one per twin)."""
    views = []
    for state, seat, agents, _ in positions:
        view = rules.view(state, seat)
        agent = agents[level]
        mine = choose(agent, state, seat)
        for what, changed in hidden_changes(state, seat, rng):
            assert rules.view(changed, seat) == view, what
            assert rules.legal_actions(changed) == rules.legal_actions(state), what
            assert choose(agent, changed, seat) == mine, f"{level} chose differently with {what}"
            views.append(view)
    return views
