"""Reading a file a player may have replaced with something that is not a file. No pygame.

Every save, record, settings, map and content file is read through `read_bytes` (or `open_regular`
for a file read line by line). A named pipe would block a plain open() for ever, and a link to
/dev/zero or /dev/urandom would be read until the memory runs out; so the file is opened without
blocking, looked at after following its links, refused unless it is a regular file, and read only
up to its kind's size cap (one byte more tells a file that is too large).
Each refusal is a DataFileError naming the file and what it is.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import DataFileError

MB = 1024 * 1024
# designed: the largest file of each kind Dreadboard reads; each is far above what Dreadboard writes or ships
SAVE_BYTES = 64 * MB       # a save or record (a long game is well under 1 MB)
SETTINGS_BYTES = 1 * MB    # settings.json (a few kB)
MAP_BYTES = 16 * MB        # a map (10,000 locations take about 1 MB)
CONTENT_BYTES = 4 * MB     # a content TOML (the biggest is about 50 kB)

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # (not on Windows, which has no named pipes in the file system)
_O_BINARY = getattr(os, "O_BINARY", 0)


def kind_problem(mode: int, what: str = "file"):
    """What the player is told when `mode` (st_mode, links followed) is not a regular file, else None."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return f"is a named pipe, not a {what}"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return f"is a device, not a {what}"
    if stat.S_ISDIR(mode):
        return f"is a folder, not a {what}"
    if stat.S_ISSOCK(mode):
        return f"is a socket, not a {what}"
    return f"is not a regular file, so it is not a {what}"


def _size_text(size: int) -> str:
    return f"{size / MB:.0f} MB" if size >= MB else f"{size / 1024:.0f} kB"


def too_large(path, size: int, cap: int, what: str = "file") -> DataFileError:
    return DataFileError(path, f"the {what} is {_size_text(size)}, too large: far larger than any Dreadboard "
                               f"{what} (at most {_size_text(cap)})")


def open_regular(path, what: str = "file"):
    """A binary file object on `path`, which must be a regular file (links followed); DataFileError otherwise.
    Never blocks: a named pipe is opened without waiting for a writer, then refused."""
    path = Path(path)
    try:
        problem = kind_problem(os.stat(path).st_mode, what)  # a socket cannot even be opened: tell it first
        if problem:
            raise DataFileError(path, problem)
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except FileNotFoundError:
        raise DataFileError(path, f"the {what} does not exist") from None
    except OSError as exc:
        raise DataFileError(path, f"the {what} cannot be read ({exc.strerror or exc})") from None
    try:
        problem = kind_problem(os.fstat(fd).st_mode, what)  # what was opened, if the name changed meanwhile
        if problem:
            raise DataFileError(path, problem)
        if _O_NONBLOCK:
            os.set_blocking(fd, True)  # (a regular file never blocks; this keeps reads plain)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path, cap: int, what: str = "file") -> bytes:
    """The bytes of the regular file at `path`, at most `cap` of them; DataFileError naming the file when it
    is missing, unreadable, not a regular file or larger than `cap`."""
    path = Path(path)
    with open_regular(path, what) as fh:
        try:
            size = os.fstat(fh.fileno()).st_size
            if size > cap:
                raise too_large(path, size, cap, what)
            raw = fh.read(cap + 1)  # the file may have grown since
        except OSError as exc:
            raise DataFileError(path, f"the {what} cannot be read ({exc.strerror or exc})") from None
    if len(raw) > cap:
        raise too_large(path, len(raw), cap, what)
    return raw


def read_text(path, cap: int, what: str = "file") -> str:
    """`read_bytes` decoded as UTF-8; a file that is not UTF-8 gives DataFileError naming the line."""
    raw = read_bytes(path, cap, what)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise DataFileError(path, f"the {what} is not UTF-8 text (byte {exc.start}); it may be binary or damaged",
                            where=f"line {line}") from None
