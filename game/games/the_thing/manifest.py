"""The Thing's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.the_thing.policy",
    search="game.games.the_thing.search",
    sampler="game.games.the_thing.sampler",
    twins="game.games.the_thing.twins",
    secrets="game.games.the_thing.secrets",
    invariants="game.games.the_thing.invariants",
    reveal="game.games.the_thing.reveal",
    charts="game.games.the_thing.charts",
    maps="game.games.the_thing.maps",
    table="game.ui.tables.the_thing_table:TheThingTable",
    selftest="game.ui.tables.the_thing.selftest:run_selftest",
    bench_seats=5,
    dice_word="six-sided dice",
    engine_goal=0.25,
)
