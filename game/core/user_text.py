"""Text a player typed, or a file holds, made safe to keep and to draw.

Names and fields may arrive with characters that draw nothing or that break drawing: NUL and
other controls, zero-width spaces (U+200B), bidi overrides (U+202E), byte-order marks (U+FEFF),
line separators. The font renderer refuses a string that draws nothing ("Text has zero width")
and one holding NUL; a bidi override turns the rest of a line around. `clean` removes them all.
"""
from __future__ import annotations

import unicodedata

# Cc controls, Cf format (zero-width, bidi, BOM), Cs surrogates, Co private use, Cn unassigned,
# Zl/Zp line and paragraph separators.
_DROP = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def visible(text: str) -> str:
    """`text` without the characters that draw nothing or break drawing (spacing is kept)."""
    if text.isascii() and text.isprintable():
        return text  # the common case, fast
    return "".join(ch for ch in text if ch in "\t" or unicodedata.category(ch) not in _DROP)


def clean(text, limit: int = 0) -> str:
    """A name or field as it is kept: visible characters, whitespace runs as one space, trimmed,
    at most `limit` characters (0: no limit). Anything that is not text gives ""."""
    if not isinstance(text, str):
        return ""
    out = " ".join(visible(text).split())
    return out[:limit].rstrip() if limit else out
