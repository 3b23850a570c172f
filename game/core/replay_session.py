"""A read-only stand-in for game.core.session.Session at one step of a replay (the replay viewer).

No pygame. The tables draw a Session: its seats, the screen seat's view, the log and the rolls, the steps
taken so far. `ReplaySession` answers the same questions from a Timeline (replay_timeline.py) at step k,
for ONE shown seat that viewers() allows (None: the public view; ALL: everything revealed, which the
table draws from the public view while the viewer shows the secrets beside it):

- the view is tl.view_at(step, screen seat) (a HiddenView for a seat the replay may not show);
- the log is built from tl.lines_at (the shown seat's lines, never the raw events);
- the steps' events are each step's events as the screen seat was shown them (tl.events_at: redacted, after
  the timeline's own check of the seat), so the table's dice and animations see no secret;
- nobody decides, nothing is legal, nothing is applied, saved or undone, and `state` is never handed out.

Moving (`goto`) moves the timeline (a snapshot and a few actions back, only the actions in between forward)
and keeps what it worked out per step, so stepping to and fro never replays the game from the start.
"""
from __future__ import annotations

from typing import Optional

from .atomic import backup_path
from .errors import DataFileError
from .replay_timeline import ALL, HiddenView, Timeline
from .session import SeatConfig
from .session_meta import check_meta


class ReadOnly(Exception):
    """Something tried to change a replay (apply, undo, save): a replay only shows what happened."""


class ReplayStep:
    """One step as the table reads Session.steps: `seat` (not kept by the timeline: None), the events as the
    screen seat saw them, a barrier (nothing is undone in a replay) and no snapshot."""

    __slots__ = ("seat", "action", "events", "barrier", "snapshot")

    def __init__(self, events: list):
        self.seat, self.action, self.events, self.barrier, self.snapshot = None, None, events, True, None


class StepsSoFar:
    """session.steps of a replay at step k: a sequence of k ReplaySteps made when first read (a jump to the end
    of a long game redacts nothing until a table looks back through the steps)."""

    def __init__(self, session: "ReplaySession", n: int):
        self._session, self._n = session, n

    def __len__(self) -> int:
        return self._n

    def __bool__(self) -> bool:
        return self._n > 0

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._n))]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("step index out of range")
        return self._session.step_record(i + 1)  # steps[i] is the action that made step i + 1

    def __iter__(self):
        return (self[i] for i in range(self._n))

    def __reversed__(self):
        return (self[i] for i in range(self._n - 1, -1, -1))


def seat_configs(tl: Timeline) -> list:
    """The seats as the record's meta names them (checked as a save's are), else the game's default names."""
    n = tl.record["seats"]
    meta = tl.record.get("meta")
    if isinstance(meta, dict) and isinstance(meta.get("seats"), list):
        return [SeatConfig(s["kind"], s["name"], s["level"])
                for s in check_meta(meta, n, tl.rules.info.seat_label).seats]
    return [SeatConfig("human", tl.seat_name(i), "normal") for i in range(n)]


