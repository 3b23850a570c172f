"""Save the menu backdrop's light (game.ui.theme.backdrop_light) to assets/images/backdrop_light.png.

    python tools/make_backdrop.py

The app reads the picture at start-up instead of computing it (~40 ms of CPU before the first menu
frame); without the file it computes it. Run this again after changing the palette colours
it uses (BLACK, BG_LIGHT, BLOOD_DARK) or the drawing: tests/ui/test_startup.py fails until the file
matches. Nothing random: the same picture every time (see assets/images/LICENSE.txt).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402


def main() -> int:
    theme.BACKDROP_FILE.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(theme.backdrop_light(), str(theme.BACKDROP_FILE))
    print(f"wrote {theme.BACKDROP_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
