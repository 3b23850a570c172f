"""Build Dreadboard into a program friends can run without Python: `python build_exe.py`.

    pip install -e '.[build]'            # PyInstaller
    python build_exe.py                  # one folder, zipped: dist/Dreadboard-<version>-<os>-<arch>.zip
    python build_exe.py --onefile        # one executable:     dist/Dreadboard-<version>-<os>-<arch>[.exe]
    python build_exe.py --selftest       # ...then run the built app's headless selftest

Builds for the platform it runs on (PyInstaller does not cross-compile: build the Windows zip on
Windows, the macOS one on a Mac). What goes in:
- the code: every module of the `game` package (games and scenes are imported by name at run
  time, so all of game.* is collected), pymunk's compiled _chipmunk with the cffi backend;
- the data: everything game/core/paths.py lists in BUNDLED_DATA (assets/ with the fonts, images,
  sounds and UI theme, maps/, each game's data/), without Python sources or caches;
- pygame_gui's own data files (its default theme, translations and Latin fonts; its CJK fonts,
  about 37 MB, are left out unless --all-ui-fonts: the app's UI is English and draws with DejaVu);
- game/_version.py, written here from pyproject.toml just before the build (and removed after),
  so the packaged app knows its version (game.core.version).
The packaged app finds its files through game/core/paths.py (sys._MEIPASS) and keeps saves,
settings and logs in the user's folders, so it runs from any working directory.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import shutil
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from game.core import paths  # noqa: E402  (no pygame: safe to import at build time)

NAME = paths.APP_NAME
VERSION_FILE = ROOT / "game" / "_version.py"
ICON_PNG = ROOT / "assets" / "images" / "icon.png"
ICON_ICO = ROOT / "assets" / "images" / "icon.ico"
ICON_ICNS = ROOT / "assets" / "images" / "icon.icns"
SKIP_DIRS = {"__pycache__", ".git", ".pytest_cache", ".hypothesis"}
SKIP_SUFFIXES = {".py", ".pyc", ".pyo"}
# pygame_gui's fonts for Japanese, Chinese and Korean; only used if the UI locale is ja/zh/ko
CJK_FONTS = ["pygame_gui/data/NotoSansJP-*", "pygame_gui/data/NotoSansSC-*", "pygame_gui/data/NotoSansKR-*"]
# PyInstaller INFO lines worth showing as progress (everything is shown with --verbose)
MILESTONES = ("Analyzing ", "Processing module hooks", "Looking for dynamic libraries", "Building PYZ",
              "Building PKG", "Building EXE", "Building COLLECT", "Building BUNDLE", "completed successfully")


# -- facts about this build ------------------------------------------------------------------
def read_version() -> str:
    """project.version from pyproject.toml, read with tomllib."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11
        import tomli as tomllib  # type: ignore[no-redef]
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def platform_tag() -> str:
    """'windows-x86_64', 'macos-arm64', 'linux-x86_64', ..."""
    system = {"darwin": "macos", "win32": "windows", "cygwin": "windows"}.get(sys.platform, sys.platform)
    if system.startswith("linux"):
        system = "linux"
    machine = platform.machine().lower() or "unknown"
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "i386": "x86", "i686": "x86"}.get(machine, machine)
    return f"{system}-{machine}"


def exe_suffix() -> str:
    return ".exe" if sys.platform in ("win32", "cygwin") else ""


# -- what to bundle ------------------------------------------------------------------------
def bundled_files() -> list:
    """(absolute source file, destination folder in the bundle) for every file in paths.BUNDLED_DATA."""
    out = []
    for src, dest in paths.BUNDLED_DATA:
        base = ROOT / src
        if not base.exists():
            raise SystemExit(f"build_exe: {base} is listed in game/core/paths.py BUNDLED_DATA but does not exist")
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for f in files:
            rel = f.relative_to(base) if base.is_dir() else Path(f.name)
            if SKIP_DIRS.intersection(rel.parts) or f.suffix in SKIP_SUFFIXES or f.name.startswith("."):
                continue
            folder = Path(dest) / rel.parent if base.is_dir() else Path(dest)
            out.append((str(f), folder.as_posix()))
    return out


