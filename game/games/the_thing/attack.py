"""The Thing Attacks!: the Thing player reveals an Infected NPC at a site (the encounter or a task), the NPC
is removed from the game and the Outpost faces the attack (encounters.toml [attack], designed): a card
window for the players at the site and the Thing (a burn card ends it; shields weaken it; the Thing's cards
strengthen it), then each Outpost player there discards every card but Suspicion cards (FAQ), one strength
less per card; what is left is how many selections the Thing makes among the characters at the site, a
Tough one needing two (FAQ). Blair, Norris and Bennings add their Thing-out abilities."""
from __future__ import annotations

from . import piles
from .info import THING_SEAT
from .state import at_site, content, living_outposts, site_of_seat
from .windows import open_window, window_order


def begin(state, site: str, npc: str, ev: list) -> None:
    d = state.d
    row = d["chars"][npc]
    row["alive"], row["revealed"], row["site"] = False, True, "rec"  # removed from the game
    strength = content().attack["strength"]
    ability = content().characters[npc]["thingout"]
    ev.append({"type": "thing_attacks", "site": site, "npc": npc, "ability": ability})
    if ability == "norris":
        strength += 2
    elif ability == "blair":
        piles.saucer_add(state, 2, ev)
    elif ability == "bennings":
        piles.draw(state, THING_SEAT, 2, ev)
    d["attack"] = {"site": site, "npc": npc, "strength": strength, "burned": False, "hits": {}, "left": 0}
    order = [s for s in window_order(d) if s == THING_SEAT or site_of_seat(d, s) == site]
    open_window(d, "attack", order, "attack_done")


def window_done(state, ev: list) -> None:
    d = state.d
    a = d["attack"]
    if a["burned"]:
        ev.append({"type": "attack_over", "burned": True})
        del d["attack"]
        return
    for s in living_outposts(d):
        if site_of_seat(d, s) == a["site"]:
            n = piles.discard_hand(d, s)
            a["strength"] -= n
            ev.append({"type": "attack_discard", "seat": s, "n": n})
    a["left"] = max(0, a["strength"])
    _next(state, ev)


def targets(d: dict) -> list:
    return at_site(d, d["attack"]["site"])


def _next(state, ev: list) -> None:
    d = state.d
    a = d["attack"]
    if a["left"] > 0 and targets(d):
        d["frame"] = {"kind": "select", "seat": THING_SEAT}
        return
    ev.append({"type": "attack_over", "burned": False})
    del d["attack"]


def select(state, ch: str, ev: list) -> None:
    """One selection of the Thing: a character dies, a Tough one at the second."""
    d = state.d
    a = d["attack"]
    a["left"] -= 1
    a["hits"][ch] = a["hits"].get(ch, 0) + 1
    tough = "tough" in content().characters[ch]["skills"]
    if not tough or a["hits"][ch] >= 2:
        kill(d, ch, ev)
    else:
        ev.append({"type": "wounded", "char": ch})
    _next(state, ev)


def kill(d: dict, ch: str, ev: list) -> None:
    row = d["chars"][ch]
    row["alive"] = False
    row["site"] = "rec"
    ev.append({"type": "killed", "char": ch})
    seat = row["seat"]
    if seat is None:
        return
    pl = d["players"][seat]
    pl["dead"] = True
    for cid in pl["hand"]:
        piles.discard(d, cid)
    pl["hand"] = []
    if d["capitan"] == seat:
        next_capitan(d, seat, ev)


def next_capitan(d: dict, seat: int, ev: list) -> None:
    """designed: El Capitan dead or revealed: the next living, unrevealed Outpost player clockwise."""
    alive = [s for s in living_outposts(d) if not d["players"][s]["revealed"]]
    later = [s for s in alive if s > seat] + [s for s in alive if s < seat]
    d["capitan"] = later[0] if later else None
    ev.append({"type": "capitan", "seat": d["capitan"]})
