"""The player's settings: one small dataclass, stored as JSON in the user's config folder.

No pygame here. Adding a setting is one line in `Settings`: its name, type, default and range or
choices, e.g.  `pace: str = setting("normal", choices=("slow", "normal", "fast", "instant"))`.
Loading checks every key against that declaration; saving writes them back.

Nothing the player (or a newer Dreadboard) wrote is lost:
- `load_settings()` never raises: a file that cannot be used at all gives the defaults plus a
  message naming the file and what is wrong, and the file is left alone;
- a key with a wrong value falls back to its default and the other keys are kept; a number outside
  its range is used clamped, and the message says so (a 30-digit window width is a hand edit);
- keys this version does not know, and the version number of a newer file, are written back as
  they were (round-trip what we do not understand); a newer version is named in the message;
- before a save would replace a file that was not fully understood (unusable, a wrong value, a
  newer version), the original is kept aside once as `settings.json.kept-<time>` (unusable files
  are moved aside as `settings.json.corrupt-<time>`), beside the usual `settings.json.bak`.
"""
from __future__ import annotations

import dataclasses
import json
import math
import os
import shutil
import time
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Optional

from . import paths
from .atomic import write_text_atomic
from .errors import DataFileError
from .jsonfile import read_json
from .safe_read import SETTINGS_BYTES
from .session_meta import AI_LEVELS, NAME_LIMIT, SEAT_KINDS, clean_name  # noqa: F401 (re-exported)

FILE_NAME = "settings.json"
FORMAT = "dreadboard-settings"
VERSION = 1

MIN_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)
ANIMATION_SPEED_RANGE = (0.5, 2.0)
AI_PACES = ("slow", "normal", "fast", "instant")  # how fast computer seats play (game/ui/tables/pacing.py)
UI_SCALE_RANGE = (1.0, 2.0)  # 100% .. 200%
PALETTES = ("default", "colour_blind")  # theme palettes (game/ui/theme.py)
MAX_TEXT = 200  # a free text setting longer than this is not ours


def setting(default, lo=None, hi=None, choices=None, clean=None):
    """Declare one setting. The type is the default's (bool, int, float, str, dict or list; a
    callable default makes a fresh dict/list per instance). Numbers are clamped to [lo, hi]; a
    str must be one of `choices` when given; `clean(value) -> value` checks and tidies a dict or
    list (raise ValueError with a reason to refuse it)."""
    meta = {"setting": True, "lo": lo, "hi": hi, "choices": choices, "clean": clean}
    if callable(default):
        return field(default_factory=default, metadata=meta)
    return field(default=default, metadata=meta)


def clean_seat(seat) -> dict:
    """One remembered lobby seat, tidied: unknown kinds and levels become the defaults, the name a
    short line of printable text."""
    seat = seat if isinstance(seat, dict) else {}
    kind = seat.get("kind") if seat.get("kind") in SEAT_KINDS else "human"
    level = seat.get("level") if seat.get("level") in AI_LEVELS else "normal"
    return {"kind": kind, "level": level, "name": clean_name(seat.get("name"))}


def _clean_last_seats(value) -> dict:
    if not isinstance(value, dict):
        raise ValueError(f"is {_short(value)}, expected an object of game id -> list of seats")
    out = {}
    for game, seats in value.items():
        if not isinstance(seats, list) or len(seats) > 16:
            raise ValueError(f"holds {_short(seats)} for {str(game)[:30]!r}, expected a list of up to 16 seats")
        out[str(game)[:40]] = [clean_seat(s) for s in seats]
    return out


def _clean_game_ids(value) -> list:
    if not isinstance(value, list) or len(value) > 64 or not all(isinstance(x, str) for x in value):
        raise ValueError(f"is {_short(value)}, expected a list of game ids")
    return list(dict.fromkeys(x[:40] for x in value))


