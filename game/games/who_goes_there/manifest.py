"""Who Goes There?'s manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.who_goes_there.policy",
    search="game.games.who_goes_there.search",
    sampler="game.games.who_goes_there.sampler",
    sides="game.games.who_goes_there.sides",
    twins="game.games.who_goes_there.twins",
    secrets="game.games.who_goes_there.secrets",
    invariants="game.games.who_goes_there.invariants",
    reveal="game.games.who_goes_there.reveal",
    charts="game.games.who_goes_there.charts",
    maps="game.games.who_goes_there.maps",
    table="game.ui.tables.who_goes_there_table:WhoGoesThereTable",
    selftest="game.ui.tables.who_goes_there.selftest:run_selftest",
    bench_seats=5,
    dice_word="Action dice",
    engine_goal=0.25,
)
