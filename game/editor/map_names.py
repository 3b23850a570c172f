"""What the editor's Open dialog calls each map: its own title (meta.title), with its game's name before it when
the title does not say it ("Who Goes There? · The camp"), never the file's name -- that only where
two maps share a title, after it, so the two can be told apart. No pygame."""
from __future__ import annotations

import tomllib
from pathlib import Path


def map_title(path: Path) -> str:
    """The map's title as a player reads it; a file that cannot be read as TOML shows its name (opening it
    then says what is wrong)."""
    try:
        meta = tomllib.loads(path.read_text(encoding="utf-8")).get("meta", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, AttributeError):
        return path.name
    title = meta.get("title") if isinstance(meta, dict) else None
    if not isinstance(title, str) or not title.strip():
        return path.name
    game = _game_name(meta.get("game")).split(":")[0].split(" (")[0]  # "The Thing", "Who Goes There?"
    return title if not game or title.startswith(game) else f"{game} · {title}"


def _game_name(game_id) -> str:
    from game.games import REGISTRY

    try:
        return REGISTRY[game_id].name if isinstance(game_id, str) else ""
    except KeyError:
        return ""


def open_choices(files: list) -> list:
    """(key, label, tooltip) of each map file: labels by title, the file's name added only to shared titles."""
    titles = [map_title(f) for f in files]
    out = []
    for f, title in zip(files, titles):
        label = f"{title}, file {f.name}" if titles.count(title) > 1 and title != f.name else title
        out.append(("file:" + str(f), label, f"maps/{f.name}"))
    return out
