"""Which skill card the Killer may play now (The Killer's Turn: Skill Cards)."""
from __future__ import annotations

DELAY_TOKENS = 1  # Components: 1 Orion delay token (the Killer's `tokens.delay` in the content wins)


def playable(state, uid: str, speed: str) -> bool:
    """A card of this step's speed whose cost the rest of the hand can pay (and a free DELAY token
    for a DELAY card)."""
    k = state.d["killer"]
    card = state.skill(uid)
    if card["speed"] != speed or len(k["hand"]) - 1 < (card.get("cost") or 0):
        return False
    requires = card.get("requires") or ""
    if (requires == "stealth" and not k["stealth"]) or (requires == "visible" and k["stealth"]):
        return False
    tokens = state.content.killers[k["id"]].get("tokens", {}).get("delay", DELAY_TOKENS)
    if any(e["kw"] == "DELAY" for e in card["effects"]) and len(k["delay"]) >= tokens:
        return False
    return True
