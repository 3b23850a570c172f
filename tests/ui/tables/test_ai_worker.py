"""Computer seats think off the frame loop: the frames go on while a seat thinks, its answer is
applied once and only in the position it was asked about, leaving the table drops it, and the board shows
who is thinking. The fake agents live in tests/helpers/fake_agents.py (a pickled copy finds them by name)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time  # noqa: E402

import pytest  # noqa: E402

from game.core.session import Session  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.tables import ai_worker, table_frame  # noqa: E402
from game.ui.tables.ai_worker import AgentFailed, Thinker  # noqa: E402
from helpers import fake_agents  # noqa: E402
from helpers.fake_agents import CALLS, GATE, FailingAgent, GatedAgent, SleepyAgent, seat_agent_of  # noqa: E402

from ..table_input import ALL_AI, DT, frames_until  # noqa: E402


@pytest.fixture
def app(instant_app):
    return instant_app


@pytest.fixture
def worker():
    """Run the test with a chosen worker (thread by default: the gate is shared with the copy); the gate
    starts closed and is opened at the end, so no thread waits after the test."""
    old = ai_worker.mode()
    GATE.clear()
    CALLS.clear()

    def use(mode):
        ai_worker.set_mode(mode)

    use("thread")
    yield use
    GATE.set()
    ai_worker.set_mode(old)


def open_game(app, agent_cls, game="zombie", seats=ALL_AI, seed=5):
    session = Session(game, seats, {}, seed, seat_agent=seat_agent_of(agent_cls))
    return tables.open_table(app, session, autosave=False)


def test_the_frames_go_on_while_a_computer_seat_thinks(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    seat = s.deciding_seat()
    start_frames = app.frames
    app.run_frames(40, DT)
    assert app.frames == start_frames + 40  # every frame was drawn while the agent sat blocked
    # and none of them waited for it: a frame that had, would have waited until the gate's 30 s ran out and
    # applied the agent's answer (no clock is read here: a loaded machine changes nothing)
    assert table.computer.thinking_seat() == seat and not s.steps
    assert len(CALLS) == 1  # asked once, not once per frame


def test_the_thinking_seat_gets_its_own_view_and_a_copy_of_its_agent(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    app.run_frames(3, DT)
    seat = s.deciding_seat()
    call = CALLS[0]
    assert call["seat"] == seat
    assert call["view"] == s.view(seat)  # the seat's view, as a human in that seat gets it
    assert call["legal"] == s.legal()
    assert call["agent"] != id(s.agents[seat])  # the worker chooses with a copy: the seat's agent is free
    GATE.set()
    frames_until(app, lambda: len(s.steps) == 1)
    assert s.agents[seat].chosen == 1  # the copy that chose, with its memory, took the seat over


def test_the_answer_is_applied_once_and_where_it_was_asked(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    app.run_frames(3, DT)
    seat, legal = s.deciding_seat(), s.legal()
    applied = []
    real_apply = s.apply

    def spy(action, seat=None):
        applied.append((len(s.steps), action, seat))
        return real_apply(action, seat)

    s.apply = spy
    GATE.set()
    frames_until(app, lambda: applied)
    assert applied[0] == (0, legal[-1], seat)
    assert s.steps[0].action == legal[-1] and s.steps[0].seat == seat
    assert table.computer.thinker.answer(s) is None  # an answer is given once
    app.run_frames(20, DT)
    positions = [n for n, _, _ in applied]
    assert positions == sorted(set(positions))  # never two moves for the same position


def test_a_stale_answer_after_the_game_went_back_is_dropped(worker):
    """Unit level: the answer for a position that is gone (an undo) is dropped and the seat keeps the
    agent that saw what happened."""
    GATE.set()
    s = Session("zombie", ALL_AI, {}, 5, seat_agent=seat_agent_of(GatedAgent))
    s.apply(s.legal()[-1])
    GATE.clear()
    th = Thinker()
    job = th.start(s)
    seat = job.seat
    before = s.agents[seat]
    s.state = s.steps[-1].snapshot  # what Session.undo does
    s.steps.pop()
    GATE.set()
    deadline = time.monotonic() + 10
    while not job.done and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job.done
    assert th.answer(s) is None and th.job is None  # dropped
    assert s.agents[seat] is before  # the stale copy did not take the seat over


def test_a_table_asks_again_after_the_game_went_back(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    GATE.set()
    frames_until(app, lambda: len(s.steps) >= 2)
    GATE.clear()
    frames_until(app, lambda: table.computer.thinking_seat() is not None and len(CALLS) >= len(s.steps) + 1)
    n, asked = len(s.steps), len(CALLS)
    s.state = s.steps[-1].snapshot  # the game goes back a step while a seat thinks
    s.steps.pop()
    GATE.set()
    frames_until(app, lambda: len(s.steps) == n)
    assert len(CALLS) > asked  # the position was asked about again: the stale answer was not applied
    assert CALLS[asked]["view"] == table.session.rules.view(s.steps[-1].snapshot, CALLS[asked]["seat"])


def test_quitting_to_the_menu_while_a_seat_thinks_drops_its_answer(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    app.run_frames(3, DT)
    assert table.computer.thinker.thinking()
    app.to_menu()
    assert table.computer.thinker.job is None and table.computer.pending is None
    GATE.set()
    time.sleep(0.1)
    app.run_frames(10, DT)
    assert not s.steps


def test_saving_while_a_seat_thinks_keeps_its_answer_and_loading_drops_it(app, worker, home):
    table = open_game(app, GatedAgent)
    s = table.session
    GATE.set()
    frames_until(app, lambda: len(s.steps) >= 2)
    GATE.clear()
    frames_until(app, lambda: table.computer.thinking_seat() is not None)
    path = table.save_game("while thinking")
    assert table.computer.thinker.thinking()  # a save does not disturb the seat
    n = len(s.steps)
    loaded = tables.load_game(app, path)
    assert loaded is not table and app.top is loaded
    assert table.computer.thinker.job is None  # the old table left: its decision was dropped
    GATE.set()
    time.sleep(0.1)
    app.run_frames(10, DT)
    assert len(s.steps) == n  # nothing reached the old game
    assert len(loaded.session.steps) >= n  # the loaded game plays on with its own seats


def test_an_agent_that_fails_names_its_seat(app, worker):
    table = open_game(app, FailingAgent)
    name = table.session.seat_name(table.session.deciding_seat())
    with pytest.raises(AgentFailed, match=f"{name}'s computer player failed(.|\n)*the fake agent gives up"):
        for _ in range(200):
            app.step(DT)
            time.sleep(0.002)


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_the_board_shows_who_is_thinking_where_that_seat_sits(app, worker, monkeypatch, game):
    table = open_game(app, GatedAgent, game)
    cues = []
    real = table_frame.draw_thinking
    monkeypatch.setattr(table_frame, "draw_thinking", lambda surface, rects, label, *a: (
        cues.append((rects, label)), real(surface, rects, label, *a)))
    app.step(DT)
    assert table.draw_data()["thinking"] is None  # not at once: quick levels answer within a frame or two
    frames_until(app, lambda: table.computer.thinker.job.waited > table.CUE_AFTER)
    seat = table.computer.thinking_seat()
    cue = table.draw_data()["thinking"]
    assert cue["seat"] == seat and cue["name"] == table.session.seat_name(seat)
    cues.clear()
    app.step(DT)
    rects, label = cues[-1]
    assert label == f"{table.session.seat_name(seat)} is thinking"
    assert rects and rects == table.seat_rects(seat)  # rings where that seat sits
    GATE.set()
    frames_until(app, lambda: table.session.steps)
    assert table.draw_data()["thinking"] is None  # answered: the cue goes with the move


def test_pause_lets_the_seat_think_but_not_move(app, worker):
    table = open_game(app, GatedAgent)
    s = table.session
    table.computer.pacer.pause()
    GATE.set()
    frames_until(app, lambda: table.computer.pending is not None)
    app.run_frames(30, DT)
    assert not s.steps and table.computer.pending is not None  # it has decided; the move waits for Space
    table.computer.pacer.step()
    app.step(DT)
    assert len(s.steps) == 1


def test_the_thinking_process_plays_as_the_frame_loop_did(app, worker):
    """The same seed gives the same moves whether the seats chose inside the frame or in the process:
    the agent's memory and RNG come back with its answer."""
    from game.ai import seat_agent

    seats = [{"kind": "ai", "name": n, "level": lv} for n, lv in (("A", "easy"), ("B", "normal"), ("C", "normal"))]
    moves = {}
    for mode in ("inline", "process"):
        worker(mode)
        table = tables.open_table(app, Session("zombie", seats, {}, 21, seat_agent=seat_agent), autosave=False)
        s = table.session
        frames_until(app, lambda: len(s.steps) >= 40 or s.over, limit=20000, seconds=120)
        moves[mode] = [(st.seat, st.action) for st in s.steps[:40]]
        app.to_menu()
    assert moves["process"] == moves["inline"]


