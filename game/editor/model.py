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
    long_comments.py     long comments kept out of tomlkit's way (it reads them slowly)
    toml_values.py       tomlkit values in and out
    map_schema.py        sections, kinds and EditError (re-exported here)
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Optional

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on Python 3.10
    import tomli as tomllib

import tomlkit
from tomlkit.exceptions import TOMLKitError

from game.core.errors import DataFileError
from game.core.layout_lines import deep_line
from game.core.layouts import parse_layout, read_map_text

from .document_edits import DocumentEdits
from .document_queries import DocumentQueries
from .long_comments import CommentStash
from .map_schema import AREA_KINDS, COMMON_TAGS, EDGE_KINDS, SECTIONS, EditError
from .toml_values import put_key
from .undo_history import MAX_UNDO, UndoHistory

__all__ = ["AREA_KINDS", "COMMON_TAGS", "EDGE_KINDS", "SECTIONS", "MAX_UNDO", "EditError", "Document", "put_key", "snap"]


class Document(DocumentQueries, DocumentEdits, UndoHistory):
    """One layout file being edited."""

    def __init__(self, text: str, path: Optional[Path] = None, saved_text: Optional[str] = None, data=None):
        """`data`: what tomllib read from `text`, when the caller has it (spares reading it again)."""
        self.path = Path(path) if path else None
        self.comments = CommentStash()
        source = self.comments.stow(text, data)
        if len(source) > MAX_EDIT_CHARS:
            raise DataFileError(self.path or "the map", f"the map's text is {len(source) / 1024:,.0f} KB (its long "
                                f"comments aside); the editor edits maps of up to {MAX_EDIT_CHARS // 1024:,} KB")
        self.doc = tomlkit.parse(source)
        self.saved_text = text if saved_text is None else saved_text
        self.undo_stack: list = []  # (label, source before, source after)
        self.redo_stack: list = []
        self.version = 0
        self._source_cache = (None, None)
        self._text_cache = (None, None)
        self.listeners: list = []

    @classmethod
    def open(cls, path) -> "Document":
        """Open a map file for editing; DataFileError (naming the file and what is wrong) when it is not
        a text file (a named pipe or a device is refused unread: layouts.read_map_text), not TOML (validate's
        own message), or too big to edit at a usable speed (MAX_EDIT_ITEMS,
        MAX_EDIT_CHARS). Whatever validate reads as TOML opens, however broken its layout: the canvas draws
        what it can and the validation panel lists the rest."""
        path = Path(path)
        text = read_map_text(path)
        n = item_count(text)
        if n > MAX_EDIT_ITEMS:
            raise DataFileError(path, f"the map has {n:,} items (locations, areas, edges, slots); the editor edits "
                                      f"maps of up to {MAX_EDIT_ITEMS:,}. `python -m game validate {path.name}` "
                                      f"checks it without opening it")
        data = toml_data(text, path)
        try:
            return cls(text, path, data=data)
        except RecursionError:
            line = deep_line(text)
            raise DataFileError(path, "invalid TOML: values nested too deeply",
                                f"line {line}" if line else "") from None
        except (TOMLKitError, ValueError) as exc:  # tomlkit refusing what tomllib read
            raise DataFileError(path, f"the editor cannot read this TOML: {exc}") from None

    @property
    def source(self) -> str:
        """What tomlkit holds: the text with its long comments set aside (the undo steps are of this)."""
        if self._source_cache[0] != self.version:
            self._source_cache = (self.version, tomlkit.dumps(self.doc))
        return self._source_cache[1]

    @property
    def text(self) -> str:
        """The file's text as it is saved, every comment in place."""
        if self._text_cache[0] != self.version:
            self._text_cache = (self.version, self.comments.restore(self.source))
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
        source = self.comments.stow(text)
        tomlkit.parse(source)  # raises on bad TOML before anything changes

        def do():
            self.doc = tomlkit.parse(source)

        self._edit(label, do)


# designed: tomlkit keeps every comment and space of the file, at about half a millisecond per item; a map
# of more items than this would take seconds to open and to redraw after each edit, so it is refused.
MAX_EDIT_ITEMS = 2000
# designed: tomlkit reads 2-7 us a character (a shipped map is under 10 KB, 2000 items about 200 KB); past this
# a file of long lines or blank space would take seconds for each undo, which parses the whole text anew.
MAX_EDIT_CHARS = 512 * 1024


def toml_data(text: str, path) -> dict:
    """What tomllib (the reader validate and the games use) makes of the text; DataFileError with validate's
    message (the file, the line and column) when it is not TOML."""
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        _, errors = parse_layout(text, path)
        raise errors[0] from None


_ARRAY_HEADER = re.compile(r"^[ \t]*\[\[", re.M)   # [[locations]] ...
_INLINE_ENTRY = re.compile(r"[\[,]\s*\{")          # locations = [{ ... }, { ... }]


def item_count(text: str) -> int:
    """About how many [[locations]], [[areas]], [[edges]], [[slots]] and [[seating]] entries the text holds
    (headers and inline tables counted without parsing). At most MAX_EDIT_ITEMS '[[' and '{' in all say
    enough: those are counted at C speed, where the patterns take a second on a 5 MB line."""
    bound = text.count("[[") + text.count("{")
    if bound <= MAX_EDIT_ITEMS:
        return bound
    return len(_ARRAY_HEADER.findall(text)) + len(_INLINE_ENTRY.findall(text))


def snap(value: float, grid: float) -> float:
    return round(value / grid) * grid if grid and grid > 0 else value
