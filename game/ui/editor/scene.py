"""The map editor scene: toolbar, canvas (zoom, pan, grid snap), properties panel, validation panel.

Canvas, left mouse:   Select tool (V): click selects (Shift adds), drag moves, corner handles resize,
                      drag on empty cloth draws a selection box.
                      Location (L) / Area (A) tool: drag a rectangle (a click makes a default one).
                      Edge (E) tool: drag from one location to another.
Right or middle drag (or Space + drag) pans, the wheel zooms around the pointer.
Keys: Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) undo/redo, Ctrl+S save, Ctrl+C / Ctrl+V / Ctrl+D copy, paste,
duplicate, Ctrl+A select all, Del delete, arrows nudge (Shift: x10), G grid snap, F fit, Esc back.

The scene is put together from mixins, one per responsibility:
    open_and_save.py       opening, saving, recovery, the unsaved-changes guard
    canvas_view.py         zoom, pan and the layout <-> screen transform
    hit_tests.py           what is under the pointer
    canvas_drawing.py      the board, grid, selection, problems, gesture preview
    mouse_gestures.py      press / drag / release per tool
    keyboard_shortcuts.py  the keys above
    editor_commands.py     undo, redo, clipboard, delete, tools, play
    properties_panel.py    the fields for the map or the selected item
    validation_panel.py    the problem list
    toolbar_and_status.py  the toolbar and the status bar
    widget_events.py       pygame_gui button / field / dropdown events
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game.ui import theme
from game.ui.scene import Scene

from game.editor import _LAST, recovery
from .canvas_drawing import CanvasDrawing
from .canvas_view import CanvasView
from .editor_commands import EditorCommands
from .hit_tests import HitTests
from .keyboard_shortcuts import KeyboardShortcuts
from game.editor.model import Document, EditError
from .mouse_gestures import MouseGestures
from .open_and_save import OpenAndSave
from .properties_panel import PropertiesPanel
from .toolbar_and_status import ToolbarAndStatus
from .validation_panel import ValidationPanel
from .widget_events import WidgetEvents

RECOVERY_IDLE = 2.0  # seconds after the last change before the session is written to editor-recovery/


class EditorScene(OpenAndSave, CanvasView, HitTests, CanvasDrawing, MouseGestures, KeyboardShortcuts,
                  EditorCommands, PropertiesPanel, ValidationPanel, ToolbarAndStatus, WidgetEvents, Scene):
    scene_name = "editor"
    escape_pops = False

    def __init__(self, path=None, standalone: bool = False, doc: Optional[Document] = None):
        super().__init__()
        self.start_path = Path(path) if path else None
        self.standalone = standalone
        self.doc: Optional[Document] = doc
        self.selection: list = []
        self.tool = "select"
        self.snap_on = True
        self.grid = 10
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self.area_kind = "panel"
        self.edge_kind = "open"
        self.drag = None  # dict describing the gesture in progress
        self.space = False
        self.status = ""
        self.status_time = 0.0
        self.problems: list = []
        self.layout = None
        self.draw_note = ""  # what the canvas left out (too many items in view)
        self._parsed_version = None
        self._props_key = None
        self._prop_widgets: dict = {}
        self._captions: list = []
        self._problem_rects: list = []
        self.problem_scroll = 0
        self.last_change = 0.0
        self._recovered_version = None
        self.recovery_name = ""
        self._started = False
        self.mouse = (0, 0)

    def enter(self, app) -> None:
        self.app = app
        if self.doc is None and self.start_path is not None:
            self._load_path(self.start_path, quiet=True)
        elif self.doc is None and _LAST["doc"] is not None:
            self._set_doc(_LAST["doc"], keep_view=False)
        self.build_ui()

    def leave(self) -> None:
        if self.doc is not None:
            _LAST["doc"] = self.doc
            self.doc.cancel_gesture()
            if self.doc.dirty:
                self._write_recovery()

    def say(self, text: str) -> None:
        self.status = text
        self.status_time = self.time

    def handle(self, inp) -> bool:
        try:
            return self._handle(inp)
        except EditError as exc:
            self.say(str(exc))
            return True

    def _handle(self, inp) -> bool:
        if inp.kind == "ui":
            return self._handle_ui(inp)
        if self.doc is None:
            if inp.is_key(pygame.K_ESCAPE):
                self.back()
                return True
            return False
        if inp.kind in ("mouse_down", "mouse_up", "mouse_move", "wheel") and inp.pos is not None:
            self.mouse = inp.pos
            return self._handle_mouse(inp)
        if inp.kind == "key_up" and inp.key == pygame.K_SPACE:
            self.space = False
        if inp.kind == "key_down":
            if self._typing():
                return False
            return self._handle_key(inp)
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._started and self.app is not None and self.app.top is self:
            self._start()
        if self.doc is None:
            return
        self._refresh()
        self._update_toolbar()
        key = (tuple(self.selection), self.doc.version)
        if key != self._props_key and not self.doc.in_gesture and not self._typing():
            self._props_key = key
            self._build_props()
        if self.doc.dirty and self._recovered_version != self.doc.version and not self.doc.in_gesture \
                and self.time - self.last_change >= RECOVERY_IDLE:
            self._write_recovery()
        if not self.doc.dirty and self._recovered_version is not None:
            recovery.clear(self.recovery_name)
            self._recovered_version = None

    def draw(self, surface) -> None:
        r = self.rects()
        surface.fill(theme.BG)
        self._draw_canvas(surface, r["canvas"])
        # toolbar, side and status bars
        pygame.draw.rect(surface, theme.PANEL, r["toolbar"])
        pygame.draw.line(surface, theme.PANEL_EDGE, r["toolbar"].bottomleft, r["toolbar"].bottomright, 1)
        pygame.draw.rect(surface, theme.PANEL, r["side"])
        pygame.draw.line(surface, theme.PANEL_EDGE, r["side"].topleft, r["side"].bottomleft, 1)
        self._draw_props(surface, r["side"])
        self._draw_validation(surface, r["side"])
        self._draw_status(surface, r["status"])
