"""What every game's log lines are made of (Who Goes There?, The Thing): a seat as the contract names it ("Player
N": the table puts the lobby's names in), a content entry's name, a count with its noun, and the one way a log line
comes out of an event (a malformed event gives its type as the line, never an error in the log)."""
from __future__ import annotations


def who(seat) -> str:
    return f"Player {seat + 1}" if isinstance(seat, int) else "Someone"


def name_in(table: dict, key) -> str:
    """The name of `key` in a content table ({id: {"name": ...}}); the key itself when it is not there."""
    info = table.get(key) if isinstance(key, str) else None
    return info["name"] if info else str(key)


UNCOUNTED = frozenset({"Stamina"})  # "gains 2 Stamina", as the rulebook counts it


def plural(n: int, word: str) -> str:
    """'1 card', '2 cards', '3 successes', '2 sixes', '2 Bonuses', '2 Stamina'."""
    if n == 1 or word in UNCOUNTED:
        return f"{n} {word}"
    return f"{n} {word}{'es' if word.endswith(('s', 'x', 'ch', 'sh')) else 's'}"


def event_line(describe, e: dict) -> str:
    """describe(e), the log line of one (redacted) event with its first letter made capital; "" for an event with
    no line; an event it cannot read (a missing or odd field) gives its type."""
    try:
        line = describe(e)
        return line[:1].upper() + line[1:]
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return str(e.get("type", "")).replace("_", " ").capitalize() + "."
