"""The leaving part (leave_guard.LeaveGuard) on its own: leaving writes the autosave then goes; a failed write
asks, and "Leave without saving" leaves nothing written behind."""
from types import SimpleNamespace

from game.ui.tables.leave_guard import LeaveGuard


class Session:
    over = False

    def __init__(self, fail=None):
        self.steps, self.fail, self.writes = [1, 2], fail, 0
        self.game_id = "zombie"

    def autosave(self):
        if self.fail:
            raise OSError(28, self.fail)
        self.writes += 1
        return "path"


class App:
    def __init__(self):
        self.pushed = []

    def push(self, scene):
        self.pushed.append(scene)


def test_leaving_writes_the_autosave_once_then_goes():
    s, app, went = Session(), App(), []
    guard = LeaveGuard(s, True, lambda: app)
    assert guard.leave_table(lambda: went.append(1)) and went == [1] and s.writes == 1
    assert not guard.must_write()  # the table's leave() writes nothing again
    s.steps.append(3)
    assert guard.must_write()


def test_a_failed_write_asks_and_leaving_without_saving_is_remembered():
    s, app, went = Session("No space left on device"), App(), []
    guard = LeaveGuard(s, True, lambda: app)
    assert not guard.leave_table(lambda: went.append(1)) and went == []
    assert guard.asking_to_leave and "No space left on device" in app.pushed[0].body
    assert not guard.leave_table(lambda: went.append(2))  # a second close asks nothing new
    guard.confirm_leaving_unsaved(lambda: went.append(1))
    app.pushed[-1].on_choice("leave")
    assert went == [1] and guard.leave_unsaved and not guard.must_write()


def test_a_table_without_autosave_leaves_at_once():
    s, went = Session("unwritable"), []
    guard = LeaveGuard(s, False, lambda: SimpleNamespace())
    assert guard.leave_table(lambda: went.append(1)) and went == [1]
