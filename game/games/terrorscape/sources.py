"""Where the engine gets its board and its cards.

The boards are tsmap's board.py (`load_board`), the cards tscards' content.py (`load_content`),
read through `board()` and `content()` here so the engine does not care which part landed first:
tests install small fixtures with `install_board` / `install_content` (tests/games/terrorscape/fixtures.py).

The content the engine reads is tscards' content.py `Content` (items, decks, analysis, survivors,
combat / combat_die, killers, skills): the shapes and the effect vocabulary of data/EFFECTS.md.
tests/games/terrorscape/fixtures.py builds a small one in the same shapes.
"""
from __future__ import annotations

from game.core import layouts
from game.core.content import on_override

_BOARDS: dict = {}
_INSTALLED_BOARDS: set = set()  # the names a test installed: a map override leaves them alone
_CONTENT = None  # the content in use: a test's fixture (install_content) or the loaded folder's
_INSTALLED = False  # True while a test's fixture is in place: an override then leaves it alone


def install_board(name: str, board) -> None:
    """Use `board` for the map `name` (tests; None forgets it)."""
    if board is None:
        _BOARDS.pop(name, None)
        _INSTALLED_BOARDS.discard(name)
    else:
        _BOARDS[name] = board
        _INSTALLED_BOARDS.add(name)


def install_content(content) -> None:
    global _CONTENT, _INSTALLED
    _CONTENT, _INSTALLED = content, content is not None


def _forget_loaded() -> None:
    """A content override started or ended (a modder's folder, the hostile-content tests): the next
    question reads the folder then in use, so a broken folder is reported, not played past."""
    global _CONTENT
    if not _INSTALLED:
        _CONTENT = None


on_override(_forget_loaded)


def _forget_boards() -> None:
    """A map override started or ended (the map editor's "Play on this map"): the next game reads the board
    from the file then in use, as the table does, never the one read before."""
    for name in [n for n in _BOARDS if n not in _INSTALLED_BOARDS]:
        del _BOARDS[name]


layouts.on_override(_forget_boards)


def board(name: str):
    found = _BOARDS.get(name)
    if found is None:
        from .board import load_board  # tsmap's module
        found = _BOARDS[name] = load_board(name)
    return found


def content():
    global _CONTENT
    if _CONTENT is None:
        from .content import load_content  # tscards' module
        _CONTENT = load_content()
    return _CONTENT
