"""Which copy of Dreadboard this is, so that two copies on one user folder never write the same file.

Each running copy holds a numbered slot: an OS lock (fcntl.flock, msvcrt.locking on Windows) on
`<user data>/instances/slot-<n>.lock`, taken at start-up and held for the program's life. The OS drops
the lock when the process ends in any way (a crash, kill -9, power off), so a dead copy's slot is free
again at once and never has to be cleared by hand. The first copy takes slot 1; a second copy started
while it runs takes slot 2, and so on. The lock file holds the owner's pid (for the message) and the
autosave it is writing (its claim).

What each copy writes:
  - autosaves: a game started in copy n > 1 gets an autosave name ending in `-c<n>`, and every copy claims
    the autosave it plays on; Continue (or Load) of an autosave another live copy claims goes on in a new
    autosave of this copy's own (the other copy's file is never written). Load and Continue list them all.
  - temporary files: their names carry the slot (`.<name>.c<n>-<random>.tmp`, see atomic.py), so a copy
    knows which leftovers belong to no live copy and may be removed.
  - settings.json: only the copy in slot 1 writes it. A later copy reads it at start-up and keeps its own
    changes for its session only (its menu says so): two copies each writing their whole settings would
    lose the other's changes.

Slots and claims change under a short-held registry lock (`instances/registry.lock`), so two copies
starting in the same instant never take the same slot and never claim the same file.
No pygame.
"""
from __future__ import annotations

import json
import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Optional

MAX_SLOTS = 32
FOLDER = "instances"
REGISTRY = "registry.lock"
LOCK_AT = 1 << 20  # Windows locks a byte range: one byte far past the text, so the text stays readable


def _lock(fh, blocking: bool) -> bool:
    """Lock an open file; False when another process holds it (non-blocking only)."""
    if os.name == "nt":  # pragma: no cover - Windows
        import msvcrt

        fh.seek(LOCK_AT)
        try:
            msvcrt.locking(fh.fileno(), msvcrt.LK_LOCK if blocking else msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            fh.seek(0)
        return True
    import fcntl

    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def _unlock(fh) -> None:
    try:
        if os.name == "nt":  # pragma: no cover - Windows
            import msvcrt

            fh.seek(LOCK_AT)
            msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)
            fh.seek(0)
        else:
            import fcntl

            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
    except OSError:
        pass


def _folder(base=None, create: bool = True) -> Path:
    if base is None:
        from .paths import user_data_dir

        base = user_data_dir()
    path = Path(base) / FOLDER
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def _slot_file(folder: Path, slot: int) -> Path:
    return folder / f"slot-{slot}.lock"


@contextmanager
def _registry(folder: Path):
    fh = open(folder / REGISTRY, "a+")
    try:
        _lock(fh, blocking=True)
        yield
    finally:
        _unlock(fh)
        fh.close()


def _read_info(path: Path) -> dict:
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.loads(fh.read(4096) or "{}")
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _held_by_another(folder: Path, slot: int) -> bool:
    """True when a live process holds this slot (the caller holds the registry lock)."""
    path = _slot_file(folder, slot)
    if not path.is_file():
        return False
    try:
        fh = open(path, "a+")
    except OSError:
        return False
    try:
        if _lock(fh, blocking=False):
            _unlock(fh)
            return False
        return True
    finally:
        fh.close()


