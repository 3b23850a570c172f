"""Hard seats: Information Set Monte Carlo Tree Search (issue 11).

TEMPORARY placeholder while the search is written: a Hard seat plays the game's heuristic at its best.
"""
from __future__ import annotations

from .base import HeuristicAgent


class HardAgent(HeuristicAgent):
    name = "hard"
