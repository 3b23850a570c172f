"""The one dispatch base of the engines: a decision is a frame of a kind, and a game declares per kind how its
legal list is built and how an action applies (tables of small functions), and how it moves on afterwards.

A game subclasses FrameDispatch and declares:
  FRAME           where its current frame lives in state.d (a FrameAt: ONE_FRAME, d["frame"] with "kind", None
                  once nobody decides; FRAME_STACK, the top of d["stack"] with "t", empty once nobody decides);
  PROMPTS         frame kind -> what the deciding seat is asked (the kind itself where missing);
  DECISION_KINDS  frame kind -> the Decision's kind where it is not the frame kind itself;
  LEGAL / APPLY   frame kind -> LEGAL[kind](state, frame) -> the legal list,
                  APPLY[kind](state, frame, action, events) -> its effect (the deciding seat is frame["seat"]);
  moved_on        moved_on(state, frame, events): the game runs on after `frame` was answered.
state.d["result"] is the end; open_game is the start every engine shares. Pure Python, like every rules engine."""
from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Callable

from .actions import Action
from .engine import Decision, Rules


@dataclass(frozen=True)
class FrameAt:
    """Where a game keeps the question it asks: `current(d)` is the frame (None when there is none), `kind` the
    key of its kind; with `cleared` (a d["frame"] layout), the frame is taken off before its APPLY runs (which
    sets the next one, if any). Only the layout of state.d differs between games: the logic that reads it is the
    base's."""
    current: Callable
    kind: str
    cleared: bool = False


def _stack_top(d: dict):
    stack = d["stack"]
    return stack[-1] if stack else None


ONE_FRAME = FrameAt(itemgetter("frame"), "kind")  # d["frame"]: {"kind": ..., "seat": ...} or None
ONE_FRAME_CLEARED = FrameAt(itemgetter("frame"), "kind", cleared=True)
FRAME_STACK = FrameAt(_stack_top, "t")  # d["stack"][-1]: {"t": ..., "seat": ...}; an empty stack asks nobody


class FrameDispatch(Rules):
    FRAME: FrameAt = ONE_FRAME
    PROMPTS: dict = {}
    DECISION_KINDS: dict = {}
    LEGAL: dict = {}
    APPLY: dict = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # The layout bound once per class: the inner loop reads plain class attributes, no chain of look-ups.
        cls._current = staticmethod(cls.FRAME.current)
        cls._kind = cls.FRAME.kind
        cls._cleared = cls.FRAME.cleared

    @staticmethod
    def moved_on(state, frame: dict, events: list) -> None:
        """The game runs on after `frame` was answered (its events so far in `events`) to its next decision."""
        raise NotImplementedError

    def check_seats(self, seats: int, game_words: str) -> None:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{game_words} is played by {self.info.min_seats} to {self.info.max_seats} players")

    def decision(self, state) -> Decision:
        d = state.d
        f = self._current(d)
        if f is None or d["result"] is not None:
            return Decision(None, "The game is over.", "over")
        k = f[self._kind]
        return Decision(f["seat"], self.PROMPTS.get(k, k), self.DECISION_KINDS.get(k, k))

    def result(self, state):
        return state.d["result"]

    def _legal_actions(self, state) -> list:
        d = state.d
        f = self._current(d)
        if f is None or d["result"] is not None:
            return []
        return self.LEGAL[f[self._kind]](state, f)

    def _apply(self, state, action: Action) -> list:
        d = state.d
        d.pop("opening_events", None)
        f = self._current(d)
        if self._cleared:
            d["frame"] = None
        events: list = []
        self.APPLY[f[self._kind]](state, f, action, events)
        self.moved_on(state, f, events)
        return events


def open_game(state, events: list, advance):
    """The start every engine shares: the game runs on from its opening `events` (game-start and the like) to
    its first decision, and those events are kept for the table until the first action (FrameDispatch._apply)."""
    advance(state, events)
    state.d["opening_events"] = events
    return state


def counting_steps(advance) -> Callable:
    """A moved_on hook for a game that counts its steps in d["steps"]: one more, then `advance(state, events)`."""
    def moved_on(state, frame: dict, events: list) -> None:
        state.d["steps"] += 1
        advance(state, events)
    return moved_on
