"""The Final Showdown Device: the analysis card drawn unseen at setup (weakness icon, the location
of the second analysis, the tactic), and the items that match its weakness."""
from __future__ import annotations


def device_card(state) -> dict:
    card = state.d["device"]["card"]
    return next(a for a in state.content.analysis if a["id"] == card)


def weakness_items(state) -> list:
    icon = device_card(state)["weakness"]
    return [u for c in state.survivors() for u in state.d["surv"][c]["items"] if icon in state.item(u)["icons"]]
