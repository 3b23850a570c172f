"""Random input over the five game tables, headless, through the real event queue and App loop.

`Abuser(app, game_id, seed).run(n)` opens the game's table with human and computer seats (one to three humans:
hand-off covers, confirm boxes and pointer menus are met for real; a variant, options, the computer pace and
the animation settings drawn from the seed) and posts `n` random pygame events, one
frame (update and draw) after each: pointer moves, clicks anywhere and on what is lit (the glowing anchors,
the side list, the bar, an open menu or question, the top scene's widgets: so the game moves on), drags,
the wheel, keys, typed text, focus loss, window resizes (tall, portrait, tiny, 1x1, huge; and surfaces
below the window minimum, as a fullscreen on a small display gives) and a QUIT now and then. A QUIT
shuts the app as the real loop does, checks that the autosave holds the game as it stood, and starts
again from Continue. When the table leaves (the pause menu's Quit, the game-over screen), the next game
opens. Everything follows from `seed` (the game's Rng): a failure names it and replays. Two things the app takes
from the clock are taken from the run instead (`replayable`): the seed of a game started without one (the
game-over screen's Replay same seats), and the order of the autosaves (Continue opens the newest by its file's
time, which the file system keeps to a few milliseconds: two autosaves written in one tick would be ordered by
chance).

Checked as it runs (the table's own code raises into the test: the App is made without catch_errors):
- the engine is never handed an action outside the legal list, or for a seat that does not decide;
- the game's invariants (game/games/<id>/invariants.py) hold after every step;
- whatever the table draws comes from the view of the seat at the screen (never a stale view of the
  seat before a hand-off), and nothing of the table is drawn under a hand-off cover.
"""
from __future__ import annotations

import os
import time
from collections import Counter
from contextlib import contextmanager
from typing import Optional

import pygame
import pygame_gui

from game.core import records
from game.core.fuzz import draw_setup
from game.core.replay_session import ReplaySession
from game.core.rng import Rng
from game.core.session import Session
from game.core.settings import AI_PACES, MIN_WINDOW
from game.games import REGISTRY, game_module, get_rules
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.menu import MenuScene
from game.ui.tables.table import Table

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
DT = 1 / 30
# Window shapes asked for by resize events (the app keeps a window at least 1280x720: settings.MIN_WINDOW).
SHAPES = {"wide": (1280, 720), "tall": (600, 1400), "portrait": (720, 1280), "tiny": (320, 240), "dot": (1, 1),
          "huge": (3840, 2160)}
# Display surfaces below the minimum, as a fullscreen window on a small screen (or a window manager that
# ignores the minimum) gives them: set directly, as no resize event can make them.
SMALL_SURFACES = ((1024, 768), (800, 600), (320, 240), (1, 1))
KEYS = (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_a, pygame.K_b, pygame.K_c, pygame.K_l, pygame.K_n, pygame.K_y, pygame.K_z, pygame.K_1,
        pygame.K_2, pygame.K_5, pygame.K_0, pygame.K_F1, pygame.K_F2, pygame.K_F5, pygame.K_F10, pygame.K_F11,
        pygame.K_F12, pygame.K_LALT, pygame.K_DELETE, pygame.K_HOME)
TEXTS = ("a", "Z", "7", " ", "é", "\u200b", "\u202e", "\U0001F9DF", "W" * 30)


def setup_for(game_id: str, rng: Rng) -> tuple:
    """(seats, options): a seat count up to five, a variant and options drawn as the fuzz command draws them;
    one to three humans (two or more: hand-off covers) at random places, computer seats at the rest."""
    info = REGISTRY[game_id]
    players, options = draw_setup(info, rng.randbelow(min(info.max_seats, 5) - info.min_seats + 1), rng)
    humans = 1 + rng.randbelow(min(3, players))
    kinds = ["human"] * humans + ["ai"] * (players - humans)
    rng.shuffle(kinds)
    return [{"kind": "human", "name": f"Mara{i}"} if k == "human" else
            {"kind": "ai", "name": f"Crow{i}", "level": "easy"} for i, k in enumerate(kinds)], options


@contextmanager
def replayable(rng: Rng):
    """While the run lasts: a game started without a seed gets one from `rng`, and every autosave is stamped
    a millisecond after the one before (see the module's doc)."""
    init, autosave = Session.__init__, Session.autosave
    clock = [time.time_ns()]

    def seeded(session, game_id, seats, options=None, seed=None, seat_agent=None):
        init(session, game_id, seats, options, rng.next_u64() >> 34 if seed is None else seed, seat_agent)

    def stamped(session):
        path = autosave(session)
        clock[0] += 1_000_000
        os.utime(path, ns=(clock[0], clock[0]))
        return path

    Session.__init__, Session.autosave = seeded, stamped
    try:
        yield
    finally:
        Session.__init__, Session.autosave = init, autosave


