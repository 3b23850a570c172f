"""Two copies of Dreadboard on one user folder (two real processes, one DREADBOARD_HOME): both play and autosave
at once, starting new games in the same second or continuing the same autosave, and both games survive, each
autosave replaying to its own copy's game; no temporary file is left; a copy killed with SIGKILL leaves no lock
behind (the next copy takes slot 1 again)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import atomic, instance_lock, records, saves
from game.core.paths import saves_dir

from .conftest import TALLY

ROOT = Path(__file__).resolve().parents[2]
CHILD_TIMEOUT = 300  # a bound on a stuck child, never a measured time


def spawn(home: Path, tag: str, *args) -> subprocess.Popen:
    env = dict(os.environ, DREADBOARD_HOME=str(home), DREADBOARD_AI_WORKER="inline", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", DREADBOARD_NO_CRASH_WINDOW="1",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, "-m", "tests.hostile.two_copies_child", str(home), tag, *map(str, args)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_ready(home: Path, tags, procs, what: str = "ready") -> None:
    for _ in range(int(CHILD_TIMEOUT / 0.05)):
        if all((home / f"{what}-{t}").exists() for t in tags):
            return
        if any(p.poll() is not None for p in procs):
            break
        time.sleep(0.05)
    for p in procs:
        p.kill()
    pytest.fail("a copy did not start: " + " | ".join(p.communicate()[1][-2000:] for p in procs))


def run_both(home: Path, args_a, args_b) -> list:
    procs = [spawn(home, "a", *args_a), spawn(home, "b", *args_b)]
    wait_ready(home, "ab", procs)
    (home / "go").write_text("")
    wait_ready(home, "ab", procs, "opened")
    (home / "play").write_text("")
    out = []
    for p in procs:
        try:
            stdout, stderr = p.communicate(timeout=CHILD_TIMEOUT)
        except subprocess.TimeoutExpired:
            for q in procs:
                q.kill()
            pytest.fail("a copy hung")
        assert p.returncode == 0, stderr[-3000:]
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


def check_both_kept(home: Path, results: list) -> None:
    assert sorted(r["slot"] for r in results) == [1, 2]
    paths = [Path(r["autosave"]) for r in results]
    assert paths[0] != paths[1], "two copies wrote one autosave"
    for r, path in zip(results, paths):
        assert r["toast"] == "" and r["steps"] > 0
        rules, state = records.replay(records.load(path), path=path)
        assert rules.hash(state) == r["hash"], f"{path.name} does not hold its copy's game"
        bak = atomic.backup_path(path)
        records.replay(records.load(bak), path=bak)
    assert [n for n in os.listdir(saves_dir()) if atomic.is_temp_name(n)] == []
    listed = {i.path for i in saves.autosaves(folder=saves_dir())}
    assert set(paths) <= listed  # Load and Continue list each copy's autosave
    assert not list(home.rglob("crash-*.txt"))


def test_two_copies_start_new_games_at_once(home):
    """Same game, same second: the names once collided and one copy's game overwrote the other's."""
    results = run_both(home, ("new", 11, 12), ("new", 12, 12))
    check_both_kept(home, results)
    TALLY["two copies (new games at once)"] += 2


def test_two_copies_continue_one_autosave(home):
    """Both copies Continue the same unfinished game: one plays on in it, the other in an autosave of its own."""
    from game.core.session import Session
    from game.ai import seat_agent

    seats = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]
    s = Session("zombie", seats, {}, 5, seat_agent=seat_agent)
    for _ in range(4):
        s.apply(s.legal()[0])
    first = s.autosave()
    results = run_both(home, ("continue", 10), ("continue", 10))
    check_both_kept(home, results)
    assert first in {Path(r["autosave"]) for r in results}  # one of them went on in the file it opened
    TALLY["two copies (one autosave continued twice)"] += 2


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_killed_copy_leaves_no_stuck_lock(home, monkeypatch):
    proc = spawn(home, "k", "hold")
    wait_ready(home, "k", [proc])
    assert (home / "ready-k").read_text() == "1"
    monkeypatch.setattr(instance_lock, "_current", None)
    second = instance_lock.acquire()
    assert second.slot == 2  # the held copy is seen as running
    second.release()
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=CHILD_TIMEOUT)
    again = instance_lock.acquire()
    try:
        assert again.slot == 1  # the OS dropped the killed copy's lock
        assert again.live_slots() == {}
    finally:
        again.release()
    TALLY["two copies (killed copy's lock)"] += 1


def test_only_the_first_copy_writes_settings(home, monkeypatch):
    """The second copy's settings last for its session: the first copy's settings.json is never overwritten."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core.settings import SettingsStore, settings_path
    from game.ui.app import App, start_copy
    from game.ui.scenes.message import MessageScene

    monkeypatch.setattr(instance_lock, "_current", None)
    first = instance_lock.acquire()  # the first copy, running
    path = settings_path()
    path.write_text('{"version": 1, "volume": 0.25}\n')
    before = path.read_bytes()
    start_copy()
    try:
        app = App(store=SettingsStore(path), size=(1024, 700), fullscreen=False)
        top = app.top
        assert isinstance(top, MessageScene) and top.title == "Another copy of Dreadboard is running"
        assert "autosaves of its own" in top.body and str(first.pid) not in top.body
        app.settings.volume = 0.9
        assert app.save_settings() is None
        app.shutdown()
        assert path.read_bytes() == before
        assert not atomic.backup_path(path).exists()
    finally:
        instance_lock.stop()
        first.release()
    TALLY["two copies (second copy's settings)"] += 1
