"""What happens to a character's body and mind: Stamina, Strikes and Critical Strikes, unconsciousness,
Frostbite and death, Vulnerable cards and the infection, and the camp utilities' Strikes. Each function
changes `d` and appends events; the events that carry a secret put it under "private" for its seat.
"""
from __future__ import annotations

from .state import CONTAMINATED, content, designed, inside, unique_of


def gain_stamina(d: dict, seat: int, n: int, ev: list, why: str = "") -> None:
    pl = d["players"][seat]
    got = max(0, min(n, pl["stamina_max"] - pl["stamina"]))
    pl["stamina"] += got
    if got:
        ev.append({"type": "stamina", "seat": seat, "n": got, "why": why})


def lose_stamina(d: dict, seat: int, n: int, ev: list, why: str = "") -> None:
    pl = d["players"][seat]
    lost = min(n, pl["stamina"])
    pl["stamina"] -= lost
    if lost:
        ev.append({"type": "stamina", "seat": seat, "n": -lost, "why": why})


def wounds(pl: dict) -> int:
    """Strikes and Frostbite together: three make a character unconscious (Frostbite acts as a Strike)."""
    return pl["strikes"] + pl["frostbite"]


def strike(d: dict, seat: int, ev: list, why: str = "", critical: bool = False) -> None:
    """One Strike (a Critical one when `critical`, unless Copper's Steady Nerves turns it plain)."""
    pl = d["players"][seat]
    if pl["dead"]:
        return
    if critical and unique_of(pl) == "steady_nerves":
        critical = False
    pl["strikes"] += 1
    if critical:
        pl["critical"] += 1
    ev.append({"type": "strike", "seat": seat, "critical": critical, "why": why})
    if not pl["unconscious"] and wounds(pl) >= content().camp["player"]["unconscious_at"]:
        pl["unconscious"] = True
        ev.append({"type": "unconscious", "seat": seat})


def heal(d: dict, seat: int, n: int, ev: list) -> None:
    """Remove Strikes, Critical ones first unless camp.toml [designed] heal_critical_first says otherwise; waking
    an unconscious character when fewer than three wounds remain is the Revive's business (revive)."""
    pl = d["players"][seat]
    critical_first = designed("heal_critical_first")
    for _ in range(n):
        if pl["strikes"] <= 0:
            break
        pl["strikes"] -= 1
        if critical_first and pl["critical"]:
            pl["critical"] -= 1
        pl["critical"] = min(pl["critical"], pl["strikes"])  # the last Strikes left may be Critical ones
        ev.append({"type": "healed", "seat": seat})


def frostbite(d: dict, seat: int, ev: list) -> None:
    """An unconscious character skipped in the turn order: one Strike turns to Frostbite; three Frostbite kill."""
    pl = d["players"][seat]
    if pl["strikes"] > 0:
        pl["strikes"] -= 1
        pl["critical"] = min(pl["critical"], pl["strikes"])
    pl["frostbite"] += 1
    ev.append({"type": "frostbite", "seat": seat, "n": pl["frostbite"]})
    if pl["frostbite"] >= content().camp["player"]["frostbite_death"]:
        die(d, seat, ev)


def die(d: dict, seat: int, ev: list) -> None:
    """A dead character's Bonuses and cards are lost, its tiles go back to the tray; its status stays secret."""
    pl = d["players"][seat]
    pl["dead"], pl["unconscious"] = True, False
    for item in pl["items"]:
        d["tiles"][item] = d["tiles"].get(item, 0) + 1
    d["camp_discard"].extend(pl["hand"])
    pl["items"], pl["hand"], pl["bonuses"], pl["specials"] = [], [], [], []
    ev.append({"type": "dead", "seat": seat})
    if d["leader"] == seat:  # the leader's duties pass to the next player in the turn order
        order = d["order"]
        for k in range(1, len(order)):
            nxt = order[(order.index(seat) + k) % len(order)]
            if not d["players"][nxt]["dead"]:
                d["leader"] = nxt
                ev.append({"type": "leader", "seat": nxt, "why": "succession"})
                break


def vulnerable(d: dict, seat: int, ev: list, why: str = "", thing_attack: bool = False) -> None:
    """Draw a Vulnerable card; with the deck empty take a Strike instead (a failed Thing Attack, which has
    already given its Strike, gives nothing more)."""
    pl = d["players"][seat]
    if pl["dead"]:
        return
    if not d["vulnerable"]:
        if not thing_attack:
            strike(d, seat, ev, "no Vulnerable card left")
        return
    card = d["vulnerable"].pop()
    pl["vulnerable"].append(card)
    ev.append({"type": "vulnerable", "seat": seat, "why": why, "left": len(d["vulnerable"]),
               "private": {str(seat): {"card": "contaminated" if card == CONTAMINATED else "clean"}}})
    if card == CONTAMINATED and not pl["infected"]:
        infect(d, seat, ev, "the contaminated card")


def infect(d: dict, seat: int, ev: list, how: str) -> None:
    """No event of its own: its mere appearance would tell every seat that someone was just infected. The seat
    learns it from the event that did it (its contaminated card, the clicker it was shown) and its view."""
    d["players"][seat]["infected"] = True


def utility_strike(d: dict, utility: str, ev: list, why: str = "") -> None:
    """A Strike on the Boiler Room or the Camp Door; the third delivers its penalty (and again on every
    Strike after a single repair: the penalty fires whenever the count reaches the break point)."""
    d[utility] += 1
    ev.append({"type": "utility", "utility": utility, "strikes": d[utility], "why": why})
    if d[utility] != content().camp["camp"]["utility_breaks_at"]:
        return
    ev.append({"type": "broken", "utility": utility})
    for seat in d["order"]:
        pl = d["players"][seat]
        if pl["dead"] or not inside(pl["space"]):
            continue
        if utility == "boiler":  # the explosion: a Strike to everyone inside
            strike(d, seat, ev, "the Boiler exploded")
        elif "door_guard" not in _attrs(pl):  # the broken Door: everyone inside is vulnerable
            vulnerable(d, seat, ev, "the Camp Door broke")


def _attrs(pl: dict) -> list:
    items = content().items
    return [items[i]["attribute"] for i in pl["items"]]
