"""What every test run shares: the fast tier is the same run on every clean clone.

- Hypothesis runs under the "fast" profile by default: derandomized (each property test draws the same cases
  every run, seeded from the test itself, until the test or Hypothesis changes) and without the example
  database (a failure found on one machine is not replayed on another, so a clean clone and a developer's
  tree run alike). A failure it finds is a defect in the program, to be fixed, never rerun away.
- `-m slow` runs the "explore" profile: fresh random cases each run, with the example database, to find new
  failures. DREADBOARD_HYPOTHESIS=fast|explore chooses either profile for any run.
- The hostile corpus's counts (tests/hostile/conftest.py TALLY) are summed over the xdist workers and printed at
  the end of the run, so the README's test command reports them per family.
- Computer seats choose inside the frame (the AI worker's inline mode): a test that counts frames or steps
  then sees the same game whatever the machine's load. The tests of the worker itself (tests/ui/tables/test_ai_worker.py,
  the bench's process figures) choose their worker explicitly. DREADBOARD_AI_WORKER set in the environment wins.
"""
from __future__ import annotations

import os
import sys
from collections import Counter

os.environ.setdefault("DREADBOARD_AI_WORKER", "inline")  # before game.ui.tables.ai_worker reads it

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

settings.register_profile("fast", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)


def _runs_slow(markexpr: str) -> bool:
    expr = " ".join(markexpr.split())
    return "slow" in expr and "not slow" not in expr


def pytest_configure(config):
    name = os.environ.get("DREADBOARD_HYPOTHESIS") or ("explore" if _runs_slow(config.getoption("markexpr") or "")
                                                        else "fast")
    settings.load_profile(name)


@pytest.fixture(autouse=True)
def _ui_looks_reset():
    """Each test starts with full motion and the default palette: an App sets both from its settings every frame
    (App.sync_look), and a test that left reduced motion on made the dice tests after it fail, in one order of
    the suite and not in another."""
    motion, palette = sys.modules.get("game.ui.motion"), sys.modules.get("game.ui.palette")
    if motion is not None:
        motion.set_reduced(False)
    if palette is not None:
        palette.use(palette.DEFAULT)
    yield


_WORKERS_TALLY: Counter = Counter()  # the hostile corpus's counts, handed over by each xdist worker


def _hostile_tally():
    module = sys.modules.get("hostile.conftest")  # tests/hostile is imported as the package "hostile"
    return getattr(module, "TALLY", None)


def pytest_sessionfinish(session):
    out = getattr(session.config, "workeroutput", None)  # set on an xdist worker only
    tally = _hostile_tally()
    if out is not None and tally:
        out["hostile_tally"] = dict(tally)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    _WORKERS_TALLY.update(getattr(node, "workeroutput", {}).get("hostile_tally", {}))


def pytest_terminal_summary(terminalreporter):
    tally = Counter(_WORKERS_TALLY)
    tally.update(_hostile_tally() or {})
    if tally:
        parts = ", ".join(f"{k} {v}" for k, v in sorted(tally.items()))
        terminalreporter.write_line(f"hostile corpus and generation: {parts}")
