"""A new game of The Thing: the decks prepared for the number of players (the rulebook's "Number of
players"), the Encounter deck built as written, the Rec Room and the Thing's play area. The Outpost
players then pick their characters (flow.py), and "Antarctica, Winter 1982" opens the game."""
from __future__ import annotations

from collections import Counter

from . import content_schema as V
from .info import THING_SEAT
from .state import content


def _expanded(rows, keep) -> dict:
    """{deck: [card ids, one per card]} of the cards `keep` lets in."""
    decks: dict = {deck: [] for deck in V.DECKS}
    for cid, row in rows.items():
        if keep(row):
            decks[row["deck"]] += [cid] * row["count"]
    return decks


def new_state_data(rng, seats: int, options: dict) -> dict:
    c = content()
    row = c.players[seats]
    removed: list = []
    gone = set(row["remove_cards"])

    def keep(card):
        if card["id"] in gone:
            return False
        if card["deck"] in ("suspicion",) and not row["suspicion"]:
            return False
        if card["deck"] == "action" and not row["expansion_extras"]:
            return False
        return True

    for cid in row["remove_cards"]:
        removed += [cid] * c.cards[cid]["count"]
    for cid, card in c.cards.items():
        if cid not in gone and not keep(card):
            removed += [cid] * card["count"]
    decks = _expanded(c.cards, keep)
    # Thing Deck 1: the regular infection cards and the multi-player ones are set aside (the rulebook).
    regular = [x for x in decks["thing1"] if c.cards[x]["kind"] in V.INFECTION]
    multi = [x for x in decks["thing1"] if c.cards[x]["kind"] in V.MULTI]
    decks["thing1"] = [x for x in decks["thing1"] if c.cards[x]["kind"] not in V.INFECTION + V.MULTI]
    for other in ("thing2", "thing3"):  # a modder's multi-player card elsewhere joins the set-aside ones
        multi += [x for x in decks[other] if c.cards[x]["kind"] in V.MULTI]
        decks[other] = [x for x in decks[other] if c.cards[x]["kind"] not in V.MULTI]
    if row["multi"]:
        for want, n in (("multi_thing", row["remove_thing"]), ("multi_human", row["remove_human"])):
            for _ in range(n):
                x = next((m for m in multi if c.cards[m]["kind"] == want), None)
                if x is None:  # a content folder that already left it out (remove_cards)
                    break
                multi.remove(x)
                removed.append(x)
        rng.shuffle(multi)
        for _ in range(min(row["remove_random"], len(multi))):
            removed.append(multi.pop())
        decks["thing1"] += multi  # shuffled with Deck 1 only after the first event
    else:
        removed += multi
    suspicion = decks["suspicion"]
    for _ in range(row["suspicion_remove"]):
        x = next((s for s in suspicion if c.cards[s]["kind"] == "suspicion"), None)
        if x is None:  # no Suspicion cards in play at this count
            break
        suspicion.remove(x)
        removed.append(x)
    for deck in V.OUTPOST_DECKS + ("thing2", "thing3", "action"):
        rng.shuffle(decks[deck])
    decks["destruction"] = []  # dealt from the tasks in play whenever one is drawn (flow.destruction_draw)
    encounters = _encounter_deck(rng, seats, row)
    players = [{"char": None, "hand": [], "infection": [], "dead": False, "revealed": False, "known": {},
                "pairs": [], "end_choice": None} for _ in range(seats)]
    return {
        "seats": seats, "options": dict(options), "capitan": None, "benched": None, "benched_last": None,
        "players": players,
        "chars": {ch: {"seat": None, "alive": True, "infection": [], "revealed": False, "site": "rec",
                       "sedated": False} for ch in c.characters},
        "decks": decks, "set_aside": sorted(regular), "discard": {"outpost": [], "thing": []},
        "removed": removed, "unlocked": {"outpost": 1, "thing": 1}, "encounters": encounters,
        "encounters_removed": [e for e in c.encounters if e not in encounters],
        "current": None, "act": 1, "round": 0,
        "tasks": {t: {"tokens": 0, "destroyed": False} for t in c.tasks},
        "saucer": [], "coast": 0, "bad_blood": [], "extras": row["expansion_extras"], "helicopter": False,
        "research_used": False, "barricade_used": False, "todo": [], "step": "pick_chars",
        "frame": {"kind": "pick_char", "seat": _first_outpost(seats)}, "result": None,
    }


def _first_outpost(seats: int) -> int:
    return next(s for s in range(seats) if s != THING_SEAT)


def _left_out(enc: dict, seats: int, row: dict) -> bool:
    if enc["id"] in row["remove_encounters"]:
        return True
    return enc["expansion"] and not row["expansion_extras"] and enc["remove"] == "2-4"


def _encounter_deck(rng, seats: int, row: dict) -> list:
    encs = content().encounters
    return stack_encounters([e for e in encs.values() if not _left_out(e, seats, row)], rng)


def stack_encounters(inplay: list, rng) -> list:
    """The Encounter deck of these encounters, top last: "See what happens" at the bottom, the shuffled Act 3 on
    it, then the shuffled Act 2, then Act 1 in its numbered order with #1 ("Antarctica, Winter 1982") on top.
    (The Hard seats' sampler stacks the encounters not yet seen the same way.)"""
    deck = [e["id"] for e in inplay if e["kind"] == "end"]
    for act in (3, 2):
        part = [e["id"] for e in inplay if e["act"] == act and e["kind"] != "end"]
        rng.shuffle(part)
        deck += part
    deck += [e["id"] for e in sorted((e for e in inplay if e["act"] == 1), key=lambda e: -e["order"])]
    return deck


def all_cards(d: dict) -> Counter:
    """Every card wherever it is (decks, hands, under characters, the saucer, Bad Blood, discards, removed,
    set aside, a card in play): the fuzz checks the total never changes."""
    out = Counter()
    for deck, cards in d["decks"].items():
        if deck != "destruction":
            out.update(cards)
    for pile in d["discard"].values():
        out.update(pile)
    out.update(d["removed"])
    out.update(d["set_aside"])
    out.update(d["saucer"])
    out.update(d["bad_blood"])
    for pl in d["players"]:
        out.update(pl["hand"])
        out.update(pl["infection"])
    for row in d["chars"].values():
        out.update(row["infection"])
    for item in d.get("stack", ()):
        out[item["card"]] += 1
    for cid in d.get("passing", {}).values():
        out[cid] += 1
    return out
