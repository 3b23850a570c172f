"""The replay's "Everything revealed" beyond the state itself: what each computer seat's AI believed at a step
(Timeline.revealed_at adds it to that seat's lines), rebuilt from that seat's OWN view and the events it was
shown, never from the state.

A game's reveal module (game/games/<id>/reveal.py) opts in with `new_memory(seat, level)`, `observe(memory,
events)` and `suspicion_line(view, memory, level, names, memo) -> str` (`memo`: a dict kept per seat for the
game's own caching across steps), and may add `on_decision(memory, view)` for an
AI that brings its belief up to date only when it decides (Terrorscape's Killer). A seat's memory is rebuilt
the way the Session feeds an agent: the redacted events of every action, in order (the set-up's opening is
shown to no agent), and, with on_decision, that seat's view at every step where it decides. Memories are kept
every `every` steps (the timeline's snapshot spacing) so stepping back costs at most every-1 steps; nothing
here draws a random number, so the same step always gives the same line.
"""
from __future__ import annotations

import copy
from typing import Optional

from game.core.registry import game_module


def reveal_module(game_id: str):
    """The game's reveal module (its manifest's `reveal`), or None for a game that has none."""
    return game_module(game_id, "reveal")


class Suspicions:
    """The belief lines of a finished timeline's computer seats (the caller checks who may see them)."""

    def __init__(self, timeline, module, seats: list):
        self.tl, self.mod = timeline, module
        self.ai = {i: s.get("level", "normal") for i, s in enumerate(seats) if s.get("kind") == "ai"} \
            if all(hasattr(module, f) for f in ("new_memory", "observe", "suspicion_line")) else {}
        self.kept: dict = {}  # seat -> {step: memory at that step} (steps that are multiples of tl.every)
        self.memo: dict = {}  # seat -> the game's own cache (suspicion_line's memo)

    def _memory(self, seat: int, step: int):
        tl, level = self.tl, self.ai[seat]
        kept = self.kept.setdefault(seat, {0: self._start(seat, level)})
        base = max(s for s in kept if s <= step)
        memory = copy.deepcopy(kept[base])
        decide = getattr(self.mod, "on_decision", None)
        state = tl.rules.clone(tl.snapshots[base // tl.every]) if decide else None
        for k in range(base + 1, step + 1):
            self.mod.observe(memory, [tl.rules.redact(e, seat) for e in tl.events[k]])
            if state is not None:
                tl.rules.apply(state, tl.actions[k - 1])
                if tl.rules.decision(state).seat == seat:
                    decide(memory, tl.rules.view(state, seat))
            if k % tl.every == 0 and k not in kept:
                kept[k] = copy.deepcopy(memory)
        return memory

    def _start(self, seat: int, level: str):
        memory = self.mod.new_memory(seat, level)
        decide = getattr(self.mod, "on_decision", None)
        if decide is not None:  # a seat deciding first sees the set-up before any event reaches it
            state = self.tl.snapshots[0]
            if self.tl.rules.decision(state).seat == seat:
                decide(memory, self.tl.rules.view(state, seat))
        return memory

    def line(self, step: int, seat: int, state, names) -> Optional[str]:
        """The seat's belief at `step` (`state`: the game then) in words, or None (a human seat, or one whose AI
        keeps no belief). It reads the state only through the seat's own view."""
        if seat not in self.ai:
            return None
        view = self.tl.rules.view(state, seat)
        memo = self.memo.setdefault(seat, {})
        return self.mod.suspicion_line(view, self._memory(seat, step), self.ai[seat], names, memo) or None


def no_marks(state) -> dict:
    """`marks` of a game with no hidden place."""
    return {}


def policy_memory(suspect):
    """(new_memory, observe) hooks over a policy module that keeps its own memory (new_memory(seat),
    observe(memory, events)), the same at every level."""
    def new_memory(seat: int, level: str) -> dict:
        return suspect.new_memory(seat)

    def observe(memory: dict, events: list) -> None:
        suspect.observe(memory, [e for e in events if e is not None])

    return new_memory, observe
