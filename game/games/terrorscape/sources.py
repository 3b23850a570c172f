"""Where the engine gets its board and its cards.

The boards are tsmap's board.py (`load_board`), the cards tscards' content.py (`load_content`),
read through `board()` and `content()` here so the engine does not care which part landed first:
tests install small fixtures with `install_board` / `install_content` (tests/terrorscape/fixtures.py).

The content the engine reads (an object with these attributes; see tests/terrorscape/fixtures.py):
  items      {id: {name, deck (discover|key|medical|weapon|character), count, noise (bool),
              kind (item|key|cat|fuel|secret_map), use (None|weapon|special|extra), infinite (bool),
              weapon ({add: n} | {dice_x: 2, needs: item id}), effects [effect], icons [weakness icons]}}
  survivors  {id: {name, health, items [item ids], ability}}
  killers    {id: {name, strength, max_level, levels {"2": {strength: +n}}, deck [skill ids],
              ultimate {skill id: level}}}
  skills     {id: {name, cost, speed (fast|slow|special|attack), effects [effect]}}
  analysis   [{id, weakness, second (tool|knowledge|mystic), tactic {show [item ids], add, at, at_add}}]
  combat_die (faces of one combat die)
"""
from __future__ import annotations

_BOARDS: dict = {}
_CONTENT = None


def install_board(name: str, board) -> None:
    """Use `board` for the map `name` (tests; None forgets it)."""
    if board is None:
        _BOARDS.pop(name, None)
    else:
        _BOARDS[name] = board


def install_content(content) -> None:
    global _CONTENT
    _CONTENT = content


def board(name: str):
    found = _BOARDS.get(name)
    if found is None:
        from .board import load_board  # tsmap's module
        found = _BOARDS[name] = load_board(name)
    return found


def content():
    if _CONTENT is None:
        from .content import load_content  # tscards' module
        install_content(load_content())
    return _CONTENT
