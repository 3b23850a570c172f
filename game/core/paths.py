"""Every path the program uses, in one place.

Works from a source checkout, from a PyInstaller one-folder build and from a one-file build
(where bundled files are unpacked under sys._MEIPASS). User files (saves, settings, logs,
crash reports) always go to the user's directories from platformdirs, never beside the program.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Dreadboard"


def bundle_root() -> Path:
    """The folder holding game/, assets/ and maps/ (the repo root, or the unpacked bundle)."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass)
    return Path(__file__).resolve().parent.parent.parent


ROOT = bundle_root()
GAME_DIR = ROOT / "game"
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"
IMAGES = ASSETS / "images"
SOUNDS = ASSETS / "sounds"
ICONS = ASSETS / "icons"  # the game-icons.net pictures tools/vendor_assets.py takes (assets/vendor.toml)
MAPS = ROOT / "maps"

# What PyInstaller must bundle: (source relative to ROOT, destination inside the bundle).
BUNDLED_DATA = [
    ("assets", "assets"),
    ("maps", "maps"),
    ("game/games", "game/games"),  # each game's data/ folder of TOML content
]


def game_data(game_id: str) -> Path:
    return GAME_DIR / "games" / game_id / "data"


def _user_dir(kind: str) -> Path:
    override = os.environ.get("DREADBOARD_HOME")
    if override:
        path = Path(override) / kind
    else:
        import platformdirs

        getter = {
            "data": platformdirs.user_data_dir,
            "config": platformdirs.user_config_dir,
            "logs": platformdirs.user_log_dir,
        }[kind]
        path = Path(getter(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_data_dir() -> Path:
    return _user_dir("data")


def user_config_dir() -> Path:
    return _user_dir("config")


def user_log_dir() -> Path:
    return _user_dir("logs")


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
