"""The first-game guide's words, one data file per game: game/games/<id>/data/guide.toml
({title, intro, parts: [{area, name, text}], steps: [{text}]}). The overlay is scenes/guide.py.
"""
from __future__ import annotations

from game.core.content import ContentFile, Seq, Table, Text, content_dir
from game.core.errors import DataFileError

# The schema of guide.toml, checked like every game's content (file, key and line in every message).
GUIDE = Table({
    "title": (Text(max_len=120), "How to play"),
    "intro": (Text(nonempty=False), ""),
    "parts": (Seq(Table({"area": Text(max_len=60), "name": Text(max_len=120), "text": Text()}), max_len=40), []),
    "steps": (Seq(Table({"text": Text()}), max_len=40), []),
})


def load_guide(game_id: str) -> dict:
    """The guide of a game: {title, intro, parts: [{area, name, text}], steps: [text]} (empty when none).
    A broken guide.toml never stops the table: the overlay then says what is wrong with which file."""
    path = content_dir(game_id) / "guide.toml"
    if not path.exists():
        return {}
    try:
        data = ContentFile(path).check(GUIDE)
    except DataFileError as exc:
        return {"title": "The guide cannot be shown", "intro": str(exc), "parts": [], "steps": []}
    return {"title": data["title"], "intro": data["intro"], "parts": data["parts"],
            "steps": [s["text"] for s in data["steps"]]}


def has_guide(game_id: str) -> bool:
    return bool(game_id) and (content_dir(game_id) / "guide.toml").exists()