@dataclass
class Settings:
    window_width: int = setting(1280, lo=MIN_WINDOW[0], hi=MAX_WINDOW[0])
    window_height: int = setting(720, lo=MIN_WINDOW[1], hi=MAX_WINDOW[1])
    fullscreen: bool = setting(False)
    animation_speed: float = setting(1.0, lo=ANIMATION_SPEED_RANGE[0], hi=ANIMATION_SPEED_RANGE[1])  # slow..fast
    dice_animation: bool = setting(True)
    ai_pace: str = setting("normal", choices=AI_PACES)
    volume: float = setting(0.8, lo=0.0, hi=1.0)
    mute: bool = setting(False)
    # each kind of sound under the volume above: the table's cues, and each game's quiet ambient loop
    # (a file from before these were settings gets these defaults)
    effects_volume: float = setting(1.0, lo=0.0, hi=1.0)
    ambience_volume: float = setting(0.5, lo=0.0, hi=1.0)
    confirm_risky: bool = setting(True)  # risky and final moves (declaring the Lair, discarding, ...) ask first
    # accessibility: text, cards and tokens enlarged (1.0 = 100% .. 2.0 = 200%); the colour-blind-safe
    # palette (seats and zones are told apart by shape and pattern in every palette); fades instead of flights and rolls
    ui_scale: float = setting(1.0, lo=UI_SCALE_RANGE[0], hi=UI_SCALE_RANGE[1])
    palette: str = setting("default", choices=PALETTES)
    reduced_motion: bool = setting(False)
    # game id -> list of seats, each {"kind": "human"|"ai", "level": "easy"|"normal"|"hard", "name": str}
    last_seats: dict = setting(dict, clean=_clean_last_seats)
    # game ids whose first-game guide was shown (offered once on the first game, then from the pause menu)
    guides_shown: list = setting(list, clean=_clean_game_ids)

    # not settings: what the file held that this version does not understand, written back as it was
    extra: dict = field(default_factory=dict, compare=False, repr=False, metadata={"setting": False})
    file_version: int = field(default=VERSION, compare=False, repr=False, metadata={"setting": False})

    # -- helpers ------------------------------------------------------------------
    @property
    def window_size(self) -> tuple:
        return (self.window_width, self.window_height)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    @property
    def effects_level(self) -> float:
        return self.effective_volume * self.effects_volume

    @property
    def ambience_level(self) -> float:
        return self.effective_volume * self.ambience_volume

    def to_json(self, check: bool = True) -> dict:
        values = {f.name: getattr(self, f.name) for f in setting_fields()}
        if check:
            values = {name: value for name, (value, _) in _checked(values).items()}
        out = {"format": FORMAT, "version": max(VERSION, self.file_version)}
        out.update(values)
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    def copy(self) -> "Settings":
        return Settings.from_json(self.to_json())[0]

    @classmethod
    def from_json(cls, data) -> tuple:
        """(settings, problems): a wrong value falls back to its default and is named in problems;
        unknown keys are kept in `extra`. Raises ValueError when `data` is not a settings object."""
        if not isinstance(data, dict):
            raise ValueError(f"the top level must be a JSON object, found {_kind_of(data)}")
        if data.get("format", FORMAT) != FORMAT:
            raise ValueError(f"'format' is {_short(data.get('format'))}, expected {FORMAT!r}")
        version = data.get("version", VERSION)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(f"'version' is {_short(version)}, expected a whole number")
        known = {f.name for f in setting_fields()}
        checked = _checked({k: v for k, v in data.items() if k in known})
        s = cls(**{name: value for name, (value, _) in checked.items()})
        s.extra = {k: v for k, v in data.items() if k not in known and k not in ("format", "version")}
        s.file_version = version
        problems = [problem for _, problem in checked.values() if problem]
        if version > VERSION:  # what it holds beyond this version is kept, but the player should know why
            problems.insert(0, f"'version' is {_short(version)}: the file was written by a newer Dreadboard "
                               f"(this one reads settings version {VERSION}); what this one does not know is kept")
        return s, problems


def setting_fields() -> list:
    """Every field is a setting (a plain `name: type = default` line works too, without a range)
    except the two that carry what the file held beyond them."""
    return [f for f in fields(Settings) if f.metadata.get("setting", True)]


def _default(f):
    return f.default_factory() if f.default is dataclasses.MISSING else f.default


def _checked(values: dict) -> dict:
    """name -> (usable value, problem or None) for the settings present in `values`."""
    out = {}
    for f in setting_fields():
        if f.name not in values:
            continue
        try:
            value = _check_value(f, values[f.name])
            out[f.name] = (value, _clamp_note(f, values[f.name], value))
        except ValueError as exc:
            out[f.name] = (_default(f), f"'{f.name}' {exc}, using the default")
    return out


def _check_value(f, value):
    default = _default(f)
    m = {"lo": None, "hi": None, "choices": None, "clean": None, **f.metadata}
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"is {_short(value)}, expected true or false")
        return value
    if isinstance(default, (int, float)):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"is {_short(value)}, expected a number")
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError("is not a finite number")
        if isinstance(default, int) and isinstance(value, float) and not value.is_integer():
            raise ValueError(f"is {_short(value)}, expected a whole number")
        if m["lo"] is not None:
            value = max(m["lo"], value)
        if m["hi"] is not None:
            value = min(m["hi"], value)
        return int(value) if isinstance(default, int) else round(float(value), 3)
    if isinstance(default, str):
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise ValueError(f"is {_short(value)}, expected a short text")
        if m["choices"] is not None and value not in m["choices"]:
            raise ValueError(f"is {_short(value)}, expected one of {', '.join(map(str, m['choices']))}")
        return value
    if m["clean"] is not None:
        return m["clean"](value)
    if not isinstance(value, type(default)):
        raise ValueError(f"is {_short(value)}, expected {_kind_of(default)}")
    return value


