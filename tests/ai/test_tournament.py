"""`python -m game tournament`: seat rotation, the intervals it prints, its JSON, its chart, the balance sweep,
the same results for any number of jobs, and readable refusals of bad arguments (exit code 2)."""
from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from game.__main__ import main
from game.ai import tournament
from game.ai.progress import Progress
from game.ai.stats import newcombe_difference, paired_difference, percentile, t95, wilson
from game.ai.tournament import Config, run, seating, summarize, tasks
from game.ai.tournament_report import format_report

ROOT = Path(__file__).resolve().parents[2]


def test_every_agent_sits_in_every_seat_equally_in_the_same_deals():
    cfg = Config("zombie", 4, 7, ("hard", "normal", "easy"), seed=5)
    work = tasks(cfg)
    assert len(work) == 9  # 7 asked, rounded up to whole rotations of 3 agents
    per_seat = Counter((seat, kind) for t in work for seat, kind in enumerate(t[5]))
    assert set(per_seat.values()) == {3}  # each of the 4 seats held each of the 3 agents 3 times
    per_agent = Counter(kind for t in work for kind in t[5])
    assert per_agent == {"hard": 12, "normal": 12, "easy": 12}
    for block in range(3):  # the rotations of a block replay the same deal
        assert len({t[4] for t in work[3 * block:3 * block + 3]}) == 1
    assert len({t[4] for t in work}) == 3
    assert seating(("a", "b"), 4, 1) == ["b", "a", "b", "a"]
    assert seating(("a", "b", "c", "d", "e"), 3, 4) == ["e", "a", "b"]


def test_wilson_interval_matches_published_values():
    # Newcombe (1998), Statistics in Medicine 17, table I: 81/263 -> 0.2553 to 0.3662; 0/10 -> 0 to 0.2775
    p, lo, hi = wilson(81, 263)
    assert (round(lo, 4), round(hi, 4)) == (0.2553, 0.3662)
    assert round(p, 4) == 0.308
    p, lo, hi = wilson(0, 10)
    assert (p, lo, round(hi, 4)) == (0.0, 0.0, 0.2775)
    p, lo, hi = wilson(10, 10)
    assert (round(lo, 4), hi) == (0.7225, 1.0)
    p, lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)


def test_paired_difference_and_percentiles():
    d, lo, hi = paired_difference([1, 0, 1, 0], [0, 0, 0, 0])
    assert d == 0.5
    assert round(lo, 4) == round(0.5 - 3.182 * (1 / 3) ** 0.5 / 2, 4)  # Student's t, 3 degrees of freedom
    assert hi == 1.0  # clamped
    assert paired_difference([0.5], [0.25])[1:] == (-1.0, 1.0)  # one block: no spread to measure
    # Newcombe (1998), Statistics in Medicine 17, table II, method 10: 56/70 - 48/80 -> 0.0524 to 0.3339
    d, lo, hi = newcombe_difference(56, 70, 48, 80)
    assert (round(d, 4), round(lo, 4), round(hi, 4)) == (0.2, 0.0524, 0.3339)
    assert abs(t95(31) - 2.040) < 0.001 and abs(t95(120) - 1.980) < 0.001
    assert percentile([5, 1, 4, 2, 3], 50) == 3
    assert percentile([1, 2, 3, 4, 5], 95) == pytest.approx(4.8)
    assert percentile([], 95) == 0.0


def strip_times(results):
    return [{k: v for k, v in r.items() if k not in ("times", "cpu")} for r in results]  # clocks vary


def test_results_do_not_depend_on_the_number_of_jobs():
    cfg = Config("crimson_creek", 3, 4, ("random", "easy"), seed=11)
    one = run(cfg, jobs=1)
    two = run(cfg, jobs=2)
    assert strip_times(one) == strip_times(two)
    assert [r["index"] for r in two] == list(range(4))
    assert len({r["seed"] for r in one}) == 2
    a = summarize(cfg, one, 1.0, 1)
    b = summarize(cfg, two, 1.0, 2)
    for key in ("per_agent", "pairwise", "per_seat", "sides", "no_winner", "results"):
        assert a[key] == b[key], key


