"""The bench's figures as one JSON file, and the change between two such files (`python -m game bench --json
OUT.json`, `bench --compare OLD.json [NEW.json]`). No pygame here.

A report is {"format": "dreadboard-bench", "version": 1, "created", "program", "git", "machine", "load_average",
"settings", "figures"}; each figure is named (dotted: `table.zombie.1920x1080.frame_p95`) and holds
{"value", "unit", "better": "lower"|"higher", "note"}. Comparing reads only the figures, so an old file and a new
one compare however their runs were set up; the ratio is new / old, and a figure is flagged when it is worse
by more than the threshold in its own direction (a slower frame, fewer games a second). Ratios, not goals: on a
shared machine the absolute figures move with the load, a ratio taken on the same machine moves less.
"""
from __future__ import annotations

import math
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

from . import paths
from .errors import DataFileError

FORMAT = "dreadboard-bench"
VERSION = 1
THRESHOLD = 0.10  # designed: worse by more than 10% is flagged (run-to-run noise on a calm machine is ~5%)
DIRECTIONS = ("lower", "higher")


def percentile(values: list, q: float) -> float:
    """The nearest-rank percentile (q in 0..1) of `values`; 0.0 for none."""
    xs = sorted(values)
    if not xs:
        return 0.0
    return xs[min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))]


def figure(value: float, unit: str, better: str = "lower", note: str = "") -> dict:
    """One named figure's entry: its value, its unit, which way is better, and what it measures."""
    if better not in DIRECTIONS:
        raise ValueError(f"better must be one of {DIRECTIONS}, not {better!r}")
    return {"value": float(value), "unit": unit, "better": better, "note": note}


def load_average() -> Optional[list]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):  # Windows has none
        return None


