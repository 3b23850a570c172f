"""The player's settings: one small dataclass, stored as JSON in the user's config folder.

No pygame here. `load_settings()` never raises for a bad file: it returns the defaults plus a
readable problem naming the file, and leaves the bad file alone. The next `save_settings()`
moves the bad file aside as `settings.json.corrupt-<timestamp>` (so nothing the player wrote is
lost) and writes the new file atomically (temp file + os.replace), keeping the previous good file
as `settings.json.bak`.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Optional

from . import paths

FILE_NAME = "settings.json"
FORMAT = "dreadboard-settings"
VERSION = 1

MIN_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)
ANIMATION_SPEED_RANGE = (0.5, 2.0)
AI_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = ("human", "ai")


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0.5 (slow) .. 2.0 (fast)
    dice_animation: bool = True
    volume: float = 0.8  # 0..1
    mute: bool = False
    # game id -> list of seats, each {"kind": "human"|"ai", "level": "easy"|"normal"|"hard", "name": str}
    last_seats: dict = field(default_factory=dict)

    # -- helpers ------------------------------------------------------------------
    @property
    def window_size(self) -> tuple:
        return (self.window_width, self.window_height)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    def clamped(self) -> "Settings":
        """A copy with every number inside its range (used after loading and before saving)."""
        s = Settings(**{f.name: getattr(self, f.name) for f in fields(self)})
        s.window_width = int(min(MAX_WINDOW[0], max(MIN_WINDOW[0], s.window_width)))
        s.window_height = int(min(MAX_WINDOW[1], max(MIN_WINDOW[1], s.window_height)))
        lo, hi = ANIMATION_SPEED_RANGE
        s.animation_speed = round(float(min(hi, max(lo, s.animation_speed))), 3)
        s.volume = round(float(min(1.0, max(0.0, s.volume))), 3)
        s.last_seats = {k: [_clean_seat(x) for x in v] for k, v in s.last_seats.items()}
        return s

    def to_json(self) -> dict:
        data = asdict(self.clamped())
        return {"format": FORMAT, "version": VERSION, **data}

    def copy(self) -> "Settings":
        return Settings.from_json(self.to_json())[0]

    @classmethod
    def from_json(cls, data) -> tuple:
        """(settings, problems): unknown keys are ignored, a wrong value falls back to its default."""
        problems: list = []
        if not isinstance(data, dict):
            raise ValueError(f"the top level must be a JSON object, found {type(data).__name__}")
        if data.get("format", FORMAT) != FORMAT:
            raise ValueError(f"'format' is {data.get('format')!r}, expected {FORMAT!r}")
        s = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(s, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, int):
                ok = isinstance(value, int) and not isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                value = float(value) if ok else value
            elif isinstance(default, dict):
                ok = isinstance(value, dict) and all(
                    isinstance(k, str) and isinstance(v, list) and all(isinstance(x, dict) for x in v)
                    for k, v in value.items()
                )
            else:
                ok = True
            if ok:
                setattr(s, f.name, value)
            else:
                problems.append(f"'{f.name}' has the wrong type ({json.dumps(value)[:40]}), using the default")
        return s.clamped(), problems


def _clean_seat(seat: dict) -> dict:
    kind = seat.get("kind") if seat.get("kind") in SEAT_KINDS else "human"
    level = seat.get("level") if seat.get("level") in AI_LEVELS else "normal"
    name = seat.get("name") if isinstance(seat.get("name"), str) else ""
    return {"kind": kind, "level": level, "name": name[:24]}


@dataclass
class LoadResult:
    settings: Settings
    path: Path
    problem: Optional[str] = None  # readable, names the file; None when all was well
    corrupt: bool = False  # the file could not be used at all: keep it and move it aside on next save


def settings_path() -> Path:
    return paths.user_config_dir() / FILE_NAME


def load_settings(path: Optional[Path] = None) -> LoadResult:
    path = Path(path) if path else settings_path()
    if not path.exists():
        return LoadResult(Settings(), path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return LoadResult(Settings(), path, f"{path}: cannot be read ({exc}). Using the default settings.", True)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return LoadResult(
            Settings(), path,
            f"{path}: line {exc.lineno}, column {exc.colno}: {exc.msg}. Using the default settings; "
            f"the file is kept and will be renamed to {path.name}.corrupt-<time> when settings are next saved.",
            True,
        )
    try:
        settings, problems = Settings.from_json(data)
    except ValueError as exc:
        return LoadResult(Settings(), path, f"{path}: {exc}. Using the default settings.", True)
    if problems:
        return LoadResult(settings, path, f"{path}: " + "; ".join(problems) + ".", False)
    return LoadResult(settings, path)


def save_settings(settings: Settings, path: Optional[Path] = None, corrupt: bool = False) -> Path:
    """Write atomically. `corrupt=True` (from a LoadResult) moves the unreadable file aside first
    instead of keeping it as the .bak."""
    path = Path(path) if path else settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        if corrupt:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            aside = path.with_name(f"{path.name}.corrupt-{stamp}")
            n = 1
            while aside.exists():
                aside = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
                n += 1
            os.replace(path, aside)
        else:
            shutil.copy2(path, path.with_name(path.name + ".bak"))
    blob = json.dumps(settings.to_json(), indent=2, sort_keys=False) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(blob)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


class SettingsStore:
    """Holds the live settings and remembers whether the file on disk must be moved aside."""

    def __init__(self, path: Optional[Path] = None):
        result = load_settings(path)
        self.path = result.path
        self.settings = result.settings
        self.problem = result.problem
        self._corrupt = result.corrupt

    def save(self) -> Path:
        out = save_settings(self.settings, self.path, corrupt=self._corrupt)
        self._corrupt = False
        return out
