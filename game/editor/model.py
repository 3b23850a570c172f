"""The editable map document: a tomlkit document edited in place, with undo and redo. No pygame.

Every edit goes through `Document._edit`, which snapshots the TOML text before and after: undo puts
back the exact text (byte for byte) and redo the exact edited text. The tomlkit document is changed
in place (never re-serialised from dataclasses), so comments, key order and every untouched line of
a hand-edited file survive a save.

Items are addressed as `(section, index)` in file order: section is "locations", "areas", "edges"
or "slots" (the `[[...]]` arrays of maps/README.md), index the position in that array.

The Document is put together from:
    document_queries.py  reading items and top-level values (cached plain copies)
    document_edits.py    the edits
    undo_history.py      the edit funnel, undo/redo and gestures
    toml_values.py       tomlkit values in and out
    map_schema.py        sections, kinds and EditError (re-exported here)
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

import tomlkit
from tomlkit.exceptions import TOMLKitError

from game.core.errors import DataFileError
from game.core.layout_lines import deep_line, long_number_line
from game.core.layouts import read_map_text

from .document_edits import DocumentEdits
from .document_queries import DocumentQueries
from .map_schema import AREA_KINDS, COMMON_TAGS, EDGE_KINDS, SECTIONS, EditError
from .toml_values import put_key
from .undo_history import MAX_UNDO, UndoHistory

__all__ = ["AREA_KINDS", "COMMON_TAGS", "EDGE_KINDS", "SECTIONS", "MAX_UNDO", "EditError", "Document", "put_key", "snap"]


class Document(DocumentQueries, DocumentEdits, UndoHistory):
    """One layout file being edited."""

    def __init__(self, text: str, path: Optional[Path] = None, saved_text: Optional[str] = None):
        self.path = Path(path) if path else None
        self.doc = tomlkit.parse(text)
        self.saved_text = text if saved_text is None else saved_text
        self.undo_stack: list = []  # (label, text before, text after)
        self.redo_stack: list = []
        self.version = 0
        self._text_cache = (None, None)
        self.listeners: list = []

    @classmethod
    def open(cls, path) -> "Document":
        """Open a map file for editing; DataFileError (naming the file and what is wrong) when it is not
        a text file (a named pipe or a device is refused unread: layouts.read_map_text), not TOML, or too
        big to edit at a usable speed (MAX_EDIT_ITEMS)."""
        path = Path(path)
        text = read_map_text(path)
        n = item_count(text)
        if n > MAX_EDIT_ITEMS:
            raise DataFileError(path, f"the map has {n:,} items (locations, areas, edges, slots); the editor edits "
                                      f"maps of up to {MAX_EDIT_ITEMS:,}. `python -m game validate {path.name}` "
                                      f"checks it without opening it")
        try:
            return cls(text, path)
        except RecursionError:
            line = deep_line(text)
            raise DataFileError(path, "invalid TOML: values nested too deeply",
                                f"line {line}" if line else "") from None
        except (TOMLKitError, ValueError) as exc:
            line = long_number_line(text)
            if line:  # past Python's own int() limit: said as toml_text.parse_toml says it
                raise DataFileError(path, "invalid TOML: a number has thousands of digits, far more than any map "
                                          "value", f"line {line}") from None
            where = f"line {exc.line}, column {exc.col}" if getattr(exc, "line", None) else ""
            problem = re.sub(r" at line \d+ col \d+$", "", str(exc)) if where else str(exc)
            raise DataFileError(path, f"invalid TOML: {problem}", where) from None

    @property
    def text(self) -> str:
        if self._text_cache[0] != self.version:
            self._text_cache = (self.version, tomlkit.dumps(self.doc))
        return self._text_cache[1]

    @property
    def dirty(self) -> bool:
        return self.text != self.saved_text

    def mark_saved(self, path=None) -> None:
        if path is not None:
            self.path = Path(path)
        self.saved_text = self.text

    def replace_text(self, text: str, label: str = "Replace") -> None:
        """Swap the whole document (an undoable edit): recovery, revert."""
        tomlkit.parse(text)  # raises on bad TOML before anything changes

        def do():
            self.doc = tomlkit.parse(text)

        self._edit(label, do)


# designed: tomlkit keeps every comment and space of the file, at about half a millisecond per item; a map
# of more items than this would take seconds to open and to redraw after each edit, so it is refused.
MAX_EDIT_ITEMS = 2000


_ARRAY_HEADER = re.compile(r"^[ \t]*\[\[", re.M)   # [[locations]] ...
_INLINE_ENTRY = re.compile(r"[\[,]\s*\{")          # locations = [{ ... }, { ... }]


def item_count(text: str) -> int:
    """About how many [[locations]], [[areas]], [[edges]], [[slots]] and [[seating]] entries the text holds
    (headers and inline tables counted without parsing)."""
    return len(_ARRAY_HEADER.findall(text)) + len(_INLINE_ENTRY.findall(text))


def snap(value: float, grid: float) -> float:
    return round(value / grid) * grid if grid and grid > 0 else value
