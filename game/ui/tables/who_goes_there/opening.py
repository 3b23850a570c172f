"""Opening a Who Goes There? table directly (the selftest, the bench and the UI tests), without the lobby.

With autosave (the default) the game starts through game.ui.tables.start_game, the lobby's own path: its
autosave is written at once and after each side's turn, older autosaves of the game are retired as for any
other game, and Continue / Load find it. The bench and the tests pass autosave=False (nothing on disk).
"""
from __future__ import annotations


def open_wgt(app, seats: list, options=None, seed=None, autosave: bool = True):
    """Start a game with `seats` ([{kind, name, level}]) and put its table on the app's stack. Returns the table
    (None while start_game asks whether an unfinished autosave it would retire is kept)."""
    from game.ai import seat_agent
    from game.core.session import Session

    from .. import _seat, open_table, start_game

    opts = dict(options or {})
    if autosave:
        return start_game(app, "who_goes_there", seats, opts.pop("variant", "standard"), opts, seed)
    session = Session("who_goes_there", [_seat(s) for s in seats], opts, seed, seat_agent=seat_agent)

    def replay(app):  # the game-over screen's "Replay same seats": a new game, a new seed, still off the disk
        open_who_goes_there(app, seats, options, None, autosave)

    return open_table(app, session, replay=replay, autosave=False)
