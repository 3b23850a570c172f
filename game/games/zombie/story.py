"""The story of a finished Zombie game, told from its events (for the game-over screen).

Only called once the game has a result, so it may read the whole record: every event as the rules wrote
it, unredacted, and the final state. The lines name camps as the rules do ("Camp 2"); the table puts the
players' names in.
"""
from __future__ import annotations

from .ops import camp_name

# the kinds of event that turn a game: a camp in Infection, an Event from the pile, a fall
TURNING = ("phase", "event_drawn", "camp_destroyed", "returned_dead")


def tell(state, events: list) -> dict:
    """{"ending": how it ended, "killer": what killed the most, "turning_points": [lines],
    "results": [(seat, line)]} from the record of a finished game."""
    d = state.d
    result = d.get("result") or {}
    turn = 0
    points, fell = [], {}
    for e in events:
        kind = e.get("type")
        if kind == "turn":
            turn = e.get("number", turn)
        if kind in TURNING:
            points.append(f"Turn {turn}: {e.get('text', '')}")
        if kind == "camp_destroyed":
            fell[e["camp"]] = (turn, e.get("cause") or "")
    over = next((e for e in reversed(events) if e.get("type") == "game_over"), {})
    killers: dict = {}
    for turn_, cause in fell.values():
        if cause:
            key = cause.split(" played by ")[0]
            killers[key] = killers.get(key, 0) + 1
    killer = ""
    if killers:
        worst = max(killers.items(), key=lambda kv: kv[1])
        killer = f"{worst[0][0].upper() + worst[0][1:]} brought down {worst[1]} camp{'s' if worst[1] != 1 else ''}."
    winners = set(result.get("winners", []))
    results = []
    for seat in range(len(d["hands"])):
        camps = [c for c in d["camps"] if c["owner"] == seat]
        bits = []
        for c in camps:
            if c["alive"]:
                bits.append(f"{camp_name(state, c['id'])} held out with {c['survivors']} survivor"
                            f"{'s' if c['survivors'] != 1 else ''}")
            elif c["id"] in fell:
                t, cause = fell[c["id"]]
                bits.append(f"{camp_name(state, c['id'])} fell on turn {t}" + (f" to {cause}" if cause else ""))
            else:
                bits.append(f"{camp_name(state, c['id'])} fell")
        head = "Won" if seat in winners else "Lost"
        results.append((seat, f"{head}: " + "; ".join(bits)))
    return {"ending": over.get("text", ""), "killer": killer, "turning_points": points, "results": results}
