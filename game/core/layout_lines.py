"""Which line of a layout file a key path ("areas[3].rect", "size") is on, and TOML decode positions.

The text is indexed once (headers by name, `key =` lines by key), so each look-up is a few binary
searches: a map with 10,000 problems used to rescan the whole file per problem (quadratic; minutes).
No pygame here.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Optional

from .errors import DataFileError

_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_.\-\"]+)\s*\]\]?")
_PATH_PART = re.compile(r"([A-Za-z0-9_\-]+)(?:\[(\d+)\])?")
_KEY = re.compile(r"^\s*\"?([A-Za-z0-9_\-]+)\"?\s*=")


def _header_name(line: str) -> Optional[str]:
    m = _HEADER.match(line)
    if not m or "=" in line.split("#")[0].split("]")[0]:
        return None
    return m.group(1).replace('"', "")


class LineIndex:
    """Headers and `key =` lines of one TOML text, for `find` (1-based lines)."""

    def __init__(self, text: str):
        self.lines = text.splitlines() if text else []
        self.headers: list = []          # line numbers (0-based) of every [table] / [[array]] header
        self.header_name: dict = {}      # line number -> header name
        self.by_header: dict = {}        # header name -> sorted line numbers
        self.keys: dict = {}             # key name -> sorted line numbers of `key = ...`
        for n, line in enumerate(self.lines):
            if line.lstrip().startswith("["):
                name = _header_name(line)
                if name is not None:
                    self.headers.append(n)
                    self.header_name[n] = name
                    self.by_header.setdefault(name, []).append(n)
                    continue
            m = _KEY.match(line)
            if m:
                self.keys.setdefault(m.group(1), []).append(n)

    def find(self, key_path: str) -> Optional[int]:
        """Best-effort 1-based line of `key_path`: follows `[[array]]` headers by count and `[table]`
        headers by name, then the first `key =` line before the next header. Inline tables and arrays
        resolve to the line of their outer key."""
        if not self.lines:
            return None
        parts = _PATH_PART.findall(key_path)
        if not parts:
            return None
        start, end = 0, len(self.lines)
        prefix = ""
        i = 0
        while i < len(parts):
            name, index = parts[i]
            full = f"{prefix}{name}"
            found = self.by_header.get(full, ())
            lo, hi = bisect_left(found, start), bisect_left(found, end)
            if lo < hi:
                first = found[lo]
                if index != "" and self.lines[first].lstrip().startswith("[["):
                    k = int(index)
                    if lo + k >= hi:
                        return found[hi - 1] + 1
                    start = found[lo + k]
                else:
                    start = first
                j = bisect_right(self.headers, start)
                while j < len(self.headers) and self.header_name[self.headers[j]].startswith(full + "."):
                    j += 1
                end = self.headers[j] if j < len(self.headers) else len(self.lines)
                prefix = full + "."
                i += 1
                if i == len(parts):
                    return start + 1
                continue
            at = self.keys.get(name, ())
            j = bisect_left(at, start)
            if j < len(at) and at[j] < end:
                return at[j] + 1
            return start + 1 if start else None
        return start + 1


_LAST: list = [None, None]  # [text, LineIndex]: one problem list asks about one text many times


def line_index(text: str) -> LineIndex:
    if _LAST[0] is not text:
        _LAST[0], _LAST[1] = text, LineIndex(text)
    return _LAST[1]


def find_line(text: str, key_path: str) -> Optional[int]:
    """Best-effort 1-based line of `key_path` ("areas[3].rect", "size") in TOML text (see LineIndex.find)."""
    if not text:
        return None
    return line_index(text).find(key_path)


def decode_error(path, exc) -> DataFileError:
    """A TOML syntax error as a DataFileError naming the line and column."""
    # Python 3.14 adds lineno/colno; before that the position is only in the message "(at line 3, column 7)".
    msg = str(exc)
    line, col = getattr(exc, "lineno", None), getattr(exc, "colno", None)
    m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
    if line is None and m:
        line, col = int(m.group(1)), int(m.group(2))
    problem = re.sub(r"\s*\(at line \d+, column \d+\)", "", msg) or "invalid TOML"
    where = f"line {line}, column {col}" if line else ""
    return DataFileError(path, f"invalid TOML: {problem}", where)


def deep_line(text: str, limit: int = 200) -> Optional[int]:
    """The line where arrays or inline tables first nest deeper than `limit` (strings are not told apart:
    this only places the message of a file the parser gave up on)."""
    depth, line = 0, 1
    for ch in text:
        if ch in "[{":
            depth += 1
            if depth > limit:
                return line
        elif ch in "]}":
            depth -= 1
        elif ch == "\n":
            line += 1
    return None


def long_number_line(text: str) -> Optional[int]:
    """The line of the first integer too long for Python to read (4,300 digits and more)."""
    m = re.search(r"\d{4300,}", text)
    return text.count("\n", 0, m.start()) + 1 if m else None
