"""Terrorscape's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.terrorscape.ai.policy",
    search="game.games.terrorscape.ai.search",
    sampler="game.games.terrorscape.ai.sampler",
    sides="game.games.terrorscape.sides",
    twins="game.games.terrorscape.audit.twins",
    secrets="game.games.terrorscape.audit.secrets",
    invariants="game.games.terrorscape.audit.invariants",
    reveal="game.games.terrorscape.replay.reveal",
    charts="game.games.terrorscape.replay.charts",
    maps="game.games.terrorscape.maps",
    table="game.ui.tables.terrorscape_table:TerrorscapeTable",
    selftest="game.ui.tables.terrorscape.selftest:run_selftest",
    gallery=(
        "ts_01_mid_game_spectator.png",
        "ts_05_hover_zoom_card.png",
        "ts_04_killer_turn.png",
        "ts_03_game_over.png",
    ),
    bench_seats=3,
    dice_word="combat dice",
    engine_goal=0.25,
)
