"""The game picker: the five games from game.games.REGISTRY, with seat counts; each card opens its lobby (or its rules)."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene, register
from . import common


def has_tutorial(info) -> bool:
    """A registered game (with its rules module) that ships a tutorial script, in a build whose tables can
    open one."""
    from game.core import tutorial

    from ..scene import table_hook

    return bool(info.module) and tutorial.has_tutorial(info.id) and table_hook("open_tutorial") is not None


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

    def card_height(self, cw: int, games: list) -> int:
        """A card's height at width cw: its name, seat count, every game's summary whole, and its button."""
        from .. import fonts

        pad = self.s(20)
        font = fonts.get("sans", self.t(15))
        lines = max([len(common.wrap(info.summary or "", font, cw - 2 * pad)) for info in games] or [0])
        buttons = 2 if self.mode == "play" and any(has_tutorial(info) for info in games) else 1
        return (self.s(12) + int(self.t(24) * 1.25) + int(self.t(15) * 1.3) + self.s(12) + lines * font.get_linesize()
                + self.s(16) + buttons * self.ctrl(42) + (buttons - 1) * self.s(10) + self.s(16))

    def build_ui(self) -> None:
        w, h = self.size
        games = self.games
        self.cards = []
        gap = self.s(24)
        top = self.s(110)
        back_h = self.ctrl(46)
        area = pygame.Rect(self.s(30), top, w - self.s(60), h - top - back_h - self.s(36))
        # three cards a row as designed; at a larger UI scale fewer and taller, paged (◂ ▸) when they do not fit
        best = None
        need = max(common.text_w(self, t, "button", c) for t, c in
                   (("Read the rules", None), ("Set the table", "@primary"), ("Learn to play", None))) + self.s(40)
        for per_row in (3, 2, 1):  # the most cards a page; of equals, the most a row
            cw = min(self.s(360) if per_row == 3 else (area.w - (per_row - 1) * gap) // per_row,
                     (area.w - (per_row - 1) * gap) // per_row)
            if cw < need and per_row > 1:  # a button's words would not fit across the card
                continue
            ch = self.card_height(cw, games)
            rows = max(1, (area.h + gap) // (ch + gap))
            if best is None or min(len(games), per_row * rows) > min(len(games), best[0] * best[1]):
                best = (per_row, rows, cw, ch)
        per_row, rows, cw, ch = best
        per_page = max(1, per_row * rows)
        self.first = max(0, min(getattr(self, "first", 0), len(games) - 1)) // per_page * per_page
        shown = games[self.first:self.first + per_page]
        ch = min(ch, area.h)
        rows = [shown[i:i + per_row] for i in range(0, len(shown), per_row)]
        for r, row in enumerate(rows):
            row_w = len(row) * cw + (len(row) - 1) * gap
            x0 = w // 2 - row_w // 2
            for c, info in enumerate(row):
                rect = pygame.Rect(x0 + c * (cw + gap), top + r * (ch + gap), cw, ch)
                self.cards.append((rect, info))
                bw, bh = cw - self.s(40), self.ctrl(42)
                brect = (rect.x + self.s(20), rect.bottom - bh - self.s(16), bw, bh)
                if self.mode == "rules":
                    common.button(self, "game:" + info.id, brect, "Read the rules", tooltip=info.name)
                else:  # Set the table first (the keyboard reaches it first), Learn to play under it
                    lesson = has_tutorial(info)
                    srect = (brect[0], brect[1] - bh - self.s(10), bw, bh) if lesson else brect
                    common.button(self, "game:" + info.id, srect, "Set the table", cls="@primary",
                                  tooltip=f"{info.name}: choose seats and options")
                    if lesson:
                        common.button(self, "learn:" + info.id, brect, "Learn to play",
                                      tooltip=f"{info.name}: a prepared game that teaches the turn")
        back_w = max(self.s(160), common.text_w(self, "Back"))
        common.button(self, "back", (self.s(30), h - back_h - self.s(24), back_w, back_h), "Back")
        if len(games) > per_page:
            bw = max(back_h, common.text_w(self, "▸"))
            y = h - back_h - self.s(24)
            common.button(self, "next", (w - self.s(30) - bw, y, bw, back_h), "▸", tooltip="More games",
                          enabled=self.first + per_page < len(games))
            common.button(self, "prev", (w - self.s(30) - 2 * bw - self.s(10), y, bw, back_h), "◂",
                          tooltip="The games before", enabled=self.first > 0)
            self.per_page = per_page
        if not games:
            common.label(self, "empty", (w // 2 - self.s(300), h // 2 - self.s(20), self.s(600), self.s(40)),
                         "No games are registered yet (game.games.REGISTRY is empty).")

    def handle(self, inp) -> bool:
        learn = ["learn:" + info.id for _, info in self.cards if has_tutorial(info)]
        chosen = self.nav(inp, ["game:" + info.id for _, info in self.cards] + learn + ["prev", "next", "back"])
        if chosen == "back" or self.pressed(inp, "back"):
            self.app.pop()
            return True
        for key, step in (("prev", -1), ("next", 1)):
            if chosen == key or self.pressed(inp, key):
                self.first = max(0, self.first + step * self.per_page)
                self.refresh()
                return True
        if chosen and chosen.startswith("learn:"):
            self.learn(chosen[6:])
            return True
        if chosen:
            self.choose(self.app.registry[chosen[5:]])
            return True
        for _, info in self.cards:
            if self.pressed(inp, "game:" + info.id):
                self.choose(info)
                return True
            if self.pressed(inp, "learn:" + info.id):
                self.learn(info.id)
                return True
        return super().handle(inp)

    def choose(self, info) -> None:
        if self.mode == "rules":
            from .rules import RulesScene

            self.app.push(RulesScene(info.id))
        elif has_tutorial(info) and info.id not in self.app.settings.guides_shown:
            self.offer_tutorial(info)
        else:
            self.app.open("lobby", game_id=info.id)  # by name: the lobby imports this module

    def offer_tutorial(self, info) -> None:
        """The first time a game is set up: its lesson, or straight to the lobby (either way, not asked again:
        the table's first opening marks the game as seen)."""
        from game.core import tutorial

        from .choice import ChoiceDialog

        try:
            length = f" It takes about {tutorial.minutes(tutorial.load(info.id))} minutes."
        except Exception:  # a damaged script: the lesson itself will say what is wrong
            length = ""

        def then(key):
            if key == "learn":
                self.learn(info.id)
            elif key == "table":
                self.app.open("lobby", game_id=info.id)

        self.app.push(ChoiceDialog(f"New to {info.name}?",
                                   "Learn to play in a prepared game: each step shows where to click and why, and "
                                   f"you finish the game as you like.{length}",
                                   [("learn", "Learn to play"), ("table", "Set the table")], then))

    def learn(self, game_id: str) -> None:
        from ..scene import table_hook

        open_tutorial = table_hook("open_tutorial")
        if open_tutorial is not None:
            open_tutorial(self.app, game_id)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.draw_fog(surface, self.time, self.scale)
        title = "Choose your nightmare" if self.mode == "play" else "Which rules?"
        # the title keeps its size at every UI scale: it is bigger than any text at 200% already
        theme.blit_text(surface, title, "display", self.s(48), (w // 2, self.s(30)), theme.BLOOD_BRIGHT,
                        anchor="midtop", glow=theme.BLOOD_DARK)
        for rect, info in self.cards:
            edge = theme.BLOOD
            theme.draw_panel(surface, rect, self.scale, edge=edge)
            # a coloured spine on the left of each card
            spine = pygame.Rect(rect.x, rect.y + self.s(12), self.s(5), rect.h - self.s(24))
            pygame.draw.rect(surface, theme.BLOOD_BRIGHT, spine, border_radius=self.s(2))
            pad = self.s(20)
            y = rect.y + self.s(12)
            name, px = theme.fit_text(info.name, "serif", self.t(24), rect.w - 2 * pad - self.s(6))
            theme.blit_text(surface, name, "serif", px, (rect.x + pad, y + (self.t(24) - px) // 2),
                            theme.BONE)
            y += int(self.t(24) * 1.25)
            meta = seats_text(info)
            meta, px = theme.fit_text(meta, "sans_bold", self.t(15), rect.w - 2 * pad)
            theme.blit_text(surface, meta, "sans_bold", px, (rect.x + pad, y),
                            theme.BLOOD_BRIGHT, shadow=False)
            y += int(self.t(15) * 1.3) + self.s(12)
            button = self.widgets.get("game:" + info.id)
            bottom = button.rect.y - self.s(8) if button is not None else rect.bottom
            body = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, bottom - y)
            common.draw_wrapped(surface, info.summary or "", "sans", self.t(15), body,
                                theme.BONE_DIM, line_gap=1.0)
