"""Scenes: the screens of the app, kept on a stack by `App` (Tuxemon's state stack).

A scene's life:  enter(app) once when pushed -> build_ui() -> [pause() when covered, resume()
when uncovered -> build_ui()] ... -> leave() once when popped or replaced.

- `handle(inp)` gets every app Input (game.ui.inputs) the UI did not swallow, plus all pygame_gui
  events as kind "ui". Return True when used.
- `update(dt)` advances animations and timers; the only place (with handle) that changes state.
- `draw(surface)` paints; it must never change game state. pygame_gui widgets are drawn by the
  App after the top scene's draw.
- `build_ui()` creates the scene's pygame_gui widgets for the current window size (store them in
  self.widgets[key] to use `pressed(inp, key)`). The App has one UIManager; it is cleared whenever
  the top of the stack changes or the window is resized, and the top scene's `rebuild_ui()` runs
  (which empties self.widgets and calls build_ui), so keep choices in scene attributes, not widgets.
  `refresh()` rebuilds on demand after a choice changes the layout.
- `overlay = True` scenes (pause, message) are drawn over the scene beneath, which is dimmed.

`GameScene` is the base of every table scene (written in game/ui/tables/): Esc opens the pause
menu, and it offers the save/load hooks the pause menu calls.
"""
from __future__ import annotations

import importlib
import sys
import traceback
from typing import Callable, Optional

import pygame
import pygame_gui

from . import fonts, theme
from .scene_focus import WidgetFocus

SCENES: dict = {}


def register(name: str):
    """Class decorator: make a scene reachable as app.open(name, **kwargs)."""

    def deco(cls):
        SCENES[name] = cls
        cls.scene_name = name
        return cls

    return deco


