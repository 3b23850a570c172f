"""The computer seats' heuristic: whole games at every seat count with only legal choices, and a choice that
depends only on what the seat may know (another seat's hand, Vulnerable cards or status changed: same choice)."""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.rng import Rng
from game.games.who_goes_there import policy
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CONTAMINATED

from helpers.engine_checks import playout

from . import invariants


@pytest.mark.parametrize("seats", range(3, 9))
def test_heuristic_seats_play_whole_games(seats):
    agents = {x: make_agent("heuristic", "who_goes_there", x, level="normal" if x % 2 else "easy")
              for x in range(seats)}
    state, steps = playout(RULES, invariants, seats * 7, seats, {}, agents=agents, bound=20000)
    assert RULES.result(state) is not None


def test_what_a_seat_may_not_know_never_changes_its_choice():
    for seed in range(6):
        s = RULES.new_game(seed, 5, {})
        rng = Rng(seed)
        for step in range(400):
            if RULES.result(s) is not None:
                break
            seat = RULES.decision(s).seat
            other = (seat + 1) % 5
            twin = RULES.clone(s)
            pl = twin.d["players"][other]
            pl["hand"] = list(reversed(pl["hand"]))[:max(0, len(pl["hand"]) - 1)] + ["canned_food"]
            pl["infected"] = not pl["infected"] if CONTAMINATED not in pl["vulnerable"] else pl["infected"]
            twin.d["decks"]["storage"].reverse()
            twin.changed()
            if RULES.view(twin, seat) == RULES.view(s, seat):
                legal = RULES.legal_actions(s)
                if legal == RULES.legal_actions(twin):
                    a = policy.choose(RULES.view(s, seat), legal, Rng(step), "normal")
                    b = policy.choose(RULES.view(twin, seat), legal, Rng(step), "normal")
                    assert a == b
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.randbelow(len(legal))])
