"""The keyboard focus of every table: a ring that Tab / Shift+Tab move through everything a player can take
at the table, the arrows move to the nearest stop in their direction, Enter or Space take, Esc lets go.

A mixin of BoardTable, written once for the five tables. The ring's stops, in order:
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
from typing import Hashable, Optional

import pygame

from ..widgets.focus_ring import draw_focus_ring
from .seat_notes import NOTE


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
    """The focus ring of a table (mixed into BoardTable, after BoardChoices)."""

    focus_id = None  # the focused stop's identity; None: no focus (Enter takes the first listed choice)
    focus_hover = False  # a key moved the focus since the pointer last moved: the hover help reads the focus

    # -- the stops -----------------------------------------------------------------------------------------
    def focus_stops(self) -> list:
        """Every stop of the ring now, in Tab order."""
        notes = self.note_stops()
        held = self.note_held is not None
        out = list(notes) if held else []  # a marker in hand: where it may go comes first
        if self.board_live():
            anchors = self.board_anchors()
            lit = [anchors[a] for a in self.lit_anchors() if a in anchors]
            for a in sorted(lit, key=lambda a: reading_order(a.rect)):
                out.append(Stop(("anchor", a.id), pygame.Rect(a.rect), a.round))
        out += self.hand_stops(out)
        if not held:
            out += notes
        self.choice_items_to_list()
        shown = {b.key[1]: b.rect for b in self.choices.buttons if b.key[0] == "choice"}
        if shown:  # (a list the table does not show now, under a panel of its own, is no stop)
            out += [Stop(("item", i), shown.get(i)) for i in range(len(self.choices.items))]
        # a panel's own choices (a button of an action) before the bar's undo, skip, notebook...
        for b in sorted(self.clickable_buttons(), key=lambda b: b.key[0] != "action"):
            if b.enabled and b.key[0] not in ("choice", "page"):
                out.append(Stop(("button", b.key), pygame.Rect(b.rect)))
        log = getattr(self.logv, "panel_rect", None)
        if log is not None and log.w > 0 and log.h > 0:
            out.append(Stop(("log",), pygame.Rect(log)))
        return out

    def hand_stops(self, anchors: list) -> list:
        """The draggable things that are not a lit place already (in reading order): the cards of a hand that
        cannot be played now (Enter says why, the zoom reads them) or that a mode selects (Zombie's discard:
        Enter selects), as a click on them would. A lit place is that same thing when its centre lies on the
        item and it is not much bigger (a location holding a token is another thing)."""
        out = []
        dd = self.dragdrop
        for iid, item in dd.items.items():
            if isinstance(item.payload, tuple) and item.payload and item.payload[0] == NOTE:
                continue
            rect = dd.item_rect(iid)
            if any(a.rect is not None and rect.collidepoint(a.rect.center) and a.rect.w * a.rect.h <= 2 * rect.w * rect.h
                   for a in anchors):
                continue
            out.append(Stop(("drag", iid), pygame.Rect(rect)))
        return sorted(out, key=lambda st: reading_order(st.rect))

    def note_stops(self) -> list:
        """The screen seat's note markers (seat_notes.py); while one is held, the places it may go (the tray
        last) and the held one itself (Enter on it again lets go)."""
        rects = self.note_rects()
        if not rects:
            return []
        r = self.note_radius()

        def marker(mid):
            c = rects[mid][0]
            return Stop(("note", mid), pygame.Rect(round(c[0] - r), round(c[1] - r), 2 * r, 2 * r), True)

        if self.note_held is None or self.note_held not in rects:
            return [marker(mid) for mid in rects]
        places = sorted(self.note_places().items(), key=lambda kv: reading_order(kv[1]))
        out = [Stop(("note_place", p), pygame.Rect(rect)) for p, rect in places]
        tray = self.note_tray()
        if tray is not None:
            out.append(Stop(("note_place", ""), pygame.Rect(tray)))
        return out + [marker(self.note_held)]

    def take_note(self, stop) -> None:
        """Enter on a marker: a counter counts up, any other is picked up (the focus goes to the first place it
        may go); Enter on a place puts the held marker there (the focus stays on the marker)."""
        kind, what = stop.id
        if kind == "note":
            token = next((t for t in self.note_supply() if t.id == what), None)
            if token is not None and token.count_to:
                n = self.note_markers()[what]["n"]
                self.put_note(what, n=(n + 1) % (token.count_to + 1))
                return
            self.note_click(what)
            if self.note_held is not None:
                self.focus_id = self.note_stops()[0].id
            return
        held = self.note_held
        if held is not None:
            self.put_note(held, at=what)
            self.focus_id = ("note", held)

    def focused_stop(self, stops: Optional[list] = None):
        """The focused stop, or None without focus. When the focused thing is gone (the move was made, the list
        narrowed, a computer seat plays) the first stop stands for it, without forgetting what was focused: so
        the focus comes back to the first lit place of the next decision."""
        if self.focus_id is None:
            return None
        stops = self.focus_stops() if stops is None else stops
        return next((s for s in stops if s.id == self.focus_id), stops[0] if stops else None)

    # -- moving ----------------------------------------------------------------------------------------------
    def focus_step(self, delta: int) -> None:
        """Tab (+1) / Shift+Tab (-1): the next stop of the ring (from no focus: the first / the last)."""
        stops = self.focus_stops()
        if not stops:
            return
        cur = self.focused_stop(stops)
        if cur is None:
            i = 0 if delta > 0 else len(stops) - 1
        else:
            i = ([s.id for s in stops].index(cur.id) + delta) % len(stops)
        self.focus_to(stops[i])

    def focus_arrow(self, dx: int, dy: int) -> bool:
        """An arrow key while something has the focus: the nearest stop that way (False: no focus)."""
        stops = self.focus_stops()
        cur = self.focused_stop(stops)
        if cur is None:
            return False
        if cur.id[0] == "item" and dx == 0:  # up and down the side list, row by row, scrolled rows too
            items = [s for s in stops if s.id[0] == "item"]
            j = [s.id for s in items].index(cur.id) + dy
            if 0 <= j < len(items):
                self.focus_to(items[j])
                return True
        if cur.rect is not None:
            nxt = nearest([s for s in stops if s.id != cur.id], cur.rect, dx, dy)
            if nxt is not None:
                self.focus_to(nxt)
        return True

    def focus_to(self, stop: Stop) -> None:
        self.focus_id, self.focus_hover = stop.id, True
        if stop.id[0] == "item":
            self.scroll_to_item(stop.id[1])
        self.app.audio.play("ui_click", 0.25)

    def scroll_to_item(self, index: int) -> None:
        """The side list scrolled so that its item `index` shows."""
        ch = self.choices
        if any(b.key == ("choice", index) for b in ch.buttons):
            return
        row = ch.rows.index(("item", index)) if ("item", index) in ch.rows else 0
        if row > 0 and ch.rows[row - 1][0] == "header":
            row -= 1  # its group's name comes with it
        ch.scroll = row
        self.layout_choices()
        if not any(b.key == ("choice", index) for b in ch.buttons):  # the ▲ row took the last place: one row on
            ch.scroll = min(row + 1, max(0, len(ch.rows) - 1))
            self.layout_choices()

    # -- taking ----------------------------------------------------------------------------------------------
    def take_focus(self) -> bool:
        """Enter / Space on the focused stop: what a click on it does. False without focus."""
        stop = self.focused_stop()
        if stop is None:
            return False
        kind = stop.id[0]
        if kind == "anchor":
            aid = stop.id[1]
            out = self.picker.click(aid, self.legal(), self.anchor_paths)
            self.after_pick(out, stop.rect.center, aid)
            if out.kind == "focus":  # narrowed: the focus goes on to the first of the next steps
                nxt = next((s for s in self.focus_stops() if s.id[0] == "anchor"), None)
                if nxt is not None:
                    self.focus_id = nxt.id
        elif kind == "item":
            self.press_choice(stop.id[1])
        elif kind == "button":
            b = next((b for b in self.clickable_buttons() if b.key == stop.id[1]), None)
            if b is not None and b.enabled:
                self.press_button(b)
        elif kind == "log":
            self.logv.show()
        elif kind in ("note", "note_place"):
            self.take_note(stop)
        elif kind == "drag" and stop.id[1] in self.dragdrop.items:
            self.click_item(self.dragdrop.items[stop.id[1]].payload)
        return True

    def clear_focus(self) -> bool:
        """Esc: a marker held by keys put back where it was, else the focus let go (True when either was)."""
        if self.note_held is not None and self.focus_id is not None:
            self.note_held = None
            return True
        had, self.focus_id = self.focus_id is not None, None
        return had

    def hover_pos(self):
        """Where the hover help (a card's zoom, a tip) looks: the focused stop's centre once a key moved the focus
        (held a moment, or Alt: the zoom of the focused card), else the pointer."""
        if self.focus_hover and self.focus_id is not None:
            stop = self.focused_stop()
            if stop is not None and stop.rect is not None:
                return stop.rect.center
        return self.mouse

    def space_takes_focus(self) -> bool:
        """True when Space takes the focused stop rather than pausing computer play: the screen seat decides, or
        the focus is on its note markers (moved at any time)."""
        return self.focus_id is not None and (self.screen_decides() or self.focus_id[0] in ("note", "note_place"))

    def focus_key(self, inp) -> bool:
        """The focus's keys (called by BoardTable.handle_key first): True when the key was used."""
        key = inp.key
        if key == pygame.K_TAB:
            self.focus_step(-1 if inp.mod & pygame.KMOD_SHIFT else 1)
            return True
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in arrows and self.focus_id is not None:
            return self.focus_arrow(*arrows[key])
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus_id is not None:
            return self.take_focus()
        return False

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw_focus(self, surface, px: int) -> None:
        """The ring round the focused stop (called under the menu and the question, which have their own)."""
        if self.focus_id is None or self.logv.open:
            return
        stop = self.focused_stop()
        if stop is None or stop.rect is None:
            return
        draw_focus_ring(surface, stop.rect, max(3, px // 4), stop.round)
