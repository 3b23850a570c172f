"""The computer seats' thinking process: one spawned Python process that runs `agent.choose` for the tables
(ai_worker.py is the table side). No pygame here: the child imports only the agent's own modules.

Why a process and not a thread: a search is pure Python and CPU-bound, and a thread running it takes the
GIL from the frame loop for a whole switch interval at a time. Measured on the Zombie table at 1920x1080
(bench.table_frames, 150 animated frames, a busy-loop thread beside it): frame p95 1.7 ms alone, 11.4 ms with
the thread, 5.6 ms with sys.setswitchinterval(0.0005) (and the search then runs at half speed). A second
process runs on the other core and leaves the frames alone.

What crosses over is a copy: the agent (its memory of what its seat was shown), the seat's view, the legal
list and the seat's RNG, pickled here; the answer brings back the legal index it chose and the agent and
RNG as they are after choosing, which the table takes over only if the game has not moved on meanwhile. An
agent that keeps a game module (the heuristic adapter keeps its policy module) is pickled by the module's
name.
"""
from __future__ import annotations

import copyreg
import importlib
import io
import os
import pickle
import time
import traceback
import types


def _module_by_name(module):
    return importlib.import_module, (module.__name__,)


_DISPATCH = dict(copyreg.dispatch_table)
_DISPATCH[types.ModuleType] = _module_by_name  # looked up by exact type, at C speed


def dumps(obj) -> bytes:
    """Pickle `obj` (modules it holds go by name)."""
    buf = io.BytesIO()
    p = pickle.Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL)
    p.dispatch_table = _DISPATCH
    p.dump(obj)
    return buf.getvalue()


loads = pickle.loads


def legal_index(legal: list, action) -> int:
    """Where the chosen action is in the legal list (by identity first: actions are interned)."""
    for i, a in enumerate(legal):
        if a is action:
            return i
    return legal.index(action)  # ValueError: the agent answered something that was not offered


def think(blob: bytes) -> bytes:
    """One job: blob = dumps((agent, view, legal, rng)) -> dumps(("ok", index, agent, rng, seconds)) or
    dumps(("error", traceback text, None, None, seconds))."""
    t0 = time.perf_counter()
    try:
        agent, view, legal, rng = loads(blob)
        action = agent.choose(view, legal, rng)
        return dumps(("ok", legal_index(legal, action), agent, rng, time.perf_counter() - t0))
    except Exception:
        return dumps(("error", traceback.format_exc(), None, None, time.perf_counter() - t0))


# designed: the thinking process yields to the app's frames when both want the same core (on an idle second
# core it runs at full speed; on a busy machine a Hard search then answers later, with the same iterations and
# so the same choice)
NICE = 5
READY = 0  # the job id of the child's first message: it has started and imported what it needs


def serve(requests, answers) -> None:
    """The child's loop: (job id, blob) in, (job id, answer blob) out, until None or the parent is gone
    (checked every second: the child holds a write end of its own queue, so it would never see EOF)."""
    import multiprocessing
    import queue
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in the terminal is the app's to handle
    if hasattr(os, "nice"):  # on a busy machine the frames come first; a search answers within its time anyway
        try:
            os.nice(NICE)
        except OSError:
            pass
    parent = multiprocessing.parent_process()
    answers.put((READY, b""))
    while True:
        try:
            msg = requests.get(timeout=1.0)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job_id, blob = msg
        answers.put((job_id, think(blob)))
