"""What a game supplies to its table (table.Table owns the parts; this is the game's side).

`TableSpec` is the interface, in full: a game's table class (`class XTable(Table)`, its painters and panels parts
it owns) defines `render` and `relayout` always, and the rest where its board has them. Table's last section holds
the answers of a board that does not have a thing: no places to glow, nothing to drag, no keys of its own, no
guide areas. Each is genuinely optional: a table without a hand has no hand_area, one without drags no drop;
nothing is there "just in case" (a hook that no table overrode was deleted).
"""
from __future__ import annotations

from typing import Optional, Protocol

import pygame

from .choice_model import Risk


class TableSpec(Protocol):
    # -- the board: its layout and its picture from the seat's view --------------------------------------
    def relayout(self) -> None:
        """Place the board's parts for the window size and the view (self.geo; called on a new view or size)."""

    def render(self, surface: pygame.Surface, data: dict) -> None:
        """Draw the table from `data` (Table.draw_data: the screen seat's view, log, rolls, choices) ONLY."""

    def read_map(self):
        """Read (and cache) the map this table draws on; raises DataFileError for a broken one (optional)."""

    # -- where the choices live ----------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        """anchor id -> Anchor: every place on the board a choice can sit on, where it is drawn now."""

    def anchor_paths(self, action) -> list:
        """The anchor paths that stand for `action` (choice_model.py); [] when it has no place on the board."""

    def anchor_rects(self, events: list) -> list:
        """The screen rects of the places a move's (redacted) events touched: they glow with its caption."""

    def seat_rects(self, seat) -> list:
        """Where `seat` sits on the board: the thinking cue runs round them while that computer seat thinks."""

    def seat_colour(self, seat) -> tuple:
        """The seat's colour on this table (the thinking cue is drawn in it)."""

    def classify(self, action) -> Risk:
        """The game's risk classifier for `action` (pure, from the screen seat's view)."""

    def group_of(self, payload) -> str:
        """The side list's group of a listed payload (one of GROUPS)."""

    def label_of(self, action) -> str:
        """An action's words on this table (the rules' label in the table's words)."""

    # -- drags and clicks ------------------------------------------------------------------------------------
    def register_drag(self) -> None:
        """(Re)build the draggable items and drop targets from the view and the geometry."""

    def legal_targets(self, payload) -> dict:
        """For a dragged item: target id -> None (a legal drop) or the reason it is refused."""

    def on_drop(self, payload, target) -> None:
        """A dragged item was dropped on a legal target."""

    def click_item(self, payload) -> None:
        """A draggable item was clicked (pressed and released without moving) where no glowing place is."""

    def click_board(self, pos) -> bool:
        """A left click that hit no button, no draggable item and no glowing place; True when it was used."""

    def hand_area(self) -> Optional[pygame.Rect]:
        """The screen rect of the screen seat's hand (its cards keep their slots under the pointer)."""

    def note_board(self):
        """The seat_notes.NoteBoard of a game with note markers (Terrorscape's guesses), else None."""

    # -- keys, buttons, panels -----------------------------------------------------------------------------
    def game_key(self, key: int) -> bool:
        """The game's own keys; True when `key` was one of them."""

    def press_game_button(self, kind: str, arg) -> None:
        """A button of the game's own kind was pressed."""

    def layout_choices(self) -> None:
        """Lay out the side list's buttons and the bar."""

    # -- the session's news in the game's words ---------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        """Events of the last step, already redacted for the screen seat (animations, sounds)."""

    def game_over_title(self, result: dict) -> str:
        """The game-over screen's title."""

    def guide_rects(self) -> dict:
        """Area id of the game's guide.toml -> where that part is on the screen now."""

    # (DEATH_TYPES and QUICK_KINDS: the event types a caption leads with in blood, the moves paced quickly)
