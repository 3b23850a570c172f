"""Last Token's selftest (its manifest's `selftest`): a whole game of two computer seats through ToyTable, headless,
to the game-over screen."""
from __future__ import annotations

from pathlib import Path

from game.ui.tables import open_directly
from game.ui.tables.selftest_driver import play_to_the_end


def run_selftest(app, out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    pace = app.settings.ai_pace
    app.settings.ai_pace = "fast"
    try:
        open_directly(app, "toy", [{"kind": "ai", "name": "Ann"}, {"kind": "ai", "name": "Bob"}], {}, 3,
                      autosave=False)
        play_to_the_end(app, out, lambda frames: None, "toy_game_over.png", 3000)
    finally:
        app.settings.ai_pace = pace
    app.to_menu()
    return 0
