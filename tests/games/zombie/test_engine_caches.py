"""The engine's speed-ups give the answers of the slow way: the reaction window kept on the state while a
chain is open, and the short cut that weighs a reaction changing only its camp's mods."""
from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.zombie import chain as CH
from game.games.zombie.rules import RULES


def _react_states(seeds, seats):
    """Every reaction window met in random games (the state itself, played on afterwards: use at once)."""
    for seed in seeds:
        state = RULES.new_game(seed, seats, {"strain": "random"} if seed % 2 else {})
        rng = Rng(seed).fork(9)
        while RULES.result(state) is None:
            if state.d["stack"][-1]["t"] == "react":
                yield state
            legal = RULES.legal_actions(state)
            RULES.apply(state, legal[rng.randbelow(len(legal))])


def _slow_changes(state, entry) -> bool:
    """The rule as written first: project the whole chain with the reaction and compare the signatures."""
    chain = state.d["chain"]
    if entry["do"] == "negate":
        if entry["ref"] < 0 or chain["reactions"][entry["ref"]]["do"] == "escape":
            return False
    return CH.signature(state, chain) != CH.signature(state, chain, chain["reactions"] + [entry])


@pytest.mark.parametrize("seats", [3, 5])
def test_a_window_kept_across_seats_lists_what_a_fresh_window_lists(seats):
    met = 0
    for state in _react_states(range(1, 9), seats):
        seat = state.d["stack"][-1]["seat"]
        kept = RULES._legal_actions(state)  # the window of this chain, perhaps made for an earlier seat
        assert state.window is not None and state.window.chain is state.d["chain"]
        fresh = RULES.clone(state)
        assert fresh.window is None  # a clone never shares the window of its original
        assert RULES._legal_actions(fresh) == kept
        state.changed()
        assert state.window is None
        assert RULES._legal_actions(state) == kept
        met += seat is not None
    assert met > 100


def test_the_window_follows_the_chain_as_reactions_join_it():
    for state in _react_states(range(20, 40), 4):
        window = CH.window_of(state)
        assert CH.window_of(state) is window
        state.d["chain"]["reactions"].append(dict(state.d["chain"]["reactions"][-1])
                                             if state.d["chain"]["reactions"] else
                                             {"uid": -1, "seat": 0, "do": "escape", "n": 0, "protect": None,
                                              "card_id": "play_dead", "source": "card"})
        assert CH.window_of(state) is not window  # one more reaction: weighed afresh
        state.d["chain"]["reactions"].pop()
        return
    pytest.fail("no reaction window met")


def test_every_reaction_is_weighed_as_the_full_projection_weighs_it():
    """Each reaction card of every hand, on every camp it could protect (and each redirect), in every window
    met: the window's answer (short cut for reactions that only change their camp's mods, remembered per
    kind) equals projecting the whole chain again."""
    weighed = 0
    for state in _react_states(range(1, 13), 4):
        window = CH._Window(state)
        for seat in range(state.d["seats"]):
            for uid, card in zip(state.hand(seat), state.cards_of(state.hand(seat))):
                if card.type != "reaction":
                    continue
                protects = [None] if card.react["do"] == "negate" else window.protectable(state)
                for p in protects:
                    tos = [None]
                    if card.react["do"] == "redirect":
                        tos = [c["id"] for c in state.alive_camps() if c["id"] != p and c["id"] not in window.hit(state)]
                    for to in tos:
                        entry = CH._entry(state, seat, uid, card.react, p, "card", to)
                        assert window.allows(state, seat, uid, card.react, p, "card", to) == _slow_changes(state, entry)
                        weighed += 1
    assert weighed > 200
