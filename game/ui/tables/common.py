"""What every game's table reuses: the session flow (AI pacing, hand-off, autosave, undo, game over),
cached text and panels, buttons, the log panel and the dice panel (the side list of choices: choice_list.py).

`SessionTable` is a GameScene around a `game.core.session.Session`. A game's table subclasses it
(through board_table.BoardTable, the input and choices every table shares) and implements
`render(surface, data)`: the ONE drawing entry, given only what the seat in front of the screen may
see (`draw_data()`), plus the animation hooks. Nothing here reads `session.state`,
except `reveal_secrets()`, which the game-over screen calls once the game has a result.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from game.core import instance_lock
from game.core.errors import IllegalAction
from game.core.replay_reveal import reveal_module
from game.core.replay_words import secret_pairs

from game.core.settings import AI_PACES

from ..scene import GameScene, report_error
# text and panels (widgets/ink.py), re-exported for the tables
from ..widgets.ink import clip, fit_px, fitted_line, fitted_text, panel, text, text_surface, wrap  # noqa: F401
from .captions import BACKGROUND_TYPES, Caption, caption_lines
from .ai_worker import Thinker
from .ai_worker import warm as warm_worker
from . import heap
from .computer_turns import ComputerTurns
from .leave_guard import LeaveGuard
from .pacing import Pacer
from .units import ui_scale_of

# -- buttons: buttons.py (re-exported) ----------------------------------------------------------
from .buttons import (Button, button_at, button_text_px, button_text_whole, button_two_lines_px,  # noqa: E402,F401
                      draw_button, fit_line_px, fonts_line)

# -- dice statistics: dice_stats.py (re-exported) ------------------------------------------------
from .dice_stats import DieStats, dice_stats  # noqa: E402,F401


# -- the session flow ----------------------------------------------------------------------------


class SessionTable(LeaveGuard, ComputerTurns, GameScene):
    """A table scene driving a Session: pacing AI seats, hand-offs, autosave, undo and game over."""

    QUICK_KINDS = ("no_reaction", "decline_trade")  # moves that wait the pace's short delay (pacing.py)
    DEATH_TYPES: tuple = ()  # events where a seat dies or the game ends: the table says how, whoever moved

    def __init__(self, session, autosave: bool = True, replay: Optional[Callable] = None):
        super().__init__()
        self.session = session
        self.game_id = session.game_id
        self.autosave_enabled = autosave
        self.replay = replay  # called with the app: a new game with the same seats
        self.view: dict = {}
        self.view_version = 0
        self.ai_wait = 0.0
        self.ai_pending = None  # (seat, action, position) chosen, applied when the wait is over
        self.thinker = Thinker()  # the computer seat's decision on its way (ai_worker.py)
        self.gameover_wait = 0.0
        self.gameover_shown = False
        self.handoff_open = False
        self.left_screen = None  # the human whose view gave way to the public one for a computer's turn
        self.toast_text = ""
        self.toast_time = 0.0
        self.last_action = None
        self.actions_taken: list = []
        self.last_autosave = None
        self.pacer = Pacer()
        self.caption: Optional[Caption] = None  # the last computer move, shown where it happened
        self.summary = None  # (lines, more): "since your last turn", on show until a click or key
        self.summaries: dict = {}  # human seat -> (lines, more) waiting for that seat to be at the screen
        self.summarised: dict = {}  # human seat -> index of the first step not yet summarised for it
        # The table's map is read now (each table caches it), not at the first frame: a broken map file then stops
        # the table from opening, and the lobby or Load shows its message (file, key, line), never a crash mid-draw.
        self.read_map()

    def read_map(self):
        """Read (and cache) the map this table draws on; raises DataFileError for a broken one."""
        return None

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.pacer.pace = self.pace_setting()
        # a loaded game's past is not news
        self.summarised = {h: len(self.session.steps) for h in self.session.humans()}
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
        self.thinker.cancel()
        self.ai_pending = None
        if self.autosave_enabled and not self.session.over and not self.leave_unsaved \
                and getattr(self, "saved_steps", None) != len(self.session.steps):  # (leave_table wrote it just now)
            self.do_autosave()
        instance_lock.unclaim(self.session.autosave_path)  # another copy of the app may continue this game now

    def resume(self) -> None:
        """Back on top (after the pause menu or settings): the pace may have changed there."""
        if self.app is not None:
            self.pacer.pace = self.pace_setting()
        super().resume()

    def ui_scale(self) -> float:
        """settings.ui_scale: how much bigger the board's text, cards and tokens are drawn."""
        return ui_scale_of(self.app)

    def geo_stale(self, size) -> bool:
        """The board's geometry is missing or made for another window size or UI scale (a change in the settings
        screen shows at once: the geometry, and the caches keyed by it, are made again)."""
        g = getattr(self, "geo", None)
        return g is None or not g.fits(size, self.ui_scale())

    def pace_setting(self) -> str:
        pace = getattr(getattr(self.app, "settings", None), "ai_pace", "normal")
        return pace if pace in AI_PACES else "normal"

    @property
    def speed(self) -> float:
        try:
            return max(0.25, float(self.app.settings.animation_speed))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def refresh(self) -> None:
        """Read the screen seat's view again (after a step, an undo or a hand-off)."""
        self.view = self.session.view_for_screen()
        self.view_version += 1
        self.on_view_changed()

    def on_view_changed(self) -> None:
        """Hook: the view changed (rebuild cached layers, reset selections)."""

    # -- hooks for the game's table ---------------------------------------------------------------
    def animating(self) -> bool:
        return False

    def skip_animations(self) -> None:
        pass

    def on_events(self, events: list, seat, opening: bool = False) -> None:
        """Hook: events of the last step, already redacted for the screen seat."""

    def on_restored(self, last_throw: list) -> None:
        """Hook: a saved game was opened. `last_throw` is the latest roll's events (redacted for the
        screen seat); a table with dice shows those of them still in play, at rest."""

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
        """Every secret of the finished game as (who, what) pairs, in the words of the game's reveal module
        (game/games/<id>/reveal.py, which the replay's "Everything revealed" reads too): called only once
        the game has a result."""
        s = self.session
        mod = reveal_module(s.game_id)
        if mod is None:
            return []
        names = [s.seat_name(i) for i in range(len(s.seats))]
        return secret_pairs(mod.revealed(s.state, names), names)

    def draw_reveal_marks(self, surface, marks: dict) -> None:
        """The replay's "Everything revealed": draw where the hidden pieces went ({kind: [place, ...]}, the
        place now last; Timeline.marks_until). A game with no hidden place draws nothing."""

    def game_over_title(self, result: dict) -> str:
        return "Game over"

    def story_teller(self):
        """Hook: the game's `tell(state, events)` (game.games.<id>.story), or None."""
        return None

    def game_story(self) -> dict:
        """The story of the finished game for the game-over screen, in the table's words: {"ending", "killer",
        "turning_points": [lines], "results": [(name, line)]}."""
        tell = self.story_teller()
        if tell is None or not self.session.over:
            return {}
        st, words = tell(self.session.state, self.all_events()), self.caption_words
        return {"ending": words(st["ending"]), "killer": words(st["killer"]),
                "turning_points": [words(x) for x in st["turning_points"]],
                "results": [(self.session.seat_name(seat), words(line)) for seat, line in st["results"]]}

    def all_events(self) -> list:
        """Every event of the game as the rules wrote it: ONLY for the story, once the game has a result."""
        s = self.session
        if not s.over:
            return []
        return list(s.opening_events) + [e for step in s.steps for e in step.events]

    # -- deciding -------------------------------------------------------------------------------------
    def screen_decides(self) -> bool:
        """True when the seat in front of the screen is the one that must decide now."""
        s = self.session
        seat = s.deciding_seat()
        return (not s.over and seat is not None and seat == s.screen_seat and s.seats[seat].kind == "human"
                and not s.needs_handoff())

    def my_legal(self) -> list:
        """The legal choices, only when the screen seat decides (never another seat's cards)."""
        return self.session.legal() if self.screen_decides() else []

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
            self.app.audio.play("warning_sting", 0.3)
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
        if computer and self.pacer.instant:
            self.skip_animations()
        self.note_turns(seat, events)
        if any(e.get("type") == "turn" for e in events) and self.autosave_enabled:
            self.do_autosave()

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
        self.app.audio.play("card_slide", 0.5)
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
        if self.caption is not None and not self.caption.tick(dt):
            self.caption = None
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
        self.think_ahead(dt)
        if self.animating():
            return
        if s.is_ai_turn() or s.forced_action() is not None:
            if self.screen_unattended():
                self.screen_goes_public()
            self.step_ai(dt)  # a human's only possible choice is taken like an AI's, with a short pause
        elif s.needs_handoff():
            if s.deciding_seat() == self.left_screen:
                self.screen_comes_back()
            else:
                self.open_handoff()
        elif self.summaries:
            self.show_summary()

    def update_animations(self, dt: float) -> None:
        pass

    # -- the first-game guide -------------------------------------------------------------------------
    def guide_rects(self) -> dict:
        """Hook: area id of the game's guide.toml -> where that part is on the screen now."""
        return {}

    def offer_guide(self) -> bool:
        """On a player's first game of this game (a human at the table), open the guide once; the
        settings remember it. True when it was opened now."""
        from ..guides import has_guide

        st = getattr(self.app, "settings", None)
        if st is None or self.game_id in st.guides_shown or not self.session.humans() or not has_guide(self.game_id):
            return False
        if self.session.needs_handoff():
            return False  # after the hand-off: the next player sees the table first
        st.guides_shown = [*st.guides_shown, self.game_id]
        self.app.save_settings()
        self.app.open("guide", game_id=self.game_id, table=self)
        return True

    # -- computer moves: captions ----------------------------------------------------------------------
    def show_caption(self, seat, events: list, death: bool = False) -> None:
        """Caption the move `seat` just made, from the events the screen seat was shown (a death or the end
        of the game leads, in blood, and stays twice as long)."""
        who = self.session.seat_name(seat) if seat is not None else ""
        lines = caption_lines(events, self.caption_words) if not death else \
            [self.caption_words(str(e["text"])) for e in events if e.get("text")][:2]
        if lines:
            secs = max(3.0, self.pacer.caption_seconds()) * (2 if death else 1)
            self.caption = Caption(who, lines, list(events), secs, secs, death)

    # -- since your last turn ---------------------------------------------------------------------------------
    SUMMARY_LINES = 8

    def note_turns(self, seat, events: list) -> None:
        """When a human seat's turn begins, keep what it was shown since it last acted (its own redacted
        events, never the state) until that seat is at the screen."""
        s = self.session
        n = len(s.steps)
        if seat is not None and s.seats[seat].kind == "human":
            self.summarised[seat] = n  # its own moves are not news to it
        for e in events:
            h = e.get("seat") if e.get("type") == "turn" else None
            if h is None or not (0 <= h < len(s.seats)) or s.seats[h].kind != "human":
                continue
            lines = self.since_lines(h, min(self.summarised.get(h, 0), n), n)
            self.summarised[h] = n
            if lines:
                keep = lines[-self.SUMMARY_LINES:]
                self.summaries[h] = (keep, len(lines) - len(keep))

    def since_lines(self, seat: int, start: int, end: int) -> list:
        """The texts of steps[start:end] that `seat` was shown (redacted for it), other seats' moves only."""
        s = self.session
        out = []
        for step in s.steps[start:end]:
            if step.seat == seat:
                continue
            for e in step.events:
                red = s.rules.redact(e, seat)
                if red and red.get("text") and red.get("type") not in BACKGROUND_TYPES:
                    out.append(self.caption_words(str(red["text"])))
        return out

    def show_summary(self) -> None:
        """The screen seat decides: show the summary kept for it, once."""
        seat = self.session.screen_seat
        if seat in self.summaries and self.screen_decides():
            self.summary = self.summaries.pop(seat)

    def forget_seat_news(self) -> None:
        """A hand-off: the caption, the summary and the toast were worded from the last seat's view; they go."""
        self.caption = None
        self.summary = None
        self.toast_text, self.toast_time = "", 0.0

    def caption_words(self, line: str) -> str:
        """Hook: a rules line as the caption shows it (a table puts the lobby's names in)."""
        return line

    # -- whose view the screen shows -------------------------------------------------------------------
    def close_seat_view(self) -> None:
        """The screen stops showing the screen seat's view (a hand-off, or it turns public): what was open or
        on show for that seat's eyes closes. A table with panels of its own (a notebook, the whole log) adds them."""
        self.skip_animations()
        self.forget_seat_news()

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

    def handoff_note(self, seat) -> str:
        """Hook: the line under the hand-off cover's name (by default the decision's prompt)."""
        s = self.session
        return s.rules.decision(s.state).prompt

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

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_data(self) -> dict:
        """Everything the table may draw this frame, from the screen seat's view only."""
        log, rolls = self.log_and_rolls()
        return {"view": self.view, "log": log, "rolls": rolls}

    def log_and_rolls(self) -> tuple:
        """session.log_for(screen seat) and session.rolls(), kept up to date step by step (the full
        rebuild is O(game length) and would run after every move)."""
        s = self.session
        steps = s.steps
        c = getattr(self, "_logc", None)
        fresh = (c is None or c["seat"] != s.screen_seat or c["steps"] is not steps or c["n"] > len(steps)
                 or (c["n"] and steps[c["n"] - 1] is not c["last"]))
        if fresh:
            opening = (s.rules.redact(e, s.screen_seat) for e in s.opening_events)
            c = self._logc = {"seat": s.screen_seat, "steps": steps, "n": 0, "last": None,
                              "log": [red["text"] for red in opening if red and red.get("text")],
                              "rolls": [e for e in s.opening_events if e.get("type") == "roll"]}
        for step in steps[c["n"]:]:
            for e in step.events:
                red = s.rules.redact(e, s.screen_seat)
                if red and red.get("text"):
                    c["log"].append(red["text"])
                if e.get("type") == "roll":
                    c["rolls"].append(e)
        c["n"] = len(steps)
        c["last"] = steps[-1] if steps else None
        return c["log"], c["rolls"]

    def draw(self, surface) -> None:
        self.render(surface, self.draw_data())

    def render(self, surface, data: dict) -> None:
        raise NotImplementedError


def safe_call(app, title: str, fn, *args) -> None:
    try:
        fn(*args)
    except Exception as exc:  # shown to the player, printed for developers
        report_error(app, title, exc)


@dataclass(eq=False)
class Sprite:
    """Something flying across the table: a card face or back, a chip, a die."""
    kind: str  # card | back | chip | die
    pos: tuple
    size: tuple
    data: dict = field(default_factory=dict)
    alpha: int = 255
    visible: bool = True
