"""Last-resort crash reports: a readable file in the user's log folder, and a line telling where.

    from game.core import crash
    sys.exit(crash.run_guarded(args.func, args, command="play"))

An exception that escapes a command is written to paths.user_log_dir()/crash-<time>.txt with the
traceback, the version, the platform and the time, and the player is told where the file is: on
stderr always, and in a small window when the crash came from the windowed app.

This module never imports pygame (game/core stays pygame-free). If the app had already loaded
pygame, the last-resort window borrows that module from sys.modules; under SDL's dummy or
offscreen drivers (tests, selftest) or with DREADBOARD_NO_CRASH_WINDOW=1 no window is shown.

DREADBOARD_TEST_CRASH=1 makes run_guarded raise a deliberate error before the command runs, to
check a packaged build's reporting end to end.
"""
from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Callable, Optional

from game.core import paths

CRASH_EXIT_CODE = 70  # EX_SOFTWARE
KEEP_REPORTS = 20
_NO_WINDOW_DRIVERS = ("dummy", "offscreen")


class DeliberateCrash(RuntimeError):
    """Raised when DREADBOARD_TEST_CRASH is set, to test the reporting."""


def _version_line() -> str:
    try:
        from game.core.version import describe

        return describe()
    except Exception as exc:  # the report must still be written
        return f"{paths.APP_NAME} (version unknown: {exc!r})"


def _library_versions() -> str:
    """Versions of the big libraries that are already loaded (nothing is imported here)."""
    parts = []
    for name in ("pygame", "pygame_gui", "pymunk"):
        mod = sys.modules.get(name)
        if mod is not None:
            version = getattr(mod, "__version__", None) or getattr(getattr(mod, "version", None), "ver", None)
            parts.append(f"{name} {version or '?'}")
    return ", ".join(parts) or "none loaded"


def format_report(exc: BaseException, command: Optional[str] = None, argv: Optional[list] = None,
                  now: Optional[_dt.datetime] = None) -> str:
    """The text of a crash report (plain text a player can read and send)."""
    now = now or _dt.datetime.now().astimezone()
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    argv = list(sys.argv if argv is None else argv)
    lines = [
        f"{paths.APP_NAME} crash report",
        "=" * 40,
        f"Time:      {now.isoformat(timespec='seconds')}",
        f"Version:   {_version_line()}",
        f"Command:   {command or '?'}    (argv: {' '.join(argv)})",
        f"Error:     {type(exc).__name__}: {exc}",
        f"Platform:  {platform.platform()} ({platform.machine() or '?'})",
        f"Python:    {platform.python_implementation()} {platform.python_version()}"
        f"{' (packaged)' if getattr(sys, 'frozen', False) else ''}",
        f"Libraries: {_library_versions()}",
        f"Program:   {sys.executable}",
        f"Folder:    {_safe_cwd()}",
        "",
        tb.rstrip(),
        "",
    ]
    return "\n".join(lines)


def _safe_cwd() -> str:
    try:
        return os.getcwd()
    except OSError as exc:
        return f"? ({exc})"


def _report_dirs() -> list:
    dirs = []
    try:
        dirs.append(paths.user_log_dir())
    except Exception:
        pass
    dirs.append(Path(tempfile.gettempdir()))
    return dirs


def write_report(exc: BaseException, command: Optional[str] = None, log_dir: Optional[Path] = None) -> Optional[Path]:
    """Write the report; returns its path, or None if no folder would take it."""
    text = format_report(exc, command)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    for folder in ([Path(log_dir)] if log_dir is not None else []) + _report_dirs():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}.txt"
            path.write_text(text, encoding="utf-8")
        except OSError:
            continue
        _prune(folder)
        return path
    return None


def _prune(folder: Path, keep: int = KEEP_REPORTS) -> None:
    """Keep the newest `keep` crash reports (names sort by time)."""
    try:
        old = sorted(folder.glob("crash-*.txt"))[:-keep]
        for path in old:
            path.unlink()
    except OSError:
        pass


