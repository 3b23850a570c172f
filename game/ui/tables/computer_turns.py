"""Computer seats' turns at a table (a mixin of common.SessionTable): the seat thinks off the frame loop
(ai_worker.Thinker) while the frames go on, its move waits the player's pace, Space pauses computer play
and steps exactly one move, Enter plays on.

Uses the table's `session`, `thinker`, `pacer`, `ai_pending`, `ai_wait`, `speed`, `QUICK_KINDS`,
`skip_animations()`, `after_step()` and `toast()`.
"""
from __future__ import annotations

from .ai_worker import position


class ComputerTurns:
    def think_ahead(self, dt: float) -> None:
        """A computer seat must decide: it starts thinking at once, while the last move still animates."""
        s = self.session
        if s.is_ai_turn() and self.ai_pending is None:
            self.thinker.start(s)
            self.thinker.tick(dt, paced=not self.animating())  # the pace's pause begins when the move on show ends

    def step_ai(self, dt: float) -> None:
        """At most one computer move per frame. The seat thinks off the frame loop (ai_worker.Thinker) while
        the frames go on; its move waits the pace's pause after the last move's animations (the thinking done
        after them counts in it; none at "instant"). While computer play is paused the seat may think, but
        only a step (Space) lets a move go."""
        s = self.session
        if self.ai_pending is None:
            forced = s.forced_action()
            if forced is not None:
                seat, action, paced = s.deciding_seat(), forced, 0.0
            else:
                got = self.thinker.answer(s)
                if got is None:
                    return  # still thinking (the cue shows it)
                seat, action, paced = got
            self.ai_pending = (seat, action, position(s))
            self.ai_wait = self.pacer.delay(action.kind in self.QUICK_KINDS, self.speed) - paced
            if not self.pacer.may_move() or (self.ai_wait > 0 and not self.pacer.step_once):
                return
        elif not self.pacer.may_move():
            return
        else:
            self.ai_wait -= dt
            if self.ai_wait > 0 and not self.pacer.step_once:
                return
        seat, action, where = self.ai_pending
        self.ai_pending = None
        self.pacer.moved()
        if where != position(s) or s.deciding_seat() != seat or s.over:
            return  # the game moved on (an undo, a load): this move belongs to a position that is gone
        events = s.apply(action, seat)
        self.after_step(seat, events, computer=True)

    def thinking_seat(self):
        """The computer seat thinking about the move due now (for the cue on the board), or None."""
        if not self.thinker.thinking() or not self.thinker.current(self.session):
            return None
        return self.thinker.job.seat

    def computer_playing(self) -> bool:
        """True while the next move is a computer's (or a human's only choice, taken for them)."""
        s = self.session
        return not s.over and (self.ai_pending is not None or s.is_ai_turn() or s.forced_action() is not None)

    def pause_or_step(self) -> None:
        """Space during computer play: pause it (the move on show settles at once, as Space always skipped
        animations); while paused, let exactly one move go."""
        self.skip_animations()
        if not self.pacer.paused:
            self.pacer.pause()
            return
        self.pacer.step()

    def play_on(self) -> None:
        self.pacer.resume()
        self.toast("Computer play goes on.", 1.5)
