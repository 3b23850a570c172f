"""Building Item tiles from the Build Menu: the recipe's Buildables from the hand (or the Locker die's Buildable
face), the tiles an upgrade calls for returned to the tray, the tray's supply, the slots, duplicates and coats.

designed: a build names only the Item; the engine picks the cards: exact Buildables first (Wood before
Alcohol, which is also a drink), wildcards (Blueprint, the Locker's Buildable) last, so a player never loses a
card they could have kept.
"""
from __future__ import annotations

from collections import Counter

from game.core.actions import Action, maker

from .state import active, content, same_location, slots_of, unique_of

BUILD = maker("build", "item")
DUAL_USE = ("alcohol", "matches")  # Buildables that are also Consumables: spent last


def pay(pl: dict, recipe: tuple):
    """The cards, and the other sources spent ("locker": the Locker die's Buildable or Alcohol face,
    "lighter": Blair's Lighter as Matches, once a turn), that pay for `recipe`; None when it cannot be paid."""
    cards = content().cards
    hand = list(pl["hand"])
    paid, extra = [], []
    order = sorted(hand, key=lambda c: (cards[c]["buildable"] == "any", cards[c]["buildable"] in DUAL_USE, c))
    locker_free = bool(pl["locker"]) and not pl["locker_spent"]
    for need in recipe:
        pick = next((c for c in order if cards[c]["buildable"] == need), None)
        if pick is None and need == "matches" and unique_of(pl) == "lighter" and "lighter" not in pl["used"] \
                and "lighter" not in extra:
            extra.append("lighter")
            continue
        if pick is None and locker_free and "locker" not in extra and pl["locker"] in ("buildable", need):
            extra.append("locker")
            continue
        if pick is None:
            pick = next((c for c in order if cards[c]["buildable"] == "any"), None)
        if pick is None:
            return None
        order.remove(pick)
        paid.append(pick)
    return paid, extra


def room_for(d: dict, seat: int, item: str, returned: tuple) -> bool:
    """Can `item` be equipped once `returned` tiles go back to the tray?"""
    pl = d["players"][seat]
    items = content().items
    kept = list(pl["items"])
    for old in returned:
        kept.remove(old)
    if items[item]["type"] == "test":  # used at once, never equipped
        return True
    if len(kept) >= slots_of(pl):
        return False
    if item in kept and unique_of(pl) != "duplicates":
        return False
    if items[item]["type"] == "coat" and any(items[i]["type"] == "coat" for i in kept):
        return False
    return True


def _affordable(pl: dict, recipe: tuple, have: Counter, wild: int) -> bool:
    """What `pay` would find, by counting: each shortfall covered by Blair's Lighter (Matches), the Locker
    die (its Buildable face, or the very Buildable) or a wildcard card."""
    taken: dict = {}
    short = []
    for need in recipe:
        k = taken[need] = taken.get(need, 0) + 1
        if k > have[need]:
            short.append(need)
    if not short:
        return True
    missing = len(short)
    if "matches" in short and unique_of(pl) == "lighter" and "lighter" not in pl["used"]:
        missing -= 1
    face = pl["locker"] if pl["locker"] and not pl["locker_spent"] else None
    if face == "buildable" or (face and face in short):
        missing -= 1
    return missing <= wild


def legal(s, seat: int) -> list:
    d = s.d
    pl = d["players"][seat]
    cards = content().cards
    have = Counter(cards[c]["buildable"] for c in pl["hand"])
    wild = have.pop("any", 0)
    out = []
    for item, info in content().items.items():
        if not info["buildable"] or not d["tiles"][item]:
            continue
        if any(old not in pl["items"] for old in info["upgrade"]):
            continue
        if not _affordable(pl, info["recipe"], have, wild) or not room_for(d, seat, item, info["upgrade"]):
            continue
        if info["type"] == "test":
            out += [Action("build", item=item, target=t) for t in d["order"]
                    if t != seat and active(d, t) and same_location(d, seat, t)]
        else:
            out.append(BUILD(item))
    return out


def apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    info = content().items[a["item"]]
    cards, extra = pay(pl, info["recipe"])
    for card in cards:
        pl["hand"].remove(card)
        d["camp_discard"].append(card)
    if "locker" in extra:
        pl["locker_spent"] = True
    if "lighter" in extra:
        pl["used"].append("lighter")
    for old in info["upgrade"]:
        pl["items"].remove(old)
        d["tiles"][old] += 1
    ev.append({"type": "built", "seat": seat, "item": a["item"], "cards": list(cards), "with": extra,
               "returned": list(info["upgrade"])})
    if info["type"] == "test":
        host_test(d, seat, a["target"], ev)
        return
    take_tile(d, seat, a["item"], ev)


def take_tile(d: dict, seat: int, item: str, ev: list) -> None:
    d["tiles"][item] -= 1
    d["players"][seat]["items"].append(item)
    ev.append({"type": "tile", "seat": seat, "item": item})


def host_test(d: dict, seat: int, target: int, ev: list) -> None:
    """The target truly shows the tester whether they hold the contaminated Vulnerable card."""
    from .state import CONTAMINATED
    host = CONTAMINATED in d["players"][target]["vulnerable"]
    ev.append({"type": "host_test", "seat": seat, "target": target,
               "private": {str(seat): {"host": host}, str(target): {"host": host}}})