def test_a_time_limit_stops_between_whole_deals():
    import time

    cfg = Config("zombie", 3, 6, ("random", "easy"), seed=8)
    full = run(cfg)
    for jobs in (1, 2):
        told = []
        cut = run(cfg, jobs=jobs, deadline=time.monotonic() - 1, on_plan=told.append)  # past: the first deal only
        assert strip_times(cut) == strip_times(full[:2])
        assert told == [2]  # the progress bar learns it will see 2 games, not 6
    report = summarize(cfg, cut, 1.0)
    assert report["deals"] == 1 and report["deals_planned"] == 3 and report["stopped_by_time_limit"]
    assert report["per_agent"]["random"]["seat_games"] == 3
    assert "stopped by the time limit: 1 of 3 deals played" in format_report(report)
    assert not summarize(cfg, full, 1.0)["stopped_by_time_limit"]


def test_a_stopped_run_keeps_its_finished_games_in_the_json(tmp_path, monkeypatch, capsys):
    """The report is saved as the games finish: a run stopped (here Ctrl-C as game 6 starts) keeps the deals
    played through as figures and the finished games of a deal not yet through apart; the file the run
    replaced stays the backup."""
    from game.ai import tournament_cli

    out = tmp_path / "t.json"
    out.write_text('{"an": "earlier run"}')
    monkeypatch.setattr(tournament_cli, "SAVE_EVERY", 0.0)
    real = tournament.play_one
    on_disk = {}

    def play(task):
        if task[3] == 5:
            on_disk.update(json.loads(out.read_text()))  # what a kill -9 here would have left
            raise KeyboardInterrupt
        return real(task)

    monkeypatch.setattr(tournament, "play_one", play)
    assert cli("--game", "zombie", "--players", "3", "--games", "10", "--agents", "random,easy", "--seed", "2",
               "--json", str(out)) == 1
    assert "stopped (interrupted)" in capsys.readouterr().err
    assert on_disk["complete"] is False and on_disk["games"] == 4 and on_disk["deals"] == 2
    assert [g["index"] for g in on_disk["results"]] == [0, 1, 2, 3]
    assert [g["index"] for g in on_disk["unfinished_deals"]] == [4]
    assert on_disk["per_agent"]["random"]["seat_games"] == 6  # 2 deals x 3 seats, as in a whole run of 4 games
    data = json.loads(out.read_text())
    assert data["stopped"] == "interrupted" and data["results"] == on_disk["results"]
    assert json.loads(out.with_name("t.json.bak").read_text()) == {"an": "earlier run"}
    full = summarize(Config("zombie", 3, 4, ("random", "easy"), seed=2), run(Config("zombie", 3, 4, ("random", "easy"),
                                                                                    seed=2)), 1.0)
    assert data["per_agent"] == full["per_agent"] and data["pairwise"] == full["pairwise"]


def test_a_partial_report_counts_only_deals_played_through():
    cfg = Config("zombie", 3, 6, ("random", "easy"), seed=8)
    full = run(cfg)
    report = tournament.partial_report(cfg, [full[i] for i in (0, 1, 2, 4, 5)], 1.0)  # deal 1 half played
    assert report["deals"] == 2 and report["games"] == 4 and not report["complete"]
    assert [g["index"] for g in report["unfinished_deals"]] == [2]
    assert report["per_agent"] == summarize(cfg, [full[i] for i in (0, 1, 4, 5)], 1.0)["per_agent"]
    assert summarize(cfg, full, 1.0)["complete"] is True


