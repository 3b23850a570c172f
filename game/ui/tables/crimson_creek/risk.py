"""Which Crimson Creek choices are risky or final, and how safe each place is: the one place that says so.

Pure Python over the screen seat's view (never the state): `classify(view, action, legal) -> Risk`.
The table turns `Risk.confirm` into a question before the move (a setting turns the questions off) and
lists menus safest first by `Risk.rank`.
"""
from __future__ import annotations

from ..choice_model import NEUTRAL, RISKY, SAFE, Risk
from .prompt import seat_loc

TURN_ACTIONS = 2  # rulebook: "Each turn you are allowed up to 2 actions."


def _loc_name(view: dict, loc) -> str:
    return next((l["name"] for l in view.get("locations", []) if l["id"] == loc), str(loc))


def place_safety(view: dict, loc) -> int:
    """SAFE where this seat knows Klein does not strike now, RISKY where it knows he does, else NEUTRAL."""
    kn = view.get("knowledge") or {}
    if loc in (kn.get("danger") or []):
        return RISKY
    if loc in (kn.get("safe") or []):
        return SAFE
    return NEUTRAL


def destination(view: dict, action):
    """Where this seat's own character ends up after a move, swap or stay; None for other actions."""
    if action.kind == "move":
        return action.get("to")
    if action.kind == "swap":
        return seat_loc(view, action.get("seat"))
    if action.kind == "stay":
        return (view.get("me") or {}).get("loc")
    return None


def classify(view: dict, action, legal: list = ()) -> Risk:
    k = action.kind
    if k == "declare":
        loc = (view.get("me") or {}).get("loc")
        return Risk(RISKY, f"Declare the {_loc_name(view, loc)} to be Klein's Lair? If it is not his Lair, your "
                           "character dies and you are out of the game.", "final")
    if k == "end_turn":
        used = len((view.get("turn") or {}).get("used") or [])
        left = TURN_ACTIONS - used
        if left > 0 and any(a.kind != "end_turn" for a in legal):
            return Risk(NEUTRAL, f"End your turn with {left} action{'s' if left != 1 else ''} left?")
        return Risk(NEUTRAL)
    dest = destination(view, action)
    if dest is not None:
        rank = place_safety(view, dest)
        if rank == RISKY:
            verb = "Stay in" if k == "stay" else "Run into"
            return Risk(RISKY, f"{verb} the {_loc_name(view, dest)}? You know Klein strikes there now (DANGER).",
                        "DANGER")
        return Risk(rank, None, "safe" if rank == SAFE else "")
    if k == "hide":
        return Risk(SAFE)
    if k in ("push", "place") and place_safety(view, action.get("to")) == RISKY:
        return Risk(NEUTRAL, None, "DANGER")
    return Risk(NEUTRAL)
