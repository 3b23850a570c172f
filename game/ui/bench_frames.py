"""Frame times of the game tables, for `python -m game bench` (bench.py prints and names them).

Every table is timed the same way: a headless app (dummy video driver, its own settings home) opens the table
with computer seats only and steps it at a fixed dt of 1/60 s without waiting (update + draw + flip of each
frame timed by the wall clock, and by the frame loop's own CPU time, which a busy machine inflates far less);
a game that ends is followed by the next seed's. The computer seats think in the thinking process
(game/ui/tables/ai_worker.py), started and ready before the first timed frame, as at a real table.
"""
from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections import namedtuple
from contextlib import contextmanager

from game.core.bench_report import percentile
from game.core.registry import get_manifest

MOVE_EVERY = 4  # the forced-moves run: a computer move every 4 frames (15 a second at 60 fps)
SIZES = ((1280, 720), (1920, 1080))


def bench_games() -> tuple:
    """The ids of the games with a table, in the registry's order (every table, one mechanism)."""
    from game.ui.tables import table_games

    return table_games()


def bench_seats(game_id: str) -> int:
    """The computer seats at the game's timed table (its manifest's bench_seats)."""
    return get_manifest(game_id).bench_seats

# one timed frame: wall and CPU ms; whether the table animated and dice rolled as it began; whether it applied
# a move; whether a computer seat was thinking all through it (its decision out before, not taken in it)
Frame = namedtuple("Frame", "ms cpu anim dice moved thinking")


def headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@contextmanager
def bench_app(size):
    """A headless app with its own settings home (the user's settings and saves are never touched)."""
    headless()
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


def play_frames(game_id: str, seats: list, frames: int, size=(1920, 1080), seed: int = 7, move_every: int = 0,
                counts=None, seconds: float = 0.0, pace: str = "normal") -> list:
    """Frames of `game_id`'s table with `seats` ([{kind, level}]) until `frames` of them passed `counts(Frame)`
    (every frame by default), or `seconds` of wall clock went by; without `seconds`, or 40 times `frames` (and
    600 more: a game's first move waits the pace) were drawn.
    `move_every` N > 0 forces a move every N frames (as Space does while computer play is paused: the
    animations skipped, one move applied), so the frames that apply a move and redraw after it are many.
    `pace` is the computer seats' pace setting (game/ui/tables/pacing.py)."""
    from game.ui.tables import ai_worker, open_directly

    counts = counts or (lambda frame: True)

    def start(seed):
        table = open_directly(app, game_id, seats, {}, seed, autosave=False)
        app.run_frames(3, 1 / 60)  # warm the caches of the first frame
        if move_every:
            table.computer.pacer.pause()
        return table

    with bench_app(size) as app:
        app.settings.guides_shown = [*app.settings.guides_shown, game_id]
        app.settings.ai_pace = pace
        if ai_worker.mode() == "process":
            ai_worker.warm()
            ai_worker.process_worker().wait_ready()  # its start-up (imports) is not a thinking frame
        table = start(seed)
        out, counted = [], 0
        end = time.monotonic() + seconds if seconds else None
        limit = frames * 40 + 600 if end is None else float("inf")
        while counted < frames and len(out) < limit and (end is None or time.monotonic() < end):
            if table.session.over or app.top is not table:
                app.to_menu()
                seed += 1
                table = start(seed)
            if move_every and len(out) % move_every == 0:
                table.pause_or_step()
            tray = getattr(table.anims, "tray", None)  # Crimson Creek throws no dice
            anim, rolling = table.animating(), tray is not None and not tray.done
            steps = len(table.session.steps)
            job = table.computer.thinker.job if table.computer.thinking_seat() is not None else None
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            ms, cpu = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
            frame = Frame(ms, cpu, anim, rolling, len(table.session.steps) != steps,
                          job is not None and table.computer.thinker.job is job)
            out.append(frame)
            counted += bool(counts(frame))
    return out


