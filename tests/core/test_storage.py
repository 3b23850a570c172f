"""Atomic writes, hostile JSON and settings that keep what they do not understand."""
from __future__ import annotations

import json
import os
import time

import pytest

from game.core import atomic
from game.core.errors import DataFileError
from game.core.jsonfile import read_json
from game.core.settings import SettingsStore, load_settings, save_settings


# -- atomic writes -------------------------------------------------------------------------------------
def test_the_named_file_survives_a_failed_replace(tmp_path, monkeypatch):
    """Windows refuses os.replace onto a file another program holds open: the target must still
    hold the previous version (not only the .bak), and no temporary file is left behind."""
    path = tmp_path / "autosave.json"
    atomic.write_text_atomic(path, "one")
    real_replace = os.replace

    def refuse(src, dst):
        if str(dst) == str(path):
            raise PermissionError(13, "The process cannot access the file", str(dst))
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        atomic.write_text_atomic(path, "two")
    monkeypatch.undo()
    assert path.read_text() == "one" and atomic.backup_path(path).read_text() == "one"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_write_keeps_the_previous_version_as_bak(tmp_path):
    path = tmp_path / "a.json"
    atomic.write_text_atomic(path, "one")
    assert not atomic.backup_path(path).exists()
    atomic.write_text_atomic(path, "two")
    atomic.write_text_atomic(path, "three")
    assert path.read_text() == "three" and atomic.backup_path(path).read_text() == "two"


def test_write_new_never_overwrites(tmp_path):
    first = atomic.write_text_new(tmp_path / "zombie-20261130-120000.json", "a")
    second = atomic.write_text_new(tmp_path / "zombie-20261130-120000.json", "b")
    third = atomic.write_text_new(tmp_path / "zombie-20261130-120000.json", "c")
    assert len({first, second, third}) == 3
    assert [p.read_text() for p in (first, second, third)] == ["a", "b", "c"]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_stale_temporary_files_are_cleaned_up(tmp_path):
    old = tmp_path / ".autosave.json.abc123.tmp"
    fresh = tmp_path / ".autosave.json.def456.tmp"
    keep = tmp_path / "notes.tmp"  # not one of ours (no leading dot)
    for p in (old, fresh, keep):
        p.write_text("x")
    past = time.time() - 2 * atomic.STALE_AFTER
    os.utime(old, (past, past))
    os.utime(keep, (past, past))
    atomic.write_text_atomic(tmp_path / "autosave.json", "{}")
    assert not old.exists() and fresh.exists() and keep.exists()


# -- hostile JSON ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, words", [
    ("[" * 100_000 + "]" * 100_000, "nested"),
    ("{\"a\": " + "9" * 5000 + "}", "5000 digits"),
    ("{\"a\": 1e999}", "too large"),
    ("{\"a\": NaN}", "NaN"),
    ("{\"a\": 1,,}", "line 1"),
    ("{\"a\": \"x\u0000\"}", "NUL"),
    ("", "empty"),
    ("[" * 80 + "]" * 80, "nested more than"),
])
def test_hostile_json_is_a_readable_error(tmp_path, text, words):
    path = tmp_path / "f.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        read_json(path)
    assert str(path) in str(err.value) and words in str(err.value)


def test_binary_and_bom(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    with pytest.raises(DataFileError, match="not UTF-8"):
        read_json(path)
    path.write_bytes("\ufeff{\"a\": 1}".encode("utf-8"))
    assert read_json(path) == {"a": 1}


# -- settings -------------------------------------------------------------------------------------------
def test_one_wrong_value_keeps_the_rest_and_the_original(tmp_path):
    path = tmp_path / "settings.json"
    original = json.dumps({"format": "dreadboard-settings", "version": 1, "volume": "loud", "mute": True,
                           "window_width": 1600})
    path.write_text(original)
    store = SettingsStore(path)
    assert store.settings.mute is True and store.settings.window_width == 1600 and store.settings.volume == 0.8
    assert "'volume'" in store.problem and str(path) in store.problem
    store.save()
    store2 = SettingsStore(path)  # a second start: the original is still kept aside
    store2.save()
    kept = [p for p in tmp_path.iterdir() if ".kept-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == original
    assert store2.problem is None


def test_a_newer_file_keeps_its_unknown_keys_and_version(tmp_path):
    path = tmp_path / "settings.json"
    data = {"format": "dreadboard-settings", "version": 7, "volume": 0.3, "hologram": {"depth": [1, 2]},
            "telepathy": "on"}
    path.write_text(json.dumps(data))
    store = SettingsStore(path)
    assert store.settings.volume == 0.3
    assert str(path) in store.problem and "'version' is 7" in store.problem and "newer Dreadboard" in store.problem
    store.settings.mute = True
    store.save()
    written = json.loads(path.read_text())
    assert written["version"] == 7 and written["hologram"] == {"depth": [1, 2]} and written["mute"] is True
    assert written["telepathy"] == "on"


def test_a_clamped_value_keeps_the_original_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 7}))
    result = load_settings(path)
    assert result.settings.volume == 1.0 and result.lossy and not result.corrupt
    assert "'volume' is 7, above the largest 1; using 1" in result.problem and str(path) in result.problem
    save_settings(result.settings, path, lossy=result.lossy)
    assert [json.loads(p.read_text()) for p in tmp_path.iterdir() if ".kept-" in p.name] == [{"volume": 7}]


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, "{\"volume\": " + "1" * 5000 + "}",
                                  "\u0000\u0001", "{\"window_width\": [[[[]]]]}", "7", "null"])
def test_any_settings_file_gives_defaults_and_a_message(tmp_path, text):
    path = tmp_path / "settings.json"
    path.write_text(text)
    result = load_settings(path)
    assert result.problem and str(path) in result.problem
    assert path.read_text() == text


def test_a_file_from_before_the_sound_volumes_gets_their_defaults_and_keeps_its_own(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "dreadboard-settings", "version": 1, "volume": 0.3, "mute": True}))
    result = load_settings(path)
    st = result.settings
    assert (st.effects_volume, st.ambience_volume) == (1.0, 0.5) and not result.problem and not result.lossy
    assert (st.effects_level, st.ambience_level) == (0.0, 0.0)  # muted: every kind is silent
    st.mute = False
    assert (st.effects_level, st.ambience_level) == (0.3, 0.15)
    st.ambience_volume = 0.2
    save_settings(st, path)
    written = json.loads(path.read_text())
    assert written["ambience_volume"] == 0.2 and written["volume"] == 0.3 and written["version"] == 1
