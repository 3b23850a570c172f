"""The saves folder: what is in it, what Continue may open, which autosaves a new game may retire.

No pygame. A save's `meta` is only a label for menus (who sat where, the turn, when); the record's
seed and actions are the game. Reading never changes a file.

Autosaves: each game played gets its own file, `autosave-<game>-<started>.json` (the table writes it
at every turn and on leaving). Up to AUTOSAVES_PER_GAME are kept per game; starting another retires
the oldest, finished games first, and asks the player before retiring an unfinished one
(see `retire_plan`). A game started in a second copy of Dreadboard running at the same time gets
`autosave-<game>-<started>-c<slot>.json`, and each copy claims the autosave it plays on, so two copies never
write one file (instance_lock.py).
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from . import instance_lock, records
from .atomic import backup_path, clean_stale_temps
from .errors import DataFileError
from .paths import saves_dir

AUTOSAVE_PREFIX = "autosave-"
LEGACY_AUTOSAVE = "autosave.json"  # the one shared slot of earlier versions: still offered by Continue
AUTOSAVES_PER_GAME = 3
LISTING_MAX_BYTES = 8 * 1024 * 1024  # the Load list reads labels only from files up to this size


@dataclass
class SaveInfo:
    """One file in the saves folder, as the Load list and Continue see it."""
    path: Path
    mtime: float
    problem: str = ""  # why the file cannot be opened ("" when it looks fine)
    backup_ok: bool = False  # a broken file whose .bak looks fine
    game: str = ""
    name: str = ""
    seats: list = field(default_factory=list)  # [(name, kind)]
    turn: Optional[int] = None
    saved_at: str = ""
    finished: bool = False

    @property
    def ok(self) -> bool:
        return not self.problem

    @property
    def autosave(self) -> bool:
        return is_autosave_name(self.path.name)

    @property
    def usable(self) -> bool:
        return self.ok or self.backup_ok


def autosave_path(game_id: str, folder=None) -> Path:
    """A new autosave file name for a game starting now: never one that exists, and claimed for this copy of
    Dreadboard (a second copy's names end in `-c<slot>`, so two copies never pick the same one)."""
    folder = Path(folder) if folder else saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    slot = instance_lock.current_slot()
    tail = f"-c{slot}" if slot > 1 else ""
    path = folder / f"{AUTOSAVE_PREFIX}{game_id}-{stamp}{tail}.json"
    n = 2
    while path.exists() or backup_path(path).exists() or not instance_lock.claim(path):
        path = folder / f"{AUTOSAVE_PREFIX}{game_id}-{stamp}-{n}{tail}.json"
        n += 1
    return path


def _label_of(record: dict, info: SaveInfo) -> None:
    """Fill info's labels from a record's meta; a wrong field just leaves its label empty."""
    from .session_meta import clean_name

    info.game = record["game"]
    meta = record.get("meta") if isinstance(record.get("meta"), dict) else {}
    info.name = clean_name(meta.get("name"), 60)
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    for s in seats[:records.MAX_SEATS]:
        s = s if isinstance(s, dict) else {}
        info.seats.append((clean_name(s.get("name")), s.get("kind") if s.get("kind") in ("human", "ai") else ""))
    turn = meta.get("turn")
    info.turn = turn if isinstance(turn, int) and not isinstance(turn, bool) and 0 <= turn < 10**6 else None
    info.saved_at = clean_name(meta.get("saved_at"), 20)
    info.finished = meta.get("finished") is True


def _checked_setup(record: dict, path) -> dict:
    """The record, when its game would set up its seats and options (a 15-seat Zombie save is a well-formed
    file the game still refuses: the Load list says so now, not only once it is opened)."""
    from game.core.registry import get_info

    options = record.get("options") if isinstance(record.get("options"), dict) else {}
    try:
        problem = get_info(record["game"]).setup_problem(record["seats"], options.get("variant"), options)
    except KeyError:
        problem = None  # an unknown game is records.load's to refuse
    if problem:
        raise DataFileError(path, problem, where="seats")
    return record


def inspect(path) -> SaveInfo:
    """Read one save's labels (never raises; a broken file gets `problem`)."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError as exc:
        return SaveInfo(path, 0.0, problem=f"cannot be read ({exc.strerror or exc})")
    info = SaveInfo(path, st.st_mtime)
    try:
        if st.st_size > LISTING_MAX_BYTES:
            raise DataFileError(path, f"{st.st_size // (1024 * 1024)} MB is far larger than any save")
        _label_of(_checked_setup(records.load(path), path), info)
    except DataFileError as exc:
        info.problem = (f"{exc.where}: " if exc.where else "") + exc.problem
    except Exception as exc:  # a file no check foresaw: listed as broken, never a crash
        info.problem = f"{exc.__class__.__name__}: {str(exc)[:200]}"
    if info.problem:
        bak = backup_path(path)
        if bak.is_file():
            try:
                if bak.stat().st_size <= LISTING_MAX_BYTES:
                    _label_of(_checked_setup(records.load(bak), bak), info)
                    info.backup_ok = True
            except Exception:
                info.backup_ok = False
    return info


def is_autosave_name(name: str) -> bool:
    return name.startswith(AUTOSAVE_PREFIX) or name == LEGACY_AUTOSAVE


def scan(folder=None, only=None) -> list:
    """Every save in the folder, newest first. Backups, temporary files and files set aside are
    not listed (a broken save with a good backup is listed once, and opens the backup).
    `only(name)` picks the file names worth reading (the others are not opened)."""
    folder = Path(folder) if folder else saves_dir()
    clean_stale_temps(folder)
    try:
        names = [e for e in os.scandir(folder) if e.name.endswith(".json") and not e.name.startswith(".")
                 and (only is None or only(e.name))]
    except OSError:
        return []
    out = []
    for entry in names:
        try:
            if not entry.is_file():
                continue
        except OSError:
            continue
        out.append(inspect(Path(entry.path)))
    out.sort(key=lambda i: i.mtime, reverse=True)
    return out


def autosaves(game_id: Optional[str] = None, folder=None, infos=None) -> list:
    """Autosaves (of one game, or all), newest first. Without `infos` only the autosaves are read: the
    main menu asks this (Continue) before its first frame, and a player's manual saves can be many and large."""
    infos = scan(folder, only=is_autosave_name) if infos is None else infos
    return [i for i in infos if i.autosave and (game_id is None or _game_of(i) == game_id)]


_STAMPED = re.compile(r"^(.+?)-\d{8}-\d{6}(?:-\d+)?(?:-c\d+)?$")  # <game>-<started>[-<n>][-c<slot>]


def _game_of(info: SaveInfo) -> str:
    if info.game:
        return info.game
    stem = info.path.stem[len(AUTOSAVE_PREFIX):]
    m = _STAMPED.match(stem)
    return m.group(1) if m else stem


def continuable(folder=None, infos=None) -> list:
    """Unfinished autosaves that can be opened (or whose backup can), newest first."""
    return [i for i in autosaves(None, folder, infos) if i.usable and not i.finished]


def retire_plan(game_id: str, folder=None, keep: int = AUTOSAVES_PER_GAME) -> list:
    """The autosaves to remove so that a new game of `game_id` makes at most `keep`: finished and
    unusable ones first, then the oldest. The caller asks before removing an unfinished one."""
    busy = instance_lock.claimed_by_others()  # another running copy's game: not this copy's to retire
    own = [i for i in autosaves(game_id, folder) if instance_lock.key(i.path) not in busy]
    excess = len(own) - (keep - 1)
    if excess <= 0:
        return []
    order = sorted(own, key=lambda i: (i.usable and not i.finished, i.mtime))
    return order[:excess]


def retire(infos: list) -> None:
    """Remove these autosaves and their backups."""
    for info in infos:
        for p in (info.path, backup_path(info.path)):
            try:
                p.unlink()
            except FileNotFoundError:
                pass


def keep_as_save(info: SaveInfo) -> Path:
    """Turn an autosave into an ordinary save (Load still lists it; no new game retires it)."""
    stem = info.path.stem
    stem = stem[len(AUTOSAVE_PREFIX):] if stem.startswith(AUTOSAVE_PREFIX) else f"{_game_of(info)}-kept"
    target = info.path.with_name(f"{stem}.json")
    n = 2
    while target.exists() or backup_path(target).exists():
        target = info.path.with_name(f"{stem}-{n}.json")
        n += 1
    os.replace(info.path, target)
    bak = backup_path(info.path)
    if bak.exists():
        os.replace(bak, backup_path(target))
    return target
