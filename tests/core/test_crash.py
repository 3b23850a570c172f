"""Crash reports (game.core.crash) and the version lookup (game.core.version)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import crash, paths, version

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DREADBOARD_NO_CRASH_WINDOW", "1")
    monkeypatch.delenv("DREADBOARD_TEST_CRASH", raising=False)
    return tmp_path / "home"


def _boom(message="the cellar door jammed"):
    raise ValueError(message)


# -- crash reports -------------------------------------------------------------------------
def test_a_command_that_returns_passes_its_exit_code_through(home):
    assert crash.run_guarded(lambda: 0) == 0
    assert crash.run_guarded(lambda: None) == 0
    assert crash.run_guarded(lambda x: x, 3) == 3
    assert not (home / "logs").exists() or not list((home / "logs").glob("crash-*.txt"))


def test_a_crash_writes_a_readable_report_and_says_where(home, capsys):
    code = crash.run_guarded(_boom, command="play")
    assert code == crash.CRASH_EXIT_CODE
    reports = list((home / "logs").glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "ValueError: the cellar door jammed" in text
    assert "Traceback (most recent call last)" in text and "_boom" in text
    assert f"Version:   {paths.APP_NAME} {version.get_version()}" in text
    assert "Platform:" in text and "Python:" in text and "Time:" in text
    assert "Command:   play" in text
    err = capsys.readouterr().err
    assert str(reports[0]) in err
    assert "ValueError: the cellar door jammed" in err


def test_the_report_goes_to_the_user_log_dir_not_the_working_directory(home, tmp_path, monkeypatch):
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    crash.run_guarded(_boom)
    assert list(cwd.iterdir()) == []
    assert list(paths.user_log_dir().glob("crash-*.txt"))


def test_keyboard_interrupt_is_not_a_crash(home):
    def interrupted():
        raise KeyboardInterrupt

    assert crash.run_guarded(interrupted) == 130
    assert not list((home / "logs").glob("crash-*.txt"))


def test_system_exit_passes_through(home):
    def leaves():
        raise SystemExit(2)

    with pytest.raises(SystemExit):
        crash.run_guarded(leaves)


def test_deliberate_crash_switch(home, monkeypatch):
    monkeypatch.setenv("DREADBOARD_TEST_CRASH", "1")
    ran = []
    assert crash.run_guarded(lambda: ran.append(1)) == crash.CRASH_EXIT_CODE
    assert ran == []
    (report,) = (home / "logs").glob("crash-*.txt")
    assert "DeliberateCrash" in report.read_text(encoding="utf-8")


def test_unwritable_log_dir_falls_back_to_the_temp_folder(home, tmp_path, monkeypatch):
    def no_logs():
        raise PermissionError("read-only home")

    monkeypatch.setattr(paths, "user_log_dir", no_logs)
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    report = crash.write_report(RuntimeError("x"))
    assert report is not None and report.parent == tmp_path / "tmp"


def test_old_reports_are_pruned(home):
    logs = paths.user_log_dir()
    for i in range(crash.KEEP_REPORTS + 5):
        (logs / f"crash-20200101-0000{i:02d}-000000.txt").write_text("old")
    crash.write_report(RuntimeError("new"))
    names = sorted(p.name for p in logs.glob("crash-*.txt"))
    assert len(names) == crash.KEEP_REPORTS
    assert "crash-20200101-000000-000000.txt" not in names


def test_no_window_without_pygame_or_with_the_dummy_driver(monkeypatch):
    monkeypatch.delenv("DREADBOARD_NO_CRASH_WINDOW", raising=False)
    monkeypatch.setitem(sys.modules, "pygame", None)
    assert crash.show_in_window("t", ["line"]) is False
    untouchable = type(sys)("pygame")  # any attribute use would raise: the driver check comes first
    monkeypatch.setitem(sys.modules, "pygame", untouchable)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert crash.show_in_window("t", ["line"], timeout=0.1) is False
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("DREADBOARD_NO_CRASH_WINDOW", "1")
    assert crash.show_in_window("t", ["line"], timeout=0.1) is False


def test_message_names_the_report():
    lines = crash.message_lines(ValueError("bad"), Path("/x/crash-1.txt"))
    assert "ValueError: bad" in lines and str(Path("/x/crash-1.txt")) in lines


def test_core_modules_do_not_import_pygame():
    code = "import sys, game.core.crash, game.core.version; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_main_reports_a_crash_with_exit_code_70(home, monkeypatch, capsys):
    from game.__main__ import main

    monkeypatch.setenv("DREADBOARD_TEST_CRASH", "1")
    assert main(["replay", "no-such-file.json"]) == crash.CRASH_EXIT_CODE
    assert list((home / "logs").glob("crash-*.txt"))
    assert "crash report was written to" in capsys.readouterr().err


# -- version -------------------------------------------------------------------------------
def _pyproject_version() -> str:
    return version.read_pyproject_version(ROOT / "pyproject.toml")


def test_version_matches_pyproject():
    assert _pyproject_version()
    assert version.get_version() == _pyproject_version()


def test_a_checkout_reports_its_pyproject_version_not_stale_metadata(monkeypatch):
    """From source the pyproject.toml beside the code wins (an editable install's metadata keeps the version it
    was installed with), and asking it never loads importlib.metadata (start-up time)."""
    version.get_version.cache_clear()
    monkeypatch.setattr(version, "_from_metadata", lambda: "0.0.0-stale")
    try:
        assert version.get_version() == _pyproject_version()
    finally:
        version.get_version.cache_clear()


def test_version_fallbacks(monkeypatch, tmp_path):
    version.get_version.cache_clear()
    monkeypatch.setattr(version, "_from_metadata", lambda: None)
    try:
        assert version.get_version() == _pyproject_version()  # from pyproject.toml at paths.ROOT
        version.get_version.cache_clear()
        monkeypatch.setattr(paths, "ROOT", tmp_path)  # no pyproject.toml there: the build's stamp
        stamp = type(sys)("game._version")
        stamp.VERSION = "9.8.7"
        monkeypatch.setitem(sys.modules, "game._version", stamp)
        import game

        monkeypatch.setattr(game, "_version", stamp, raising=False)
        assert version.get_version() == "9.8.7"
        version.get_version.cache_clear()
        monkeypatch.delitem(sys.modules, "game._version")
        monkeypatch.delattr(game, "_version")
        if not (ROOT / "game" / "_version.py").exists():
            assert version.get_version() == version.UNKNOWN
    finally:
        version.get_version.cache_clear()


def test_packaged_build_prefers_its_stamp(monkeypatch):
    version.get_version.cache_clear()
    stamp = type(sys)("game._version")
    stamp.VERSION = "1.2.3"
    monkeypatch.setitem(sys.modules, "game._version", stamp)
    import game

    monkeypatch.setattr(game, "_version", stamp, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    try:
        assert version.get_version() == "1.2.3"
        assert version.describe().endswith("(packaged)")
    finally:
        version.get_version.cache_clear()


def test_read_pyproject_version_ignores_other_projects(tmp_path):
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "5.0"\n')
    assert version.read_pyproject_version(other) is None
    assert version.read_pyproject_version(tmp_path / "missing.toml") is None


def test_cli_version_flag():
    out = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT, capture_output=True, text=True,
                         env=dict(os.environ, DREADBOARD_NO_CRASH_WINDOW="1"))
    assert out.returncode == 0
    assert version.get_version() in out.stdout