def unbundled_game_data() -> list:
    """Data files under game/ that BUNDLED_DATA does not cover (they would be missing from the build)."""
    covered = [ROOT / src for src, _ in paths.BUNDLED_DATA]
    missing = []
    for f in (ROOT / "game").rglob("*"):
        if not f.is_file() or f.suffix in SKIP_SUFFIXES or SKIP_DIRS.intersection(f.parts) or f.name.startswith("."):
            continue
        if f.name == "_version.py":
            continue
        if not any(f == c or c in f.parents for c in covered):
            missing.append(f.relative_to(ROOT).as_posix())
    return missing


def icon_for_platform():
    """The icon PyInstaller embeds in the executable (Windows .ico, macOS .icns); None elsewhere."""
    if sys.platform == "win32" and ICON_ICO.exists():
        return str(ICON_ICO)
    if sys.platform == "darwin":
        if ICON_ICNS.exists():
            return str(ICON_ICNS)
        try:  # PyInstaller converts a PNG to .icns only with Pillow
            import PIL  # noqa: F401

            return str(ICON_PNG)
        except ImportError:
            return None
    return None


ENTRY = '''\
# Generated by build_exe.py: the packaged program's entry point.
import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.__main__ import main

    sys.exit(main())
'''

SPEC = '''\
# Generated by build_exe.py; edit build_exe.py instead.
from fnmatch import fnmatch

from PyInstaller.utils.hooks import collect_data_files, collect_submodules

datas = {datas!r}
# pygame_gui's data (its own hook lists the files too; this also picks up any it forgets)
datas += collect_data_files("pygame_gui")
hiddenimports = collect_submodules("game") + ["game._version", "_cffi_backend", "pymunk._chipmunk"]

a = Analysis(
    [{entry!r}],
    pathex=[{root!r}],
    datas=datas,
    hiddenimports=hiddenimports,
    excludes=["tkinter", "numpy", "pytest", "hypothesis", "pygame.tests", "pygame.examples",
              "pymunk.examples", "pymunk.tests",
              # bench --engine's optional reference: never shipped, even where a developer installed it
              "pyspiel", "open_spiel", "scipy"],
    noarchive=False,
)
# leave out the files we do not ship (pygame_gui's CJK fonts unless --all-ui-fonts)
a.datas = [d for d in a.datas if not any(fnmatch(d[0].replace(chr(92), "/"), pat) for pat in {data_excludes!r})]
pyz = PYZ(a.pure)

if {onefile!r}:
    exe = EXE(pyz, a.scripts, a.binaries, a.datas, [], name={name!r}, console={console!r},
              icon={icon!r}, upx=False, strip={strip!r}, runtime_tmpdir=None)
    target = exe
else:
    exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name={name!r}, console={console!r},
              icon={icon!r}, upx=False, strip={strip!r})
    target = COLLECT(exe, a.binaries, a.datas, name={name!r}, upx=False, strip={strip!r})

if {macos_app!r}:
    app = BUNDLE(target, name={name!r} + ".app", icon={icon!r}, bundle_identifier="org.dreadboard.app",
                 version={version!r})
'''


# -- steps ---------------------------------------------------------------------------------
class Progress:
    def __init__(self, total: int):
        self.total = total
        self.n = 0
        self.t0 = time.perf_counter()

    def step(self, text: str) -> None:
        self.n += 1
        print(f"[{self.n}/{self.total}] {text}  (+{time.perf_counter() - self.t0:.0f}s)", flush=True)

    def note(self, text: str) -> None:
        print(f"      {text}", flush=True)


def ensure_pyinstaller() -> str:
    try:
        import PyInstaller
    except ImportError:
        raise SystemExit("build_exe: PyInstaller is not installed. Install the build extra first:\n"
                         "    pip install -e '.[build]'")
    return PyInstaller.__version__


