"""The main menu: New game, Continue, Load, Map editor, Rules, Settings, Credits, Quit."""
from __future__ import annotations

import importlib
import math

import pygame

from .. import theme
from ..scene import Scene, register, report_error, table_function
from . import common
from ..surfaces import new_surface

def open_map_editor(app) -> None:
    """The menu's Map editor (a seam of its own: the shell's fuzz tests keep random clicks out of the editor)."""
    # by name, when pressed: the editor is built on the app, which imports this menu
    importlib.import_module("game.ui.editor").open_editor(app)


@register("menu")
class MenuScene(Scene):
    escape_pops = False
    can_continue = False

    ITEMS = (
        ("new", "New game", "Choose a game and set the table"),
        ("continue", "Continue", "Resume your newest unfinished game"),
        ("load", "Load", "Open a saved game"),
        ("editor", "Map editor", "Edit boards and tables"),
        ("rules", "Rules", "Read a game's rules"),
        ("settings", "Settings", "Window, sound and animation"),
        ("credits", "Credits", "Who made the typefaces, pictures and sounds"),
        ("quit", "Quit", "Close Dreadboard"),
    )

    def offered(self) -> tuple:
        """The items shown: Continue only when there is an unfinished game to continue."""
        return tuple(item for item in self.ITEMS if item[0] != "continue" or self.can_continue)

    def build_ui(self) -> None:
        try:
            from game.core.saves import continuable

            self.can_continue = bool(continuable())
        except Exception:  # the saves folder cannot be read: nothing to continue
            self.can_continue = False
        w, h = self.size
        items = self.offered()
        # from under the subtitle to above the footer line; at a large UI scale the buttons go into two columns
        top = max(int(h * 0.40), int(h * 0.22) + self.s(58) + int(self.t(22) * 1.3) + self.s(30))  # under the subtitle
        area = pygame.Rect(self.s(60), top, w - self.s(120), h - self.s(16) - int(self.t(14) * 1.3) - self.s(24) - top)
        rects = common.button_column(self, [text for _, text, _ in items], area, 320, 48, 10, cls="@menu_button")
        for (key, text, tip), rect in zip(items, rects):
            cls = "@menu_primary" if key == "new" else "@menu_button"
            common.button(self, key, rect, text, cls=cls, tooltip=tip)
        box = rects[0].unionall(rects[1:]) if rects else pygame.Rect(w // 2, top, 0, 0)
        self.menu_rect = box.inflate(self.s(56), self.s(48))

    def handle(self, inp) -> bool:
        for key, _, _ in self.offered():
            if self.pressed(inp, key):
                getattr(self, "do_" + key)()
                return True
        chosen = self.nav(inp, [k for k, _, _ in self.offered()])
        if chosen:
            getattr(self, "do_" + chosen)()
            return True
        if inp.is_key(pygame.K_ESCAPE):
            return True  # Esc on the main menu does nothing (Quit is a button)
        return False

    # -- actions ------------------------------------------------------------------------
    def do_new(self) -> None:
        from .picker import PickerScene

        self.app.push(PickerScene())

    def do_continue(self) -> None:
        self.call_hook("continue_game", "Continue", (self.app,))

    def do_load(self) -> None:
        from .saves import LoadScene

        def pick(app, path):
            table_function("load_game")(app, path)

        self.app.push(LoadScene(pick))

    def do_editor(self) -> None:
        try:
            open_map_editor(self.app)
        except Exception as exc:
            report_error(self.app, "The map editor could not open", exc)

    def do_rules(self) -> None:
        from .picker import PickerScene

        self.app.push(PickerScene(mode="rules"))

    def do_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene())

    def do_credits(self) -> None:
        from .credits import CreditsScene

        self.app.push(CreditsScene())

    def do_quit(self) -> None:
        self.app.quit()

    def call_hook(self, name: str, what: str, args: tuple) -> None:
        try:
            table_function(name)(*args)
        except Exception as exc:
            report_error(self.app, f"{what} failed", exc)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.draw_fog(surface, self.time, self.scale)
        theme.draw_drips(surface, int(h * 0.16))
        flicker = 0.75 + 0.25 * math.sin(self.time * 2.3) * math.sin(self.time * 0.7 + 1.0)
        flicker = round(flicker * 8) / 8  # a few glow levels, so the rendered title stays cached
        glow = theme.lerp_colour(theme.BLOOD_DARK, theme.BLOOD_BRIGHT, flicker * 0.7)
        title_y = int(h * 0.22)
        theme.blit_text(surface, "DREADBOARD", "display", self.s(96), (w // 2, title_y), theme.BLOOD_BRIGHT,
                        anchor="center", glow=glow)
        # the title keeps its size at every UI scale (it is bigger than any text at 200%); the rest grows
        theme.blit_text(surface, "a table for five nightmares", "serif", self.t(22), (w // 2, title_y + self.s(58)),
                        theme.BONE_DIM, anchor="midtop")
        _draw_props(surface, self.scale, self.time)
        theme.draw_panel(surface, self.menu_rect, self.scale, alpha=200)
        theme.blit_text(surface, "Offline · hot-seat · AI seats", "sans", self.t(14), (self.s(20), h - self.s(12)),
                        theme.ASH, anchor="bottomleft", shadow=False)
        theme.blit_text(surface, "F11 fullscreen", "sans", self.t(14), (w - self.s(20), h - self.s(12)),
                        theme.ASH, anchor="bottomright", shadow=False)


def _draw_props(surface, scale: float, t: float) -> None:
    """Props on the cloth either side of the menu: a tilted card and two dice (drawn, not images)."""
    w, h = surface.get_size()
    s = lambda v: int(v * scale)  # noqa: E731
    # a face-down card, tilted, bottom left
    card = new_surface((s(150), s(210)), pygame.SRCALPHA)
    pygame.draw.rect(card, (0, 0, 0, 120), card.get_rect().move(s(6), s(6)), border_radius=s(12))
    pygame.draw.rect(card, (38, 18, 22), card.get_rect().inflate(-s(6), -s(6)), border_radius=s(12))
    inner = card.get_rect().inflate(-s(28), -s(28))
    pygame.draw.rect(card, theme.BLOOD_DARK, inner, width=max(1, s(3)), border_radius=s(8))
    pygame.draw.circle(card, theme.BLOOD, inner.center, s(26), width=max(1, s(3)))
    pygame.draw.circle(card, theme.BONE_DIM, inner.center, s(7))
    card = pygame.transform.rotozoom(card, 14, 1.0)
    surface.blit(card, card.get_rect(center=(int(w * 0.16), int(h * 0.70))))
    card2 = pygame.transform.rotozoom(card, -25, 1.0)
    surface.blit(card2, card2.get_rect(center=(int(w * 0.20), int(h * 0.74))))
    # two dice, bottom right
    for (fx, fy, face, ang) in ((0.80, 0.70, 5, 18), (0.86, 0.78, 2, -32)):
        die = new_surface((s(78), s(78)), pygame.SRCALPHA)
        pygame.draw.rect(die, theme.BONE, die.get_rect().inflate(-s(6), -s(6)), border_radius=s(14))
        pygame.draw.rect(die, (150, 138, 118), die.get_rect().inflate(-s(6), -s(6)), width=max(1, s(2)), border_radius=s(14))
        c, d = s(39), s(18)
        pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)]}[face]
        for px, py in pips:
            col = theme.BLOOD if face == 1 or (px, py) == (0, 0) else (30, 20, 22)
            pygame.draw.circle(die, col, (c + px * d, c + py * d), s(6))
        die = pygame.transform.rotozoom(die, ang, 1.0)
        surface.blit(die, die.get_rect(center=(int(w * fx), int(h * fy))))
