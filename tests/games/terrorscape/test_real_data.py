"""Random whole games on tsmap's real board and tscards' real content, once both have landed (until
then skipped). Behind `-m slow` so that landing either part never waits on the other; the next
session runs it with `-m slow tests/games/terrorscape/test_real_data.py` when switching the engine over."""
from __future__ import annotations

import pytest

from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

from helpers.engine_checks import playout

from game.games.terrorscape.audit import invariants


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_on_the_real_station(seats):
    pytest.importorskip("game.games.terrorscape.board")
    pytest.importorskip("game.games.terrorscape.content")
    sources.install_content(None)
    for seed in range(5):
        playout(RULES, invariants, seed, seats, {"survivors": "random"}, None, None, True, 30000)
