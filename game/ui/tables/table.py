"""The table every game's table scene is: a GameScene around a `game.core.session.Session` that OWNS its parts
as attributes and wires them (docs/ARCHITECTURE.md, "The table kit", draws them and says which module owns
what): computer (computer seats, the pace), leaving, news (captions, "since your last turn"), feed and logv (the
log), choosing and choices (the legal list, anchors, menu, question, the side list), dragdrop, drags and notes,
ring (the focus ring), static (the static layer), hovering, panels and ending.

The game's table is `class XTable(Table)`: it gives what table_spec.TableSpec lists (its own painters and panels
are parts it owns); Table's last section holds the answers of a board without that thing. Parts never see each
other: what one needs from another comes as a callable or a call argument from here. How a choice, an undo and
each frame move the session on is table_flow.py, how an input goes through the parts table_input.py, the focus
ring's stops table_focus.py, the frame's data and layers table_frame.py. Nothing here reads `session.state`,
except through GameEnd once the game has a result.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.core import instance_lock
from game.core.settings import AI_PACES

from .. import theme
from ..scene import GameScene
from ..widgets.dragdrop import DragDrop
from . import heap, table_flow, table_focus, table_frame, table_input
from .ai_worker import warm as warm_worker
from .anim_drags import NoAnims
from .board_choices import BoardChoices
from .choice_list import ChoiceList, NoModes
from .choice_model import NO_RISK, Risk
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
from .tutorial_coach import NoCoach
from .units import ui_scale_of


class Table(GameScene):
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
        self.coach = NoCoach()  # a tutorial's game sets a TutorialCoach (tutorial_coach.py, tutorial_open.py)
        # The table's map is read now (each table caches it), not at the first frame: a broken map file then stops
        # the table from opening, and the lobby or Load shows its message (file, key, line), never a crash mid-draw.
        self.read_map()

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.anims.audio = app.audio  # the table's animations play their sounds through the app
        app.audio.enter_table(self.game_id)  # this game's own cues, and its ambience fading in
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
        self.app.audio.leave_table()
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
        """The roll events of the latest step that rolled dice, redacted (log_feed.py)."""
        return self.feed.last_throw()

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
        """The legal choices, only when the screen seat decides (never another seat's cards); in a tutorial's
        step, only the move it teaches."""
        return self.coach.narrow(self.session.legal()) if self.screen_decides() else []

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
        """The screen seat chooses `action` (from the legal list). Returns True when applied (table_flow.py)."""
        done = table_flow.choose(self, action)
        if done:
            self.coach.moved(action)
        return done

    def choose_steps(self, actions) -> bool:
        """The screen seat chooses several actions in a row: a dialog builds in one go what the engine
        asks as steps (a Zombie trade: partner, what is given, what is asked, how many). Stops at the
        first refused step (the game then asks that step again, with its own Back)."""
        for action in actions:
            if not self.choose(action):
                return False
        return True

    def after_step(self, seat, events: list, computer: bool = False) -> None:
        """A step was applied: the view read again, its events shown and captioned, the autosave at a turn."""
        table_flow.after_step(self, seat, events, computer)

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
        return table_flow.undo(self)

    def can_undo(self) -> bool:
        return self.screen_decides() and self.session.can_undo()

    def toast(self, msg: str, seconds: float = 3.0) -> None:
        self.toast_text = msg
        self.toast_time = seconds

    # -- per frame (table_flow.py) ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        table_flow.update(self, dt)

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
        """The guide on a player's first game of this game; True when it was opened now."""
        return table_flow.offer_guide(self)

    # -- whose view the screen shows (table_flow.py) ---------------------------------------------------
    def forget_seat_news(self) -> None:
        """A hand-off: the caption, the summary and the toast were worded from the last seat's view; they go."""
        self.news.forget()
        self.toast_text, self.toast_time = "", 0.0

    def close_seat_view(self) -> None:
        """The screen stops showing the screen seat's view (a hand-off, or it turns public): what was open for
        that seat's eyes closes. A table with panels of its own (a notebook) adds them."""
        table_flow.close_seat_view(self)

    def open_handoff(self) -> None:
        table_flow.open_handoff(self)

    def show_game_over(self) -> None:
        table_flow.show_game_over(self)

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
        if self.coach.active:
            table_frame.draw_coach(self, surface)

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
        table_frame.draw_hover_help(self, surface, scale)

    def draw_choice_popups(self, surface, px: int) -> None:
        """Call last in render: the focus ring, the menu at the pointer and the confirmation box."""
        table_frame.draw_choice_popups(self, surface, px)

    # == what a board without that thing answers (table_spec.TableSpec lists what a game may supply) ===========
    def read_map(self):
        return None

    def relayout(self) -> None:
        """A table drawn without a geometry of its own (a toy table) places nothing."""

    def render(self, surface, data: dict) -> None:
        raise NotImplementedError

    # -- where the choices live ----------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        return {}

    def anchor_paths(self, action) -> list:
        return []

    def anchor_rects(self, events: list) -> list:
        return []

    def seat_rects(self, seat) -> list:
        return []

    def caption_keep_clear(self) -> list:  # the board's words a move's caption must not cover (names, a chain)
        return []

    def seat_colour(self, seat) -> tuple:
        return theme.BONE

    def classify(self, action) -> Risk:
        return NO_RISK

    def group_of(self, payload) -> str:
        return ""

    def choice_face(self, payload):
        """What a listed choice does as the player sees it: two choices in the same words and of the same face
        (copies of one card) are listed once. By default every payload is its own."""
        return payload

    def is_back(self, payload) -> bool:
        """True for the side list's Back row (its key is Backspace)."""
        return False

    def on_focus(self, path: tuple) -> None:
        """The picked anchors changed (a side list with modes follows)."""

    def table_words(self, line: str) -> str:
        """A line from the rules as this table shows it (a game may put the lobby's names in)."""
        return line

    def caption_words(self, line: str) -> str:
        """A rules line as the caption and the summaries show it."""
        return line

    def label_of(self, action) -> str:
        return self.table_words(self.session.rules.describe_action(self.session.state, action))

    # -- drags and clicks ------------------------------------------------------------------------------------
    def register_drag(self) -> None:
        pass

    def legal_targets(self, payload) -> dict:
        return {}

    def on_drop(self, payload, target) -> None:
        pass

    def click_item(self, payload) -> None:
        pass

    def click_board(self, pos) -> bool:
        return False

    def path_refusal(self, first, target) -> str:
        """Why `first` cannot be dropped on `target` (a table may say more)."""
        return "Not there: only the glowing places."

    def hand_area(self):
        return None

    def note_board(self):
        return None

    # -- keys, buttons, panels -----------------------------------------------------------------------------
    def panel_covers_board(self) -> bool:
        """True while a panel over the board takes the clicks that miss its buttons."""
        return False

    def intercept(self, inp):
        """First look at an input (after mouse moves): True / False to end its handling, None to go on."""
        return None

    def close_panel(self) -> bool:
        """Esc: close an open panel of the game's; True when one was closed."""
        return False

    def skip_click(self, inp) -> bool:
        """True when a click that skipped the animations is used up by that."""
        return False

    def game_key(self, key: int) -> bool:
        return False

    def press_game_button(self, kind: str, arg) -> None:
        pass

    def layout_choices(self) -> None:
        pass

    def clickable_buttons(self) -> list:
        return self.bar_buttons + self.choices.buttons

    def choice_items_to_list(self) -> None:
        """Put the current choices (title and items) into the side list and lay out the buttons: by default every
        legal action of the screen seat under its label, grouped by group_of (the board picker narrows)."""
        legal = self.legal() if self.screen_decides() else []
        self.choosing.list_choices([(self.describe(a), a) for a in legal], (self.view_version, len(legal)))
        self.choice_title = "Your choices" if legal else ""
        self.layout_choices()

    def first_choice(self):
        """What Enter chooses, or None: by default the first listed choice."""
        for _, _, payload, _ in self.choices.items:
            if payload is not None:
                return payload
        return None

    def activate(self, payload) -> None:
        """A listed choice was picked: by default it is requested (asked first when risky)."""
        if payload is not None:
            self.request(payload)

    # -- the session's news in the game's words ---------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        if self.after_anims is not None:
            dice_on = bool(getattr(self.settings(), "dice_animation", True))
            self.after_anims.events(events, dice_on)

    def on_restored(self, last_throw: list) -> None:
        """A saved game was opened. `last_throw` is the latest roll's events (redacted for the screen seat); a
        table with dice shows those of them still in play, at rest."""

    def handoff_note(self, seat) -> str:
        """The line under the hand-off cover's name (by default the decision's prompt)."""
        s = self.session
        return s.rules.decision(s.state).prompt

    def game_over_title(self, result: dict) -> str:
        return "Game over"

    def story_teller(self):
        """The game's `tell(state, events)` (game.games.<id>.story), or None."""
        return None

    def draw_reveal_marks(self, surface, marks: dict) -> None:
        """The replay's "Everything revealed": draw where the hidden pieces went ({kind: [place, ...]}, the
        place now last; Timeline.marks_until). A game with no hidden place draws nothing."""

    def guide_rects(self) -> dict:
        return {}
