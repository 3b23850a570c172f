"""Every game of Terrorscape ends: in Separate Ways a Final Showdown the others refused is not proposed again that
Survivors' turn (designed, variants_separate.showdown_refused), on the test world; the real game that never ended is in
test_game_ends_real.py."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


def _ready(state):
    d = state.d
    d["device"] = {"card": "a1", "stage": 1}
    d["surv"]["evelyn"]["items"] = ["whiskey_bottle.0"]
    d["killer"].update(loc="G5", seen="G5")
    d["sw"]["first"] = "evelyn"
    jump(state, "s_start")
    # every remaining Survivor is first asked whether to escape (those who cannot only stay)
    while RULES.decision(state).kind == "sw_escape" and RULES.legal_actions(state) == [Action("stay")]:
        RULES.apply(state, Action("stay"))


def test_a_refused_showdown_is_not_proposed_again_that_turn():
    state = new(seed=1, seats=4, separate_ways=True)
    _ready(state)
    assert Action("showdown") in RULES.legal_actions(state)
    RULES.apply(state, Action("showdown"))
    RULES.apply(state, Action("refuse"))  # Roy will not
    assert RULES.decision(state).kind == "s_act" and Action("showdown") not in RULES.legal_actions(state)
    assert RULES.view(state, 1)["separate_ways"]["showdown_refused"] == state.d["round"]  # public: the sampler has it
    state.d["round"] += 1  # another turn: it may be proposed again
    state.changed()
    assert Action("showdown") in RULES.legal_actions(state)


def test_without_a_refusal_nothing_is_kept():
    state = new(seed=1, seats=4, separate_ways=True)
    assert "showdown_refused" not in state.d["sw"] and "showdown_refused" not in RULES.view(state, 1)["separate_ways"]
