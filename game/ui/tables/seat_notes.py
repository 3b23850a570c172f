"""A seat's own note markers on its own board, for every table (a part the Table owns; the data and its save
checks are game/core/seat_notes.py): the Terrorscape Killer's guesses of where each Survivor is and how far
the repairs went. No rule reads them; they are drawn and handled ONLY while their seat is at the screen
(`session.screen_seat`), so a hand-off hides them, and they are saved with the game.

A game with notes gives its table's `note_board()`: a NoteBoard listing the screen seat's supply (`note_supply()`:
NoteToken, [] for a seat without notes), the places a marker may stand on (`note_places()`: place id -> rect),
where a marker is drawn (`note_spot`), its radius and the tray of the markers off the board (`note_tray()`);
`draw` here draws plain rings.
Handling (the same on every table):
  drag a marker onto a place: it stands there;  drag it off the board (or onto the tray): it goes back to the tray;
  click a marker: it is held (gold) and the next click on a place puts it there (on the tray: back to the tray);
  a counter (count_to > 0, a guessed repair progress) stays put: a click counts up (after the top, back to 0),
  a right click counts down;  a right click on a marker on the board puts it back in the tray.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional, Protocol

import pygame

from .. import theme
from ..widgets.ink import text
from .focus import Stop, reading_order

NOTE = "note"  # the drag payload's kind: ("note", id)
TRAY = ("note_tray",)


@dataclass(frozen=True)
class NoteToken:
    id: str
    home: str  # where it stands at first ("" = in the tray)
    label: str  # one or two letters on it
    colour: tuple
    count_to: int = 0  # > 0: a counter that stays at home and counts 0..count_to
    title: str = ""  # its hover and toast name ("Evelyn guess")


class NoteBoard(Protocol):
    """What a game with note markers supplies (Terrorscape's Killer guesses)."""

    def note_supply(self) -> list: ...

    def note_places(self) -> dict: ...

    def note_spot(self, place: str, index: int, count: int) -> tuple: ...

    def note_tray(self) -> Optional[pygame.Rect]: ...

    def note_radius(self) -> int: ...


class NoNotes:
    """The board of a game without note markers."""

    def note_supply(self) -> list:
        return []

    def note_places(self) -> dict:
        return {}

    def note_spot(self, place: str, index: int, count: int) -> tuple:
        return (0, 0)

    def note_tray(self):
        return None

    def note_radius(self) -> int:
        return 8


class SeatNotes:
    """The screen seat's markers: given the session, the board (NoteBoard), the table's drag and drop, its
    toast and what to do when the markers changed (the table registers its drags again)."""

    def __init__(self, session, board: NoteBoard, dragdrop, toast: Callable, changed: Callable):
        self.session = session
        self.board = board
        self.dragdrop = dragdrop
        self.toast = toast
        self.changed = changed
        self.held = None  # the id of the marker a click picked up

    # -- the screen seat's markers ------------------------------------------------------------------------
    def markers(self) -> dict:
        """id -> {"id", "at", "n"} for the screen seat: the saved ones, the rest of its supply at home."""
        supply = self.board.note_supply()
        if not supply:
            return {}
        saved = {m["id"]: m for m in self.session.notes_of(self.session.screen_seat)}
        places = self.board.note_places()
        out = {}
        for t in supply:
            m = saved.get(t.id) or {"id": t.id, "at": t.home, "n": 0}
            if m["at"] and m["at"] not in places:
                m = dict(m, at="")  # a place this board does not have (an edited save): back in the tray
            if t.count_to:
                m = dict(m, at=t.home, n=max(0, min(t.count_to, int(m.get("n") or 0))))
            out[t.id] = m
        return out

    def rects(self) -> dict:
        """id -> (centre, token) of every marker of the screen seat, on its place or in the tray."""
        tokens = {t.id: t for t in self.board.note_supply()}
        if not tokens:
            return {}
        by_place: dict = {}
        for m in self.markers().values():
            by_place.setdefault(m["at"], []).append(m["id"])
        out = {}
        r = self.board.note_radius()
        tray = self.board.note_tray()
        for place, ids in by_place.items():
            for i, mid in enumerate(ids):
                if place:
                    pos = self.board.note_spot(place, i, len(ids))
                elif tray is not None:
                    pos = (tray.x + r * 1.3 + i * r * 2.3, tray.centery)
                else:
                    continue
                out[mid] = (pos, tokens[mid])
        return out

    def put(self, mid: str, at=None, n=None) -> None:
        markers = self.markers()
        if mid not in markers:
            return
        m = dict(markers[mid])
        if at is not None:
            m["at"] = at
        if n is not None:
            m["n"] = n
        markers[mid] = m
        self.session.set_notes(self.session.screen_seat, list(markers.values()))
        self.held = None
        self.changed()

    # -- input ------------------------------------------------------------------------------------------
    def at(self, pos):
        if pos is None:
            return None
        r = self.board.note_radius() * 1.2
        for mid, (c, _) in reversed(list(self.rects().items())):
            if math.dist(pos, c) <= r:
                return mid
        return None

    def register_drags(self) -> None:
        rects = self.rects()
        if not rects:
            return
        dd = self.dragdrop
        r = self.board.note_radius()
        for mid, (c, t) in rects.items():
            if not t.count_to:
                dd.add_item((NOTE, mid), pygame.Rect(round(c[0] - r), round(c[1] - r), 2 * r, 2 * r), (NOTE, mid))
        for place, rect in self.board.note_places().items():  # the board's own place targets (a piece's drop too)
            if ("loc", place) not in dd.targets:
                dd.add_target(("loc", place), rect, ("loc", place))
        tray = self.board.note_tray()
        if tray is not None:
            dd.add_target(TRAY, tray, TRAY)

    def targets(self, payload) -> dict:
        places = self.board.note_places()
        return {tid: None for tid in self.dragdrop.targets if tid == TRAY or (tid[0] == "loc" and tid[1] in places)}

    def mouse_down(self, inp):
        """A click or right click on a marker, or the click that puts a held marker down; None: not about notes."""
        if not self.board.note_supply():
            return None
        mid = self.at(inp.pos)
        tokens = {t.id: t for t in self.board.note_supply()}
        if inp.button == 3 and mid is not None:
            t, m = tokens[mid], self.markers()[mid]
            if t.count_to:
                self.put(mid, n=(m["n"] - 1) % (t.count_to + 1))
            else:
                self.put(mid, at="")
                self.toast(f"{t.title or 'The marker'}: back in the tray.", 1.5)
            return True
        if inp.button != 1:
            return None
        if mid is not None and tokens[mid].count_to:
            m = self.markers()[mid]
            self.put(mid, n=(m["n"] + 1) % (tokens[mid].count_to + 1))
            return True
        if self.held is not None and mid is None:
            place = self.place_at(inp.pos)
            if place is not None:
                self.put(self.held, at=place)
                return True
        return None

    def mouse_up(self, res) -> None:
        """The drag and drop's release of a marker (a click holds it, a drop puts it down)."""
        if res.kind == "click":
            self.click(res.payload[1])
        elif res.kind == "drop" or res.target_payload is None:  # off the board: back to the tray
            self.dragdrop.offsets.pop(res.item_id, None)
            self.drop(res.payload, res.target_payload)

    def place_at(self, pos):
        """The place (or "" for the tray) under `pos`, or None."""
        tray = self.board.note_tray()
        if tray is not None and tray.collidepoint(pos):
            return ""
        for place, rect in self.board.note_places().items():
            if rect.collidepoint(pos):
                return place
        return None

    def click(self, mid: str) -> None:
        """A marker pressed and released without moving: held until a place is clicked (again: let go)."""
        self.held = None if self.held == mid else mid
        if self.held is not None:
            t = next(t for t in self.board.note_supply() if t.id == mid)
            self.toast(f"{t.title or 'Marker'}: click the place it goes to (the tray: off the board).", 2.5)

    def drop(self, payload, target) -> None:
        mid = payload[1]
        if target == TRAY or target is None:
            self.put(mid, at="")
        else:
            self.put(mid, at=target[1])

    # -- the focus ring's stops -------------------------------------------------------------------------
    def stops(self) -> list:
        """The markers as focus stops; while one is held, the places it may go (the tray last) and the held one
        itself (Enter on it again lets go)."""
        rects = self.rects()
        if not rects:
            return []
        r = self.board.note_radius()

        def marker(mid):
            c = rects[mid][0]
            return Stop(("note", mid), pygame.Rect(round(c[0] - r), round(c[1] - r), 2 * r, 2 * r), True)

        if self.held is None or self.held not in rects:
            return [marker(mid) for mid in rects]
        places = sorted(self.board.note_places().items(), key=lambda kv: reading_order(kv[1]))
        out = [Stop(("note_place", p), pygame.Rect(rect)) for p, rect in places]
        tray = self.board.note_tray()
        if tray is not None:
            out.append(Stop(("note_place", ""), pygame.Rect(tray)))
        return out + [marker(self.held)]

    def take(self, stop):
        """Enter on a marker: a counter counts up, any other is picked up; Enter on a place puts the held marker
        there. Returns the stop the focus goes to (the first place a picked marker may go, the marker put down)
        or None: it stays."""
        kind, what = stop.id
        if kind == "note":
            token = next((t for t in self.board.note_supply() if t.id == what), None)
            if token is not None and token.count_to:
                n = self.markers()[what]["n"]
                self.put(what, n=(n + 1) % (token.count_to + 1))
                return None
            self.click(what)
            return self.stops()[0].id if self.held is not None else None
        held = self.held
        if held is not None:
            self.put(held, at=what)
            return ("note", held)
        return None

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface, px: int) -> None:
        rects = self.rects()
        if not rects:
            return
        tray = self.board.note_tray()
        if tray is not None and any(not m["at"] for m in self.markers().values()):
            pygame.draw.rect(surface, (20, 16, 18), tray, border_radius=4)
            pygame.draw.rect(surface, (120, 100, 90), tray, 1, border_radius=4)
        r = self.board.note_radius()
        markers = self.markers()
        dragging = self.dragdrop.dragging if self.dragdrop.moved else None
        for mid, (c, t) in rects.items():
            if dragging == (NOTE, mid):
                c = self.dragdrop.item_rect(dragging).center
            x, y = round(c[0]), round(c[1])
            pygame.draw.circle(surface, (16, 14, 16), (x, y), r)
            pygame.draw.circle(surface, theme.GOLD if self.held == mid else t.colour, (x, y), r, max(2, r // 4))
            label = f"{t.label}{markers[mid]['n']}" if t.count_to else t.label
            text(surface, label, "sans_bold", px, (x, y), t.colour, "center", shadow=False)
