"""Plain values out of tomlkit items, and values written back in the maps/ style."""
from __future__ import annotations

import re

import tomlkit
from tomlkit.items import InlineTable


def plain_value(value):
    """tomlkit item -> plain Python value (dicts, lists, str, int, float, bool)."""
    if hasattr(value, "unwrap"):
        return value.unwrap()
    return value


def layout_number(v):
    """Layout units are written as ints when whole, else rounded to 0.1."""
    f = float(v)
    return int(round(f)) if abs(f - round(f)) < 1e-6 else round(f, 1)


def inline_table(values: dict) -> InlineTable:
    """An inline table written in the maps/ style: `{ a = 1, b = "x" }`."""
    if not values:
        return tomlkit.parse("t = {}")["t"]
    body = ", ".join(f"{toml_key(k)} = {tomlkit.item(v).as_string()}" for k, v in values.items())
    return tomlkit.parse(f"t = {{ {body} }}")["t"]


def toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_\-]+", k) else tomlkit.item(k).as_string()


def put_key(table, key: str, value) -> None:
    """Set a key of a tomlkit table. A NEW key goes before the table's trailing blank lines:
    tomlkit appends after them otherwise, which can glue the key to the next [[header]] and
    write text that no longer parses."""
    if key in table:
        table[key] = value
        return
    from tomlkit.items import Whitespace

    body = table.value.body
    trailing = []
    while body and body[-1][0] is None and isinstance(body[-1][1], Whitespace):
        trailing.insert(0, body.pop()[1])
    table[key] = value
    if trailing:
        added = body[-1][1]
        if not added.trivia.trail.endswith("\n"):
            added.trivia.trail = "\n"  # its own line end; the blank lines follow as before
    for ws in trailing:
        body.append((None, ws))  # back after the new key (key-less entries are not in tomlkit's key map)
