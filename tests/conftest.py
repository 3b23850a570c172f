"""What every test run shares: the fast tier is the same run on every clean clone.

- Hypothesis runs under the "fast" profile by default: derandomized (each property test draws the same cases
  every run, seeded from the test itself, until the test or Hypothesis changes) and without the example
  database (a failure found on one machine is not replayed on another, so a clean clone and a developer's
  tree run alike). A failure it finds is a defect in the program, to be fixed, never rerun away.
- `-m slow` runs the "explore" profile: fresh random cases each run, with the example database, to find new
  failures. DREADBOARD_HYPOTHESIS=fast|explore chooses either profile for any run.
- Computer seats choose inside the frame (the AI worker's inline mode): a test that counts frames or steps
  then sees the same game whatever the machine's load. The tests of the worker itself (tests/ui/test_ai_worker.py,
  the bench's process figures) choose their worker explicitly. DREADBOARD_AI_WORKER set in the environment wins.
"""
from __future__ import annotations

import os
import sys

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
