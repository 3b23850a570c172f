"""`python -m game selftest`: whole games through the real table scenes of every game (found by
game.ui.selftest through table_hook("selftest_games", "game.ui.tables.selftests")). It sits beside the tables
package's hooks, not in it: the games' selftests start their games through game.ui.tables.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def selftest_games(app, out_dir):
    """Run each game's own selftest (its manifest's `selftest`: whole games through the real table scenes), in
    the registry's order; then a shot of each game's table with the keyboard focus ring on."""
    from game.games import MANIFESTS

    from . import load_hook

    home = os.environ.get("DREADBOARD_HOME")
    if not home:
        os.environ["DREADBOARD_HOME"] = tempfile.mkdtemp(prefix="dreadboard-selftest-home-")
    try:
        result = 0
        for manifest in MANIFESTS:
            if manifest.selftest:
                result = load_hook(manifest.selftest)(app, Path(out_dir)) or result
        from .focus_shots import keyboard_focus_shots

        result = keyboard_focus_shots(app, Path(out_dir)) or result
        from .tutorial_shots import tutorial_shots

        result = tutorial_shots(app, Path(out_dir)) or result
        return _whole_games_summary(app) or result
    finally:
        if not home:
            os.environ.pop("DREADBOARD_HOME", None)


def _whole_games_summary(app) -> int:
    """Print how many whole games of each game reached the game-over screen; 1 when a game in the lobby
    played none (its tour would then show screens of a game nobody finished)."""
    from game.games import REGISTRY
    from .selftest_driver import whole_games_line

    line, missing = whole_games_line([g for g, info in REGISTRY.items() if info.module])
    print(line)
    if missing:
        print(f"selftest: no whole game of {', '.join(missing)} was played", flush=True)
        return 1
    return 0
