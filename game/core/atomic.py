"""Atomic file writes with a backup of the previous file: nothing is half-written or lost.

The named file always exists from the first write on. A write goes:
  1. the new text into a temporary file beside the target, flushed and fsynced;
  2. the current target kept as `<name>.bak` (hard-linked, or copied where links are refused;
     through a temporary name, so the .bak itself is never half-written);
  3. the temporary file moved over the target in one step (os.replace).
If step 3 fails (Windows refuses to replace a file another program holds open) or the process dies
before it, the target still holds the previous version and the .bak holds it too: nothing is lost.
Temporary files left by a killed process are removed by `clean_stale_temps`: at start-up and before and
after every write to the same folder. A temporary file's name carries the slot of the copy of Dreadboard
that wrote it (`.<name>.c<slot>-<random>.tmp`, instance_lock.py), so a copy removes at once its own leftovers
(those of no write in progress here) and those of copies no longer running; one of a process without a slot
(`c0`, a command-line tool) or of an older version is removed once it is old enough to belong to no write
in progress.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import threading
import time
from pathlib import Path

from . import instance_lock

TMP_SUFFIX = ".tmp"
STALE_AFTER = 15 * 60  # seconds: a temporary file this old belongs to no write in progress
_OWNER = re.compile(r"\.c(\d{1,3})-[A-Za-z0-9_]+" + re.escape(TMP_SUFFIX) + "$")
_writing: set = set()  # this process's temporary files of writes in progress (any thread)
_writing_lock = threading.Lock()


def _new_temp(path: Path, name: str) -> str:
    """A new empty temporary file beside `path`, named for this copy's slot and noted as in progress."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.c{instance_lock.current_slot()}-", suffix=TMP_SUFFIX,
                               dir=path.parent)
    with _writing_lock:
        _writing.add(os.path.abspath(tmp))
    os.close(fd)
    return tmp


def _done_with(tmp) -> None:
    with _writing_lock:
        _writing.discard(os.path.abspath(tmp))


def backup_path(path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".bak")


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows cannot open a folder and needs nothing here."""
    if os.name != "posix":
        return
    try:
        fd = os.open(str(folder), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temp_beside(path: Path, text: str) -> str:
    """Write `text` to a new temporary file in path's folder, fsynced; returns its name."""
    tmp = _new_temp(path, path.name)
    try:
        fd = os.open(tmp, os.O_WRONLY | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink_quietly(tmp)
        raise
    return tmp


def _unlink_quietly(name) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass
    _done_with(name)


def keep_backup(path) -> None:
    """Make `<name>.bak` a complete copy of `path` (which must exist) without ever removing `path`."""
    path = Path(path)
    bak = backup_path(path)
    try:
        if os.path.samefile(path, bak):
            return  # already one file under both names (a write cut off after its backup): nothing to copy
    except OSError:
        pass  # no backup yet
    tmp = _new_temp(path, bak.name)
    try:
        try:
            os.unlink(tmp)
            os.link(path, tmp)  # the same bytes under a second name: instant and complete
        except OSError:  # a file system without hard links (FAT, some network shares)
            shutil.copy2(path, tmp)
        os.replace(tmp, bak)
    finally:
        # os.replace of two names of one file does nothing and leaves both: the temporary name goes here
        _unlink_quietly(tmp)


def write_text_atomic(path, text: str, backup: bool = True) -> None:
    """Replace `path` by `text` in one step; with `backup`, the previous version becomes `<name>.bak`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(path.parent)
    tmp = _temp_beside(path, text)
    try:
        if backup and path.is_file():
            keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    _done_with(tmp)
    _fsync_dir(path.parent)
    clean_stale_temps(path.parent)


def write_text_new(path, text: str) -> Path:
    """Write `text` to `path` only if no file has that name; otherwise to `<stem>-2<suffix>`,
    `-3` ... whichever is free first. Never overwrites anything (the name is claimed with a hard
    link, which fails if the name exists). Returns the path written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(path.parent)
    tmp = _temp_beside(path, text)
    try:
        n = 1
        while True:
            target = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
            try:
                os.link(tmp, target)
                break
            except FileExistsError:
                n += 1
            except OSError:  # no hard links here: check, then move (safe within this one program)
                if target.exists():
                    n += 1
                    continue
                os.replace(tmp, target)
                break
            if n > 10_000:
                raise OSError(f"{path.parent}: no free file name for {path.name}")
    finally:
        _unlink_quietly(tmp)
    _fsync_dir(path.parent)
    clean_stale_temps(path.parent)
    return target


def write_json_atomic(path, data, backup: bool = True) -> None:
    write_text_atomic(path, json.dumps(data, indent=1, sort_keys=False) + "\n", backup=backup)


def is_temp_name(name: str) -> bool:
    return name.startswith(".") and name.endswith(TMP_SUFFIX)


def temp_owner(name: str):
    """The slot of the copy that made this temporary file (0: a process without one), or None for a name
    from before slots were written into them."""
    m = _OWNER.search(name)
    return int(m.group(1)) if m else None


def _orphan(entry, now: float, older_than: float, live: dict) -> bool:
    """True when no write in progress can own this temporary file."""
    owner = temp_owner(entry.name)
    if owner is not None and owner > 0:
        if owner == instance_lock.current_slot():
            with _writing_lock:
                return os.path.abspath(entry.path) not in _writing
        if owner not in live:
            live[owner] = instance_lock.is_live(owner)
        if not live[owner]:
            return True
        if instance_lock.current_slot() > 0:
            return False  # a running copy's write: never ours to remove
    return now - entry.stat(follow_symlinks=False).st_mtime >= older_than


def clean_stale_temps(folder, older_than: float = STALE_AFTER) -> int:
    """Remove temporary files of interrupted writes (`.<name>.c<slot>-<random>.tmp`) that belong to no
    write in progress: this copy's own that are not being written, those of copies no longer running, and
    the others once older than `older_than` seconds. Returns how many were removed; never raises."""
    removed = 0
    now = time.time()
    live: dict = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not is_temp_name(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and _orphan(entry, now, older_than, live):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed
