"""A player with no mouse: drives a table scene with key events posted through pygame's queue only (Tab and
Shift+Tab round the focus ring, the arrows, Enter and Space, Esc, Backspace, each listed choice's own key), never
calling the table's choose/request/activate. Which keys it presses is random (seeded); what they do is the table's.
"""
import random

import pygame

from game.ui import tables
from game.ui.scenes.gameover import GameOverScene

from .table_input import DT, post

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def press(app, k, mod=0):
    """One key down and up through the event queue, then one app frame."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, window=None)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0, window=None)
    app.step(DT)


def seats_for(game_id: str, n: int = 3) -> list:
    """Seat 0 a human, the rest easy computer seats."""
    return [{"kind": "human", "name": "Kay"}] + [{"kind": "ai", "name": f"Bot {i}", "level": "easy"}
                                                  for i in range(1, n)]


class KeyPlayer:
    """Plays the screen seat of `table` by keys (the table gets no other input in these tests)."""

    def __init__(self, app, table, seed: int):
        self.app, self.table, self.rng = app, table, random.Random(seed)
        self.presses = {"tab": 0, "own_key": 0, "enter": 0, "arrow": 0, "other": 0}
        self.by_focus = 0  # tries that ended with Enter/Space on the focus ring
        self.tries = 0

    def key(self, k, mod=0, kind="other"):
        if not self.deciding():  # the decision went by (a forced move, the game moved on): no more keys for it
            return
        self.presses[kind] += 1
        press(self.app, k, mod)

    def deciding(self) -> bool:
        t = self.table
        return self.app.top is t and t.screen_decides() and t.session.forced_action() is None

    def one_try(self) -> None:
        """A few keys towards some decision (a sub-list, a pick on the board, a menu, a question...)."""
        t, rng = self.table, self.rng
        if t.logv.open:  # the whole log (Enter on the side log): read a line or two, then Esc
            self.key(pygame.K_DOWN, kind="arrow")
            self.key(pygame.K_ESCAPE)
            return
        if t.choosing.confirming is not None:
            if rng.random() < 0.25:
                self.key(pygame.K_TAB, kind="tab")  # to Cancel (and maybe back)
            self.key(pygame.K_RETURN, kind="enter")
            return
        if t.choosing.menu is not None:
            for _ in range(rng.randrange(len(t.choosing.menu.items) + 1)):
                self.key(pygame.K_DOWN, kind="arrow")
            self.key(pygame.K_SPACE if rng.random() < 0.3 else pygame.K_RETURN, kind="enter")
            return
        # the tries take turns: the focus ring, a choice's own key, then any of the ways (so even a few decisions
        # use both); what each presses is random
        self.tries += 1
        r = (0.85, 0.0, rng.random())[self.tries % 3]
        keyed = [it for it in t.choices.items if len(it[3]) == 1 and it[2] is not None]
        if r < 0.4 and keyed:  # (0.0: a choice's own key)
            name = rng.choice(keyed)[3]
            self.key(pygame.key.key_code(name), kind="own_key")
        elif r <= 0.85:  # (0.85: the focus ring)
            n = len(t.ring.stops())
            for _ in range(rng.randrange(1, max(2, min(n, 12)) + 1)):
                back = rng.random() < 0.2
                self.key(pygame.K_TAB, pygame.KMOD_SHIFT if back else 0, kind="tab")
            if rng.random() < 0.3:
                self.key(rng.choice(ARROWS), kind="arrow")
            self.key(pygame.K_SPACE if rng.random() < 0.3 else pygame.K_RETURN, kind="enter")
            self.by_focus += 1
        elif r < 0.93:
            self.key(pygame.K_RETURN, kind="enter")  # no focus needed: the first listed choice
        else:
            self.key(pygame.K_BACKSPACE)  # back out of a sub-list or a pick

    def play(self, enough, rounds: int = 3000) -> int:
        """Until the game is over or enough() holds, or after `rounds` (a frame, or a try at the decision, each):
        counted, not timed, so a loaded machine plays the same game as far (the computer seats choose inside
        the frame: tests/conftest.py). Returns the rounds played."""
        app, t = self.app, self.table
        played = 0
        while played < rounds and not enough():
            played += 1
            if isinstance(app.top, GameOverScene) or t.session.over:
                break
            if app.top is not t:
                raise AssertionError(f"unexpected scene on top: {app.top}")
            if t.computer.pacer.paused:  # (Space during computer play pauses it: Enter plays on)
                press(self.app, pygame.K_RETURN)
            elif self.deciding() and not t.animating():
                self.one_try()
            else:
                app.step(DT)
        return played


def open_keys_table(app, game_id: str, seed: int, seats: int = 3):
    """A table with one human seat (seat 0) and easy computer seats at the instant pace."""
    app.settings.ai_pace = "instant"
    app.settings.animation_speed = 4.0
    app.settings.dice_animation = False
    app.settings.guides_shown = list(tables.table_games())
    table = tables.start_game(app, game_id, seats_for(game_id, seats), "standard", {}, seed)
    table.autosave_enabled = False
    return table
