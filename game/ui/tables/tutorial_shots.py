"""The selftest's tutorials: each game's lesson played through on its table by its own places
(tutorial_drive.py), with shots of its first, middle and last step (<game>_tutorial_<n>.png)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core import tutorial
from game.core.tutorial import minutes
from game.games import MANIFESTS

from . import open_tutorial
from .tutorial_drive import TutorialFault, play_through


def tutorial_shots(app, out: Path) -> int:
    result = 0
    for manifest in MANIFESTS:
        game = manifest.id
        if not tutorial.has_tutorial(game):
            continue
        app.settings.guides_shown = [*app.settings.guides_shown, game]
        table = open_tutorial(app, game)
        if table is None:
            print(f"selftest: FAILED: the {manifest.info.name} tutorial did not open", flush=True)
            result = 1
            continue
        n = len(table.coach.script.steps)
        wanted = {0, n // 2, n - 1}

        def shot(i, game=game):
            if i in wanted:
                path = out / f"{game}_tutorial_{i + 1:02d}.png"
                pygame.image.save(app.screen, str(path))
                print(f"selftest: {game} tutorial step {i + 1} of {n:<8} -> {path}", flush=True)

        try:
            play_through(app, table, f"{manifest.info.name} tutorial", shot)
            print(f"selftest: {game} tutorial played to its end: {n} steps, about "
                  f"{minutes(table.coach.script)} minutes", flush=True)
        except TutorialFault as fault:
            print(f"selftest: FAILED: {fault}", flush=True)
            result = 1
        app.to_menu()
    return result
