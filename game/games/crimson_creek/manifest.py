"""Crimson Creek's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.crimson_creek.policy",
    search="game.games.crimson_creek.search",
    sampler="game.games.crimson_creek.sampler",
    sides="game.games.crimson_creek.sides",
    twins="game.games.crimson_creek.twins",
    secrets="game.games.crimson_creek.secrets",
    invariants="game.games.crimson_creek.invariants",
    reveal="game.games.crimson_creek.reveal",
    charts="game.games.crimson_creek.charts",
    maps="game.games.crimson_creek.maps",
    table="game.ui.tables.crimson_creek_table:CrimsonCreekTable",
    selftest="game.ui.tables.crimson_creek.selftest:run_selftest",
    bench_seats=4,
    dice_word="dice",
    engine_goal=0.5,
)
