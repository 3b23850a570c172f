"""The Killer's guess markers on its own board (the rulebook's Killer components: 11 Killer assistance tokens,
a radio and a vehicle progress guess token; setup: "Place the corresponding Killer assistance tokens in the Main
Exit location ... you may use them to mark your guess about the Survivors' location" and "the repair progress
markers on 0 ... to mark your guess about the repair progress"). Shown and handled by the shared seat_notes.py
only while a Killer seat is at the screen; saved with the game as that seat's notes.
"""
from __future__ import annotations

import pygame

from ..seat_notes import NoteToken
from .pieces import REPAIR_NEEDED, survivor_colour

# designed: the box's 11 assistance tokens serve five characters: two for each Survivor in play (two places
# it may be), the spare stays in the box
PER_SURVIVOR = 2
REPAIR_COLOUR = (110, 205, 225)


def guess_supply(view: dict, board) -> list:
    """Two assistance tokens per Survivor (starting at the Main Exit, as set up), and the radio and vehicle
    progress guesses (counters on the first radio / vehicle repair location, from 0)."""
    exits = board.with_kind("main_exit")
    home = exits[0] if exits else ""
    out = []
    for s in view.get("survivors") or []:
        name = s.get("name", s["char"])
        for i in range(PER_SURVIVOR):
            out.append(NoteToken(f"guess.{s['char']}.{i}", home, name[:1], survivor_colour(s["char"]),
                                 title=f"{name} guess"))
    for what, letter in (("radio", "R"), ("vehicle", "V")):
        locs = board.with_kind(what)
        if locs:
            out.append(NoteToken(f"guess.{what}", locs[0], letter, REPAIR_COLOUR, REPAIR_NEEDED[what],
                                 f"{what.capitalize()} progress guess"))
    return out


def guess_spot(g, place: str, index: int, count: int) -> tuple:
    """A row on the location's lower edge, half over the border (clear of the name, the icons, the miniatures
    and the token column): the guesses read as tags hung on the place."""
    r = g.loc_rect[place]
    step = min(g.u(15), (r.w * 0.84) / max(1, count))
    return (r.centerx - step * (count - 1) / 2 + step * index, r.bottom)


def guess_tray(g) -> pygame.Rect:
    """The markers off the board: a tray at the map's lower left."""
    m = g.rects["map"]
    return pygame.Rect(m.x + g.u(6), m.bottom - g.u(28), g.u(150), g.u(22))
