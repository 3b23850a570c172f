"""What a Killer's skill card is worth to the heuristic (policy_killer.py and the per-Killer modules
policy_eyebot.py, policy_parasitoid.py): its data, its keywords, its worth in hand."""
from __future__ import annotations

from .. import sources
from ..state import card_id

# What a card is worth to keep, by effect keyword (paying costs, heightening awareness, recovering).
KEYWORD_WORTH = {"SEARCH": 1.5, "SENSE": 1.2, "DAMAGE": 2.5, "MOVE": 0.8, "STEALTH": 1.0, "TELEPORT": 1.2,
                 "ATTACK": 1.0, "FEAR": 0.8, "BLOCK": 0.5, "DELAY": 0.2, "DRAW": 0.8, "RECOVER": 0.8,
                 "OPERATE": 1.4, "DROID": 1.0, "PROGRAM": 1.0, "ON_REAPPEAR": 1.5, "FLESH": 0.5}
UNKNOWN_CARD = {"effects": (), "cost": 0, "speed": "", "unlock": 0}  # a card this module's content does not know


def skill(uid: str) -> dict:
    return sources.content().skills.get(card_id(uid)) or UNKNOWN_CARD


def card_worth(uid: str) -> float:
    card = skill(uid)
    worth = 0.0
    for e in card["effects"]:
        w = KEYWORD_WORTH.get(e["kw"], 0.4)
        if e["kw"] in ("MOVE", "STEALTH", "ATTACK", "BLOCK"):
            w *= max(1, e.get("n") or 1)
        worth += w
    return worth - 0.3 * (card.get("cost") or 0) + (1.0 if card.get("unlock") else 0.0)


def kws(uid: str) -> set:
    return {e["kw"] for e in skill(uid)["effects"]}
