"""The tutorial's coach (a part the Table owns): a prepared game's script (game/core/tutorial.py) told step by
step on the real table.

While a step waits for the learner, the coach narrows the screen seat's legal list to the step's one move, so
that move's place is the only one that lights up (and the only line of the side list); the rest of the screen
is dimmed round it, a card says what to do and why, and a click anywhere else says what is expected instead.
Once the move is made the card tells what just happened while the computer seats play on, until the learner is
asked again. After the last step, or when the game has gone another way than the script (a step undone), the
card says so and the game is the learner's to play freely. "Leave the lesson" ends the coaching at any time;
"Back a step" takes the last move back where the game allows it.

The table gives what the coach needs as callables (toast, undo, can_undo); the coach never sees another part.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.core import tutorial

from .. import theme
from ..surfaces import new_surface
from ..widgets import textfit
from ..widgets.ink import panel, text
from .buttons import Button, button_at, draw_button

VEIL = (4, 2, 4, 165)  # how dark the screen goes round the place to click (the tables are dark already)


class NoCoach:
    """A table with no lesson: nothing narrowed, nothing drawn."""

    active = False
    stage = "free"

    def narrow(self, legal: list) -> list:
        return legal

    def moved(self, action) -> None:
        pass

    def mouse_down(self, pos, passes: bool):
        return None

    def draw(self, surface, scale: float, holes: list) -> None:
        pass

    def card_rect(self):
        return None


class TutorialCoach:
    def __init__(self, script: tutorial.Tutorial, toast: Callable, undo: Callable, can_undo: Callable):
        self.script = script
        self.toast = toast
        self.undo = undo
        self.can_undo = can_undo
        self.index = 0  # the step the learner is on
        self.stage = "watch"  # watch (others play) | step (the learner is asked) | end | lost | free
        self.said = ""  # what the card says while the others play: the last step's "after"
        self.expected = None
        self.buttons: list = []
        self._card: Optional[pygame.Rect] = None
        self._legal_seen = None

    @property
    def active(self) -> bool:
        return self.stage != "free"

    @property
    def step(self):
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    # -- the legal list ---------------------------------------------------------------------------------
    def narrow(self, legal: list) -> list:
        """The screen seat's legal list while coaching: only the step's move when the learner is asked it."""
        if self.stage in ("end", "lost", "free") or not legal:
            if self.stage == "step":
                self.stage = "watch"
            return legal
        action, _ = tutorial.expected_action(self.step, legal)
        if action is None and len(legal) == 1:
            self.stage = "watch"  # a move the table takes for the learner (Session.forced_action): not a step
            return legal
        if action is None:
            self.stage = "lost"  # an undo or another way of the game: the rest is free play
            self.said = ("This game has gone another way than the lesson planned. It is yours from here: "
                         "play on as you like.")
            return legal
        self.stage, self.expected = "step", action
        return [action]

    def moved(self, action) -> None:
        """The learner's move was applied."""
        if self.stage != "step" or action != self.expected:
            return
        self.said = self.step.after
        self.index += 1
        self.expected = None
        if self.index >= len(self.script.steps):
            self.stage, self.said = "end", self.script.end
        else:
            self.stage = "watch"

    def hint(self) -> str:
        return f"Not there: {self.step.say}" if self.step is not None else ""

    # -- input --------------------------------------------------------------------------------------------
    def mouse_down(self, pos, passes: bool):
        """A left click: True when the coach took it (its own buttons, or a click away from the place to use,
        which is answered with the step's words); None lets the table handle it."""
        b = button_at(self.buttons, pos)
        if b is not None:
            if b.enabled:
                self.press(b.key)
            return True
        if self._card is not None and self._card.collidepoint(pos):
            return True
        if self.stage == "step" and not passes:
            self.toast(self.hint(), 4.0)
            return True
        return None

    def press(self, bid: str) -> None:
        if bid == "leave" or bid == "play_on":
            self.stage = "free"
        elif bid == "back" and self.can_undo():
            if self.undo() and self.index > 0 and self.stage in ("watch", "end"):
                self.index -= 1
                self.stage, self.said = "watch", ""

    # -- drawing ------------------------------------------------------------------------------------------
    def card_rect(self):
        return self._card

    def words(self) -> tuple:
        """(heading, body) of the card now."""
        n = len(self.script.steps)
        if self.stage == "step":
            return f"Learn to play · step {self.index + 1} of {n}", self.step.say
        if self.stage == "end":
            return "Lesson over", self.said
        if self.stage == "lost":
            return "Lesson over", self.said
        heading = f"Learn to play · step {self.index} of {n} done" if self.index else "Learn to play"
        return heading, self.said or "Watch the others play: you are asked when it is your move."

    def draw(self, surface, scale: float, holes: list) -> None:
        """The dimming round the place to use (`holes`: its rects) while a step waits, and the coach's card."""
        if not self.active:
            self.buttons, self._card = [], None
            return
        w, h = surface.get_size()
        u = lambda v: max(1, int(v * scale))  # noqa: E731
        if self.stage == "step" and holes:
            veil = new_surface((w, h), pygame.SRCALPHA)
            veil.fill(VEIL)
            for r in holes:
                veil.fill((0, 0, 0, 0), pygame.Rect(r).inflate(u(10), u(10)))
            surface.blit(veil, (0, 0))
            for r in holes:
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(r).inflate(u(10), u(10)), max(2, u(3)),
                                 border_radius=u(8))
        heading, body = self.words()
        cw = min(w - u(40), u(560))
        px = max(12, int(15 * scale))
        fit = textfit.fit_block(body, "sans", px, cw - u(32), u(400))
        bh = u(40)
        ch = u(16) + int(px * 1.4) + u(8) + fit.height + u(16) + bh + u(14)
        card = self._place(w, h, cw, ch, holes, u)
        self._card = card
        panel(surface, card, u(12), (18, 14, 16, 240), theme.GOLD, max(2, u(2)))
        text(surface, heading, "sans_bold", px, (card.x + u(16), card.y + u(14)), theme.GOLD)
        yy = card.y + u(16) + int(px * 1.4) + u(8)
        for line in fit.lines:
            text(surface, line, "sans", fit.px, (card.x + u(16), yy), theme.BONE)
            yy += fit.line_h
        self.buttons = self._buttons(card, bh, u)
        for b in self.buttons:
            draw_button(surface, b, False, max(12, int(13 * scale)), u(8))

    @staticmethod
    def _place(w: int, h: int, cw: int, ch: int, holes: list, u) -> pygame.Rect:
        """Where the card covers none of the places to use: the first free of the top, the bottom, the middle
        and the four corners; else the one that covers the least of them."""
        m = u(20)
        spots = [((w - cw) // 2, u(64)), ((w - cw) // 2, h - ch - m), ((w - cw) // 2, (h - ch) // 2),
                 (m, u(64)), (w - cw - m, u(64)), (m, h - ch - m), (w - cw - m, h - ch - m)]
        rects = [pygame.Rect(max(0, x), max(0, y), cw, ch) for x, y in spots]
        grown = [pygame.Rect(r).inflate(u(16), u(16)) for r in holes]

        def covered(card):
            return sum(card.clip(g).w * card.clip(g).h for g in grown)

        return min(rects, key=lambda r: (covered(r) > 0, covered(r), rects.index(r)))

    def _buttons(self, card: pygame.Rect, bh: int, u) -> list:
        y = card.bottom - bh - u(14)
        bw = (card.w - u(16) * 3) // 2
        left = pygame.Rect(card.x + u(16), y, bw, bh)
        right = pygame.Rect(left.right + u(16), y, bw, bh)
        if self.stage in ("end", "lost"):
            return [Button("play_on", "Play on", right, style="primary")]
        return [Button("back", "Back a step", left, enabled=bool(self.can_undo())),
                Button("leave", "Leave the lesson", right)]
