"""Map validation for the editor's live panel and `python -m game validate [FILES]`. No pygame.

Runs exactly what the games run at load (game.core.layouts.parse_layout: the schema, the generic
checks and every registered game check; every game's maps module is imported first so its checks
are registered), and turns each problem into a `Problem` with the key path, the line and the item
it points at, so the editor can select what is wrong.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.core import layouts, paths
from game.core.errors import DataFileError

_REF = re.compile(r"^(locations|areas|edges|slots|seating)\[(\d+)\]")
_LINE = re.compile(r"line (\d+)")


@dataclass(frozen=True)
class Problem:
    path: str
    key: str        # "locations[3].rect", "" when the whole file is concerned
    line: Optional[int]
    message: str
    severity: str = "error"  # "warning": the game plays the map, but a player may misread it

    @property
    def ref(self) -> Optional[tuple]:
        """(section, index) of the item the problem is about, when the key names one."""
        m = _REF.match(self.key)
        return (m.group(1), int(m.group(2))) if m else None

    def __str__(self) -> str:
        where = self.key + (f", line {self.line}" if self.line else "") if self.key else \
            (f"line {self.line}" if self.line else "")
        return f"{self.path}" + (f" ({where})" if where else "") + \
            (": warning" if self.severity == "warning" else "") + f": {self.message}"

    @property
    def is_error(self) -> bool:
        return self.severity != "warning"


def load_game_checks() -> None:
    """Import game.games.<name>.maps for every game, so each registers its layout checks."""
    layouts.load_game_checks()


def _problem(err: DataFileError, severity: str = "error") -> Problem:
    where = err.where or ""
    line = None
    m = _LINE.search(where)
    if m:
        line = int(m.group(1))
    key = where.split(",")[0].strip()
    if key.startswith("line "):
        key = ""
    return Problem(err.path, key, line, err.problem, severity)


def check_text(text: str, path="<map>") -> tuple:
    """(layout or None, [Problem]) for TOML text: every problem the game would report at load."""
    load_game_checks()
    layout, errors = layouts.parse_layout(text, path)
    problems = [_problem(e) for e in errors]
    if layout is not None and errors and not any("invalid TOML" in e.problem for e in errors):
        # parse problems stop the loader before the checks; the editor shows those too
        try:
            seen = {(p.key, p.message) for p in problems}
            for e in layouts.check_layout(layout, text):
                p = _problem(e)
                if (p.key, p.message) not in seen:
                    problems.append(p)
        except Exception:  # a half-broken layout can trip a game check; the parse problems stand
            pass
    if layout is not None:
        try:
            problems += [_problem(e, "warning") for e in layouts.check_warnings(layout, text)]
        except Exception:
            pass
    return layout, problems


def errors_of(problems: list) -> list:
    return [p for p in problems if p.is_error]


def check_file(path) -> list:
    path = Path(path)
    try:
        text = layouts.read_map_text(path)
    except DataFileError as exc:
        return [_problem(exc)]
    return check_text(text, path)[1]


def default_files() -> list:
    """Every layout under maps/ (the templates under maps/templates/ too)."""
    return sorted(paths.MAPS.glob("*.toml")) + sorted((paths.MAPS / "templates").glob("*.toml"))


def main(files=None, out=None, err=None) -> int:
    """Validate FILES (default: maps/); print each problem; return 1 when any, else 0."""
    out = out or sys.stdout
    err = err or sys.stderr
    files = [Path(f) for f in files] if files else default_files()
    if not files:
        print("validate: no map files given and none in maps/", file=err)
        return 2
    bad = 0
    ids: dict = {}
    for f in files:
        problems = check_file(f)
        if not errors_of(problems) and f.parent == paths.MAPS:
            try:  # ids must be unique across maps/ (layouts.load_all)
                layout = layouts.load_layout(f)
                if layout.id in ids:
                    problems.append(Problem(str(f), "id", None, f"layout id '{layout.id}' is also used by {ids[layout.id]}"))
                ids.setdefault(layout.id, f.name)
            except DataFileError:
                pass
        for p in problems:
            print(str(p), file=err)
        errors = errors_of(problems)
        bad += bool(errors)
        if not errors:
            warned = len(problems) - len(errors)
            print(f"{f}: ok" + (f" ({warned} warning{'s' if warned != 1 else ''})" if warned else ""), file=out)
    print(f"validate: {len(files) - bad} of {len(files)} file(s) ok", file=out if not bad else err)
    return 1 if bad else 0
