"""The registry of the games: `MANIFESTS`, one manifest per game (game/games/<id>/manifest.py), is the one list;
`REGISTRY` (id -> GameInfo, a live view of it) and everything else that lists games walk it.

Playable games name the module holding their `RULES` object (GameInfo.module); the others are listed so menus
can show them as coming. A game is registered by writing its manifest and adding it to MANIFESTS: the menus, the
selftest, the benches, the fuzz, the agents and tests/core/test_registry.py find it from there.
"""
from __future__ import annotations

import importlib
from collections.abc import MutableMapping

from game.core.engine import GameInfo, Rules
from game.core.manifest import Manifest

from .crimson_creek.manifest import MANIFEST as CRIMSON_CREEK
from .terrorscape.manifest import MANIFEST as TERRORSCAPE
from .the_thing.manifest import MANIFEST as THE_THING
from .who_goes_there.manifest import MANIFEST as WHO_GOES_THERE
from .zombie.manifest import MANIFEST as ZOMBIE

# The order is the menus' and the selftest's order.
MANIFESTS: tuple = (ZOMBIE, CRIMSON_CREEK, TERRORSCAPE, WHO_GOES_THERE, THE_THING)



class _Registry(MutableMapping):
    """id -> GameInfo, read from MANIFESTS at every look-up (so a manifest added to the list is a game everywhere
    at once), in its order. A test may set a game's facts here (monkeypatch.setitem): they stand in for the
    manifest's until removed."""

    def __init__(self):
        self._stand_ins: dict = {}

    def __getitem__(self, game_id: str) -> GameInfo:
        if game_id in self._stand_ins:
            return self._stand_ins[game_id]
        manifest = _find(game_id)
        if manifest is None:
            raise KeyError(game_id)
        return manifest.info

    def __setitem__(self, game_id: str, info: GameInfo) -> None:
        manifest = _find(game_id)
        if manifest is not None and info is manifest.info:  # the manifest's own facts back (monkeypatch's undo)
            self._stand_ins.pop(game_id, None)
        else:
            self._stand_ins[game_id] = info

    def __delitem__(self, game_id: str) -> None:
        del self._stand_ins[game_id]

    def __iter__(self):
        ids = [m.id for m in MANIFESTS]
        return iter(ids + [g for g in self._stand_ins if g not in ids])

    def __len__(self) -> int:
        return sum(1 for _ in self)


REGISTRY: MutableMapping = _Registry()


def _find(game_id: str) -> Manifest | None:
    # Read from MANIFESTS on every look-up (five entries), not from a copy made at import: a game added to the
    # list (a test's toy game) is then found by everything that looks a game up.
    return next((m for m in MANIFESTS if m.id == game_id), None)


def get_manifest(game_id: str) -> Manifest:
    manifest = _find(game_id)
    if manifest is None:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(m.id for m in MANIFESTS)}")
    return manifest


def get_info(game_id: str) -> GameInfo:
    get_manifest(game_id)  # an unknown game's error names the known ones
    return REGISTRY[game_id]  # read from REGISTRY, so a test's stand-in facts for a game are what callers get


def game_module(game_id: str, role: str):
    """The game's module in `role` (game/core/manifest.py ROLES), or None when the game, or its module in that
    role, does not exist (a record of a game this build does not know reads as a game with no such module)."""
    manifest = _find(game_id)
    return manifest.load(role) if manifest is not None else None


def get_rules(game_id: str) -> Rules:
    """The rules engine of a registered game (its manifest's rules module: RULES)."""
    info = get_info(game_id)
    if not info.module:
        raise KeyError(f"{info.name} is not playable yet")
    return importlib.import_module(info.module).RULES
