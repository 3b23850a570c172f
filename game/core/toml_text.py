"""Parsing the TOML text of a map or content file: every problem a DataFileError naming the line. No pygame.

The one place maps (game/core/layouts.py) and content (game/core/content.py) turn text into data, so a
hostile file gets the same message from both: a syntax error with its line and column; arrays nested
thousands deep (tomllib recurses until the interpreter gives up) and integers of thousands of digits
(past Python's int() limit) with the line they are on; and nan or inf, which TOML allows but no
content value means, with their key and line (a map's reader checks every number itself, so that the
editor can list each bad one and still show the map).
"""
from __future__ import annotations

import math
import sys
from typing import Optional

from .errors import DataFileError
from .layout_lines import decode_error, deep_line, find_line, long_number_line

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on Python 3.10
    import tomli as tomllib

TOMLDecodeError = tomllib.TOMLDecodeError


def _at(line: Optional[int], key: str = "") -> str:
    return ", ".join(part for part in (key, f"line {line}" if line else "") if part)


def non_finite(data) -> Optional[tuple]:
    """(key path such as `areas[3].rect[0]`, "nan" / "inf" / "-inf") of the first nan or inf in parsed
    data, or None (iterative: no recursion)."""
    stack = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, float) and not math.isfinite(value):
            return where or "top level", "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
        if isinstance(value, dict):
            stack.extend((v, f"{where}.{k}" if where else str(k)) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(value))))
    return None


def parse_toml(text: str, path, finite: bool = True) -> dict:
    """The data of TOML `text` read from `path`, or DataFileError naming the line (and key) of the problem.
    `finite=False` leaves nan and inf to the caller (a map's reader names each one among all its problems)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise decode_error(path, exc) from None
    except RecursionError:  # arrays nested thousands deep
        raise DataFileError(path, "invalid TOML: values nested too deeply", _at(deep_line(text))) from None
    except ValueError:  # an integer of more than 4,300 digits (Python's int() limit)
        line = long_number_line(text)
        raise DataFileError(path, "invalid TOML: a number has thousands of digits, far more than any map or "
                                  "content value", _at(line)) from None
    found = non_finite(data) if finite else None
    if found is not None:
        key, value = found
        raise DataFileError(path, f"{value} is not a number a Dreadboard file can use (nan and inf are never "
                                  f"meant); give a finite number", _at(find_line(text, key), key))
    return data
