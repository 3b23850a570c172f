"""What a computer seat remembers of Who Goes There? and how it judges who is infected, from its own view and
the events it was shown (never the state): Vulnerable cards drawn (counted on the table), Infection Clickers
passed (who passed to whom is public, what it showed only the two know), Blood and Host Tests given to it or by
it, and what the Reveal or an Infection Attack showed.

`chance(view, memory, x)`: how likely seat x is infected, as this seat sees it (0..1):
- certain facts first: its own status; a clicker that showed it "infected"; a test; an Infection Attack;
- else the Host's share: the one contaminated card lies among the Vulnerable cards this seat has not seen
  (its own are known), so a seat holding v of the U unseen cards is the Host with chance v / U;
- then the spread: each clicker passed from y to x on a bunk, trade or revive could have infected x with the
  chance that y was infected times SPREAD (an infected seat does not spread at every chance);
- an Infection Attack's victim drew the contaminated card with chance 1 / (victims + 1) at least (one fewer
  taker when this seat was a victim and drew a clean card).
"""
from __future__ import annotations

SPREAD = 0.4  # tuned: how often an infected seat shows "infected" when it passes a clicker (its own estimate)
TESTED_CLEAN = 0.02  # a seat shown clean by a test can still have been infected later (the spread adds to it)


def new_memory(seat: int) -> dict:
    return {"seat": seat, "known": {}, "passes": [], "tested": {}, "spread_to": [], "slips": {}, "seen_by": [],
            "fans": []}


def observe(memory: dict, events: list) -> None:
    me = memory["seat"]
    for e in events:
        t = e.get("type")
        if t == "clicker":
            giver, to, shown = e["seat"], e["to"], e.get("shown")
            memory["passes"].append([giver, to, shown if me in (giver, to) else None])
            if to == me and shown == "infected":
                memory["known"][giver] = True
            if giver == me and shown == "infected":
                memory["known"][to] = True  # I infected them myself
                memory["spread_to"].append(to)
        elif t == "blood_test":
            if me in (e["seat"], e.get("target")):  # the other saw this seat's status (policy_attack.exposed)
                memory["seen_by"].append(e["target"] if e["seat"] == me else e["seat"])
            if e["seat"] == me and "target_infected" in e:
                memory["tested"][e["target"]] = len(memory["passes"])
                if e["target_infected"]:
                    memory["known"][e["target"]] = True
            elif e.get("target") == me and "tester_infected" in e:
                memory["tested"][e["seat"]] = len(memory["passes"])
                if e["tester_infected"]:
                    memory["known"][e["seat"]] = True
        elif t == "host_test" and e["seat"] == me and "host" in e:
            if e["host"]:
                memory["known"][e["target"]] = True
        elif t == "host_test" and e.get("target") == me and e.get("host"):
            memory["seen_by"].append(e["seat"])
        elif t == "fan":  # an Infection Attack's fan: the contaminated card went to one of its takers
            memory["fans"].append([e["seat"], list(e["targets"]), None])
        elif t == "fan_card" and e["seat"] == me and "card" in e and memory["fans"]:
            memory["fans"][-1][2] = e["card"]
        elif t == "reveal":
            for seat, infected in e.get("infected", {}).items():
                if infected:
                    memory["known"][int(seat)] = True


def chances(view: dict, memory: dict) -> list:
    """Every seat's chance of being infected, as this seat judges it."""
    me = view["seat"]
    players = view["players"]
    mine = players[me]
    my_host = "contaminated" in mine.get("vulnerable", ())
    unseen = sum(p["vulnerable_count"] for x, p in enumerate(players) if x != me) + view["vulnerable_left"]
    p = []
    for x, row in enumerate(players):
        if x == me:
            p.append(1.0 if mine.get("infected") else 0.0)
        elif my_host or not unseen:
            p.append(0.0)
        else:
            p.append(row["vulnerable_count"] / unseen)
    tested = memory["tested"]
    for i, (giver, to, shown) in enumerate(memory["passes"]):
        if to == me or giver == me:
            continue  # what passed between this seat and another it saw itself (known facts below)
        if to in tested and tested[to] > i:
            continue  # tested clean after this pass
        p[to] = min(1.0, p[to] + (1.0 - p[to]) * p[giver] * SPREAD)
    for attacker, targets, mine_drawn in memory["fans"]:
        takers = len(targets) + 1 - (mine_drawn == "clean")  # the card it drew clean is not the one
        for x in targets:
            if x != me and mine_drawn != "contaminated":
                p[x] = max(p[x], 1.0 / takers)
    for x, row in enumerate(players):
        if x == me:
            continue
        if row.get("infected") or memory["known"].get(x):
            p[x] = 1.0
        elif x in tested:
            p[x] = max(TESTED_CLEAN, p[x] if _passes_after(memory, x) else TESTED_CLEAN)
    return p


def _passes_after(memory: dict, x: int) -> bool:
    since = memory["tested"][x]
    return any(to == x for _, to, _ in memory["passes"][since:])


def known_infected(view: dict, memory: dict) -> set:
    """The seats this seat knows are infected (itself included when it is)."""
    out = {x for x, row in enumerate(view["players"]) if row.get("infected") or memory["known"].get(x)}
    if view["players"][view["seat"]].get("infected"):
        out.add(view["seat"])
    return out
