"""The selftest's shots of the keyboard focus: one table of each game at its human seat's first decision, the focus
ring on the first stop (Tab pressed once through the event queue: a lit place, or a panel's first choice), saved as
<game>_keyboard_focus.png."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from .selftest_driver import DT, check_errors, close_guide, press_key, shot


def keyboard_focus_shots(app, out: Path, games=None, max_frames: int = 900) -> int:
    """One shot per game (`games`, or every game with a table); 1 when a game never gave its human seat a
    decision."""
    from . import start_game, table_games

    games = table_games() if games is None else games

    pace = app.settings.ai_pace
    app.settings.ai_pace = "instant"
    missing = []
    try:
        for game_id in games:
            seats = [{"kind": "human", "name": "Kay"}] + [{"kind": "ai", "name": n, "level": "easy"}
                                                          for n in ("Bo", "Cy")]
            t0 = time.perf_counter()
            table = _started(app, start_game(app, game_id, seats, "standard", {}, 3))
            table.autosave_enabled = False
            for _ in range(max_frames):
                app.step(DT)
                check_errors(app)
                if close_guide(app, out, "guide"):
                    continue
                if app.top is table and table.screen_decides() and not table.animating() and \
                        table.session.forced_action() is None:
                    break
                time.sleep(0.001)  # the computer seats think on their own thread
            else:
                missing.append(game_id)
                app.to_menu()
                continue
            press_key(pygame.K_TAB)
            app.run_frames(2, DT)
            shot(app, out, f"{game_id}_keyboard_focus.png")
            print(f"selftest: {game_id} keyboard focus after {len(table.session.steps)} steps, {time.perf_counter() - t0:.1f} s")
            app.to_menu()
    finally:
        app.settings.ai_pace = pace
    if missing:
        print(f"selftest: no keyboard focus shot of {', '.join(missing)}", flush=True)
    return 1 if missing else 0


def _started(app, table):
    """The table start_game opened. The selftest's own earlier games of a table may stop at their frame limit
    unfinished (under load the computer seats think slower), and with the kept number of unfinished autosaves
    start_game first asks whether to keep the oldest: the answer is Remove it, and the new table is on top."""
    if table is None:
        from ..scenes.choice import ChoiceDialog

        if isinstance(app.top, ChoiceDialog):
            app.top.choose("remove")
            table = app.top
    return table
