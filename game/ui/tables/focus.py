"""The keyboard focus of every table: a ring that Tab / Shift+Tab move through everything a player can take
at the table, the arrows move to the nearest stop in their direction, Enter or Space take, Esc lets go.

A part the Table owns, written once for the five tables. The ring moves and draws; the stops come from the
table (`stops()`, made by its parts) and taking one is the table's (`take(stop)`). The stops, in order:
  * the lit places on the board (BoardChoices' anchors: a piece, a card in the hand, a location, a chip),
    in reading order; after a pick they are the next steps (the focus follows the narrowing), so a
    drag-and-drop move has its key path: focus the piece, Enter picks it up, Tab or the arrows to where it
    goes (only the legal places glow then), Enter drops it there;
  * the rest of the hand (a card that cannot be played now: Enter says why, the zoom reads it; Zombie's
    discard selects its cards so);
  * the seat's own note markers (seat_notes.py: Enter picks one up, the places it may go come first in the ring
    then, Enter puts it down; a counter counts up);
  * the side list's choices (the list scrolls to the focused one);
  * the table's buttons (undo, skip, pass, done, a panel's buttons) and the side log (Enter opens it whole).
Taking a stop goes through the same path as a click (picker.click / press_choice / press_button), so a risky
move still asks first (request()).

A stop is remembered by its identity, not its index: when the board changes under it (a move was made, the
list narrowed) and it is gone, the focus goes to the first stop (the next decision's first lit place).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Optional

import pygame

from ..widgets.focus_ring import draw_focus_ring


@dataclass(frozen=True)
class Stop:
    id: Hashable  # ("anchor", aid) | ("item", index) | ("button", key) | ("log",) | ("note", id) | ("note_place", p)
    rect: Optional[pygame.Rect]  # where it is on screen now (None: a list row scrolled out of sight)
    round: bool = False


def reading_order(rect: pygame.Rect) -> tuple:
    """Rows of ~40 px from the top, then left to right (so a row of cards reads as one row)."""
    return (rect.centery // 40, rect.centerx, rect.centery)


def nearest(stops: list, here: pygame.Rect, dx: int, dy: int):
    """The stop nearest `here` in the direction (dx, dy), or None: its centre must lie within 60 degrees of
    that direction; nearer along it and less off to the side wins."""
    best, best_cost = None, None
    cx, cy = here.center
    for s in stops:
        if s.rect is None:
            continue
        vx, vy = s.rect.centerx - cx, s.rect.centery - cy
        along = vx * dx + vy * dy
        side = abs(vx * dy - vy * dx)
        if along <= 0 or side > along * 1.8:
            continue
        cost = along + 2 * side
        if best_cost is None or cost < best_cost:
            best, best_cost = s, cost
    return best


class KeyFocus:
    """The focus ring of a table: `stops()` lists the ring now (Tab order), `take(stop)` does what a click on a
    stop does, `scroll_to(index)` shows the side list's item `index`, `click()` plays the ring's tick."""

    def __init__(self, stops: Callable, take: Callable, scroll_to: Callable, click: Callable):
        self.stops = stops
        self.take_stop = take
        self.scroll_to = scroll_to
        self.click = click
        self.id = None  # the focused stop's identity; None: no focus (Enter takes the first listed choice)
        self.hover = False  # a key moved the focus since the pointer last moved: the hover help reads the focus

    def focused(self, stops: Optional[list] = None):
        """The focused stop, or None without focus. When the focused thing is gone (the move was made, the list
        narrowed, a computer seat plays) the first stop stands for it, without forgetting what was focused: so
        the focus comes back to the first lit place of the next decision."""
        if self.id is None:
            return None
        stops = self.stops() if stops is None else stops
        return next((s for s in stops if s.id == self.id), stops[0] if stops else None)

    # -- moving ----------------------------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        """Tab (+1) / Shift+Tab (-1): the next stop of the ring (from no focus: the first / the last)."""
        stops = self.stops()
        if not stops:
            return
        cur = self.focused(stops)
        if cur is None:
            i = 0 if delta > 0 else len(stops) - 1
        else:
            i = ([s.id for s in stops].index(cur.id) + delta) % len(stops)
        self.to(stops[i])

    def arrow(self, dx: int, dy: int) -> bool:
        """An arrow key while something has the focus: the nearest stop that way (False: no focus)."""
        stops = self.stops()
        cur = self.focused(stops)
        if cur is None:
            return False
        if cur.id[0] == "item" and dx == 0:  # up and down the side list, row by row, scrolled rows too
            items = [s for s in stops if s.id[0] == "item"]
            j = [s.id for s in items].index(cur.id) + dy
            if 0 <= j < len(items):
                self.to(items[j])
                return True
        if cur.rect is not None:
            nxt = nearest([s for s in stops if s.id != cur.id], cur.rect, dx, dy)
            if nxt is not None:
                self.to(nxt)
        return True

    def to(self, stop: Stop) -> None:
        self.id, self.hover = stop.id, True
        if stop.id[0] == "item":
            self.scroll_to(stop.id[1])
        self.click()

    def take(self) -> bool:
        """Enter / Space on the focused stop: what a click on it does. False without focus."""
        stop = self.focused()
        if stop is None:
            return False
        self.take_stop(stop)
        return True

    def clear(self) -> bool:
        """Esc: the focus let go (True when there was one)."""
        had, self.id = self.id is not None, None
        return had

    def hover_pos(self, mouse):
        """Where the hover help (a card's zoom, a tip) looks: the focused stop's centre once a key moved the focus
        (held a moment, or Alt: the zoom of the focused card), else the pointer."""
        if self.hover and self.id is not None:
            stop = self.focused()
            if stop is not None and stop.rect is not None:
                return stop.rect.center
        return mouse

    def key(self, inp) -> bool:
        """The focus's keys (the table's key handling asks first): True when the key was used."""
        key = inp.key
        if key == pygame.K_TAB:
            self.step(-1 if inp.mod & pygame.KMOD_SHIFT else 1)
            return True
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in arrows and self.id is not None:
            return self.arrow(*arrows[key])
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.id is not None:
            return self.take()
        return False

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface, px: int) -> None:
        """The ring round the focused stop (drawn under the menu and the question, which have their own)."""
        if self.id is None:
            return
        stop = self.focused()
        if stop is None or stop.rect is None:
            return
        draw_focus_ring(surface, stop.rect, max(3, px // 4), stop.round)
