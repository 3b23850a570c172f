"""The hostile corpus (tests/hostile/content, tests/hostile/records; made by tools/make_hostile_corpus.py)
and property-based generation of more. Each test adds to TALLY; the run ends with a summary line
(tests/conftest.py, summed over the xdist workers): files tried per family, hypothesis cases, and the results (crashes, hangs, files changed)."""
from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).parent
TALLY: Counter = Counter()
# A real save of each game at today's rules version (tests/core/data/records, written by Dreadboard's own Save):
# what the generators damage, so each game's files are mutated, not only one game's.
def _newest_saves() -> dict:
    out: dict = {}
    for p in (HERE.parent / "core" / "data" / "records").glob("*_rules_v*.json"):
        game, _, rest = p.stem.partition("_rules_v")
        if rest.isdigit() and int(rest) > out.get(game, (0, None))[0]:
            out[game] = (int(rest), p)
    return {game: p for game, (_, p) in sorted(out.items())}


GOOD_SAVES = _newest_saves()


def family(path: Path) -> str:
    return path.stem.rsplit("_", 1)[0]


def snapshot(folder: Path) -> dict:
    """Name -> sha256 of every file under `folder` (to prove that nothing was changed)."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private DREADBOARD_HOME: crash reports would land in home/logs."""
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DREADBOARD_NO_CRASH_WINDOW", "1")
    return tmp_path / "home"


def no_crash_reports(home: Path) -> bool:
    return not list(home.rglob("crash-*.txt"))
