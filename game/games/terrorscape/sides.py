"""Which side each seat played in a finished Terrorscape 2 game, for the tournament's per-side figures
(`python -m game tournament --game terrorscape`): the Killer's seat is public from the start.

And how each game was won, by kind (the closing note's split of the Survivors' victories): read a
tournament's --json file with
    python -m game.games.terrorscape.sides REPORT.json [REPORT.json ...]
which prints, per side and agent, how many games it won and by which kind of victory.
"""
from __future__ import annotations

import json
import sys
from collections import Counter

SIDES = ("killer", "survivors")

# The kinds of victory, by the words the engine's result reason starts with (rules: finish(...) reasons).
# Checked in order: the first match names the kind.
KINDS = (
    ("steals the Survivors' victory", "host steals"),  # "the Host X steals the Survivors' victory (...)"
    ("escaped through the Main Exit", "keys (Main Exit)"),
    ("escaped through the Hidden Exit", "keys + map (Hidden Exit)"),
    ("rescued", "radio (rescued)"),
    ("escaped by vehicle", "vehicle"),
    ("final showdown", "showdown"),
    ("the Host is eliminated", "Host killed"),
    ("elimination by the Host", "elimination"),
    ("elimination", "elimination"),
    ("the discover deck ran out", "discover deck ran out"),
    ("a false accusation", "false accusation"),
)


def sides(result: dict, view: dict) -> dict:
    killer = view["killer_seat"]
    return {seat: ("killer" if seat == killer else "survivors") for seat in range(view["seats"])}


def ending_kind(reason: str) -> str:
    low = reason.lower()
    for words, kind in KINDS:
        if words.lower() in low:
            return kind
    return reason or "no winner"


def split(report: dict) -> dict:
    """{(side, agent): Counter(kind -> games won)} from a tournament report (its per-game results)."""
    out: dict = {}
    for r in report["results"]:
        if not r["winners"] or not r.get("sides"):
            continue
        seat = r["winners"][0]
        key = (r["sides"][seat], r["seating"][seat])
        out.setdefault(key, Counter())[ending_kind(r["reason"])] += 1
    return out


def main(paths) -> None:
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            report = json.load(fh)
        games = Counter(key for r in report["results"] if r.get("sides")  # a game once per side and agent
                        for key in {(side, r["seating"][seat]) for seat, side in enumerate(r["sides"])})
        print(f"{path}: {report['games']} games, options {report.get('options') or {}}")
        for (side, agent), kinds in sorted(split(report).items()):
            won = sum(kinds.values())
            parts = ", ".join(f"{k} {n}" for k, n in kinds.most_common())
            print(f"  {side} ({agent}) won {won} of {games[side, agent]}: {parts}")


if __name__ == "__main__":
    main(sys.argv[1:])