def ensure_icon(progress: Progress) -> None:
    if ICON_PNG.exists() and ICON_ICO.exists():
        return
    progress.note("drawing the icon (tools/make_icon.py)")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_icon.py")], check=True, cwd=ROOT)


def write_version_file(version: str) -> bool:
    """Write game/_version.py; returns True if this build created it (and so should remove it)."""
    existed = VERSION_FILE.exists()
    VERSION_FILE.write_text(
        "# Written by build_exe.py for a packaged build (removed after the build; not kept in git).\n"
        f"VERSION = {version!r}\n"
        f"BUILT = {_dt.datetime.now().astimezone().isoformat(timespec='seconds')!r}\n",
        encoding="utf-8",
    )
    return not existed


def run_pyinstaller(spec: Path, distpath: Path, workpath: Path, clean: bool, verbose: bool,
                    progress: Progress) -> None:
    cmd = [sys.executable, "-m", "PyInstaller", str(spec), "--noconfirm",
           "--distpath", str(distpath), "--workpath", str(workpath), "--log-level", "INFO"]
    if clean:
        cmd.append("--clean")
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            encoding="utf-8", errors="replace")
    tail = []
    assert proc.stdout is not None
    for line in proc.stdout:
        line = line.rstrip()
        tail = (tail + [line])[-40:]
        if verbose:
            print(line, flush=True)
        elif "INFO:" in line and any(m in line for m in MILESTONES):
            what = line.split("INFO:", 1)[1].strip()
            if what.startswith("Analyzing hidden import") or "because" in what:
                continue
            if what.startswith("Analyzing ") and len(what) > 90:
                what = what[:87] + "..."
            progress.note(what)
        elif "ERROR:" in line:
            progress.note(line)
    if proc.wait() != 0:
        print("\n".join(tail), file=sys.stderr)
        raise SystemExit(f"build_exe: PyInstaller failed (exit code {proc.returncode}); the last lines are above, "
                         "run again with --verbose for everything")


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def zip_folder(folder: Path, archive: Path, top: str) -> None:
    """Zip `folder` as `top/...`, keeping the executable bit and symlinks (Linux, macOS)."""
    tmp = archive.with_suffix(".zip.part")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in sorted(folder.rglob("*")):
            arc = f"{top}/{path.relative_to(folder).as_posix()}"
            st = path.lstat()
            if path.is_symlink():
                info = zipfile.ZipInfo(arc, time.localtime(st.st_mtime)[:6])
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_dir():
                continue
            else:
                info = zipfile.ZipInfo.from_file(path, arc)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = (stat.S_IFREG | stat.S_IMODE(st.st_mode)) << 16
                with open(path, "rb") as src, zf.open(info, "w") as dst:
                    shutil.copyfileobj(src, dst, 1024 * 1024)
    tmp.replace(archive)


def readme_text(version: str, tag: str, exe_name: str) -> str:
    return textwrap.dedent(f"""\
        {NAME} {version} ({tag})

        Start the game by running {exe_name} in this folder (keep the folder together: the
        _internal folder beside it holds the game's files). No Python or install needed.

        The game keeps saves, settings, logs and crash reports in your user folders, never here:
          Windows: %LOCALAPPDATA%\\{NAME}
          macOS:   ~/Library/Application Support/{NAME}  (logs: ~/Library/Logs/{NAME})
          Linux:   ~/.local/share/{NAME}, ~/.config/{NAME}, ~/.local/state/{NAME}/log
        If it crashes, it says where the report is; please send that file back.

        First start on a machine that does not know the program:
          Windows: SmartScreen may say "Windows protected your PC": More info, then Run anyway.
          macOS:   right-click (or Ctrl-click) {exe_name}, then Open, the first time.
          Linux:   if it will not start, make it executable: chmod +x {exe_name}
        """)


