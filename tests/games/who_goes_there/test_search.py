"""The Hard seat's sampler and evaluation (search.py, sampler.py): a sampled state shows the seat exactly its
view and offers exactly its choices, keeps what the seat saw and was told as facts, and a Hard seat plays
whole games."""
from __future__ import annotations

from collections import Counter

import pytest

from game.ai import make_agent
from game.ai.ismcts import HardAgent
from game.core.rng import Rng
from game.games.who_goes_there.ai import search
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CONTAMINATED

from .fixtures import started


def _positions(seats, seed, extended=False, every=3):
    """(state, seat, memory) at every `every`-th turn decision of a game of Normal seats."""
    s = RULES.new_game(seed, seats, {"extended": extended})
    agents = [make_agent("normal", "who_goes_there", x) for x in range(seats)]
    memories = [search.new_memory(x) for x in range(seats)]
    rng = Rng(seed)
    k = 0
    while RULES.result(s) is None:
        decision = RULES.decision(s)
        if decision.kind == "turn" and k % every == 0:
            yield s, decision.seat, memories[decision.seat]
        legal = RULES.legal_actions(s)
        action = agents[decision.seat].choose(RULES.view(s, decision.seat), legal, rng)
        events = RULES.apply(s, action)
        for x in range(seats):
            seen = [RULES.redact(e, x) for e in events]
            agents[x].observe(seen)
            search.observe(memories[x], seen)
        k += 1


@pytest.mark.parametrize("seats,extended", [(3, False), (4, True), (6, False), (8, True)])
def test_a_sampled_state_shows_the_seat_exactly_its_view_and_its_choices(seats, extended):
    checked = 0
    for s, seat, memory in _positions(seats, 40 + seats, extended):
        view = RULES.view(s, seat)
        sample = search.determinize(view, memory, Rng(checked))
        assert RULES.view(sample, seat) == view
        assert RULES.legal_actions(sample) == RULES.legal_actions(s)
        checked += 1
    assert checked > 30


def test_the_sampled_hidden_cards_are_the_games_cards_dealt_again():
    for s, seat, memory in _positions(5, 9, every=25):
        sample = search.determinize(RULES.view(s, seat), memory, Rng(1))

        def inside_cards(d):
            out = Counter(d["decks"]["storage"]) + Counter(d["decks"]["workshop"]) + Counter(d["camp_discard"])
            out += Counter(d["bonfire"]) + Counter(card for card, _ in d.get("landmarks", ()))
            for pl in d["players"]:
                out += Counter(pl["hand"]) + Counter(pl["specialty"])
            return out
        assert inside_cards(sample.d) == inside_cards(s.d)
        assert sorted(sample.d["vulnerable"] + [v for p in sample.d["players"] for v in p["vulnerable"]]) == \
            sorted(s.d["vulnerable"] + [v for p in s.d["players"] for v in p["vulnerable"]])
        assert sum(CONTAMINATED in p["vulnerable"] for p in sample.d["players"]) <= 1


def test_the_sampler_keeps_an_infection_the_seat_was_shown_and_a_test_that_showed_clean():
    s = started()
    d = s.d
    while RULES.decision(s).kind != "turn":
        RULES.apply(s, RULES.legal_actions(s)[0])
    seat = RULES.decision(s).seat
    a, b = [x for x in range(4) if x != seat][:2]
    d["players"][a]["vulnerable"] = [0]
    d["players"][b]["vulnerable"] = [0, 0]
    d["vulnerable"] = d["vulnerable"][:-3]
    s.changed()
    memory = search.new_memory(seat)
    search.observe(memory, [{"type": "clicker", "seat": a, "to": seat, "why": "bunk", "shown": "infected"},
                            {"type": "blood_test", "seat": seat, "target": b, "target_infected": False}])
    view = RULES.view(s, seat)
    for i in range(30):
        sample = search.determinize(view, memory, Rng(i))
        assert sample.d["players"][a]["infected"]
        assert CONTAMINATED not in sample.d["players"][b]["vulnerable"]


def test_the_evaluation_gives_the_real_result_at_the_end():
    s = started()
    s.d["result"] = {"winners": [1, 3], "reason": "the humans escape"}
    assert search.values(s) == [0.0, 1.0, 0.0, 1.0]
    s.d["result"] = None
    s.d["players"][2]["infected"] = True
    before = search.values(s)
    s.d["players"][0]["bonuses"] = [3, 3, 3]
    after = search.values(s)
    assert after[0] > before[0] and after[2] < before[2]  # Bonuses of a human help the humans, not the Thing


def test_a_hard_seat_plays_a_whole_game_with_only_legal_choices():
    seats = 4
    s = RULES.new_game(11, seats, {})
    agents = [HardAgent("who_goes_there", 0, iterations=4)] + \
        [make_agent("normal", "who_goes_there", x) for x in range(1, seats)]
    rng = Rng(2)
    searched = 0
    while RULES.result(s) is None:
        decision = RULES.decision(s)
        legal = RULES.legal_actions(s)
        action = agents[decision.seat].choose(RULES.view(s, decision.seat), legal, rng)
        assert action in legal
        if decision.seat == 0 and agents[0].last is not None and decision.kind == "turn":
            searched += agents[0].last.iterations > 0
        events = RULES.apply(s, action)
        for x in range(seats):
            agents[x].observe([RULES.redact(e, x) for e in events])
    assert searched > 20