class ReplaySession:
    """What a table reads of a Session, at `step` of `timeline`, as `seat` (None, a seat number or ALL) saw it."""

    def __init__(self, timeline: Timeline, seat=None, step: Optional[int] = None):
        self.timeline = tl = timeline
        tl._check(seat)  # HiddenView, in the timeline's own words, for a seat viewers() does not allow
        self.shown = seat
        self.screen_seat = None if seat == ALL else seat  # everything revealed draws the public table
        self.game_id = tl.record["game"]
        self.rules = tl.rules
        self.seats = seat_configs(tl)
        self.options = dict(tl.record.get("options") or {})
        self.seed = tl.record["seed"]
        self.name = ""
        self.started = ""
        self.load_notes: list = []
        self.seat_notes: dict = {}
        self.agents: dict = {}
        self.agent_rngs: dict = {}
        self.autosave_path = None
        self._steps: dict = {}  # step -> ReplayStep (its redacted events), made once
        self._lines: list = []  # the shown seat's log lines of steps 0.. len(_ends) - 1
        self._ends: list = []  # _ends[k]: len(_lines) once step k's lines are in
        self._rolls: list = []
        self._roll_ends: list = []
        self._cut = None  # (step, log, rolls) handed to the table at that step: the same lists until it moves
        self.opening_events = self._redacted(0)
        self.step = -1
        self.goto(tl.steps if step is None else step)

    # -- moving ---------------------------------------------------------------------------------------------
    def goto(self, step: int) -> None:
        """Stand at `step` (0: the set-up, timeline.steps: the end)."""
        self.timeline.goto(step)  # IndexError outside the game
        self.step = step
        self.steps = StepsSoFar(self, step)
        self._view = None

    @property
    def last(self) -> int:
        return self.timeline.steps

    def _redacted(self, step: int) -> list:
        """Step `step`'s events as the screen seat was shown them (the timeline checks the seat may be shown)."""
        return self.timeline.events_at(step, self.screen_seat)

    def step_record(self, step: int) -> ReplayStep:
        got = self._steps.get(step)
        if got is None:
            got = self._steps[step] = ReplayStep(self._redacted(step))
        return got

    def events_at(self, step: int) -> list:
        """What step `step` showed the screen seat (step 0: the opening)."""
        return self.opening_events if step == 0 else self.step_record(step).events

    # -- what the table reads -----------------------------------------------------------------------------
    @property
    def state(self):
        raise HiddenView("a replay hands the table no game state, only the shown seat's view")

    def view_for_screen(self) -> dict:
        if self._view is None:
            self._view = self.timeline.view_at(self.step, self.screen_seat)
        return self._view

    def view(self, seat):
        return self.timeline.view_at(self.step, seat)

    @property
    def over(self) -> bool:
        return False  # the table never opens its game-over screen over a replay

    @property
    def finished(self) -> bool:
        return self.timeline.finished

    def humans(self) -> list:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def seat_name(self, seat) -> str:
        return self.seats[seat].name if seat is not None else "nobody"

    def deciding_seat(self):
        return None

    def legal(self) -> list:
        return []

    def is_ai_turn(self) -> bool:
        return False

    def needs_handoff(self) -> bool:
        return False

    def forced_action(self):
        return None

    def can_undo(self, seat=None) -> bool:
        return False

    def notes_of(self, seat) -> list:
        return []  # a player's note markers are their scribbles of the last save, not of this step

    def set_notes(self, seat, markers) -> None:
        pass  # a note dragged on a replay's table is not kept

    def turn_number(self):
        turn = self.timeline.turn_at(self.step)
        return turn.number if turn is not None else None

    def log_for(self, seat) -> list:
        if seat != self.shown and seat != self.screen_seat:
            self.timeline._check(seat)
            raise HiddenView("this replay shows one seat's log at a time")
        return list(self.log_and_rolls()[0])

    def rolls(self) -> list:
        return list(self.log_and_rolls()[1])

    def log_and_rolls(self) -> tuple:
        """(log lines, roll events) up to this step, as the shown seat saw them: the same two lists while the
        step stays (the table's log layer redraws when they change)."""
        if self._cut is not None and self._cut[0] == self.step:
            return self._cut[1], self._cut[2]
        tl = self.timeline
        while len(self._ends) <= self.step:
            k = len(self._ends)
            self._lines += tl.lines_at(k, self.shown)
            self._ends.append(len(self._lines))
            self._rolls += [e for e in self.events_at(k) if e.get("type") == "roll"]
            self._roll_ends.append(len(self._rolls))
        self._cut = (self.step, self._lines[:self._ends[self.step]], self._rolls[:self._roll_ends[self.step]])
        return self._cut[1], self._cut[2]

    # -- what a replay never does -------------------------------------------------------------------------
    def apply(self, *args, **kwargs):
        raise ReadOnly("a replay cannot be played on")

    def undo(self, *args, **kwargs) -> bool:
        return False

    def confirm_handoff(self) -> None:
        pass

    def save(self, *args, **kwargs):
        raise ReadOnly("a replay is not saved: the game's own save is where it came from")

    def autosave(self, *args, **kwargs):
        raise ReadOnly("a replay is not autosaved")

    def record(self) -> dict:
        return self.timeline.record


def open_timeline(path) -> Timeline:
    """The timeline of a save, or of its backup when the file itself is damaged and the backup is not (as a
    game is loaded); DataFileError names the file and the problem."""
    try:
        return Timeline.open(path)
    except DataFileError:
        bak = backup_path(path)
        if not bak.is_file():
            raise
        try:
            return Timeline.open(bak)
        except DataFileError:
            pass
        raise
