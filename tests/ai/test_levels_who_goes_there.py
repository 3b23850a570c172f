"""Easy and Normal in Who Goes There? : each Easy slip in the table
(data/easy_slips.toml) happens at its documented rate, changes real decisions and never picks an illegal
action; a zero-percent table is Normal; and Normal seats win more often than Random ones at the same tables.
"""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.simulate import play_game
from game.core.slips import Slips
from game.games.who_goes_there.ai import policy
from tests.ai.test_levels import SPOTS, _Watched, check_slip

_FOUND: dict = {}


def _spots():
    """Decisions where each slip had its chance, from Easy tables of 3-6 players (fixed seeds)."""
    if not _FOUND:
        for g in range(20):
            n = 3 + g % 4
            play_game("who_goes_there", n, 7000 + g, [_Watched("who_goes_there", s, _FOUND) for s in range(n)], {})
            if all(len(_FOUND.get(name, ())) >= SPOTS for name in policy.SLIPS):
                break
    return _FOUND


@pytest.mark.parametrize("slip", policy.SLIPS)
def test_each_easy_slip_happens_at_its_documented_rate_and_changes_the_choice(slip):
    check_slip("who_goes_there", policy, slip, _spots().get(slip, []))


def test_a_zero_percent_table_makes_easy_play_exactly_like_normal(monkeypatch):
    zero = Slips({n: {"percent": 0, "about": "", "after": 0, "margin": 0} for n in policy.SLIPS})
    monkeypatch.setattr(policy, "easy_slips", lambda: zero)
    outcomes = [play_game("who_goes_there", 4, 4242, [make_agent(kind, "who_goes_there", s) for s in range(4)], {})
                for kind in ("easy", "normal")]
    assert outcomes[0].winners == outcomes[1].winners and outcomes[0].steps == outcomes[1].steps


def test_normal_seats_win_more_often_than_random_ones_with_seats_rotated():
    wins = {"normal": 0, "random": 0}
    for g in range(60):
        kinds = [("normal", "random")[(s + g) % 2] for s in range(4)]
        out = play_game("who_goes_there", 4, 9100 + g // 2, [make_agent(k, "who_goes_there", s)
                                                            for s, k in enumerate(kinds)], {})
        for s, k in enumerate(kinds):
            wins[k] += s in out.winners
    assert wins["normal"] > wins["random"], wins
