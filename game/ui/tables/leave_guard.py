"""Leaving the table never loses moves without a word.

Quit to menu, Load from the pause menu and closing the window first write the table's autosave. When that
write fails (a full disk, a folder taken away, any OSError) the player is told why and chooses: Save
elsewhere (a path typed into a text field; the file is written beside nothing it could overwrite), Stay at
the table (the game goes on, autosaving as before), or Leave without saving (asked once more). Only then
does the table go. During play a failed autosave is a toast (Table.do_autosave); this is the last
chance, so it asks.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Optional

from game.core import records
from game.core.atomic import write_text_new
from game.core.paths import saves_dir

from ..scenes.choice import ChoiceDialog
from ..scenes.save_name import SaveNameScene

PATH_LIMIT = 1000


def plain_reason(exc: BaseException) -> str:
    """An OSError as a player reads it: "No space left on device", without the errno in brackets (nor the
    path of a write's temporary file)."""
    return getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__


class SaveElsewhereScene(SaveNameScene):
    """The Save elsewhere dialog: one line holding the path of the file to write (a folder gets a file name)."""

    title = "Save the game elsewhere"
    label = "File or folder, on another disk for example"
    placeholder = "where to save the game"
    limit = PATH_LIMIT

    def __init__(self, suggestion: str, on_save: Callable, on_cancel: Optional[Callable] = None):
        super().__init__(suggestion, on_save)
        self.on_cancel = on_cancel

    def finish(self, save: bool) -> None:
        done = self._done
        super().finish(save)
        if not save and not done and self.on_cancel is not None:
            self.on_cancel()

    def clean(self, text: str) -> str:
        return "".join(ch for ch in str(text) if ch.isprintable()).strip()[:PATH_LIMIT]


def elsewhere_target(typed: str, game_id: str) -> Path:
    """The file a typed path names: `~` expanded, relative to the home folder, a folder given a file name."""
    path = Path(typed).expanduser()
    if not path.is_absolute():
        path = Path.home() / path
    if path.is_dir():
        path = path / default_file_name(game_id)
    elif path.suffix.lower() != ".json":
        path = path.with_name(path.name + ".json")
    return path


def default_file_name(game_id: str) -> str:
    return f"dreadboard-{game_id}-{time.strftime('%Y%m%d-%H%M%S')}.json"


class LeaveGuard:
    """One table's way out: `leave_table(then)` writes the autosave, or asks how to leave when that fails.

    It is given the session, whether the table autosaves, and `app()` (the app the table is on, for its
    dialogs); it remembers what the player chose (leave without saving) and how many steps the last write kept."""

    def __init__(self, session, autosave_enabled: bool, app: Callable):
        self.session = session
        self.autosave_enabled = autosave_enabled
        self.app = app
        self.leave_unsaved = False  # the player chose to leave without saving (or saved elsewhere): nothing is written
        self.asking_to_leave = False  # the dialog is open (a second window close while it is open asks nothing new)
        self.saved_steps = None  # len(session.steps) when leave_table last wrote the autosave

    def must_write(self) -> bool:
        """Leaving now should still write the autosave (leave_table did not just write it)."""
        return (self.autosave_enabled and not self.session.over and not self.leave_unsaved
                and self.saved_steps != len(self.session.steps))

    def keep_before_leaving(self) -> Optional[str]:
        """Write the autosave now; the player-facing reason when it failed, else None."""
        if not self.autosave_enabled or self.session.over or self.leave_unsaved:
            return None
        try:
            self.session.autosave()
        except OSError as exc:
            return plain_reason(exc)
        self.saved_steps = len(self.session.steps)
        return None

    def leave_table(self, then: Callable) -> bool:
        """Autosave, then `then()`; when the autosave fails, ask first. True when `then` ran now."""
        if self.asking_to_leave:
            return False
        reason = self.keep_before_leaving()
        if reason is None:
            then()
            return True
        self.ask_how_to_leave(reason, then)
        return False

    def ask_how_to_leave(self, reason: str, then: Callable) -> None:
        self.asking_to_leave = True  # until the player stays or leaves
        body = f"The game could not be saved: {reason}.\nLeaving now loses the moves since the last autosave."

        def chosen(key: str) -> None:
            if key == "elsewhere":
                self.ask_where(reason, then)
            elif key == "leave":
                self.confirm_leaving_unsaved(then)
            else:
                self.asking_to_leave = False

        self.app().push(ChoiceDialog("The game could not be saved", body,
                                     [("elsewhere", "Save elsewhere"), ("stay", "Stay at the table"),
                                      ("leave", "Leave without saving")], chosen, cancel_key="stay", column=True))

    def confirm_leaving_unsaved(self, then: Callable) -> None:
        def chosen(key: str) -> None:
            self.asking_to_leave = False
            if key == "leave":
                self.leave_unsaved = True
                then()

        self.app().push(ChoiceDialog("Leave without saving?", "The moves made since the last autosave will be lost.",
                                     [("stay", "Stay at the table"), ("leave", "Leave without saving")], chosen,
                                     cancel_key="stay"))

    def ask_where(self, reason: str, then: Callable) -> None:
        game_id = self.session.game_id

        def write(typed: str) -> None:
            if not typed:
                self.ask_how_to_leave(reason, then)
                return
            try:
                path = write_text_new(elsewhere_target(typed, game_id), records.dumps(self.session.record()))
            except OSError as exc:
                self.ask_how_to_leave(plain_reason(exc), then)
                return
            self.leave_unsaved = True  # the game is kept in that file: the failing autosave is not tried again

            def done(app) -> None:
                self.asking_to_leave = False
                then()

            self.app().show_message("Saved elsewhere", f"The game was saved as {path}.\nTo open it again, copy it "
                                    f"into the saves folder ({saves_dir()}): Load lists it there.", on_ok=done)

        self.app().push(SaveElsewhereScene(str(Path.home() / default_file_name(game_id)), write,
                                           on_cancel=lambda: self.ask_how_to_leave(reason, then)))
