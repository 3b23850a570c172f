"""The map editor for the TOML layouts under maps/ (issue "Map editor for the TOML layouts").

    model.py     the editable document over a tomlkit document, edits, undo/redo (no pygame);
                 its docstring lists the modules the Document is made of
    validate.py  the same checks the games run at load, for the panel and `python -m game validate`
    recovery.py  the unsaved session kept in user_data_dir()/editor-recovery/
    play.py      "Play on this map": a game of the map's game on the edited text
    game/ui/editor/  the pygame editor scene, put together from one mixin per responsibility
                 (scene.py's docstring lists them: canvas, gestures, shortcuts, panels, toolbar, files)

This package holds no pygame and knows no screen: everything drawn lives in game.ui.editor, which
imports this package (never the reverse). The main menu's "Map editor" button and
`python -m game editor` call game.ui.editor's `open_editor(app)` and `run(path)`.
"""
from __future__ import annotations

from pathlib import Path

from game.core import paths

TEMPLATES_DIR = paths.MAPS / "templates"
TEMPLATES = {"location_map": "Location map", "camp_board": "Camp board", "card_table": "Card table"}

# The document of the last editor scene, so coming back from "Play on this map" (which leaves to the
# menu) reopens the same edits with their undo history.
_LAST = {"doc": None}


def template_path(name: str) -> Path:
    return TEMPLATES_DIR / f"{name}.toml"

