"""The dispatch bases of the engines: a decision is a frame of a kind, and a game declares per kind how its legal
list is built and how an action applies (tables of small functions), and how it moves on afterwards.

FrameRules (Who Goes There?, The Thing): state.d["frame"] is the one question ({"kind": ..., "seat": ...}; None
once the game is over); the frames module's LEGAL / APPLY tables by kind, then after_frame (the game's flow).
StackRules (Zombie, Crimson Creek): state.d["stack"][-1] is the question ({"t": ..., "seat": ...}); the class's
LEGAL / APPLY tables by kind, then the game's advance. state.d["result"] is the end in both; open_game is the
start every engine shares. Pure Python, like every rules engine."""
from __future__ import annotations

from .actions import Action
from .engine import Decision, Rules


class FrameRules(Rules):
    PROMPTS: dict = {}  # frame kind -> what the deciding seat is asked
    frames = None  # the game's frames module: LEGAL[kind](state, seat, frame), APPLY[kind](state, seat, frame, a, ev)
    CLEAR_FRAME = False  # the frame is taken off before its APPLY runs (which then sets the next one, if any)

    def check_seats(self, seats: int, game_words: str) -> None:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{game_words} is played by {self.info.min_seats} to {self.info.max_seats} players")

    def decision(self, state) -> Decision:
        f = state.d["frame"]
        if f is None:
            return Decision(None, "The game is over.", "over")
        return Decision(f["seat"], self.PROMPTS.get(f["kind"], f["kind"]), f["kind"])

    def result(self, state):
        return state.d["result"]

    def _legal_actions(self, state) -> list:
        d = state.d
        f = d["frame"]
        if f is None or d["result"] is not None:
            return []
        return self.frame_legal(state, f)

    def frame_legal(self, state, f: dict) -> list:
        return self.frames.LEGAL[f["kind"]](state, f["seat"], f)

    def _apply(self, state, action: Action) -> list:
        f = state.d["frame"]
        if self.CLEAR_FRAME:
            state.d["frame"] = None
        ev: list = []
        self.frames.APPLY[f["kind"]](state, f["seat"], f, action, ev)
        self.after_frame(state, f, ev)
        return ev

    def after_frame(self, state, f: dict, ev: list) -> None:
        """The game moves on after the frame `f` was answered (its events so far in `ev`)."""
        raise NotImplementedError


def open_game(state, events: list, advance):
    """The start every engine shares: the game runs on from its opening `events` (game-start and the like) to
    its first decision, and those events are kept for the table until the first action (see StackRules._apply)."""
    advance(state, events)
    state.d["opening_events"] = events
    return state


class StackRules(Rules):
    """Rules whose decisions wait on a stack of frames (Zombie, Crimson Creek): state.d["stack"][-1] is the
    question ({"t": kind, "seat": ...}; the stack is empty once the game is over), state.d["result"] the end.
    A game declares per frame kind its legal list (LEGAL[kind](state, top)) and its effect
    (APPLY[kind](state, top, action, events)); after every action the step is counted and the game runs on to
    its next decision (advance(state, events)). The stack and the tables are the game's: the base only looks up."""
    PROMPTS: dict = {}  # frame kind -> what the deciding seat is asked
    DECISION_KINDS: dict = {}  # frame kind -> the Decision's kind where it is not the frame kind itself
    LEGAL: dict = {}
    APPLY: dict = {}

    @staticmethod
    def advance(state, events: list) -> None:
        raise NotImplementedError

    def decision(self, state) -> Decision:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return Decision(None, "The game is over.", "over")
        top = d["stack"][-1]
        t = top["t"]
        return Decision(top["seat"], self.PROMPTS[t], self.DECISION_KINDS.get(t, t))

    def result(self, state):
        return state.d["result"]

    def _legal_actions(self, state) -> list:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return []
        return self.stack_legal(state)

    def stack_legal(self, state) -> list:
        """The top frame's legal list (a game may wrap the look-up, e.g. in a cache scope)."""
        top = state.d["stack"][-1]
        return self.LEGAL[top["t"]](state, top)

    def _apply(self, state, action: Action) -> list:
        d = state.d
        d.pop("opening_events", None)
        events: list = []
        top = d["stack"][-1]
        self.APPLY[top["t"]](state, top, action, events)
        d["steps"] += 1
        self.advance(state, events)
        return events
