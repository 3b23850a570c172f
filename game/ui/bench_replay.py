"""The replay viewer's frame while scrubbing, for `python -m game bench`: every frame jumps to another
step of a long random game (the bench_engine.replay_jump_back game) and draws it with everything revealed:
the timeline's move, the table's new view, the Revealed panel and the board.
"""
from __future__ import annotations

import statistics
import time

from game.core.bench_report import percentile

from .bench_frames import bench_app


def scrub_frames(game_id: str, frames: int = 40, size=(1920, 1080), seed: int = 3) -> dict:
    """{"median", "p95" (seconds), "frames", "steps"}: `frames` viewer frames, each at a step drawn at random."""
    from game.core import records
    from game.core.bench_engine import _replay_game
    from game.core.replay_timeline import SNAPSHOT_EVERY, Timeline
    from game.core.rng import Rng

    from .scenes.replay_viewer import open_replay

    game_seed, actions, final, seats = _replay_game(game_id, 500 + SNAPSHOT_EVERY)
    timeline = Timeline(records.make_record(game_id, {}, game_seed, seats, actions, state_hash=final))
    rng = Rng(seed)
    times = []
    with bench_app(size) as app:
        viewer = open_replay(app, timeline, step=0)
        app.run_frames(2)
        for _ in range(frames):
            start = time.perf_counter()
            viewer.go(rng.randbelow(timeline.steps + 1))
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
    return {"median": statistics.median(times), "p95": percentile(times, 0.95), "frames": frames,
            "steps": timeline.steps, "seats": seats}
