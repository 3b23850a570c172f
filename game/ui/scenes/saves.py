"""The Load list: every save in paths.saves_dir(), newest first, by game, seats, turn and date (not
file names); choosing one calls `on_pick(app, path)`; Watch opens the replay viewer on it over the list (any save
or autosave, finished or not: the viewer shows what game.core.replay_timeline.viewers allows).

The folder is read once when the list opens (game.core.saves.scan, which never raises): a broken
file is listed once as broken and choosing it explains why over the list, which stays as it was;
a broken file whose backup is good opens the backup (the table says so).
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from game.core import paths, saves

from .. import fonts, theme
from ..scene import Scene, register, report_error
from . import common

LIST_FONT_PX = 18  # the selection list's font size in assets/ui/theme.json, at scale 1


def list_saves(folder=None) -> list:
    """Paths of the save files, newest first (backups, temporary and set-aside files are skipped)."""
    return [info.path for info in saves.scan(folder)]


def _seats_text(info: saves.SaveInfo) -> str:
    return ", ".join(name + (" (AI)" if kind == "ai" else "") for name, kind in info.seats if name)


def summary_parts(info: saves.SaveInfo, registry=None) -> list:
    """The parts of a save's line, most telling first: 'Autosave' or the save's name, its game, when it was saved,
    its turn (or finished), its seats. An autosave says so even when its game was given a name (it carries the
    name on, and read alike beside the save made under that name)."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.mtime)) if info.mtime else "when unknown"
    if not info.usable:
        return [f"⚠ Broken file {info.path.name}: {info.problem}"]
    game = (registry or {}).get(info.game)
    which = "Autosave" if info.autosave else (f"“{info.name}”" if info.name else "Saved game")
    parts = [which, game.name if game else info.game, when]
    if info.finished:
        parts.append("finished")
    elif info.turn is not None:
        parts.append(f"turn {info.turn}")
    seats = _seats_text(info)
    if seats:
        parts.append(seats)
    if not info.ok:
        parts.insert(0, "⚠ damaged, opens its backup")
    return parts


def summary(info: saves.SaveInfo, registry=None) -> str:
    """'Autosave · Zombie · 2026-11-30 13:20 · turn 12 · Mara, Ash (AI)' (summary_parts joined)."""
    return " · ".join(summary_parts(info, registry))


def fitted_summary(info: saves.SaveInfo, registry, font, room: int) -> str:
    """The save's line in `room` pixels: the seats that do not fit are counted ("and 2 more"), then the parts at
    its end left out whole (the seats, the turn), never cut in a word; only a line whose first parts are too long
    already is cut."""
    parts = summary_parts(info, registry)
    line = " · ".join(parts)
    names = [name + (" (AI)" if kind == "ai" else "") for name, kind in info.seats if name]
    if info.usable and names and font.size(line)[0] > room:  # the seats first lose names, "and 2 more"
        for n in range(len(names) - 1, 0, -1):
            shorter = " · ".join(parts[:-1] + [", ".join(names[:n]) + f" and {len(names) - n} more"])
            if font.size(shorter)[0] <= room:
                return shorter
    keep = len(parts)
    while keep > 3 and font.size(" · ".join(parts[:keep]))[0] > room:
        keep -= 1
    return fonts.cut_to_width(font, " · ".join(parts[:keep]), room)


