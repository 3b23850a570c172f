"""Terrorscape's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.terrorscape.policy",
    search="game.games.terrorscape.search",
    sampler="game.games.terrorscape.sampler",
    sides="game.games.terrorscape.sides",
    twins="game.games.terrorscape.twins",
    secrets="game.games.terrorscape.secrets",
    invariants="game.games.terrorscape.invariants",
    reveal="game.games.terrorscape.reveal",
    charts="game.games.terrorscape.charts",
    maps="game.games.terrorscape.maps",
    table="game.ui.tables.terrorscape_table:TerrorscapeTable",
    selftest="game.ui.tables.terrorscape.selftest:run_selftest",
    bench_seats=3,
    dice_word="combat dice",
    engine_goal=0.25,
)