def post(etype, **attrs) -> None:
    pygame.event.post(pygame.event.Event(etype, attrs))


def table_of(app) -> Optional[Table]:
    """The table on the app's stack (under the pause menu, a hand-off...), or None."""
    return next((s for s in reversed(app.stack) if isinstance(s, Table)), None)


class Watch:
    """The checks that ride on Session.apply and the tables' render (installed by the test's fixture)."""

    def __init__(self):
        self.counts: Counter = Counter()
        self._apply = Session.apply

    def install(self, monkeypatch) -> None:
        watch = self

        def apply(session, action, seat=None):
            decider = session.deciding_seat()
            legal = session.rules.legal_actions(session.state)
            if action not in legal:
                raise AssertionError(f"the table handed the engine an action not in the legal list: {action!r}")
            if seat is not None and seat != decider:
                raise AssertionError(f"the table applied seat {seat}'s action while seat {decider} decides")
            events = watch._apply(session, action, seat)
            inv = _invariants(session.game_id)
            if inv is not None:
                inv.check(session.rules, session.state)
            watch.counts["steps"] += 1
            return events

        monkeypatch.setattr(Session, "apply", apply)
        render = Table.draw

        def draw(table, surface):
            s = table.session
            stack = table.app.stack if table.app is not None else []
            above = stack[stack.index(table) + 1:] if table in stack else []
            if any(isinstance(x, HandoffScene) for x in above):
                raise AssertionError("the table was drawn under a hand-off cover")
            # the replay viewer's table (Watch again on the game-over screen) reads a ReplaySession, which keeps no
            # state it could hand out: its view is the one the timeline allows at its step
            seen = s.view_for_screen() if isinstance(s, ReplaySession) else s.rules.view(s.state, s.screen_seat)
            if table.view != seen:
                raise AssertionError(f"the table drew a view that is not seat {s.screen_seat}'s own as it is now")
            watch.counts["draws"] += 1
            return render(table, surface)

        monkeypatch.setattr(Table, "draw", draw)  # no table overrides it: each draws through render()


_INVARIANTS: dict = {}


def _invariants(game_id: str):
    if game_id not in _INVARIANTS:
        _INVARIANTS[game_id] = game_module(game_id, "invariants")
    return _INVARIANTS[game_id]


