"""One copy of Dreadboard for the two-copies tests (test_two_copies.py): started as the app starts (start_copy,
then App), it waits for the parent's go, opens its table,
waits until the other copy's table is open too, then plays a computer game for a bounded number of moves, autosaving at
every move as well as at each turn, and leaves the table as Quit does. It prints one JSON line: its slot, its
autosave, and the hash of its game's state (what that autosave must replay to).

    python -m tests.hostile.two_copies_child HOME TAG (new SEED | continue | hold) MOVES
"""
from __future__ import annotations

import json
import os
import sys
import time


def main(argv) -> int:
    home, tag, mode = argv[0], argv[1], argv[2]
    os.environ["DREADBOARD_HOME"] = home
    os.environ.setdefault("DREADBOARD_AI_WORKER", "inline")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from pathlib import Path

    from game.core import instance_lock
    from game.ui import tables
    from game.ui.app import App, start_copy

    start_copy()
    slot = instance_lock.current_slot()
    go = Path(home) / "go"
    (Path(home) / f"ready-{tag}").write_text(str(slot))
    if mode == "hold":  # held until killed
        while True:
            time.sleep(0.05)
    for _ in range(2400):  # both copies start their games together (at most two minutes)
        if go.exists():
            break
        time.sleep(0.05)
    app = App(size=(1024, 700), fullscreen=False, catch_errors=True)
    app.settings.ai_pace = "instant"
    app.settings.animation_speed = 4.0
    if mode == "new":
        seats = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]
        table = tables.open_directly(app, "zombie", seats, {}, int(argv[3]))
        moves = int(argv[4])
    else:
        table = tables.continue_game(app)
        moves = int(argv[3])
    app.pop_to(table)  # past the messages (another copy running, the notes of the opened save)
    (Path(home) / f"opened-{tag}").write_text(str(table.session.autosave_path))
    for _ in range(2400):  # both tables open before either plays: the copies overlap for certain
        if (Path(home) / "play").exists():
            break
        time.sleep(0.05)
    goal = len(table.session.steps) + moves
    for _ in range(moves * 200):
        if len(table.session.steps) >= goal or table.session.over:
            break
        before = len(table.session.steps)
        app.step(1 / 30)
        if len(table.session.steps) != before:
            table.do_autosave()
    app.to_menu()  # Quit to menu: the table's last autosave
    s = table.session
    print(json.dumps({"slot": slot, "autosave": str(s.autosave_path), "hash": s.rules.hash(s.state),
                      "steps": len(s.steps), "toast": table.toast_text}), flush=True)
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
