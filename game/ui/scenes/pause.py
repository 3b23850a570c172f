"""The pause menu over a table scene: Resume, Save, Load, Computer pace, Settings, Rules, Quit to menu.

Save asks for a name, then calls `game_scene.save_game(name)` (returns the path written); Load lists
paths.saves_dir() and calls `game_scene.load_game(path)`. Errors become a message naming the file and the problem.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene, register, report_error
from ..tables.pacing import LABELS, next_pace
from . import common
from ..guides import has_guide


@register("pause")
class PauseScene(Scene):
    overlay = True
    dim_alpha = 185

    ITEMS = (
        ("resume", "Resume", "Back to the table (Esc)"),
        ("save", "Save", "Save this game"),
        ("load", "Load", "Open a saved game"),
        ("pace", "Computer pace", "How fast computer seats play: click to change (Space at the table pauses "
                                  "them and steps one move)"),
        ("settings", "Settings", "Window, sound and animation"),
        ("rules", "Rules", "Read this game's rules and cards"),
        ("guide", "Guide", "The parts of the table and the steps of a turn"),
        ("quit", "Quit to menu", "Leave the table (the autosave keeps your place)"),
    )

    def __init__(self, game_scene=None):
        super().__init__()
        self.game_scene = game_scene  # the table scene underneath (a GameScene), or None in the selftest
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self, app) -> None:
        super().enter(app)
        app.audio.pause_ambience()  # the table's night holds its breath while the game is paused

    def leave(self) -> None:
        if self.app is not None:
            self.app.audio.resume_ambience()
        super().leave()

    def build_ui(self) -> None:
        w, h = self.size
        gs = self.game_scene
        texts = [self.pace_label() if key == "pace" else text for key, text, _ in self.ITEMS]
        head = self.s(96)
        area = pygame.Rect(self.s(60), head + self.s(24), w - self.s(120), h - head - self.s(60))
        rects = common.button_column(self, texts, area, 300, 48, 10, cls="@menu_button",
                                     also=tuple(f"Computer pace: {label}" for label in LABELS.values()))
        box = rects[0].unionall(rects[1:])
        self.panel = box.inflate(self.s(70), 0)
        self.panel.h = head + box.h + self.s(30)
        self.panel.center = (w // 2, h // 2)
        dx, dy = self.panel.x + self.s(35) - box.x, self.panel.y + head - box.y
        for (key, _, tip), text, rect in zip(self.ITEMS, texts, rects):
            enabled = True
            if key == "save" and (gs is None or not hasattr(gs, "save_game")):
                enabled = False
            if key == "load" and (gs is None or not hasattr(gs, "load_game")):
                enabled = False
            if key == "guide" and not has_guide(getattr(gs, "game_id", "") or ""):
                enabled = False
            cls = "@menu_primary" if key == "resume" else "@menu_button"
            common.button(self, key, rect.move(dx, dy), text, cls=cls, tooltip=tip, enabled=enabled)

    def handle(self, inp) -> bool:
        chosen = self.nav(inp, [k for k, _, _ in self.ITEMS])
        if chosen:
            return self.activate(chosen)
        for key, _, _ in self.ITEMS:
            if self.pressed(inp, key):
                return self.activate(key)
        if inp.is_key(pygame.K_ESCAPE):
            self.app.pop()
            return True
        return False

    def activate(self, key: str) -> bool:
        if key == "resume":
            self.app.pop()
            return True
        if key == "pace":
            st = self.app.settings
            st.ai_pace = next_pace(st.ai_pace)
            self.widgets["pace"].set_text(self.pace_label())
            self.app.save_settings()
        elif key == "save":
            self.save()
        elif key == "load":
            from .saves import LoadScene

            gs = self.game_scene

            def pick(app, path):
                app.pop_to(gs)
                gs.load_game(path)

            self.app.push(LoadScene(pick))
        elif key == "settings":
            from .settings import SettingsScene

            self.app.push(SettingsScene())
        elif key == "rules":
            from .rules import RulesScene

            gs = self.game_scene
            cards = gs.rules_cards() if gs is not None and hasattr(gs, "rules_cards") else []
            self.app.push(RulesScene(getattr(gs, "game_id", "") or "", cards=cards))
        elif key == "guide":
            from .guide import GuideScene

            self.app.pop()  # the guide opens over the table itself, which it outlines
            self.app.push(GuideScene(self.game_scene.game_id, self.game_scene))
        elif key == "quit":
            leave = getattr(self.game_scene, "leave_table", None)  # autosaves first; asks when that fails
            leave(self.app.to_menu) if leave is not None else self.app.to_menu()
        else:
            return False
        return True

    def pace_label(self) -> str:
        return f"Computer pace: {LABELS.get(self.app.settings.ai_pace, 'Normal')}"  # the widths allow every pace

    def save(self) -> None:
        """Ask for a name (a suggestion filled in), then save under it."""
        from .save_name import SaveNameScene

        gs = self.game_scene
        suggestion = gs.save_suggestion() if hasattr(gs, "save_suggestion") else ""

        def write(name: str, self=self) -> None:
            try:
                path = self.game_scene.save_game(name)
            except Exception as exc:
                report_error(self.app, "The game was not saved", exc)
                return
            self.app.audio.play("chip_clink")
            shown = f"“{name}”" if name else "The game"
            self.app.show_message("Saved", f"{shown} was saved. Load lists it by game, seats, turn and date.\n"
                                           f"File: {path}")

        self.app.push(SaveNameScene(suggestion, write))

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.panel, self.scale, alpha=252, edge=theme.BLOOD)
        theme.blit_text(surface, "Paused", "display", self.s(44), (self.panel.centerx, self.panel.y + self.s(18)),
                        theme.BLOOD_BRIGHT, anchor="midtop", glow=theme.BLOOD_DARK)
