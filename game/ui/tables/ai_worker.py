"""Computer seats think off the frame loop: a table hands the deciding seat's agent, view, legal list and RNG
to a worker, keeps drawing, and applies the answer in a later frame if the game is still where it was.

    thinker = Thinker()
    thinker.start(session)            # the computer seat that must decide now starts thinking
    thinker.tick(dt, paced)           # each frame while it thinks (takes the answer when it has come)
    thinker.answer(session)           # (seat, action, seconds paced) once, or None while it thinks
    thinker.cancel()                  # leaving the table: the answer, when it comes, is dropped

Workers (`set_mode`, or DREADBOARD_AI_WORKER=process|thread|inline):
  process  the default: one spawned process shared by every table (ai_process.py says why a process),
           started at the first computer decision and kept for the app's life; jobs queue in it.
  thread   a thread per decision (also the fallback when the process cannot start or the agent
           cannot be pickled); a search there slows the frames (the GIL), so it is not the default.
  inline   chosen at once inside start(), as the tables did before: for tests that count frames.

The agent is never used by two threads at once: the worker gets a pickled copy, and the copy it returns
(with its memory and RNG as choosing left them) replaces the seat's agent only when the answer is taken.
While a seat thinks, nothing else can step the game (only the deciding seat acts), so the original sees no
`observe` it would miss; an answer that comes after the game moved on (undo, a load, another step) is
dropped by its position check, and the original agent, which did observe, stays. An agent that cannot be
pickled is handed to a thread as it is (the same exclusivity argument holds).
"""
from __future__ import annotations

import itertools
import os
import sys
import threading
import time
from typing import Optional

from . import ai_process

MODES = ("process", "thread", "inline")
_mode = os.environ.get("DREADBOARD_AI_WORKER", "process")
if _mode not in MODES:
    _mode = "process"

_ids = itertools.count(1)


def set_mode(mode: str) -> str:
    """Choose the worker for new decisions; returns the mode it replaces."""
    global _mode
    if mode not in MODES:
        raise ValueError(f"unknown AI worker {mode!r}; choose from {', '.join(MODES)}")
    old, _mode = _mode, mode
    return old


def mode() -> str:
    return _mode


def position(session) -> tuple:
    """Where the game is: an answer is only taken in the same place (the same steps, the same session)."""
    steps = session.steps
    return (id(session), len(steps), steps[-1] if steps else None)


class AgentFailed(RuntimeError):
    """A computer seat's agent raised while choosing (the text carries the worker's traceback)."""


class Job:
    """One decision on its way: what was handed over, and the answer once it is back."""

    def __init__(self, session, seat: int):
        self.id = next(_ids)
        self.session = session
        self.seat = seat
        self.position = position(session)
        self.legal = session.legal()
        self.started = time.perf_counter()
        self.waited = 0.0  # game time (the frames' dt) since it started (the cue shows after a while)
        self.paced = 0.0  # the part of it after the last move's animations ended: the pace's pause counts it
        self.done = False
        self.index: Optional[int] = None
        self.agent = None
        self.rng = None
        self.error = ""
        self.seconds = 0.0  # the agent's own thinking time, measured where it ran
        self.tries = 0

    def payload(self):
        s = self.session
        return (s.agents[self.seat], s.view(self.seat), self.legal, s.agent_rngs[self.seat])

    def finish(self, answer: tuple) -> None:
        status, value, agent, rng, seconds = answer
        self.seconds = seconds
        if status == "ok":
            self.index, self.agent, self.rng = value, agent, rng
        else:
            self.error = str(value)
        self.done = True

    def fail(self, message: str) -> None:
        self.error = message
        self.done = True


# -- the workers ---------------------------------------------------------------------------------


def _run_inline(job: Job) -> None:
    agent, view, legal, rng = job.payload()
    t0 = time.perf_counter()
    try:
        action = agent.choose(view, legal, rng)
        job.finish(("ok", ai_process.legal_index(legal, action), agent, rng, time.perf_counter() - t0))
    except Exception as exc:
        import traceback

        job.finish(("error", "".join(traceback.format_exception(exc)), None, None, time.perf_counter() - t0))


def _run_thread(job: Job, blob: Optional[bytes]) -> None:
    """On a thread: a pickled copy when there is one, else the objects themselves (see the module doc)."""
    if blob is None:
        target = lambda: _run_inline(job)  # noqa: E731
    else:
        target = lambda: job.finish(ai_process.loads(ai_process.think(blob)))  # noqa: E731
    threading.Thread(target=target, name=f"dreadboard-ai-{job.id}", daemon=True).start()