def _stderr(text: str) -> None:
    stream = sys.stderr
    if stream is None:  # a windowed build on Windows has no console
        return
    try:
        stream.write(text + "\n")
        stream.flush()
    except Exception:
        pass


def message_lines(exc: BaseException, report: Optional[Path]) -> list:
    text = (str(exc).strip().splitlines() or [""])[0]
    text = text if len(text) <= 200 else text[:197] + "..."
    lines = [f"{paths.APP_NAME} hit an error it could not recover from.", f"{type(exc).__name__}: {text}", ""]
    if report is not None:
        lines += ["A crash report was written to:", str(report), "",
                  "Please send that file to whoever gave you the game."]
    else:
        lines += ["No crash report could be written; the details are above."]
    return lines


def show_in_window(title: str, lines: list, timeout: float = 600.0) -> bool:
    """A bare pygame message loop, only if the app had loaded pygame and a real display exists.

    Returns True if the window was shown. Closes on any key, click, or the window's close button.
    """
    pg = sys.modules.get("pygame")
    if pg is None or os.environ.get("DREADBOARD_NO_CRASH_WINDOW"):
        return False
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in _NO_WINDOW_DRIVERS:
        return False
    try:
        pg.display.init()
        if (pg.display.get_driver() or "").lower() in _NO_WINDOW_DRIVERS:
            pg.display.quit()
            return False
        pg.font.init()
        font = pg.font.Font(str(paths.FONTS / "DejaVuSans.ttf"), 17)
        bold = pg.font.Font(str(paths.FONTS / "DejaVuSans-Bold.ttf"), 20)
        wrapped = []
        for line in lines:
            wrapped.extend(_wrap(font, line, 680) or [""])
        height = 64 + 24 * len(wrapped) + 56
        screen = pg.display.set_mode((760, min(640, height)))
        pg.display.set_caption(f"{paths.APP_NAME}: {title}")
        clock = pg.time.Clock()
        waited = 0.0
        done = False
        while not done and waited < timeout:
            for event in pg.event.get():
                if event.type in (pg.QUIT, pg.KEYDOWN, pg.MOUSEBUTTONDOWN):
                    done = True
            screen.fill((24, 18, 20))
            screen.blit(bold.render(title, True, (230, 200, 190)), (40, 24))
            y = 64
            for line in wrapped:
                screen.blit(font.render(line, True, (225, 218, 205)), (40, y))
                y += 24
            hint = font.render("Press any key or close this window.", True, (150, 140, 130))
            screen.blit(hint, (40, screen.get_height() - 34))
            pg.display.flip()
            waited += clock.tick(20) / 1000.0
        return True
    except Exception:
        return False
    finally:
        try:
            pg.quit()
        except Exception:
            pass


def _wrap(font, text: str, width: int) -> list:
    """Word-wrap for the message window; long words (paths) are cut by characters."""
    out, line = [], ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if font.size(candidate)[0] <= width:
            line = candidate
            continue
        if line:
            out.append(line)
        line = word
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line)
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
    if line:
        out.append(line)
    return out


def handle(exc: BaseException, command: Optional[str] = None, window: bool = True) -> Optional[Path]:
    """Report an exception that nothing else caught: file, stderr line, maybe a window."""
    report = write_report(exc, command)
    _stderr("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip())
    if report is not None:
        _stderr(f"\n{paths.APP_NAME} crashed. A crash report was written to: {report}")
    else:
        _stderr(f"\n{paths.APP_NAME} crashed, and no crash report could be written.")
    if window:
        show_in_window("Something went badly wrong", message_lines(exc, report))
    return report


def run_guarded(func: Callable, *args, command: Optional[str] = None, window: bool = True) -> int:
    """Run a command; a crash becomes a report and exit code 70. SystemExit passes through."""
    try:
        if os.environ.get("DREADBOARD_TEST_CRASH"):
            raise DeliberateCrash("a deliberate crash (DREADBOARD_TEST_CRASH is set)")
        result = func(*args)
        return int(result or 0)
    except KeyboardInterrupt:
        _stderr("Interrupted.")
        return 130
    except Exception as exc:
        handle(exc, command, window=window)
        return CRASH_EXIT_CODE
