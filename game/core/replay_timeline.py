"""A finished (or saved) game as a timeline to step through: the model behind the replay viewer.

No pygame. A Timeline replays a record once (game.core.records.replay, which checks every action and the
saved hash), keeping a clone of the state every `every` steps and each step's events. Step k is the state
after k actions: step 0 is the set-up, `steps` the end. `goto(k)` clones the nearest snapshot at or
before k and applies the remaining actions (at most every-1), so going back is as quick anywhere in a long
game; going forward from where the timeline stands applies only the actions in between.

Who may see what (`viewers`): a finished game shows every seat and everything revealed. An unfinished
game shows only what the seat in front of the screen saw, so a replay never becomes a way to peek at a
game in progress: with one human seat, that seat (and the public view, which it saw too); with several
humans sharing the screen, or no human at all, or a record that does not say who sat where, the public
view alone (any one seat's view would show its secrets to the other people at that screen).

"Everything revealed" is every seat's own view side by side (`reveal_at`), the game's own words for every
secret at a step (`revealed_at`: game/games/<id>/reveal.py, with each computer seat's belief then), the path of
each hidden piece so far (`marks_until`: the Killer's in Terrorscape), and in the story and the turning points
each event's public line followed by the lines of the seats that saw more.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional

from .atomic import write_text_atomic
from .errors import DataFileError
from .records import load, replay
from .replay_reveal import Suspicions, no_marks, reveal_module
from .session_meta import check_meta

SNAPSHOT_EVERY = 32  # a back step costs one clone and at most 31 actions (well under a frame in every game)
KINDS = ("attack", "infection", "death", "reveal")  # the turning points a game may mark (Rules.turning_points)
ALL = "all"  # the "seat" of everything revealed


class HiddenView(Exception):
    """A view this game's replay may not show (an unfinished game seen from another seat, or revealed)."""


@dataclass(frozen=True)
class Viewers:
    """Who may watch: `seats` (None is the public view; the first is the one to open with) and whether
    everything may be revealed; `why` says so in a player's words."""

    seats: tuple
    full_reveal: bool
    why: str

    def allows(self, seat) -> bool:
        return self.full_reveal if seat == ALL else seat in self.seats


@dataclass(frozen=True)
class TurnStart:
    step: int  # the first step showing this turn (its events hold the turn's opening lines)
    number: int
    word: str  # "Turn" or "Round": what the game counts


@dataclass(frozen=True)
class TurningPoint:
    step: int
    kind: str  # one of KINDS
    text: str


def _turn_of(view) -> Optional[tuple]:
    """(word, number) of the public view: a game counts turns ({"turn": {"number"}}) or rounds ({"round"})."""
    turn = view.get("turn") if isinstance(view, dict) else None
    if isinstance(turn, dict) and isinstance(turn.get("number"), int):
        return "Turn", turn["number"]
    rnd = view.get("round") if isinstance(view, dict) else None
    if isinstance(rnd, int) and not isinstance(rnd, bool):
        return "Round", rnd
    return None


def _rules_of(record: dict, path):
    from game.core.registry import get_rules

    try:
        return get_rules(record["game"])
    except KeyError as exc:
        raise DataFileError(path, str(exc.args[0]) if exc.args else "unknown game", where="game") from None


