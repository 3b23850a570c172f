"""The story of a finished Crimson Creek game, told from its events (for the game-over screen).

Only called once the game has a result, so it may read the whole record: every event as the rules wrote
it, unredacted, and the final state. Seats are "Player N" as in the rules' lines; the table puts the
players' names in.
"""
from __future__ import annotations

ROMAN = {1: "I", 2: "II", 3: "III"}
# the kinds of event that turn a game: a new Act, a declaration, a death, a sole survivor, a takeover
TURNING = ("act_start", "declare", "killed", "lair_revealed", "sole_survivor", "takeover")


def tell(state, events: list) -> dict:
    """{"ending": how it ended, "killer": who Klein was, "turning_points": [lines], "results": [(seat, line)]}
    from the record of a finished game."""
    d = state.d
    result = d.get("result") or {}
    act = 1
    points, deaths = [], {}
    accusations: dict = {}
    for e in events:
        kind = e.get("type")
        if kind == "act_start":
            act = e.get("act", act)
            if act == 1:
                continue
        if kind in TURNING:
            points.append(f"Act {ROMAN.get(act, act)}: {e.get('text', '')}")
        if kind == "killed" and e.get("seat") is not None:
            deaths[e["seat"]] = (act, e.get("why", ""))
        if kind == "accusations_revealed":
            accusations = {int(k): v for k, v in (e.get("accusations") or {}).items()}
            points.append(f"Dawn: {e.get('text', '')}")
    over = next((e for e in reversed(events) if e.get("type") == "game_over"), {})
    possessed = d.get("possessed")
    traitor = next((p["seat"] for p in d["players"] if possessed and p.get("char") == possessed), None)
    if possessed:
        killer = f"Klein possessed the {state.char_name(possessed)}" + (
            f", played by {state.seat_name(traitor)}: the traitor." if traitor is not None else
            ", a character nobody played.")
    else:
        killer = "Klein worked alone: nobody was possessed."
    winners = set(result.get("winners", []))
    results = []
    for p in d["players"]:
        seat = p["seat"]
        char = f"the {state.char_name(p['char'])}" if p.get("char") else "no character"
        bits = [("Won" if seat in winners else "Lost") + f" as {char}"]
        if seat == traitor:
            bits.append("possessed by Klein")
        if seat in deaths:
            a, why = deaths[seat]
            bits.append(f"killed in Act {ROMAN.get(a, a)} {why}".rstrip())
        elif p.get("alive"):
            bits.append("alive at the end")
        if seat in accusations:
            target = accusations[seat]
            bits.append(f"accused the {state.char_name(target)} ({'right' if target == possessed else 'wrong'})")
        results.append((seat, "; ".join(bits)))
    return {"ending": over.get("text", ""), "killer": killer, "turning_points": points, "results": results}
