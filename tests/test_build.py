"""The packaged build (slow: `pytest -m slow tests/test_build.py`, about a minute).

Builds the one-folder app with build_exe.py into a temporary folder, then runs the built program
from a different working directory on SDL's dummy drivers: its selftest must pass, write PNGs and
play a whole game of every game in the lobby on its table, nothing may be written beside the program, and a deliberate crash must leave a report in the
user's log folder.
"""
from __future__ import annotations

import os
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def _tree(folder: Path) -> set:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed: pip install -e '.[build]'")
    tmp = tmp_path_factory.mktemp("build")
    dist = tmp / "dist"
    proc = subprocess.run([sys.executable, str(ROOT / "build_exe.py"), "--dist", str(dist), "--work", str(tmp / "work")],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "How to share" in proc.stdout
    exe = dist / "Dreadboard" / ("Dreadboard.exe" if sys.platform == "win32" else "Dreadboard")
    assert exe.is_file()
    return tmp, dist, exe


def _run(exe: Path, args: list, cwd: Path, home: Path, **env) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if k != "DREADBOARD_TEST_CRASH"}
    full_env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DREADBOARD_HOME=str(home),
                    DREADBOARD_NO_CRASH_WINDOW="1", **env)
    return subprocess.run([str(exe), *args], cwd=cwd, env=full_env, capture_output=True, text=True, timeout=600)


def test_built_selftest_runs_from_another_folder(built):
    tmp, dist, exe = built
    elsewhere = tmp / "elsewhere"
    elsewhere.mkdir()
    out = tmp / "selftest-out"
    before = _tree(exe.parent)
    proc = _run(exe, ["selftest", "--out", str(out)], cwd=elsewhere, home=tmp / "home")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    pngs = list(out.rglob("*.png"))
    assert pngs, f"no PNGs in {out}"
    assert all(p.stat().st_size > 0 for p in pngs)
    assert _tree(exe.parent) == before, "the built app wrote files beside itself"
    # every game in the lobby was toured and played to its game-over screen by the built program
    from game.games import REGISTRY

    summary = next(line for line in proc.stdout.splitlines() if "whole games played through the tables" in line)
    for game_id, info in REGISTRY.items():
        if info.module:
            assert f"{game_id} " in summary and f"{game_id} 0," not in summary + ",", summary


def test_built_version_and_bundled_files(built):
    tmp, dist, exe = built
    proc = _run(exe, ["--version"], cwd=tmp, home=tmp / "home")
    assert proc.returncode == 0
    sys.path.insert(0, str(ROOT))
    from game.core.version import read_pyproject_version

    version = read_pyproject_version(ROOT / "pyproject.toml")
    assert version in proc.stdout and "packaged" in proc.stdout
    internal = exe.parent / "_internal"
    for rel in ("assets/fonts/DejaVuSans.ttf", "assets/images/icon.png", "assets/ui/theme.json",
                "pygame_gui/data/default_theme.json", "pygame_gui/data/NotoSans-Regular.ttf"):
        assert (internal / rel).is_file(), rel
    assert list((internal / "maps").glob("*.toml"))
    assert list((internal / "game" / "games").glob("*/data/*.toml"))
    assert not list((internal / "game").rglob("*.py")), "game sources belong in the archive, not as data"


def test_built_crash_report_goes_to_the_user_log_dir(built):
    tmp, dist, exe = built
    home = tmp / "crash-home"
    before = _tree(exe.parent)
    proc = _run(exe, ["replay", "nothing.json"], cwd=tmp, home=home, DREADBOARD_TEST_CRASH="1")
    assert proc.returncode == 70, proc.stderr
    (report,) = (home / "logs").glob("crash-*.txt")
    assert str(report) in proc.stderr
    text = report.read_text(encoding="utf-8")
    assert "DeliberateCrash" in text and "(packaged)" in text
    assert _tree(exe.parent) == before


def test_zip_holds_the_folder_with_an_executable_program(built):
    tmp, dist, exe = built
    (archive,) = dist.glob("Dreadboard-*.zip")
    with zipfile.ZipFile(archive) as zf:
        names = zf.namelist()
        top = archive.stem
        assert all(n.startswith(top + "/") for n in names)
        info = zf.getinfo(f"{top}/{exe.name}")
        if sys.platform != "win32":
            assert stat.S_IMODE(info.external_attr >> 16) & stat.S_IXUSR
        assert f"{top}/READ ME.txt" in names
