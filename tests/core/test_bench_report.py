"""`python -m game bench --compare`: a planted slowdown is flagged in the figure's own direction, the ratio is
new/old, and a missing or hostile report is refused with a message naming the file and the key, before any
run and without writing anything. No timing is asserted here (speed lives in the bench itself)."""
from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.core import bench_report
from game.core.bench_report import figure


def report_with(figures: dict) -> dict:
    report = bench_report.new_report({"plan": "test"})
    report["figures"] = figures
    return bench_report.finish(report)


OLD = {"table.zombie.1280x720.frame_p95": figure(4.0, "ms"),  # planted: 6.0 new (50% slower)
       "engine.zombie.actions_per_second": figure(20000, "1/s", "higher"),  # planted: 15000 (25% fewer)
       "ai.zombie.easy.decision_p95": figure(1.0, "ms"),  # 1.05: within the threshold
       "startup.to_menu_wall": figure(1.0, "s"),  # 0.5: better
       "memory.gone": figure(10, "MiB")}
NEW = {"table.zombie.1280x720.frame_p95": figure(6.0, "ms"),
       "engine.zombie.actions_per_second": figure(15000, "1/s", "higher"),
       "ai.zombie.easy.decision_p95": figure(1.05, "ms"),
       "startup.to_menu_wall": figure(0.5, "s"),
       "memory.added": figure(12, "MiB")}


@pytest.fixture
def files(tmp_path):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    bench_report.write_report(old, report_with(OLD))
    bench_report.write_report(new, report_with(NEW))
    return old, new


def test_a_planted_slowdown_is_flagged_in_each_figures_own_direction(files, capsys):
    old, new = files
    assert main(["bench", "--compare", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line for line in out.splitlines() if line.split() and "." in line.split()[0]}
    assert "1.500" in rows["table.zombie.1280x720.frame_p95"] and rows["table.zombie.1280x720.frame_p95"].endswith(
        "WORSE")
    assert "0.750" in rows["engine.zombie.actions_per_second"] and rows["engine.zombie.actions_per_second"].endswith(
        "WORSE")  # fewer actions a second is worse
    assert "1.050" in rows["ai.zombie.easy.decision_p95"] and "WORSE" not in rows["ai.zombie.easy.decision_p95"]
    assert rows["startup.to_menu_wall"].endswith("better")
    assert "memory.gone" not in rows and "memory.added" not in rows  # a line each for what only one measured
    assert f"only in {old} (1): memory.gone" in out and f"only in {new} (1): memory.added" in out
    summary = out.strip().splitlines()[-1]
    assert summary.startswith("2 of 4 figures worse by more than 10%")
    assert "frame_p95" in summary and "actions_per_second" in summary and "decision_p95" not in summary


def test_the_threshold_decides_what_is_flagged(files, capsys):
    old, new = files
    assert main(["bench", "--compare", str(old), str(new), "--threshold", "0.4"]) == 0
    out = capsys.readouterr().out
    assert out.strip().splitlines()[-1].startswith("1 of 4 figures worse by more than 40%: table.zombie")
    rows = bench_report.compare(bench_report.load_figures(old), bench_report.load_figures(new), 0.01)
    assert {r["name"] for r in rows if r["change"] == "worse"} == {
        "table.zombie.1280x720.frame_p95", "engine.zombie.actions_per_second", "ai.zombie.easy.decision_p95"}


def test_a_report_round_trips_with_its_machine_and_load(tmp_path):
    path = tmp_path / "r.json"
    bench_report.write_report(path, report_with(OLD))
    data = json.loads(path.read_text())
    assert data["format"] == bench_report.FORMAT and data["version"] == bench_report.VERSION
    assert data["machine"]["cpus"] and data["machine"]["python"]
    assert set(data["load_average"]) == {"start", "end"} and "git" in data
    assert bench_report.load_figures(path) == {k: {"value": v["value"], "unit": v["unit"], "better": v["better"]}
                                               for k, v in OLD.items()}


GOOD = json.dumps(report_with({"a.b": figure(1.0, "ms")}))


HOSTILE = [  # (file text or bytes, what the message must name besides the file)
    (None, "does not exist"),
    ("", "empty"),
    (GOOD[:len(GOOD) // 2], "line"),
    (b"\xff\xfe\x00binary", "UTF-8"),
    ("[1, 2]", "the top level"),
    (json.dumps({"games": {}, "players": 4}), "format"),
    (GOOD.replace('"version": 1', '"version": 99'), "version"),
    (GOOD.replace('"version": 1', '"version": "1"'), "version"),
    (GOOD.replace('"figures": {', '"figures": [], "x": {'), "figures"),
    (GOOD.replace('"value": 1.0', '"value": "fast"'), "figures.a.b.value"),
    (GOOD.replace('"value": 1.0', '"value": true'), "figures.a.b.value"),
    (GOOD.replace('"value": 1.0', '"value": NaN'), "NaN"),
    (GOOD.replace('"value": 1.0', '"value": 1e999'), "too large"),
    (GOOD.replace('"better": "lower"', '"better": "sideways"'), "figures.a.b.better"),
    (GOOD.replace('"unit": "ms"', '"unit": ["ms"]'), "figures.a.b.unit"),
    (GOOD.replace('"a.b": {', '"a.b": 3, "c": {'), "figures.a.b"),
    ("[" * 5000, "deep"),
]


@pytest.mark.parametrize("text,named", HOSTILE)
def test_a_missing_or_hostile_old_report_is_refused_naming_the_file_and_key(tmp_path, capsys, text, named,
                                                                         monkeypatch):
    from game.ui import bench

    monkeypatch.setattr(bench, "measure_all", lambda *a, **k: pytest.fail("ran the bench with an unusable OLD"))
    bad, good, out = tmp_path / "old.json", tmp_path / "good.json", tmp_path / "new.json"
    if isinstance(text, bytes):
        bad.write_bytes(text)
    elif text is not None:
        bad.write_text(text)
    before = bad.read_bytes() if bad.exists() else None
    good.write_text(GOOD)
    for argv in (["bench", "--compare", str(bad), str(good)], ["bench", "--compare", str(good), str(bad)],
                 ["bench", "--compare", str(bad), "--json", str(out)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert str(bad) in err and named.lower() in err.lower(), err
        assert "Traceback" not in err
    assert not out.exists()  # refused before the run: nothing written
    assert (bad.read_bytes() if bad.exists() else None) == before


def test_the_engine_bench_refuses_a_hostile_old_report_before_it_runs(tmp_path, capsys, monkeypatch):
    from game.core import bench_engine

    monkeypatch.setattr(bench_engine, "run_engine", lambda **k: pytest.fail("ran with an unusable OLD"))
    bad = tmp_path / "old.json"
    bad.write_text("{")
    assert main(["bench", "--engine", "--compare", str(bad)]) == 2
    assert str(bad) in capsys.readouterr().err


def test_more_than_two_files_to_compare_are_refused(tmp_path, capsys):
    assert main(["bench", "--compare", "a.json", "b.json", "c.json"]) == 2
    assert "two files at most" in capsys.readouterr().err


def test_a_negative_threshold_is_refused(files, capsys):
    old, new = files
    assert main(["bench", "--compare", str(old), str(new), "--threshold", "-0.1"]) == 2
    assert "--threshold" in capsys.readouterr().err
