"""Everything revealed in Terrorscape 2 (the replay viewer's "Everything revealed" and the game-over list):
each Killer's place, level, hand, deck and secret DELAY tokens, each Survivor's place, items and traits, the
team's keys, the Device's card and, with the Parasitoid, who holds which Infection tile. Pure; reads the whole
state, so only a finished game's replay (Timeline.revealed_at checks it) or the game-over screen may call it.

`marks`: the places the other side cannot see, by kind: "killer" (the Killer acting first in Double Trouble
order, "killer2" its partner), "host" (the mutated Host) and "survivor:<char>" (a Survivor, hidden from the
Killer); the replay's timeline turns them into paths and the table draws them on its map.

Suspicions: the Killer's computer seat keeps a belief over where each Survivor is (belief.py); a Survivor seat
weighs who is the Parasitoid's hidden Host (policy_parasitoid.host_odds, from its view alone) and keeps no other
belief (its side sees everything of its own)."""
from __future__ import annotations

from game.core.replay_words import percent_line
# absolute: the game's own AI subpackage, which a relative "..ai" would make read like the agents' package
from game.games.terrorscape.ai import belief, policy, search
from game.games.terrorscape.ai.policy_parasitoid import host_odds

from ..device import device_card
from ..infection import INFECTED, host, inf
from ..variants_double import killers, on as double_on


def _killer_rows(state) -> list:
    """The Killers in a fixed order (Double Trouble's turn order; the acting one changes, the order does not)."""
    d = state.d
    ks = killers(state)
    if double_on(state):
        ks = sorted(ks, key=lambda k: d["dt"]["order"].index(k["id"]))
    return ks


def _killer_lines(state, k: dict) -> list:
    skill = state.skill_name
    lines = [f"at {state.loc_name(k['loc'])}" + (" (in STEALTH)" if k["stealth"] else ""),
             f"level {k['level']}, strength {k['strength']}",
             "hand: " + (", ".join(skill(u) for u in k["hand"]) or "empty"),
             f"deck: {len(k['deck'])} card{'' if len(k['deck']) == 1 else 's'}"]
    if k.get("discard"):
        lines.append("discard: " + ", ".join(skill(u) for u in k["discard"]))
    if k.get("fsa"):
        lines.append("Final Showdown cards: " + ", ".join(skill(u) for u in k["fsa"]))
    secret = [t["loc"] for t in k.get("delay", ()) if t.get("secret")]
    if secret:
        lines.append("secret DELAY tokens at " + ", ".join(state.loc_name(x) for x in secret))
    return lines


