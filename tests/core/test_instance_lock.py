"""The instance lock: slots taken lowest first, freed when their holder ends, claims on autosaves."""
from __future__ import annotations

import os

import pytest

from game.core import instance_lock, saves


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(instance_lock, "_current", None)
    yield tmp_path / "home"
    instance_lock.stop()


def test_slots_are_taken_lowest_first_and_freed_on_release(home):
    first = instance_lock.acquire()
    second = instance_lock.acquire()
    assert (first.slot, second.slot) == (1, 2) and first.first and not second.first
    assert set(first.live_slots()) == {2} and set(second.live_slots()) == {1}
    first.release()
    third = instance_lock.acquire()
    assert third.slot == 1  # the released (or crashed) copy's slot is free again
    assert second.others == [first.pid]
    second.release()
    third.release()


def test_a_claimed_autosave_is_not_claimed_twice(home, tmp_path):
    first = instance_lock.acquire()
    second = instance_lock.acquire()
    path = tmp_path / "autosave-zombie-20260101-000000.json"
    assert first.claim(path)
    assert not second.claim(path)
    assert first.claim(path)  # its own claim again
    first.release()
    assert second.claim(path)  # the first copy is gone: its claim went with it
    second.release()


def test_second_copy_names_its_autosaves_and_says_so(home):
    first = instance_lock.acquire()
    assert instance_lock.second_copy_note() == ""
    me = instance_lock.start()
    try:
        assert me.slot == 2
        path = saves.autosave_path("zombie")
        assert path.name.startswith("autosave-zombie-") and path.stem.endswith("-c2")
        assert saves._game_of(saves.SaveInfo(path, 0.0)) == "zombie"
        note = instance_lock.second_copy_note()
        assert "Another copy of Dreadboard is running" in note
        assert str(first.pid) not in note and "[" not in note and "(" not in note  # words for players, no ids
    finally:
        first.release()


def test_a_new_game_never_retires_another_running_copys_autosave(home):
    from game.core.paths import saves_dir

    other = instance_lock.acquire()
    me = instance_lock.start()
    try:
        folder = saves_dir()
        names = [f"autosave-zombie-2026010{i}-000000.json" for i in range(1, 5)]
        for i, n in enumerate(names):  # four unreadable autosaves, the oldest first
            (folder / n).write_text("{")
            os.utime(folder / n, (1000 + i, 1000 + i))
        assert [i.path.name for i in saves.retire_plan("zombie")] == names[:2]
        assert other.claim(folder / names[0])  # the other copy plays on in the oldest
        assert [i.path.name for i in saves.retire_plan("zombie")] == names[1:2]
        assert me.slot == 2
    finally:
        other.release()


def test_an_unclaimed_autosave_may_be_continued_by_another_copy(home, tmp_path):
    first = instance_lock.acquire()
    second = instance_lock.acquire()
    path = tmp_path / "autosave-zombie-20260101-000000.json"
    assert first.claim(path) and not second.claim(path)
    first.unclaim(tmp_path / "autosave-other.json")  # not its claim: nothing changes
    assert not second.claim(path)
    first.unclaim(path)  # the first copy left that table
    assert second.claim(path)
    first.release()
    second.release()
