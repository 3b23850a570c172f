"""Which side each seat played in a finished game, for the balance lab (`python -m game tournament --sweep`).

Read from the game's end only (the result and a seat's final view): by then the possessed character is
public, so nothing hidden is read. A seat whose character (or first character, after a takeover) Klein
possessed is "possessed"; every other seat is a "survivor".
"""
from __future__ import annotations

SIDES = ("survivor", "possessed")


def sides(result: dict, view: dict) -> dict:
    possessed = result.get("possessed")
    out = {}
    for p in view["players"]:
        chars = (p.get("char"), p.get("first_char"))
        out[p["seat"]] = "possessed" if possessed and possessed in chars else "survivor"
    return out