def test_a_worker_killed_from_outside_stops_the_run_instead_of_hanging_it():
    import multiprocessing
    import os
    import signal

    cfg = Config("zombie", 3, 40, ("random", "easy"), seed=3)
    seen = []

    def kill_a_worker(res):
        seen.append(res["index"])
        if len(seen) == 1:
            for child in multiprocessing.active_children():
                os.kill(child.pid, signal.SIGKILL)

    with pytest.raises(tournament.WorkerLost, match="a worker process died"):
        run(cfg, jobs=2, on_game=kill_a_worker)
    assert len(seen) < 40


def test_a_stopped_run_leaves_no_worker_playing_on():
    import multiprocessing

    cfg = Config("zombie", 3, 40, ("random", "easy"), seed=3)
    # other tests in this process may have left children of their own (the table's one thinking process
    # lives as long as the app): only the tournament's workers are this test's business
    before = set(multiprocessing.active_children())

    def stop(_res):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run(cfg, jobs=2, on_game=stop)
    ours = [c for c in multiprocessing.active_children() if c not in before]
    # the pool's own thread reaps the workers too: a join that loses that race returns at once while the
    # process still reads as alive, until the thread records its exit code (so wait on is_alive, not join)
    end = time.monotonic() + 10
    while any(c.is_alive() for c in ours) and time.monotonic() < end:
        time.sleep(0.05)
    assert not [c for c in ours if c.is_alive()]


def cli(*args):
    return main(["tournament", *args])


def test_json_holds_every_figure_with_its_version(tmp_path, capsys):
    out = tmp_path / "t.json"
    assert cli("--game", "zombie", "--players", "3", "--games", "4", "--agents", "random,easy", "--seed", "2",
               "--json", str(out)) == 0
    text = capsys.readouterr().out
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "dreadboard-tournament" and data["version"] == tournament.REPORT_VERSION
    assert data["games"] == 4 and data["agents"] == ["random", "easy"] and data["players"] == 3
    assert len(data["results"]) == 4
    for kind in ("random", "easy"):
        r = data["per_agent"][kind]
        assert r["seat_games"] == 6
        wins = sum(seat in g["winners"] for g in data["results"] for seat, k in enumerate(g["seating"]) if k == kind)
        assert r["wins"] == wins
        assert r["ci95"] == list(wilson(wins, 6)[1:])
        assert f"{kind}" in text and f"won {r['wins']} of 6 seat-games" in text
        t = data["decision_seconds"][kind]
        assert t["decisions"] > 0 and 0 <= t["p50"] <= t["p95"] <= t["max"]
    (pair,) = data["pairwise"]
    assert (pair["a"], pair["b"]) == ("random", "easy")
    assert pair["difference"] == pytest.approx(data["per_agent"]["random"]["win_rate"]
                                               - data["per_agent"]["easy"]["win_rate"])
    assert pair["ci95"] == [min(pair["ci95_paired"][0], pair["ci95_independent"][0]),
                            max(pair["ci95_paired"][1], pair["ci95_independent"][1])]
    assert data["hard_budget"] is None  # no Hard seat
    assert "games: 4, seconds:" in text
    assert data["machine"]["cpus"] >= 1 and "load_average_1min" in data["machine"]
    if data["machine"]["load_average_1min"] is not None:  # no load average on Windows
        assert data["machine"]["load_average_during"]["samples"] == 4  # one per game
        assert f"on average (max {data['machine']['load_average_during']['max']}) while they ran" in text
    # a second run keeps the first file as a backup (atomic write)
    assert cli("--game", "zombie", "--players", "3", "--games", "2", "--agents", "random", "--json", str(out)) == 0
    assert json.loads(out.with_name("t.json.bak").read_text())["games"] == 4


def test_decisions_with_a_single_legal_action_are_counted_apart():
    cfg = Config("zombie", 3, 1, ("random",), seed=4)
    (res,) = run(cfg)
    assert res["forced"]["random"] > 0
    report = summarize(cfg, [res], 1.0)
    t = report["decision_seconds"]["random"]
    assert t["forced"] == res["forced"]["random"]
    assert t["decisions"] + t["forced"] == res["steps"]


