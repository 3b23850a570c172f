"""App inputs. `poll()` is the ONLY place in the program that reads the pygame event queue.

Each pygame event becomes an `Input` with a small `kind`; the raw event rides along so the
pygame_gui UIManager can process it too. pygame_gui's own events (button pressed, drop-down
changed, ...) come back as kind "ui" with the raw event for the scene to inspect.

Kinds: quit, resize, mouse_down, mouse_up, mouse_move, wheel, key_down, key_up, text, focus, ui.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame
import pygame_gui

from game.core.user_text import visible

_UI_EVENT_TYPES = {
    getattr(pygame_gui, name)
    for name in dir(pygame_gui)
    if name.startswith("UI_") and isinstance(getattr(pygame_gui, name), int)
}


@dataclass
class Input:
    kind: str
    pos: Optional[tuple] = None
    button: int = 0
    key: int = 0
    mod: int = 0
    text: str = ""
    raw: Any = None  # the pygame event (None for inputs made in code)
    size: Optional[tuple] = None  # resize: the new window size
    wheel: tuple = (0, 0)  # wheel: (x, y) steps; y > 0 scrolls up
    rel: tuple = (0, 0)  # mouse_move: movement since the last event
    buttons: tuple = (0, 0, 0)  # mouse_move: buttons held

    @property
    def ui_type(self) -> int:
        """The pygame_gui event type for kind "ui" (e.g. pygame_gui.UI_BUTTON_PRESSED), else 0."""
        return self.raw.type if self.kind == "ui" and self.raw is not None else 0

    @property
    def element(self):
        """The pygame_gui element a "ui" input concerns, or None."""
        return getattr(self.raw, "ui_element", None) if self.kind == "ui" else None

    def is_key(self, *keys: int) -> bool:
        return self.kind == "key_down" and self.key in keys

    @property
    def confirm(self) -> bool:
        return self.is_key(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def translate(event: pygame.event.Event) -> Optional[Input]:
    """One pygame event -> one Input (or None for events the app does not use)."""
    t = event.type
    if t == pygame.QUIT:
        return Input("quit", raw=event)
    if t == pygame.VIDEORESIZE:
        return Input("resize", size=(int(event.w), int(event.h)), raw=event)
    if t == pygame.MOUSEBUTTONDOWN:
        if event.button in (4, 5):  # old-style wheel clicks: MOUSEWHEEL carries the scroll
            return Input("other", raw=event)
        return Input("mouse_down", pos=tuple(event.pos), button=event.button, raw=event)
    if t == pygame.MOUSEBUTTONUP:
        if event.button in (4, 5):
            return Input("other", raw=event)
        return Input("mouse_up", pos=tuple(event.pos), button=event.button, raw=event)
    if t == pygame.MOUSEMOTION:
        return Input("mouse_move", pos=tuple(event.pos), rel=tuple(event.rel), buttons=tuple(event.buttons), raw=event)
    if t == pygame.MOUSEWHEEL:
        return Input("wheel", pos=_pointer(), wheel=(int(event.x), int(event.y)), raw=event)
    if t == pygame.KEYDOWN:
        return Input("key_down", key=event.key, mod=event.mod, text=getattr(event, "unicode", ""), raw=event)
    if t == pygame.KEYUP:
        return Input("key_up", key=event.key, mod=event.mod, raw=event)
    if t in (pygame.TEXTINPUT, pygame.TEXTEDITING):
        # Characters that draw nothing (zero-width space, bidi override, byte-order mark, NUL) never
        # reach a text field: pygame_gui's entry line fails on them ("Text has zero width").
        text = visible(event.text)
        if t == pygame.TEXTEDITING:
            return Input("other", raw=_with_text(event, text))
        return Input("text", text=text, raw=_with_text(event, text)) if text else None
    if t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
        return Input("focus", raw=event, text="lost" if t == pygame.WINDOWFOCUSLOST else "gained")
    if t in _UI_EVENT_TYPES:
        return Input("ui", raw=event)
    if t in (pygame.WINDOWLEAVE, pygame.WINDOWSIZECHANGED):
        return Input("other", raw=event)
    return None


def _with_text(event: pygame.event.Event, text: str) -> pygame.event.Event:
    if text == event.text:
        return event
    attrs = dict(event.dict, text=text)
    if event.type == pygame.TEXTEDITING:
        attrs["start"], attrs["length"] = min(event.dict.get("start", 0), len(text)), len(text)
    return pygame.event.Event(event.type, attrs)


def poll() -> list:
    """Drain the pygame event queue into Inputs. The only caller of pygame.event.get()."""
    out = []
    for event in pygame.event.get():
        inp = translate(event)
        if inp is not None:
            out.append(inp)
    return out


def flush() -> None:
    """Drop every pending event (a new App must not act on events left from before it existed)."""
    pygame.event.clear()


# Global keys, decided by the App before any scene sees the input.
FULLSCREEN_KEY = pygame.K_F11
SCREENSHOT_KEY = pygame.K_F12  # saves a PNG into the user's data folder (for bug reports)
PAUSE_KEY = pygame.K_ESCAPE  # scenes decide: a table scene opens the pause menu, menus go back


def _pointer() -> tuple:
    """Where the pointer is (a wheel event does not say); (0, 0) before a window exists, where pygame would
    raise instead (a test translating events alone; an event posted before the display is set up)."""
    return pygame.mouse.get_pos() if pygame.display.get_init() else (0, 0)
