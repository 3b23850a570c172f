""""Play on this map": a game of the map's game on the edited text, so an author sees it in play.

Mechanism (the least invasive one): `game.core.layouts.use_override(layout_id, path)`, consulted by
`load_layout`, which every game's map loader goes through (Crimson Creek's act_map, the Zombie
table's geometry). The edited text is written to user_data_dir()/editor-play/<file>.toml and the
override points the map's file name there; their caches are cleared here so they read it. The
override ends when the table scene leaves (or after the headless game for a game with no table).
The table itself is started by the editor scene (game.ui.editor.play_on_map): this module knows no screen.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from game.core import layouts, paths
from game.core.atomic import write_text_atomic


def override_key(doc) -> str:
    """The file name (stem) the game loads for this map: the opened file's when it is a shipped map,
    else the layout id when that names one (a copy of crimson_creek_act1 opened from elsewhere)."""
    if doc.path is not None and (paths.MAPS / f"{doc.path.stem}.toml").exists():
        return doc.path.stem
    if (paths.MAPS / f"{doc.layout_id}.toml").exists():
        return doc.layout_id
    return doc.path.stem if doc.path else doc.layout_id


def play_file(doc) -> Path:
    d = paths.user_data_dir() / "editor-play"
    path = d / f"{override_key(doc)}.toml"
    write_text_atomic(path, doc.text, backup=False)
    return path


def clear_caches() -> None:
    """Forget layouts the games and tables cached, so the next load goes through the override (or not):
    the lru_caches of the games' maps modules (Crimson Creek's act_map) and of the tables' geometry modules
    (the Who Goes There?, The Thing and Terrorscape boards), and the geometry caches `_LAYOUT` (the Zombie
    table) and `_LAYOUTS` (the Crimson Creek table)."""
    for name, mod in list(sys.modules.items()):
        if mod is None or not name.startswith(("game.games.", "game.ui.tables.")):
            continue
        if name.endswith(".maps") or name.endswith(".geometry"):
            for attr in vars(mod).values():
                if callable(getattr(attr, "cache_clear", None)) and getattr(attr, "__module__", "") == name:
                    attr.cache_clear()
        if name.endswith(".geometry"):
            if getattr(mod, "_LAYOUT", None) is not None:
                mod._LAYOUT = None
            if isinstance(getattr(mod, "_LAYOUTS", None), dict):
                mod._LAYOUTS.clear()


def use(key: str, path: Optional[Path]) -> None:
    layouts.use_override(key, path)
    clear_caches()


def seats_for(game_id: str) -> list:
    """One human and AI seats (four seats where the game allows)."""
    from game.games import REGISTRY

    info = REGISTRY[game_id]
    n = max(info.min_seats, min(4, info.max_seats))
    return [{"kind": "human", "name": "Author"}] + [{"kind": "ai", "level": "normal"} for _ in range(n - 1)]


def options_for(game_id: str, key: str) -> dict:
    """The options of a game on the edited map: the standard variant, and where the game lets the lobby choose
    among maps (Terrorscape's `map`), this one: else the game would be set on its default map, which the
    override of another file never reaches."""
    from game.games import REGISTRY

    opts = {"variant": "standard"}
    for o in REGISTRY[game_id].options:
        if o.id == "map" and key in o.choices:
            opts["map"] = key
    return opts


def random_game(doc, make_agent, seed: int = 1, players: Optional[int] = None):
    """Play one whole game with random agents on the edited text (headless); returns the GameOutcome.
    `make_agent(kind, game_id, seat)` builds the seats' agents (game.ai.make_agent: handed in)."""
    from game.core.simulate import play_game
    from game.games import REGISTRY

    game_id = doc.game
    info = REGISTRY[game_id]
    n = players or max(info.min_seats, min(4, info.max_seats))
    key = override_key(doc)
    use(key, play_file(doc))
    try:
        return play_game(game_id, n, seed, [make_agent("random", game_id, seat) for seat in range(n)],
                         options_for(game_id, key))
    finally:
        use(key, None)


def playable_problem(doc) -> Optional[str]:
    """Why this map cannot be played now, or None."""
    from game.games import REGISTRY

    from .validate import check_text, errors_of

    game_id = doc.game
    if not game_id:
        return "This map names no game: set meta.game (e.g. \"zombie\" or \"crimson_creek\")."
    info = REGISTRY.get(game_id)
    if info is None:
        return f"This map is for a game this build does not know ({game_id!r}): set meta.game to one of {', '.join(REGISTRY)}."
    _, problems = check_text(doc.text, doc.path or "<map>")
    problems = errors_of(problems)  # warnings (a path drawn across a location) do not stop a game
    if problems:
        return f"The map has {len(problems)} problem(s); fix them first:\n" + "\n".join(
            f"- {p.key or 'file'}: {p.message}" for p in problems[:6])
    return None
