"""Which agent a seat gets: by kind ("random", "heuristic") or by level ("easy", "normal", "hard").

Kept apart from base.py so the search (game.ai.ismcts, which builds on base.Agent) can be imported
lazily from here without an import circle.
"""
from __future__ import annotations

from .base import Agent, HeuristicAgent, RandomAgent


def _hard_agent(game_id, seat, level="hard"):
    # The search is imported only when a Hard seat is made: the menu and the light levels never pay for it.
    from .ismcts import HardAgent
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