def git_describe(root: Path = paths.ROOT) -> Optional[str]:
    """`git describe --always --dirty --tags` of the checkout, or None (no git, or not a checkout)."""
    try:
        out = subprocess.run(["git", "describe", "--always", "--dirty", "--tags"], cwd=root, capture_output=True,
                             text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return (out.stdout.strip() or None) if out.returncode == 0 else None


def machine_info() -> dict:
    """What the figures were measured on (the window side adds pygame's and SDL's versions)."""
    return {"platform": platform.platform(), "machine": platform.machine(), "processor": platform.processor(),
            "cpus": os.cpu_count(), "python": platform.python_version(),
            "implementation": platform.python_implementation()}


def new_report(settings: dict) -> dict:
    """An empty report: where and how it was run (figures are added to report['figures'])."""
    from .version import describe

    return {"format": FORMAT, "version": VERSION, "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "program": describe(), "git": git_describe(), "machine": machine_info(),
            "load_average": {"start": load_average()}, "settings": dict(settings), "figures": {}}


def finish(report: dict) -> dict:
    report["load_average"]["end"] = load_average()
    return report


def write_report(path, report: dict) -> None:
    """Write atomically (the file a previous run left becomes `<name>.bak`)."""
    from .atomic import write_json_atomic

    write_json_atomic(path, report)


# -- reading a report back ----------------------------------------------------------------------------------


def load_figures(path) -> dict:
    """The figures of the report at `path`: {name: {"value", "unit", "better"}}. Raises DataFileError naming
    the file, the key and what is wrong, for anything that is not a report this module wrote."""
    from .jsonfile import read_json

    data = read_json(path, what="bench report")
    if not isinstance(data, dict):
        raise DataFileError(path, f"a bench report is a JSON object, not {_kind(data)}", where="the top level")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise DataFileError(path, f"not a Dreadboard bench report (format is {_show(fmt)}, not {FORMAT!r}); "
                            "write one with `python -m game bench --json FILE`", where="format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DataFileError(path, f"the version must be a whole number from 1, not {_show(version)}",
                            where="version")
    if version > VERSION:
        raise DataFileError(path, f"version {version} is newer than this program reads ({VERSION})",
                            where="version")
    figures = data.get("figures")
    if not isinstance(figures, dict):
        raise DataFileError(path, f"'figures' must be an object of named figures, not {_kind(figures)}",
                            where="figures")
    out = {}
    for name, entry in figures.items():
        where = f"figures.{name}"
        if not isinstance(entry, dict):
            raise DataFileError(path, f"a figure is an object with value, unit and better, not {_kind(entry)}",
                                where=where)
        value = entry.get("value")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise DataFileError(path, f"the value must be a number, not {_show(value)}", where=f"{where}.value")
        unit = entry.get("unit", "")
        if not isinstance(unit, str) or len(unit) > 20:
            raise DataFileError(path, f"the unit must be a short text, not {_show(unit)}", where=f"{where}.unit")
        better = entry.get("better", "lower")
        if better not in DIRECTIONS:
            raise DataFileError(path, f"better must be 'lower' or 'higher', not {_show(better)}",
                                where=f"{where}.better")
        out[name] = {"value": float(value), "unit": unit, "better": better}
    return out


def _kind(value) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number")


def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# -- comparing ----------------------------------------------------------------------------------------------


def compare(old: dict, new: dict, threshold: float = THRESHOLD) -> list:
    """One row per figure in either: {name, old, new, unit, ratio (new/old or None), change ('worse', 'better',
    '' within the threshold, 'only old', 'only new')}. Worse means worse in the figure's own direction by more
    than `threshold` (a lower-is-better figure whose ratio is above 1 + threshold, a higher-is-better one whose
    ratio is below 1 / (1 + threshold))."""
    rows = []
    for name in sorted(set(old) | set(new)):
        o, n = old.get(name), new.get(name)
        unit = (n or o)["unit"]
        if o is None or n is None:
            rows.append({"name": name, "old": o and o["value"], "new": n and n["value"], "unit": unit,
                         "ratio": None, "change": "only new" if o is None else "only old"})
            continue
        ratio = n["value"] / o["value"] if o["value"] else None
        worse = ratio if n["better"] == "lower" else (1 / ratio if ratio else None)
        if worse is None:
            change = ""
        elif worse > 1 + threshold:
            change = "worse"
        elif worse < 1 / (1 + threshold):
            change = "better"
        else:
            change = ""
        rows.append({"name": name, "old": o["value"], "new": n["value"], "unit": unit, "ratio": ratio,
                     "change": change})
    return rows


def _num(value) -> str:
    if value is None:
        return "-"
    if value == 0 or abs(value) >= 100:
        return f"{value:,.0f}"
    return f"{value:.3g}" if abs(value) < 10 else f"{value:.1f}"


def format_compare(rows: list, old_name: str, new_name: str, threshold: float = THRESHOLD) -> str:
    """The figures in both as a table, then those only in one of them (a run of one part, `--engine`, measures
    fewer: named in one line each, not a row each), then the figures worse by more than the threshold."""
    both = [r for r in rows if r["change"] not in ("only old", "only new")]
    width = max([len(r["name"]) for r in both] + [6])
    lines = [f"{old_name} -> {new_name} (ratio new/old; WORSE: worse by more than {threshold:.0%} in the figure's "
             "own direction)", f"{'figure':<{width}}  {'old':>10}    {'new':>10}  {'unit':<8} {'ratio':>7}"]
    for r in both:
        ratio = f"{r['ratio']:.3f}" if r["ratio"] is not None else "-"
        flag = {"worse": "WORSE", "better": "better"}.get(r["change"], "")
        lines.append(f"{r['name']:<{width}}  {_num(r['old']):>10} -> {_num(r['new']):>10}  {r['unit']:<8} "
                     f"{ratio:>7}  {flag}".rstrip())
    for change, name in (("only old", old_name), ("only new", new_name)):
        alone = [r["name"] for r in rows if r["change"] == change]
        if alone:
            more = f" and {len(alone) - 8} more" if len(alone) > 8 else ""
            lines.append(f"only in {name} ({len(alone)}): {', '.join(alone[:8])}{more}")
    worse = [r["name"] for r in rows if r["change"] == "worse"]
    lines.append(f"{len(worse)} of {sum(r['ratio'] is not None for r in rows)} figures worse by more than "
                 f"{threshold:.0%}" + (f": {', '.join(worse)}" if worse else ""))
    return "\n".join(lines)


def read_base(path, prog: str) -> Optional[dict]:
    """The figures of the report `path` to compare against, or None after saying on stderr why it cannot be
    used (the message names the file and the key)."""
    try:
        return load_figures(path)
    except DataFileError as exc:
        print(f"{prog} --compare: {exc}", file=sys.stderr)
        return None


def compare_two(files: list, threshold: float, prog: str) -> int:
    """`--compare OLD.json NEW.json`: two reports compared, nothing run. 0, or 2 when either is unusable."""
    old, new = (read_base(f, prog) for f in files)
    if old is None or new is None:
        return 2
    print(format_compare(compare(old, new, threshold), str(files[0]), str(files[1]), threshold))
    return 0


class Comparison:
    """`--compare OLD.json [NEW.json]` and `--threshold` as `bench` and `bench --engine` take them:

        cmp = Comparison(args, "bench")
        code = cmp.before_run()          # an exit code: two files compared, or a refusal; None: run
        ...                              # the run
        cmp.after_run(figures, "NEW.json")   # prints old -> new when OLD was given
    """

    def __init__(self, args, prog: str):
        self.files = [str(f) for f in (getattr(args, "compare", None) or [])]
        threshold = getattr(args, "threshold", None)
        self.threshold = THRESHOLD if threshold is None else float(threshold)
        self.prog = prog
        self.old: Optional[dict] = None

    def before_run(self) -> Optional[int]:
        if not math.isfinite(self.threshold) or self.threshold < 0:
            print(f"{self.prog} --threshold: a fraction from 0 (0.1 is 10%), not {self.threshold}", file=sys.stderr)
            return 2
        if len(self.files) > 2:
            print(f"{self.prog} --compare: OLD.json, or OLD.json NEW.json (two files at most)", file=sys.stderr)
            return 2
        if len(self.files) == 2:  # two reports: compared, nothing run
            return compare_two(self.files, self.threshold, self.prog)
        if self.files:  # a bad OLD file is refused before a run of minutes, not after it
            self.old = read_base(self.files[0], self.prog)
            if self.old is None:
                return 2
        return None

    def after_run(self, figures: dict, new_name: Optional[str]) -> None:
        if self.old is not None:
            rows = compare(self.old, figures, self.threshold)
            print(format_compare(rows, self.files[0], new_name or "this run", self.threshold))
