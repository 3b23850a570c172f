"""One step of [MOVE] for each side, read from the board's connections (Key Words: MOVE, BLOCK,
Elevated Levels, Secret Passages).

Survivors: never through a block token, never against a one-way arrow unless a rope token lies on
it, through a secret passage only with a Flashlight or Quinto's shortcut. The Killer: through a
block (which removes it, unless in STEALTH), against an arrow by discarding a card from hand; Orion
never uses secret passages.
"""
from __future__ import annotations

from .state import edge_key


def survivor_steps(state, loc: str, secret: bool = False) -> list:
    """Where a Survivor at `loc` may step now; `secret`: through secret passages too (and only then)."""
    d = state.d
    blocks, ropes = d["blocks"], d["ropes"]
    out = []
    for other, kind, ok in state.board.links(loc):
        if kind == "secret":
            if secret and other not in out:
                out.append(other)
            continue
        key = edge_key(loc, other)
        if key in blocks or (not ok and key not in ropes):
            continue
        if other not in out:
            out.append(other)
    return out


def secret_steps(state, loc: str) -> list:
    return [other for other, kind, _ in state.board.links(loc) if kind == "secret"]


def killer_steps(state, loc: str) -> list:
    """(to, against_arrow) for each step the Killer may take from `loc`."""
    out = []
    for other, kind, ok in state.board.links(loc):
        if kind == "secret":
            continue
        out.append((other, not ok))
    return out


def doors_at(state, loc: str) -> list:
    """The door connections touching `loc` (where block tokens go), as edge keys."""
    return [edge_key(loc, other) for other, kind, _ in state.board.links(loc) if kind == "door"]


def all_doors(state) -> list:
    board = state.board
    seen = []
    for code in board.codes:
        for other, kind, _ in board.links(code):
            if kind == "door":
                key = edge_key(code, other)
                if key not in seen:
                    seen.append(key)
    return seen


def arrows_at(state, loc: str) -> list:
    """One-way connections touching `loc` (where a rope token may go), as edge keys."""
    return [edge_key(loc, other) for other, kind, _ in state.board.links(loc) if kind == "oneway"]
