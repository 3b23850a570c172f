"""Rules whose state asks one question at a time (Who Goes There?, The Thing): state.d["frame"] is the question
({"kind": ..., "seat": ...}; None once the game is over), state.d["result"] the end. The seat of the frame decides;
its legal list and its effect are the frames module's, by kind (frames.LEGAL, frames.APPLY), and after an action
the game moves on (after_frame: its flow). Pure Python, like every rules engine."""
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
