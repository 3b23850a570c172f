"""The map editor's pygame side: the scene and its parts. The document, validation and
recovery it edits are pure Python in game.editor."""
from __future__ import annotations


def open_editor(app, path=None, standalone: bool = False):
    """Push the editor scene: `path` opens that file, else the last document, else the file picker."""
    from .scene import EditorScene

    scene = EditorScene(path=path, standalone=standalone)
    app.push(scene)
    return scene


def run(path=None) -> int:
    """`python -m game editor [FILE]` and tools/map_editor.py: the app with the editor on top."""
    import os

    import pygame

    from game.ui.app import App, start_copy

    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    start_copy()  # another copy may be running: its own slot (settings, recovery files)
    app = App(catch_errors=True)
    open_editor(app, path, standalone=True)
    try:
        return app.run()
    finally:
        pygame.quit()
