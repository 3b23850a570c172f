"""Speed figures: `python -m game bench [--quick]`.

    zombie_table_frame_median / _p95   a Zombie table frame at 1920x1080 while dice roll and cards fly
                                       (4 AI seats, dummy video driver; update + draw + flip)
    zombie_table_frame_p95_hard_thinking  the same table's frames while a Hard seat searches (4 Hard seats,
                                       normal pace), beside the p95 of the run's other frames; wall time, and
                                       the frame loop's own CPU time (what a busy machine does not inflate)
    terrorscape_table_frame_median / _p95  a Terrorscape table frame at 1920x1080 with 3 computer seats, every
                                       frame of whole games: miniatures sliding, combat dice, moves applied
    terrorscape_table_frame_p95_move_every_4  the same with a move forced every 4 frames (the animations
                                       skipped, as Space does): the frames that apply a move and redraw
                                       the table after it, with their median and max
                                       (`bench --table terrorscape [--move-every N] [--frames F]`: only
                                       these; `--terrorscape` is the same)
    who_goes_there_table_frame_median / _p95 (and _move_every_4)  the same for Who Goes There? with 5 computer
                                       seats (pawns sliding, Action dice, moves applied; `--table who_goes_there`)
    the_thing_table_frame_median / _p95 (and _move_every_4)  the same for The Thing with 5 computer seats
                                       (character tokens sliding, six-sided dice, moves applied; `--table the_thing`)
    startup_to_menu                    spawn `python -m game` and wait for its first menu frame: wall time
                                       seen from here, CPU time the app reports (median and best of 3 runs;
                                       `bench --startup [--runs N]` prints only this, over N runs, default 7)
    zombie_random_games_per_second     whole 4-seat games with random agents (game.core.simulate)

Goals (reported, not asserted): frame p95 <= 5 ms, start <= 1 s.
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager

FRAME_GOAL_MS = 5.0
MOVE_EVERY = 4  # the forced-moves run: a computer move every 4 frames (15 a second at 60 fps)
START_GOAL_S = 1.0


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values: list, q: float) -> float:
    xs = sorted(values)
    if not xs:
        return 0.0
    i = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[i]


@contextmanager
def _bench_app(size):
    """A headless app with its own settings home (the user's settings and saves are never touched)."""
    _headless()
    home = tempfile.mkdtemp(prefix="dreadboard-bench-")
    old_home = os.environ.get("DREADBOARD_HOME")
    os.environ["DREADBOARD_HOME"] = home
    import pygame

    from game.core.settings import SettingsStore
    from game.ui.app import App

    try:
        app = App(store=SettingsStore(os.path.join(home, "settings.json")), size=size, fullscreen=False,
                  save_on_quit=False)
        app.settings.dice_animation = True
        app.settings.animation_speed = 1.0
        yield app
        app.shutdown()
        pygame.display.quit()
    finally:
        if old_home is None:
            os.environ.pop("DREADBOARD_HOME", None)
        else:
            os.environ["DREADBOARD_HOME"] = old_home


def table_frames(frames: int = 300, size=(1920, 1080), seed: int = 7) -> dict:
    """Frame times (ms) of the Zombie table with 4 AI seats, counting only frames that animate."""
    from game.ui import tables

    with _bench_app(size) as app:
        table = tables.start_game(app, "zombie", [{"kind": "ai"}] * 4, "standard", {}, seed)
        app.run_frames(3, 1 / 60)  # warm the caches of the first frame
        times, all_times = [], []
        dice_frames = card_frames = 0
        guard = 0
        while len(times) < frames and guard < frames * 40:
            guard += 1
            if table.session.over or app.top is not table:
                app.to_menu()
                table = tables.start_game(app, "zombie", [{"kind": "ai"}] * 4, "standard", {}, seed + guard)
            rolling = not table.tray.done
            flying = bool(table.anims.sprites)
            t0 = time.perf_counter()
            app.step(1 / 60)
            ms = (time.perf_counter() - t0) * 1000
            all_times.append(ms)
            if rolling or flying:
                times.append(ms)
                dice_frames += rolling
                card_frames += flying
    return {"median": statistics.median(times) if times else 0.0, "p95": percentile(times, 0.95),
            "frames": len(times), "dice_frames": dice_frames, "card_frames": card_frames,
            "all_p95": percentile(all_times, 0.95)}


def board_frames(game_id: str, seats: int, frames: int = 1200, size=(1920, 1080), seed: int = 7,
                 move_every: int = 0) -> dict:
    """Frame times (ms) of a board table (opened directly, listed by the lobby or not) with `seats` computer
    seats at the normal pace (update + draw + flip), every frame counted; games restart until `frames` were
    timed. `move_every` N > 0 forces a move every N frames (as Space does while computer play is paused: the
    animations skipped, one move applied), so the frames that apply a move and redraw the table after it,
    rare at the normal pace, are many."""
    from game.ui.tables import open_directly

    config = [{"kind": "ai"}] * seats

    def start(seed):
        table = open_directly(app, game_id, config, {}, seed, autosave=False)
        app.run_frames(3, 1 / 60)
        if move_every:
            table.pacer.pause()
        return table

    with _bench_app(size) as app:
        app.settings.guides_shown = [*app.settings.guides_shown, game_id]
        table = start(seed)
        times, move_times, cpu, move_cpu = [], [], [], []
        moving = dice = 0
        while len(times) < frames:
            if table.session.over or app.top is not table:
                app.to_menu()
                seed += 1
                table = start(seed)
            if move_every and len(times) % move_every == 0:
                table.pause_or_step()
            anim = table.animating()
            rolling = not table.anims.tray.done
            steps = len(table.session.steps)
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            ms, cms = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
            times.append(ms)
            cpu.append(cms)
            if len(table.session.steps) != steps:
                move_times.append(ms)
                move_cpu.append(cms)
            moving += anim
            dice += rolling
    return {"median": statistics.median(times), "p95": percentile(times, 0.95), "max": max(times),
            "frames": len(times), "moving": moving, "dice": dice, "moves": len(move_times),
            "move_median": statistics.median(move_times) if move_times else 0.0,
            "move_max": max(move_times) if move_times else 0.0,
            "cpu_p95": percentile(cpu, 0.95), "cpu_max": max(cpu),
            "move_cpu_median": statistics.median(move_cpu) if move_cpu else 0.0,
            "move_cpu_max": max(move_cpu) if move_cpu else 0.0,
            "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}


def terrorscape_frames(frames: int = 1200, size=(1920, 1080), seed: int = 7, move_every: int = 0) -> dict:
    """The Terrorscape table with 3 computer seats (board_frames)."""
    return board_frames("terrorscape", 3, frames, size, seed, move_every)


def wgt_frames(frames: int = 1200, size=(1920, 1080), seed: int = 7, move_every: int = 0) -> dict:
    """The Who Goes There? table with 5 computer seats (board_frames)."""
    return board_frames("who_goes_there", 5, frames, size, seed, move_every)


TABLES = {"terrorscape": ("terrorscape", 3, "combat dice"), "who_goes_there": ("who_goes_there", 5, "Action dice"),
          "the_thing": ("the_thing", 5, "six-sided dice")}


def table_lines(game_id: str, frames: int, move_every: int, run=None) -> list:
    """A board table's figures as printed (TABLES: its tag, computer seats, its dice): at the normal pace, then
    with a move forced every `move_every` frames (`bench --terrorscape` prints only Terrorscape's). `run(frames,
    move_every=N)` times the frames (by default board_frames with the table's seats)."""
    tag, seats, dice = TABLES[game_id]
    run = run or (lambda n, move_every=0: board_frames(game_id, seats, n, move_every=move_every))
    ts = run(frames)
    load = f", load average {ts['load']:.1f}" if ts["load"] is not None else ""
    out = [f"{tag}_table_frame_median: {ts['median']:.2f} ms",
           f"{tag}_table_frame_p95: {ts['p95']:.2f} ms  (goal <= {FRAME_GOAL_MS:.0f} ms; max {ts['max']:.2f} ms; "
           f"{ts['frames']} frames at 1920x1080 with {seats} computer seats, {ts['moving']} animating, {ts['dice']} "
           f"with {dice} rolling, {ts['moves']} applying a move{load})",
           f"{tag}_table_frame_cpu_p95: {ts['cpu_p95']:.2f} ms  (max {ts['cpu_max']:.2f} ms: the frame loop's "
           "own CPU time, which a busy machine does not inflate)"]
    if move_every:
        fm = run(frames, move_every=move_every)
        load = f", load average {fm['load']:.1f}" if fm["load"] is not None else ""
        out.append(f"{tag}_table_frame_p95_move_every_{move_every}: {fm['p95']:.2f} ms  (max {fm['max']:.2f} ms, "
                   f"median {fm['median']:.2f} ms; {fm['frames']} frames, a move forced every {move_every}; the "
                   f"{fm['moves']} frames that applied one: median {fm['move_median']:.2f} ms, max "
                   f"{fm['move_max']:.2f} ms{load})")
        out.append(f"{tag}_table_frame_cpu_p95_move_every_{move_every}: {fm['cpu_p95']:.2f} ms  (max "
                   f"{fm['cpu_max']:.2f} ms; the frames that applied a move: median {fm['move_cpu_median']:.2f} ms, "
                   f"max {fm['move_cpu_max']:.2f} ms of CPU)")
    return out


def terrorscape_lines(frames: int, move_every: int) -> list:
    return table_lines("terrorscape", frames, move_every,
                       lambda n, move_every=0: terrorscape_frames(n, move_every=move_every))


def hard_thinking_frames(frames: int = 300, size=(1920, 1080), seed: int = 7, seconds: float = 90.0) -> dict:
    """Frame times (ms) of the Zombie table with 4 Hard seats at the normal pace: the frames during which a
    Hard seat is thinking (its search runs in the thinking process, game/ui/tables/ai_worker.py), and, for
    comparison, the other frames of the same run. Stops after `frames` thinking frames or `seconds`."""
    from game.ui import tables
    from game.ui.tables import ai_worker

    seats = [{"kind": "ai", "level": "hard"}] * 4
    with _bench_app(size) as app:
        ai_worker.warm()
        if ai_worker.mode() == "process":
            ai_worker.process_worker().wait_ready()  # its start-up (imports) is not a thinking frame
        table = tables.start_game(app, "zombie", seats, "standard", {}, seed)
        app.run_frames(3, 1 / 60)
        thinking, other = [], []  # (wall ms, the frame loop's own CPU ms) per frame
        decisions = set()
        end = time.monotonic() + seconds
        while len(thinking) < frames and time.monotonic() < end:
            if table.session.over or app.top is not table:
                app.to_menu()
                seed += 1
                table = tables.start_game(app, "zombie", seats, "standard", {}, seed)
            job = table.thinker.job if table.thinking_seat() is not None else None
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            ms, cpu = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
            if job is not None and table.thinker.job is job:  # thinking all through the frame
                thinking.append((ms, cpu))
                decisions.add(job.id)
            else:
                other.append((ms, cpu))
        worker = ai_worker.mode()
    wall, cpu = [w for w, _ in thinking], [c for _, c in thinking]
    return {"median": statistics.median(wall) if wall else 0.0, "p95": percentile(wall, 0.95),
            "cpu_median": statistics.median(cpu) if cpu else 0.0, "cpu_p95": percentile(cpu, 0.95),
            "frames": len(thinking), "decisions": len(decisions), "other_frames": len(other),
            "other_p95": percentile([w for w, _ in other], 0.95),
            "other_cpu_p95": percentile([c for _, c in other], 0.95), "worker": worker,
            "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}


STARTUP_MARKER = "dreadboard-startup"  # the line App.step prints after its first frame (DREADBOARD_BENCH_STARTUP=1)


def marker_cpu(line: str):
    """The CPU seconds a start-up marker line reports ('...; cpu 0.281 s'), or None (an older app)."""
    match = re.search(r"cpu ([0-9.]+) s", line)
    return float(match.group(1)) if match else None


def startup_runs(runs: int = 3, cmd=None, cwd=None) -> list:
    """(wall, cpu) seconds from spawning the app (default `python -m game` from the project root) to its
    first drawn menu frame, one pair per run: wall as this process saw it, cpu as the app reported it (its
    process's CPU time at that frame; None from an app too old to say). Each run is a first start: its own
    empty DREADBOARD_HOME. build_exe.py --startup times the built program with this too."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    cmd = list(cmd) if cmd else [sys.executable, "-m", "game"]
    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="dreadboard-startup-") as home:
            env = dict(os.environ, DREADBOARD_BENCH_STARTUP="1", DREADBOARD_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1",
                       SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
                       SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, cwd=cwd or root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True)
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


def startup_figures(pairs: list) -> str:
    """'0.31 s wall (best 0.28), 0.28 s CPU (best 0.25)': medians and bests of startup_runs."""
    walls = [w for w, _ in pairs]
    cpus = [c for _, c in pairs if c is not None]
    text = f"{statistics.median(walls):.2f} s wall (best {min(walls):.2f})"
    return text + (f", {statistics.median(cpus):.2f} s CPU (best {min(cpus):.2f})" if cpus else "")


def startup_line(runs: int) -> str:
    """startup_to_menu as printed: wall and CPU time, median and best of `runs`."""
    return f"startup_to_menu: {startup_figures(startup_runs(runs))}, median of {runs}  (goal <= {START_GOAL_S:.0f} s)"


def games_per_second(games: int = 40, seed: int = 1) -> float:
    from game.ai import make_agent
    from game.core.simulate import simulate

    summary = simulate("zombie", 4, games, seed, ["random"], make_agent=make_agent)
    return summary.games / max(summary.seconds, 1e-9)


def run(args=None) -> int:
    quick = bool(getattr(args, "quick", False))
    if getattr(args, "startup", False):  # only the start-up figure, over --runs runs
        print(startup_line(max(1, int(getattr(args, "runs", 0) or 7))))
        return 0
    move_every = int(getattr(args, "move_every", None) or MOVE_EVERY)
    only = getattr(args, "table", None) or ("terrorscape" if getattr(args, "terrorscape", False) else None)
    if only:  # only one board table's figures
        if only not in TABLES:
            print(f"bench --table: no board table {only!r} (one of: {', '.join(sorted(TABLES))})", file=sys.stderr)
            return 2
        for line in table_lines(only, int(getattr(args, "frames", None) or 1200), move_every):
            print(line)
        return 0
    frames = table_frames(120 if quick else 300)
    print(f"zombie_table_frame_median: {frames['median']:.2f} ms")
    print(f"zombie_table_frame_p95: {frames['p95']:.2f} ms  (goal <= {FRAME_GOAL_MS:.0f} ms; "
          f"{frames['frames']} animated frames at 1920x1080, {frames['dice_frames']} with dice rolling, "
          f"{frames['card_frames']} with cards or chips flying)")
    print(f"zombie_table_frame_p95_all_frames: {frames['all_p95']:.2f} ms  (every frame of the same run, "
          "including the ones where an AI move is applied and the table redrawn)")
    # 20 s of play at the normal pace (the Killer moves), then the same with a move every few frames
    for line in terrorscape_lines(300 if quick else 1200, move_every):
        print(line)
    for line in table_lines("who_goes_there", 300 if quick else 1200, move_every):  # the same, 5 players
        print(line)
    for line in table_lines("the_thing", 300 if quick else 1200, move_every):  # the same, 5 players
        print(line)
    hard = hard_thinking_frames(60 if quick else 300)
    load = f"; load average {hard['load']:.1f}" if hard["load"] is not None else ""
    print(f"zombie_table_frame_p95_hard_thinking: {hard['p95']:.2f} ms wall, {hard['cpu_p95']:.2f} ms CPU of the "
          f"frame loop  (goal <= {FRAME_GOAL_MS:.0f} ms; medians {hard['median']:.2f} / {hard['cpu_median']:.2f} ms; "
          f"{hard['frames']} frames at 1920x1080 while one of 4 Hard seats thought, {hard['decisions']} decisions, "
          f"worker: {hard['worker']}{load})")
    print(f"zombie_table_frame_p95_no_seat_thinking: {hard['other_p95']:.2f} ms wall, {hard['other_cpu_p95']:.2f} ms "
          f"CPU  (the other {hard['other_frames']} frames of the same run)")
    print(startup_line(1 if quick else 3))
    gps = games_per_second(10 if quick else 40)
    print(f"zombie_random_games_per_second: {gps:.1f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(run())
