"""A game's own table, read-only, for the replay viewer.

`replay_table(timeline, session)` makes the game's table class (game.ui.tables.table_class) around a
game.core.replay_session.ReplaySession, in a subclass that turns off everything a table does on its own
between frames: no computer seat thinks, no hand-off, no guide, no game-over screen, no autosave, and its
log is the replay's (tl.lines_at). The viewer scene owns it: the table is not on the app's stack, and draws
into the part of the window the viewer gives it (`TableApp` tells the table that size).
"""
from __future__ import annotations

import pygame

from .. import fonts
from ..surfaces import new_surface

_CLASSES: dict = {}


class TableApp:
    """The app as the replay's table sees it: the same app, but the size of the area the table draws in, and
    the table itself on top (a table's own `app.top is self` checks hold; it is never pushed)."""

    def __init__(self, app, table, size: tuple):
        self._app, self._table, self.size = app, table, tuple(size)

    def __getattr__(self, name):
        return getattr(self._app, name)

    @property
    def scale(self) -> float:
        return fonts.scale_for(self.size[1], self.size[0])

    @property
    def top(self):
        return self._table


class ReplayTableMixin:
    """Overrides of Table for a table that only shows a replay's step."""

    replaying = True

    def enter(self, app) -> None:
        self.app = app
        self.anims.audio = app.audio
        self.refresh()
        self.build_ui()
        self.on_restored(self.last_throw())

    def leave(self) -> None:
        pass  # nothing to autosave, no thinker started

    # (Table.update runs as it is: nobody decides, nothing is over, so it only ticks the animations)

    def offer_guide(self) -> bool:
        return False

    def open_handoff(self) -> None:
        pass

    def show_game_over(self) -> None:
        pass

    def do_autosave(self) -> None:
        pass

    def open_pause(self) -> None:
        pass

    def toast(self, msg: str, seconds: float = 3.0) -> None:
        pass  # a table's toasts answer a move tried ("Wait: ... must decide now"): nothing is played in a replay

    def log_and_rolls(self) -> tuple:
        return self.session.log_and_rolls()

    def last_throw(self) -> list:
        """The latest step's rolls, as the screen seat was shown them (the steps hold them redacted already)."""
        s = self.session
        for step in reversed(s.steps):
            rolls = [e for e in step.events if e.get("type") == "roll"]
            if rolls:
                return rolls
        return [e for e in s.opening_events if e.get("type") == "roll"]

    def reveal_secrets(self) -> list:
        return []  # read from the session's state: the viewer's Revealed panel reads the timeline instead

    def game_story(self) -> dict:
        return {}

    # -- the viewer moves the table to a step -------------------------------------------------------------
    def show_step(self, events=None) -> None:
        """The session moved: read the view again; with `events` (the step just played forward) the table plays
        them as it would a move, else the board settles at once."""
        self.skip_animations()
        self.news.caption = None
        self.refresh()
        if events:
            self.on_events(list(events), None)
            self.show_caption(None, list(events))  # what the step did, where it did it, as a computer move is told
        else:
            self.on_restored(self.last_throw())
            self.skip_animations()


def replay_table(session, app, size: tuple):
    """The game's table for `session` (a ReplaySession), entered with `app`, drawing in an area of `size`."""
    from game.ui.tables import table_class

    base = table_class(session.game_id)
    cls = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = type(f"Replay{base.__name__}", (ReplayTableMixin, base), {})
    table = cls(session, autosave=False, replay=None)
    table.enter(TableApp(app, table, size))
    return table


def resize_table(table, size: tuple) -> None:
    """The area the table draws in changed (the window, the Revealed panel)."""
    if tuple(table.app.size) != tuple(size):
        table.app.size = tuple(size)
        table.build_ui()
        table.static.invalidate()


def draw_table(table, size: tuple) -> pygame.Surface:
    """The table drawn into a surface of `size` (the board a PNG export saves)."""
    surface = getattr(table, "_replay_surface", None)
    if surface is None or surface.get_size() != tuple(size):
        surface = table._replay_surface = new_surface(size)
    table.draw(surface)
    return surface
