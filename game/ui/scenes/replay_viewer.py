"""The replay viewer: a game watched again on its own table, step by step.

    open_replay(app, Timeline(session.record()))     the game-over screen's "Watch again"
    app.open("replay", timeline=...)                 the game-over screen and the Load list (by name)
    python -m game replay FILE --watch               (game/__main__.py: the app opened on open_replay)

The game's table (replay_table.py) draws a game.core.replay_session.ReplaySession at the timeline's step,
as one seat that viewers() allows saw it, or with everything revealed (the public table, a "Revealed" panel
beside it and, where the game has them, the hidden places marked on the board). The controls along the
bottom (replay_controls.py): first, back, forward, last, play at a pace, go to a turn, the seat shown, the
story and PNG exports, the scrubber with the turning points. Esc (or Back) returns to where it was opened.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.core.replay_session import ReplaySession
from game.core.replay_timeline import ALL, HiddenView, Timeline, viewers

from .. import theme
from ..scene import Scene, register
from .chart_overlay import ChartOverlay
from .replay_controls import PACES, Controls, pace_seconds, turn_distance
from .replay_reveal import RevealPanel
from .replay_table import draw_table, replay_table, resize_table

DEFAULT = object()  # the seat to open with: everything revealed when allowed, else the first viewers() gives

KEYS = {pygame.K_HOME: "first", pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_END: "last",
        pygame.K_SPACE: "play", pygame.K_t: "turn", pygame.K_s: "story", pygame.K_p: "png", pygame.K_v: "seat",
        pygame.K_c: "charts"}
DIGITS = {getattr(pygame, f"K_{d}"): str(d) for d in range(10)} | \
         {getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)}


@register("replay")
class ReplayScene(Scene):
    escape_pops = False
    widget_focus = False  # its controls are its own (replay_controls.py), with their own Tab and focus ring

    def __init__(self, timeline: Timeline, seat=DEFAULT, step: Optional[int] = None, title: str = ""):
        super().__init__()
        self.tl = timeline
        self.who = viewers(timeline)
        self.seat_choices = list(self.who.seats) + ([ALL] if self.who.full_reveal else [])
        if seat is DEFAULT:
            seat = ALL if self.who.full_reveal else self.who.seats[0]
        self.tl._check(seat)  # HiddenView before anything is drawn
        self.seat = seat
        self.start_step = timeline.steps if step is None else step
        self.title = title or timeline.rules.info.name
        self.session: Optional[ReplaySession] = None
        self.table = None
        self.controls = Controls()
        self.reveal = RevealPanel()
        self.reveal_shown = True  # R hides the Revealed panel: the table then takes the whole width (its hidden
        # places stay marked on the board)
        self.charts = ChartOverlay(timeline)  # the charts panel (chart_overlay.py), its cursor at the step
        self.controls.extra = [("charts", "C")]
        self.playing = False
        self.pace = "normal"
        self.play_wait = 0.0
        self.mouse = None
        self.dragging = False
        self.toast_text, self.toast_time = "", 0.0
        self.table_rect = pygame.Rect(0, 0, 0, 0)

    # -- lifecycle --------------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self._open_seat(self.seat, self.start_step)
        self.rebuild_ui()

    def _open_seat(self, seat, step: int) -> None:
        self.seat = seat
        self.session = ReplaySession(self.tl, seat, step)
        self.table = replay_table(self.session, self.app, self._areas()[0].size)
        self.reveal.forget()

    @property
    def k(self) -> float:
        """The viewer's own parts' scale: the window's times the player's UI scale (settings.ui_scale)."""
        ui = getattr(getattr(self.app, "settings", None), "ui_scale", 1.0)
        return self.scale * (min(2.0, max(1.0, ui)) if isinstance(ui, (int, float)) else 1.0)

    def _areas(self) -> tuple:
        """(table area, reveal panel area or None, controls bar) for the window now."""
        w, h = self.size
        k = self.k
        bh = self.controls.height(k, w, self.widest_labels())
        bar = pygame.Rect(0, h - bh, w, bh)
        if self.seat == ALL and self.reveal_shown:
            pw = min(int(w * (0.3 if k <= self.scale * 1.25 else 0.36)), int(round(320 * k)))
            return pygame.Rect(0, 0, w - pw, bar.y), pygame.Rect(w - pw, 0, pw, bar.y), bar
        return pygame.Rect(0, 0, w, bar.y), None, bar

    def build_ui(self) -> None:
        table_area, panel, bar = self._areas()
        self.table_rect = table_area
        self.reveal.rect = panel
        if self.table is not None:
            resize_table(self.table, table_area.size)
        self.controls.layout(bar, self.k, self.widest_labels(), self.enabled())
        self.relabel()

    def widest_labels(self) -> dict:
        """The words each button may come to say, the longest (its room is kept: no button moves as they change)."""
        last = self.tl.turns[-1] if self.tl.turns else None
        return {**self.labels(), "play": "Pause", "pace": "Pace: normal",
                "turn": f"{last.word} {last.number}" if last else "Go to turn"}

    def labels(self) -> dict:
        turn = self.tl.turn_at(self.step)
        return {"first": "First", "back": "Back", "forward": "Next", "last": "Last",
                "play": "Pause" if self.playing else "Play", "pace": f"Pace: {self.pace}",
                "turn": f"{turn.word} {turn.number}" if turn else "Go to turn",
                "seat": f"Seen by: {self.seat_label(self.seat)}", "story": "Story", "png": "PNG",
                "close": "Leave", "charts": "Charts"}

    def enabled(self) -> dict:
        at_start, at_end = self.step == 0, self.step == self.tl.steps
        return {"first": not at_start, "back": not at_start, "forward": not at_end, "last": not at_end,
                "turn": bool(self.tl.turns), "seat": len(self.seat_choices) > 1}

    def relabel(self) -> None:
        self.controls.relabel(self.labels(), self.enabled())

    def seat_label(self, seat) -> str:
        if seat == ALL:
            return "Everything revealed"
        if seat is None:
            return "The table"
        return self.tl.seat_name(seat)

    @property
    def step(self) -> int:
        return self.session.step if self.session is not None else self.start_step

    # -- moving -----------------------------------------------------------------------------------------
    def go(self, step: int, animate: bool = False) -> None:
        step = max(0, min(self.tl.steps, int(step)))
        if step == self.session.step:
            return
        forward_one = step == self.session.step + 1
        self.session.goto(step)
        # (with reduced motion on, the table's own animations are the short fades: game/ui/motion.py)
        self.table.show_step(self.session.events_at(step) if animate and forward_one else None)
        if step == self.tl.steps:
            self.playing = False
        self.relabel()

    def act(self, key: str) -> None:
        s = self.step
        if key == "first":
            self.go(0)
        elif key == "back":
            self.go(s - 1)
        elif key == "forward":
            self.go(s + 1, animate=True)
        elif key == "last":
            self.go(self.tl.steps)
        elif key == "play":
            self.toggle_play()
        elif key == "pace":
            self.pace = PACES[(PACES.index(self.pace) + 1) % len(PACES)]
            self.relabel()
        elif key == "turn":
            turn = self.tl.turn_at(s)
            self.controls.turn_box = str(turn.number) if turn else ""
        elif key == "seat":
            self.cycle_seat(1)
        elif key == "story":
            self.export_story()
        elif key == "png":
            self.export_png()
        elif key == "close":
            self.close()
        else:
            hook = getattr(self, f"act_{key}", None)  # buttons added by other parts (charts)
            if hook is not None:
                hook()

    def act_charts(self) -> None:
        self.charts.toggle()
        self.relabel()

    def toggle_play(self) -> None:
        if not self.playing and self.step == self.tl.steps:
            self.go(0)  # playing from the end starts again
        self.playing = not self.playing
        self.play_wait = 0.0
        self.relabel()

    def cycle_seat(self, d: int) -> None:
        if len(self.seat_choices) < 2:
            return
        i = self.seat_choices.index(self.seat) if self.seat in self.seat_choices else 0
        self._open_seat(self.seat_choices[(i + d) % len(self.seat_choices)], self.step)
        self.build_ui()

    def turn_step(self, direction: int) -> None:
        target = turn_distance(self.tl.turns, self.step, direction)
        if target is not None:
            self.go(target)

    def close(self) -> None:
        if self.app is not None and self.app.top is self:
            self.app.pop()

    def toast(self, msg: str, seconds: float = 4.0) -> None:
        self.toast_text, self.toast_time = msg, seconds

    # -- exports -----------------------------------------------------------------------------------------
    def export_story(self):
        from .replay_export import export_story

        try:
            path = export_story(self.tl, self.seat)
        except (HiddenView, OSError) as exc:
            self.toast(f"The story was not written: {exc}")
            return None
        self.toast(f"Story written to {path}")
        return path

    def export_png(self):
        from .replay_export import export_png

        try:
            path = export_png(self.tl, self.seat, self.step, self.board_surface())
        except (HiddenView, OSError, pygame.error) as exc:
            self.toast(f"The picture was not saved: {exc}")
            return None
        self.toast(f"Board saved to {path}")
        return path

    def board_surface(self) -> pygame.Surface:
        """The table at this step as drawn now (with its reveal marks when everything is revealed)."""
        surface = draw_table(self.table, self.table_rect.size)
        if self.seat == ALL:
            self.reveal.draw_marks(self.table, surface, self.tl, self.step)
        return surface

    # -- input -------------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        c = self.controls
        if self.table is not None and self.table.logv.open:  # the table's whole log is open: it takes the input
            return self.table.handle(inp)
        if inp.kind == "mouse_move":
            self.mouse = inp.pos
            if self.dragging and inp.pos is not None:
                self.scrub_to(inp.pos[0])
            elif inp.pos is not None and self.table_rect.collidepoint(inp.pos):
                self.table.handle(inp)
            else:
                self.table.mouse = None
            return True
        if inp.kind == "mouse_up" and inp.button == 1 and self.dragging:
            self.dragging = False
            return True
        if inp.kind == "key_down":
            return self.handle_key(inp)
        if inp.kind == "mouse_down" and inp.button == 1 and inp.pos is not None:
            c.turn_box = None
            b = c.button_at(inp.pos)
            if b is not None:
                c.focus = b.key[0]
                if b.enabled:
                    self.app.audio.play("ui_click", 0.4)
                    self.act(b.key[0])
                return True
            if self.charts.click(inp.pos):
                return True
            if c.scrub.inflate(0, c.u(8)).collidepoint(inp.pos):
                c.focus = "scrubber"
                self.dragging = True
                self.scrub_to(inp.pos[0])
                return True
        if inp.kind == "wheel" and self.reveal.rect is not None and self.mouse is not None \
                and self.reveal.rect.collidepoint(self.mouse):
            self.reveal.scroll(inp.wheel[1])
            return True
        if inp.kind in ("mouse_down", "mouse_up", "wheel") and inp.pos is not None \
                and self.table_rect.collidepoint(inp.pos):
            return self.table.handle(inp)  # the table's own log, its hover help; nothing it can play
        return False

    def handle_key(self, inp) -> bool:
        c, key = self.controls, inp.key
        if c.turn_box is not None:
            return self.turn_box_key(key)
        if key == pygame.K_ESCAPE:
            self.close()
        elif key == pygame.K_TAB:
            c.move_focus(bool(inp.mod & pygame.KMOD_SHIFT))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if c.focus and c.focus != "scrubber":
                b = next((b for b in c.buttons if b.key[0] == c.focus and b.enabled), None)
                if b is not None:
                    self.act(b.key[0])
        elif key == pygame.K_PAGEUP:
            self.turn_step(-1)
        elif key == pygame.K_PAGEDOWN:
            self.turn_step(1)
        elif key == pygame.K_v and inp.mod & pygame.KMOD_SHIFT:
            self.cycle_seat(-1)
        elif key in KEYS:
            self.act(KEYS[key])
        elif key == pygame.K_l:
            self.table.handle(inp)  # the whole log
        elif key == pygame.K_r and self.seat == ALL:
            self.toggle_reveal_panel()
        else:
            return False
        return True

    def toggle_reveal_panel(self) -> None:
        """R: the Revealed panel hidden or shown again (a crowded table reads better at the whole width)."""
        self.reveal_shown = not self.reveal_shown
        self.build_ui()
        self.toast("The Revealed panel is back (R hides it)." if self.reveal_shown else
                   "The Revealed panel is hidden: R shows it again.")

    def turn_box_key(self, key: int) -> bool:
        c = self.controls
        turns = self.tl.turns
        if key == pygame.K_ESCAPE:
            c.turn_box = None
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            typed, c.turn_box = c.turn_box, None
            try:
                self.go(self.tl.turn_step(int(typed)))
            except (KeyError, ValueError):
                self.toast(f"There is no {turns[0].word.lower() if turns else 'turn'} {typed or 'without a number'}"
                           f" in this game" + (f": {turns[0].number} to {turns[-1].number}." if turns else "."))
        elif key == pygame.K_BACKSPACE:
            c.turn_box = c.turn_box[:-1]
        elif key in (pygame.K_UP, pygame.K_DOWN) and turns:
            numbers = [t.number for t in turns]
            now = int(c.turn_box) if c.turn_box.isdigit() else numbers[0]
            now += 1 if key == pygame.K_UP else -1
            c.turn_box = str(max(numbers[0], min(numbers[-1], now)))
        elif key in DIGITS and len(c.turn_box) < 4:
            c.turn_box += DIGITS[key]
        return True

    def scrub_to(self, x: int) -> None:
        from .replay_controls import x_step

        x0, w, _ = self.controls.track()
        self.go(x_step(x, self.tl.steps, x0, w))

    # -- per frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.toast_time > 0:
            self.toast_time = max(0.0, self.toast_time - dt)
        self.table.update(dt)
        if not self.playing:
            return
        self.play_wait += dt
        if self.play_wait < pace_seconds(self.pace):
            return
        if self.table.animating() and self.pace != "fast":
            return  # the step on show finishes first (fast skips it)
        self.play_wait = 0.0
        self.go(self.step + 1, animate=True)

    def draw(self, surface) -> None:
        theme.draw_background(surface)
        surface.blit(self.board_surface(), self.table_rect.topleft)
        if self.seat == ALL:
            self.reveal.draw(surface, self.tl, self.step, self.k)
        self.charts.draw(surface, self.table_rect, self.seat, self.step, self.text_scale)
        c = self.controls
        c.set_marks(self.tl.turning_points(self.seat), self.tl.steps)
        turn = self.tl.turn_at(self.step)
        info = f"{self.title} · step {self.step} of {self.tl.steps}" + (f" · {turn.word} {turn.number}" if turn else "")
        c.draw(surface, self.step, self.tl.steps, info, "" if self.who.full_reveal else self.who.why, self.mouse,
               self.tl.turns)
        if self.toast_time > 0 and self.toast_text:
            self.draw_toast(surface)

    def draw_toast(self, surface) -> None:
        from ..widgets.ink import fitted_line, panel

        w = self.table_rect.w
        u = lambda n: int(round(n * self.k))  # noqa: E731 (units of a 1280x720 window, at the UI scale)
        box = pygame.Rect(0, 0, min(w - u(40), u(900)), u(40))
        box.midbottom = (self.table_rect.centerx, self.table_rect.bottom - u(12))
        panel(surface, box, u(8), (20, 12, 14, 240), theme.GOLD, 1)
        fitted_line(surface, self.toast_text, "sans", u(15), (box.x + u(12), box.centery),
                    box.w - u(24), theme.BONE, "midleft")


# -- opening it ------------------------------------------------------------------------------------------
def open_replay(app, timeline: Timeline, seat=DEFAULT, step: Optional[int] = None) -> ReplayScene:
    return app.push(ReplayScene(timeline, seat, step))