@register("load")
class LoadScene(Scene):
    overlay = True
    dim_alpha = 200

    def __init__(self, on_pick: Callable, folder=None):
        super().__init__()
        self.on_pick = on_pick
        self.folder = folder
        self.entries: list = []  # SaveInfo, read once when the scene opens
        self.selected = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def saves(self) -> list:
        return [e.path for e in self.entries]

    def enter(self, app) -> None:
        self.entries = saves.scan(self.folder)
        super().enter(app)

    def build_ui(self) -> None:
        w, h = self.size
        # at a larger UI scale the panel takes more of the window, so a save's line keeps its words
        pw, ph = min(w - self.s(40), self.t(900)), min(h - self.s(40), self.t(560))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.s(48), 0)
        self.head_h = self.s(20) + int(self.t(30) * 1.25) + int(self.t(12) * 1.3) + self.s(16)
        bh = self.ctrl(48)
        list_rect = pygame.Rect(inner.x, self.panel.y + self.head_h, inner.w, ph - self.head_h - bh - self.s(42))
        font = fonts.get("sans", round(LIST_FONT_PX * self.gui_step))
        room = list_rect.w - self.s(44)  # the scroll bar and the item's padding
        self.items = [(fitted_summary(e, self.app.registry, font, room), f"#save_{i}")
                      for i, e in enumerate(self.entries)]
        if self.entries:
            self.widgets["list"] = pygame_gui.elements.UISelectionList(list_rect, self.items, self.manager)
        else:
            common.label(self, "empty", (list_rect.x, list_rect.centery - self.s(20), list_rect.w, self.s(40)),
                         "No saved games yet.", cls="@subtle")
        by = self.panel.bottom - bh - self.s(22)
        common.button(self, "back", (inner.x, by, max(self.s(170), common.text_w(self, "Back")), bh), "Back")
        chosen = self.selected is not None and self.selected < len(self.entries)
        ow = max(self.s(200), common.text_w(self, "Load", "button", "@primary"))
        common.button(self, "open", (inner.right - ow, by, ow, bh), "Load", cls="@primary", enabled=chosen)
        ww = max(self.s(164), common.text_w(self, "Watch"))
        common.button(self, "watch", (inner.right - ow - self.s(16) - ww, by, ww, bh), "Watch", enabled=chosen,
                      tooltip="Step through this game on its table (an unfinished one as its player saw it)")

    def handle(self, inp) -> bool:
        if self.pressed(inp, "back") or inp.is_key(pygame.K_ESCAPE):
            self.app.pop()
            return True
        if inp.kind == "ui" and inp.element is self.widgets.get("list"):
            if inp.ui_type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                               pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
                idx = self._index()
                if idx is not None:
                    self.selected = idx
                    self.widgets["open"].enable()
                    self.widgets["watch"].enable()
                    if inp.ui_type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                        self.open()
                return True
        if self.pressed(inp, "watch"):
            self.watch()
            return True
        if self.pressed(inp, "open") or (inp.confirm and self.selected is not None):
            self.open()
            return True
        return False

    def _index(self):
        chosen = self.widgets["list"].get_single_selection(include_object_id=True)
        if not chosen:
            return None
        try:
            return int(str(chosen[1]).rsplit("_", 1)[1])
        except (IndexError, ValueError):
            return None

    def open(self) -> None:
        if self.selected is None or self.selected >= len(self.entries):
            return
        entry = self.entries[self.selected]
        app = self.app
        if not entry.usable:  # explain over the list; the list stays as it is (no re-read, no loop)
            app.show_message("This save cannot be opened",
                             f"{entry.path}: {entry.problem}\nThe file was left as it is.")
            return
        if app.top is self:
            app.pop()
        try:
            self.on_pick(app, entry.path)
        except Exception as exc:
            report_error(app, "The save could not be loaded", exc)

    def watch(self) -> None:
        """The replay viewer on the chosen save, over this list (Esc in the viewer comes back here)."""
        if self.selected is None or self.selected >= len(self.entries):
            return
        entry = self.entries[self.selected]
        if not entry.usable:
            self.app.show_message("This save cannot be watched", f"{entry.path}: {entry.problem}\n"
                                  "The file was left as it is.")
            return
        from game.core.errors import DataFileError
        from game.core.replay_session import open_timeline

        try:
            timeline = open_timeline(entry.path)
        except DataFileError as exc:
            self.app.show_message("This game cannot be watched", f"{exc}\nThe file was left as it is.")
            return
        try:  # by name: the viewer imports the tables, which import this list
            self.app.open("replay", timeline=timeline)
        except Exception as exc:
            report_error(self.app, "The game could not be watched", exc)

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        theme.blit_text(surface, "Load a game", "serif", self.t(30), (self.panel.centerx, self.panel.y + self.s(16)),
                        theme.BONE, anchor="midtop")
        folder, px = theme.fit_text(str(Path(self.folder) if self.folder else paths.saves_dir()), "sans", self.t(12),
                                    self.panel.w - self.s(48))
        y = self.panel.y + self.s(16) + int(self.t(30) * 1.25)
        theme.blit_text(surface, folder, "sans", px, (self.panel.centerx, y), theme.ASH,
                        anchor="midtop", shadow=False)