def test_chart_is_a_png_with_the_bars_drawn(tmp_path, capsys):
    out = tmp_path / "charts" / "t.png"
    assert cli("--game", "zombie", "--players", "3", "--games", "2", "--agents", "random,easy",
               "--chart", str(out)) == 0
    blob = out.read_bytes()
    assert blob[:8] == b"\x89PNG\r\n\x1a\n" and len(blob) > 2000
    import pygame

    from game.ui import tournament_chart

    img = pygame.image.load(str(out))
    assert img.get_width() >= 800
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, img.get_width(), 7)
               for y in range(0, img.get_height(), 5)}
    assert len(colours) > 20  # text, bars and whiskers, not a blank page
    rgb = pygame.image.tobytes(img, "RGB")
    for kind in ("random", "easy"):  # each agent's whisker, in its own colour
        assert bytes(tournament_chart.COLOURS[kind]) * 3 in rgb, kind
    assert bytes(tournament_chart.COLOURS["hard"]) * 3 not in rgb  # no Hard agent played
    assert not list(out.parent.glob(".*.png"))  # no temporary file left


def test_sweep_over_variants_gives_a_row_per_side_and_variant(tmp_path, capsys):
    out = tmp_path / "sweep.json"
    assert cli("--game", "crimson_creek", "--players", "3", "--games", "2", "--agents", "random",
               "--sweep", "variant", "--json", str(out)) == 0
    text = capsys.readouterr().out
    data = json.loads(out.read_text())
    assert data["format"] == "dreadboard-tournament-sweep" and data["version"] == tournament.REPORT_VERSION
    assert [p["value"] for p in data["points"]] == ["beginner", "standard", "advanced"]
    for point in data["points"]:
        assert point["report"]["variant"] == point["value"]
        assert point["report"]["sides_are_roles"]
        assert set(point["report"]["sides"]) <= {"survivor", "possessed"}
        assert "survivor" in point["report"]["sides"]
    rows = data["balance"]
    assert {r["value"] for r in rows} == {"beginner", "standard", "advanced"}
    assert sum(r["side"] == "no winner (games)" for r in rows) == 3
    table = text.splitlines()
    assert table[1].split()[:3] == ["variant", "possessed", "survivor"]
    assert [line.split()[0] for line in table[3:6]] == ["beginner", "standard", "advanced"]


def test_sweep_skips_what_cannot_be_played_and_sweeps_option_values(tmp_path, capsys):
    out = tmp_path / "sweep.json"
    assert cli("--game", "zombie", "--players", "4", "--games", "1", "--agents", "random",
               "--sweep", "variant", "--json", str(out)) == 0
    text = capsys.readouterr().out
    data = json.loads(out.read_text())
    assert [p["value"] for p in data["points"]] == ["standard"]
    assert {s["value"] for s in data["skipped"]} == {"allied_camps", "new_victims"}
    assert "skipped allied_camps: variant allied_camps is for 2-3 players" in text
    assert cli("--game", "zombie", "--players", "3", "--games", "1", "--agents", "random,easy",
               "--sweep", "option:mortal", "--json", str(out)) == 0
    data = json.loads(out.read_text())
    assert [p["value"] for p in data["points"]] == [False, True]
    assert [p["report"]["options"]["mortal"] for p in data["points"]] == [False, True]
    assert set(data["points"][0]["report"]["sides"]) == {"random", "easy"}  # no roles: a side per agent


def test_crimson_creek_sides_name_the_possessed_seat():
    cfg = Config("crimson_creek", 6, 6, ("random",), seed=3)
    results = run(cfg)
    assert all(r["sides"] for r in results)
    assert all(r["sides"].count("possessed") <= 1 for r in results)
    assert any("possessed" in r["sides"] for r in results)  # 6 seats: every character is played
    report = summarize(cfg, results, 1.0)
    possessed = sum(r["sides"].count("possessed") for r in results)
    assert report["sides"]["possessed"]["seat_games"] == possessed
    assert report["sides"]["survivor"]["seat_games"] == 36 - possessed
    assert report["sides_by_agent"]["possessed"]["random"]["seat_games"] == possessed


