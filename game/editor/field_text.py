"""Numbers and tags as the properties panel shows them, and parsing what is typed back."""
from __future__ import annotations

import math

from .model import EditError


def fmt_number(v) -> str:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return str(v)
    # inf and nan (a hand-edited file's) are shown as typed: int() of them would stop the panel
    return str(int(f)) if math.isfinite(f) and f == int(f) else f"{f:g}"


def parse_list(text: str, n: int) -> list:
    parts = [p for p in text.replace("[", " ").replace("]", " ").replace(",", " ").split() if p]
    if len(parts) != n:
        raise EditError(f"expected {n} numbers, got {text!r}")
    return parts


def parse_number(text: str):
    try:
        f = float(text)
    except ValueError:
        raise EditError(f"not a number: {text!r}") from None
    if not math.isfinite(f):
        raise EditError(f"not a number: {text!r}")
    return int(f) if f == int(f) else f


def tags_text(tags: dict) -> str:
    import tomlkit

    return ", ".join(f"{k} = {tomlkit.item(v).as_string()}" for k, v in tags.items())


def parse_tags(text: str) -> dict:
    """`search = "key", hiding = true` (a bare word value is taken as a string)."""
    import sys

    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    text = text.strip()
    if not text:
        return {}
    try:
        return dict(tomllib.loads(f"t = {{ {text} }}")["t"])
    except tomllib.TOMLDecodeError:
        pass
    out = {}
    for part in text.split(","):
        k, _, v = part.partition("=")
        k, v = k.strip(), v.strip().strip('"')
        if not k:
            continue
        out[k] = {"true": True, "false": False}.get(v.lower(), v) if v else True
    if not out:
        raise EditError(f"cannot read the tags {text!r}")
    return out
