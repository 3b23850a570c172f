"""Tournaments: agents of several kinds play the same games with their seats rotated, and each kind's win
rate, the differences between kinds and the time each kind takes to decide are measured.

Seating: with agents A0..Am-1 and N seats, game r of a block puts A[(s + r) % m] in seat s, for r = 0..m-1.
Over a block every seat holds every agent once, and every agent holds N seat-games; all m games of a block
are played from the same deal (seed), so every agent's figures come from the same games. The number of
games is rounded up to whole blocks.

Games run in this process or in `jobs` worker processes (spawn-safe: `play_one` is a top-level function
taking plain data); a game's result depends only on its seed and seating, never on which worker played it
or when, so the figures (all but the times) are the same for any number of jobs. A worker that dies
(killed from outside) stops the run with WorkerLost instead of leaving its game unanswered for ever.

The tournament times each `choose` call itself: the wall clock around the call, and the CPU time the
playing process spent in it (what the decision costs, whatever else the machine is doing). A decision with
one legal action is no decision: it is counted apart and left out of the time percentiles.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from game.ai.agents import make_agent
from game.ai.stats import intervals_apart, newcombe_difference, paired_difference, percentile, wilson
from game.core.rng import Rng
from game.core.simulate import play_game

REPORT_VERSION = 1


@dataclass
class Config:
    game: str
    players: int
    games: int  # as asked; rounded up to whole blocks of rotations
    agents: tuple
    seed: int = 1
    options: dict = field(default_factory=dict)  # includes "variant" when one is chosen
    hard_budget: dict = field(default_factory=dict)  # seconds= / iterations= for the Hard agent, when given

    @property
    def blocks(self) -> int:
        return -(-max(1, self.games) // len(self.agents))

    @property
    def total_games(self) -> int:
        return self.blocks * len(self.agents)


def seating(agents, players: int, rotation: int) -> list:
    """The agent kind in each seat for one rotation: seats filled cyclically, shifted by `rotation`."""
    m = len(agents)
    return [agents[(seat + rotation) % m] for seat in range(players)]


def deal_seed(seed: int, block: int) -> int:
    return Rng(seed).fork(block).next_u64() & 0xFFFFFFFF


def tasks(cfg: Config) -> list:
    """One plain tuple per game (picklable for worker processes)."""
    m = len(cfg.agents)
    out = []
    for index in range(cfg.total_games):
        block, rotation = divmod(index, m)
        out.append((cfg.game, cfg.players, dict(cfg.options), index, deal_seed(cfg.seed, block),
                    seating(cfg.agents, cfg.players, rotation), dict(cfg.hard_budget)))
    return out


def build_agent(kind: str, game_id: str, seat: int, hard_budget: Optional[dict] = None):
    """An agent of `kind`; a Hard agent gets the budget keywords (seconds=, iterations=) when given (without
    them it searches its game's default budget)."""
    if kind == "hard" and hard_budget:
        from game.ai.ismcts import HardAgent

        return HardAgent(game_id, seat, "hard", **hard_budget)
    return make_agent(kind, game_id, seat)


def hard_budget_used(game_id: str, hard_budget: Optional[dict] = None) -> dict:
    """What budget a Hard agent here actually has: its class and its `seconds`/`iterations` (either may be
    None: no time cap, or no iteration count)."""
    agent = build_agent("hard", game_id, 0, hard_budget)
    return {"agent": f"{type(agent).__module__}.{type(agent).__name__}",
            "seconds": agent.seconds, "iterations": agent.iterations,
            "asked": dict(hard_budget or {})}


class TimedAgent:
    """Wraps an agent: times every choose call; decisions with a single legal action are counted apart."""

    def __init__(self, agent, times: list, forced: list, cpu: Optional[list] = None):
        self.agent = agent
        self.times = times
        self.forced = forced
        self.cpu = cpu if cpu is not None else []

    @property
    def capped(self) -> int:
        """Decisions whose iterations the agent's time cap cut short (a Hard seat on a busy machine)."""
        return getattr(self.agent, "capped", 0)

    def choose(self, view, legal, rng):
        start, cpu = time.perf_counter(), time.process_time()
        action = self.agent.choose(view, legal, rng)
        spent = time.perf_counter() - start
        (self.forced if len(legal) == 1 else self.times).append(spent)
        if len(legal) > 1:
            self.cpu.append(time.process_time() - cpu)
        return action

    def observe(self, events):
        self.agent.observe(events)


def _sides_reader(game_id: str) -> Optional[Callable]:
    """The game's `sides(result, final_view) -> {seat: side}` when it has roles (its manifest's `sides`)."""
    from game.games import game_module

    module = game_module(game_id, "sides")
    return module.sides if module is not None else None


def play_one(task) -> dict:
    """One tournament game (top-level, so worker processes can run it)."""
    game_id, players, options, index, seed, kinds, hard_budget = task
    times = {kind: [] for kind in kinds}
    forced = {kind: [] for kind in kinds}
    cpu = {kind: [] for kind in kinds}
    seats = [TimedAgent(build_agent(kind, game_id, seat, hard_budget), times[kind], forced[kind], cpu[kind])
             for seat, kind in enumerate(kinds)]
    end = {}

    def keep_state(rules, state, *_):
        end["rules"], end["state"] = rules, state

    try:
        out = play_game(game_id, players, seed, seats, options, on_step=keep_state)
    except Exception as exc:
        raise RuntimeError(f"{game_id} game {index + 1} (seed {seed}, seats {', '.join(kinds)}): "
                           f"{type(exc).__name__}: {exc}") from exc
    capped = {kind: 0 for kind in kinds}
    for seat, kind in zip(seats, kinds):
        capped[kind] += seat.capped
    sides = None
    reader = _sides_reader(game_id)
    if reader and end:
        rules, state = end["rules"], end["state"]
        by_seat = reader(rules.result(state), rules.view(state, 0))
        sides = [by_seat.get(seat) for seat in range(players)]
    return {"index": index, "seed": seed, "seating": list(kinds), "winners": sorted(out.winners),
            "reason": out.reason, "steps": out.steps, "turns": out.turns, "sides": sides,
            "times": times, "forced": {k: len(v) for k, v in forced.items()}, "capped": capped, "cpu": cpu}


class WorkerLost(RuntimeError):
    """A worker process died without an answer (killed from outside, out of memory): its game is lost, and
    waiting for it would hang the tournament for ever."""


def run(cfg: Config, jobs: int = 1, on_game: Optional[Callable] = None, deadline: Optional[float] = None,
        on_plan: Optional[Callable] = None) -> list:
    """Play the games of the tournament; returns the per-game results in game order.
    `on_game(result)` is called as each game finishes (a progress bar, the saves as it goes). With a
    `deadline` (time.monotonic()), no new deal starts after it, but every deal started is played through
    all its rotations, so the figures still come from whole deals (the first deal is always played);
    `on_plan(games)` is told, once, how many games will be played in all when the deadline stops it."""
    work = tasks(cfg)
    m = len(cfg.agents)
    planned = []

    def may_start(i):
        if i >= len(work):
            return False
        if deadline is None or i % m or i == 0 or time.monotonic() < deadline:
            return True
        if not planned:
            planned.append(i)
            if on_plan:
                on_plan(i)  # the deals started so far are all that will be played
        return False

    results = []
    if jobs <= 1:
        i = 0
        while may_start(i):
            results.append(play_one(work[i]))
            i += 1
            if on_game:
                on_game(results[-1])
    else:
        import multiprocessing
        from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
        from concurrent.futures.process import BrokenProcessPool

        # spawn: the same on every platform, and no copy of a parent that may hold pygame or threads.
        # A process pool that notices a dead worker (unlike multiprocessing.Pool, which replaces the worker
        # and leaves its game unanswered for ever).
        pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"))
        clean = False
        try:
            i, pending = 0, {}
            while True:
                # a few games queued ahead keep every worker busy; the rest wait, so a deadline can stop them
                while len(pending) < 2 * jobs and may_start(i):
                    pending[pool.submit(play_one, work[i])] = i
                    i += 1
                if not pending:
                    break
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=pending.get):
                    index = pending.pop(future)
                    try:
                        res = future.result()
                    except BrokenProcessPool:
                        lost = sorted([index, *pending.values()])
                        raise WorkerLost(f"a worker process died (killed from outside, or out of memory) with "
                                         f"games {', '.join(str(n + 1) for n in lost)} unfinished") from None
                    results.append(res)
                    if on_game:
                        on_game(res)
            clean = True
        finally:
            if clean:
                pool.shutdown()
            else:  # stopped (Ctrl-C, a lost worker, a failed game): do not wait for the games still running
                processes = list((getattr(pool, "_processes", None) or {}).values())  # shutdown forgets them
                pool.shutdown(wait=False, cancel_futures=True)
                for process in processes:
                    process.terminate()
    results.sort(key=lambda r: r["index"])
    return results


