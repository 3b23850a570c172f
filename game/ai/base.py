"""The agent interface: choose(view, legal_actions, rng) -> action.

An agent gets exactly what a human in that seat gets: the seat's view (a dict) and the legal
actions. It never reads the state. `observe(events)` hands it the (redacted) events it was shown,
for agents that keep a memory. Difficulty changes how an agent thinks, never what it sees.
"""
from __future__ import annotations


class Agent:
    name = "agent"

    def __init__(self, game_id: str, seat: int, level: str = "normal"):
        self.game_id = game_id
        self.seat = seat
        self.level = level

    def choose(self, view: dict, legal_actions: list, rng):
        raise NotImplementedError

    def observe(self, events: list) -> None:
        pass


class RandomAgent(Agent):
    name = "random"

    def choose(self, view, legal_actions, rng):
        return legal_actions[rng.randbelow(len(legal_actions))]


class HeuristicAgent(Agent):
    """Adapter to a game's own policy module (its manifest's `policy`, a game.ai.contracts.Policy):
    choose(view, legal, rng, level, memory)."""

    name = "heuristic"

    def __init__(self, game_id, seat, level="normal"):
        from game.games import game_module

        super().__init__(game_id, seat, level)
        self.policy = game_module(game_id, "policy")
        if self.policy is None:
            raise KeyError(f"{game_id!r} names no policy module in its manifest")
        self.memory = self.policy.new_memory(seat)

    def choose(self, view, legal_actions, rng):
        return self.policy.choose(view, legal_actions, rng, self.level, self.memory)

    def observe(self, events):
        self.policy.observe(self.memory, events)
