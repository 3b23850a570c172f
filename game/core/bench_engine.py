"""Engine speed: `python -m game bench --engine [--json FILE] [--seconds S] [--players N]`.

Whole games with random seats, straight through the engine contract (`legal_actions`, then `apply`,
which validates): no views, no agents, no window. Reports actions per second and games per second
per game and, when `open_spiel` is importable, OpenSpiel's pure-Python `python_liars_poker` played
the same way in the same process, with each game's ratio to it. Time is this process's CPU time,
and the games take turns in short rounds, so other programs on a busy machine skew neither the
figures nor the ratios much. No pygame here.

The report also holds `figures` (game.core.bench_report's named figures: `engine.<game>.actions_per_second`,
`.games_per_second`, `.clone_us`, `.ratio_to_reference`), so `bench --engine --compare OLD.json` compares it
with an earlier run, and the full bench (`python -m game bench`) carries the same figures plus
`.traced_peak` (traced_peak below).
"""
from __future__ import annotations

import time
from typing import Callable, Optional

from game.core.rng import Rng

REFERENCE = "python_liars_poker"


def __getattr__(name):
    # GAMES (every game with a rules engine) and GOALS (game id -> its goal, a ratio to the reference) are read
    # from the manifests when first asked for, so importing this module imports no game.
    from game.core.registry import manifests

    if name == "GAMES":
        return tuple(m.id for m in manifests() if m.rules)
    if name == "GOALS":
        return {m.id: m.engine_goal for m in manifests() if m.rules}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

ROUND_SECONDS = 0.5


def _playout(rules, seats: int) -> Callable[[int], int]:
    """One random game of a Dreadboard game from a seed; returns the number of actions applied."""

    def play(seed: int) -> int:
        state = rules.new_game(seed, seats, {})
        rng = Rng(seed).fork(7)
        n = 0
        legal_actions, apply, result = rules.legal_actions, rules.apply, rules.result
        while result(state) is None:
            legal = legal_actions(state)
            apply(state, legal[rng.randbelow(len(legal))])
            n += 1
        return n

    return play


def clone_figures(rules, seats: int, seconds: float, seed: int = 1) -> dict:
    """Clones per second of positions met in random play (every 5th step of a few games), the way a
    search copies the state it is handed."""
    states = []
    for g in range(seed, seed + 3):
        state = rules.new_game(g, seats, {})
        rng = Rng(g).fork(7)
        n = 0
        while rules.result(state) is None:
            if n % 5 == 0:
                states.append(state.clone())
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randbelow(len(legal))])
            n += 1
    clone = rules.clone
    done, took = 0, 0.0
    start = time.process_time()
    while took < seconds:
        for state in states:
            clone(state)
        done += len(states)
        took = time.process_time() - start
    return {"clones_per_second": done / max(took, 1e-9), "clone_microseconds": took / max(done, 1) * 1e6,
            "clone_positions": len(states)}


def traced_peak(rules, seats: int, seed: int = 1) -> int:
    """Bytes: tracemalloc's peak over one random game (Python's own allocations, new_game to the end; not the
    interpreter, the modules or the content already loaded, which one untraced game loads first)."""
    import tracemalloc

    play = _playout(rules, seats)
    play(seed)
    tracemalloc.start()
    try:
        play(seed)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _replay_game(game_id: str, longer_than: int):
    """(seed, actions, final hash, seats) of a random game with the most seats: the first seed whose game is longer
    than `longer_than` steps, else the longest of 20."""
    from game.core.registry import get_rules

    rules = get_rules(game_id)
    seats = rules.info.max_seats
    best = None
    for seed in range(1, 21):
        state = rules.new_game(seed, seats, {})
        rng = Rng(seed).fork(7)
        actions = []
        while rules.result(state) is None:
            legal = rules.legal_actions(state)
            action = legal[rng.randbelow(len(legal))]
            rules.apply(state, action)
            actions.append(action)
        if best is None or len(actions) > len(best[1]):
            best = (seed, actions, rules.hash(state), seats)
        if len(actions) > longer_than:
            break
    return best


