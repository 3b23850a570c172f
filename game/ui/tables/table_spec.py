"""What a game supplies to its table (table.Table owns the parts; this is the game's side).

`TableSpec` is the interface, in full: a game's table class defines `render` and `relayout` always, and the rest
where its board has them. `TableDefaults` (a base of Table) holds the answers of a board that does not have a
thing: no places to glow, nothing to drag, no keys of its own, no guide areas. Each is genuinely optional: a
table without a hand has no hand_area, one without drags no drop; nothing is here "just in case" (a hook that no
table overrode was deleted).
"""
from __future__ import annotations

from typing import Optional, Protocol

import pygame

from .. import theme
from .choice_model import NO_RISK, Risk


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


class TableDefaults:
    """The answers of a board that has no such thing (see TableSpec)."""

    def read_map(self):
        return None

    def relayout(self) -> None:
        """A table drawn without a geometry of its own (a toy table) places nothing."""

    def render(self, surface, data: dict) -> None:
        raise NotImplementedError

    # -- where the choices live ----------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        return {}

    def anchor_paths(self, action) -> list:
        return []

    def anchor_rects(self, events: list) -> list:
        return []

    def seat_rects(self, seat) -> list:
        return []

    def seat_colour(self, seat) -> tuple:
        return theme.BONE

    def classify(self, action) -> Risk:
        return NO_RISK

    def group_of(self, payload) -> str:
        return ""

    def key_scope(self):
        """Keys last while this stays the same (by default: the decision's seat and kind)."""
        dec = self.view.get("decision") or {}
        return (dec.get("seat"), dec.get("kind"))

    def key_identity(self, payload):
        """What a listed choice's key is derived from: the action itself (its kind and target)."""
        return payload

    def is_back(self, payload) -> bool:
        """True for the side list's Back row (its key is Backspace)."""
        return False

    def on_focus(self, path: tuple) -> None:
        """The picked anchors changed (a side list with modes follows)."""

    def table_words(self, line: str) -> str:
        """A line from the rules as this table shows it (a game may put the lobby's names in)."""
        return line

    def caption_words(self, line: str) -> str:
        """A rules line as the caption and the summaries show it."""
        return line

    def label_of(self, action) -> str:
        return self.table_words(self.session.rules.describe_action(self.session.state, action))

    # -- drags and clicks ------------------------------------------------------------------------------------
    def register_drag(self) -> None:
        pass

    def legal_targets(self, payload) -> dict:
        return {}

    def on_drop(self, payload, target) -> None:
        pass

    def click_item(self, payload) -> None:
        pass

    def click_board(self, pos) -> bool:
        return False

    def path_refusal(self, first, target) -> str:
        """Why `first` cannot be dropped on `target` (a table may say more)."""
        return "Not there: only the glowing places."

    def hand_area(self):
        return None

    def note_board(self):
        return None

    # -- keys, buttons, panels -----------------------------------------------------------------------------
    def panel_covers_board(self) -> bool:
        """True while a panel over the board takes the clicks that miss its buttons."""
        return False

    def intercept(self, inp):
        """First look at an input (after mouse moves): True / False to end its handling, None to go on."""
        return None

    def close_panel(self) -> bool:
        """Esc: close an open panel of the game's; True when one was closed."""
        return False

    def skip_click(self, inp) -> bool:
        """True when a click that skipped the animations is used up by that."""
        return False

    def game_key(self, key: int) -> bool:
        return False

    def press_game_button(self, kind: str, arg) -> None:
        pass

    def layout_choices(self) -> None:
        pass

    def clickable_buttons(self) -> list:
        return self.bar_buttons + self.choices.buttons

    def choice_items_to_list(self) -> None:
        """Put the current choices (title and items) into the side list and lay out the buttons: by default every
        legal action of the screen seat under its label, grouped by group_of (the board picker narrows)."""
        legal = self.legal() if self.screen_decides() else []
        self.choosing.list_choices([(self.describe(a), a) for a in legal], (self.view_version, len(legal)))
        self.choice_title = "Your choices" if legal else ""
        self.layout_choices()

    def first_choice(self):
        """What Enter chooses, or None: by default the first listed choice."""
        for _, _, payload, _ in self.choices.items:
            if payload is not None:
                return payload
        return None

    def activate(self, payload) -> None:
        """A listed choice was picked: by default it is requested (asked first when risky)."""
        if payload is not None:
            self.request(payload)

    # -- the session's news in the game's words ---------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        if self.after_anims is not None:
            dice_on = bool(getattr(self.settings(), "dice_animation", True))
            self.after_anims.events(events, dice_on)

    def on_restored(self, last_throw: list) -> None:
        """A saved game was opened. `last_throw` is the latest roll's events (redacted for the screen seat); a
        table with dice shows those of them still in play, at rest."""

    def handoff_note(self, seat) -> str:
        """The line under the hand-off cover's name (by default the decision's prompt)."""
        s = self.session
        return s.rules.decision(s.state).prompt

    def game_over_title(self, result: dict) -> str:
        return "Game over"

    def story_teller(self):
        """The game's `tell(state, events)` (game.games.<id>.story), or None."""
        return None

    def draw_reveal_marks(self, surface, marks: dict) -> None:
        """The replay's "Everything revealed": draw where the hidden pieces went ({kind: [place, ...]}, the
        place now last; Timeline.marks_until). A game with no hidden place draws nothing."""

    def guide_rects(self) -> dict:
        return {}
