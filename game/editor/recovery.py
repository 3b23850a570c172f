"""The unsaved editing session, kept in user_data_dir()/editor-recovery/ and offered back after a crash.

One pair per document: `<name>.toml` (the text being edited) and `<name>.json` (the file it came
from and when it was written). Written by the editor a few seconds after the last change, removed
on save or when the author discards the edits.
"""
from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.core import paths
from game.core.atomic import write_text_atomic
from game.core.errors import DataFileError
from game.core.safe_read import MAP_BYTES, read_text

META_BYTES = 64 * 1024  # the note beside a kept map is one short line


@dataclass
class Recovered:
    name: str
    text: str
    source: Optional[Path]
    saved_at: float

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        src = self.source.name if self.source else "a new map"
        return f"{src} (unsaved edits from {when})"


def recovery_dir() -> Path:
    d = paths.user_data_dir() / "editor-recovery"
    d.mkdir(parents=True, exist_ok=True)
    return d


def name_for(source: Optional[Path], layout_id: str) -> str:
    """The recovery name of a document; a second copy of Dreadboard running at the same time adds its slot,
    so two copies editing one map never write each other's recovery files (instance_lock.py)."""
    from game.core.instance_lock import current_slot

    base = source.stem if source else f"new-{layout_id}"
    name = re.sub(r"[^A-Za-z0-9_.\-]", "_", base) or "map"
    return f"{name}-c{current_slot()}" if current_slot() > 1 else name


def write(name: str, text: str, source: Optional[Path]) -> Path:
    d = recovery_dir()
    path = d / f"{name}.toml"
    write_text_atomic(path, text, backup=False)
    write_text_atomic(d / f"{name}.json", json.dumps({"source": str(source) if source else None,
                                                      "saved_at": time.time()}) + "\n", backup=False)
    return path


def clear(name: str) -> None:
    d = recovery_dir()
    for suffix in (".toml", ".json"):
        try:
            (d / f"{name}{suffix}").unlink()
        except FileNotFoundError:
            pass


def pending() -> list:
    """Every kept session, newest first."""
    out = []
    for toml in recovery_dir().glob("*.toml"):
        meta_path = toml.with_suffix(".json")
        try:  # through safe_read: a named pipe or a device link left here is skipped, never waited on
            text = read_text(toml, MAP_BYTES, "kept map")
            meta = json.loads(read_text(meta_path, META_BYTES, "note")) if meta_path.exists() else {}
        except (DataFileError, OSError, ValueError, UnicodeDecodeError, RecursionError):
            continue
        if not isinstance(meta, dict):
            continue
        src = meta.get("source") if isinstance(meta.get("source"), str) else None
        saved_at = meta.get("saved_at")
        if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not math.isfinite(saved_at):
            saved_at = toml.stat().st_mtime  # a hand-edited note: the kept map is still offered
        out.append(Recovered(toml.stem, text, Path(src) if src else None, float(saved_at)))
    out.sort(key=lambda r: -r.saved_at)
    return out
