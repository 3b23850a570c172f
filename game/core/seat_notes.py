"""A seat's own notes on its own board (the Terrorscape Killer's guess markers: where it thinks each Survivor is,
how far it thinks the repairs went): markers the player places, moves and removes, kept per seat, outside the
game (no rule reads them, undo and replay never touch them), saved in the record's meta as `seat_notes` and
drawn ONLY while that seat is at the screen.

A marker is {"id": the game's token id, "at": a place id of the board ("" = off the board, in its tray),
"n": a small number (a guessed repair progress; 0 when unused)}. The meta is player-editable, so
`check_seat_notes` trusts nothing: each wrong entry is dropped and named in a note, the rest is kept.
"""
from __future__ import annotations

import re

MAX_MARKERS = 40  # per seat: more than any game's supply of note tokens
MAX_N = 99
_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,32}$")


def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def check_marker(m, where: str, notes: list):
    """One marker as {"id", "at", "n"}, or None (named in `notes`) when it is not one."""
    if not isinstance(m, dict):
        notes.append(f"{where} is {_show(m)}, not an object: dropped")
        return None
    mid, at, n = m.get("id"), m.get("at", ""), m.get("n", 0)
    if not isinstance(mid, str) or not _ID.match(mid):
        notes.append(f"{where}.id is {_show(mid)}: the marker is dropped")
        return None
    if at is None:
        at = ""
    if not isinstance(at, str) or (at and not _ID.match(at)):
        notes.append(f"{where}.at is {_show(at)}: the marker goes back to its tray")
        at = ""
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_N:
        notes.append(f"{where}.n is {_show(n)}: it counts 0")
        n = 0
    return {"id": mid, "at": at, "n": n}


def check_seat_notes(raw, n_seats: int) -> tuple:
    """(seat -> [marker], notes) from a save's meta.seat_notes ({"<seat>": [marker, ...]})."""
    notes: list = []
    out: dict = {}
    if raw is None:
        return out, notes
    if not isinstance(raw, dict):
        return out, [f"meta.seat_notes is {_show(raw)}, not an object: the notes are dropped"]
    for key, markers in raw.items():
        where = f"meta.seat_notes[{key!r}]"
        if not (isinstance(key, str) and key.isdigit() and int(key) < n_seats):
            notes.append(f"{where}: no seat {_show(key)} in this game: its notes are dropped")
            continue
        if not isinstance(markers, list):
            notes.append(f"{where} is {_show(markers)}, not a list: its notes are dropped")
            continue
        if len(markers) > MAX_MARKERS:
            notes.append(f"{where} has {len(markers)} markers: only the first {MAX_MARKERS} are kept")
        kept, seen = [], set()
        for i, m in enumerate(markers[:MAX_MARKERS]):
            m = check_marker(m, f"{where}[{i}]", notes)
            if m is None:
                continue
            if m["id"] in seen:
                notes.append(f"{where}[{i}].id {m['id']!r} comes twice: the second is dropped")
                continue
            seen.add(m["id"])
            kept.append(m)
        if kept:
            out[int(key)] = kept
    return out, notes


def notes_to_json(seat_notes: dict) -> dict:
    """The meta's form: string seat keys, only seats with markers."""
    return {str(seat): [dict(m) for m in markers] for seat, markers in sorted(seat_notes.items()) if markers}