def frame_stats(frames: list) -> dict:
    """Median, p95 and max of the wall and CPU ms of `frames` (zeros for none)."""
    wall, cpu = [f.ms for f in frames], [f.cpu for f in frames]
    return {"frames": len(frames), "median": statistics.median(wall) if wall else 0.0,
            "p95": percentile(wall, 0.95), "max": max(wall, default=0.0),
            "cpu_median": statistics.median(cpu) if cpu else 0.0, "cpu_p95": percentile(cpu, 0.95),
            "cpu_max": max(cpu, default=0.0)}


def load1():
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else None


def board_frames(game_id: str, seats: int, frames: int = 1200, size=(1920, 1080), seed: int = 7,
                 move_every: int = 0) -> dict:
    """Every frame of a table with `seats` computer seats at the normal pace (play_frames), `frames` of them:
    their stats, and those of the frames that applied a move (rare at the normal pace, many with
    `move_every`)."""
    got = play_frames(game_id, [{"kind": "ai"}] * seats, frames, size, seed, move_every)
    every, moved = frame_stats(got), frame_stats([f for f in got if f.moved])
    return {**every, "moving": sum(f.anim for f in got), "dice": sum(f.dice for f in got), "moves": moved["frames"],
            "move_median": moved["median"], "move_max": moved["max"], "move_cpu_median": moved["cpu_median"],
            "move_cpu_max": moved["cpu_max"], "load": load1()}


def terrorscape_frames(frames: int = 1200, size=(1920, 1080), seed: int = 7, move_every: int = 0) -> dict:
    """The Terrorscape table with 3 computer seats (board_frames)."""
    return board_frames("terrorscape", 3, frames, size, seed, move_every)


def table_lines(game_id: str, frames: int, move_every: int, run=None) -> list:
    """A table's figures as `bench --table GAME` prints them (its manifest: computer seats, its dice): every
    frame at the normal pace, then with a move forced every `move_every` frames, at 1920x1080. `run(frames,
    move_every=N)` times the frames (by default board_frames with the table's seats)."""
    manifest = get_manifest(game_id)
    tag, seats, dice = game_id, manifest.bench_seats, manifest.dice_word
    run = run or (lambda n, move_every=0: board_frames(game_id, seats, n, move_every=move_every))
    ts = run(frames)
    load = f", load average {ts['load']:.1f}" if ts["load"] is not None else ""
    out = [f"{tag}_table_frame_median: {ts['median']:.2f} ms",
           f"{tag}_table_frame_p95: {ts['p95']:.2f} ms  (max {ts['max']:.2f} ms; {ts['frames']} frames at "
           f"1920x1080 with {seats} computer seats, {ts['moving']} animating, {ts['dice']} with {dice} rolling, "
           f"{ts['moves']} applying a move{load})",
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


def table_figures(game_id: str, size, frames: int, hard_frames: int, seed: int = 7, seconds: float = 20.0) -> dict:
    """The full bench's figures of one table at one size: {"anim": frame_stats of up to `frames` frames that
    began with something moving (dice rolling, cards, tokens or pawns travelling), the table's computer seats
    at the Normal level and the fast pace; "hard": frame_stats of up to `hard_frames` frames during which a Hard
    seat was thinking (every seat Hard); each run stops after `seconds` of wall clock; "dice": how many of the
    animated frames had dice rolling}."""
    seats = bench_seats(game_id)
    # At the fast pace a computer move waits 0.35 s instead of 0.9 after the last one's animations, so the
    # frames worth timing (something moving, a seat thinking) come sooner; what such a frame costs is the same.
    anim = [f for f in play_frames(game_id, [{"kind": "ai"}] * seats, frames, size, seed,
                                   counts=lambda f: f.anim, seconds=seconds, pace="fast") if f.anim]
    hard = [f for f in play_frames(game_id, [{"kind": "ai", "level": "hard"}] * seats, hard_frames, size, seed,
                                   counts=lambda f: f.thinking, seconds=seconds, pace="fast") if f.thinking]
    return {"anim": frame_stats(anim), "hard": frame_stats(hard), "dice": sum(f.dice for f in anim),
            "load": load1()}