def revealed(state, names) -> dict:
    d = state.d
    c = state.content
    seats: dict = {}
    for k in _killer_rows(state):
        name = c.killers[k["id"]]["name"]
        row = seats.setdefault(k["seat"], {"seat": k["seat"], "title": f"{names[k['seat']]}: {name}",
                                           "lines": [], "cards": []})
        row["lines"] += _killer_lines(state, k) if len(killers(state)) == 1 else \
            [f"{name} " + x if i == 0 else x for i, x in enumerate(_killer_lines(state, k))]
        row["cards"] += [state.skill_name(u) for u in k["hand"]]
    infected = host(state) if d.get("infect") is not None else None
    survivor_traits = (d.get("traits") or {}).get("survivor", {})
    runs: dict = {}  # seat -> the Survivors it plays (a Survivor may be shared by several seats)
    for char, sv in d["surv"].items():
        items = [state.item_name(u) for u in sv["items"]]
        line = f"{state.name(char)} {sv['out'] or 'at ' + state.loc_name(sv['loc'])}; " + (", ".join(items) or "no items")
        if char == infected:
            line += "; the Parasitoid's Host"
        if survivor_traits.get(char):
            line += "; traits " + ", ".join(c.traits[t]["name"] for t in survivor_traits[char] if t in c.traits)
        for seat in sv.get("seats") or [sv["seat"]]:
            row = seats.setdefault(seat, {"seat": seat, "title": names[seat], "lines": [], "cards": []})
            runs.setdefault(seat, []).append(state.name(char))
            row["lines"].append(line)
            row["cards"] += items
    for seat, chars in runs.items():
        if seat not in {k["seat"] for k in killers(state)}:
            seats[seat]["title"] = f"{names[seat]}: " + ", ".join(chars)
    notes = [f"Keys on the stand: {d['keys']}"]
    if d["noise"]:
        notes.append("Noise tokens not yet reported: " + ", ".join(state.loc_name(x) for x in d["noise"]))
    if d.get("cat"):
        notes.append(f"The cat: at {state.loc_name(d['cat']['loc'])}")
    if d.get("alarm"):
        notes.append(f"The alarm: at {state.loc_name(d['alarm']['loc'])}")
    if d["ropes"]:
        notes.append("Ropes: " + ", ".join(d["ropes"]))
    if d["device"]["stage"]:
        card = device_card(state)
        notes.append(f"The Device: weakness {card['weakness']}, next analysis at a {card['location']} location"
                     + (f", tactic: {card['text']}" if d["device"]["stage"] > 1 and card.get("text") else ""))
    i = inf(state) if d.get("infect") is not None else None
    if i is not None:
        held = {ch: sorted(t for t in tiles) for ch, tiles in i["tiles"].items() if tiles}
        notes.append("Infection tiles: " + (", ".join(
            f"{state.name(ch)} " + ("Infected" if any(t.startswith(INFECTED) for t in ts) else "Safe") for ch, ts in
            held.items()) or "none given yet"))
        notes.append(f"The Host: {state.name(infected)}" if infected else "The Host: nobody yet")
    return {"seats": [seats[s] for s in sorted(seats)], "notes": notes}


def marks(state) -> dict:
    d = state.d
    out = {}
    for n, k in enumerate(_killer_rows(state)):
        if k.get("loc"):
            out["killer" if n == 0 else f"killer{n + 1}"] = k["loc"]
    i = inf(state) if d.get("infect") is not None else None
    if i is not None and i.get("mutated"):
        out["host"] = d["surv"][i["mutated"]]["loc"]
    for char, sv in d["surv"].items():
        if sv["out"] is None and sv.get("loc"):
            out[f"survivor:{char}"] = sv["loc"]
    return out


# -- a computer seat's suspicions (Timeline.revealed_at) ---------------------------------------------------------
def new_memory(seat: int, level: str) -> dict:
    """The Killer's belief as its level keeps it: Hard's search memory (the sharper motion model), else the policy's."""
    return search.new_memory(seat)["policy"] if level == "hard" else policy.new_memory(seat)


def observe(memory: dict, events: list) -> None:
    if memory.get("side") != "survivors":  # as policy.observe: a Survivor seat keeps no events
        belief.observe(memory, events)


def on_decision(memory: dict, view: dict) -> None:
    """What policy.choose does with the belief at each of the seat's decisions: learn its side, and for the
    Killer bring the belief up to date (its start, the Killer's own place and the blocks come from the view)."""
    memory["side"] = view["side"]
    if view["side"] == "survivors":
        memory["belief"]["log"] = []
    elif view["side"] == "killer":
        belief.sync(memory, view)


def suspicion_line(view: dict, memory: dict, level: str, names, memo=None) -> str:
    """Where the Killer's computer seat believes each Survivor is (its likeliest place); a Survivor seat: who it
    holds the Parasitoid's hidden Host ("" outside a Parasitoid game)."""
    if view.get("side") == "survivors":
        odds = host_odds(view)
        return percent_line("suspects the Host", {row["name"]: odds[row["char"]] for row in view["survivors"]
                                                  if row["char"] in odds}) if odds else ""
    if view.get("side") != "killer" or not view.get("survivors"):
        return ""
    p = belief.sync(memory, view)
    guesses = {}
    for row in view["survivors"]:
        q = p.get(row["char"])
        if q:
            loc, chance = max(q.items(), key=lambda kv: (kv[1], kv[0]))
            guesses[f"{row['name']} at {loc}"] = chance
    return percent_line("believes", guesses, limit=len(guesses))
