"""What one step shows a seat that may not know what it drew or met (found by the fuzz's hidden-information
audit, game/core/fuzz_audit.py): the Killer's log, the Survivors' log and the undo data must not hang on the
hidden cards (fixture map and cards: tests/games/terrorscape/fixtures.py)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape.abilities import is_cat
from game.games.terrorscape.rules import RULES

from tests.helpers.engine_checks import first_step_showing

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)

KILLER = 0


def _discover(top: list):
    """Roy discovers with `top` on top of the discover deck (the last card drawn first); returns
    (state, events)."""
    state = new()
    deck = state.d["decks"]["discover"]
    for uid in top:
        deck.remove(uid)
    deck += top
    jump(state, "s_discover")
    return state, RULES.apply(state, Action("discover", char="roy"))


def _shown(events, seat):
    return [r for r in (RULES.redact(e, seat) for e in events) if r is not None]


def _quiet_cards(n):
    state = new()
    return [u for u in state.d["decks"]["discover"] if not state.item(u)["noise"] and not is_cat(state, u)][:n]


def test_the_killer_reads_no_line_for_the_survivors_step_however_many_secrets_it_held():
    """A discover that turns up the (noisy) cat holds three secrets (noise, the cat, the cards), a quiet one
    holds one: the Killer saw three "The Survivors act." lines, or one, and so learned what was found. It
    sees none now (a line a step would let it count the steps: test_observation_leaks.py)."""
    quiet = _quiet_cards(3)
    _, plain = _discover(quiet[:2])
    state, loud = _discover([quiet[2], "the_cat.0"])
    assert state.d["noise"] and state.d["cat"]  # the noise and the cat are real
    assert len([e for e in loud if e["type"] == "survivors_act"]) == 3
    assert _shown(loud, KILLER) == _shown(plain, KILLER) == []
    survivors = [e["type"] for e in _shown(loud, 1)]
    assert survivors == ["noise", "cat_found", "discover"]  # their own side still reads every line


def test_cards_turned_up_together_are_told_in_one_order_whatever_order_they_lay_in():
    """Two cards discovered at once: which one lay on top is not the Survivors' to know."""
    quiet = _quiet_cards(1)
    one, first = _discover([quiet[0], "the_cat.0"])
    other, second = _discover(["the_cat.0", quiet[0]])
    assert _shown(first, 1) == _shown(second, 1)
    assert RULES.view(one, 1) == RULES.view(other, 1)


@pytest.mark.parametrize("event_type, seed", [("search_item", 3), ("discover", 1), ("skill", 1)])
def test_a_step_that_drew_or_may_have_met_something_hidden_cannot_be_undone(event_type, seed):
    """A Survivor's search and discover are "survivors_act" to the Killer and drew a card (the undo data
    reads the Survivors' type); a Killer card played may have searched, infected or sensed a Survivor it
    cannot see, and finding nobody is news too: taken back, the seat could try again knowing."""
    step = first_step_showing("terrorscape", 2, seed, event_type)
    assert step.barrier
