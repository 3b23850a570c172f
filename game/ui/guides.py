"""The first-game guide's words, one data file per game: game/games/<id>/data/guide.toml
({title, intro, parts: [{area, name, text}], steps: [{text}]}). The overlay is scenes/guide.py.
"""
from __future__ import annotations

from game.core import paths
from game.core.content import load_toml


def load_guide(game_id: str) -> dict:
    """The guide of a game: {title, intro, parts: [{area, name, text}], steps: [{text}]} (empty when none)."""
    path = paths.game_data(game_id) / "guide.toml"
    if not path.exists():
        return {}
    data = load_toml(path)
    return {"title": str(data.get("title", "How to play")), "intro": str(data.get("intro", "")),
            "parts": [dict(p) for p in data.get("parts", []) if isinstance(p, dict)],
            "steps": [str(s.get("text", "")) for s in data.get("steps", []) if isinstance(s, dict)]}


def has_guide(game_id: str) -> bool:
    return bool(game_id) and (paths.game_data(game_id) / "guide.toml").exists()
