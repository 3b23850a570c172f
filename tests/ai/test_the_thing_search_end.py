"""The Hard end of The Thing (game/games/the_thing/ai/search_end.py): the Thing player's reveals and an infected
player's yes or no are played out from sampled states, and a choice replaces the Normal heuristic's only when its
playouts win by more than MARGIN."""
from __future__ import annotations

import copy

import pytest

from game.ai.agents import make_agent
from game.core.rng import Rng
from game.games.the_thing.ai import policy, search, search_end
from game.games.the_thing.rules import RULES


def _first(kind: str, seats: int = 4):
    """The first decision of `kind` with a real choice in games of Normal seats: (view, legal, search memory)."""
    for g in range(30):
        state = RULES.new_game(8100 + g, seats)
        agents = [make_agent("normal", "the_thing", s) for s in range(seats)]
        memories = [search.new_memory(s) for s in range(seats)]
        rngs = [Rng(g).fork(s) for s in range(seats)]
        while RULES.result(state) is None:
            seat = RULES.decision(state).seat
            legal = RULES.legal_actions(state)
            view = RULES.view(state, seat)
            if (view.get("frame") or {}).get("kind") == kind and len(legal) > 1:
                return view, legal, memories[seat]
            events = RULES.apply(state, agents[seat].choose(view, legal, rngs[seat]))
            for s in range(seats):
                seen = [e for e in (RULES.redact(e, s) for e in events) if e is not None]
                agents[s].observe(seen)
                search.observe(memories[s], seen)
    raise AssertionError(f"no {kind} decision in 30 games")


@pytest.mark.parametrize("kind", ("final_reveal", "confess"))
def test_the_playouts_decide_only_by_more_than_the_margin(kind, monkeypatch):
    view, legal, memory = _first(kind)
    normal = policy.choose(view, legal, Rng(1), "normal", copy.deepcopy(memory))
    other = next(a for a in legal if a != normal and (kind == "confess" or a.kind == "stop"
                                                      or "infected" in view["chars"][a["npc"]]["infection"]))
    for lead, expected in ((search_end.MARGIN + 0.01, other), (search_end.MARGIN - 0.01, normal)):
        monkeypatch.setattr(search_end, "play_out", lambda *a, lead=lead: {x: lead if x == other else 0.0
                                                                           for x in a[4]})
        assert search.decide(view, legal, copy.deepcopy(memory), Rng(1)) == expected


@pytest.mark.parametrize("kind", ("final_reveal", "confess"))
def test_every_choice_is_played_out_to_the_end_from_the_same_samples(kind):
    view, legal, memory = _first(kind)
    options = [a for a in legal if a.kind in ("stop", "yes", "no")] + [a for a in legal if a.kind == "reveal"][:1]
    scores = search_end.play_out(view, legal, copy.deepcopy(memory), Rng(3), options, 6)
    assert set(scores) == set(options)
    assert all(0.0 <= v <= 1.0 and (v * 6) % 1 < 1e-9 for v in scores.values())  # whole games won of 6
    again = search_end.play_out(view, legal, copy.deepcopy(memory), Rng(3), options, 6)
    assert again == scores
