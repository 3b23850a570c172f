"""Reading a JSON file a player may have edited, truncated or replaced: every failure is a
DataFileError naming the file, the line or key, and what is wrong; nothing else escapes.

Guards what the json module alone does not: a file too large to be ours, a byte-order mark, nesting
deep enough to exhaust the interpreter's stack (in json or later in whoever walks the data),
integers of thousands of digits, NaN and Infinity (not JSON, but Python's json accepts them).
"""
from __future__ import annotations

import json
import math
from pathlib import Path

from .errors import DataFileError

MAX_BYTES = 64 * 1024 * 1024  # far above any save (a long game is well under 1 MB)
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
        data = json.loads(text, parse_constant=_parse_constant, parse_int=_parse_int, parse_float=_parse_float)
    except json.JSONDecodeError as exc:
        raise DataFileError(path, f"not valid JSON ({exc.msg}); the {what} may be truncated or damaged",
                            where=f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise DataFileError(path, f"the {what} is nested far too deeply to be a Dreadboard {what}") from None
    except ValueError as exc:  # from the number hooks, or the interpreter's own integer limit
        raise DataFileError(path, f"not valid JSON: {exc}") from None
    deep = depth_problem(data)
    if deep is not None:
        raise DataFileError(path, f"nested more than {MAX_DEPTH} levels deep; not a Dreadboard {what}", where=deep)
    return data


def read_json(path, what: str = "file"):
    """Read and parse the JSON file at `path`; raises DataFileError for anything unusable."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise DataFileError(path, f"the {what} is {size // (1024 * 1024)} MB, far larger than any Dreadboard {what}")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataFileError(path, f"the {what} does not exist") from None
    except OSError as exc:
        raise DataFileError(path, f"the {what} cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise DataFileError(path, f"the {what} is not UTF-8 text (byte {exc.start}); it may be binary or damaged",
                            where=f"line {line}") from None
    return parse_json_text(text, path, what)
