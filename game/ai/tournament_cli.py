"""`python -m game tournament`: checks the arguments (a readable message and exit code 2 for a bad one,
before any game is played), runs the tournament or the balance sweep with a progress bar, prints the
report, and writes --json (atomically, with a backup; rewritten as the games finish, so a run stopped by
Ctrl-C, SIGTERM, a lost worker or a kill keeps the deals it played through) and --chart (through the chart
writer its caller hands in: this package imports no pygame and no game.ui)."""
from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Optional

from game.ai.agents import AGENT_KINDS
from game.ai.progress import Progress
from game.ai.tournament import (REPORT_VERSION, Config, hard_budget_used, machine, partial_report, run,
                                summarize)
from game.ai.tournament_report import balance_rows, format_balance, format_report
from game.core.atomic import write_json_atomic
from game.games import get_info

TRUE_WORDS = {"true": True, "yes": True, "on": True, "1": True,
              "false": False, "no": False, "off": False, "0": False}


class BadArguments(ValueError):
    """An argument the tournament cannot use; its text says which and why."""


def option_value(info, name: str, text: str):
    """`text` as a value of the game's option `name` (bool, int or one of its choices)."""
    option = next((o for o in info.options if o.id == name), None)
    if option is None:
        known = ", ".join(o.id for o in info.options) or "none"
        raise BadArguments(f"{info.id} has no option {name!r}; its options: {known}")
    if option.kind == "bool":
        if text.lower() not in TRUE_WORDS:
            raise BadArguments(f"option {name} is true or false, not {text!r}")
        return TRUE_WORDS[text.lower()]
    if option.kind == "int":
        try:
            return int(text)
        except ValueError:
            raise BadArguments(f"option {name} is a whole number, not {text!r}") from None
    for choice in option.choices:
        if str(choice) == text:
            return choice
    raise BadArguments(f"option {name} is one of {', '.join(map(str, option.choices))}, not {text!r}")


def option_values(info, name: str) -> list:
    """Every value of an option, for a sweep that names none."""
    option = next((o for o in info.options if o.id == name), None)
    if option is None:
        option_value(info, name, "")  # raises the readable message
    if option.kind == "bool":
        return [False, True]
    if option.choices:
        return list(option.choices)
    raise BadArguments(f"option {name} takes any whole number: name the values, e.g. option:{name}=1,2")


def parse_options(info, items) -> dict:
    options = {}
    for item in items or []:
        name, eq, text = item.partition("=")
        if not eq or not name.strip():
            raise BadArguments(f"--option takes NAME=VALUE, not {item!r}")
        options[name.strip()] = option_value(info, name.strip(), text.strip())
    return options


def check_variant(info, variant: str, players: int) -> str:
    """Why `variant` cannot be played at `players` seats ("" when it can)."""
    match = next((v for v in info.variants if v.id == variant), None)
    if match is None:
        return f"{info.id} has no variant {variant!r}; its variants: {', '.join(v.id for v in info.variants)}"
    lo, hi = match.min_seats or info.min_seats, match.max_seats or info.max_seats
    if not lo <= players <= hi:
        return f"variant {variant} is for {lo}-{hi} players"
    return ""


def parse_sweep(info, text: str, players: int, options: dict) -> tuple:
    """('variant' | 'option', option name or None, [values], [skipped {value, why}])."""
    if text == "variant":
        if not info.variants:
            raise BadArguments(f"{info.id} has no variants to sweep")
        values, skipped = [], []
        for v in info.variants:
            why = check_variant(info, v.id, players) or info.setup_problem(players, v.id, options)
            (skipped.append({"value": v.id, "why": why}) if why else values.append(v.id))
        if not values:
            raise BadArguments(f"no variant of {info.id} can be played at {players} players")
        return "variant", None, values, skipped
    if text.startswith("option:"):
        name, eq, listed = text[len("option:"):].partition("=")
        name = name.strip()
        if eq:
            values = [option_value(info, name, t.strip()) for t in listed.split(",") if t.strip()]
            if not values:
                raise BadArguments(f"--sweep option:{name}= names no values")
        else:
            values = option_values(info, name)
        skipped = []
        for value in list(values):
            why = info.setup_problem(players, options.get("variant"), {**options, name: value})
            if why:
                values.remove(value)
                skipped.append({"value": value, "why": why})
        if not values:
            raise BadArguments(f"no value of option {name} can be played with this set-up")
        return "option", name, values, skipped
    raise BadArguments(f"--sweep takes 'variant' or 'option:NAME=v1,v2' (or 'option:NAME'), not {text!r}")


