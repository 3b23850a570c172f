"""Opening a table of The Thing directly (the selftest, the bench and the UI tests), without the lobby: through
game.ui.tables.open_directly (with autosave, the lobby's own path; autosave=False keeps it off the disk)."""
from __future__ import annotations


def open_thing(app, seats: list, options=None, seed=None, autosave: bool = True):
    from .. import open_directly

    return open_directly(app, "the_thing", seats, options, seed, autosave)