class Abuser:
    """Random events at one game's tables; `counts` says what was sent and met."""

    def __init__(self, app, game_id: str, seed: int, favourite=None, shapes=tuple(SHAPES.values()),
                 small_surfaces=SMALL_SURFACES):
        self.app = app
        self.game_id = game_id
        self.seed = seed
        self.rng = Rng(seed)
        self.favourite = favourite  # a window shape the resizes come back to half the time
        self.shapes = tuple(shapes)
        self.small = tuple(small_surfaces)
        self.counts: Counter = Counter()
        self.held = 0  # the mouse button held down (a drag in progress), 0 for none

    # -- the table ------------------------------------------------------------------------------------
    def open_new(self):
        from game.ui import tables

        rng = self.rng
        seed = rng.next_u64() >> 34
        seats, options = setup_for(self.game_id, rng)
        st = self.app.settings  # the pace, the animations and the risky-move question as a player may set them
        st.ai_pace = rng.choice(AI_PACES)
        st.animation_speed = rng.choice((0.5, 1.0, 1.0, 2.0, 4.0))
        st.dice_animation = rng.random() < 0.8
        st.confirm_risky = rng.random() < 0.8
        self.counts[f"{sum(x['kind'] == 'human' for x in seats)} of {len(seats)} seats human"] += 1
        if rng.random() < 0.4:
            return self.open_late(seats, options, seed)
        self.counts["games opened"] += 1
        return tables.open_directly(self.app, self.game_id, seats, options, seed)

    def open_late(self, seats: list, options: dict, seed: int):
        """A save a few moves before the end of a game (random legal moves, engine only), opened from Load:
        the end of the game, the game-over screen and its buttons get their share of the input too."""
        from game.core.paths import saves_dir
        from game.ui import tables

        rules = get_rules(self.game_id)
        state = rules.new_game(seed, len(seats), options)
        actions = []
        while rules.result(state) is None and len(actions) < 5000:
            legal = rules.legal_actions(state)
            actions.append(legal[self.rng.randbelow(len(legal))])
            rules.apply(state, actions[-1])
        keep = actions[: max(0, len(actions) - 1 - self.rng.randbelow(6))]
        path = saves_dir() / f"late-{self.game_id}-{seed}.json"
        records.save(path, records.make_record(self.game_id, options, seed, len(seats), keep, meta={"seats": seats}))
        self.counts["late games opened"] += 1
        return tables.load_game(self.app, path)

    def reopen(self):
        """No table on the stack (quit to the menu, the game over screen left): Continue or a new game."""
        from game.core.session import newest_autosave
        from game.ui import tables

        self.app.running = True
        if newest_autosave() is not None and self.rng.randbelow(2):
            self.counts["continued"] += 1
            tables.continue_game(self.app)
        else:
            self.open_new()

    def quit_and_restart(self) -> None:
        """The app got a QUIT: shut it as App.run does (leaving the table autosaves it), check the autosave
        holds the game as it stood, then start again from the menu's Continue."""
        app = self.app
        table = table_of(app)
        before = None
        if table is not None and table.autosave_enabled and not table.session.over:
            s = table.session
            before = (s.rules.hash(s.state), len(s.steps))
        app.shutdown()
        if before is not None:
            path = table.session.autosave_path
            rules, state = records.replay(records.load(path), path=path)
            assert (rules.hash(state), len(records.load(path)["actions"])) == before, \
                f"seed {self.seed}: the autosave written on quitting is not the game as it stood"
        self.counts["quits"] += 1
        app.running = True
        app.push(MenuScene())
        self.reopen()

    # -- events -----------------------------------------------------------------------------------------
    def targets(self) -> list:
        """Points worth clicking now: what is lit on the table, its buttons, an open menu or question, or
        the top scene's widgets."""
        app = self.app
        table = app.top if isinstance(app.top, Table) else None
        pts = []
        if table is not None:
            for box in (table.choosing.confirming, table.choosing.menu):
                if box is not None:
                    pts += [b.rect.center for b in box.buttons]
            if not pts:
                anchors, lit = table.board_anchors(), table.choosing.lit_anchors()
                # in the board's own order: lit_anchors() is a set, whose order changes with PYTHONHASHSEED,
                # and the run must replay from its seed alone
                pts += [anchor.rect.center for a, anchor in anchors.items() if a in lit]
                pts += [b.rect.center for b in table.clickable_buttons() if b.enabled]
        else:
            pts += [e.rect.center for e in app.manager.get_sprite_group().sprites()
                    if getattr(e, "visible", True) and hasattr(e, "rect") and e.rect.w > 0
                    and e is not app.manager.get_root_container()]
        w, h = app.size
        return [(min(max(0, x), w - 1), min(max(0, y), h - 1)) for x, y in pts]

    def drag_points(self) -> list:
        """While nothing is held: the table's draggable items; while dragging: where the item may be dropped (the
        places it may not go too, now and then). Else what targets() gives."""
        table = self.app.top if isinstance(self.app.top, Table) else None
        dd = getattr(table, "dragdrop", None)
        if dd is None:
            return self.targets()
        if not self.held:
            rects = [i.rect for i in dd.items.values()]
        else:
            legal = [t for t, why in dd.highlights.items() if why is None]
            rects = [dd.targets[t].rect for t in (legal if legal and self.rng.random() < 0.8 else dd.targets)
                     if t in dd.targets]
        w, h = self.app.size
        return [(min(max(0, r.centerx), w - 1), min(max(0, r.centery), h - 1)) for r in rects] or self.targets()

    def random_pos(self) -> tuple:
        w, h = self.app.size
        return (self.rng.randbelow(max(1, w)), self.rng.randbelow(max(1, h)))

    def one(self) -> int:
        """Post one random input (a click is its press and release); returns the pygame events posted."""
        r = self.rng.random()
        rng = self.rng
        if r < 0.30:  # a click on something lit, or anywhere
            pts = self.targets()
            pos = rng.choice(pts) if pts and rng.random() < 0.85 else self.random_pos()
            button = 1 if rng.random() < 0.9 else rng.choice((2, 3))
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
            self.counts["clicks"] += 1
            return 2
        if r < 0.45:
            pos = self.random_pos()
            post(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                 buttons=(1, 0, 0) if self.held else (0, 0, 0), touch=False)
            self.counts["moves"] += 1
            return 1
        if r < 0.53:  # a drag: pressed (often on a draggable item or something lit), released later (often on a
            pts = self.drag_points()  # place it may go), the pointer moved there first
            pos = rng.choice(pts) if pts and rng.random() < 0.7 else self.random_pos()
            if self.held:
                post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0), touch=False)
                post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
            else:  # pressed and moved a little: the item is picked up
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
                post(pygame.MOUSEMOTION, pos=(pos[0] + 12, pos[1] + 9), rel=(12, 9), buttons=(1, 0, 0), touch=False)
            self.held = 0 if self.held else 1
            self.counts["drag ends"] += 1
            return 2
        if r < 0.58:
            y = rng.choice((-3, -1, 1, 3))
            post(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y), flipped=False, which=0, touch=False)
            self.counts["wheel"] += 1
            return 1
        if r < 0.83:
            key = rng.choice(KEYS)
            if key in (pygame.K_F11, pygame.K_F12) and rng.random() < 0.9:
                key = pygame.K_RETURN  # fullscreen flips and screenshots rare (each is slow)
            mod = rng.choice((0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
            uni = chr(key) if 32 <= key < 127 else ""
            post(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0, window=None)
            post(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0, window=None)
            self.counts["keys"] += 1
            return 2
        if r < 0.88:
            post(pygame.TEXTINPUT, text=rng.choice(TEXTS), window=None)
            self.counts["text"] += 1
            return 1
        if r < 0.91:
            post(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE)), window=None)
            self.counts["focus"] += 1
            return 1
        if r < 0.975:
            self.resize()
            return 1
        if r < 0.985:  # a pygame_gui event for an element that is gone
            post(pygame_gui.UI_BUTTON_PRESSED, ui_element=None, ui_object_id="#nothing", mouse_button=1)
            self.counts["stray ui"] += 1
            return 1
        if r < 0.9875:
            post(pygame.QUIT)
            self.counts["quit events"] += 1
            return 1
        post(pygame.MOUSEMOTION, pos=self.random_pos(), rel=(0, 0), buttons=(0, 0, 0), touch=False)
        return 1

    def resize(self) -> None:
        rng = self.rng
        if self.small and rng.random() < 0.2:
            self.shape(rng.choice(self.small), force=True)
            return
        self.shape(self.favourite if self.favourite and rng.random() < 0.5 else rng.choice(self.shapes))

    def shape(self, size: tuple, force: bool = False) -> None:
        """A resize event for `size`; or, when forced or half the time for a size below the window minimum,
        the display surface made that size at once (as a fullscreen window on a small display is)."""
        w, h = size
        if force or ((w < MIN_WINDOW[0] or h < MIN_WINDOW[1]) and self.rng.random() < 0.5):
            self.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.app._after_resize()
            self.counts[f"surface {w}x{h}"] += 1
        elif self.rng.random() < 0.8:
            post(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))
            self.counts[f"resize {w}x{h}"] += 1
        else:
            post(pygame.WINDOWRESIZED, x=w, y=h, window=None)
            self.counts[f"resize {w}x{h}"] += 1

    def run(self, n_events: int, per_frame: int = 1) -> Counter:
        """Send `n_events` pygame events, a frame (update and draw) after each input, or after each `per_frame`
        inputs (a quick hand, and a cheaper run); the counts of what was sent and met."""
        with replayable(Rng(self.seed ^ 0x5EED)):
            return self._run(n_events, per_frame)

    def _run(self, n_events: int, per_frame: int) -> Counter:
        app = self.app
        if self.favourite:
            self.shape(self.favourite, force=self.favourite[0] < MIN_WINDOW[0] or self.favourite[1] < MIN_WINDOW[1])
        if table_of(app) is None:
            self.open_new()
        sent = 0
        while sent < n_events:
            for _ in range(per_frame):
                sent += self.one()
            app.step(DT)
            self.counts["frames"] += 1
            self.counts["top " + type(app.top).__name__] += 1
            if isinstance(app.top, Table):
                for what in ("confirming", "menu"):
                    self.counts[f"frames with the {what} box open"] += getattr(app.top, what, None) is not None
                self.counts["frames dragging"] += getattr(app.top.dragdrop, "dragging", None) is not None
            if not app.running:
                self.quit_and_restart()
            elif table_of(app) is None and isinstance(app.top, MenuScene):
                self.reopen()
        self.counts["events"] = sent
        return self.counts
