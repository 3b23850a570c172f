"""FrameDispatch, the one dispatch base of every engine, over a toy game laid out each way a game may keep its
question (a frame stack, one frame, one frame taken off before its choice applies): the current frame's kind
picks its prompt, legal list and effect, the game's moved_on hook runs it on, and the opening events last until
the first action. And the five registered engines all stand on it, with no dispatch of their own."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.frame_rules import (FRAME_STACK, ONE_FRAME, ONE_FRAME_CLEARED, FrameDispatch, counting_steps,
                                   open_game)
from game.core.rng import Rng
from game.core.state import GameState
from game.games import REGISTRY, get_rules

GAMES = Path(__file__).resolve().parents[2] / "game" / "games"
DISPATCH = ("decision", "result", "_legal_actions", "_apply")


# -- a toy on a frame stack: {"t": kind, "seat": ...} on d["stack"], steps counted ------------------------------
def _stack_advance(state, events: list) -> None:
    """A count of 3 ends the game, otherwise the next seat is asked to add again."""
    d = state.d
    if d["count"] >= 3:
        d["stack"].clear()
        d["result"] = {"winners": [0], "reason": "three"}
        events.append({"type": "game_over"})
    elif not d["stack"]:
        d["stack"].append({"t": "add", "seat": d["count"] % 2})


def _stack_add(state, top, action, events) -> None:
    state.d["stack"].pop()
    if action["n"] == 2:
        state.d["stack"].append({"t": "confirm", "seat": top["seat"], "n": 2})
    else:
        state.d["count"] += 1
        events.append({"type": "added", "seat": top["seat"]})


def _stack_confirm(state, top, action, events) -> None:
    state.d["stack"].pop()
    if action.kind == "yes":
        state.d["count"] += top["n"]


LEGAL = {"add": lambda state, f: [Action("add", n=1), Action("add", n=2)],
         "confirm": lambda state, f: [Action("yes"), Action("no")]}


class StackToy(FrameDispatch):
    FRAME = FRAME_STACK
    PROMPTS = {"add": "Add one or two.", "confirm": "Really add two?"}
    DECISION_KINDS = {"add": "take_action"}
    LEGAL = LEGAL
    APPLY = {"add": _stack_add, "confirm": _stack_confirm}
    moved_on = staticmethod(counting_steps(_stack_advance))

    def new_game(self, seed, seats, options=None):
        state = GameState({"stack": [], "result": None, "steps": 0, "count": 0}, Rng(seed))
        return open_game(state, [{"type": "game_start"}], _stack_advance)


# -- the same toy on one frame: {"kind": kind, "seat": ...} in d["frame"], None once nobody decides ------------------
def _frame_advance(state, events: list) -> None:
    d = state.d
    if d["count"] >= 3:
        d["frame"] = None
        d["result"] = {"winners": [0], "reason": "three"}
        events.append({"type": "game_over"})
    elif d["frame"] is None:
        d["frame"] = {"kind": "add", "seat": d["count"] % 2}


def _frame_add(state, f, action, events) -> None:
    d = state.d
    d["seen"].append(d["frame"])  # what APPLY finds in d["frame"]: the frame itself, or None once taken off
    if action["n"] == 2:
        d["frame"] = {"kind": "confirm", "seat": f["seat"], "n": 2}
    else:
        d["frame"] = None
        d["count"] += 1
        events.append({"type": "added", "seat": f["seat"]})


def _frame_confirm(state, f, action, events) -> None:
    d = state.d
    d["seen"].append(d["frame"])
    d["frame"] = None
    if action.kind == "yes":
        d["count"] += f["n"]


def _frame_moved_on(state, f, events) -> None:
    state.d["answered"].append(f["kind"])
    _frame_advance(state, events)


class FrameToy(FrameDispatch):
    FRAME = ONE_FRAME
    PROMPTS = {"add": "Add one or two."}  # "confirm" has none: the prompt is the kind itself
    DECISION_KINDS = {"add": "take_action"}
    LEGAL = LEGAL
    APPLY = {"add": _frame_add, "confirm": _frame_confirm}
    moved_on = staticmethod(_frame_moved_on)

    def new_game(self, seed, seats, options=None):
        state = GameState({"frame": None, "result": None, "count": 0, "seen": [], "answered": []}, Rng(seed))
        return open_game(state, [{"type": "game_start"}], _frame_advance)


class ClearedToy(FrameToy):
    FRAME = ONE_FRAME_CLEARED


def _play(rules):
    """add 2, (a refused add), yes, add 1: the game is over at a count of 3."""
    state = rules.new_game(1, 2)
    assert state.d["opening_events"] == [{"type": "game_start"}]
    dec = rules.decision(state)
    assert (dec.seat, dec.kind, dec.prompt) == (0, "take_action", "Add one or two.")
    assert rules.apply(state, Action("add", n=2), seat=0) == []
    assert "opening_events" not in state.d
    dec = rules.decision(state)
    assert (dec.seat, dec.kind) == (0, "confirm")  # no override: the frame kind
    assert rules.legal_actions(state) == [Action("yes"), Action("no")]
    with pytest.raises(IllegalAction):
        rules.apply(state, Action("add", n=1))
    rules.apply(state, Action("yes"))
    assert state.d["count"] == 2 and rules.decision(state).seat == 0  # moved on: the next adder is asked
    ev = rules.apply(state, Action("add", n=1))
    assert [e["type"] for e in ev] == ["added", "game_over"]
    assert rules.result(state) == {"winners": [0], "reason": "three"}
    assert rules.decision(state).kind == "over" and rules.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        rules.apply(state, Action("add", n=1))
    return state


def test_on_a_frame_stack_the_top_frame_picks_prompt_legal_list_and_effect_and_steps_are_counted():
    rules = StackToy()
    state = _play(rules)
    assert rules.decision(rules.new_game(1, 2)).prompt == "Add one or two."
    assert state.d["steps"] == 3


def test_on_one_frame_the_frame_picks_them_and_moved_on_hears_which_frame_was_answered():
    rules = FrameToy()
    state = _play(rules)
    assert state.d["answered"] == ["add", "confirm", "add"]
    assert state.d["seen"] == [{"kind": "add", "seat": 0}, {"kind": "confirm", "seat": 0, "n": 2},
                               {"kind": "add", "seat": 0}]  # the frame stays in place while APPLY runs
    assert "steps" not in state.d


def test_a_cleared_frame_is_off_the_state_before_its_apply_runs():
    rules = ClearedToy()
    state = rules.new_game(1, 2)
    rules.apply(state, Action("add", n=2))
    assert rules.decision(state).prompt == "confirm"  # a kind without a prompt is asked by its name
    state = _play(rules)
    assert state.d["seen"] == [None, None, None]


def test_the_layout_is_bound_once_per_class():
    assert (StackToy._kind, FrameToy._kind, ClearedToy._kind) == ("t", "kind", "kind")
    assert (FrameToy._cleared, ClearedToy._cleared, StackToy._cleared) == (False, True, False)
    assert StackToy._current({"stack": []}) is None and StackToy._current({"stack": [1, 2]}) == 2
    assert FrameToy._current({"frame": None}) is None


# -- the five engines ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_registered_engine_stands_on_the_one_base_without_a_dispatch_of_its_own(game):
    rules = get_rules(game)
    assert isinstance(rules, FrameDispatch)
    assert rules.FRAME in (ONE_FRAME, ONE_FRAME_CLEARED, FRAME_STACK)
    assert set(rules.LEGAL) == set(rules.APPLY) and rules.LEGAL
    own = type(rules).__mro__[:type(rules).__mro__.index(FrameDispatch)]
    overridden = [f"{cls.__name__}.{name}" for cls in own for name in DISPATCH if name in vars(cls)]
    assert not overridden, f"{game} dispatches for itself: {overridden}"
    assert type(rules).moved_on is not FrameDispatch.moved_on, f"{game} declares no moved_on hook"


def test_no_game_module_defines_a_dispatch_method():
    method = re.compile(r"^\s+def (" + "|".join(DISPATCH) + r")\(self\b", re.M)
    found = [f"{p.relative_to(GAMES)}: {m.group(1)}" for p in sorted(GAMES.rglob("*.py"))
             for m in method.finditer(p.read_text(encoding="utf-8"))]
    assert not found, f"a game module defines its own dispatch: {found}"
