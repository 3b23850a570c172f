"""Everything revealed in Crimson Creek (the replay viewer's "Everything revealed" and the game-over list):
the possessed character, the Clue cards, the Lair and every sleeve of this Act, the Reveal cards lying face
down in an attack, and each seat's character, peeks, clues, claims heard and accusation. Pure; reads the whole
state, so only a finished game's replay (Timeline.revealed_at checks it) or the game-over screen may call it.

`marks`: {"lair": Klein's Lair this Act} (a location of the Act's map), the one hidden place on the board.

Suspicions: a computer seat weighs who is possessed from its own clues and the claims it was given:
Easy and Normal by policy.suspicion(view) (the view alone), Hard by belief.suspicion(view, memory) over the
memory its search keeps (search_memory), so the Hard seat's memory is rebuilt from the events it was shown."""
from __future__ import annotations

import json
import zlib

from game.core.replay_words import percent_line
# absolute: the game's own AI subpackage, which a relative "..ai" would make read like the agents' package
from game.games.crimson_creek.ai import belief, policy, search_memory

from ..view import known_lair


def _possessed_seat(d: dict):
    poss = d.get("possessed")
    for p in d["players"]:
        if poss and poss in (p["char"], p.get("first_char")):
            return p["seat"]
    return None


def revealed(state, names) -> dict:
    d = state.d
    c = state.content
    poss = d.get("possessed")
    poss_seat = _possessed_seat(d)
    seats = []
    for p in d["players"]:
        seat, kn = p["seat"], p["knows"]
        char = f"the {state.char_name(p['char'])}" if p.get("char") else "no character yet"
        title = f"{names[seat]}: {char}" + (", possessed by Klein" if seat == poss_seat else "")
        lines = ["alive" if p["alive"] else (p.get("out") or "out")]
        now = ", ".join(state.loc_name(l) for l in kn["peeks"].values())
        if now:
            lines.append(f"saw this Act: {now}")
        for past in kn.get("past", []):
            if past.get("peeks"):
                lines.append(f"saw in Act {past['act']}: " + ", ".join(state.loc_name(l) for l in past["peeks"].values()))
        clues = sorted({c.clues[x]["name"] for x in kn["clues"].values() if x in c.clues})
        lines.append("clues seen: " + (", ".join(clues) if clues else "none"))
        lair = known_lair(state, seat)
        if lair:
            lines.append(f"knows the Lair: {state.loc_name(lair)}")
        for claim in kn.get("claims", []):  # what others told this seat (true or not: the claimant's secret)
            said = [state.loc_name(x) for x in claim["locs"]] + [c.clues[x]["name"] for x in claim["clues"] if x in c.clues]
            lines.append(f"heard from {names[claim['from']]} (Act {claim['act']}): " + (", ".join(said) or "nothing"))
        acc = d["accusations"].get(str(seat))
        if acc:
            lines.append(f"accused the {state.char_name(acc)}")
        seats.append({"seat": seat, "title": title, "lines": lines, "cards": clues})
    notes = [f"Possessed: the {state.char_name(poss)}" if poss else "Possessed: nobody (Klein worked alone)",
             "Clue cards: " + ", ".join(c.clues[x]["name"] for x in d["clue_sleeves"] if x in c.clues)]
    if d.get("lair"):
        notes.append(f"Klein's Lair: {state.loc_name(d['lair'])}")
    if d["sleeves"]:
        notes.append("Sleeves: " + ", ".join(f"{c.icon_names.get(icon, icon)}: {state.loc_name(loc)}"
                                             for icon, loc in d["sleeves"].items()))
    now = d.get("attack_now")
    if now and len(now["icons"]) > 1:
        notes.append("Face-down Reveal cards: " + ", ".join(
            f"{c.icon_names.get(i, i)} ({state.loc_name(d['sleeves'].get(i))})" for i in now["icons"][1:]))
    return {"seats": seats, "notes": notes}


def marks(state) -> dict:
    lair = state.d.get("lair")
    return {"lair": lair} if lair else {}


# -- a computer seat's suspicions (Timeline.revealed_at) ---------------------------------------------------------
def new_memory(seat: int, level: str) -> dict:
    return search_memory.new_memory(seat) if level == "hard" else {}


def observe(memory: dict, events: list) -> None:
    if memory:
        search_memory.observe(memory, events)


def _hard_suspicion(view: dict, memory: dict, memo: dict) -> dict:
    """belief.suspicion as the Hard seat computes it, its Monte Carlo seeded by what the seat knows instead of
    by how many events it has seen (belief.belief seeds with memory["v"]): the same knowledge gives the same
    numbers, so the line changes only when the seat learns something, and `memo` answers every step between
    (the sampling is ~15 ms a seat: too dear to redo at every step of a scrubbed replay)."""
    known = {"seat": view["seat"], "act": view["act"], "suspects": view["me"]["suspects"],
             "players": [[p["seat"], p["char"], p.get("first_char")] for p in view["players"]],
             "clues": view["knowledge"]["clues"], "past": view["knowledge"]["past"], "lair": view["lair"],
             "sleeves": [[x["icon"], x["revealed"], x["seen"]] for x in view["sleeves"]], "attack": view["attack"],
             "acts": memory["acts"], "claims": memory["claims"], "chase": memory["chase"]}
    key = json.dumps(known, sort_keys=True, default=str)
    if key not in memo:
        if len(memo) > 512:
            memo.clear()
        memory = dict(memory, v=zlib.crc32(key.encode()) % 1_000_003, belief=None)
        memo[key] = belief.suspicion(view, memory)
    return memo[key]


def suspicion_line(view: dict, memory: dict, level: str, names, memo=None) -> str:
    """Who this seat's AI holds possessed (the chance that each other seat's character is), from its view (and,
    Hard, its memory); "" for a seat with no character yet or one that knows it is possessed itself."""
    me = view.get("me")
    if not me or me.get("possessed"):
        return ""
    if memory:
        by_seat = _hard_suspicion(view, memory, {} if memo is None else memo)
    else:
        weight = policy.suspicion(view)
        total = sum(weight.values()) or 1.0
        by_seat = {p["seat"]: sum(weight.get(c, 0.0) for c in {p["char"], p.get("first_char")} if c) / total
                   for p in view["players"] if not p["is_me"]}
    return percent_line("suspects", {names[s]: p for s, p in by_seat.items()})
