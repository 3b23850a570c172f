"""The choice of a heuristic that picks by the kind of question the rules ask (the view's "frame": Who Goes There?,
The Thing), with an Easy seat's slips rolled first (game.core.slips).

choose_by_frame(...) is such a game policy's choose(): one legal action is taken as it is; an Easy seat rolls the
slips whose chance comes up here (chance_for(name, view, legal, memory)); a slip may choose in place of the
heuristic (slipped(view, legal, rng, memory), None when it only changes the judgement); otherwise the picker of the
frame's kind (pickers[kind](view, legal, rng, memory), the first legal action when there is none) chooses. A pick
that is not legal (a picker's slip) falls back to the first legal action. `judgement` names the memory's cached
judgements a slip makes stale (dropped when a slip happens). Every roll uses the seat's RNG."""
from __future__ import annotations


def frame_kind(view: dict) -> str:
    return (view.get("frame") or {}).get("kind", "")


def first_legal(view, legal, rng, memory):
    return legal[0]


def choose_by_frame(view: dict, legal: list, rng, level: str, memory: dict, *, slips, slip_names: tuple, chance_for,
                    pickers: dict, slipped=None, judgement: tuple = ()):
    """`slips`: the game's easy_slips (called only for an Easy seat); `slip_names`: its slips in the order they
    are rolled; `memory`: the seat's (never None)."""
    if len(legal) == 1:
        return legal[0]
    memory["slip_now"] = {}
    if level == "easy":
        memory["slip_now"] = slips().happening(slip_names, lambda name: chance_for(name, view, legal, memory), rng,
                                               memory)
        _forget(memory, judgement)
    pick = (slipped(view, legal, rng, memory) if slipped is not None else None) or \
        pickers.get(frame_kind(view), first_legal)(view, legal, rng, memory)
    if memory["slip_now"]:
        _forget(memory, judgement)
    return pick if pick is not None and pick in legal else legal[0]


def _forget(memory: dict, keys: tuple) -> None:
    for k in keys:
        memory.pop(k, None)  # a slip may change the judgement