def run_selftest(program: Path, progress: Progress) -> int:
    with tempfile.TemporaryDirectory(prefix="dreadboard-selftest-") as tmp:
        out = Path(tmp) / "out"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DREADBOARD_HOME=str(Path(tmp) / "home"))
        t0 = time.perf_counter()
        proc = subprocess.run([str(program), "selftest", "--out", str(out)], cwd=tmp, env=env)
        pngs = len(list(out.rglob("*.png"))) if out.exists() else 0
        progress.note(f"selftest exit code {proc.returncode}, {pngs} PNG(s), {time.perf_counter() - t0:.1f}s "
                      f"(run from {tmp})")
        return proc.returncode if proc.returncode else (0 if pngs else 1)


def report_startup(program: Path, progress: Progress, runs: int = 5) -> None:
    """Launch to the first drawn menu frame, built vs source: wall and CPU time (game/ui/bench.py's timing;
    DREADBOARD_BENCH_STARTUP=1 makes the app print a line after its first frame, with its CPU time, and quit)."""
    import statistics

    from game.ui.bench import startup_figures, startup_runs  # no pygame at import

    try:
        built = startup_runs(runs, [str(program)], Path(tempfile.gettempdir()))
        source = startup_runs(runs, [sys.executable, "-m", "game"], ROOT)
    except RuntimeError as exc:
        progress.note(f"startup timing skipped: {exc}")
        return
    b, s = statistics.median(w for w, _ in built), statistics.median(w for w, _ in source)
    progress.note(f"launch to first menu frame, median of {runs}: built {startup_figures(built)}, "
                  f"from source {startup_figures(source)}: {b / s:.2f}x")