def test_frames_go_on_while_the_thinking_process_works(app, worker):
    worker("process")
    table = open_game(app, SleepyAgent)
    s = table.session
    frames_until(app, lambda: s.steps, limit=100000, seconds=60)  # the process starts (its imports)
    n, frames, t0 = len(s.steps), app.frames, time.perf_counter()
    frames_until(app, lambda: len(s.steps) > n, limit=100000, seconds=30)
    took = time.perf_counter() - t0
    assert took >= SleepyAgent.seconds * 0.9
    assert app.frames - frames >= 10  # the frames went on while the process slept on its answer
    assert fake_agents.CALLS == []  # the choosing happened in the other process (on a thread it lands here)


def test_a_thinking_process_that_dies_is_replaced_and_the_decision_sent_again(app, worker):
    worker("process")
    table = open_game(app, SleepyAgent)
    s = table.session
    first = s.legal()[0]  # what the sleepy agent answers at the opening
    pw = ai_worker.process_worker()
    frames_until(app, lambda: table.computer.thinking_seat() is not None and pw.ready and pw.jobs, limit=100000, seconds=60)
    old = pw.proc
    old.kill()
    old.join(10)
    frames_until(app, lambda: s.steps, limit=100000, seconds=60)
    assert pw.proc is not old and pw.alive()  # a new process took the decision over
    assert s.steps[0].action == first


def test_thinking_during_the_last_moves_animation_does_not_shorten_the_pace(app, worker, monkeypatch):
    app.settings.ai_pace = "normal"
    table = open_game(app, GatedAgent)
    s = table.session
    moving = [True]
    monkeypatch.setattr(table, "animating", lambda: moving[0])
    app.run_frames(15, DT)  # the seat thinks while the last move still plays
    job = table.computer.thinker.job
    assert job.waited == pytest.approx(15 * DT) and job.paced == 0
    moving[0] = False
    app.run_frames(3, DT)
    assert job.paced == pytest.approx(3 * DT)
    GATE.set()
    frames_until(app, lambda: table.computer.pending is not None)
    pause = table.computer.pacer.delay(False, table.speed)
    assert table.computer.wait == pytest.approx(pause - job.paced, abs=2 * DT)  # only the thinking after the show
    frames = 0
    while not s.steps:
        app.step(DT)
        frames += 1
    assert frames >= int((pause - job.paced) / DT) - 1
