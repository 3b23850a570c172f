"""The numbers behind a game's charts: pure data, no pygame.

A game's `charts.series(tl, seat)` walks a Timeline (game.core.replay_timeline) and returns Charts: for
each turn (or round) start, and the game's last step, one value per line. Who may see what follows the
replay's own rule (viewers): with everything revealed (seat ALL, a finished game only) a game reads the
whole state at each point, so hidden series (infection, keys the Killer never saw) are the truth; for any
other seat it reads ONLY `tl.view_at(step, seat)`, so an unfinished game's charts show what that seat
knew and nothing more (a hidden series is left out or counts what the seat saw). Nothing here reads
`tl.events`, `tl.final` or a state for a seat that may not see it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from .replay_timeline import ALL, HiddenView, Timeline, viewers

KINDS = ("line", "stacked", "bars")


@dataclass(frozen=True)
class Line:
    label: str
    values: tuple  # one number per x; None where the value is unknown (drawn as a gap)
    seat: Optional[int] = None  # whose line it is (drawn in that seat's colour), None: the game's
    style: int = 0  # picks the marker shape and dash pattern, distinct within a chart


@dataclass(frozen=True)
class Chart:
    title: str
    x_word: str  # "Turn", "Round", "Act": what the x axis counts
    xs: tuple  # the x numbers
    lines: tuple  # Line, in legend order (a stacked chart stacks them bottom first)
    kind: str = "line"
    step_of_x: tuple = ()  # the step each x stands for (the viewer's cursor follows its step through it)
    x_labels: tuple = ()  # the tick text of each x ("End" for the last step)
    sections: tuple = ()  # (x index, label) where a part of the game begins, e.g. (12, "Act 2")
    y_word: str = ""
    y_max: Optional[float] = None  # a fixed top of the scale (e.g. the track's length), else from the data
    note: str = ""  # said under the title (e.g. "as Ann saw it")

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown chart kind {self.kind!r}")
        for line in self.lines:
            if len(line.values) != len(self.xs):
                raise ValueError(f"{self.title}: line {line.label!r} has {len(line.values)} values for {len(self.xs)} xs")

    def label_of(self, i: int) -> str:
        return self.x_labels[i] if i < len(self.x_labels) else str(self.xs[i])

    def x_at(self, step: int) -> float:
        """Where `step` falls along the x axis, as a fractional index (between two points: part way)."""
        steps = self.step_of_x
        if not steps or step <= steps[0]:
            return 0.0
        for i in range(1, len(steps)):
            if step < steps[i]:
                return i - 1 + (step - steps[i - 1]) / max(1, steps[i] - steps[i - 1])
        return float(len(steps) - 1)


@dataclass
class Walk:
    """What a game's reader returned at each point of the game (see `walk`)."""

    word: str
    xs: list = field(default_factory=list)
    labels: list = field(default_factory=list)
    steps: list = field(default_factory=list)
    points: list = field(default_factory=list)  # dicts from the reader
    revealed: bool = False  # read from the whole state (seat ALL)

    def values(self, key) -> tuple:
        return tuple(p.get(key) for p in self.points)

    def keys(self) -> list:
        """Every key any point holds, in first-seen order (lines that come and go, e.g. camps)."""
        return list(dict.fromkeys(k for p in self.points for k in p))


def points_of(tl: Timeline) -> list:
    """(x number, tick label, step) of each turn start, then the last step when the game went past it."""
    out = [(t.number, str(t.number), t.step) for t in tl.turns]
    if not out:
        out = [(0, "Start", 0)]
    if out[-1][2] < tl.steps:
        out.append((out[-1][0] + 1, "End", tl.steps))
    return out


def x_word(tl: Timeline) -> str:
    return tl.turns[0].word if tl.turns else "Turn"


def walk(tl: Timeline, seat, read: Callable) -> Walk:
    """Call `read(view, state)` at each point of `points_of(tl)`: with seat ALL, `view` is the public view
    of the whole state and `state` that state (read it at once: the timeline moves on); for any other seat
    `view` is tl.view_at(step, seat) and `state` is None. HiddenView for a seat this replay may not show."""
    who = viewers(tl)
    if not who.allows(seat):
        what = "everything revealed" if seat == ALL else f"the view of {tl.seat_name(seat)}"
        raise HiddenView(f"{what} cannot be charted: {who.why}")
    out = Walk(x_word(tl), revealed=seat == ALL)
    for number, label, step in points_of(tl):
        if seat == ALL:
            state = tl.goto(step)
            point = read(tl.rules.view(state, None), state)
        else:
            point = read(tl.view_at(step, seat), None)
        out.xs.append(number)
        out.labels.append(label)
        out.steps.append(step)
        out.points.append(point)
    return out


def chart(w: Walk, title: str, lines: list, kind: str = "line", **more) -> Chart:
    """A Chart over the walk's points; `lines` is [(label, key, seat or None)], the key read from each
    point (a missing key is an unknown value). Lines whose values are all unknown are left out."""
    built = []
    for label, key, seat in lines:
        values = w.values(key)
        if any(v is not None for v in values):
            built.append(Line(label, values, seat, len(built)))
    return Chart(title, w.word, tuple(w.xs), tuple(built), kind, tuple(w.steps), tuple(w.labels), **more)


def sections(w: Walk, key: str, word: str) -> tuple:
    """(x index, "<word> n") wherever the point's `key` (e.g. the act) takes a new value."""
    out, last = [], object()
    for i, p in enumerate(w.points):
        if p.get(key) is not None and p.get(key) != last:
            out.append((i, f"{word} {p[key]}"))
            last = p[key]
    return tuple(out) if len(out) > 1 else ()


def seen_note(tl: Timeline, seat) -> str:
    """Under each chart's title: whose knowledge it shows."""
    if seat == ALL:
        return "everything revealed"
    return "what the table saw" if seat is None else f"as {tl.seat_name(seat)} saw it"


def known(flag) -> Optional[int]:
    """1 / 0 for a known True / False, None when the seat does not know."""
    return None if flag is None else int(bool(flag))


def series_of(tl: Timeline, seat) -> list:
    """The game's own charts (its manifest's `charts`: series(timeline, seat)), or [] for a game that has none."""
    from game.core.registry import game_module

    module = game_module(tl.record["game"], "charts")
    return module.series(tl, seat) if module is not None else []
