"""Open the Dreadboard map editor: python tools/map_editor.py [maps/FILE.toml]

The same as `python -m game editor [FILE]`.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui.editor import run  # noqa: E402

if __name__ == "__main__":
    sys.exit(run(sys.argv[1] if len(sys.argv) > 1 else None) or 0)
