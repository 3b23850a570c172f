"""Computer seats' turns at a table (a part the Table owns): the seat thinks off the frame loop
(ai_worker.Thinker) while the frames go on, its move waits the player's pace (pacing.Pacer), Space pauses
computer play and steps exactly one move, Enter plays on.

It holds the session, the thinker, the pacer and the move chosen but not yet applied; what the table does with
a move (after_step: refresh, captions, autosave) stays the table's: `step` returns the move it applied.
"""
from __future__ import annotations

from .ai_worker import Thinker, position
from .pacing import Pacer


class ComputerTurns:
    def __init__(self, session, quick_kinds: tuple = ()):
        self.session = session
        self.quick_kinds = tuple(quick_kinds)  # moves that wait the pace's short delay (pacing.py)
        self.thinker = Thinker()  # the computer seat's decision on its way
        self.pacer = Pacer()
        self.pending = None  # (seat, action, position) chosen, applied when the wait is over
        self.wait = 0.0

    def cancel(self) -> None:
        """Leaving the table: a decision on its way is dropped."""
        self.thinker.cancel()
        self.pending = None

    def think_ahead(self, dt: float, animating: bool) -> None:
        """A computer seat must decide: it starts thinking at once, while the last move still animates."""
        s = self.session
        if s.is_ai_turn() and self.pending is None:
            self.thinker.start(s)
            self.thinker.tick(dt, paced=not animating)  # the pace's pause begins when the move on show ends

    def step(self, dt: float, speed: float):
        """At most one computer move per frame: (seat, events) when one was applied now, else None. Its move
        waits the pace's pause after the last move's animations (the thinking done after them counts in it;
        none at "instant"). While computer play is paused the seat may think, but only a step lets a move go."""
        s = self.session
        if self.pending is None:
            forced = s.forced_action()
            if forced is not None:
                seat, action, paced = s.deciding_seat(), forced, 0.0
            else:
                got = self.thinker.answer(s)
                if got is None:
                    return None  # still thinking (the cue shows it)
                seat, action, paced = got
            self.pending = (seat, action, position(s))
            self.wait = self.pacer.delay(action.kind in self.quick_kinds, speed) - paced
            if not self.pacer.may_move() or (self.wait > 0 and not self.pacer.step_once):
                return None
        elif not self.pacer.may_move():
            return None
        else:
            self.wait -= dt
            if self.wait > 0 and not self.pacer.step_once:
                return None
        seat, action, where = self.pending
        self.pending = None
        self.pacer.moved()
        if where != position(s) or s.deciding_seat() != seat or s.over:
            return None  # the game moved on (an undo, a load): this move belongs to a position that is gone
        return seat, s.apply(action, seat)

    def thinking_seat(self):
        """The computer seat thinking about the move due now (for the cue on the board), or None."""
        if not self.thinker.thinking() or not self.thinker.current(self.session):
            return None
        return self.thinker.job.seat

    def thinking_for(self) -> float:
        return self.thinker.job.waited

    def playing(self) -> bool:
        """True while the next move is a computer's (or a human's only choice, taken for them)."""
        s = self.session
        return not s.over and (self.pending is not None or s.is_ai_turn() or s.forced_action() is not None)

    def pause_or_step(self) -> None:
        """Space during computer play: pause it; while paused, let exactly one move go (the table settles the
        move on show first)."""
        if not self.pacer.paused:
            self.pacer.pause()
            return
        self.pacer.step()