def writable(path: str, flag: str) -> None:
    """Fail before any game is played if the result could not be written."""
    folder = Path(path).expanduser().resolve().parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadArguments(f"{flag} {path}: cannot create the folder {folder} ({exc.strerror})") from None
    if not os.access(folder, os.W_OK):
        raise BadArguments(f"{flag} {path}: the folder {folder} is not writable")
    if Path(path).is_dir():
        raise BadArguments(f"{flag} {path} is a folder; name a file")


def config_from(args) -> tuple:
    """(Config, sweep or None): every argument checked."""
    try:
        info = get_info(args.game)
    except KeyError as exc:
        raise BadArguments(exc.args[0]) from None
    if not info.min_seats <= args.players <= info.max_seats:
        raise BadArguments(f"{info.id} is for {info.min_seats}-{info.max_seats} players, not {args.players}")
    agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
    if not agents:
        raise BadArguments("--agents names no agent (e.g. --agents hard,normal,easy,random)")
    for a in agents:
        if a not in AGENT_KINDS:
            raise BadArguments(f"unknown agent {a!r}; agents: {', '.join(AGENT_KINDS)}")
    if args.games < 1:
        raise BadArguments(f"--games must be at least 1, not {args.games}")
    if args.max_minutes is not None and not args.max_minutes > 0:
        raise BadArguments(f"--max-minutes must be above 0, not {args.max_minutes}")
    if args.jobs < 1:
        raise BadArguments(f"--jobs must be at least 1, not {args.jobs}")
    options = parse_options(info, args.option)
    if args.variant:
        why = check_variant(info, args.variant, args.players)
        if why:
            raise BadArguments(why)
        options["variant"] = args.variant
    budget = {}
    if args.hard_seconds is not None:
        if not args.hard_seconds > 0:
            raise BadArguments(f"--hard-seconds must be above 0, not {args.hard_seconds}")
        budget["seconds"] = args.hard_seconds
    if args.hard_iterations is not None:
        if args.hard_iterations < 1:
            raise BadArguments(f"--hard-iterations must be at least 1, not {args.hard_iterations}")
        budget["iterations"] = args.hard_iterations
    sweep = None
    if args.sweep:
        if args.sweep == "variant" and args.variant:
            raise BadArguments("--sweep variant plays every variant: leave out --variant")
        sweep = parse_sweep(info, args.sweep.strip(), args.players, options)
    else:
        why = info.setup_problem(args.players, options.get("variant"), options)
        if why:
            raise BadArguments(why)
    for path, flag in ((args.json, "--json"), (args.chart, "--chart")):
        if path:
            writable(path, flag)
    if args.chart and not args.chart.lower().endswith(".png"):
        raise BadArguments(f"--chart writes a PNG: name a .png file, not {args.chart!r}")
    return Config(args.game, args.players, args.games, agents, args.seed, options, budget), sweep


def _budget(cfg: Config):
    if "hard" not in cfg.agents:
        return None
    try:
        return hard_budget_used(cfg.game, cfg.hard_budget)
    except ValueError as exc:
        raise BadArguments(str(exc)) from None


SAVE_EVERY = 1.0  # seconds: the --json file is rewritten at most this often while games finish


class Saver:
    """Writes the report so far to --json as the games finish (atomically), so a run that is stopped or
    killed keeps its games. The first write keeps the file it replaces as the backup (`<name>.bak`); the
    later writes of the same run leave that backup alone."""

    def __init__(self, path, now=time.monotonic):
        self.path, self.now = path, now
        self.saved, self.last, self.failed = False, None, False

    def due(self) -> bool:
        return bool(self.path) and (self.last is None or self.now() - self.last >= SAVE_EVERY)

    def write(self, data: dict, force: bool = False) -> None:
        """Write `data` (when due, or always with `force`)."""
        if not (self.due() or force and self.path):
            return
        t = self.now()
        try:
            write_json_atomic(self.path, data, backup=not self.saved)
        except OSError as exc:  # a full disk must not stop the games; the end tries again
            if not self.failed:
                print(f"tournament: cannot save {self.path} as the games finish ({exc}); "
                      f"playing on", file=sys.stderr)
            self.failed = True
            if force:
                raise
            return
        self.saved, self.last = True, t


class Stopped(Exception):
    """The run was told to stop (SIGTERM): handled like Ctrl-C."""


def _stop(_signum, _frame):
    raise Stopped("terminated")


