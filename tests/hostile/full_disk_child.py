"""A copy of Dreadboard whose disk fills up at the table (test_full_disk_leaving.py): a computer game is played and
autosaved, then RLIMIT_FSIZE is set below any save's size (SIGXFSZ ignored, so a write fails with EFBIG as a full
disk fails with ENOSPC), a move more is made and the window is closed. It prints one JSON line: the scene on top,
its text, and the game still at the table.

    python -m tests.hostile.full_disk_child HOME
"""
from __future__ import annotations

import json
import os
import sys


def main(argv) -> int:
    os.environ["DREADBOARD_HOME"] = argv[0]
    os.environ.setdefault("DREADBOARD_AI_WORKER", "inline")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import resource
    import signal

    import pygame

    from game.ui import tables
    from game.ui.app import App, start_copy

    start_copy()
    app = App(size=(1024, 700), fullscreen=False, catch_errors=True)
    app.settings.ai_pace = "instant"
    seats = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]
    table = tables.open_directly(app, "zombie", seats, {}, 3)
    for _ in range(2000):
        if len(table.session.steps) >= 3:
            break
        app.step(1 / 30)
    table.do_autosave()
    saved = len(table.session.steps)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    for _ in range(2000):
        if len(table.session.steps) > saved or table.session.over:
            break
        app.step(1 / 30)
    table.computer.thinker.cancel()
    table.computer.pacer.pause()  # no further computer move while the dialog is read
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    running = app.step(1 / 30)
    top = app.top
    s = table.session
    out = {"running": running, "title": getattr(top, "title", ""), "body": getattr(top, "body", ""),
           "choices": [label for _, label in getattr(top, "choices", [])], "table_on_stack": table in app.stack,
           "saved_steps": saved, "steps": len(s.steps), "hash": s.rules.hash(s.state), "over": s.over}
    top.choose("stay")
    app.step(1 / 30)
    out["after_stay_top_is_table"] = app.top is table
    out["after_stay_steps"] = len(table.session.steps)
    print(json.dumps(out), flush=True)
    os._exit(0)  # the disk stays full: nothing more is tried


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
