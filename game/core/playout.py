"""The playout policy of a game's Hard search (game/games/<id>/search.py `rollout`): the game's Normal heuristic
deciding for every seat from that seat's view, with a blank memory for each playout (a playout is not worth a
memory of its own). Pure Python over the rules engine; never imports game.ai."""
from __future__ import annotations


def heuristic_rollout(rules, policy):
    """rollout(state, legal, rng) for the search: policy.choose(view, legal, rng, "normal", memory)."""
    scratch: dict = {}

    def rollout(state, legal: list, rng):
        if len(legal) == 1:
            return legal[0]
        seat = rules.decision(state).seat
        memory = scratch.get(seat)
        if memory is None or memory.get("_game") is not state:
            memory = scratch[seat] = policy.new_memory(seat)
            memory["_game"] = state
        return policy.choose(rules.view(state, seat), legal, rng, "normal", memory)
    return rollout
