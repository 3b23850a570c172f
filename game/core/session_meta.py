"""A save's `meta` (seat names and kinds, the seat in front of the screen), checked field by field.

The meta is written by Session.record() but a player can edit it: nothing in it is trusted. Each
wrong field is replaced by a safe value and named in a note the table shows after loading, so a
hand-edited save still opens (the seed and actions are the game; the meta is only who sits where).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .seat_notes import check_seat_notes
from .user_text import clean

NAME_LIMIT = 24  # characters of a seat name (the lobby's entry limit)
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("easy", "normal", "hard")
_AI_TAG = re.compile(r"(\s*\(AI\))+\s*$")  # tables add " (AI)" themselves


def clean_name(value, limit: int = NAME_LIMIT) -> str:
    """A name as one short line of printable text ("" for anything that is not text). Control and
    zero-width characters are dropped (they draw as nothing, or reverse the text after them)."""
    if not isinstance(value, str):
        return ""
    return clean(value[: limit * 8], limit)  # never walk a huge string


def plain_seat_name(name: str) -> str:
    """A seat name without the "(AI)" tag older lobbies wrote into it (tables show the tag)."""
    return _AI_TAG.sub("", name).strip()


def default_seat_name(seat: int, kind: str, seat_label: str = "Player") -> str:
    return f"{seat_label} {seat + 1}" if kind == "human" else f"AI {seat + 1}"


@dataclass
class CheckedMeta:
    seats: list  # [{"kind", "name", "level"}], one per seat of the game
    screen_seat: object  # int or None
    name: str = ""
    started: str = ""
    notes: list = field(default_factory=list)  # "meta.seats[2].kind is "robot": that seat plays as a human"
    seat_notes: dict = field(default_factory=dict)  # seat -> its note markers (seat_notes.py)


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value) -> str:
    if isinstance(value, str):
        text = repr(value)
        return text if len(text) <= 30 else text[:27] + "...'"
    if isinstance(value, (list, dict)):
        return f"a {'list' if isinstance(value, list) else 'object'} of {len(value)}"
    return repr(value)[:30]


def check_meta(meta, n_seats: int, seat_label: str = "Player") -> CheckedMeta:
    """Every field of a save's meta, checked against a game of n_seats seats."""
    notes = []
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        notes.append(f"meta is {_show(meta)}, not an object: seats get their default names")
        meta = {}
    raw_seats = meta.get("seats")
    if raw_seats is None:
        raw_seats = []
    elif not isinstance(raw_seats, list):
        notes.append(f"meta.seats is {_show(raw_seats)}, not a list: seats get their default names")
        raw_seats = []
    elif len(raw_seats) != n_seats and raw_seats:
        notes.append(f"meta.seats has {len(raw_seats)} entries for {n_seats} seats"
                     + (": the missing seats play as humans" if len(raw_seats) < n_seats else ": the extra ones are ignored"))
    seats = []
    for i in range(n_seats):
        where = f"meta.seats[{i}]"
        raw = raw_seats[i] if i < len(raw_seats) else {}
        if not isinstance(raw, dict):
            notes.append(f"{where} is {_show(raw)}, not an object: that seat plays as a human")
            raw = {}
        kind = raw.get("kind", "human")
        if kind not in SEAT_KINDS:
            notes.append(f"{where}.kind is {_show(kind)}: that seat plays as a human")
            kind = "human"
        level = raw.get("level", "normal")
        if level not in AI_LEVELS:
            if kind == "ai":
                notes.append(f"{where}.level is {_show(level)}: that AI plays at normal")
            level = "normal"
        raw_name = raw.get("name", "")
        name = plain_seat_name(clean_name(raw_name))
        if raw_name is not None and not isinstance(raw_name, str):
            notes.append(f"{where}.name is {_show(raw_name)}, not a text: the seat gets its default name")
        elif isinstance(raw_name, str) and clean_name(raw_name) != raw_name.strip():
            notes.append(f"{where}.name is {_show(raw_name)}: shown as {name!r}" if name else
                         f"{where}.name is {_show(raw_name)}: the seat gets its default name")
        seats.append({"kind": kind, "level": level, "name": name or default_seat_name(i, kind, seat_label)})
    humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
    screen = meta.get("screen_seat")
    valid = screen is None or (_int(screen) and screen in humans)
    if not valid:
        notes.append(f"meta.screen_seat is {_show(screen)}, not a human seat of this game: "
                     + (f"the screen shows seat {humans[0] + 1}" if len(humans) == 1 else "nobody's hand is shown"))
    # one human: the screen is theirs. Several: whoever picks the game up gets the hand-off screen
    # first, never the hand of the seat that saved. No human: the public view.
    screen = humans[0] if len(humans) == 1 else None
    seat_notes, bad = check_seat_notes(meta.get("seat_notes"), n_seats)
    return CheckedMeta(seats, screen, clean_name(meta.get("name"), 60), clean_name(meta.get("started"), 20),
                       notes + bad, seat_notes)
