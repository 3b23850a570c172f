"""Which side each seat played in a finished Terrorscape 2 game, for the tournament's per-side figures
(`python -m game tournament --game terrorscape`): the Killer's seat is public from the start."""
from __future__ import annotations

SIDES = ("killer", "survivors")


def sides(result: dict, view: dict) -> dict:
    killer = view["killer_seat"]
    return {seat: ("killer" if seat == killer else "survivors") for seat in range(view["seats"])}
