"""Who Goes There?'s manifest: its modules by role (game/core/manifest.py), listed in game.games.MANIFESTS."""
from game.core.manifest import Manifest

from .info import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="game.games.who_goes_there.ai.policy",
    search="game.games.who_goes_there.ai.search",
    sampler="game.games.who_goes_there.ai.sampler",
    sides="game.games.who_goes_there.sides",
    twins="game.games.who_goes_there.audit.twins",
    secrets="game.games.who_goes_there.audit.secrets",
    invariants="game.games.who_goes_there.audit.invariants",
    reveal="game.games.who_goes_there.replay.reveal",
    charts="game.games.who_goes_there.replay.charts",
    maps="game.games.who_goes_there.maps",
    table="game.ui.tables.who_goes_there_table:WhoGoesThereTable",
    selftest="game.ui.tables.who_goes_there.selftest:run_selftest",
    gallery=(
        "wgt_01_mid_game_spectator.png",
        "wgt_05_hover_zoom_card.png",
        "wgt_04_human_turn.png",
        "wgt_03_game_over.png",
    ),
    bench_seats=5,
    dice_word="Action dice",
    engine_goal=0.25,
)