class Timeline:
    """One game to step through. A record made under older rules counts its steps as today's rules
    replay it (records.replay may carry one old action over as several)."""

    @classmethod
    def open(cls, path, every: int = SNAPSHOT_EVERY) -> "Timeline":
        """The timeline of a save or record file; DataFileError names the file and what is wrong."""
        return cls(load(path), path=path, every=every)

    def __init__(self, record: dict, path="<record>", every: int = SNAPSHOT_EVERY):
        if every < 1:
            raise ValueError("a snapshot every 1 step at least")
        self.record, self.path, self.every = record, path, every
        self.actions: list = []
        self.events: list = [[]]  # events[k]: what step k's action caused; events[0]: the set-up's opening
        self.snapshots: list = []  # snapshots[i]: the state at step i * every
        self.turns: list = []  # TurnStart, in order
        self.last_applies = 0  # actions applied by the last move (the bench figure)
        counted: list = []  # (word, number) or None of the public view at each step
        self.rules = rules = _rules_of(record, path)
        self.reveal = reveal_module(record["game"])
        marks = getattr(self.reveal, "marks", None)
        if marks is no_marks:  # a game with no hidden place: no path to collect
            marks = None
        placed: list = []  # marks(state) after each action (the set-up's are added once it is built)

        def on_step(index, seat, action, events, state):
            self.actions.append(action)
            self.events.append(list(events))
            if (index + 1) % every == 0:
                self.snapshots.append(rules.clone(state))
            counted.append(_turn_of(rules.view(state, None)))
            if marks is not None:
                placed.append(marks(state))

        self.snapshots.append(None)  # step 0: set up below, once `replay` has checked the whole file
        _, final = replay(record, path=path, on_step=on_step)
        start = rules.new_game(record["seed"], record["seats"], record["options"])
        self.snapshots[0] = start
        self._moves: dict = {}  # kind -> [(step, place or None)]: where each hidden piece went, changes only
        for step, now in enumerate([marks(start)] + placed if marks is not None else []):
            for kind in set(self._moves) | set(now):
                changes = self._moves.setdefault(kind, [])
                if not changes or changes[-1][1] != now.get(kind):
                    changes.append((step, now.get(kind)))
        self.events[0] = list(getattr(start, "d", {}).get("opening_events", [])) if hasattr(start, "d") else []
        for step, turn in enumerate([_turn_of(rules.view(start, None))] + counted):
            if turn is not None and (not self.turns or self.turns[-1].number != turn[1]):
                self.turns.append(TurnStart(step, turn[1], turn[0]))
        self.final = final  # the timeline's own: goto hands out clones of it
        self.step, self.state = self.steps, rules.clone(final)
        self.result = rules.result(final)
        self._marks: dict = {}
        self._names: Optional[list] = None
        self._revealed: dict = {}  # step -> revealed_at's answer (the viewer asks every frame)
        self._suspicions: Optional[Suspicions] = None

    # -- moving ---------------------------------------------------------------------------
    @property
    def steps(self) -> int:
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.result is not None

    def goto(self, step: int):
        """The state at `step` (the timeline's own: read it; it changes with the next move)."""
        if not 0 <= step <= self.steps:
            raise IndexError(f"step {step} is outside this game (0 to {self.steps})")
        base = step // self.every * self.every
        if step == self.steps and self.step != step:
            self.state, applied = self.rules.clone(self.final), 0
        elif base <= self.step <= step:  # forward from here: only the actions in between
            applied = step - self.step
            for action in self.actions[self.step:step]:
                self.rules.apply(self.state, action)
        else:
            self.state = self.rules.clone(self.snapshots[base // self.every])
            applied = step - base
            for action in self.actions[base:step]:
                self.rules.apply(self.state, action)
        self.step, self.last_applies = step, applied
        return self.state

    def first(self):
        return self.goto(0)

    def last(self):
        return self.goto(self.steps)

    def forward(self):
        return self.goto(min(self.step + 1, self.steps))

    def back(self):
        return self.goto(max(self.step - 1, 0))

    def turn_step(self, number: int) -> int:
        """The step where turn (or round) `number` begins; KeyError when the game never reached it."""
        for turn in self.turns:
            if turn.number == number:
                return turn.step
        raise KeyError(f"this game has no {self.turns[0].word.lower() if self.turns else 'turn'} {number}")

    def turn_at(self, step: int) -> Optional[TurnStart]:
        """The turn that step `step` belongs to (None before the first)."""
        found = None
        for turn in self.turns:
            if turn.step > step:
                break
            found = turn
        return found

    # -- seeing ---------------------------------------------------------------------------
    def seat_name(self, seat) -> str:
        if seat is None:
            return "the table"
        if self._names is None:  # a save's own names (checked: a player may edit them), else the game's
            meta = self.record.get("meta")
            if isinstance(meta, dict) and isinstance(meta.get("seats"), list):
                self._names = [s["name"] for s in check_meta(meta, self.record["seats"],
                                                               self.rules.info.seat_label).seats]
            else:
                self._names = [self.rules.seat_name(self.final, s) for s in range(self.record["seats"])]
        return self._names[seat]

    def _seat_title(self, seat: int) -> str:
        """ "Ann (Player 2)", or "Player 2" alone when that is the seat's name."""
        label, name = f"{self.rules.info.seat_label} {seat + 1}", self.seat_name(seat)
        return label if name == label else f"{name} ({label})"

    def _check(self, seat) -> None:
        who = viewers(self)
        if not who.allows(seat):
            what = "everything revealed" if seat == ALL else f"the view of {self.seat_name(seat)}"
            raise HiddenView(f"{what} cannot be shown: {who.why}")

    def view_at(self, step: int, seat):
        """What `seat` (None: the public) saw at `step`; HiddenView for a seat this replay may not show."""
        self._check(seat)
        return self.rules.view(self.goto(step), seat)

    def reveal_at(self, step: int) -> list:
        """Everything at `step`: every seat's view, in seat order (a finished game only)."""
        self._check(ALL)
        state = self.goto(step)
        return [self.rules.view(state, s) for s in range(self.record["seats"])]

    def revealed_at(self, step: int) -> dict:
        """Every secret at `step` in the game's words (its reveal.revealed: {"seats": [{seat, title, lines,
        cards}], "notes": [...]}), each computer seat's belief then added to its lines (a finished game only).
        Kept per step (the viewer asks every frame): read it, never change it."""
        self._check(ALL)
        if step not in self._revealed:
            state = self.goto(step)
            n = self.record["seats"]
            names = [self.seat_name(s) for s in range(n)]
            out = self.reveal.revealed(state, names)
            if self._suspicions is None:
                meta = self.record.get("meta")
                seats = check_meta(meta, n, self.rules.info.seat_label).seats if isinstance(meta, dict) else []
                self._suspicions = Suspicions(self, self.reveal, seats)
            for row in out["seats"]:
                line = self._suspicions.line(step, row["seat"], state, names)
                if line:
                    row["lines"].append(line)
            if len(self._revealed) > 256:  # a long game scrubbed end to end: keep the memory small
                self._revealed.clear()
            self._revealed[step] = out
        return self._revealed[step]

    def marks_until(self, step: int) -> dict:
        """{kind: [place, ...]}: where each hidden piece (reveal.marks) went up to `step`, the place at `step`
        last, a place repeated only when it left and came back; a piece off the board at `step` is left out
        (a finished game only)."""
        self._check(ALL)
        if not 0 <= step <= self.steps:
            raise IndexError(f"step {step} is outside this game (0 to {self.steps})")
        out = {}
        for kind, changes in self._moves.items():
            path = [place for s, place in changes if s <= step and place is not None]
            now = [place for s, place in changes if s <= step]
            if now and now[-1] is not None:
                out[kind] = [p for i, p in enumerate(path) if i == 0 or path[i - 1] != p]
        return out

    def lines(self, event: dict, seat) -> list:
        """The log lines of one event for `seat` (ALL: the public line, then each seat's that says more)."""
        if seat != ALL:
            red = self.rules.redact(event, seat)
            return [red["text"]] if red and red.get("text") else []
        public = self.lines(event, None)
        out = list(public)
        for s in range(self.record["seats"]):
            for line in self.lines(event, s):
                if line not in public and not any(o.endswith(line) for o in out):
                    out.append(f"[{self.seat_name(s)}] {line}")
        return out

    def lines_at(self, step: int, seat) -> list:
        """The log lines `seat` (ALL: everything revealed) saw at `step`: what its action caused (step 0:
        the set-up). The viewer's log reads these, never `events` (which hold every seat's secrets)."""
        self._check(seat)
        return [line for event in self.events[step] for line in self.lines(event, seat)]

    def events_at(self, step: int, seat) -> list:
        """The events of `step` as `seat` (None: the public) was shown them, redacted: what the viewer's table
        animates and counts its dice from (step 0: the set-up's opening)."""
        self._check(seat)
        return [r for r in (self.rules.redact(e, seat) for e in self.events[step]) if r]

    def turning_points(self, seat=None) -> list:
        """TurningPoint of every event of a kind the game marks (Rules.turning_points), as `seat` saw it."""
        self._check(seat)
        if seat not in self._marks:
            kind_of = {t: kind for kind, types in self.rules.turning_points.items() for t in types}
            marks = []
            for step, events in enumerate(self.events):
                for event in events:
                    kind = kind_of.get(event.get("type"))
                    seen = self.lines(event, seat) if kind else []
                    if seen:  # an event that seat saw no line of marks nothing
                        marks.append(TurningPoint(step, kind, "; ".join(seen)))
            self._marks[seat] = marks
        return list(self._marks[seat])

    # -- the story ------------------------------------------------------------------------
    def story(self, seat=None) -> str:
        """The game's story as `seat` saw it (ALL: everything revealed), with a heading at every turn."""
        self._check(seat)
        info = self.rules.info
        n = self.record["seats"]
        out = [f"Dreadboard: {info.name}",
               "Seats: " + ", ".join(self._seat_title(s) for s in range(n)),
               "Seen by: " + ("everyone, everything revealed" if seat == ALL else
                              "the table (what everyone saw)" if seat is None else self._seat_title(seat)),
               f"Steps: {self.steps}" + ("" if self.finished else " (the game was not finished)")]
        if self.finished and self.result.get("reason"):
            out.append(f"Result: {self.result['reason']}")
        starts = {t.step: t for t in self.turns}
        for step, events in enumerate(self.events):
            if step in starts:
                turn = starts[step]
                # a game that counts rounds from 0 is setting up in round 0
                out += ["", f"== {turn.word} {turn.number} ==" if turn.number else f"== Before {turn.word.lower()} 1 =="]
            for event in events:
                out += self.lines(event, seat)
        return "\n".join(out) + "\n"

    def write_story(self, path, seat=None) -> None:
        """The story as a text file, written atomically (the previous file kept as .bak)."""
        write_text_atomic(path, self.story(seat))


def viewers(timeline: Timeline) -> Viewers:
    """Who may watch this replay (see the module's notes)."""
    n = timeline.record["seats"]
    if timeline.finished:
        return Viewers((None, *range(n)), True, "the game is over")
    meta = timeline.record.get("meta")
    if not isinstance(meta, dict) or not isinstance(meta.get("seats"), list):
        return Viewers((None,), False, "the game is not finished and the file does not say who played it")
    seats = check_meta(meta, n, timeline.rules.info.seat_label).seats
    humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
    if len(humans) == 1:
        return Viewers((humans[0], None), False,
                       f"the game is not finished: it is shown as {seats[humans[0]]['name']} saw it")
    return Viewers((None,), False, "the game is not finished and several players shared the screen: "
                                   "only what all of them saw is shown")


def jump_back_seconds(timeline: Timeline, back: int = 500) -> tuple:
    """(seconds, actions applied) to go from the last step `back` steps back: the bench's replay figure."""
    timeline.last()
    target = max(0, timeline.steps - max(0, back))
    start = time.perf_counter()
    timeline.goto(target)
    return time.perf_counter() - start, timeline.last_applies


def run_command(path, jump_back: Optional[int] = None, story: Optional[str] = None, seat: Optional[str] = None,
                out=None) -> int:
    """`python -m game replay FILE` with --jump-back N (the time to go N steps back from the end) or
    --story OUT.txt [--seat NUMBER|table|all] (the game's story as that seat saw it; default: the first
    seat this replay may show). Prints to `out`; returns the exit code."""
    import sys

    out = out or sys.stdout
    try:
        tl = Timeline.open(path)
    except DataFileError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 1
    if jump_back is not None:
        seconds, applied = jump_back_seconds(tl, jump_back)
        print(f"jump back {jump_back} steps (step {tl.steps} -> {tl.step} of {tl.steps}): {seconds * 1000:.2f} ms, "
              f"{applied} actions applied (a snapshot every {tl.every} steps)", file=out)
    if story is not None:
        who = viewers(tl)
        if seat is None:
            chosen = who.seats[0]
        elif seat in ("table", ALL):
            chosen = None if seat == "table" else ALL
        elif seat.isdigit() and 1 <= int(seat) <= tl.record["seats"]:
            chosen = int(seat) - 1
        else:
            print(f"replay: --seat is a seat number from 1 to {tl.record['seats']}, 'table' or 'all', not {seat!r}",
                  file=sys.stderr)
            return 2
        try:
            tl.write_story(story, chosen)
        except HiddenView as exc:
            print(f"replay: {exc}", file=sys.stderr)
            return 2
        except OSError as exc:
            print(f"replay: cannot write {story}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(f"story ({'everything revealed' if chosen == ALL else 'as ' + tl.seat_name(chosen) + ' saw it'}) "
              f"written to {story}", file=out)
    return 0
