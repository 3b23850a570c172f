"""Headless play: whole games driven by agents, with no window.

Same seed and arguments give the same games: the game's randomness comes from its own seeded
RNG, and each agent gets its own RNG derived from the game seed and its seat. The agents are handed
in: `make_agent(kind, game_id, seat)` (game.ai.make_agent for the command line), so game.core never
imports game.ai.
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional

from game.core.rng import Rng
from game.core.step_log import step_line
from game.core.registry import get_rules

MAX_STEPS = 20000  # a game that has not ended by then is a bug, reported as such


@dataclass
class GameOutcome:
    seed: int
    winners: list
    reason: str
    steps: int
    turns: int


@dataclass
class SimSummary:
    games: int = 0
    wins_by_seat: Counter = field(default_factory=Counter)
    wins_by_agent: Counter = field(default_factory=Counter)
    seats_by_agent: Counter = field(default_factory=Counter)
    no_winner: int = 0
    total_steps: int = 0
    total_turns: int = 0
    seconds: float = 0.0
    outcomes: list = field(default_factory=list)


def play_game(game_id: str, seats: int, seed: int, players: list, options: Optional[dict] = None,
              record_fh=None, on_step=None) -> GameOutcome:
    """One whole game; `players` holds one agent (choose/observe) per seat."""
    rules = get_rules(game_id)
    state = rules.new_game(seed, seats, options or {})
    agent_rngs = [Rng(seed).fork(1000 + seat) for seat in range(seats)]
    steps = 0
    while rules.result(state) is None:
        if steps >= MAX_STEPS:
            raise RuntimeError(f"{game_id} seed {seed}: no result after {MAX_STEPS} steps")
        seat = rules.decision(state).seat
        legal = rules.legal_actions(state)
        action = players[seat].choose(rules.view(state, seat), legal, agent_rngs[seat])
        events = rules.apply(state, action)
        for s, agent in enumerate(players):
            agent.observe([e for e in (rules.redact(ev, s) for ev in events) if e is not None])
        steps += 1
        if record_fh is not None:
            record_fh.write(step_line(game_id, seed, seats, options or {}, steps, seat, action, events,
                                      rules.to_json(state)))
        if on_step:
            on_step(rules, state, seat, action, events)
    res = rules.result(state)
    return GameOutcome(seed, list(res["winners"]), res.get("reason", ""), steps, res.get("turns", 0))


def simulate(game_id: str, players: int, games: int, seed: int, agents: list, options: Optional[dict] = None,
             record_path=None, *, make_agent: Callable) -> SimSummary:
    """`agents` names an agent kind per seat (or one for all); `make_agent(kind, game_id, seat)` builds
    fresh ones for every game."""
    if len(agents) == 1:
        agents = agents * players
    if len(agents) != players:
        raise ValueError(f"give one agent or {players} agents (got {len(agents)})")
    summary = SimSummary()
    record_fh = open(record_path, "w", encoding="utf-8") if record_path else None
    start = time.perf_counter()
    try:
        for i in range(games):
            game_seed = Rng(seed).fork(i).next_u64() & 0xFFFFFFFF
            seats = [make_agent(kind, game_id, seat) for seat, kind in enumerate(agents)]
            out = play_game(game_id, players, game_seed, seats, options, record_fh)
            summary.games += 1
            summary.total_steps += out.steps
            summary.total_turns += out.turns
            summary.outcomes.append(out)
            if not out.winners:
                summary.no_winner += 1
            for w in out.winners:
                summary.wins_by_seat[w] += 1
                summary.wins_by_agent[agents[w]] += 1
        for kind in agents:
            summary.seats_by_agent[kind] += games
    finally:
        if record_fh:
            record_fh.close()
    summary.seconds = time.perf_counter() - start
    return summary


def format_summary(summary: SimSummary, agents: list) -> str:
    lines = [f"games: {summary.games}"]
    for seat in range(len(agents)):
        w = summary.wins_by_seat[seat]
        lines.append(f"seat {seat + 1} ({agents[seat]}): {w} wins ({100.0 * w / max(1, summary.games):.1f}%)")
    for kind in sorted(set(agents)):
        w = summary.wins_by_agent[kind]
        seats = summary.seats_by_agent[kind]
        lines.append(f"agent {kind}: {w} wins over {seats} seat-games ({100.0 * w / max(1, seats):.1f}% per seat)")
    # Zombie: the zombies won (no camp standing); Crimson Creek: Klein took everyone.
    lines.append(f"games with no winner: {summary.no_winner}")
    lines.append(f"mean game length: {summary.total_steps / max(1, summary.games):.1f} decisions, "
                 f"{summary.total_turns / max(1, summary.games):.1f} turns")
    lines.append(f"games per second: {summary.games / max(summary.seconds, 1e-9):.2f}")
    return "\n".join(lines)
