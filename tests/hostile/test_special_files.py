"""Special files where a save, record, settings, map or content file should be (a generator: none of them can
be stored in the repository): a named pipe, links to /dev/zero and /dev/urandom, a socket (through a link), a
folder with the file's name, and a file past its kind's size cap (sparse: no disk is used).

Every reader the player can reach (and `python -m game replay`, `validate`, `editor FILE` and start-up, run as
processes with a memory limit) must refuse each at once with a message naming the file and what it is, never
block on the pipe or read the device until the memory is gone, and leave the thing as it was.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m pytest -q tests/hostile/test_special_files.py
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import paths, records, saves, safe_read, step_log  # noqa: E402
from game.core.content import ContentFile  # noqa: E402
from game.core.errors import DataFileError  # noqa: E402
from game.core.layouts import load_layout  # noqa: E402
from game.core.replay_session import open_timeline  # noqa: E402
from game.core.settings import SettingsStore, load_settings  # noqa: E402
from game.core.slips import load_slips  # noqa: E402
from game.editor import recovery  # noqa: E402
from game.editor.model import Document  # noqa: E402
from game.editor.validate import check_file  # noqa: E402

from .conftest import GOOD_SAVES, TALLY  # noqa: E402

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="named pipes and /dev/zero are POSIX")

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("pipe", "zero", "urandom", "socket", "folder", "oversized")
WORDS = {"pipe": "is a named pipe", "zero": "is a device", "urandom": "is a device", "socket": "is a socket",
         "folder": "is a folder", "oversized": "too large"}
HANG_GUARD = 120  # seconds: only breaks a hang (a blocked open) into a failure; nothing is timed
MEMORY_LIMIT = 2 << 30  # the commands' address space: reading /dev/zero whole would pass it in seconds


class Hang(Exception):
    pass


@pytest.fixture(autouse=True)
def hang_guard():
    def hang(*_):
        raise Hang("the reader blocked (a named pipe opened for reading waits for a writer for ever)")

    old = signal.signal(signal.SIGALRM, hang)
    signal.setitimer(signal.ITIMER_REAL, HANG_GUARD)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture
def sockets():
    """A short folder for socket files (their path must be under ~100 bytes); the sockets stay bound."""
    folder = Path(tempfile.mkdtemp(prefix="dbs", dir="/tmp"))
    held: list = []
    yield folder, held
    for s in held:
        s.close()
    shutil.rmtree(folder, ignore_errors=True)


def make(kind: str, path: Path, cap: int, sockets) -> None:
    """Put a special thing of `kind` at `path` (a file of `cap` bytes is the largest its reader takes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind in ("zero", "urandom"):
        os.symlink(f"/dev/{kind}", path)
    elif kind == "socket":  # through a link: the kind is judged after following links
        folder, held = sockets
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(str(folder / f"s{len(held)}"))
        held.append(s)
        os.symlink(folder / f"s{len(held) - 1}", path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    else:
        with open(path, "wb") as fh:
            fh.truncate(cap + 1)  # sparse: reading it whole would be cap + 1 zero bytes


def fingerprint(path: Path):
    """What is at `path`, without opening it: its kind, its link, its size or its listing."""
    st = os.lstat(path)
    link = os.readlink(path) if stat.S_ISLNK(st.st_mode) else None
    listing = sorted(p.name for p in path.iterdir()) if stat.S_ISDIR(st.st_mode) else None
    return stat.S_IFMT(st.st_mode), link, st.st_size if stat.S_ISREG(st.st_mode) else None, listing


def refused(call, path: Path, kind: str) -> DataFileError:
    with pytest.raises(DataFileError) as err:
        call(path)
    message = str(err.value)
    assert str(path) in message and WORDS[kind] in message, message
    assert "Traceback" not in message and "Errno" not in message
    return err.value


# -- the readers, in-process -------------------------------------------------------------------------------------
def _content(path):
    return ContentFile(path)


def _slips(path):
    return load_slips("zombie", ("second_best",), folder=path.parent)


def _step_log(path):
    assert not step_log.is_step_log(path)
    return step_log.replay(path)


def _save(path):
    from game.ai import seat_agent
    from game.core.session import Session

    return Session.open(path, seat_agent)


# reader name -> (file name, size cap, call): each raises DataFileError for a file it cannot use
READERS = {
    "save": ("autosave-zombie-20260101-000000.json", safe_read.SAVE_BYTES, _save),
    "record": ("game.json", safe_read.SAVE_BYTES, records.load),
    "replay viewer": ("game.json", safe_read.SAVE_BYTES, open_timeline),
    "step log": ("games.jsonl", step_log.MAX_LINE, _step_log),
    "map": ("zombie_table.toml", safe_read.MAP_BYTES, load_layout),
    "editor": ("zombie_table.toml", safe_read.MAP_BYTES, Document.open),
    "content": ("cards.toml", safe_read.CONTENT_BYTES, _content),
    "easy slips": ("easy_slips.toml", safe_read.CONTENT_BYTES, _slips),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("reader", sorted(READERS))
def test_each_reader_refuses_each_special_file(reader, kind, tmp_path, home, sockets):
    name, cap, call = READERS[reader]
    path = tmp_path / reader.replace(" ", "_") / name
    make(kind, path, cap, sockets)
    before = fingerprint(path)
    if kind == "oversized" and reader == "step log":  # streamed: its first line is past the cap of a line
        with pytest.raises(DataFileError, match="far too long") as err:
            call(path)
        assert str(path) in str(err.value) and err.value.where == "line 1"
    else:
        refused(call, path, kind)
    assert fingerprint(path) == before
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", KINDS)
def test_validate_names_each_special_file(kind, tmp_path, sockets):
    path = tmp_path / "zombie_table.toml"
    make(kind, path, safe_read.MAP_BYTES, sockets)
    before = fingerprint(path)
    problems = check_file(path)
    assert len(problems) == 1 and problems[0].is_error, problems
    assert str(path) in str(problems[0]) and WORDS[kind] in str(problems[0]), str(problems[0])
    assert fingerprint(path) == before
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", KINDS)
def test_settings_give_the_defaults_and_say_why(kind, tmp_path, sockets):
    path = tmp_path / "settings.json"
    make(kind, path, safe_read.SETTINGS_BYTES, sockets)
    before = fingerprint(path)
    result = load_settings(path)
    assert result.corrupt and str(path) in result.problem and WORDS[kind] in result.problem, result.problem
    assert "default settings" in result.problem
    assert fingerprint(path) == before
    store = SettingsStore(path)  # the first save moves it aside, whole (a pipe stays a pipe), and writes anew
    store.settings.volume = 0.25
    store.save()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and fingerprint(aside[0]) == before
    assert load_settings(path).settings.volume == 0.25
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", ("pipe", "zero", "folder"))
def test_the_app_starts_with_defaults_and_a_message(kind, tmp_path, sockets):
    from game.ui.app import App

    path = tmp_path / "settings.json"
    make(kind, path, safe_read.SETTINGS_BYTES, sockets)
    before = fingerprint(path)
    app = App(store=SettingsStore(path), size=(1280, 720), fullscreen=False, save_on_quit=False)
    try:
        app.run_frames(3)
        assert app.top.scene_name == "message" and str(path) in app.top.body and WORDS[kind] in app.top.body
    finally:
        app.shutdown()
    assert fingerprint(path) == before
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", KINDS)
def test_the_editor_opens_on_one_and_says_so(kind, tmp_path, home, sockets):
    from game.ui.app import App
    from game.ui.editor.scene import EditorScene

    path = tmp_path / "zombie_table.toml"
    make(kind, path, safe_read.MAP_BYTES, sockets)
    before = fingerprint(path)
    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    try:
        scene = EditorScene(path=path)
        app.push(scene)
        app.run_frames(2)
        assert scene.doc is None and app.top.title == "Cannot open the map"
        assert str(path) in app.top.body and WORDS[kind] in app.top.body, app.top.body
    finally:
        app.shutdown()
    assert fingerprint(path) == before
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", KINDS)
def test_the_load_list_and_continue_skip_them(kind, home, sockets):
    """Kept from before: scan() lists only regular files, and an oversized one as broken."""
    folder = paths.saves_dir()
    good = folder / "autosave-zombie-20260101-000001.json"
    shutil.copyfile(GOOD_SAVES["zombie"], good)
    path = folder / "autosave-zombie-20260101-000000.json"
    make(kind, path, saves.LISTING_MAX_BYTES, sockets)
    before = fingerprint(path)
    listed = {i.path.name: i for i in saves.scan(folder)}
    assert listed[good.name].ok
    if kind == "oversized":
        assert not listed[path.name].usable and "larger" in listed[path.name].problem
    else:
        assert path.name not in listed
    assert [i.path for i in saves.continuable(folder)] == [good]
    assert fingerprint(path) == before
    TALLY[f"special files ({kind})"] += 1


@pytest.mark.parametrize("kind", KINDS)
def test_the_editor_recovery_skips_them(kind, home, sockets):
    kept = recovery.write("good", 'id = "x"\n', None)
    for suffix in (".toml", ".json"):  # a special kept map, and a special note beside a good map
        path = kept.parent / f"bad{suffix}"
        make(kind, path, safe_read.MAP_BYTES if suffix == ".toml" else recovery.META_BYTES, sockets)
    (kept.parent / "note_only.toml").write_text('id = "y"\n')
    make(kind, kept.parent / "note_only.json", recovery.META_BYTES, sockets)
    before = {p.name: fingerprint(p) for p in kept.parent.iterdir()}
    assert [r.name for r in recovery.pending()] == ["good"]
    assert {p.name: fingerprint(p) for p in kept.parent.iterdir()} == before
    TALLY[f"special files ({kind})"] += 1


# -- the commands, as processes with a memory limit ---------------------------------------------------------------
def _limit_memory():
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_game(args, home: Path, first_frame: bool = False) -> subprocess.CompletedProcess:
    env = dict(os.environ, DREADBOARD_HOME=str(home), DREADBOARD_NO_CRASH_WINDOW="1", DREADBOARD_AI_WORKER="inline",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    if first_frame:  # the app draws its first frame and quits (game/ui/app.py)
        env["DREADBOARD_BENCH_STARTUP"] = "1"
    # the timeout only turns a hang into a failure
    return subprocess.run([sys.executable, "-m", "game", *map(str, args)], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=HANG_GUARD - 10, preexec_fn=_limit_memory)


def no_crash(proc: subprocess.CompletedProcess, home: Path) -> None:
    assert "Traceback" not in proc.stderr and "MemoryError" not in proc.stderr, proc.stderr
    assert not list(home.rglob("crash-*.txt")), proc.stderr


COMMAND_KINDS = ("pipe", "zero", "urandom")


@pytest.mark.parametrize("kind", COMMAND_KINDS)
@pytest.mark.parametrize("command", ["replay", "validate"])
def test_replay_and_validate_commands(command, kind, tmp_path, sockets):
    home = tmp_path / "home"
    path = tmp_path / ("game.json" if command == "replay" else "zombie_table.toml")
    make(kind, path, 0, sockets)
    before = fingerprint(path)
    proc = run_game([command, path], home)
    no_crash(proc, home)
    assert proc.returncode == 1, proc
    assert f"{path}: {WORDS[kind]}" in proc.stderr, proc.stderr
    assert fingerprint(path) == before
    TALLY[f"special files ({kind}, command)"] += 1


@pytest.mark.parametrize("kind", COMMAND_KINDS)
def test_editor_on_a_special_file_opens_and_says_so(kind, tmp_path, sockets):
    home = tmp_path / "home"
    path = tmp_path / "zombie_table.toml"
    make(kind, path, 0, sockets)
    before = fingerprint(path)
    proc = run_game(["editor", path], home, first_frame=True)
    no_crash(proc, home)
    assert proc.returncode == 0 and "first frame drawn" in proc.stdout, proc
    assert fingerprint(path) == before
    TALLY[f"special files ({kind}, command)"] += 1


@pytest.mark.parametrize("kind", COMMAND_KINDS)
def test_start_up_with_a_special_settings_file(kind, tmp_path, sockets, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("DREADBOARD_HOME", str(home))
    path = paths.user_config_dir() / "settings.json"
    make(kind, path, 0, sockets)
    before = fingerprint(path)
    proc = run_game([], home, first_frame=True)
    no_crash(proc, home)
    assert proc.returncode == 0 and "first frame drawn" in proc.stdout, proc
    # leaving saved the settings: the unusable thing was moved aside whole, the new file holds the defaults
    aside = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and fingerprint(aside[0]) == before
    assert load_settings(path).problem is None
    TALLY[f"special files ({kind}, command)"] += 1
