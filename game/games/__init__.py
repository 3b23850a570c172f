"""The registry of the five games. `REGISTRY` maps a game id to its GameInfo.

Playable games name the module holding their `RULES` object; the others are listed so menus can
show them as coming.
"""
from __future__ import annotations

import importlib

from game.core.engine import GameInfo, Rules

from .crimson_creek.info import INFO as CRIMSON_CREEK
from .terrorscape.info import INFO as TERRORSCAPE
from .the_thing.info import INFO as THE_THING
from .who_goes_there.info import INFO as WHO_GOES_THERE
from .zombie.info import INFO as ZOMBIE

REGISTRY: dict[str, GameInfo] = {
    "zombie": ZOMBIE,
    "crimson_creek": CRIMSON_CREEK,
    "terrorscape": TERRORSCAPE,
    "who_goes_there": WHO_GOES_THERE,
    "the_thing": THE_THING,
}


def get_info(game_id: str) -> GameInfo:
    try:
        return REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(REGISTRY)}") from None


def get_rules(game_id: str) -> Rules:
    """The rules engine of a game that has one: every playable game, and a game whose engine is built
    before the lobby offers it (Terrorscape: headless play, its AI's search and tournaments with
    --unlisted). What the lobby offers is decided by `playable` alone."""
    info = get_info(game_id)
    if not info.module:
        raise KeyError(f"{info.name} is not playable yet")
    return importlib.import_module(info.module).RULES