# -- main ----------------------------------------------------------------------------------
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="one executable instead of a zipped folder")
    parser.add_argument("--windowed", action="store_true",
                        help="no console window (Windows, macOS .app); crash messages then show only in the "
                             "window and the report file")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the results go (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (default build/)")
    parser.add_argument("--no-zip", action="store_true", help="one-folder build: leave the folder, skip the zip")
    parser.add_argument("--no-strip", action="store_true", help="Linux: keep debug symbols in the libraries")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--all-ui-fonts", action="store_true", help="also bundle pygame_gui's CJK fonts (+37 MB)")
    parser.add_argument("--selftest", action="store_true", help="run the built app's selftest afterwards")
    parser.add_argument("--startup", action="store_true",
                        help="time launch to first menu frame, built app against source (dummy video driver)")
    parser.add_argument("--verbose", action="store_true", help="show all of PyInstaller's output")
    args = parser.parse_args(argv)

    t_start = time.perf_counter()
    mode = "onefile" if args.onefile else "onedir"
    progress = Progress(5 + (0 if args.onefile or args.no_zip else 1) + int(args.selftest) + int(args.startup))
    version = read_version()
    tag = platform_tag()
    base_name = f"{NAME}-{version}-{tag}"
    dist = args.dist.resolve()
    work = (args.work / f"pyinstaller-{mode}").resolve()

    progress.step(f"{NAME} {version} for {tag}, {'one file' if args.onefile else 'one folder'}, "
                  f"Python {platform.python_version()}")
    progress.note(f"PyInstaller {ensure_pyinstaller()}")
    ensure_icon(progress)
    missing = unbundled_game_data()
    if missing:
        progress.note("WARNING: data files under game/ not in paths.BUNDLED_DATA (they will be missing): "
                      + ", ".join(missing))

    progress.step("collecting data files (paths.BUNDLED_DATA)")
    datas = bundled_files()
    progress.note(f"{len(datas)} files from " + ", ".join(src for src, _ in paths.BUNDLED_DATA))
    work.mkdir(parents=True, exist_ok=True)
    entry = work / "dreadboard_entry.py"
    entry.write_text(ENTRY, encoding="utf-8")
    # Linux: strip debug symbols from the bundled libraries (libpython alone shrinks from 23 to 6 MB).
    # Not on Windows (PyInstaller advises against it) nor macOS (it breaks code signatures).
    strip = sys.platform.startswith("linux") and not args.no_strip and shutil.which("strip") is not None
    spec = work / f"{NAME}.spec"
    spec.write_text(SPEC.format(
        datas=datas, data_excludes=[] if args.all_ui_fonts else CJK_FONTS, entry=str(entry), root=str(ROOT),
        onefile=args.onefile, name=NAME, console=not args.windowed, icon=icon_for_platform(),
        strip=strip,
        macos_app=args.windowed and sys.platform == "darwin", version=version,
    ), encoding="utf-8")

    progress.step("running PyInstaller (a minute or two)")
    staging = work / "dist"
    created_version_file = write_version_file(version)
    try:
        run_pyinstaller(spec, staging, work / "work", args.clean, args.verbose, progress)
    finally:
        if created_version_file:
            VERSION_FILE.unlink(missing_ok=True)

    progress.step("placing the result in " + str(dist))
    dist.mkdir(parents=True, exist_ok=True)
    archive = None
    if args.onefile:
        result = dist / f"{base_name}{exe_suffix()}"
        built = staging / f"{NAME}{exe_suffix()}"
        if sys.platform == "darwin" and args.windowed:
            result, built = dist / f"{base_name}.app", staging / f"{NAME}.app"
        if result.is_dir():
            shutil.rmtree(result)
        elif result.exists():
            result.unlink()
        shutil.move(str(built), str(result))
        program = result
        folder = None
    else:
        folder = dist / NAME
        if folder.exists():
            shutil.rmtree(folder)
        shutil.move(str(staging / NAME), str(folder))
        (folder / "READ ME.txt").write_text(readme_text(version, tag, NAME + exe_suffix()), encoding="utf-8")
        program = folder / f"{NAME}{exe_suffix()}"
        result = folder
        if not args.no_zip:
            progress.step("zipping")
            archive = dist / f"{base_name}.zip"
            zip_folder(folder, archive, top=base_name)

    progress.step("checking the built program starts (--version)")
    check = subprocess.run([str(program), "--version"], capture_output=True, text=True, cwd=tempfile.gettempdir())
    answer = (check.stdout or check.stderr).strip()
    if check.returncode != 0 or version not in answer:
        print(answer, file=sys.stderr)
        raise SystemExit(f"build_exe: the built program did not start cleanly (exit code {check.returncode})")
    progress.note(answer)

    status = 0
    if args.selftest:
        progress.step("running the built app's selftest from another folder")
        status = run_selftest(program, progress)

    if args.startup:
        progress.step("timing the start: launch to first menu frame")
        report_startup(program, progress)

    elapsed = time.perf_counter() - t_start
    print()
    print(f"Built {NAME} {version} for {tag} in {elapsed:.0f}s.")
    if args.onefile:
        print(f"  program: {result}  ({human(folder_size(result))})")
        share = (f"Send {result.name} as it is. Your friend runs it directly (it unpacks itself to a temporary "
                 f"folder on every start, so it starts a little slower than the zipped folder).")
    else:
        print(f"  folder:  {folder}  ({human(folder_size(folder))})")
        if archive is not None:
            print(f"  archive: {archive}  ({human(archive.stat().st_size)})")
            share = (f"Send {archive.name} (a file-sharing link or USB stick; mail may refuse the size). "
                     f"Your friend unzips it and runs {base_name}/{NAME}{exe_suffix()}; READ ME.txt inside says where "
                     f"saves and crash reports go.")
        else:
            share = f"Zip the folder {folder} and send it; your friend unzips it and runs {NAME}{exe_suffix()}."
    print("How to share: " + share)
    print(f"It runs on {tag} only: build on each platform you want to share for. Unsigned builds make Windows "
          "SmartScreen and macOS Gatekeeper ask once: Windows \"More info, Run anyway\"; macOS right-click, Open.")
    if args.selftest:
        print(f"Selftest of the built app: {'passed' if status == 0 else 'FAILED'}")
    return status


if __name__ == "__main__":
    sys.exit(main())
