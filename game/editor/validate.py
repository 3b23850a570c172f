"""Map validation for the editor's live panel and `python -m game validate [FILES]`. No pygame.

Runs exactly what the games run at load (game.core.layouts.parse_layout: the schema, the generic
checks and every registered game check; every game's maps module is imported first so its checks
are registered), and turns each problem into a `Problem` with the key path, the line and the item
it points at, so the editor can select what is wrong.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.core import layouts, paths
from game.core.errors import DataFileError

_REF = re.compile(r"^(locations|areas|edges|slots|seating)\[(\d+)\]")
_LINE = re.compile(r"line (\d+)")
_loaded = False


@dataclass(frozen=True)
class Problem:
    path: str
    key: str        # "locations[3].rect", "" when the whole file is concerned
    line: Optional[int]
    message: str

    @property
    def ref(self) -> Optional[tuple]:
        """(section, index) of the item the problem is about, when the key names one."""
        m = _REF.match(self.key)
        return (m.group(1), int(m.group(2))) if m else None

    def __str__(self) -> str:
        where = self.key + (f", line {self.line}" if self.line else "") if self.key else \
            (f"line {self.line}" if self.line else "")
        return f"{self.path}" + (f" ({where})" if where else "") + f": {self.message}"


def load_game_checks() -> None:
    """Import game.games.<name>.maps for every game, so each registers its layout checks."""
    global _loaded
    if _loaded:
        return
    import game.games as games_pkg

    for info in pkgutil.iter_modules(games_pkg.__path__):
        if not info.ispkg:
            continue
        name = f"game.games.{info.name}.maps"
        try:
            if importlib.util.find_spec(name) is not None:
                importlib.import_module(name)
        except ImportError:
            pass
    _loaded = True


def _problem(err: DataFileError) -> Problem:
    where = err.where or ""
    line = None
    m = _LINE.search(where)
    if m:
        line = int(m.group(1))
    key = where.split(",")[0].strip()
    if key.startswith("line "):
        key = ""
    return Problem(err.path, key, line, err.problem)


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
    return layout, problems


def check_file(path) -> list:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [Problem(str(path), "", None, f"cannot read the file: {exc}")]
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
        if not problems and f.parent == paths.MAPS:
            try:  # ids must be unique across maps/ (layouts.load_all)
                layout = layouts.load_layout(f)
                if layout.id in ids:
                    problems.append(Problem(str(f), "id", None, f"layout id '{layout.id}' is also used by {ids[layout.id]}"))
                ids.setdefault(layout.id, f.name)
            except DataFileError:
                pass
        for p in problems:
            print(str(p), file=err)
        bad += bool(problems)
        if not problems:
            print(f"{f}: ok", file=out)
    print(f"validate: {len(files) - bad} of {len(files)} file(s) ok", file=out if not bad else err)
    return 1 if bad else 0
