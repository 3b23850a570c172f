"""Typed access to a parsed layout file that collects problems with their key paths. No pygame.

Every value the schema knows (maps/README.md) is checked for its type before anything uses it, and
every number for being finite and within MAX_UNITS: a NaN, an infinity or 1e308 in a rect would pass
`w > 0` and then crash the drawing code (float -> int) or ask for an enormous surface.
"""
from __future__ import annotations

import math
import unicodedata
from typing import Optional

# designed: no layout needs coordinates beyond 100,000 units (the shipped ones use 1920 x 1080); a
# larger number is a typo or a hostile file, and would make every drawn rect collapse or overflow.
MAX_UNITS = 100_000
# designed: ids, names and labels are short words drawn on the table; longer text or invisible and
# control characters (U+200B, U+202E, NUL, ...) cannot be drawn and are a typo or a hostile file.
MAX_TEXT = 100
MIN_SIZE = 1  # a board or template smaller than one unit only divides by almost nothing
COLOUR_HELP = '"#rrggbb" or [r, g, b] with 0-255 values'


def is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _fmt(value) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


class Reader:
    """Collects (key_path, problem) pairs in `problems` while reading values."""

    def __init__(self):
        self.problems: list = []

    def add(self, where: str, problem: str) -> None:
        self.problems.append((where, problem))

    def need(self, table: dict, key: str, where: str, types, what: str):
        if key not in table:
            self.add(f"{where}.{key}".lstrip("."), f"missing key '{key}' ({what})")
            return None
        return self.typed(table[key], f"{where}.{key}".lstrip("."), types, what)

    def opt(self, table: dict, key: str, where: str, types, what: str, default=None):
        if key not in table:
            return default
        value = self.typed(table[key], f"{where}.{key}".lstrip("."), types, what)
        return default if value is None else value

    def typed(self, value, where: str, types, what: str):
        # bool is an int subclass in Python, but `players = true` is a mistake, not a count.
        wants_bool = bool in (types if isinstance(types, tuple) else (types,))
        if not isinstance(value, types) or (isinstance(value, bool) and not wants_bool):
            self.add(where, f"expected {what}, got {_fmt(value)}")
            return None
        if isinstance(value, str) and not self.text_ok(value, where):
            return None
        return value

    def text_ok(self, value: str, where: str) -> bool:
        if len(value) > MAX_TEXT:
            self.add(where, f"text longer than {MAX_TEXT} characters ({len(value):,})")
            return False
        bad = next((c for c in value if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn")), None)
        if bad is not None:
            self.add(where, f"text holds an invisible or control character U+{ord(bad):04X}, which cannot be drawn")
            return False
        return True

    def number(self, value, where: str, what: str, lo: float = -MAX_UNITS, hi: float = MAX_UNITS):
        """A finite int or float in [lo, hi], or None (reported)."""
        if not is_number(value) or not math.isfinite(value):
            self.add(where, f"expected {what} (a finite number), got {_fmt(value)}")
            return None
        if not lo <= value <= hi:
            self.add(where, f"{what} must be between {lo:g} and {hi:g}, got {_fmt(value)}")
            return None
        return value

    def _numbers(self, value, where: str, n: int, what: str) -> Optional[tuple]:
        if not isinstance(value, list) or len(value) != n or not all(is_number(v) for v in value):
            self.add(where, f"expected {what}, got {_fmt(value)}")
            return None
        if not all(math.isfinite(v) for v in value):
            self.add(where, f"{what} must hold finite numbers (no nan or inf), got {_fmt(value)}")
            return None
        if any(abs(v) > MAX_UNITS for v in value):
            self.add(where, f"{what} must stay within {MAX_UNITS:,} layout units, got {_fmt(value)}")
            return None
        return tuple(value)

    def rect(self, value, where: str) -> Optional[tuple]:
        rect = self._numbers(value, where, 4, "a rect [x, y, w, h] of numbers")
        if rect is None:
            return None
        if rect[2] <= 0 or rect[3] <= 0:
            self.add(where, f"rect width and height must be positive, got {_fmt(value)}")
            return None
        return rect

    def point(self, value, where: str) -> Optional[tuple]:
        return self._numbers(value, where, 2, "a point [x, y]")

    def size(self, value, where: str, what: str = "[width, height]") -> Optional[tuple]:
        pt = self._numbers(value, where, 2, what)
        if pt is None:
            return None
        if pt[0] < MIN_SIZE or pt[1] < MIN_SIZE:
            self.add(where, f"size must be at least {MIN_SIZE} x {MIN_SIZE} layout units, got {_fmt(value)}")
            return None
        return pt

    def colour(self, value, where: str) -> None:
        ok = isinstance(value, str) and len(value) == 7 and value.startswith("#") and \
            all(c in "0123456789abcdefABCDEF" for c in value[1:])
        if isinstance(value, list) and len(value) in (3, 4):
            ok = all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value)
        if not ok:
            self.add(where, f"expected a colour {COLOUR_HELP}, got {_fmt(value)}")

    def strings(self, value, where: str, what: str) -> Optional[list]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.add(where, f"expected {what} (a list of strings), got {_fmt(value)}")
            return None
        if not all(self.text_ok(v, f"{where}[{k}]") for k, v in enumerate(value)):
            return None
        return value
