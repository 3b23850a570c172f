"""game/core's one way to the games: the ground floor names no game package anywhere else.

The registry itself (game/games/__init__.py: one manifest per game) sits above game.core and imports it, so it
is imported here lazily, on the first look-up, never when a core module loads. Every other core module that
needs a game's rules, facts or role modules calls these functions.
"""
from __future__ import annotations


def _games():
    import game.games  # the one import of the games from game.core (see the module docstring)

    return game.games


def manifests() -> tuple:
    """Every game's manifest, in the menus' order."""
    return _games().MANIFESTS


def game_ids() -> tuple:
    return tuple(m.id for m in manifests())


def registry() -> dict:
    """game id -> GameInfo."""
    return _games().REGISTRY


def get_manifest(game_id: str):
    return _games().get_manifest(game_id)


def get_info(game_id: str):
    return _games().get_info(game_id)


def get_rules(game_id: str):
    return _games().get_rules(game_id)


def game_module(game_id: str, role: str):
    """The game's module in `role`, or None when the game has none (or the game is unknown)."""
    return _games().game_module(game_id, role)
