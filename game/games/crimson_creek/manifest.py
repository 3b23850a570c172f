"""Crimson Creek's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.crimson_creek.ai.policy",
    search="game.games.crimson_creek.ai.search",
    sampler="game.games.crimson_creek.ai.sampler",
    sides="game.games.crimson_creek.sides",
    twins="game.games.crimson_creek.audit.twins",
    secrets="game.games.crimson_creek.audit.secrets",
    invariants="game.games.crimson_creek.audit.invariants",
    reveal="game.games.crimson_creek.replay.reveal",
    charts="game.games.crimson_creek.replay.charts",
    maps="game.games.crimson_creek.maps",
    table="game.ui.tables.crimson_creek_table:CrimsonCreekTable",
    selftest="game.ui.tables.crimson_creek.selftest:run_selftest",
    gallery=(
        "cc_05_mid_game.png",
        "cc_09b_hover_zoom.png",
        "cc_09_hotseat_turn.png",
        "cc_06_game_over.png",
    ),
    bench_seats=4,
    dice_word="dice",
    engine_goal=0.5,
)
