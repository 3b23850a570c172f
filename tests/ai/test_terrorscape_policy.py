"""Terrorscape's heuristic seats facing decisions they were not written for (Killers and variants built
after them: Eyebot's droids, the Parasitoid's accusations, traits): they still pick a legal action, and a
sensible one: the Survivors never gamble on an unknown extra action and refuse an unknown proposal; an
unknown ability's source ("#trait") is not an error; the Killer weighs the locations an action names by
its belief."""
from __future__ import annotations

from game.core.actions import Action
from game.core.rng import Rng
from game.games.terrorscape.ai import belief, policy
from tests.ai.test_terrorscape_killers_policy import _first as first_decision


def _first(kind, seat_side="survivors", seed=4):
    """The first view (with its memory) where a seat of that side faces decision `kind` (Orion's game)."""
    return first_decision("orion", kind, side=seat_side, seeds=[seed])


def test_an_unknown_extra_action_of_a_survivor_is_never_taken():
    view, legal, memory = _first("s_act")
    accuse = Action("accuse", char="roy")
    for i in range(40):
        assert policy.choose(view, legal + [accuse], Rng(i), "normal", dict(memory)) != accuse


def test_an_unknown_proposal_is_refused_and_an_unknown_ability_is_no_error():
    view, legal, memory = _first("s_act")
    frame = dict(view["decision"]["frame"], t="p_agree")
    asked = dict(view, decision=dict(view["decision"], kind="p_agree", frame=frame))
    for i in range(20):
        assert policy.choose(asked, [Action("agree"), Action("refuse")], Rng(i), "normal", dict(memory)).kind == "refuse"
    char = frame["char"]
    trait = Action("use", src="#locksmith", i=0, target="")
    assert policy.choose(view, legal + [trait], Rng(1), "normal", dict(memory)) in legal + [trait]
    assert char in {s["char"] for s in view["survivors"]}


def test_the_killer_weighs_an_unknown_decisions_locations_by_its_belief():
    view, legal, memory = _first("k_main", "killer")
    p = belief.sync(memory, view)
    where = belief.presence(p)
    best = max(where, key=where.get)
    worst = min(where, key=where.get)
    frame = {"t": "k_droid", "seat": view["seat"]}
    asked = dict(view, decision=dict(view["decision"], kind="k_droid", frame=frame))
    options = [Action("droid", to=worst), Action("droid", to=best)]
    assert policy.choose(asked, options, Rng(3), "normal", memory) == Action("droid", to=best)
