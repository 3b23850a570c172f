"""What a game's AI modules must provide, written down as types: a game's manifest names a `policy` module
(the Easy and Normal seats, game.ai.base.HeuristicAgent) and a `search` module (the Hard seat,
game.ai.ismcts), and each is a module satisfying the Protocol below. tests/core/test_registry.py checks every
registered game's modules against them, so a new game learns what it lacks the day it is registered.

A module is checked structurally (`isinstance(module, Policy)`: runtime_checkable looks at the names only,
not the signatures); the signatures here are the ones the agents call.
"""
from __future__ import annotations

from typing import Any, Optional, Protocol, runtime_checkable


@runtime_checkable
class Policy(Protocol):
    """A game's heuristic: Easy and Normal seats, the Hard seat's anchor and its fallback."""

    def new_memory(self, seat: int) -> Any:
        """A fresh memory for `seat` (whatever the game keeps; {} for a game that keeps nothing)."""

    def observe(self, memory: Any, events: list) -> None:
        """Bring `memory` up to date with the redacted events the seat was shown."""

    def choose(self, view: dict, legal: list, rng, level: str, memory: Any):
        """One of `legal`, from the seat's view and memory only."""


@runtime_checkable
class Search(Protocol):
    """A game's part of the Hard seat's ISMCTS (game/ai/ismcts.py explains each step)."""

    ITERATIONS: Optional[int]  # the default budget: this many iterations and no clock

    def new_memory(self, seat: int) -> Any: ...

    def observe(self, memory: Any, events: list) -> None: ...

    def determinize(self, view: dict, memory: Any, rng):
        """A whole state that agrees with the view and memory (ValueError, IndexError or KeyError: none made)."""

    def rollout(self, state, legal: list, rng):
        """The playout's choice of `legal` in a sampled state."""

    def values(self, state) -> list:
        """Each seat's estimated reward in [0, 1] at the playout horizon."""


# Hooks a search module may add (game.ai.ismcts looks for them by name: a game without one is searched
# without it): rank(state, legal) -> the root's choices in the order to try them (and progressive widening),
# decide(view, legal, memory, rng) -> an action taken by rule, or None to search.
OPTIONAL_SEARCH_HOOKS = ("rank", "decide")
