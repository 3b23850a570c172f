"""Log lines: the one convention every game follows, and the pieces its words are made of.

The convention. A game's words (decision prompts, action labels, refusals, log lines) live in
game/games/<id>/words.py, which exports `event_text(e)`; its Rules sets `event_text = staticmethod(words.event_text)`.
Every event a seat is shown -- the opening's and every step's -- reaches it through `Rules.redact(event, seat)`,
and its log line is the "text" of what redact returns ("" or none: no line). That line is either
  - carried by the event: the engine wrote it as the event happened, the public "text" plus, for a seat that sees
    more, that seat's own line as "text" in its private part (which redact lays over the public one) -- for words
    that need what only the state holds (Zombie's camp names, Crimson Creek's characters, Terrorscape's board); or
  - written by `event_text` from the redacted event alone, when the event carries none (Who Goes There?, The
    Thing): it sees only what that seat sees, so a private detail cannot reach another seat's line.
Either way a private detail is worded only in the line of a seat allowed to see it, and a line every seat sees is
the same for all (the observation audit, game/core/fuzz_observe.py, compares them). A new game writes
`event_text` from event fields; an engine-written line must put every private word in the private part.

The pieces (Who Goes There?, The Thing): a seat as the contract names it ("Player N": the table puts the lobby's
names in), a content entry's name, a count with its noun, and the one way a log line comes out of an event (a
malformed event gives its type as the line, never an error in the log)."""
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


def and_list(items, empty: str = "none") -> str:
    """A list read as words: "3", "3 and 4", "0, 0, 3 and 3" (dice, names); `empty` for none."""
    words = [str(x) for x in items or ()]
    if not words:
        return empty
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def event_line(describe, e: dict) -> str:
    """describe(e), the log line of one (redacted) event with its first letter made capital; "" for an event with
    no line; an event it cannot read (a missing or odd field) gives its type."""
    try:
        line = describe(e)
        return line[:1].upper() + line[1:]
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return str(e.get("type", "")).replace("_", " ").capitalize() + "."
