"""The agent interface: choose(view, legal_actions, rng) -> action.

An agent gets exactly what a human in that seat gets: the seat's view (a dict) and the legal
actions. It never reads the state. `observe(events)` hands it the (redacted) events it was shown,
for agents that keep a memory. Difficulty changes how an agent thinks, never what it sees.
"""
from __future__ import annotations

import importlib


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
    """Adapter to a game's own policy module: game.games.<id>.policy.choose(view, legal, rng, level, memory)."""

    name = "heuristic"

    def __init__(self, game_id, seat, level="normal"):
        super().__init__(game_id, seat, level)
        self.policy = importlib.import_module(f"game.games.{game_id}.policy")
        self.memory = self.policy.new_memory(seat) if hasattr(self.policy, "new_memory") else {}

    def choose(self, view, legal_actions, rng):
        return self.policy.choose(view, legal_actions, rng, self.level, self.memory)

    def observe(self, events):
        if hasattr(self.policy, "observe"):
            self.policy.observe(self.memory, events)


def _hard_agent(game_id, seat, level="hard"):
    # The search is imported only when a Hard seat is made: the menu and the light levels never pay for it.
    try:
        from .ismcts import HardAgent
    except ModuleNotFoundError:  # TEMPORARY until the search lands (issue 11): the heuristic at its best
        return HeuristicAgent(game_id, seat, "hard")
    return HardAgent(game_id, seat, "hard")


LEVELS = ("easy", "normal", "hard")
# An agent kind names how a seat decides: "random", a level ("easy", "normal", "hard"), or "heuristic"
# (the game's policy at the level it is given; kept for older command lines).
AGENT_KINDS = {"random": RandomAgent, "heuristic": HeuristicAgent,
               "easy": lambda g, s, level=None: HeuristicAgent(g, s, "easy"),
               "normal": lambda g, s, level=None: HeuristicAgent(g, s, "normal"),
               "hard": _hard_agent}


def make_agent(kind: str, game_id: str, seat: int, level: str = "normal") -> Agent:
    try:
        cls = AGENT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(AGENT_KINDS)}") from None
    return cls(game_id, seat, level)


def seat_agent(game_id: str, seat: int, level: str = "normal") -> Agent:
    """The agent of a computer seat at the table, at the level its seat was given in the lobby
    (handed to game.core.session.Session by the app)."""
    return make_agent(level if level in LEVELS else "normal", game_id, seat)
