"""The Separate Ways game that never ended, on the real content (no test world): Normal seats proposed a Final
Showdown and refused it for ever (seed 674671913, five seats, Parasitoid and Eyebot, Double Trouble); a refused
Showdown is now not proposed again that turn (variants_separate.showdown_refused)."""
from __future__ import annotations

from game.ai.agents import make_agent
from game.core.simulate import play_game
from game.games.terrorscape.audit import invariants


def test_the_game_of_endless_refusals_now_ends():
    options = {"variant": "standard", "killer": "parasitoid", "survivors": "evelyn,roy,zach",
               "map": "terrorscape_polar_station", "traits": "hard", "separate_ways": True, "double_trouble": True,
               "second_killer": "eyebot", "killer_players": "auto"}
    out = play_game("terrorscape", 5, 674671913, [make_agent("normal", "terrorscape", s) for s in range(5)], options)
    assert out.reason and out.steps <= invariants.STEP_BOUND
