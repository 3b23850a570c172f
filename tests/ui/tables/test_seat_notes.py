"""The seat notes part (seat_notes.SeatNotes) on its own: markers start at home, a drop or a click puts them on a
place (saved in the session for the screen seat only), a counter counts, and the focus ring's stops follow."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from game.ui.tables.seat_notes import NOTE, TRAY, NoteToken, SeatNotes  # noqa: E402
from game.ui.widgets.dragdrop import DragDrop  # noqa: E402

PLACES = {"A1": pygame.Rect(0, 0, 40, 40), "B2": pygame.Rect(100, 0, 40, 40)}


class Board:
    def note_supply(self):
        return [NoteToken("g.eve", "", "E", (200, 0, 0), title="Eve guess"),
                NoteToken("g.radio", "B2", "R", (0, 0, 200), count_to=3)]

    def note_places(self):
        return PLACES

    def note_spot(self, place, index, count):
        return PLACES[place].center

    def note_tray(self):
        return pygame.Rect(0, 200, 100, 20)

    def note_radius(self):
        return 8


class Session:
    screen_seat = 1

    def __init__(self):
        self.saved = {}

    def notes_of(self, seat):
        return self.saved.get(seat, [])

    def set_notes(self, seat, notes):
        self.saved[seat] = notes


def notes():
    changed, toasts = [], []
    s = Session()
    part = SeatNotes(s, Board(), DragDrop(lambda p: {}), lambda m, secs=3.0: toasts.append(m),
                     lambda: changed.append(1))
    return part, s, changed, toasts


def down(pos, button=1):
    return SimpleNamespace(pos=pos, button=button)


def test_markers_start_at_home_and_a_drop_puts_one_on_a_place_for_the_screen_seat_only():
    part, s, changed, _ = notes()
    assert {m: v["at"] for m, v in part.markers().items()} == {"g.eve": "", "g.radio": "B2"}
    part.drop((NOTE, "g.eve"), ("loc", "A1"))
    assert part.markers()["g.eve"]["at"] == "A1" and changed == [1]
    assert [m["at"] for m in s.saved[1] if m["id"] == "g.eve"] == ["A1"] and 0 not in s.saved


def test_a_click_holds_a_marker_and_the_next_click_on_a_place_puts_it_there():
    part, _, _, toasts = notes()
    part.click("g.eve")
    assert part.held == "g.eve" and "Eve guess" in toasts[0]
    assert part.mouse_down(down(PLACES["A1"].center)) is True
    assert part.held is None and part.markers()["g.eve"]["at"] == "A1"


def test_a_counter_counts_up_with_a_click_and_down_with_a_right_click():
    part, _, _, _ = notes()
    radio = PLACES["B2"].center
    part.mouse_down(down(radio)), part.mouse_down(down(radio))
    assert part.markers()["g.radio"]["n"] == 2
    part.mouse_down(down(radio, 3))
    assert part.markers()["g.radio"]["n"] == 1


def test_the_drags_and_the_focus_stops_follow_the_markers():
    part, _, _, _ = notes()
    part.register_drags()
    assert (NOTE, "g.eve") in part.dragdrop.items and (NOTE, "g.radio") not in part.dragdrop.items  # a counter stays
    assert TRAY in part.dragdrop.targets and ("loc", "A1") in part.dragdrop.targets
    assert {s.id for s in part.stops()} == {("note", "g.eve"), ("note", "g.radio")}
    nxt = part.take(next(s for s in part.stops() if s.id == ("note", "g.eve")))
    assert part.held == "g.eve" and nxt[0] == "note_place"
    assert part.take(next(s for s in part.stops() if s.id == ("note_place", "A1"))) == ("note", "g.eve")
    assert part.markers()["g.eve"]["at"] == "A1"