def replay_jump_back(game_id: str, back: int = 500, tries: int = 5) -> dict:
    """The replay viewer's Back: a random game with the most seats (the first seed whose game is
    longer than `back` steps and a snapshot interval, else the longest of 20) recorded, opened as a replay
    timeline and sent from its last step `back` steps back, `tries` times; the median seconds, the actions that
    jump applied, the game's length and how far back it went."""
    from game.core import records
    from game.core.replay_timeline import SNAPSHOT_EVERY, Timeline, jump_back_seconds

    seed, actions, final, seats = _replay_game(game_id, back + SNAPSHOT_EVERY)
    timeline = Timeline(records.make_record(game_id, {}, seed, seats, actions, state_hash=final))
    seconds, applied = sorted(jump_back_seconds(timeline, back) for _ in range(tries))[tries // 2]
    return {"seconds": seconds, "applied": applied, "steps": timeline.steps, "back": min(back, timeline.steps),
            "seats": seats}


def replay_revealed(game_id: str, samples: int = 40, level: str = "hard") -> dict:
    """The replay's "Everything revealed" at a step (Timeline.revealed_at: every secret in words and each computer
    seat's belief, its memory rebuilt from the nearest one kept), on the game of replay_jump_back with every seat a
    computer at `level`, at `samples` steps visited in a random order (a scrubber's jumps), each asked once:
    the median and 95th-percentile seconds."""
    from game.core import records
    from game.core.replay_timeline import SNAPSHOT_EVERY, Timeline

    seed, actions, final, seats = _replay_game(game_id, 500 + SNAPSHOT_EVERY)
    meta = {"seats": [{"kind": "ai", "name": f"AI {i + 1}", "level": level} for i in range(seats)]}
    timeline = Timeline(records.make_record(game_id, {}, seed, seats, actions, state_hash=final, meta=meta))
    steps = list(range(0, timeline.steps + 1, max(1, timeline.steps // samples)))
    Rng(3).shuffle(steps)
    times = []
    for step in steps:
        start = time.perf_counter()
        timeline.revealed_at(step)
        times.append(time.perf_counter() - start)
    times.sort()
    return {"median": times[len(times) // 2], "p95": times[min(len(times) - 1, int(len(times) * 0.95))],
            "steps": timeline.steps, "samples": len(times), "seats": seats}


def reference_playout() -> Optional[Callable[[int], int]]:
    """OpenSpiel's python_liars_poker played at random (chance outcomes too), or None without open_spiel."""
    try:
        import pyspiel
        from open_spiel.python.games import liars_poker  # noqa: F401  (registers python_liars_poker)
    except Exception:  # ImportError, or a broken install: the bench goes on without the reference
        return None
    game = pyspiel.load_game(REFERENCE)

    def play(seed: int) -> int:
        rng = Rng(seed).fork(7)
        state = game.new_initial_state()
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randbelow(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randbelow(len(legal))])
            n += 1
        return n

    return play


def measure(players: dict, seconds: float, seed: int = 1) -> dict:
    """Run every playout in turns of ROUND_SECONDS until each has had `seconds`; figures per name."""
    totals = {name: {"games": 0, "actions": 0, "seconds": 0.0} for name in players}
    seeds = {name: seed for name in players}
    while min(t["seconds"] for t in totals.values()) < seconds:
        for name, play in players.items():
            t = totals[name]
            start = time.process_time()
            while True:
                t["actions"] += play(seeds[name])
                t["games"] += 1
                seeds[name] += 1
                took = time.process_time() - start
                if took >= ROUND_SECONDS:
                    break
            t["seconds"] += took
    out = {}
    for name, t in totals.items():
        s = max(t["seconds"], 1e-9)
        out[name] = {"actions_per_second": t["actions"] / s, "games_per_second": t["games"] / s,
                     "actions_per_game": t["actions"] / max(1, t["games"]), **t}
    return out


def run_engine(seconds: float = 5.0, players: int = 4, json_path: Optional[str] = None, games=None,
               seed: int = 1) -> dict:
    from game.core.registry import get_rules

    games = tuple(games) if games is not None else __getattr__("GAMES")
    goals = __getattr__("GOALS")

    playouts = {g: _playout(get_rules(g), players) for g in games}
    for play in playouts.values():
        play(seed)  # warm caches (content, maps) outside the timing
    ref = reference_playout()
    if ref is not None:
        playouts[REFERENCE] = ref
    figures = measure(playouts, seconds, seed)
    for g in games:
        figures[g].update(clone_figures(get_rules(g), players, min(1.0, seconds / 5), seed))
    from .bench_report import finish, new_report

    report = new_report({"engine": True, "seconds_per_game": seconds, "players": players, "seed": seed})
    report.update({"players": players, "seconds_per_game": seconds, "clock": "CPU time of this process",
                   "games": figures, "reference": REFERENCE if ref is not None else None})
    if ref is not None:
        base = figures[REFERENCE]["actions_per_second"]
        for g in games:
            figures[g]["ratio_to_reference"] = figures[g]["actions_per_second"] / base
            figures[g]["goal_ratio"] = goals.get(g)
    report["figures"] = named_figures(report)
    finish(report)
    if json_path:
        from .atomic import write_json_atomic

        write_json_atomic(json_path, report)
    return report


def named_figures(report: dict) -> dict:
    """run_engine's figures under bench_report's names (what --compare reads)."""
    from .bench_report import figure

    out = {}
    for name, f in report["games"].items():
        seats = "" if name == REFERENCE else f", {report['players']} random seats"
        out[f"engine.{name}.actions_per_second"] = figure(f["actions_per_second"], "1/s", "higher",
                                                          f"legal_actions + apply, CPU time{seats}")
        out[f"engine.{name}.games_per_second"] = figure(f["games_per_second"], "1/s", "higher",
                                                        f"whole random games, CPU time{seats}")
        if "clone_microseconds" in f:
            out[f"engine.{name}.clone_us"] = figure(f["clone_microseconds"], "us", "lower",
                                                    "one state clone, positions of random play")
        if "ratio_to_reference" in f:
            out[f"engine.{name}.ratio_to_reference"] = figure(f["ratio_to_reference"], "x", "higher",
                                                              f"actions/s over {REFERENCE}'s, same process")
    return out


def format_report(report: dict) -> str:
    lines = []
    for name, f in report["games"].items():
        seats = "" if name == REFERENCE else f", {report['players']} random seats"
        line = (f"{name}: {f['actions_per_second']:,.0f} actions/s, {f['games_per_second']:,.1f} games/s "
                f"({f['actions_per_game']:.1f} actions a game{seats})")
        if "ratio_to_reference" in f:
            line += f"; {f['ratio_to_reference']:.3f}x {REFERENCE} (goal {f['goal_ratio']}x)"
        if "clone_microseconds" in f:
            line += f"; clone {f['clone_microseconds']:.1f} µs ({f['clones_per_second']:,.0f} clones/s)"
        lines.append(line)
    if report["reference"] is None:
        lines.append(f"{REFERENCE}: skipped (open_spiel is not installed; pip install open_spiel to compare)")
    return "\n".join(lines)


def run(args=None) -> int:
    from .bench_report import Comparison

    comparison = Comparison(args, "bench --engine")
    code = comparison.before_run()
    if code is not None:
        return code
    report = run_engine(seconds=float(getattr(args, "seconds", None) or 5.0),
                        players=int(getattr(args, "players", None) or 4),
                        json_path=getattr(args, "json", None))
    print(format_report(report))
    comparison.after_run(report["figures"], getattr(args, "json", None))
    return 0
