"""The Thing's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.the_thing.ai.policy",
    search="game.games.the_thing.ai.search",
    sampler="game.games.the_thing.ai.sampler",
    twins="game.games.the_thing.audit.twins",
    secrets="game.games.the_thing.audit.secrets",
    invariants="game.games.the_thing.audit.invariants",
    reveal="game.games.the_thing.replay.reveal",
    charts="game.games.the_thing.replay.charts",
    maps="game.games.the_thing.maps",
    table="game.ui.tables.the_thing_table:TheThingTable",
    selftest="game.ui.tables.the_thing.selftest:run_selftest",
    gallery=(
        "thing_01_mid_game_spectator.png",
        "thing_05_hover_zoom_card.png",
        "thing_04_human_outpost.png",
        "thing_03_game_over.png",
    ),
    bench_seats=5,
    dice_word="six-sided dice",
    engine_goal=0.25,
)
