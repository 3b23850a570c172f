"""Easy and Normal in Terrorscape 2 : each Easy slip in the table
(data/easy_slips.toml) happens at its documented rate, changes real decisions and never picks an illegal
action; a zero-percent table is Normal; and on both sides of the screen Normal beats Easy and Easy beats
Random against the same opponents.
"""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.simulate import play_game
from game.core.slips import Slips
from game.games.terrorscape.ai import policy
from game.games.terrorscape.info import KILLER_IDS
from tests.ai.test_levels import SPOTS, _Watched, check_slip

_FOUND: dict = {}


def _spots():
    """Decisions where each slip had its chance, from Easy tables of 2-4 players with each Killer (fixed seeds)."""
    if not _FOUND:
        for g in range(40):
            n = 2 + g % 3
            options = {"killer": KILLER_IDS[g % len(KILLER_IDS)]}
            play_game("terrorscape", n, 7000 + g, [_Watched("terrorscape", s, _FOUND) for s in range(n)], options)
            if all(len(_FOUND.get(name, ())) >= SPOTS for name in policy.SLIPS):
                break
    return _FOUND


@pytest.mark.parametrize("slip", policy.SLIPS)
def test_each_easy_slip_happens_at_its_documented_rate_and_changes_the_choice(slip):
    check_slip("terrorscape", policy, slip, _spots().get(slip, []))


def test_a_zero_percent_table_makes_easy_play_exactly_like_normal(monkeypatch):
    zero = Slips({n: {"percent": 0, "about": "", "after": 0, "margin": 0} for n in policy.SLIPS})
    monkeypatch.setattr(policy, "easy_slips", lambda: zero)
    outcomes = [play_game("terrorscape", 3, 4242, [make_agent(kind, "terrorscape", s) for s in range(3)], {})
                for kind in ("easy", "normal")]
    assert outcomes[0].winners == outcomes[1].winners and outcomes[0].steps == outcomes[1].steps


def _killer_wins(killer: str, survivors: str, games: int) -> float:
    won = 0
    for g in range(games):
        seats = [make_agent(killer, "terrorscape", 0)] + [make_agent(survivors, "terrorscape", s) for s in (1, 2)]
        won += 0 in play_game("terrorscape", 3, 8300 + g, seats, {}).winners
    return won / games


def test_normal_beats_easy_and_easy_beats_random_on_both_sides():
    """The same deals: the Killer's win rate against Normal Survivors by the Killer's level, and against a
    Normal Killer by the Survivors' level (the Survivors win what the Killer does not)."""
    games = 40
    killer = {lv: _killer_wins(lv, "normal", games) for lv in ("normal", "easy", "random")}
    assert killer["normal"] > killer["easy"] > killer["random"], killer
    survivors = {lv: 1 - _killer_wins("normal", lv, games) for lv in ("normal", "easy", "random")}
    assert survivors["normal"] > survivors["easy"] > survivors["random"], survivors
