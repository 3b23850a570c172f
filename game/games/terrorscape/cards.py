"""Which skill card the Killer may play now (The Killer's Turn: Skill Cards)."""
from __future__ import annotations

DELAY_TOKENS = 1  # designed: Orion has one DELAY token (Components: 1 Orion delay token)


def playable(state, uid: str, speed: str) -> bool:
    """A card of this step's speed whose cost the rest of the hand can pay (and a free DELAY token
    for a DELAY card)."""
    k = state.d["killer"]
    card = state.skill(uid)
    if card["speed"] != speed or len(k["hand"]) - 1 < card.get("cost", 0):
        return False
    if any(e["kw"] == "DELAY" for e in card["effects"]) and len(k["delay"]) >= DELAY_TOKENS:
        return False
    return True