def _sweep_data(cfg: Config, sweep, budget, reports: list, complete: bool) -> dict:
    kind, name, _values, skipped = sweep
    data = {"format": "dreadboard-tournament-sweep", "version": REPORT_VERSION, "game": cfg.game,
            "players": cfg.players, "agents": list(cfg.agents), "seed": cfg.seed, "kind": kind, "name": name,
            "options": cfg.options, "hard_budget": budget,
            "points": [{"value": v, "report": r} for v, r in reports], "skipped": skipped, "complete": complete}
    data["balance"] = balance_rows(data)
    return data


def _load_during(report: dict, loads: list) -> None:
    """The load average while the games were played (sampled as each finished), beside the one at the start."""
    if report.get("machine") is not None and loads:
        report["machine"]["load_average_during"] = {"mean": round(sum(loads) / len(loads), 2), "max": max(loads),
                                                    "samples": len(loads)}


def main(args, save_chart: Optional[Callable] = None) -> int:
    """Run the tournament `args` asks for. `save_chart(report, path)` draws --chart: the caller hands it in
    (game/__main__.py hands game.ui.tournament_chart's), so the agents' package never imports a screen."""
    try:
        cfg, sweep = config_from(args)
        if args.chart and save_chart is None:
            raise BadArguments("--chart: this caller draws no charts")
        budget = _budget(cfg)
    except BadArguments as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    if sweep is None:
        points = [(None, cfg)]
    else:
        kind, name, values, skipped = sweep
        key = "variant" if kind == "variant" else name
        points = [(v, Config(cfg.game, cfg.players, cfg.games, cfg.agents, cfg.seed, {**cfg.options, key: v},
                             cfg.hard_budget)) for v in values]
    cpus = os.cpu_count() or 1
    if budget and budget.get("seconds") and args.jobs > cpus:
        print(f"tournament: note: {args.jobs} jobs on {cpus} CPUs: a Hard agent on a time budget (or cap) gets "
              f"less than a CPU per decision and may search less", file=sys.stderr)
    # a time limit is shared by the points of a sweep: each gets an equal part of what is left
    end = time.monotonic() + 60 * args.max_minutes if args.max_minutes else None
    progress = Progress(sum(c.total_games for _, c in points), deadline=end, tail=len(cfg.agents))
    saver = Saver(args.json)
    reports, played, loads = [], [], []
    point = {}

    def report_so_far(final: bool):
        """The whole report: the points done, and the one being played (its whole deals)."""
        value, point_cfg = points[len(reports)] if len(reports) < len(points) else (None, None)
        current = []
        if point_cfg is not None and played:
            current = [(value, partial_report(point_cfg, played, time.perf_counter() - point["start"], args.jobs,
                                              budget, point["host"]))]
            _load_during(current[0][1], loads)
        if sweep is None:
            return current[0][1] if current else reports[0][1] if reports else None
        return _sweep_data(cfg, sweep, budget, reports + current, final and not current)

    def finished(res):
        played.append(res)
        load = machine()["load_average_1min"]
        if load is not None:
            loads.append(load)
        progress.step()
        if saver.due():
            saver.write(report_so_far(final=False))

    previous = signal.signal(signal.SIGTERM, _stop) if threading.current_thread() is threading.main_thread() else None
    try:
        for n, (value, point_cfg) in enumerate(points):
            point.update(start=time.perf_counter(), host=machine())
            played.clear()
            loads.clear()
            deadline = None if end is None else time.monotonic() + (end - time.monotonic()) / (len(points) - n)
            results = run(point_cfg, args.jobs, on_game=finished, deadline=deadline,
                          on_plan=lambda games, planned=point_cfg.total_games: progress.shrink(planned - games))
            report = summarize(point_cfg, results, time.perf_counter() - point["start"], args.jobs, budget,
                               point["host"])
            _load_during(report, loads)
            reports.append((value, report))
            played.clear()
    except (KeyboardInterrupt, Stopped, RuntimeError) as exc:
        progress.close()
        why = "interrupted" if isinstance(exc, (KeyboardInterrupt, Stopped)) else str(exc)
        data = report_so_far(final=False)
        kept = "no --json named: nothing kept"
        if args.json and data is not None:
            data["stopped"] = why
            saver.write(data, force=True)
            kept = f"the deals played through are in {args.json}"
        print(f"tournament: stopped ({why}); {kept}", file=sys.stderr)
        return 1
    finally:
        progress.close()
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    if sweep is None:
        data = reports[0][1]
        print(format_report(data))
    else:
        data = _sweep_data(cfg, sweep, budget, reports, True)
        print(format_balance(data))
    if args.json:
        saver.write(data, force=True)
        print(f"wrote {args.json}")
    if args.chart:
        save_chart(data, args.chart)
        print(f"wrote {args.chart}")
    return 0
