"""Fair by construction: a Zombie seat at every level decides from its view and its memory only.

Along random games, at positions where the watched seat must choose, a second state is made that
differs ONLY in what that seat may not know: every other hand dealt afresh from the same cards (same
sizes) and the draw pile reordered. The seat's view must be the same in both, and each level's agent
(easy, normal, hard with a fixed iteration budget), with the same memory built from the same redacted
events and the same RNG, must choose the same action in both.
"""
from __future__ import annotations

import pytest

from game.ai.agents import make_agent
from game.ai.ismcts import HardAgent
from game.core.rng import Rng
from game.games.zombie.rules import RULES
from game.games.zombie.audit.twins import others_secrets_changed

CONFIGS = [(2, {}), (4, {"strain": "walkers"}), (3, {"variant": "allied_camps"}),
           (5, {"variant": "new_victims", "mortal": True}), (7, {})]
LEVELS = ("easy", "normal", "hard")


def agent(level, seat):
    if level == "hard":
        return HardAgent("zombie", seat, iterations=12)
    return make_agent(level, "zombie", seat)


@pytest.mark.parametrize("players,options", CONFIGS, ids=[f"{n}p-{o.get('variant', 'standard')}" for n, o in CONFIGS])
def test_changing_only_hidden_cards_never_changes_a_choice(players, options):
    rng = Rng(players * 13)
    compared = 0
    for seed in range(2):
        state = RULES.new_game(500 + seed, players, options)
        seat = seed % players
        # Two agents per level fed the same redacted events: one decides on the real state, one on the altered.
        pairs = {level: (agent(level, seat), agent(level, seat)) for level in LEVELS}
        k = 0
        while RULES.result(state) is None and k < 250:
            legal = RULES.legal_actions(state)
            if RULES.decision(state).seat == seat and len(legal) > 1 and k % 3 == 0:
                view = RULES.view(state, seat)
                altered = others_secrets_changed(state, seat, rng)
                assert RULES.view(altered, seat) == view
                for level, (a, b) in pairs.items():
                    mine = a.choose(view, legal, Rng(k))
                    theirs = b.choose(RULES.view(altered, seat), RULES.legal_actions(altered), Rng(k))
                    assert mine == theirs, (level, seed, k)
                compared += 1
            events = RULES.apply(state, legal[rng.randbelow(len(legal))])
            mine = [RULES.redact(e, seat) for e in events]
            for a, b in pairs.values():
                a.observe(mine)
                b.observe(mine)
            k += 1
    assert compared >= 5
