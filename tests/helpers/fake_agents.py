"""Agents for the tests of computer seats thinking off the frame loop (tests/ui/tables/test_ai_worker.py).

At module level so that a pickled copy, on a thread or in the thinking process, finds its class by name;
what a copy does is recorded in module-level lists of the process it runs in.
"""
from __future__ import annotations

import threading
import time

from game.ai.base import Agent

GATE = threading.Event()  # a GatedAgent waits for it (on a thread the copy shares this module)
CALLS: list = []  # one entry per GatedAgent.choose: {"agent": id, "seat", "view", "legal"}


def seat_agent_of(cls):
    """A Session seat_agent that gives every computer seat a `cls`."""
    return lambda game_id, seat, level="normal": cls(game_id, seat, level)


class GatedAgent(Agent):
    """Chooses the last legal action, once GATE is open; counts its own choices (its memory)."""

    name = "gated"

    def __init__(self, game_id, seat, level="normal"):
        super().__init__(game_id, seat, level)
        self.chosen = 0

    def choose(self, view, legal_actions, rng):
        CALLS.append({"agent": id(self), "seat": self.seat, "view": view, "legal": list(legal_actions)})
        if not GATE.wait(30):
            raise TimeoutError("the test never opened the gate")
        self.chosen += 1
        return legal_actions[-1]


class SleepyAgent(Agent):
    """Takes `seconds` to choose the first legal action (in the thinking process: time the frames go on)."""

    name = "sleepy"
    seconds = 0.6

    def choose(self, view, legal_actions, rng):
        CALLS.append({"agent": id(self), "seat": self.seat, "view": view, "legal": list(legal_actions)})
        time.sleep(self.seconds)
        return legal_actions[0]


class FailingAgent(Agent):
    name = "failing"

    def choose(self, view, legal_actions, rng):
        raise ValueError("the fake agent gives up")
