"""Speed figures: `python -m game bench [--quick] [--json OUT.json] [--compare OLD.json [NEW.json]]`.

The full run measures every game and prints it as tables; `--json` writes every figure, named, with its unit
and which way is better, beside the machine, the load average at start and end and `git describe`
(game/core/bench_report.py); `--compare OLD.json` prints each figure old -> new with the ratio and flags
those worse by more than `--threshold` (10%); with two files it compares them and runs nothing. The figures:

    table.<game>.<W>x<H>.frame_median / frame_p95   a table frame (update + draw + flip, wall ms) at 1280x720
                     and 1920x1080, counting the frames that began with something moving (dice rolling, cards,
                     tokens, pawns travelling): computer seats only, Normal level, fast pace (bench_frames.py)
    table.<game>.<W>x<H>.frame_cpu_p95             the same frames' p95 in the frame loop's own CPU time (what a
                     busy machine inflates least)
    table.<game>.<W>x<H>.frame_p95_hard_thinking   (and _cpu_) the frames during which a Hard seat was thinking
                     (every seat Hard; the search runs in the thinking process, game/ui/tables/ai_process.py)
    ai.<game>.<level>.decision_median / _p95 / _cpu_p95  one decision of Easy, Normal and Hard, ms, over decisions
                     sampled from seeded random play, from the seat's view only (game/ai/bench_ai.py)
    engine.<game>.actions_per_second / games_per_second / clone_us / ratio_to_reference  random seats straight
                     through the rules engine, CPU time (game/core/bench_engine.py, which `--engine` runs alone)
    engine.<game>.traced_peak                      KiB: tracemalloc's peak over one random game (Python's own
                     allocations of the engine, not the interpreter's)
    replay.<game>.jump_back_500                    ms: the replay viewer's Back, 500 steps back from the end of a
                     random game with the most seats (the whole game when shorter), rebuilt from the nearest
                     snapshot (game/core/replay_timeline.py; bench_engine.replay_jump_back)
    replay.<game>.revealed_median / _p95           ms: the replay's "Everything revealed" at a step (every secret
                     and each Hard computer seat's belief; Timeline.revealed_at) on that game, 40 steps in a
                     random order (bench_engine.replay_revealed)
    replay.<game>.scrub_frame_median / _p95        ms: a replay viewer frame while scrubbing: a jump to a random step of
                     that game, drawn at 1920x1080 with everything revealed (game/ui/bench_replay.py)
    startup.to_menu_wall / to_menu_cpu             s: spawning `python -m game` to its first menu frame (median of
                     3 runs; `bench --startup [--runs N]` prints only this)
    memory.app_at_menu                             MiB: ru_maxrss of a started app at its first menu frame,
                     spawned through a small launcher (LAUNCHER says why)
    memory.bench_tables                            MiB: peak resident memory (Linux's VmHWM, else ru_maxrss) of this
                     bench process after every table ran at both sizes (one app that played all five games)
    memory.thinking_process                        MiB: VmHWM of the computer seats' thinking process after all
                     the tables' Hard seats (Linux only)

Other runs: `bench --table GAME [--frames F] [--move-every N]` prints one table's frame lines at 1920x1080
(every frame at the normal pace, then a move forced every N frames; `--terrorscape` is --table terrorscape);
`bench --engine [--json FILE] [--compare OLD.json]` the engine alone. Goals are not asserted anywhere:
comparing two runs on the same machine is what shows a slowdown.
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from game.core import bench_report
from game.core.bench_report import figure

from . import bench_frames, bench_replay
from .bench_frames import MOVE_EVERY, SIZES, bench_games, bench_seats, board_frames, table_lines, terrorscape_frames  # noqa: F401

LEVELS = ("easy", "normal", "hard")
# designed: the default run takes ~3 minutes on a calm 2-core machine (under 5 on a busy one); --quick ~40 s
FULL = {"frames": 300, "hard_frames": 150, "seconds": 12.0, "decisions": {"easy": 100, "normal": 100, "hard": 10},
        "engine_seconds": 2.0, "startup_runs": 3}
QUICK = {"frames": 60, "hard_frames": 40, "seconds": 4.0, "decisions": {"easy": 20, "normal": 20, "hard": 3},
         "engine_seconds": 0.3, "startup_runs": 1}


# -- start-up --------------------------------------------------------------------------------------------------

STARTUP_MARKER = "dreadboard-startup"  # the line App.step prints after its first frame (DREADBOARD_BENCH_STARTUP=1)


def marker_cpu(line: str):
    """The CPU seconds a start-up marker line reports ('...; cpu 0.281 s'), or None (an older app)."""
    match = re.search(r"cpu ([0-9.]+) s", line)
    return float(match.group(1)) if match else None


def _app_env(home: str) -> dict:
    """The environment of a timed start: the start-up hook on, its own empty settings home, headless."""
    return dict(os.environ, DREADBOARD_BENCH_STARTUP="1", DREADBOARD_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1",
                SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
                SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))


def _root() -> str:
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def startup_runs(runs: int = 3, cmd=None, cwd=None) -> list:
    """(wall, cpu) seconds from spawning the app (default `python -m game` from the project root) to its
    first drawn menu frame, one pair per run: wall as this process saw it, cpu as the app reported it (its
    process's CPU time at that frame; None from an app too old to say). Each run is a first start: its own
    empty DREADBOARD_HOME. build_exe.py --startup times the built program with this too."""
    cmd = list(cmd) if cmd else [sys.executable, "-m", "game"]
    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="dreadboard-startup-") as home:
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, cwd=cwd or _root(), env=_app_env(home), stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True)
            took = cpu = None
            for line in proc.stdout:
                if line.startswith(STARTUP_MARKER):
                    took = time.perf_counter() - t0
                    cpu = marker_cpu(line)
                    break
            try:
                _, err = proc.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                _, err = proc.communicate()
        if took is None:
            raise RuntimeError(f"{' '.join(cmd)} never drew its first frame (exit {proc.returncode}): "
                               f"{(err or '')[-500:]}")
        out.append((took, cpu))
    return out


# A small Python between this process and the app: a child's ru_maxrss starts from the memory of the process
# it was forked from (Linux keeps the high-water mark across exec), so the app spawned from this bench, grown
# by the tables, would report the bench's size; spawned from this launcher it reports its own.
LAUNCHER = ("import resource, subprocess, sys\n"
            "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, "
            "timeout=120).returncode\n"
            "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def app_menu_peak_mib(cmd=None, cwd=None):
    """MiB: ru_maxrss of the app (default `python -m game`) started to its first menu frame, or None where
    there is no `resource` module (Windows) or the app failed."""
    try:
        import resource  # noqa: F401  (the launcher needs it too)
    except ImportError:
        return None
    cmd = list(cmd) if cmd else [sys.executable, "-m", "game"]
    with tempfile.TemporaryDirectory(prefix="dreadboard-startup-") as home:
        proc = subprocess.run([sys.executable, "-c", LAUNCHER, *cmd], cwd=cwd or _root(), env=_app_env(home),
                              capture_output=True, text=True, timeout=180)
    parts = proc.stdout.split()
    if proc.returncode != 0 or len(parts) != 2 or parts[0] != "0":
        raise RuntimeError(f"the app did not start and quit cleanly: {proc.stdout.strip()} {proc.stderr[-300:]}")
    return int(parts[1]) / (1024 * 1024 if sys.platform == "darwin" else 1024)  # bytes there, KiB on Linux


def startup_figures(pairs: list) -> str:
    """'0.31 s wall (best 0.28), 0.28 s CPU (best 0.25)': medians and bests of startup_runs."""
    walls = [w for w, _ in pairs]
    cpus = [c for _, c in pairs if c is not None]
    text = f"{statistics.median(walls):.2f} s wall (best {min(walls):.2f})"
    return text + (f", {statistics.median(cpus):.2f} s CPU (best {min(cpus):.2f})" if cpus else "")


def startup_line(runs: int) -> str:
    """startup_to_menu as printed: wall and CPU time, median and best of `runs`."""
    return f"startup_to_menu: {startup_figures(startup_runs(runs))}, median of {runs}"


# -- the full run ----------------------------------------------------------------------------------------------


def vm_hwm_mib(pid: int):
    """MiB: the peak resident memory of process `pid` since its exec (Linux's VmHWM), or None elsewhere. Not
    ru_maxrss: that starts from the memory of the process it was forked from (see LAUNCHER)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024  # kB
    except (OSError, ValueError, IndexError):
        pass
    return None


def own_peak_mib():
    """MiB: this process's peak resident memory (VmHWM; ru_maxrss where there is no /proc), None on Windows."""
    peak = vm_hwm_mib(os.getpid())
    if peak is None:
        try:
            import resource
        except ImportError:
            return None
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return peak


def _note(text: str) -> None:
    print(f"bench: {text}", file=sys.stderr, flush=True)


def measure_all(plan: dict, sizes=SIZES, games=None, progress=_note) -> dict:
    """Every figure of the full run as a report (bench_report.new_report) with `plan` (FULL, QUICK, or the
    tests' tiny one: frames, hard_frames, seconds (the cap of each table run), decisions {level: n},
    engine_seconds, startup_runs).
    A part that fails is named in report["failed"] and the rest still runs."""
    from game.ai.bench_ai import decision_times
    from game.core import bench_engine
    from game.games import get_rules
    from game.ui.tables import ai_worker

    games = bench_games() if games is None else games
    report = bench_report.new_report({**plan, "sizes": [f"{w}x{h}" for w, h in sizes], "games": list(games)})
    report["machine"].update(_window_info())
    report["failed"] = {}
    figs = report["figures"]

    def attempt(name, fn):
        progress(name)
        try:
            return fn()
        except Exception as exc:  # one table's failure is a finding, not the end of the run
            report["failed"][name] = f"{type(exc).__name__}: {exc}"
            progress(f"{name} FAILED: {report['failed'][name].splitlines()[0]}")
            return None

    for game_id in games:
        for w, h in sizes:
            got = attempt(f"{game_id} table at {w}x{h}", lambda: bench_frames.table_figures(
                game_id, (w, h), plan["frames"], plan["hard_frames"], seconds=plan["seconds"]))
            if got:
                _table_figures(figs, f"table.{game_id}.{w}x{h}", got)
    worker = ai_worker.process_worker()
    thinking = attempt("memory of the thinking process", lambda: vm_hwm_mib(worker.proc.pid) if worker.alive()
                       else None)
    if thinking:
        figs["memory.thinking_process"] = figure(thinking, "MiB", "lower", "VmHWM of the computer seats' thinking "
                                                 "process after every table's Hard seats (its own peak)")
    ai_worker.shutdown()
    peak = attempt("memory of this bench", own_peak_mib)  # before the AI and engine parts
    if peak:
        figs["memory.bench_tables"] = figure(peak, "MiB", "lower", "VmHWM of this process after every table ran "
                                             "at every size (one app that played them all)")
    for game_id in games:
        seats = bench_seats(game_id)
        for level in LEVELS:
            got = attempt(f"{game_id} {level} decisions", lambda: decision_times(
                game_id, seats, level, plan["decisions"][level], seed=1))
            if got and got["decisions"]:
                base = f"ai.{game_id}.{level}"
                note = f"{got['decisions']} decisions of {seats}-seat random play, the seat's view only"
                figs[f"{base}.decision_median"] = figure(got["median"] * 1000, "ms", "lower", note)
                figs[f"{base}.decision_p95"] = figure(got["p95"] * 1000, "ms", "lower", note)
                figs[f"{base}.decision_cpu_p95"] = figure(got["cpu_p95"] * 1000, "ms", "lower", note + ", CPU")
    engine = attempt("engine", lambda: bench_engine.run_engine(seconds=plan["engine_seconds"], games=tuple(games)))
    if engine:
        figs.update(engine["figures"])
        report["engine_reference"] = engine["reference"]
    for game_id in games:
        peak = attempt(f"{game_id} traced peak", lambda: bench_engine.traced_peak(get_rules(game_id), 4))
        if peak:
            figs[f"engine.{game_id}.traced_peak"] = figure(peak / 1024, "KiB", "lower",
                                                           "tracemalloc peak of one 4-seat random game")
    for game_id in games:
        jump = attempt(f"{game_id} replay jump back", lambda: bench_engine.replay_jump_back(game_id))
        if jump:
            figs[f"replay.{game_id}.jump_back_500"] = figure(
                jump["seconds"] * 1000, "ms", "lower", f"the replay timeline sent {jump['back']} steps back from the "
                f"end of a {jump['steps']}-step {jump['seats']}-seat random game ({jump['applied']} actions applied)")
        shown = attempt(f"{game_id} replay revealed", lambda: bench_engine.replay_revealed(game_id))
        if shown:
            note = (f"Timeline.revealed_at at {shown['samples']} steps in a random order of a {shown['steps']}-step "
                    f"{shown['seats']}-seat random game, every seat a Hard computer")
            for key in ("median", "p95"):
                figs[f"replay.{game_id}.revealed_{key}"] = figure(shown[key] * 1000, "ms", "lower", note)
        scrub = attempt(f"{game_id} replay viewer frames", lambda: bench_replay.scrub_frames(game_id, plan.get("replay_frames", 40)))
        if scrub:
            note = (f"{scrub['frames']} viewer frames at 1920x1080, each a jump to a random step of a {scrub['steps']}-"
                    f"step {scrub['seats']}-seat random game, everything revealed")
            for key in ("median", "p95"):
                figs[f"replay.{game_id}.scrub_frame_{key}"] = figure(scrub[key] * 1000, "ms", "lower", note)
    starts = attempt("start-up", lambda: startup_runs(plan["startup_runs"]))
    if starts:
        note = f"spawn to the first menu frame, median of {len(starts)}"
        figs["startup.to_menu_wall"] = figure(statistics.median(s[0] for s in starts), "s", "lower", note)
        cpus = [s[1] for s in starts if s[1] is not None]
        if cpus:
            figs["startup.to_menu_cpu"] = figure(statistics.median(cpus), "s", "lower", note + ", the app's CPU")
    peak = attempt("memory of a started app", app_menu_peak_mib)
    if peak:
        figs["memory.app_at_menu"] = figure(peak, "MiB", "lower", "ru_maxrss of a started app at its first menu "
                                            "frame (from a small launcher: see LAUNCHER)")
    return bench_report.finish(report)


def _table_figures(figs: dict, base: str, got: dict) -> None:
    anim, hard = got["anim"], got["hard"]
    if anim["frames"]:
        note = f"{anim['frames']} frames with something moving ({got['dice']} with dice rolling), Normal seats"
        figs[f"{base}.frame_median"] = figure(anim["median"], "ms", "lower", note)
        figs[f"{base}.frame_p95"] = figure(anim["p95"], "ms", "lower", note)
        figs[f"{base}.frame_cpu_p95"] = figure(anim["cpu_p95"], "ms", "lower", note + ", the frame loop's CPU")
    if hard["frames"]:
        note = f"{hard['frames']} frames while a Hard seat thought (every seat Hard)"
        figs[f"{base}.frame_p95_hard_thinking"] = figure(hard["p95"], "ms", "lower", note)
        figs[f"{base}.frame_cpu_p95_hard_thinking"] = figure(hard["cpu_p95"], "ms", "lower",
                                                             note + ", the frame loop's CPU")


def _window_info() -> dict:
    bench_frames.headless()
    try:
        import pygame
    except Exception:
        return {}
    return {"pygame": pygame.version.ver, "sdl": ".".join(map(str, pygame.get_sdl_version())),
            "video_driver": os.environ.get("SDL_VIDEODRIVER", "")}


# -- printing --------------------------------------------------------------------------------------------------


def _cells(figs: dict, prefix: str, columns) -> str:
    """`columns` [(figure suffix, format, width)] of the figures under `prefix`, '-' for one not measured."""
    cells = []
    for suffix, fmt, width in columns:
        f = figs.get(prefix + suffix)
        cells.append(f"{fmt.format(f['value']) if f else '-':>{width}}")
    return " ".join(cells)


FRAME_COLUMNS = [("frame_median", "{:.2f}", 6), ("frame_p95", "{:.2f}", 6), ("frame_p95_hard_thinking", "{:.2f}", 6),
                 ("frame_cpu_p95", "{:.1f}", 5), ("frame_cpu_p95_hard_thinking", "{:.1f}", 5)]
AI_COLUMNS = [("decision_median", "{:.2f}", 13), ("decision_p95", "{:.2f}", 8)]
ENGINE_COLUMNS = [("actions_per_second", "{:,.0f}", 9), ("games_per_second", "{:,.1f}", 8), ("clone_us", "{:.1f}", 8),
                  ("traced_peak", "{:,.0f}", 8), ("ratio_to_reference", "{:.3f}", 6)]


def format_tables(report: dict) -> str:
    """The full run as tables: frames per game and size, AI decisions per game and level, the engine, start-up
    and memory, then the parts that failed (the first and last line of why; the JSON has all of it)."""
    figs = report["figures"]
    games, sizes = report["settings"]["games"], report["settings"]["sizes"]
    load = report["load_average"]
    out = [f"{report['program']}, git {report['git'] or '?'}, {report['machine']['cpus']} cpus, load average "
           f"{load['start']} -> {load['end']}", "",
           "Table frames, ms: median and p95 of the frames with something moving (Normal seats, fast pace), p95 "
           "while a Hard seat thinks; cpu and cpu-h: the frame loop's own CPU time, p95, of those two kinds of frames",
           f"{'':<15}" + "".join(f"| {s:<32}" for s in sizes),
           f"{'game':<15}" + f"| {'median':>6} {'p95':>6} {'hard':>6} {'cpu':>5} {'cpu-h':>5} " * len(sizes)]
    out += [f"{g:<15}" + "".join(f"| {_cells(figs, f'table.{g}.{s}.', FRAME_COLUMNS)} " for s in sizes).rstrip()
            for g in games]
    out += ["", "AI decision, ms: median and p95 per level (random-play positions, the seat's view only)",
            f"{'game':<15}" + "".join(f"| {lv + ' median':>13} {'p95':>8} " for lv in LEVELS)]
    out += [f"{g:<15}" + "".join(f"| {_cells(figs, f'ai.{g}.{lv}.', AI_COLUMNS)} " for lv in LEVELS).rstrip()
            for g in games]
    out += ["", "Engine, random seats, CPU time",
            f"{'game':<15}| {'actions/s':>9} {'games/s':>8} {'clone us':>8} {'peak KiB':>8} {'x ref':>6}"]
    out += [f"{g:<15}| {_cells(figs, f'engine.{g}.', ENGINE_COLUMNS)}" for g in games]
    out += ["", "Replay, jump back 500 steps from the end of a random game with the most seats, ms: " + ", ".join(
        f"{g} {_cells(figs, f'replay.{g}.', [('jump_back_500', '{:.2f}', 0)])}" for g in games)]
    out += ["Replay, everything revealed at a step (Hard seats' beliefs), ms median / p95: " + ", ".join(
        f"{g} {_cells(figs, f'replay.{g}.', [('revealed_median', '{:.1f}', 0), ('revealed_p95', '{:.1f}', 0)])}"
        for g in games)]
    out += ["", f"Start-up to menu, s: {_cells(figs, 'startup.', [('to_menu_wall', '{:.2f} wall', 0)])}, "
            f"{_cells(figs, 'startup.', [('to_menu_cpu', '{:.2f} CPU', 0)])} (median of "
            f"{report['settings']['startup_runs']})",
            "Peak memory, MiB: " + ", ".join(
                f"{label} {_cells(figs, 'memory.', [(name, '{:.0f}', 0)])}" for name, label in
                (("app_at_menu", "an app at its menu"), ("bench_tables", "this bench after the tables"),
                 ("thinking_process", "the thinking process")))]
    for name, why in report.get("failed", {}).items():
        lines = why.strip().splitlines()
        out.append(f"FAILED {name}: {lines[0]}" + (f" ... {lines[-1].strip()}" if len(lines) > 1 else ""))
    return "\n".join(out)


# -- the command -----------------------------------------------------------------------------------------------


def parse_sizes(text: str) -> list:
    """'1280x720,1920x1080' -> [(1280, 720), (1920, 1080)]; ValueError naming the bad part."""
    sizes = []
    for part in text.split(","):
        m = re.fullmatch(r"\s*(\d{2,5})x(\d{2,5})\s*", part)
        if not m:
            raise ValueError(f"--sizes: {part.strip()!r} is not WIDTHxHEIGHT (e.g. 1280x720)")
        sizes.append((int(m.group(1)), int(m.group(2))))
    return sizes


def run(args=None) -> int:
    if getattr(args, "startup", False):  # only the start-up figure, over --runs runs
        print(startup_line(max(1, int(getattr(args, "runs", 0) or 7))))
        return 0
    move_every = int(getattr(args, "move_every", None) or MOVE_EVERY)
    only = getattr(args, "table", None) or ("terrorscape" if getattr(args, "terrorscape", False) else None)
    if only:  # only one table's frame lines
        if only not in bench_games():
            print(f"bench --table: no table {only!r} (one of: {', '.join(sorted(bench_games()))})", file=sys.stderr)
            return 2
        for line in bench_frames.table_lines(only, int(getattr(args, "frames", None) or 1200), move_every):
            print(line)
        return 0
    comparison = bench_report.Comparison(args, "bench")
    code = comparison.before_run()
    if code is not None:
        return code
    plan = dict(QUICK if getattr(args, "quick", False) else FULL)
    if getattr(args, "frames", None):
        plan["frames"] = int(args.frames)
    try:
        sizes = parse_sizes(args.sizes) if getattr(args, "sizes", None) else SIZES
    except ValueError as exc:
        print(f"bench {exc}", file=sys.stderr)
        return 2
    report = measure_all(plan, sizes)
    print(format_tables(report))
    out = getattr(args, "json", None)
    if out:
        try:
            bench_report.write_report(out, report)
        except OSError as exc:
            print(f"bench --json: {out}: could not write the report ({exc})", file=sys.stderr)
            return 1
        print(f"wrote {out} ({len(report['figures'])} figures)")
    comparison.after_run(report["figures"], out)
    return 1 if report["failed"] else 0


if __name__ == "__main__":
    sys.exit(run())
