"""The table's focus ring wired to its parts (focus.KeyFocus moves the ring; these say what is on it and what
taking a stop does). The ring's stops, in Tab order: a held note marker's places first, the lit places on the
board (board_choices.py) in reading order, the rest of the hand (path_drags.py), the note markers, the side
list's choices, the table's buttons (a panel's actions first) and the side log. Taking a stop goes through the
same path as a click (picker click / press_choice / press_button), so a risky move still asks first."""
from __future__ import annotations

import pygame

from .focus import Stop


def stops(t) -> list:
    """Every stop of the ring now, in Tab order."""
    notes = t.notes.stops()
    held = t.notes.held is not None
    out = list(notes) if held else []  # a marker in hand: where it may go comes first
    out += t.choosing.anchor_stops()
    out += t.drags.hand_stops(out)
    if not held:
        out += notes
    t.choice_items_to_list()
    shown = {b.key[1]: b.rect for b in t.choices.buttons if b.key[0] == "choice"}
    if shown:  # (a list the table does not show now, under a panel of its own, is no stop)
        out += [Stop(("item", i), shown.get(i)) for i in range(len(t.choices.items))]
    # a panel's own choices (a button of an action) before the bar's undo, skip, notebook...
    for b in sorted(t.clickable_buttons(), key=lambda b: b.key[0] != "action"):
        if b.enabled and b.key[0] not in ("choice", "page"):
            out.append(Stop(("button", b.key), pygame.Rect(b.rect)))
    log = t.logv.panel_rect
    if log.w > 0 and log.h > 0:
        out.append(Stop(("log",), pygame.Rect(log)))
    return out


def take(t, stop: Stop) -> None:
    """Enter / Space on a stop: what a click on it does (a risky move still asks first)."""
    kind = stop.id[0]
    if kind == "anchor":
        out = t.choosing.click_anchor(stop.id[1], stop.rect.center)
        if out.kind == "focus":  # narrowed: the focus goes on to the first of the next steps
            nxt = next((s for s in stops(t) if s.id[0] == "anchor"), None)
            if nxt is not None:
                t.ring.id = nxt.id
    elif kind == "item":
        t.press_choice(stop.id[1])
    elif kind == "button":
        b = next((b for b in t.clickable_buttons() if b.key == stop.id[1]), None)
        if b is not None and b.enabled:
            t.press_button(b)
    elif kind == "log":
        t.logv.show()
    elif kind in ("note", "note_place"):
        nxt = t.notes.take(stop)
        if nxt is not None:
            t.ring.id = nxt
    elif kind == "drag" and stop.id[1] in t.dragdrop.items:
        t.click_item(t.dragdrop.items[stop.id[1]].payload)


def scroll_to_item(t, index: int) -> None:
    """The side list scrolled so that its item `index` shows."""
    ch = t.choices
    if any(b.key == ("choice", index) for b in ch.buttons):
        return
    rows = ch.listed()  # while the list scrolls, its choices without their group headers
    row = rows.index(("item", index)) if ("item", index) in rows else 0
    if row > 0 and rows[row - 1][0] == "header":
        row -= 1  # its group's name comes with it
    ch.scroll = row
    t.layout_choices()
    if not any(b.key == ("choice", index) for b in ch.buttons):  # the ▲ row took the last place: one row on
        ch.scroll = min(row + 1, max(0, len(ch.listed()) - 1))
        t.layout_choices()


def clear(t) -> bool:
    """Esc: a marker held by keys put back where it was, else the focus let go (True when either was)."""
    if t.notes.held is not None and t.ring.id is not None:
        t.notes.held = None
        return True
    return t.ring.clear()


def space_takes(t) -> bool:
    """True when Space takes the focused stop rather than pausing computer play: the screen seat decides, or
    the focus is on its note markers (moved at any time)."""
    fid = t.ring.id
    return fid is not None and (t.screen_decides() or fid[0] in ("note", "note_place"))
