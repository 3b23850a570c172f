"""Copy each game's table picture from a selftest run into docs/pictures/ for the README.

    python -m game selftest --out .selftest && python tools/readme_pictures.py .selftest

The picture of each game is the first shot its manifest's `gallery` names (the table mid-game), saved at
960x540 so the repository stays small; README.md shows docs/pictures/<game id>.png.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.core.registry import manifests

    shots, out = Path(argv[0]), ROOT / "docs" / "pictures"
    out.mkdir(parents=True, exist_ok=True)
    for m in manifests():
        if not m.gallery:
            continue
        src = shots / m.gallery[0]
        if not src.exists():
            print(f"{src}: no such shot (run the selftest into {shots} first)", file=sys.stderr)
            return 1
        img = pygame.transform.smoothscale(pygame.image.load(str(src)), (960, 540))
        pygame.image.save(img, str(out / f"{m.id}.png"))
        print(f"{out / (m.id + '.png')} <- {src}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
