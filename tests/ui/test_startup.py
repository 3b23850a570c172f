"""Start-up (start to first menu frame at most 1 s from source). Timing is measured by
`python -m game bench --startup`, not asserted here (a shared machine makes any limit flaky); these
tests guard what the time is made of: the modules the first menu frame loads, and the menu's backdrop."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.ui import theme

ROOT = Path(__file__).resolve().parents[2]

# Loaded by a scene or a table when it is opened, never for the main menu's first frame (each one is
# tens of milliseconds of import, or a file the menu does not show).
NOT_FOR_THE_MENU = (
    "pymunk",                 # dice physics (game.ui.dice), only on a table
    "tomlkit",                # map files (game.editor, game.core.layouts)
    "game.games",             # the rules engines and their content
    "game.ai",                # the computer seats
    "game.core.session",      # a game in play
    "game.core.content",      # cards and rulebooks
    "game.ui.tables",         # the table scenes
    "game.ui.dice",
    "game.ui.editor",         # the map editor's scene
    "game.editor",            # the map editor's document
    "game.ui.guides",         # the first-game guide
    "game.ui.widgets",        # cards, chips, tokens, tooltip placement (hover): tables and later scenes
    "game.ui.scenes.lobby", "game.ui.scenes.picker", "game.ui.scenes.rules", "game.ui.scenes.guide",
    "game.ui.scenes.gameover", "game.ui.scenes.saves", "game.ui.scenes.settings", "game.ui.scenes.pause",
    "game.ui.scenes.handoff",
    "importlib.metadata",     # a source checkout's version comes from pyproject.toml (game.core.version)
)

CHILD = """
import json, sys
from game.__main__ import main
code = main(["play"])
print("modules: " + json.dumps(sorted(sys.modules)), flush=True)
sys.exit(code)
"""


def first_menu_frame_modules(home: Path) -> tuple:
    """Start the app the way `python -m game` does, headless, until its first menu frame (the start-up
    bench's hook ends it there); returns (its stdout lines, the modules loaded by then)."""
    env = dict(os.environ, DREADBOARD_BENCH_STARTUP="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DREADBOARD_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1", DREADBOARD_NO_CRASH_WINDOW="1")
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    listed = [line for line in lines if line.startswith("modules: ")]
    assert listed, out.stdout[-2000:]
    return lines, set(json.loads(listed[-1][len("modules: "):]))


def test_the_first_menu_frame_loads_no_table_engine_ai_or_other_scene(tmp_path):
    lines, modules = first_menu_frame_modules(tmp_path / "home")
    assert any(line.startswith("dreadboard-startup: first frame drawn; cpu ") for line in lines), lines
    assert "game.ui.scenes.menu" in modules and "pygame_gui" in modules  # the menu really was drawn here
    loaded = sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in NOT_FOR_THE_MENU))
    assert not loaded, f"the first menu frame imported modules only later scenes need: {loaded}"


def test_every_scene_is_still_reachable_by_name():
    from game.ui import scenes
    from game.ui.scene import SCENES

    scenes.register_all()
    for cls_name in scenes._CLASSES:
        cls = getattr(scenes, cls_name)
        assert SCENES[cls.scene_name] is cls
    assert {"menu", "lobby", "rules", "guide", "pause", "load", "settings", "gameover"} <= set(SCENES)


def _reference_background_small() -> pygame.Surface:
    """The backdrop's light as it was first written: a set_at per pixel through lerp_colour."""
    sw, sh = 320, 180
    small = pygame.Surface((sw, sh))
    cx, cy = sw / 2, sh * 0.42
    maxd = math.hypot(sw / 2, sh / 2) * 1.15
    for y in range(sh):
        for x in range(sw):
            d = math.hypot((x - cx) * 0.9, (y - cy) * 1.25) / maxd
            light = max(0.0, 1.0 - d) ** 1.7
            c = theme.lerp_colour(theme.BLACK, theme.BG_LIGHT, light)
            haze = max(0.0, (y / sh) - 0.62) * 0.35
            c = theme.lerp_colour(c, theme.BLOOD_DARK, haze)
            small.set_at((x, y), c)
    return small


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_the_menu_backdrop_is_pixel_for_pixel_the_one_first_drawn():
    fast, slow = theme.backdrop_light(), _reference_background_small()
    assert fast.get_size() == slow.get_size() == theme.BACKDROP_SIZE
    assert fast.get_bitsize() == slow.get_bitsize()
    assert _pixels(fast) == _pixels(slow)


def test_the_shipped_backdrop_picture_is_the_computed_one():
    assert theme.BACKDROP_FILE.is_file(), "run python tools/make_backdrop.py"
    shipped = pygame.image.load(str(theme.BACKDROP_FILE))
    assert _pixels(shipped) == _pixels(theme.backdrop_light()), \
        "assets/images/backdrop_light.png is out of date: run python tools/make_backdrop.py"
    theme._background_small.cache_clear()
    try:
        used = theme._background_small()
        assert used.get_bitsize() == theme.backdrop_light().get_bitsize() and _pixels(used) == _pixels(shipped)
    finally:
        theme._background_small.cache_clear()


@pytest.mark.parametrize("bad", ["missing", "not_a_png", "wrong_size"])
def test_without_a_usable_backdrop_picture_the_light_is_computed(tmp_path, monkeypatch, bad):
    path = tmp_path / "backdrop_light.png"
    if bad == "not_a_png":
        path.write_bytes(b"not a picture")
    elif bad == "wrong_size":
        pygame.image.save(pygame.Surface((8, 8)), str(path))
    monkeypatch.setattr(theme, "BACKDROP_FILE", path)
    theme._background_small.cache_clear()
    try:
        assert _pixels(theme._background_small()) == _pixels(theme.backdrop_light())
    finally:
        theme._background_small.cache_clear()
