"""Last Token's table: the smallest table scene on game.ui.tables.table.Table (the shared driver of
computer seats, hand-offs, autosave, undo and game over): the view and the log as lines of text, and the screen
seat's choices on the number keys (1 is the first legal action)."""
from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.tables.table import Table


class ToyTable(Table):
    def build_ui(self) -> None:
        pass

    def handle(self, inp) -> bool:
        for index, action in enumerate(self.my_legal()[:9]):
            if inp.is_key(pygame.K_1 + index):
                return self.choose(action)
        return super().handle(inp)

    def render(self, surface, data: dict) -> None:
        surface.fill((24, 24, 32))
        font = fonts.get("sans", 20)
        v = data["view"]
        lines = [f"Last Token: {v.get('pile')} tokens left; taken {v.get('taken')}",
                 f"Your cards: {v.get('hand')}  kept: {v.get('kept')}"]
        if self.screen_decides():
            lines += [f"{i + 1}: {self.session.rules.label(self.session.state, a)}" for i, a in enumerate(self.my_legal())]
        lines += data["log"][-8:]
        for row, line in enumerate(lines):
            surface.blit(fonts.render(font, line, True, (230, 230, 230)), (20, 20 + 28 * row))