@pytest.mark.parametrize("args, words", [
    (["--game", "chess", "--players", "2"], "unknown game 'chess'"),
    (["--game", "zombie", "--players", "9"], "zombie is for 2-8 players, not 9"),
    (["--game", "zombie", "--players", "4", "--agents", "normal,genius"], "unknown agent 'genius'"),
    (["--game", "zombie", "--players", "4", "--games", "0"], "--games must be at least 1"),
    (["--game", "zombie", "--players", "4", "--jobs", "0"], "--jobs must be at least 1"),
    (["--game", "zombie", "--players", "4", "--variant", "allied_camps"], "allied_camps is for 2-3 players"),
    (["--game", "zombie", "--players", "4", "--variant", "nope"], "zombie has no variant 'nope'"),
    (["--game", "zombie", "--players", "4", "--option", "strain=martians"], "option strain is one of"),
    (["--game", "zombie", "--players", "4", "--option", "colour=red"], "zombie has no option 'colour'"),
    (["--game", "zombie", "--players", "4", "--option", "mortal"], "--option takes NAME=VALUE"),
    (["--game", "zombie", "--players", "4", "--variant", "new_victims"], "needs Mortal Reckoning"),
    (["--game", "zombie", "--players", "4", "--sweep", "seats"], "--sweep takes 'variant' or"),
    (["--game", "zombie", "--players", "4", "--sweep", "option:mortal=maybe"], "true or false"),
    (["--game", "zombie", "--players", "4", "--chart", "out.jpg"], "--chart writes a PNG"),
    (["--game", "zombie", "--players", "4", "--hard-seconds", "0"], "--hard-seconds must be above 0"),
    (["--game", "zombie", "--players", "4", "--max-minutes", "-1"], "--max-minutes must be above 0"),
])
def test_bad_arguments_get_a_readable_message_and_exit_2(args, words, capsys):
    assert cli(*args) == 2
    err = capsys.readouterr().err
    assert err.startswith("tournament: ") and words in err, err
    assert "Traceback" not in err


