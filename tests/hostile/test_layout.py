"""Both real game tables laid out at tall, portrait, 5:4 and ultrawide windows, headless: they open,
draw frames and keep their widgets inside the window (the shell scenes are laid out at every size in
tests/ui/test_app_shell.py::test_every_scene_draws)."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.core.settings import SettingsStore  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.app import App  # noqa: E402

from .conftest import no_crash_reports  # noqa: E402

SIZES = [(1280, 1800), (1440, 2560), (1280, 1024), (2560, 1080)]
SEATS = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": f"AI {i}"} for i in (2, 3)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,variant", [("zombie", "standard"), ("crimson_creek", None)])
def test_a_table_lays_out_at_any_window(home, game, variant, size):
    app = App(store=SettingsStore(home / "settings.json"), size=size, fullscreen=False, save_on_quit=False)
    try:
        table = tables.start_game(app, game, SEATS, variant, {}, 3)
        app.run_frames(20)
        assert app.top is not None and table in app.stack
        w, h = app.size
        for el in app.manager.get_root_container().elements:
            r = el.rect
            assert r.w >= 0 and r.h >= 0 and r.x >= -2 and r.y >= -2, (el, r)
            assert r.right <= w + 2 and r.bottom <= h + 2, (el, r)
    finally:
        app.shutdown()
    assert no_crash_reports(home)
