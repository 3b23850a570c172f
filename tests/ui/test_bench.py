"""`python -m game bench`: the full run measures every figure of every game it is given (tiny frame counts and
window sizes here; the Hard search cut to a few iterations) and its JSON holds them with their units; the
command writes the report and compares it with an older one. Nothing here asserts a time."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from types import SimpleNamespace  # noqa: E402

import pytest  # noqa: E402

from game.core import bench_report  # noqa: E402
from game.ui import bench, bench_frames  # noqa: E402

TINY = {"frames": 3, "hard_frames": 2, "seconds": 8.0, "decisions": {"easy": 3, "normal": 3, "hard": 1},
        "engine_seconds": 0.05, "startup_runs": 1, "replay_frames": 2}
TABLE = ("frame_median", "frame_p95", "frame_cpu_p95", "frame_p95_hard_thinking", "frame_cpu_p95_hard_thinking")
AI = ("decision_median", "decision_p95", "decision_cpu_p95")
ENGINE = ("actions_per_second", "games_per_second", "clone_us", "traced_peak")
ONCE = ("startup.to_menu_wall", "startup.to_menu_cpu", "memory.app_at_menu", "memory.bench_tables",
        "memory.thinking_process")


def expected(games, sizes) -> set:
    names = set(ONCE)
    for g in games:
        names |= {f"table.{g}.{w}x{h}.{f}" for w, h in sizes for f in TABLE}
        names |= {f"ai.{g}.{lv}.{f}" for lv in ("easy", "normal", "hard") for f in AI}
        names |= {f"engine.{g}.{f}" for f in ENGINE}
        names |= {f"replay.{g}.{f}" for f in ("jump_back_500", "revealed_median", "revealed_p95",
                                                       "scrub_frame_median", "scrub_frame_p95")}
    return names


def check_run(tmp_path, monkeypatch, games, sizes):
    from game.core import bench_engine
    from game.ui.tables import ai_worker

    monkeypatch.setattr(ai_worker, "_mode", "process")  # the bench measures the thinking process (tests run inline)
    monkeypatch.setenv("DREADBOARD_HARD_ITERATIONS", "40")  # a Hard decision of a few ms, in the process too
    monkeypatch.setattr(bench_engine, "ROUND_SECONDS", 0.02)
    monkeypatch.setattr(bench_engine, "reference_playout", lambda: None)  # its figures are optional
    report = bench.measure_all(TINY, sizes, games, progress=lambda text: None)
    assert report["failed"] == {}
    path = tmp_path / "bench.json"
    bench_report.write_report(path, report)
    figures = bench_report.load_figures(path)
    assert set(figures) == expected(games, sizes)
    units = {name: f["unit"] for name, f in figures.items()}
    assert all(units[n] == "ms" for n in units if n.startswith(("table.", "ai.")))
    assert units["startup.to_menu_wall"] == "s" and units["memory.app_at_menu"] == "MiB"
    assert all(f["value"] > 0 for f in figures.values())
    assert figures["engine.zombie.actions_per_second"]["better"] == "higher"
    assert figures["table.zombie.320x180.frame_p95"]["better"] == "lower"
    text = bench.format_tables(report)
    for g in games:
        rows = [line for line in text.splitlines() if line.startswith(g)]
        assert len(rows) == 3  # its frames, its AI decisions, its engine
        for row in rows[:2]:  # "-" stands for a missing figure (the engine's has the absent reference's)
            assert "-" not in row.replace("(", " ").replace(")", " ").replace("/", " ").split(), row


def test_the_full_run_gives_every_figure_of_a_game_with_units(tmp_path, monkeypatch):
    check_run(tmp_path, monkeypatch, ("zombie",), [(320, 180)])


@pytest.mark.slow
def test_the_full_run_gives_every_figure_of_every_game_at_two_sizes(tmp_path, monkeypatch):
    check_run(tmp_path, monkeypatch, bench_frames.bench_games(), [(320, 180), (400, 225)])


def fake_report(value: float) -> dict:
    report = bench_report.new_report({"games": ["zombie"], "sizes": ["320x180"], "startup_runs": 1})
    report["figures"] = {"table.zombie.320x180.frame_p95": bench_report.figure(value, "ms")}
    report["failed"] = {}
    return bench_report.finish(report)


def test_the_command_writes_the_report_and_compares_it_with_an_old_one(tmp_path, monkeypatch, capsys):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    bench_report.write_report(old, fake_report(2.0))
    plans = []
    monkeypatch.setattr(bench, "measure_all", lambda plan, sizes: plans.append((plan, sizes)) or fake_report(3.0))
    args = SimpleNamespace(quick=True, json=str(new), compare=[str(old)], threshold=None, sizes="320x180,640x360")
    assert bench.run(args) == 0
    assert plans == [(bench.QUICK, [(320, 180), (640, 360)])]
    assert bench_report.load_figures(new)["table.zombie.320x180.frame_p95"]["value"] == 3.0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("table.zombie.320x180.frame_p95"))
    assert "1.500" in row and row.endswith("WORSE")
    assert bench.run(SimpleNamespace(quick=True, sizes="320by180")) == 2
    assert "320by180" in capsys.readouterr().err