def test_a_folder_that_cannot_be_written_is_refused_before_any_game(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert cli("--game", "zombie", "--players", "4", "--json", str(blocker / "t.json")) == 2
    assert "--json" in capsys.readouterr().err


def test_hard_budget_is_passed_only_when_given(monkeypatch):
    seen = []

    class Recording:
        def __init__(self, game_id, seat, level, **budget):
            seen.append(budget)
            self.seconds, self.iterations = budget.get("seconds"), budget.get("iterations")

    import game.ai.ismcts as ismcts

    monkeypatch.setattr(ismcts, "HardAgent", Recording)
    tournament.build_agent("hard", "zombie", 0, {"iterations": 50})
    assert seen == [{"iterations": 50}]
    used = tournament.hard_budget_used("zombie", {"seconds": 0.25})
    assert used["seconds"] == 0.25 and used["agent"].endswith("Recording")


def test_progress_redraws_one_line_on_a_terminal_and_writes_plain_lines_otherwise():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    clock = iter([0.0, 10.0, 20.0, 40.0, 40.0])
    tty = Tty()
    bar = Progress(4, stream=tty, now=lambda: next(clock))
    bar.step()
    bar.step()
    bar.step(2)
    bar.close()
    out = tty.getvalue()
    assert out.count("\n") == 1 and out.count("\r") == 3
    assert "1/4 games  0:10 elapsed  ~0:30 left" in out  # 10 s per game, 3 to go
    assert "2/4 games  0:20 elapsed  ~0:20 left" in out
    assert "4/4 games  0:40 elapsed  done" in out
    plain = io.StringIO()
    clock = iter([0.0, 1.0, 2.0, 9.0, 9.5])
    bar = Progress(4, stream=plain, now=lambda: next(clock))
    for _ in range(4):
        bar.step()
    lines = plain.getvalue().splitlines()
    assert "\r" not in plain.getvalue()
    assert [line.split()[1] for line in lines] == ["1/4", "3/4", "4/4"]  # at most one line per 5 s, and the last


def test_time_left_honours_the_time_limit():
    clock = iter([0.0, 10.0, 20.0, 65.0, 75.0])
    plain = io.StringIO()
    bar = Progress(100, stream=plain, now=lambda: next(clock), deadline=60.0, tail=4)
    bar.step()  # 10 s a game: 99 games would take 16:30, but no deal starts after 60 s
    assert "1/100 games  0:10 elapsed  ~1:30 left (time limit)" in plain.getvalue()  # 50 s + 4 games
    bar.shrink(92)  # the run stopped at the limit: 8 games in all
    bar.step(5)  # past the limit: the games still to play decide
    assert plain.getvalue().splitlines()[-1].endswith("6/8 games  1:05 elapsed  ~0:22 left")
    bar.step(2)
    assert plain.getvalue().splitlines()[-1].endswith("8/8 games  1:15 elapsed  done")


def test_the_chart_is_drawn_by_the_caller_the_agents_package_draws_none(tmp_path, monkeypatch, capsys):
    """game.ai.tournament_cli draws --chart with the writer its caller hands in; handed none, it refuses
    --chart before any game is played (it never reaches for game.ui itself)."""
    from game.ai import tournament_cli

    seen = []
    real = tournament_cli.main
    monkeypatch.setattr(tournament_cli, "main", lambda args, save_chart=None: seen.append((args, save_chart)) or 0)
    out = tmp_path / "t.png"
    assert cli("--game", "zombie", "--players", "2", "--games", "1", "--agents", "random", "--chart", str(out)) == 0
    (args, writer), = seen
    assert callable(writer)
    monkeypatch.setattr(tournament, "play_one", lambda task: pytest.fail("a game was played"))
    assert real(args) == 2
    assert "--chart: this caller draws no charts" in capsys.readouterr().err
    assert not out.exists()


def test_no_pygame_without_a_chart():
    code = ("import sys\nfrom game.__main__ import main\n"
            "rc = main(['tournament', '--game', 'zombie', '--players', '2', '--games', '1', '--agents', 'random'])\n"
            "print(rc, 'pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "0 False", out.stderr


def test_decisions_the_time_cap_cut_short_are_counted():
    cfg = Config("zombie", 2, 2, ("hard", "random"), seed=6, hard_budget={"iterations": 10 ** 6, "seconds": 0.005})
    results = run(cfg)
    report = summarize(cfg, results, 1.0, budget=tournament.hard_budget_used("zombie", cfg.hard_budget))
    hard = report["decision_seconds"]["hard"]
    assert 0 < hard["capped"] <= hard["decisions"] and report["decision_seconds"]["random"]["capped"] == 0
    assert hard["capped"] == sum(r["capped"]["hard"] for r in results)
    text = format_report(report)
    assert f"{hard['capped']} cut short by the time cap" in text
    assert 0 < hard["cpu_p50"] <= hard["cpu_p95"] and "CPU p50" in text  # the CPU time of each decision too
    assert "(1000000 iterations per decision, capped at 0.005 s)" in text


def test_a_roles_game_reports_each_sides_win_rate_and_how_games_ended(tmp_path, capsys):
    """Terrorscape's tournament: each side's win rate and how the games ended (which side won, and how)."""
    out = tmp_path / "t.json"
    assert cli("--game", "terrorscape", "--players", "2", "--games", "4", "--agents", "normal,random",
               "--json", str(out)) == 0
    text = capsys.readouterr().out
    report = json.loads(out.read_text())
    assert set(report["sides"]) == {"killer", "survivors"} and report["sides_are_roles"]
    assert sum(report["endings"].values()) == report["games"] == 4
    assert all(e.split(" won: ")[0] in ("killer", "survivors") for e in report["endings"])
    assert "how the games ended: " in text
