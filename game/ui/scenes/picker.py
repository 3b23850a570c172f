"""The game picker: the five games from game.games.REGISTRY, with seat counts; unplayable ones say "coming soon"."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene, register
from . import common


def seats_text(info) -> str:
    lo, hi = info.min_seats, info.max_seats
    return f"{lo} players" if lo == hi else f"{lo}–{hi} players"


@register("picker")
class PickerScene(Scene):
    """mode "play": choose a game to set up in the lobby; mode "rules": choose a game's rules to read."""

    def __init__(self, mode: str = "play"):
        super().__init__()
        self.mode = mode
        self.cards: list = []  # (rect, info)

    @property
    def games(self) -> list:
        return list(self.app.registry.values())

    def build_ui(self) -> None:
        w, h = self.size
        games = self.games
        self.cards = []
        cw, ch, gap = self.s(360), self.s(230), self.s(24)
        per_row = 3 if len(games) > 4 else max(1, len(games))
        per_row = max(1, min(per_row, (w - self.s(60)) // (cw + gap)))
        rows = [games[i:i + per_row] for i in range(0, len(games), per_row)]
        top = self.s(130)
        for r, row in enumerate(rows):
            row_w = len(row) * cw + (len(row) - 1) * gap
            x0 = w // 2 - row_w // 2
            for c, info in enumerate(row):
                rect = pygame.Rect(x0 + c * (cw + gap), top + r * (ch + gap), cw, ch)
                self.cards.append((rect, info))
                bw, bh = cw - self.s(40), self.s(42)
                brect = (rect.x + self.s(20), rect.bottom - bh - self.s(16), bw, bh)
                if self.mode == "rules":
                    common.button(self, "game:" + info.id, brect, "Read the rules", tooltip=info.name)
                elif info.playable:
                    common.button(self, "game:" + info.id, brect, "Set the table", cls="@primary",
                                  tooltip=f"{info.name}: choose seats and options")
                else:  # styled as unavailable but hoverable, so the tooltip shows
                    common.button(self, "game:" + info.id, brect, "Coming soon", cls="@coming",
                                  tooltip=f"{info.name} is coming soon: its rules are not built yet.")
        common.button(self, "back", (self.s(30), h - self.s(70), self.s(160), self.s(46)), "Back")
        if not games:
            common.label(self, "empty", (w // 2 - self.s(300), h // 2 - self.s(20), self.s(600), self.s(40)),
                         "No games are registered yet (game.games.REGISTRY is empty).")

    def handle(self, inp) -> bool:
        chosen = self.nav(inp, ["game:" + info.id for _, info in self.cards] + ["back"])
        if chosen == "back" or self.pressed(inp, "back"):
            self.app.pop()
            return True
        if chosen:
            self.choose(self.app.registry[chosen[5:]])
            return True
        for _, info in self.cards:
            if self.pressed(inp, "game:" + info.id):
                self.choose(info)
                return True
        return super().handle(inp)

    def choose(self, info) -> None:
        if self.mode == "rules":
            from .rules import RulesScene

            self.app.push(RulesScene(info.id))
        elif info.playable:
            self.app.open("lobby", game_id=info.id)  # by name: the lobby imports this module
        else:
            self.app.show_message("Coming soon", f"{info.name} is not playable yet: its rules are still being built. "
                                  "You can read its rules from the main menu.")

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.draw_fog(surface, self.time, self.scale)
        title = "Choose your nightmare" if self.mode == "play" else "Which rules?"
        theme.blit_text(surface, title, "display", self.s(48), (w // 2, self.s(40)), theme.BLOOD_BRIGHT,
                        anchor="midtop", glow=theme.BLOOD_DARK)
        for i, (rect, info) in enumerate(self.cards):
            edge = theme.BLOOD if info.playable else theme.PANEL_EDGE
            theme.draw_panel(surface, rect, self.scale, edge=edge)
            # a coloured spine on the left of each card
            spine = pygame.Rect(rect.x, rect.y + self.s(12), self.s(5), rect.h - self.s(24))
            pygame.draw.rect(surface, theme.BLOOD_BRIGHT if info.playable else theme.ASH, spine, border_radius=self.s(2))
            pad = self.s(20)
            name, px = theme.fit_text(info.name, "serif", self.s(24), rect.w - 2 * pad - self.s(6))
            theme.blit_text(surface, name, "serif", px, (rect.x + pad, rect.y + self.s(12) + (self.s(24) - px) // 2),
                            theme.BONE if info.playable else theme.BONE_DIM)
            meta = seats_text(info)
            if not info.playable:
                meta += "  ·  coming soon"
            theme.blit_text(surface, meta, "sans_bold", self.s(15), (rect.x + pad, rect.y + self.s(50)),
                            theme.BLOOD_BRIGHT if info.playable else theme.ASH, shadow=False)
            body = pygame.Rect(rect.x + pad, rect.y + self.s(78), rect.w - 2 * pad, rect.h - self.s(150))
            common.draw_wrapped(surface, info.summary or "", "sans", self.s(15), body,
                                theme.BONE_DIM if info.playable else theme.ASH, max_lines=4)