class Instance:
    """This copy's slot, held until `release()` or the end of the process."""

    def __init__(self, folder: Path, slot: int, fh):
        self.folder = folder
        self.slot = slot
        self.pid = os.getpid()
        self._fh = fh
        self.claimed: Optional[str] = None
        self.others: list = []  # pids of the copies that were running when this one started
        self._write()

    @property
    def first(self) -> bool:
        return self.slot == 1

    def _write(self) -> None:
        fh = self._fh
        if fh is None:
            return
        try:
            fh.seek(0)
            fh.truncate()
            fh.write(json.dumps({"pid": self.pid, "autosave": self.claimed}))
            fh.flush()
        except OSError:
            pass

    def live_slots(self) -> dict:
        """slot -> its lock file's info, for every other copy running now."""
        with _registry(self.folder):
            return self._live_slots()

    def _live_slots(self) -> dict:
        out = {}
        for slot in range(1, MAX_SLOTS + 1):
            if slot != self.slot and _held_by_another(self.folder, slot):
                out[slot] = _read_info(_slot_file(self.folder, slot))
        return out

    def claim(self, path) -> bool:
        """Make `path` this copy's autosave unless another live copy writes it; True when it is ours now."""
        wanted = key(path)
        with _registry(self.folder):
            if any(info.get("autosave") == wanted for info in self._live_slots().values()):
                return False
            self.claimed = wanted
            self._write()
        return True

    def unclaim(self, path) -> None:
        """This copy no longer plays on in `path` (its table was left): another copy may continue it now."""
        if path is not None and self.claimed == key(path):
            with _registry(self.folder):
                self.claimed = None
                self._write()

    def release(self) -> None:
        if self._fh is not None:
            _unlock(self._fh)
            self._fh.close()
            self._fh = None


def key(path) -> str:
    try:
        return str(Path(path).resolve())
    except OSError:
        return str(Path(path).absolute())


def acquire(base=None) -> Instance:
    """Take the lowest free slot in `<base>/instances` (base: the user data folder)."""
    folder = _folder(base)
    with _registry(folder):
        others = []
        for slot in range(1, MAX_SLOTS + 1):
            fh = open(_slot_file(folder, slot), "a+", encoding="utf-8")
            if _lock(fh, blocking=False):
                inst = Instance(folder, slot, fh)
                inst.others = others
                return inst
            fh.close()
            pid = _read_info(_slot_file(folder, slot)).get("pid")
            if isinstance(pid, int):
                others.append(pid)
    raise OSError(f"{folder}: {MAX_SLOTS} copies of Dreadboard are running already")


_current: Optional[Instance] = None


def start(base=None) -> Optional[Instance]:
    """This process's slot, taken once (the app's start-up). A folder where no lock can be taken (a
    read-only or lock-less file system) leaves the copy unlocked: it works as a lone copy would."""
    global _current
    if _current is None:
        try:
            _current = acquire(base)
        except OSError as exc:
            print(f"warning: no instance lock ({exc}); this copy cannot tell whether another one runs",
                  file=sys.stderr)
    return _current


def current() -> Optional[Instance]:
    return _current


def stop() -> None:
    global _current
    if _current is not None:
        _current.release()
        _current = None


def current_slot() -> int:
    """1, 2 ... for a copy holding a slot; 0 for a process that took none (a command-line tool, a test)."""
    return _current.slot if _current is not None else 0


def is_live(slot: int) -> bool:
    """True when this copy or another running one holds `slot`."""
    if slot <= 0:
        return False
    if _current is not None and slot == _current.slot:
        return True
    try:
        folder = _current.folder if _current is not None else _folder(create=False)
        if not folder.is_dir():
            return False  # no copy ever ran here
        with _registry(folder):
            return _held_by_another(folder, slot)
    except OSError:
        return True  # cannot tell: keep what may be another copy's


def claim(path) -> bool:
    """This copy's claim on an autosave (always True for a process without a slot)."""
    if _current is None:
        return True
    try:
        return _current.claim(path)
    except OSError:
        return True


def unclaim(path) -> None:
    if _current is not None:
        try:
            _current.unclaim(path)
        except OSError:
            pass


def claimed_by_others() -> set:
    """The autosaves (resolved paths, as text) other running copies write now: never retired from here."""
    if _current is None:
        return set()
    try:
        return {info["autosave"] for info in _current.live_slots().values() if isinstance(info.get("autosave"), str)}
    except OSError:
        return set()


def second_copy_note() -> str:
    """What the menu of a copy started while another runs says ("" for the first copy)."""
    if _current is None or _current.first:
        return ""
    return ("Another copy of Dreadboard is running on this computer. This copy keeps "
            "its games in autosaves of its own, so neither copy's game is overwritten; Load and Continue list "
            "both. Settings changed here last until this copy is closed: only the first copy saves them.")
