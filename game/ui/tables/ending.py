"""The end of a game as the game-over screen tells it (a part the Table owns): every secret revealed, and the
story of the game in the table's words. Both read `session.state`, and ONLY once the game has a result."""
from __future__ import annotations

from typing import Callable, Optional

from game.core.replay_reveal import reveal_module
from game.core.replay_words import secret_pairs


class GameEnd:
    def __init__(self, session):
        self.session = session

    def secrets(self) -> list:
        """Every secret of the finished game as (who, what) pairs, in the words of the game's reveal module
        (game/games/<id>/reveal.py, which the replay's "Everything revealed" reads too)."""
        s = self.session
        mod = reveal_module(s.game_id)
        if mod is None:
            return []
        names = [s.seat_name(i) for i in range(len(s.seats))]
        return secret_pairs(mod.revealed(s.state, names), names)

    def all_events(self) -> list:
        """Every event of the game as the rules wrote it: ONLY for the story, once the game has a result."""
        s = self.session
        if not s.over:
            return []
        return list(s.opening_events) + [e for step in s.steps for e in step.events]

    def story(self, tell: Optional[Callable], words: Callable) -> dict:
        """The story of the finished game, told by the game's `tell(state, events)`, in `words`: {"ending",
        "killer", "turning_points": [lines], "results": [(name, line)]}."""
        if tell is None or not self.session.over:
            return {}
        s = self.session
        st = tell(s.state, self.all_events())
        return {"ending": words(st["ending"]), "killer": words(st["killer"]),
                "turning_points": [words(x) for x in st["turning_points"]],
                "results": [(s.seat_name(seat), words(line)) for seat, line in st["results"]]}
