"""Easy and Normal in The Thing : each Easy slip in the table
(data/easy_slips.toml) happens at its documented rate, changes real decisions and never picks an illegal
action; a zero-percent table is Normal; Normal Outpost players win more often than Random ones against the same
Thing, and a Normal Thing more often than a Random one against the same Outpost players.
"""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.simulate import play_game
from game.core.slips import Slips
from game.games.the_thing.ai import policy
from tests.ai.test_levels import SPOTS, _Watched, check_slip

_FOUND: dict = {}


def _spots():
    """Decisions where each slip had its chance, from Easy tables of 3-6 players (fixed seeds)."""
    if not _FOUND:
        for g in range(30):
            n = 3 + g % 4
            play_game("the_thing", n, 7000 + g, [_Watched("the_thing", s, _FOUND) for s in range(n)], {})
            if all(len(_FOUND.get(name, ())) >= SPOTS for name in policy.SLIPS):
                break
    return _FOUND


@pytest.mark.parametrize("slip", policy.SLIPS)
def test_each_easy_slip_happens_at_its_documented_rate_and_changes_the_choice(slip):
    check_slip("the_thing", policy, slip, _spots().get(slip, []))


def test_a_zero_percent_table_makes_easy_play_exactly_like_normal(monkeypatch):
    zero = Slips({n: {"percent": 0, "about": "", "after": 0, "margin": 0} for n in policy.SLIPS})
    monkeypatch.setattr(policy, "easy_slips", lambda: zero)
    outcomes = [play_game("the_thing", 4, 4242, [make_agent(kind, "the_thing", s) for s in range(4)], {})
                for kind in ("easy", "normal")]
    assert outcomes[0].winners == outcomes[1].winners and outcomes[0].steps == outcomes[1].steps


def _thing_wins(thing: str, outpost: str, games: int, seats: int = 4) -> int:
    won = 0
    for g in range(games):
        agents = [make_agent(thing if s == 0 else outpost, "the_thing", s) for s in range(seats)]
        won += 0 in play_game("the_thing", seats, 9100 + g, agents, {}).winners
    return won


def test_normal_outpost_players_win_more_often_than_random_ones_against_the_same_thing():
    for thing in ("random", "normal"):
        assert _thing_wins(thing, "normal", 40, 3) < _thing_wins(thing, "random", 40, 3), thing


def test_a_normal_thing_wins_more_often_than_a_random_one_against_the_same_outpost_players():
    assert _thing_wins("normal", "normal", 40, 5) > _thing_wins("random", "normal", 40, 5)
