"""The computer turns part (computer_turns.ComputerTurns) on its own: a forced move waits the pace's pause,
a pause holds every move, and a step while paused lets exactly one go."""
from types import SimpleNamespace

from game.core.actions import Action
from game.ui.tables.computer_turns import ComputerTurns

PASS = Action("pass")


class Session:
    """A session whose seat 0 has one forced move, again and again."""

    def __init__(self):
        self.steps, self.applied, self.over = [], [], False

    def is_ai_turn(self):
        return False

    def forced_action(self):
        return PASS

    def deciding_seat(self):
        return 0

    def apply(self, action, seat):
        self.applied.append((seat, action))
        self.steps.append(SimpleNamespace(seat=seat))
        return [{"type": "passed"}]


def frames(part, n, dt=0.1):
    moved = []
    for _ in range(n):
        got = part.step(dt, 1.0)
        if got is not None:
            moved.append(got)
    return moved


def test_a_forced_move_waits_the_pace_then_is_applied_once():
    s = Session()
    part = ComputerTurns(s)
    part.pacer.pace = "normal"
    assert part.step(0.1, 1.0) is None and part.pending is not None  # chosen, waiting its pause
    moved = frames(part, 12)
    assert moved and moved[0] == (0, [{"type": "passed"}]) and s.applied[0] == (0, PASS)


def test_at_instant_pace_the_move_goes_at_once():
    s = Session()
    part = ComputerTurns(s)
    part.pacer.pace = "instant"
    assert part.step(0.1, 1.0) == (0, [{"type": "passed"}])


def test_paused_nothing_moves_and_a_step_lets_exactly_one_go():
    s = Session()
    part = ComputerTurns(s)
    part.pacer.pace = "instant"
    part.pause_or_step()
    assert part.pacer.paused
    assert frames(part, 10) == [] and s.applied == []
    part.pause_or_step()  # a step
    assert len(frames(part, 10)) == 1 and len(s.applied) == 1


def test_a_move_chosen_for_a_position_that_is_gone_is_dropped():
    s = Session()
    part = ComputerTurns(s)
    part.pacer.pace = "normal"
    part.step(0.1, 1.0)
    s.steps.append(SimpleNamespace(seat=1))  # an undo or a load moved the game on
    assert frames(part, 12, dt=0.2)[0] is not None  # the stale one dropped, a fresh one chosen and applied
    assert len(s.applied) == 1 and part.playing()
