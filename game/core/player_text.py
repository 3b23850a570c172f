"""What a string shown to a player must never hold: the marks of developer text.

Prompts, choice labels, log lines, lobby texts and game-over texts are written for players. A snake_case id
("terrorscape_polar_station"), a bracket or brace (a Python list, a rulebook keyword "[MOVE]"), a Python repr
(None, True, False, a word in quotes 'x'), parentheses inside or right after parentheses, an "x1"-style count,
an arrow "->", numbers in a row without commas (a list printed as "1 4 5"), a doubled word or an empty label
all say the text was written for the code, not for the table. `problems(text)` names each one found.
"""
from __future__ import annotations

import re

_CHECKS = (
    ("a snake_case id", re.compile(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b")),
    ("a square bracket", re.compile(r"[\[\]]")),
    ("a brace", re.compile(r"[{}]")),
    ("a Python repr", re.compile(r"\b(?:None|True|False)\b")),
    ("a word in quotes", re.compile(r"(?<![\w])'[^'\s][^']*'(?![\w])")),
    ("parentheses inside parentheses", re.compile(r"\([^()]*\(")),
    ("parentheses right after parentheses", re.compile(r"\)\s*\(")),
    ("an x1-style count", re.compile(r"(?<![\w])[x×]\d+\b")),
    ("an arrow", re.compile(r"->|=>")),
    ("numbers in a row without commas", re.compile(r"(?<![\w.,])\d+ \d+(?![\w.])")),
    ("a doubled word", re.compile(r"\b([A-Za-z]+) \1\b", re.IGNORECASE)),
)


def problems(text) -> list:
    """What in `text` reads as developer text, one phrase each ("a snake_case id: orion_x"); [] when none."""
    if not isinstance(text, str):
        return [f"not text: {type(text).__name__}"]
    if not text.strip():
        return ["empty text"]
    out = []
    for what, pattern in _CHECKS:
        found = pattern.search(text)
        if found:
            out.append(f"{what}: {found.group(0)}")
    return out
