"""The replay viewer's exports: the game's story as a text file and the board at a step as a PNG,
each into <user data>/exports under a new name, written atomically (a temporary file beside it, then
os.replace), and each refused (HiddenView) for a view this replay may not show.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import pygame

from game.core import paths
from game.core.atomic import TMP_SUFFIX, _fsync_dir, _unlink_quietly, clean_stale_temps
from game.core.replay_timeline import ALL, HiddenView, viewers


def exports_dir() -> Path:
    """Where the viewer writes: beside the saves, in the player's data folder."""
    folder = paths.user_data_dir() / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _who(seat) -> str:
    return "revealed" if seat == ALL else "table" if seat is None else f"seat{seat + 1}"


def _fresh(folder: Path, stem: str, suffix: str) -> Path:
    """A name in `folder` no file has yet (an export never overwrites an earlier one)."""
    path, n = folder / f"{stem}{suffix}", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}{suffix}", n + 1
    return path


def _stem(tl, seat, what: str) -> str:
    return f"{tl.record['game']}-{time.strftime('%Y%m%d-%H%M%S')}-{what}-{_who(seat)}"


def check_allowed(tl, seat) -> None:
    """HiddenView unless this replay may show `seat` (ALL: everything revealed)."""
    who = viewers(tl)
    if not who.allows(seat):
        what = "everything revealed" if seat == ALL else f"the view of {tl.seat_name(seat)}"
        raise HiddenView(f"{what} cannot be exported: {who.why}")


def export_story(tl, seat, folder=None) -> Path:
    """The story as `seat` saw it (ALL: everything revealed) into a new text file; returns its path."""
    check_allowed(tl, seat)
    path = _fresh(Path(folder) if folder else exports_dir(), _stem(tl, seat, "story"), ".txt")
    tl.write_story(path, seat)
    return path


def save_png_atomic(surface: pygame.Surface, path) -> Path:
    """`surface` as a PNG at `path`: into a temporary file beside it, flushed, then moved over in one step."""
    path = Path(path)
    clean_stale_temps(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TMP_SUFFIX, dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as f:
            pygame.image.save(surface, f, "png")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    _fsync_dir(path.parent)
    return path


def export_png(tl, seat, step: int, surface: pygame.Surface, folder=None) -> Path:
    """The board at `step` as `seat` was shown it into a new PNG; returns its path."""
    check_allowed(tl, seat)
    return save_png_atomic(surface, _fresh(Path(folder) if folder else exports_dir(),
                                           _stem(tl, seat, f"step{step}"), ".png"))
