"""Building Item tiles from the Build Menu: the recipe's Buildables from the hand (or the Locker die's Buildable
face), the tiles an upgrade calls for returned to the tray, the tray's supply, the slots, duplicates and coats.

A build names the Item (camp.toml [designed]); when its recipe can be paid in only one way it is paid at once. When
several distinct payments exist (a Blueprint or the Locker die's face could stand in for a card, Blair's Lighter
for Matches) the builder chooses in a `pay` frame: `pay(cards=(card ids, sorted), using=("locker"/"lighter"))`,
listed with the engine's own choice FIRST (exact Buildables first, Wood before Alcohol, which is also a drink;
wildcards last, so a player never loses a card they could have kept): the first answer is always the thrifty
one. The build's cube is spent when it is chosen; there is no going back from the `pay` frame (a build chosen
is a build made: the table shows the payments before the tile is clicked).
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


def payments(pl: dict, recipe: tuple) -> list:
    """Every distinct way to pay for `recipe`: [(cards, using)], both sorted tuples, `pay`'s choice first."""
    first = pay(pl, recipe)
    if first is None:
        return []
    cards = content().cards
    kinds = {c: cards[c]["buildable"] for c in set(pl["hand"])}
    locker = pl["locker"] if pl["locker"] and not pl["locker_spent"] else None
    lighter = unique_of(pl) == "lighter" and "lighter" not in pl["used"]
    found = set()

    def walk(i: int, left: Counter, paid: tuple, using: tuple) -> None:
        if i == len(recipe):
            found.add((tuple(sorted(paid)), tuple(sorted(using))))
            return
        need = recipe[i]
        for card in sorted(left):
            if left[card] and kinds[card] in (need, "any"):
                left[card] -= 1
                walk(i + 1, left, paid + (card,), using)
                left[card] += 1
        if locker in ("buildable", need) and "locker" not in using:
            walk(i + 1, left, paid, using + ("locker",))
        if need == "matches" and lighter and "lighter" not in using:
            walk(i + 1, left, paid, using + ("lighter",))

    walk(0, Counter(pl["hand"]), (), ())
    default = (tuple(sorted(first[0])), tuple(sorted(first[1])))
    found.discard(default)
    return [default] + sorted(found)


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
    """The build chosen (its cube already spent): paid at once, or the `pay` frame when the builder has a choice."""
    d = s.d
    ways = payments(d["players"][seat], content().items[a["item"]]["recipe"])
    if len(ways) > 1:
        d["frame"] = {"kind": "pay", "seat": seat, "item": a["item"], "target": a.get("target")}
        return
    finish(s, seat, a["item"], a.get("target"), *ways[0], ev)


PAY = maker("pay", "cards", "using")


def pay_legal(s, seat: int) -> list:
    f = s.d["frame"]
    return [PAY(cards, using) for cards, using in payments(s.d["players"][seat], content().items[f["item"]]["recipe"])]


def pay_apply(s, seat: int, a: Action, ev: list) -> None:
    f = s.d["frame"]
    s.d["frame"] = {"kind": "turn", "seat": seat}
    finish(s, seat, f["item"], f["target"], tuple(a["cards"]), tuple(a["using"]), ev)


def finish(s, seat: int, item: str, target, cards: tuple, extra: tuple, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    info = content().items[item]
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
    ev.append({"type": "built", "seat": seat, "item": item, "cards": list(cards), "with": list(extra),
               "returned": list(info["upgrade"])})
    if info["type"] == "test":
        host_test(d, seat, target, ev)
        return
    take_tile(d, seat, item, ev)


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
