"""The table every game's table scene is: a GameScene around a `game.core.session.Session` that OWNS its parts
as attributes and wires them (docs/ARCHITECTURE.md, "The table kit", draws them and says which module owns
what): computer (computer seats, the pace), leaving, news (captions, "since your last turn"), feed and logv (the
log), choosing and choices (the legal list, anchors, menu, question, the side list), dragdrop, drags and notes,
ring (the focus ring), static (the static layer), hovering, panels and ending.

The game gives what table_spec.TableSpec lists. Parts never see each other: what one needs from another comes
as a callable or a call argument from here. How an input goes through the parts is table_input.py, the focus
ring's stops table_focus.py, the frame's data and layers table_frame.py. Nothing here reads `session.state`,
except through GameEnd once the game has a result.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.core import instance_lock
from game.core.errors import IllegalAction
from game.core.settings import AI_PACES

from ..scene import GameScene
from ..widgets.dragdrop import DragDrop
from . import heap, table_focus, table_frame, table_input
from .ai_worker import warm as warm_worker
from .board_choices import BoardChoices
from .choice_list import ChoiceList
from .computer_turns import ComputerTurns
from .ending import GameEnd
from .focus import KeyFocus
from .frame_head import StaticFrame
from .hover_help import HoverHelp
from .leave_guard import LeaveGuard
from .log_feed import LogFeed
from .log_panel import LogView
from .news import SeatNews
from .path_drags import PathDrags
from .seat_notes import NOTE, NoNotes, SeatNotes
from .shared_panels import SharedPanels
from .table_spec import TableDefaults
from .units import ui_scale_of


class NoModes:
    """The side list without modes of its own (the board picker narrows the choices): nothing to reset."""

    def reset(self) -> None:
        pass


class NoAnims:
    """The animations of a table that has none (nothing is ever busy)."""

    audio = None
    busy = False

    def skip(self) -> None:
        pass

    def update(self, dt: float, speed: float = 1.0) -> None:
        pass


class Table(TableDefaults, GameScene):
    """A table scene driving a Session: its parts, the session's flow (hand-off, autosave, undo, game over) and
    the frame's data."""

    QUICK_KINDS = ("no_reaction", "decline_trade")  # moves that wait the pace's short delay (pacing.py)
    DEATH_TYPES: tuple = ()  # events where a seat dies or the game ends: the table says how, whoever moved
    GROUPS: tuple = ()  # the side list's group order (names the game's group_of returns)
    RESERVED_KEYS = "zl"  # letters the game's own shortcuts use (never given to a choice): Ctrl+Z, L the log
    # designed: a computer seat's thinking shows once it has taken this long (game seconds), so the quick
    # levels, which answer within a frame or two, do not flicker a cue before every move
    CUE_AFTER = 0.2

    def __init__(self, session, autosave: bool = True, replay: Optional[Callable] = None):
        super().__init__()
        self.session = session
        self.game_id = session.game_id
        self.autosave_enabled = autosave
        self.replay = replay  # called with the app: a new game with the same seats
        self.view: dict = {}
        self.view_version = 0
        self.gameover_wait = 0.0
        self.gameover_shown = False
        self.handoff_open = False
        self.left_screen = None  # the human whose view gave way to the public one for a computer's turn
        self.toast_text = ""
        self.toast_time = 0.0
        self.last_action = None
        self.actions_taken: list = []
        self.last_autosave = None
        self.geo = None
        self.mouse = None
        self.bar_buttons: list = []
        self.choice_title = ""
        self.drawn: list = []  # for tests: the data dicts render() was given (the last few)
        self.anims = NoAnims()  # a game's table sets its own (with busy, skip(), update(dt, speed), audio)
        self.after_anims = None  # anim_drags.DragsAfterAnimations on a table whose drags follow its animations
        self.chooser = NoModes()  # a table whose side list has modes of its own (Zombie) sets its chooser
        # -- the parts --
        self.computer = ComputerTurns(session, self.QUICK_KINDS)
        self.leaving = LeaveGuard(session, autosave, lambda: self.app)
        self.news = SeatNews(session, self.caption_words, self.computer.pacer.caption_seconds)
        self.feed = LogFeed(session)
        self.ending = GameEnd(session)
        self.logv = LogView()
        self.choices = ChoiceList(scale=self.ui_scale)
        self.choosing = BoardChoices(session, self, self.choices, version=lambda: self.view_version,
                                     decides=self.screen_decides, my_legal=self.my_legal, choose=self.choose,
                                     toast=self.toast, sound=self.sound, confirm_risky=self.confirm_risky,
                                     list_items=self.choice_items_to_list)
        self.dragdrop = DragDrop(self.drag_targets)
        self.drags = PathDrags(self.dragdrop)
        self.notes = SeatNotes(session, self.note_board() or NoNotes(), self.dragdrop, self.toast, self.notes_changed)
        self.ring = KeyFocus(lambda: table_focus.stops(self), lambda stop: table_focus.take(self, stop),
                             lambda index: table_focus.scroll_to_item(self, index), lambda: self.sound("ui_click", 0.25))
        self.static = StaticFrame()
        self.hovering = HoverHelp()
        self.panels = SharedPanels(self.ui_scale, self.logv, self.choices, lambda: self.mouse)
        # The table's map is read now (each table caches it), not at the first frame: a broken map file then stops
        # the table from opening, and the lobby or Load shows its message (file, key, line), never a crash mid-draw.
        self.read_map()

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.anims.audio = app.audio  # the table's animations play their sounds through the app
        self.computer.pacer.pace = self.pace_setting()
        self.news.opened()  # a loaded game's past is not news
        self.refresh()
        self.build_ui()
        if any(st.kind == "ai" for st in self.session.seats):
            warm_worker()  # the thinking process starts its imports while the table opens
        if self.session.steps:  # a loaded game: its opening is history, its table shows what lies there now
            self.on_restored(self.last_throw())
        else:
            self.on_events(list(self.session.opening_events), None, opening=True)
        heap.settle()  # no full pass of the cycle collector over the whole program during play (heap.py)

    def leave(self) -> None:
        """Leaving the table (Quit to menu, Load, closing the app): keep the place in the autosave; a
        computer seat's decision on its way is dropped."""
        self.computer.cancel()
        if self.leaving.must_write():  # (not when leave_table wrote it just now)
            self.do_autosave()
        instance_lock.unclaim(self.session.autosave_path)  # another copy of the app may continue this game now

    def resume(self) -> None:
        """Back on top (after the pause menu or settings): the pace may have changed there."""
        if self.app is not None:
            self.computer.pacer.pace = self.pace_setting()
        super().resume()

    def leave_table(self, then: Callable) -> bool:
        """Autosave, then `then()`; when the autosave fails, ask first (leave_guard.py)."""
        return self.leaving.leave_table(then)

    def confirm_quit(self) -> bool:
        """The window is closing: True lets it close (the autosave is written), False keeps the app open
        while the player is asked (leaving then quits the app)."""
        return self.leaving.leave_table(self.app.quit)

    def ui_scale(self) -> float:
        """settings.ui_scale: how much bigger the board's text, cards and tokens are drawn."""
        return ui_scale_of(self.app)

    def geo_stale(self, size) -> bool:
        """The board's geometry is missing or made for another window size or UI scale (a change in the settings
        screen shows at once: the geometry, and the caches keyed by it, are made again)."""
        return self.geo is None or not self.geo.fits(size, self.ui_scale())

    def settings(self):
        return self.app.settings if self.app is not None else None

    def pace_setting(self) -> str:
        pace = getattr(self.settings(), "ai_pace", "normal")
        return pace if pace in AI_PACES else "normal"

    def confirm_risky(self) -> bool:
        return bool(getattr(self.settings(), "confirm_risky", True))

    def sound(self, name: str, volume: float) -> None:
        self.app.audio.play(name, volume)

    @property
    def speed(self) -> float:
        try:
            return max(0.25, float(self.app.settings.animation_speed))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def refresh(self) -> None:
        """Read the screen seat's view again (after a step, an undo or a hand-off): whatever was picked, asked
        or opened on the board belonged to the last one."""
        self.choosing.reset()
        self.view = self.session.view_for_screen()
        self.view_version += 1
        self.on_view_changed()

    def build_ui(self) -> None:
        if self.app is not None:
            self.relayout()

    def on_view_changed(self) -> None:
        if self.app is not None:
            self.relayout()
        self.static.invalidate()  # the still layer is drawn again from the new view
        self.logv.scroll = 0

    # -- the session's flow ----------------------------------------------------------------------------
    def last_throw(self) -> list:
        """The roll events of the latest step that rolled dice (the opening roll when none did)."""
        s = self.session
        for step in reversed(s.steps):
            rolls = [e for e in step.events if e.get("type") == "roll"]
            if rolls:
                break
        else:
            rolls = [e for e in s.opening_events if e.get("type") == "roll"]
        return [r for r in (s.rules.redact(e, s.screen_seat) for e in rolls) if r]

    def reveal_secrets(self) -> list:
        """Every secret of the finished game as (who, what) pairs: called only once the game has a result."""
        return self.ending.secrets()

    def game_story(self) -> dict:
        """The story of the finished game for the game-over screen, in the table's words."""
        return self.ending.story(self.story_teller(), self.caption_words)

    def screen_decides(self) -> bool:
        """True when the seat in front of the screen is the one that must decide now."""
        s = self.session
        seat = s.deciding_seat()
        return (not s.over and seat is not None and seat == s.screen_seat and s.seats[seat].kind == "human"
                and not s.needs_handoff())

    def my_legal(self) -> list:
        """The legal choices, only when the screen seat decides (never another seat's cards)."""
        return self.session.legal() if self.screen_decides() else []

    def legal(self) -> list:
        """The screen seat's legal choices, cached per step (board_choices.py)."""
        return self.choosing.legal()

    def describe(self, action) -> str:
        """An action's label on this table (the game's label_of, made once per step)."""
        return self.choosing.label(action)

    def request(self, action) -> bool:
        """A human chose `action`: asked first when risky (board_choices.py), else chosen."""
        return self.choosing.request(action)

    def names(self) -> dict:
        return {i: self.session.seat_name(i) for i in range(len(self.session.seats))}

    def choose(self, action) -> bool:
        """The screen seat chooses `action` (from the legal list). Returns True when applied."""
        if not self.screen_decides():
            self.toast("It is not your decision now.")
            return False
        if action not in self.session.legal():
            # a button, menu line or key read from a frame ago: two clicks in one frame, the first of which
            # moved the game on. The engine is only ever handed what is legal now.
            self.toast("That choice is gone: the game has moved on.")
            return False
        if self.animating():
            self.skip_animations()
        seat = self.session.deciding_seat()
        try:
            events = self.session.apply(action, seat)
        except IllegalAction as exc:
            self.toast(str(exc))
            self.sound("warning_sting", 0.3)
            return False
        self.last_action = action
        self.actions_taken.append(action)
        self.after_step(seat, events)
        return True

    def choose_steps(self, actions) -> bool:
        """The screen seat chooses several actions in a row: a dialog builds in one go what the engine
        asks as steps (a Zombie trade: partner, what is given, what is asked, how many). Stops at the
        first refused step (the game then asks that step again, with its own Back)."""
        for action in actions:
            if not self.choose(action):
                return False
        return True

    def after_step(self, seat, events: list, computer: bool = False) -> None:
        s = self.session
        red = [e for e in (s.rules.redact(e, s.screen_seat) for e in events) if e]
        self.refresh()
        self.on_events(red, seat)
        deaths = [e for e in red if e.get("type") in self.DEATH_TYPES and e.get("text")]
        if deaths:
            self.show_caption(seat, deaths + [e for e in red if e not in deaths], death=True)
        elif computer:
            self.show_caption(seat, red)
        if computer and self.computer.pacer.instant:
            self.skip_animations()
        self.note_turns(seat, events)
        if any(e.get("type") == "turn" for e in events) and self.autosave_enabled:
            self.do_autosave()

    def show_caption(self, seat, events: list, death: bool = False) -> None:
        self.news.show_caption(seat, events, death)

    def note_turns(self, seat, events: list) -> None:
        """Keep "since your last turn" for the human seats whose turn `events` begin (news.py)."""
        self.news.note_turns(seat, events)

    def do_autosave(self) -> None:
        try:
            self.last_autosave = self.session.autosave()
        except OSError as exc:
            self.toast(f"Autosave failed: {exc}")

    def undo(self) -> bool:
        s = self.session
        if not self.screen_decides() or not s.can_undo():
            self.toast("Nothing to undo: the last choice rolled a die, drew a card, or was not yours.")
            return False
        self.skip_animations()
        s.undo()
        self.refresh()
        self.sound("card_slide", 0.5)
        self.toast("Undone.")
        return True

    def can_undo(self) -> bool:
        return self.screen_decides() and self.session.can_undo()

    def toast(self, msg: str, seconds: float = 3.0) -> None:
        self.toast_text = msg
        self.toast_time = seconds

    # -- per frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.toast_time > 0:
            self.toast_time = max(0.0, self.toast_time - dt)
        self.news.tick(dt)
        self.update_animations(dt)
        if self.app is None or self.app.top is not self:
            return
        if self.offer_guide():
            return
        s = self.session
        if s.over:
            if not self.gameover_shown and not self.animating():
                self.gameover_wait += dt
                if self.gameover_wait >= 0.8 / self.speed:
                    self.show_game_over()
            return
        self.computer.think_ahead(dt, self.animating())
        if self.animating():
            return
        if s.is_ai_turn() or s.forced_action() is not None:
            if self.screen_unattended():
                self.screen_goes_public()
            moved = self.computer.step(dt, self.speed)  # a human's only possible choice is taken like an AI's
            if moved is not None:
                self.after_step(*moved, computer=True)
        elif s.needs_handoff():
            if s.deciding_seat() == self.left_screen:
                self.screen_comes_back()
            else:
                self.open_handoff()
        elif self.news.waiting():
            self.news.show_summary(self.screen_decides())

    def animating(self) -> bool:
        return self.anims.busy

    def skip_animations(self) -> None:
        if self.after_anims is not None:
            self.after_anims.skip()
        else:
            self.anims.skip()

    def update_animations(self, dt: float) -> None:
        if self.after_anims is not None:
            self.after_anims.update(dt, self.speed)
        else:
            self.anims.update(dt)
        self.dragdrop.update(dt)
        self.hover_update(dt)

    def pause_or_step(self) -> None:
        """Space during computer play: the move on show settles at once (as Space always skipped animations),
        then computer play pauses; while paused, exactly one move goes."""
        self.skip_animations()
        self.computer.pause_or_step()

    def play_on(self) -> None:
        self.computer.pacer.resume()
        self.toast("Computer play goes on.", 1.5)

    def offer_guide(self) -> bool:
        """On a player's first game of this game (a human at the table), open the guide once; the
        settings remember it. True when it was opened now."""
        from ..guides import has_guide

        st = self.settings()
        if st is None or self.game_id in st.guides_shown or not self.session.humans() or not has_guide(self.game_id):
            return False
        if self.session.needs_handoff():
            return False  # after the hand-off: the next player sees the table first
        st.guides_shown = [*st.guides_shown, self.game_id]
        self.app.save_settings()
        self.app.open("guide", game_id=self.game_id, table=self)
        return True

    # -- whose view the screen shows -------------------------------------------------------------------
    def forget_seat_news(self) -> None:
        """A hand-off: the caption, the summary and the toast were worded from the last seat's view; they go."""
        self.news.forget()
        self.toast_text, self.toast_time = "", 0.0

    def close_seat_view(self) -> None:
        """The screen stops showing the screen seat's view (a hand-off, or it turns public): what was open or on
        show for that seat's eyes closes (the whole log, a drag, a held note marker, the hover zoom). A table with
        panels of its own (a notebook) adds them."""
        self.skip_animations()
        self.forget_seat_news()
        self.logv.open = False
        if self.dragdrop.dragging is not None:
            self.dragdrop.cancel()
        self.notes.held = None
        self.hovering.forget()  # (listed from the last view: the next frame lists the new one)

    def screen_unattended(self) -> bool:
        """True when the screen shows one human's view while nobody at it decides: several humans share the screen
        and the move due is a computer seat's (or another human's only choice, taken for them). With one human
        there is nobody to hide from: the screen stays theirs."""
        s = self.session
        seat = s.deciding_seat()
        return (s.screen_seat is not None and len(s.humans()) > 1 and not s.over
                and seat is not None and seat != s.screen_seat)

    def screen_goes_public(self) -> None:
        """Nobody at the shared screen decides: until a human decides again the table draws the public view, so
        the others never read the last human's secrets while the computer seats play (their moves are captioned
        from the public view too)."""
        self.close_seat_view()
        self.left_screen = self.session.screen_seat
        self.session.screen_seat = None
        self.refresh()

    def screen_comes_back(self) -> None:
        """The human whose view gave way to a computer's turn decides again: nobody else was handed the screen, so
        their view comes back without the cover (as before, when their view stayed through the computer's move)."""
        self.left_screen = None
        self.session.confirm_handoff()
        self.refresh()

    def open_handoff(self) -> None:
        from ..scenes.handoff import HandoffScene

        s = self.session
        seat = s.deciding_seat()
        self.close_seat_view()
        self.left_screen = None
        self.handoff_open = True
        prompt = self.handoff_note(seat)

        def confirmed(app, self=self):
            self.handoff_open = False
            self.session.confirm_handoff()
            self.refresh()

        self.app.push(HandoffScene(s.seat_name(seat), on_confirm=confirmed, note=prompt, seat=seat))

    def show_game_over(self) -> None:
        from ..scenes.gameover import GameOverScene

        self.gameover_shown = True
        s = self.session
        result = s.rules.result(s.state) or {}
        winners = [s.seat_name(w) for w in result.get("winners", [])]
        if self.autosave_enabled:
            self.do_autosave()
        self.app.push(GameOverScene(self.game_over_title(result), winners=winners, secrets=self.reveal_secrets(),
                                    on_replay=self.replay, reason=str(result.get("reason", "")).capitalize(),
                                    game_id=self.game_id, story=self.game_story(),
                                    record=s.record()))  # for the Charts tab

    # -- pause menu hooks -----------------------------------------------------------------------------
    def save_game(self, name: str = "") -> str:
        return str(self.session.save(name=name))

    def save_suggestion(self) -> str:
        """The name the Save dialog offers: the name given before, else the game and turn."""
        s = self.session
        if s.name:
            return s.name
        info = getattr(s.rules, "info", None)
        turn = s.turn_number()
        return f"{info.name if info else s.game_id}" + (f", turn {turn}" if turn else "")

    def load_game(self, path) -> None:
        from . import load_game

        self.leave_table(lambda: load_game(self.app, path))  # this game's autosave first (leave_guard.py)

    # -- input (table_input.py) ----------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        return table_input.handle(self, inp)

    def press_button(self, b) -> None:
        table_input.press_button(self, b)

    def press_choice(self, index: int) -> None:
        self.activate(self.choices.payload(index))

    def find_kind(self, kind: str):
        return self.choosing.find_kind(kind)

    def choose_kind(self, kind: str) -> None:
        """Choose the legal action of that kind, if there is one (a key's shortcut)."""
        a = self.choosing.find_kind(kind)
        if a is not None:
            self.request(a)

    def scene_handle(self, inp) -> bool:
        """What the scene itself does with an input no part took (Esc pauses)."""
        return GameScene.handle(self, inp)

    def drag_targets(self, payload) -> dict:
        """The screen seat's note markers go to any place (seat_notes.py); every other drag asks the game."""
        if isinstance(payload, tuple) and payload and payload[0] == NOTE:
            return self.notes.targets(payload)
        return self.legal_targets(payload)

    def register_path_drags(self) -> None:
        """The drags along the legal two-step anchor paths (path_drags.py), then the note markers'."""
        self.drags.register_paths(self.legal(), self.anchor_paths, self.board_anchors())
        self.notes.register_drags()

    def path_drop_targets(self, first) -> dict:
        return self.drags.path_targets(first, self.legal(), self.anchor_paths, self.path_refusal)

    def hand_slots(self, uids: list, rects: list) -> list:
        return self.drags.hand_slots(uids, rects, self.hand_area(), self.mouse)

    def notes_changed(self) -> None:
        """The markers changed: the drags are built again (a table may also redraw a cached layer)."""
        self.register_drag()

    def hover_pos(self):
        """Where the hover help looks: the focused stop once a key moved the focus, else the pointer."""
        return self.ring.hover_pos(self.mouse)

    def hover_update(self, dt: float) -> None:
        self.hovering.update(dt, self.hover_pos() if self.dragdrop.dragging is None else None)

    # -- drawing (table_frame.py) --------------------------------------------------------------------------
    def log_and_rolls(self) -> tuple:
        return self.feed.log_and_rolls()

    def draw_data(self) -> dict:
        return table_frame.draw_data(self)

    def draw(self, surface) -> None:
        self.render(surface, self.draw_data())

    def thinking_cue(self):
        return table_frame.thinking_cue(self)

    def draw_move_caption(self, surface, data: dict, box: pygame.Rect, k: float, px: int) -> None:
        table_frame.draw_move_caption(self, surface, data, box, k, px)

    def frame_start(self, surface, data: dict):
        return table_frame.frame_start(self, surface, data)

    def frame_end(self, surface, g, data: dict, caption: pygame.Rect, overlay: pygame.Rect, log: list) -> None:
        table_frame.frame_end(self, surface, g, data, caption, overlay, log)

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        return table_frame.build_static(self, size, g, data)

    def draw_board_glow(self, surface, width: int) -> None:
        """Call from render, after the board and its pieces: the glow of every choice's place."""
        self.choosing.draw_glow(surface, width, self.mouse, self.time)

    def draw_hover_help(self, surface, scale: float) -> None:
        """The zoom or tip of what the pointer rests on; none while a piece is dragged, a menu or a question is
        at the pointer (it keeps the pointer's attention) or the whole log covers the table."""
        if self.dragdrop.dragging is not None or self.hover_pos() is None or self.choosing.popup_open() \
                or self.logv.open:
            return
        self.hovering.draw(surface, scale)

    def draw_choice_popups(self, surface, px: int) -> None:
        """Call last in render: the focus ring, the menu at the pointer and the confirmation box."""
        px = self.panels.panel_px(px)
        if not self.logv.open:
            self.ring.draw(surface, px)
        self.choosing.draw_popups(surface, px, self.mouse)
