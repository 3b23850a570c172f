"""The sampler the Hard seats search with (game.games.zombie.ai.search).

`determinize` must make a whole state that the seat cannot tell from the real one: the same view and
the same legal choices, in positions reached by random play at every player count, in every variant
and strain, with the seat's memory built from the redacted events it was shown.
"""
from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.zombie.ai import search
from game.games.zombie.info import STRAINS
from game.games.zombie.rules import RULES

CONFIGS = [(n, {"variant": "standard", "strain": STRAINS[n % len(STRAINS)], "mortal": n % 2 == 0})
           for n in range(2, 9)] + [
    (2, {"variant": "allied_camps"}), (3, {"variant": "allied_camps", "strain": "returned_dead", "mortal": True}),
    (2, {"variant": "new_victims"}), (3, {"variant": "new_victims", "mortal": True}),
    (5, {"variant": "new_victims", "mortal": True, "strain": "random"}),
    (6, {"variant": "standard", "strain": "none"}), (4, {"variant": "standard", "strain": "runners"}),
]
IDS = [f"{o['variant']}-{n}p-{o.get('strain', 'none')}" for n, o in CONFIGS]


def walk(seed, players, options, steps=600):
    """Random play; yields (state, memories) before each step, every seat's memory up to date."""
    state = RULES.new_game(seed, players, options)
    memories = [search.new_memory(s) for s in range(players)]
    rng = Rng(seed * 7 + 1)
    for _ in range(steps):
        if RULES.result(state) is not None:
            return
        yield state, memories
        legal = RULES.legal_actions(state)
        events = RULES.apply(state, legal[rng.randbelow(len(legal))])
        for s, memory in enumerate(memories):
            search.observe(memory, [RULES.redact(e, s) for e in events])


@pytest.mark.parametrize("players,options", CONFIGS, ids=IDS)
def test_a_sampled_state_shows_the_seat_the_same_view_and_choices(players, options):
    checked = 0
    rng = Rng(players)
    for seed in range(4):
        for k, (state, memories) in enumerate(walk(seed + 10 * players, players, options)):
            if k % 7:
                continue
            decider = RULES.decision(state).seat
            for seat in {decider, rng.randbelow(players)}:
                view = RULES.view(state, seat)
                sample = search.determinize(view, memories[seat], Rng(k))
                assert RULES.view(sample, seat) == view, (seed, k, seat)
                if seat == decider:
                    assert RULES.legal_actions(sample) == RULES.legal_actions(state), (seed, k)
                # Nothing is shared with the view: playing the sample on leaves the view as it was.
                legal = RULES.legal_actions(sample)
                RULES.apply(sample, legal[-1])
                assert RULES.view(state, seat) == view
                checked += 1
    assert checked > 40


def test_the_sample_hides_what_the_seat_cannot_know_and_varies_it():
    """Other hands and the deck differ between samples; the seat's own hand never does."""
    for state, memories in walk(3, 4, {}, steps=60):
        pass
    seat = RULES.decision(state).seat
    view = RULES.view(state, seat)
    samples = [search.determinize(view, memories[seat], Rng(i)) for i in range(8)]
    assert all(s.d["hands"][seat] == state.d["hands"][seat] for s in samples)
    others = {tuple(tuple(sorted(s.d["cards"][u] for u in h)) for i, h in enumerate(s.d["hands"]) if i != seat)
              for s in samples}
    assert len(others) > 1
    assert len({tuple(s.d["draw"]) for s in samples}) == len(samples)


def test_the_hidden_bite_stays_in_the_bottom_half_until_the_first_reshuffle():
    state = RULES.new_game(11, 3, {})
    seat = RULES.decision(state).seat
    view = RULES.view(state, seat)
    bottom = search._bottom_size(view, state.content, sum(1 for c in state.d["cards"]
                                                          if c not in ("hidden_bite", "apartment_building")), 1)
    for i in range(30):
        sample = search.determinize(view, search.new_memory(seat), Rng(i))
        where = [j for j, u in enumerate(sample.d["draw"]) if sample.d["cards"][u] == "hidden_bite"]
        assert len(where) == 1 and where[0] < bottom < len(sample.d["draw"])


def test_memory_keeps_the_cards_the_seat_saw_leave_the_game():
    memory = search.new_memory(1)
    search.observe(memory, [{"type": "character_killed", "card": "the_doctor", "uid": 12},
                            {"type": "draw", "cards": ["shotgun"], "uids": [40]},
                            {"type": "reshuffle", "n": 30}])
    assert memory["known"] == {12: "the_doctor", 40: "shotgun"}
    assert memory["box"] == [12] and memory["reshuffles"] == 1


def test_the_evaluation_favours_the_stronger_seat_and_scores_a_finished_game():
    state = RULES.new_game(4, 3, {})
    camps = state.d["camps"]
    camps[0]["survivors"], camps[1]["survivors"], camps[2]["survivors"] = 12, 6, 6
    values = search.values(state)
    assert values[0] > values[1] == values[2] and abs(sum(values) - 1) < 1e-9
    camps[2]["alive"] = False
    assert search.value(state, 2) == 0.0 and abs(sum(search.values(state)) - 1) < 1e-9
    state.d["result"] = {"winners": [1], "reason": "last camp standing"}
    assert search.values(state) == [0.0, 1.0, 0.0]
