"""Which Zombie choices are risky or final: the one place that says so.

Pure Python over the screen seat's view (never the state): `classify(view, action, legal) -> Risk`.
The table turns `Risk.confirm` into a question before the move (a setting turns the questions off).
"""
from __future__ import annotations

from ..choice_model import NEUTRAL, RISKY, Risk


def _camp(view: dict, cid):
    return next((c for c in view.get("camps", []) if c["id"] == cid), None)


def _card_name(view: dict, uid) -> str:
    return next((c["name"] for c in view.get("hand") or [] if c["uid"] == uid), "that card")


def classify(view: dict, action, legal: list = ()) -> Risk:
    k = action.kind
    if k == "discard":
        names = ", ".join(_card_name(view, u) for u in action.get("cards") or ())
        return Risk(RISKY, f"Discard {names}? Discarded cards are gone, and this uses your action.")
    if k == "play":
        card = next((c for c in view.get("hand") or [] if c["uid"] == action.get("card")), None)
        targets = action.get("targets") or ()
        if card is not None and card.get("type") == "hideout" and targets:
            camp = _camp(view, targets[0])
            if camp is not None and camp.get("hideout"):
                return Risk(RISKY, f"Abandon {camp['hideout']['name']} for {card['name']}? The old hideout goes "
                                   "to the discard pile.")
        return Risk(NEUTRAL)
    if k == "pass" and (view.get("decision") or {}).get("kind") == "take_action":
        if any(a.kind in ("play", "trade") for a in legal):
            return Risk(NEUTRAL, "Pass and end your turn without using your action?")
    return Risk(NEUTRAL)