class Scene(WidgetFocus):
    scene_name = "scene"
    overlay = False  # draw the scene below first, dimmed
    dim_alpha = 170
    escape_pops = True  # Esc goes back (menus); table scenes override to open the pause menu

    def __init__(self) -> None:
        self.app = None
        self.time = 0.0
        self.widgets: dict = {}

    # -- lifecycle --------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.rebuild_ui()

    def leave(self) -> None:
        pass

    def pause(self) -> None:
        """Another scene was pushed on top; this scene's widgets are gone."""

    def resume(self) -> None:
        """The scene on top was popped; rebuild the widgets."""
        self.rebuild_ui()

    def build_ui(self) -> None:
        """Create pygame_gui widgets in self.manager for the current window size."""

    def rebuild_ui(self) -> None:
        """Forget the old widgets and build them again (the manager has just been cleared)."""
        self.widgets = {}
        self.build_ui()

    def refresh(self) -> None:
        """Clear this scene's widgets from the manager and build them again (after a choice changed the layout)."""
        if self.app is not None and self.app.top is self:
            self.app.manager.clear_and_reset()
            self.rebuild_ui()

    # -- per frame --------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if self.escape_pops and inp.is_key(pygame.K_ESCAPE) and self.app and self.app.top is self:
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)

    # -- helpers ----------------------------------------------------------------------
    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    @property
    def size(self) -> tuple:
        return self.app.size

    @property
    def scale(self) -> float:
        return self.app.scale

    @property
    def text_scale(self) -> float:
        """The window's scale times the player's UI scale (settings.ui_scale): what text grows by."""
        return self.app.text_scale

    @property
    def gui_step(self) -> float:
        """The quarter step of text scale the pygame_gui theme's fonts are sized for."""
        return fonts.ui_step(self.app.text_scale)

    def s(self, px: float) -> int:
        """A length given at 1280x720, scaled to the window (layout: gaps, columns, panels)."""
        return int(round(px * self.app.scale))

    def t(self, px: float) -> int:
        """A text size given at 1280x720, scaled to the window and the player's UI scale."""
        return int(round(px * self.app.text_scale))

    def ctrl(self, px: float) -> int:
        """The height of a control holding one line of text (a button, an entry), given at 1280x720: it grows
        with the text, but its margins only with the window (a 48 px button is 80 px at 200%, not 96)."""
        return int(round(px * self.app.scale * fonts.control_factor(self.app.ui_scale)))

    def pressed(self, inp, key: str) -> bool:
        """True when `inp` is the click of the widget stored as self.widgets[key]."""
        return (
            inp.kind == "ui"
            and inp.ui_type == pygame_gui.UI_BUTTON_PRESSED
            and self.widgets.get(key) is not None
            and inp.element is self.widgets.get(key)
        )

    def nav(self, inp, keys) -> Optional[str]:
        """Keyboard navigation over a column of buttons: Up/Down move the highlight, Enter/Space return the
        highlighted widget's key for the scene to activate. (Tab, and Enter/Space on a focused button, are taken
        first by the focus ring of every scene: scene_focus.py; it moves the same highlight, `_nav_key`.)"""
        live = [k for k in keys if self.widgets.get(k) is not None and self.widgets[k].is_enabled]
        if not live:
            return None
        current = getattr(self, "_nav_key", None)
        if inp.is_key(pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = inp.key == pygame.K_UP or (inp.key == pygame.K_TAB and inp.mod & pygame.KMOD_SHIFT)
            if current in live:
                idx = (live.index(current) + (-1 if back else 1)) % len(live)
            else:
                idx = len(live) - 1 if back else 0
            for k in live:
                self.widgets[k].unselect()
            self._nav_key = live[idx]
            self.widgets[self._nav_key].select()
            self.click()
            return None
        if inp.confirm and current in live:
            return current
        return None

    def click(self, name: str = "ui_click") -> None:
        if self.app is not None:
            self.app.audio.play(name)


class GameScene(Scene):
    """Base of every table scene. Subclasses set game_id and implement the hooks below."""

    escape_pops = False
    widget_focus = False  # the table's own focus ring takes Tab (tables/focus.py)
    is_game = True
    game_id = ""

    def handle(self, inp) -> bool:
        if inp.is_key(pygame.K_ESCAPE):
            self.open_pause()
            return True
        return False

    def open_pause(self) -> None:
        self.app.open("pause", game_scene=self)  # by name: the scenes import this module, not the reverse

    # -- hooks the pause menu calls -----------------------------------------------------
    def save_game(self, name: str = "") -> str:
        """Write a save named `name` into paths.saves_dir() and return its path (raise with a readable message)."""
        raise NotImplementedError("This table cannot save yet.")

    def load_game(self, path) -> None:
        """Load the save at `path` (the default hands it to game.ui.tables.load_game)."""
        table_function("load_game")(self.app, path)

    def rules_cards(self) -> list:
        """Card texts for the rules screen: strings or (title, text) pairs."""
        return []


# -- hooks into game.ui.tables (looked up lazily: the shell's scenes load without the tables) -----
# The shell calls these functions of game.ui.tables (an exception inside one, or a missing one,
# becomes a readable message):
#   start_game(app, game_id, seats_config, variant, options, seed)   lobby Start
#       seats_config: [{"kind": "human"|"ai", "level": "easy"|"normal"|"hard", "name": str}, ...]
#       variant: a Variant id or None; options: {option id: value}; seed: int or None
#   continue_game(app)            main menu Continue: open the newest autosave
#   load_game(app, path)          main menu Load (a pathlib.Path from paths.saves_dir())
#   (game.ui.tables.selftests.selftest_games(app, out_dir): the selftest plays whole games through the tables)
# and on the table scene (a GameScene) under the pause menu:
#   scene.save_game(name) -> path     scene.load_game(path)     scene.rules_cards() -> list
# The main menu's Map editor calls game.ui.editor.open_editor(app).
TABLES_MODULE = "game.ui.tables"


def table_function(name: str) -> Callable:
    """The function `name` of game.ui.tables; ImportError or LookupError (saying which) when it is missing."""
    fn = getattr(importlib.import_module(TABLES_MODULE), name, None)
    if not callable(fn):
        raise LookupError(f"{TABLES_MODULE}.{name} is missing")
    return fn


def table_hook(name: str, module: str = TABLES_MODULE) -> Optional[Callable]:
    """The function `name` in game.ui.tables, or None when that module or function does not exist.

    An import error inside an existing tables package is NOT hidden: it propagates, so the
    caller shows it as an error message.
    """
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and (module == exc.name or module.startswith(exc.name + ".")):
            return None
        raise
    fn = getattr(mod, name, None)
    return fn if callable(fn) else None


def describe_error(exc: BaseException) -> str:
    """A message a player can read; DataFileError already names the file and the problem."""
    if isinstance(exc, OSError) and exc.strerror:  # "No space left on device", not "[Errno 28] ...: '/tmp/...'"
        return f"{exc.strerror} ({exc.filename})" if exc.filename else exc.strerror
    text = str(exc).strip() or exc.__class__.__name__
    if isinstance(exc, (NotImplementedError, ValueError, OSError)) or exc.__class__.__name__ == "DataFileError":
        return text
    return f"{exc.__class__.__name__}: {text}"


def report_error(app, title: str, exc: BaseException) -> None:
    """Show a message scene for the player; print the traceback for developers, unless the error is a
    file's readable DataFileError (the message says all there is: file, key or line, what is wrong)."""
    if exc.__class__.__name__ != "DataFileError":
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
    app.open("message", title=title, body=describe_error(exc))
