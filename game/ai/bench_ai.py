"""AI decision time per level (the `ai.<game>.<level>.decision_*` figures of `python -m game bench`).

Positions come from random play (seeded): at a sampled step the seat that must decide is asked by the level's
agent, through that seat's view and the legal list only, exactly as a table asks it; the game then goes on
with the random move, not the agent's, so every level is timed on the same positions. Each seat's agent has
observed the events of the game so far, redacted for its seat (its memory is what it would be at a table).
A decision with a single legal action is no decision and is never sampled. No pygame here.
"""
from __future__ import annotations

import statistics
import time
from typing import Optional

from game.core.bench_report import percentile
from game.core.rng import Rng

LEVELS = ("easy", "normal", "hard")
# designed: a real decision (more than one legal action) is sampled with chance 1 in 3, or rarer, so that
# the samples spread over at least ~SPREAD real decisions (about a whole game of most of the five): ten Hard
# decisions would otherwise all come from the opening, which some games' Hard seats decide by rule
SAMPLE_ONE_IN = 3
SPREAD = 200


def decision_times(game_id: str, players: int, level: str, decisions: int, seed: int = 1,
                   hard_budget: Optional[dict] = None, max_games: int = 200) -> dict:
    """Wall and CPU seconds of `decisions` sampled decisions of `level` (see the module doc). `hard_budget`
    ({"seconds": s} or {"iterations": n}) overrides the Hard agent's default budget (the tests' tiny runs)."""
    from game.ai.tournament import build_agent
    from game.games import get_rules

    rules = get_rules(game_id)
    one_in = max(SAMPLE_ONE_IN, SPREAD // max(1, decisions))
    wall, cpu = [], []
    games = 0
    for game_seed in range(seed, seed + max_games):
        if len(wall) >= decisions:
            break
        games += 1
        state = rules.new_game(game_seed, players, {})
        play = Rng(game_seed).fork(11)  # the random moves and the sampling: the same for every level
        agents = {s: build_agent(level, game_id, s, hard_budget if level == "hard" else None)
                  for s in range(players)}
        agent_rngs = {s: Rng(game_seed).fork(1000 + s) for s in agents}  # as Session seeds a seat's RNG
        while rules.result(state) is None and len(wall) < decisions:
            seat = rules.decision(state).seat
            legal = rules.legal_actions(state)
            if seat in agents and len(legal) > 1 and play.randbelow(one_in) == 0:
                view = rules.view(state, seat)
                t0, c0 = time.perf_counter(), time.process_time()
                agents[seat].choose(view, list(legal), agent_rngs[seat])
                wall.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            events = rules.apply(state, legal[play.randbelow(len(legal))])
            for s, agent in agents.items():
                agent.observe([e for e in (rules.redact(ev, s) for ev in events) if e is not None])
    return {"decisions": len(wall), "games": games, "median": statistics.median(wall) if wall else 0.0,
            "p95": percentile(wall, 0.95), "max": max(wall, default=0.0),
            "cpu_median": statistics.median(cpu) if cpu else 0.0, "cpu_p95": percentile(cpu, 0.95)}


def level_figures(games: dict, decisions: dict, seed: int = 1, hard_budget: Optional[dict] = None,
                  progress=None) -> dict:
    """{game: {level: decision_times(...)}} for `games` ({game id: seats}) and `decisions` ({level: count})."""
    out = {}
    for game_id, players in games.items():
        out[game_id] = {}
        for level in LEVELS:
            if progress:
                progress(f"AI decisions: {game_id} {level}")
            out[game_id][level] = decision_times(game_id, players, level, decisions[level], seed, hard_budget)
    return out