def whole_deals(results: list, rotations: int) -> tuple:
    """(the results of the deals played through all their rotations, the rest): a tournament stopped
    mid-deal reports only whole deals, so every agent's figures still come from the same games."""
    count = {}
    for r in results:
        count[r["index"] // rotations] = count.get(r["index"] // rotations, 0) + 1
    whole = [r for r in results if count[r["index"] // rotations] == rotations]
    rest = [r for r in results if count[r["index"] // rotations] != rotations]
    return whole, rest


def _rate(wins: int, n: int) -> dict:
    p, lo, hi = wilson(wins, n)
    return {"wins": wins, "seat_games": n, "win_rate": p, "ci95": [lo, hi]}


def machine() -> dict:
    """How busy the computer was when the games started: decision times are wall clock, so they grow with
    the load (and a Hard agent on a time budget searches less on a busy machine)."""
    try:
        load = round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # Windows has no load average
        load = None
    return {"cpus": os.cpu_count(), "load_average_1min": load}


def summarize(cfg: Config, results: list, seconds: float, jobs: int = 1, budget: Optional[dict] = None,
              host: Optional[dict] = None) -> dict:
    """Every figure of a tournament, as plain data (what --json writes and the text report prints)."""
    agents = list(dict.fromkeys(cfg.agents))
    m = len(cfg.agents)
    wins = {k: 0 for k in agents}
    seat_games = {k: 0 for k in agents}
    # fewer than cfg.blocks when a time limit stopped the tournament; the results hold whole deals only
    # (not always the first ones: a save made as the games finish may lack a deal still being played)
    block_of = {b: k for k, b in enumerate(sorted({r["index"] // m for r in results}))}
    blocks = len(block_of)
    block_wins = {k: [0] * blocks for k in agents}
    seat_wins = [0] * cfg.players
    side_wins, side_games = {}, {}
    role_wins, role_games = {}, {}  # (side, agent kind), where the game has roles
    no_winner = 0
    times = {k: [] for k in agents}
    cpu = {k: [] for k in agents}
    forced = {k: 0 for k in agents}
    capped = {k: 0 for k in agents}
    for r in results:
        block = block_of[r["index"] // m]
        winners = set(r["winners"])
        no_winner += not winners
        for seat, kind in enumerate(r["seating"]):
            won = seat in winners
            seat_games[kind] += 1
            wins[kind] += won
            block_wins[kind][block] += won
            seat_wins[seat] += won
            side = r["sides"][seat] if r["sides"] else kind
            side_games[side] = side_games.get(side, 0) + 1
            side_wins[side] = side_wins.get(side, 0) + won
            if r["sides"]:
                role_games[side, kind] = role_games.get((side, kind), 0) + 1
                role_wins[side, kind] = role_wins.get((side, kind), 0) + won
        for kind, spent in r["times"].items():
            times[kind].extend(spent)
        for kind, spent in r.get("cpu", {}).items():
            cpu[kind].extend(spent)
        for kind, n in r["forced"].items():
            forced[kind] += n
        for kind, n in r.get("capped", {}).items():
            capped[kind] += n
    n_games = len(results)
    per_agent = {k: _rate(wins[k], seat_games[k]) for k in agents}
    pairwise = []
    for i, a in enumerate(agents):
        for b in agents[i + 1:]:
            # an agent named c times in --agents holds c x players seat-games in every block
            d, plo, phi = paired_difference([w / (cfg.players * cfg.agents.count(a)) for w in block_wins[a]],
                                            [w / (cfg.players * cfg.agents.count(b)) for w in block_wins[b]])
            _, ilo, ihi = newcombe_difference(wins[a], seat_games[a], wins[b], seat_games[b])
            # the wider of the two: the paired one holds the correlation of agents in one game; the
            # independent one keeps a few deals with equal results from giving a zero-width interval
            lo, hi = min(plo, ilo), max(phi, ihi)
            wa, wb = per_agent[a], per_agent[b]
            pairwise.append({"a": a, "b": b, "difference": d, "ci95": [lo, hi], "ci95_paired": [plo, phi],
                             "ci95_independent": [ilo, ihi],
                             "intervals_apart": intervals_apart((wa["win_rate"], *wa["ci95"]),
                                                                (wb["win_rate"], *wb["ci95"])),
                             "difference_excludes_zero": lo > 0 or hi < 0})
    decision = {}
    for k in agents:
        t, c = times[k], cpu[k]
        decision[k] = {"decisions": len(t), "forced": forced[k], "capped": capped[k], "p50": percentile(t, 50),
                       "p95": percentile(t, 95), "max": max(t) if t else 0.0,
                       "cpu_p50": percentile(c, 50), "cpu_p95": percentile(c, 95),
                       "mean": sum(t) / len(t) if t else 0.0}
    return {
        "format": "dreadboard-tournament", "version": REPORT_VERSION,
        "game": cfg.game, "players": cfg.players, "variant": cfg.options.get("variant"),
        "options": {k: v for k, v in cfg.options.items() if k != "variant"},
        "agents": list(cfg.agents), "seed": cfg.seed, "games_asked": cfg.games, "games": n_games,
        "deals": blocks, "deals_planned": cfg.blocks, "stopped_by_time_limit": blocks < cfg.blocks,
        "rotations": m, "jobs": jobs, "seconds": seconds,
        "hard_budget": budget, "machine": host,
        "per_agent": per_agent, "pairwise": pairwise,
        "per_seat": [_rate(seat_wins[s], n_games) for s in range(cfg.players)],
        "sides": {s: _rate(side_wins[s], side_games[s]) for s in sorted(side_games)},
        "sides_are_roles": any(r["sides"] for r in results),
        "sides_by_agent": {s: {k: _rate(role_wins[s, k], role_games[s, k]) for k in agents if (s, k) in role_games}
                           for s in sorted({s for s, _ in role_games})},
        "no_winner": {"games": no_winner, **{k: v for k, v in _rate(no_winner, n_games).items()
                                              if k in ("win_rate", "ci95")}},
        "endings": endings(results),
        "mean_steps": sum(r["steps"] for r in results) / max(1, n_games),
        "decision_seconds": decision,
        "decision_note": "wall clock around each choose call (cpu_: the CPU time of the process in it); decisions "
                         "with one legal action are counted as 'forced' and left out of the percentiles and "
                         "max; 'capped': decisions whose iterations the "
                         "time cap cut short (the search then played less than its budget of iterations)",
        "results": [_short(r) for r in results],
        "complete": True,
    }


def endings(results: list) -> dict:
    """How the games ended: the result's reason (Terrorscape: the Main Exit, the radio's rescue, the
    vehicle, the Final Showdown, an elimination...) with the winning side where the game has roles,
    counted, most frequent first."""
    count = {}
    for r in results:
        why = r["reason"] or "-"
        if r.get("sides") and r["winners"]:  # a game with roles: which side won it, and how
            why = f"{r['sides'][r['winners'][0]]} won: {why}"
        count[why] = count.get(why, 0) + 1
    return dict(sorted(count.items(), key=lambda kv: (-kv[1], kv[0])))


def _short(result: dict) -> dict:
    return {k: result[k] for k in ("index", "seed", "seating", "winners", "reason", "steps", "turns", "sides")}


def partial_report(cfg: Config, results: list, seconds: float, jobs: int = 1, budget: Optional[dict] = None,
                   host: Optional[dict] = None) -> dict:
    """The report of a tournament still running (or stopped before its end): the figures from the deals
    played through, and the games of the deals not yet through kept apart (`unfinished_deals`), so a
    stopped run loses no finished game and no figure mixes unequal seatings."""
    whole, rest = whole_deals(sorted(results, key=lambda r: r["index"]), len(cfg.agents))
    report = summarize(cfg, whole, seconds, jobs, budget, host)
    report.update(complete=False, stopped_by_time_limit=False, unfinished_deals=[_short(r) for r in rest])
    return report
