"""Orphan temporary files: what a killed write leaves (`.<name>.c<slot>-<random>.tmp`) is removed at start-up and
after every write, unless a running copy of Dreadboard may still finish it; and a write whose save and backup are
already one file on disk (a write cut off after its backup was linked) leaves nothing behind."""
from __future__ import annotations

import os
import time

import pytest

from game.core import atomic, instance_lock, records
from game.core.paths import saves_dir, user_config_dir, user_data_dir

from .conftest import GOOD_SAVES, TALLY


@pytest.fixture
def lone_copy(home, monkeypatch):
    """This test process as the app's first copy (slot 1 in home/data/instances)."""
    monkeypatch.setattr(instance_lock, "_current", None)
    inst = instance_lock.start()
    assert inst is not None and inst.slot == 1
    yield inst
    instance_lock.stop()


def temps(folder) -> list:
    return sorted(n for n in os.listdir(folder) if atomic.is_temp_name(n))


def leftover(folder, name: str, age: float = 0.0):
    path = folder / name
    path.write_text("half a save")
    if age:
        old = time.time() - age
        os.utime(path, (old, old))
    return path


@pytest.mark.parametrize("game_id", sorted(GOOD_SAVES))
def test_save_and_backup_one_file_leave_no_temp(home, game_id):
    """keep_backup used to os.replace(tmp, bak) with tmp and bak one inode: a no-op that left tmp on disk."""
    text = GOOD_SAVES[game_id].read_text(encoding="utf-8")
    path = saves_dir() / f"{game_id}.json"
    atomic.write_text_atomic(path, text)
    bak = atomic.backup_path(path)
    os.link(path, bak)  # the state a write cut off between its backup and its replace leaves
    assert os.path.samefile(path, bak)
    changed = text.rstrip() + "\n\n"  # another version of the same game
    atomic.write_text_atomic(path, changed)
    assert temps(saves_dir()) == []
    assert path.read_text(encoding="utf-8") == changed
    assert bak.read_text(encoding="utf-8") == text  # the backup is the version before
    assert not os.path.samefile(path, bak)
    records.replay(records.load(bak), path=bak)
    TALLY["orphan temps (save and .bak one file)"] += 1


def test_killed_copies_temps_go_at_start_up(home, monkeypatch):
    """A copy killed mid-write (slot 1 and slot 3 here) leaves temps in the saves, data, config and editor recovery
    folders: the next start removes them at once, not 15 minutes later; a fresh one of a process without a slot
    stays."""
    from game.ui.app import start_copy

    monkeypatch.setattr(instance_lock, "_current", None)
    folders = [saves_dir(), user_data_dir(), user_config_dir(), user_data_dir() / "editor-recovery"]
    folders[-1].mkdir()
    for f in folders:
        leftover(f, ".autosave-zombie-20260101-000000.json.c1-abc123.tmp")
        leftover(f, ".settings.json.c3-x_y9.tmp")
    fresh = leftover(saves_dir(), ".zombie.json.c0-tool12.tmp")  # a command-line tool writing now, maybe
    old_style = leftover(saves_dir(), ".zombie.json.q1w2e3.tmp", age=atomic.STALE_AFTER + 5)
    start_copy()
    try:
        assert instance_lock.current_slot() == 1
        assert all(temps(f) == [] for f in folders[1:])
        assert temps(saves_dir()) == [fresh.name]
        assert not old_style.exists()
    finally:
        instance_lock.stop()
    TALLY["orphan temps (left by a killed copy)"] += 2 * len(folders) + 1


def test_a_running_copys_temp_is_kept_until_it_ends(lone_copy):
    """Another live copy's write in progress is never removed; once that copy is gone, the next write cleans it."""
    other = instance_lock.acquire()  # a second copy (its own lock, as another process's would be)
    assert other.slot == 2
    theirs = leftover(saves_dir(), ".autosave-the_thing-20260101-000000-c2.json.c2-zz99.tmp")
    target = saves_dir() / "mine.json"
    atomic.write_text_atomic(target, "{}\n")
    assert theirs.exists()
    other.release()
    atomic.write_text_atomic(target, "{ }\n")  # after every write: the dead copy's leftover goes
    assert temps(saves_dir()) == []
    TALLY["orphan temps (a live copy's kept, then removed)"] += 1


def test_own_leftover_goes_after_the_next_write(lone_copy, monkeypatch):
    """A write of this copy that failed after its temp was made (and could not remove it) is cleaned after the
    next write, while a write in progress in this copy (another thread) keeps its temp."""
    folder = saves_dir()
    target = folder / "a.json"
    real_replace = os.replace

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(atomic, "_unlink_quietly", lambda name: atomic._done_with(name))  # the temp stays on disk
        m.setattr(os, "replace", refuse)
        with pytest.raises(OSError):
            atomic.write_text_atomic(target, "{}\n")
    assert len(temps(folder)) == 1
    busy = atomic._new_temp(folder / "b.json", "b.json")  # another thread's write, not finished yet
    assert os.replace is real_replace
    atomic.write_text_atomic(target, "{}\n")
    assert temps(folder) == [os.path.basename(busy)]
    atomic._unlink_quietly(busy)
    assert temps(folder) == []
    TALLY["orphan temps (own failed write)"] += 1
