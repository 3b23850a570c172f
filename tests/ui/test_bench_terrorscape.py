"""`python -m game bench --terrorscape`: the forced-moves run really applies a move every few frames (the
figure it reports is about those frames), and the report names both runs' figures."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.ui import bench, bench_frames  # noqa: E402


def test_the_forced_moves_run_applies_a_move_every_few_frames():
    from game.ui.tables import ai_worker

    old = ai_worker.set_mode("inline")  # the answers come within the frame: a count that does not hang on load
    try:
        calm = bench.terrorscape_frames(60, size=(640, 360), seed=3)
        forced = bench.terrorscape_frames(60, size=(640, 360), seed=3, move_every=4)
    finally:
        ai_worker.set_mode(old)
    assert forced["frames"] == calm["frames"] == 60
    assert forced["moves"] >= 8 > calm["moves"]  # at the normal pace a move waits ~50 frames
    assert forced["move_max"] >= forced["move_median"] > 0 and forced["move_cpu_max"] > 0
    assert forced["max"] >= forced["p95"] >= forced["median"] > 0


def test_the_report_names_both_runs(monkeypatch):
    fake = {"median": 1.0, "p95": 2.0, "max": 3.0, "frames": 10, "moving": 1, "dice": 0, "moves": 2,
            "move_median": 1.5, "move_max": 2.5, "cpu_p95": 1.8, "cpu_max": 2.8, "move_cpu_median": 1.2,
            "move_cpu_max": 2.2, "load": 0.5}
    monkeypatch.setattr(bench_frames, "terrorscape_frames", lambda frames, move_every=0: fake)
    lines = bench_frames.terrorscape_lines(10, 4)
    assert [ln.split(":")[0] for ln in lines] == [
        "terrorscape_table_frame_median", "terrorscape_table_frame_p95", "terrorscape_table_frame_cpu_p95",
        "terrorscape_table_frame_p95_move_every_4", "terrorscape_table_frame_cpu_p95_move_every_4"]


def test_bench_table_runs_only_the_named_board_table(monkeypatch, capsys):
    """`bench --table GAME` prints one table's figures (every table in bench_frames.bench_games(), one mechanism);
    `--terrorscape` is `--table terrorscape`; an unknown table is refused naming the ones there are."""
    from types import SimpleNamespace

    calls = []
    monkeypatch.setattr(bench_frames, "table_lines", lambda game, frames, move_every: calls.append((game, frames, move_every))
                        or [f"{game} line"])
    args = SimpleNamespace(quick=False, startup=False, table="who_goes_there", terrorscape=False, move_every=6,
                           frames=90)
    assert bench.run(args) == 0 and calls == [("who_goes_there", 90, 6)]
    assert capsys.readouterr().out == "who_goes_there line\n"
    assert bench.run(SimpleNamespace(quick=False, startup=False, table=None, terrorscape=True)) == 0
    assert calls[-1] == ("terrorscape", 1200, bench.MOVE_EVERY)
    assert bench.run(SimpleNamespace(quick=False, startup=False, table="zombies", terrorscape=False)) == 2
    assert "who_goes_there" in capsys.readouterr().err