def _clamp_note(f, given, used):
    """The message for a number outside its setting's range (it is used clamped), or None."""
    lo, hi = f.metadata.get("lo"), f.metadata.get("hi")
    if not isinstance(given, (int, float)) or isinstance(given, bool):
        return None
    if lo is not None and given < lo:
        return f"'{f.name}' is {_short(given)}, below the smallest {lo:g}; using {used:g}"
    if hi is not None and given > hi:
        return f"'{f.name}' is {_short(given)}, above the largest {hi:g}; using {used:g}"
    return None


def _kind_of(value) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "true or false",
            type(None): "null"}.get(type(value), "a number" if isinstance(value, (int, float)) else type(value).__name__)


def _short(value) -> str:
    """A value as a player can read it in a message, at most ~40 characters (never the whole of a
    huge list or text)."""
    if isinstance(value, (dict, list)):
        return f"{_kind_of(value)} of {len(value)} item{'s' if len(value) != 1 else ''}"
    text = json.dumps(value, ensure_ascii=True) if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass
class LoadResult:
    settings: Settings
    path: Path
    problem: Optional[str] = None  # readable, names the file; None when all was well
    corrupt: bool = False  # the file could not be used at all: keep it and move it aside on next save
    lossy: bool = False  # a save would drop something the file held: keep the original aside first


def settings_path() -> Path:
    return paths.user_config_dir() / FILE_NAME


def load_settings(path: Optional[Path] = None) -> LoadResult:
    try:
        path = Path(path) if path else settings_path()
    except Exception as exc:  # the config folder cannot be made: play with defaults
        return LoadResult(Settings(), Path(FILE_NAME), f"The settings folder cannot be used ({exc}). "
                          "Using the default settings.", False)
    try:
        if not path.exists():
            return LoadResult(Settings(), path)
        data = read_json(path, "settings file", max_bytes=SETTINGS_BYTES)
        settings, problems = Settings.from_json(data)
    except DataFileError as exc:
        return _unusable(path, str(exc))
    except ValueError as exc:
        return _unusable(path, f"{path}: {exc}")
    except Exception as exc:  # anything else in a hostile file: still start, with defaults
        return _unusable(path, f"{path}: cannot be used ({exc.__class__.__name__}: {str(exc)[:120]})")
    # would writing these settings back drop or change anything the file held? (a clamped number,
    # a wrong value replaced by its default); then the original is kept aside before the first save
    written = settings.to_json()
    lossy = bool(problems) or any(written.get(k) != v for k, v in data.items() if k != "format")
    if problems:
        return LoadResult(settings, path, f"{path}: " + "; ".join(problems) + ".", lossy=lossy)
    return LoadResult(settings, path, lossy=lossy)


def _unusable(path: Path, why: str) -> LoadResult:
    return LoadResult(Settings(), path, f"{why}. Using the default settings; the file is kept and will be renamed "
                      f"to {path.name}.corrupt-<time> when settings are next saved.", corrupt=True)


def _aside(path: Path, tag: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    return aside


def save_settings(settings: Settings, path: Optional[Path] = None, corrupt: bool = False,
                  lossy: bool = False) -> Path:
    """Write atomically, keeping the previous file as .bak. `corrupt=True` (from a LoadResult) moves
    the unusable file aside first; `lossy=True` copies a not fully understood file aside first."""
    path = Path(path) if path else settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        if corrupt:
            os.replace(path, _aside(path, "corrupt"))
        elif lossy:
            shutil.copy2(path, _aside(path, "kept"))
    blob = json.dumps(settings.to_json(), indent=2, sort_keys=False) + "\n"
    write_text_atomic(path, blob, backup=True)
    return path


class SettingsStore:
    """Holds the live settings and remembers whether the file on disk must be kept aside."""

    def __init__(self, path: Optional[Path] = None):
        result = load_settings(path)
        self.path = result.path
        self.settings = result.settings
        self.problem = result.problem
        self._corrupt = result.corrupt
        self._lossy = result.lossy

    def save(self) -> Path:
        out = save_settings(self.settings, self.path, corrupt=self._corrupt, lossy=self._lossy)
        self._corrupt = self._lossy = False
        return out
