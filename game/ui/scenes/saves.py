"""The list of saved games in paths.saves_dir(), newest first; choosing one calls `on_pick(app, path)`."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from game.core import paths

from .. import theme
from ..scene import Scene, register, report_error
from . import common


def list_saves(folder=None) -> list:
    """Save files, newest first (temporary and backup files are skipped)."""
    folder = Path(folder) if folder else paths.saves_dir()
    out = []
    try:
        for p in folder.iterdir():
            if p.is_file() and not p.name.startswith(".") and not p.name.endswith((".tmp", ".bak")):
                out.append(p)
    except OSError:
        return []
    return sorted(out, key=lambda p: p.stat().st_mtime, reverse=True)


def describe(path: Path, registry=None) -> str:
    """'2026-11-29 13:20    autosave  ·  Zombie' (the game is read from the save when it is small JSON)."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    text = f"{when}    {path.stem}"
    game = ""
    try:
        if path.stat().st_size < 4_000_000:
            data = json.loads(path.read_text(encoding="utf-8"))
            game = data.get("game", "") if isinstance(data, dict) else ""
            if not isinstance(game, str):
                game = ""
    except (OSError, ValueError, UnicodeDecodeError):
        game = ""
    if game:
        info = (registry or {}).get(game)
        text += f"   ·   {info.name if info else game}"
    return text


@register("load")
class LoadScene(Scene):
    overlay = True
    dim_alpha = 200

    def __init__(self, on_pick: Callable, folder=None):
        super().__init__()
        self.on_pick = on_pick
        self.folder = folder
        self.saves: list = []
        self.selected = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build_ui(self) -> None:
        self.saves = list_saves(self.folder)
        w, h = self.size
        pw, ph = min(w - self.s(80), self.s(760)), min(h - self.s(80), self.s(560))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        list_rect = pygame.Rect(inner.x, self.panel.y + self.s(92), inner.w, ph - self.s(182))
        self.items = [(describe(p, self.app.registry), str(i)) for i, p in enumerate(self.saves)]
        if self.saves:
            sl = pygame_gui.elements.UISelectionList(list_rect, self.items, self.manager)
            self.widgets["list"] = sl
        else:
            common.label(self, "empty", (list_rect.x, list_rect.centery - self.s(20), list_rect.w, self.s(40)),
                         "No saved games yet.", cls="@subtle")
        bh = self.s(48)
        by = self.panel.bottom - bh - self.s(22)
        common.button(self, "back", (inner.x, by, self.s(170), bh), "Back")
        common.button(self, "open", (inner.right - self.s(200), by, self.s(200), bh), "Load", cls="@primary",
                      enabled=self.selected is not None and self.selected < len(self.saves))

    def handle(self, inp) -> bool:
        if self.pressed(inp, "back") or inp.is_key(pygame.K_ESCAPE):
            self.app.pop()
            return True
        if inp.kind == "ui" and inp.element is self.widgets.get("list"):
            if inp.ui_type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                               pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
                idx = self._index(inp.raw)
                if idx is not None:
                    self.selected = idx
                    self.widgets["open"].enable()
                    if inp.ui_type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                        self.open()
                return True
        if self.pressed(inp, "open") or (inp.confirm and self.selected is not None):
            self.open()
            return True
        return False

    def _index(self, event):
        text = getattr(event, "text", None)
        for i, (label, _) in enumerate(self.items):
            if label == text:
                return i
        return None

    def open(self) -> None:
        if self.selected is None or self.selected >= len(self.saves):
            return
        path = self.saves[self.selected]
        app = self.app
        if app.top is self:
            app.pop()
        try:
            self.on_pick(app, path)
        except Exception as exc:
            report_error(app, "The save could not be loaded", exc)

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        theme.blit_text(surface, "Load a game", "serif", self.s(30), (self.panel.centerx, self.panel.y + self.s(20)),
                        theme.BONE, anchor="midtop")
        theme.blit_text(surface, str(self.folder or paths.saves_dir()), "sans", self.s(12),
                        (self.panel.centerx, self.panel.y + self.s(60)), theme.ASH, anchor="midtop", shadow=False)
