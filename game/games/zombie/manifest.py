"""Zombie: Survival Infection's manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.zombie.ai.policy",
    search="game.games.zombie.ai.search",
    twins="game.games.zombie.audit.twins",
    secrets="game.games.zombie.audit.secrets",
    invariants="game.games.zombie.audit.invariants",
    reveal="game.games.zombie.replay.reveal",
    charts="game.games.zombie.replay.charts",
    maps="game.games.zombie.maps",
    table="game.ui.tables.zombie_table:ZombieTable",
    selftest="game.ui.tables.zombie.selftest:run_selftest",
    gallery=(
        "table_04_mid_game.png",
        "table_08_hover_zoom.png",
        "table_07_hotseat_decision.png",
        "table_05_game_over.png",
    ),
    bench_seats=4,
    dice_word="dice",
    engine_goal=0.25,
)