class ProcessWorker:
    """The one thinking process, spawned (never forked: the parent holds SDL and threads) on first use."""

    def __init__(self):
        self.proc = None
        self.requests = self.answers = None
        self.jobs: dict = {}  # job id -> (Job, blob) sent and not answered
        self.failed = ""  # why the process could not be started (then the threads take over)
        self.ready = False  # the process said it is up

    def alive(self) -> bool:
        return self.proc is not None and self.proc.is_alive()

    def start(self) -> bool:
        if self.alive():
            return True
        if self.failed:
            return False
        import multiprocessing

        try:
            ctx = multiprocessing.get_context("spawn")
            self.requests, self.answers = ctx.Queue(), ctx.Queue()
            self.proc = ctx.Process(target=ai_process.serve, args=(self.requests, self.answers),
                                    name="dreadboard-ai", daemon=True)
            self.ready = False
            self.proc.start()
        except (OSError, RuntimeError, ValueError) as exc:
            self.failed = f"{type(exc).__name__}: {exc}"
            print(f"warning: computer seats think on threads (no process: {self.failed})", file=sys.stderr)
            self.proc = None
            return False
        return True

    def submit(self, job: Job, blob: bytes) -> bool:
        if not self.start():
            return False
        job.tries += 1
        self.jobs[job.id] = (job, blob)
        self.requests.put((job.id, blob))  # a feeder thread writes it: a large job never blocks the frame
        return True

    def forget(self, job: Job) -> None:
        self.jobs.pop(job.id, None)

    def poll(self) -> None:
        """Take every answer that has arrived (answers of forgotten jobs are dropped here)."""
        if self.answers is None:
            return
        import queue

        while True:
            try:
                job_id, out = self.answers.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                break
            if job_id == ai_process.READY:
                self.ready = True
                continue
            entry = self.jobs.pop(job_id, None)
            if entry is not None:
                entry[0].finish(ai_process.loads(out))
        if self.jobs and not self.alive():
            self._restart()

    def wait_ready(self, seconds: float = 60.0) -> bool:
        """Block until the process has started (for the bench, never in a frame)."""
        end = time.monotonic() + seconds
        while self.start() and not self.ready and time.monotonic() < end:
            self.poll()
            time.sleep(0.01)
        return self.ready

    def _restart(self) -> None:
        """The process died with jobs on it: start another and send them again, once."""
        code = self.proc.exitcode if self.proc is not None else None
        pending = list(self.jobs.values())
        self.jobs.clear()
        self.proc = None
        self._close_queues()
        for job, blob in pending:
            if job.tries >= 2 or not self.submit(job, blob):
                job.fail(f"the computer players' process stopped (exit code {code})")

    def shutdown(self) -> None:
        if self.proc is None:
            return
        try:
            self.requests.put(None)
            self.proc.join(0.5)
        except (OSError, ValueError):
            pass
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(0.5)
        self._close_queues()
        self.proc = None
        self.jobs.clear()

    def _close_queues(self) -> None:
        for q in (self.requests, self.answers):
            if q is not None:
                q.close()
                q.cancel_join_thread()  # nobody reads them any more: do not wait to flush them
        self.requests = self.answers = None


_process: Optional[ProcessWorker] = None


def process_worker() -> ProcessWorker:
    global _process
    if _process is None:
        _process = ProcessWorker()
    return _process


def warm() -> None:
    """Start the thinking process now (a table with computer seats opened) so the first move need not wait
    for its imports; nothing when another worker is chosen."""
    if _mode == "process":
        process_worker().start()


def shutdown() -> None:
    """Stop the thinking process (the app is closing)."""
    if _process is not None:
        _process.shutdown()


# -- a table's side ------------------------------------------------------------------------------


class Thinker:
    """The decision one table is waiting for: at most one job, for the position the game is in."""

    def __init__(self):
        self.job: Optional[Job] = None

    def thinking(self) -> bool:
        """True while a computer seat's decision is out and not back."""
        return self.job is not None and not self.job.done

    def current(self, session) -> bool:
        """True when the job is for the game as it stands now."""
        return self.job is not None and self.job.position == position(session)

    def start(self, session) -> Job:
        """The deciding computer seat starts thinking (a job already out for this position is kept)."""
        if self.current(session):
            return self.job
        self.cancel()
        job = self.job = Job(session, session.deciding_seat())
        how = _mode
        blob = None
        if how != "inline":
            try:
                blob = ai_process.dumps(job.payload())
            except Exception:  # an agent that cannot be pickled thinks on a thread, as it is
                how = "thread"
        if how == "process" and process_worker().submit(job, blob):
            return job
        if how == "inline":
            _run_inline(job)
        else:
            _run_thread(job, blob)
        return job

    def tick(self, dt: float, paced: bool = True) -> None:
        """A frame went by while the seat thinks; `paced` when no animation played in it."""
        if self.job is not None and not self.job.done:
            self.job.waited += dt
            if paced:
                self.job.paced += dt
            if _process is not None:
                _process.poll()

    def answer(self, session):
        """The answer for the game as it stands: (seat, action, seconds paced), given once; None while
        the seat thinks, or when there is no job or it was for another position (then it is dropped)."""
        job = self.job
        if job is None:
            return None
        if not job.done and _process is not None:
            _process.poll()
        if not self.current(session):
            self.cancel()
            return None
        if not job.done:
            return None
        self.job = None
        if job.error:
            raise AgentFailed(f"{session.seat_name(job.seat)}'s computer player failed:\n{job.error}")
        if job.agent is not None:  # the copy that chose takes over (its memory, its RNG)
            session.agents[job.seat] = job.agent
            session.agent_rngs[job.seat] = job.rng
        return job.seat, job.legal[job.index], job.paced

    def cancel(self) -> None:
        """Drop the decision on its way (its answer is ignored when it comes)."""
        if self.job is not None and _process is not None:
            _process.forget(self.job)
        self.job = None
