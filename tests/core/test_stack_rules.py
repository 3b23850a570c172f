"""StackRules, the dispatch base of the frame-stack engines, over a toy game: the top frame's kind picks its legal
list and its effect, every action counts a step and runs the game on, and the opening events last until the first
action. (Zombie and Crimson Creek run on it for real: their golden records pin that.)"""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.frame_rules import StackRules, open_game
from game.core.rng import Rng
from game.core.state import GameState


def _advance(state, events: list) -> None:
    """The toy's flow: a count of 3 ends the game, otherwise the next seat is asked to add again."""
    d = state.d
    if d["count"] >= 3:
        d["stack"].clear()
        d["result"] = {"winners": [0], "reason": "three"}
        events.append({"type": "game_over"})
    elif not d["stack"]:
        d["stack"].append({"t": "add", "seat": d["count"] % 2})


def _add(state, top, action, events) -> None:
    state.d["stack"].pop()
    if action["n"] == 2:
        state.d["stack"].append({"t": "confirm", "seat": top["seat"], "n": 2})
    else:
        state.d["count"] += 1
        events.append({"type": "added", "seat": top["seat"]})


def _confirm(state, top, action, events) -> None:
    state.d["stack"].pop()
    if action.kind == "yes":
        state.d["count"] += top["n"]


class Toy(StackRules):
    PROMPTS = {"add": "Add one or two.", "confirm": "Really add two?"}
    DECISION_KINDS = {"add": "take_action"}
    LEGAL = {"add": lambda state, top: [Action("add", n=1), Action("add", n=2)],
             "confirm": lambda state, top: [Action("yes"), Action("no")]}
    APPLY = {"add": _add, "confirm": _confirm}
    advance = staticmethod(_advance)

    def new_game(self, seed, seats, options=None):
        state = GameState({"stack": [], "result": None, "steps": 0, "count": 0}, Rng(seed))
        return open_game(state, [{"type": "game_start"}], _advance)


def test_the_top_frame_kind_picks_the_prompt_the_legal_list_and_the_effect():
    rules = Toy()
    state = rules.new_game(1, 2)
    assert state.d["opening_events"] == [{"type": "game_start"}]
    dec = rules.decision(state)
    assert (dec.seat, dec.kind, dec.prompt) == (0, "take_action", "Add one or two.")
    ev = rules.apply(state, Action("add", n=2), seat=0)
    assert ev == [] and "opening_events" not in state.d and state.d["steps"] == 1
    dec = rules.decision(state)
    assert (dec.seat, dec.kind, dec.prompt) == (0, "confirm", "Really add two?")  # no override: the frame kind
    assert rules.legal_actions(state) == [Action("yes"), Action("no")]
    with pytest.raises(IllegalAction):
        rules.apply(state, Action("add", n=1))
    rules.apply(state, Action("yes"))
    assert state.d["count"] == 2 and rules.decision(state).seat == 0  # advance asked the next adder
    ev = rules.apply(state, Action("add", n=1))
    assert [e["type"] for e in ev] == ["added", "game_over"]
    assert rules.result(state) == {"winners": [0], "reason": "three"} and state.d["steps"] == 3
    assert rules.decision(state).kind == "over" and rules.legal_actions(state) == []
