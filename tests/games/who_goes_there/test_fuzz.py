"""Random legal play through the Who Goes There? engine at 3 to 8 seats, standard and extended, with the
invariants (game/games/who_goes_there/audit/invariants.py) after every step: the 12 Vulnerable cards conserved with one
contaminated, one Host at most, the infection never undone, inside cards and Item tiles conserved, no seat's
view holding another's hand, Vulnerable cards or status before the Reveal (same seed same hash, JSON and
record replay are tests/core/test_game_contract.py's, for every game).
The default tier plays a few games per seat count; `-m slow` many more."""
from __future__ import annotations

import pytest

from game.games.who_goes_there.rules import RULES

from helpers.engine_checks import playout

from game.games.who_goes_there.audit import invariants


def _infection_never_undone(memory):
    def on_step(state, seat, action, events):
        now = {x for x, pl in enumerate(state.d["players"]) if pl["infected"]}
        assert memory["infected"] <= now, "an infection was undone"
        memory["infected"] = now
        assert invariants.inside_cards(state.d) == memory["cards"], "inside cards appeared or vanished"
    return on_step


def _play(seed: int, seats: int, extended: bool):
    start = RULES.new_game(seed, seats, {"extended": extended})
    memory = {"infected": set(), "cards": invariants.inside_cards(start.d)}
    return playout(RULES, invariants, seed, seats, {"extended": extended}, on_step=_infection_never_undone(memory),
                   bound=20000)


@pytest.mark.parametrize("seats", range(3, 9))
@pytest.mark.parametrize("extended", [False, True])
def test_random_games_keep_the_invariants(seats, extended):
    for seed in range(3):
        state, steps = _play(seed * 31 + seats, seats, extended)
        result = RULES.result(state)
        assert result is not None and set(result["winners"]) <= set(range(seats))


@pytest.mark.slow
@pytest.mark.parametrize("seats", range(3, 9))
def test_many_random_games(seats):
    for seed in range(40):
        _play(1000 + seed, seats, seed % 2 == 1)
