"""Reading a JSON file a player may have edited, truncated or replaced: every failure is a
DataFileError naming the file, the line or key, and what is wrong; nothing else escapes.

Guards what the json module alone does not: a file too large to be ours, a byte-order mark, nesting
deep enough to exhaust the interpreter's stack (in json or later in whoever walks the data),
integers of thousands of digits, NaN and Infinity (not JSON, but Python's json accepts them), a key
given twice in one object (json keeps the last silently: a duplicate "game" would pass for another
game). Each message names the line and column; a file that is not a regular file (a named pipe, a
device) or too large is refused before it is read (game/core/safe_read.py).
"""
from __future__ import annotations

import json
import math
import re
from typing import Optional

from .errors import DataFileError
from .safe_read import SAVE_BYTES, read_text

MAX_BYTES = SAVE_BYTES  # far above any save (a long game is well under 1 MB)
MAX_DEPTH = 64  # our files nest 5 deep; a deeper file is not ours
MAX_INT_DIGITS = 60  # seeds, counts and ids fit in far fewer


def _parse_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise ValueError(f"a number with {digits} digits is far too large")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]}{'…' if len(text) > 20 else ''} is too large")
    return value


def depth_problem(data, limit: int = MAX_DEPTH):
    """The path of the first value nested deeper than `limit`, or None (iterative: no recursion)."""
    stack = [(data, "", 1)]
    while stack:
        value, where, depth = stack.pop()
        if depth > limit:
            return where or "the top level"
        if isinstance(value, dict):
            stack.extend((v, f"{where}.{k}" if where else str(k), depth + 1) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value))
    return None


class _Duplicate(ValueError):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        for key, _ in pairs:
            if key in seen:
                raise _Duplicate(key)
            seen.add(key)
    return out


# the tokens that matter for placing a problem: strings (skipped, or a key), numbers, NaN/Infinity, brackets
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"(?=\s*(:))?|-?\d+(\.\d+)?([eE][+-]?\d+)?|NaN|-?Infinity|[\[\]{}]')


def _bad_number(token: str, is_float: bool) -> bool:
    try:
        (_parse_float if is_float else _parse_int)(token)
    except ValueError:
        return True
    return False


def _where(text: str, pos: int) -> str:
    line = text.count("\n", 0, pos) + 1
    return f"line {line}, column {pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"


def locate(text: str, duplicate: Optional[str] = None, depth: Optional[int] = None) -> str:
    """"line L, column C" of the first number JSON or Dreadboard cannot take (NaN, Infinity, too many digits),
    or, with `duplicate`, of that key's second appearance in one object, or, with `depth`, of the first
    bracket nested deeper than it; "" when not found. One pass, made only to report a problem."""
    objects: list = []  # per open bracket: the keys seen in it (None for an array)
    for m in _TOKEN.finditer(text):
        token = m.group(0)
        first = token[0]
        if first == '"':
            if duplicate is not None and m.group(1) and objects and objects[-1] is not None:
                try:
                    key = json.loads(token)
                except ValueError:
                    continue
                if key == duplicate and key in objects[-1]:
                    return _where(text, m.start())
                objects[-1].add(key)
        elif first in "[{":
            objects.append(set() if first == "{" else None)
            if depth is not None and len(objects) > depth:
                return _where(text, m.start())
        elif first in "]}":
            if objects:
                objects.pop()
        elif duplicate is None and depth is None:
            if token in ("NaN", "Infinity", "-Infinity") or _bad_number(token, bool(m.group(2) or m.group(3))):
                return _where(text, m.start())
    return ""


def parse_json_text(text: str, path, what: str = "file"):
    """Parse `text` (read from `path`) or raise DataFileError naming the line and column."""
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte-order mark some editors add
    if not text.strip():
        raise DataFileError(path, f"the {what} is empty")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise DataFileError(path, f"the {what} holds a NUL byte (it is binary or damaged)", where=f"line {line}")
    try:
        data = json.loads(text, parse_constant=_parse_constant, parse_int=_parse_int, parse_float=_parse_float,
                          object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        raise DataFileError(path, f"not valid JSON ({exc.msg}); the {what} may be truncated or damaged",
                            where=f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise DataFileError(path, f"the {what} is nested far too deeply to be a Dreadboard {what}",
                            where=locate(text, depth=MAX_DEPTH)) from None
    except _Duplicate as exc:
        raise DataFileError(path, f"the key {_quoted(exc.key)} appears twice in one object; the {what} was "
                                  f"edited by hand or damaged", where=locate(text, duplicate=exc.key)) from None
    except ValueError as exc:  # from the number hooks, or the interpreter's own integer limit
        raise DataFileError(path, f"not valid JSON: {exc}", where=locate(text)) from None
    deep = depth_problem(data)
    if deep is not None:
        raise DataFileError(path, f"nested more than {MAX_DEPTH} levels deep; not a Dreadboard {what}", where=deep)
    return data


def _quoted(key: str) -> str:
    """A key as a player reads it in a message: quoted, at most ~40 characters, invisible ones shown as \\u...."""
    text = json.dumps(key)[1:-1]
    return "'" + (text if len(text) <= 40 else text[:37] + "...") + "'"


def read_json(path, what: str = "file", max_bytes: int = MAX_BYTES):
    """Read and parse the JSON file at `path` (a regular file of at most `max_bytes`); raises DataFileError
    for anything unusable, a named pipe or a device among them (game/core/safe_read.py)."""
    return parse_json_text(read_text(path, max_bytes, what), path, what)
