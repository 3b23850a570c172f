"""The app's menu scenes, one module each. `register_all()` imports them all, which registers them by
name for App.open(name, ...); App.open calls it. The class names below (`from game.ui.scenes import
LobbyScene`) import their module on first use.

Importing the package itself loads no scene: the main menu imports only menu.py and common.py, so the
first menu frame does not wait for the lobby, the rules, the guide or the saves list (start-up time,
tests/ui/test_startup.py keeps it so).
"""
from __future__ import annotations

import importlib

_CLASSES = {
    "CreditsScene": "credits", "GameOverScene": "gameover", "GuideScene": "guide", "HandoffScene": "handoff", "LobbyScene": "lobby",
    "MenuScene": "menu", "MessageScene": "message", "PauseScene": "pause", "PickerScene": "picker",
    "RulesScene": "rules", "LoadScene": "saves", "SettingsScene": "settings", "ReplayScene": "replay_viewer",
}

__all__ = list(_CLASSES) + ["register_all"]


def register_all() -> None:
    """Import every built-in scene module, so each is reachable by its registered name."""
    for module in sorted(set(_CLASSES.values())):
        importlib.import_module(f"{__name__}.{module}")


def __getattr__(name: str):
    module = _CLASSES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
