"""Which side each seat ended on in a finished Who Goes There? game, for the tournament's per-side figures
(`python -m game tournament --game who_goes_there`): read from the final view, where the Reveal has shown
everyone's status. A seat infected at the Reveal is "thing" (whenever it was infected), every other "human"."""
from __future__ import annotations

SIDES = ("human", "thing")


def sides(result: dict, view: dict) -> dict:
    return {x: "thing" if row.get("infected") else "human" for x, row in enumerate(view["players"])}
