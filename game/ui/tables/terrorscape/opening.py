"""Opening a Terrorscape table directly (the selftest, the bench and the UI tests), while the registry's
entry still says playable=False (the lobby does not offer the game until the lead flips it).

The computer seats get the game's own policy when game/games/terrorscape/policy.py exists (game.ai's
seat_agent), else random legal play (game.ai.base.RandomAgent): the table is the same either way.
"""
from __future__ import annotations

import importlib.util


def seat_agent(game_id: str, seat: int, level: str = "normal"):
    from game import ai
    from game.ai.base import RandomAgent

    if importlib.util.find_spec(f"game.games.{game_id}.policy") is not None:
        return ai.seat_agent(game_id, seat, level)
    return RandomAgent(game_id, seat, level)


def open_terrorscape(app, seats: list, options=None, seed=None, autosave: bool = False):
    """Start a game with `seats` ([{kind, name, level}]) and put its table on the app's stack. No autosave by
    default: a save of a game the lobby does not offer would stand first in the menu's Continue."""
    from game.core.session import Session

    from .. import _seat, open_table

    # get_rules gives the engine of a game the lobby does not offer yet (game/games/__init__.py)
    session = Session("terrorscape", [_seat(s) for s in seats], dict(options or {}), seed, seat_agent=seat_agent)
    def replay(app):  # the game-over screen's "Replay same seats": a new game, a new seed
        open_terrorscape(app, seats, options, None, autosave)

    table = open_table(app, session, replay=replay, autosave=autosave)
    if autosave:
        table.do_autosave()
    return table
