"""Twins of a Terrorscape 2 state that differ ONLY in what one side may not know. Used by the
hidden-information audit of `python -m game fuzz`, the view tests and the fairness tests.
  The Killer may not know: where the Survivors are (unless seen this moment: an encounter), their items,
  the Keys on the stand, the repair progress, the noise made this turn before the report, the cat, the
  Device's analysis card, the item decks' order, the game's dice (its RNG).
  The Survivors may not know: where a Killer in STEALTH is, its hand, deck and Final Showdown cards,
  the Device's card before the first analysis, the decks' order, the dice, the Infection tiles they have
  not looked at, where the Wall of Flesh hides."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.terrorscape import parasitoid as P
from game.games.terrorscape.rules import RULES


def hide_survivors(state, rng):
    """A twin that differs only in what the Killer may not know of the Survivors (locations not seen
    this round, items, keys, repairs, noise before the report, the Device's card, deck orders)."""
    twin = RULES.clone(state)
    d = twin.d
    codes = [c for c in twin.board.codes if c != d["killer"]["loc"]]
    for s in d["surv"].values():
        if s["loc"] != d["killer"]["loc"]:
            s["loc"] = codes[rng.randbelow(len(codes))]
    chars = list(d["surv"])
    named = set(_strings(d["stack"]))  # an item a decision names (an exchange waiting for consent) stays put
    pool = [u for c in chars for u in d["surv"][c]["items"] if u not in named]
    rng.shuffle(pool)
    for c in chars:
        d["surv"][c]["items"] = [u if u in named else pool.pop() for u in d["surv"][c]["items"]]
    for deck in d["decks"].values():
        rng.shuffle(deck)
    d["keys"] = (d["keys"] + 1) % 5
    d["radio"], d["vehicle"] = rng.randbelow(5), rng.randbelow(6)
    if d["phase"][0] == "s":
        d["noise"] = [codes[0]] if d["noise"] != [codes[0]] else []
    cards = [a["id"] for a in twin.content.analysis]
    d["device"]["card"] = cards[2] if d["device"]["card"] != cards[2] else cards[0]
    d["cat"] = {"loc": "B1", "used": False}
    twin.changed()
    return twin


def _strings(data):
    """Every string in a JSON value (the uids a decision frame names)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for v in data.values():
            yield from _strings(v)
    elif isinstance(data, list):
        for v in data:
            yield from _strings(v)


def hide_infection(state, seat, rng):
    """A twin that differs from `state` only in the Infection tiles `seat` may not look at (those of the
    Survivors it may not check, and the pool), each Survivor keeping its count."""
    twin = RULES.clone(state)
    inf = twin.d["infect"]
    hidden = [c for c in inf["tiles"] if not P.sees_tiles(twin, seat, c) and twin.d["surv"][c]["out"] is None]
    hidden = [c for c in hidden if c != inf["mutated"]]
    pool = inf["pool"] + [t for c in hidden for t in inf["tiles"][c]]
    rng.shuffle(pool)
    for c in hidden:
        n = len(inf["tiles"][c])
        inf["tiles"][c], pool = pool[:n], pool[n:]
    inf["pool"] = pool
    twin.changed()
    return twin


def hide_from_killer(state, rng):
    """A twin differing only in what the Killer may not know of the Survivors (test_views.hide_survivors,
    on the real cards: another Device card, and other dice)."""
    twin = hide_survivors(state, rng)
    if twin.d.get("sw"):  # Separate Ways: who keeps which key
        keys = [u for s in twin.d["surv"].values() for u in s["keys"]]
        alive = [c for c, s in twin.d["surv"].items() if s["out"] is None]
        for s in twin.d["surv"].values():
            s["keys"] = []
        for u in keys:
            twin.d["surv"][alive[rng.randbelow(len(alive))] if alive else next(iter(twin.d["surv"]))]["keys"].append(u)
    host = (state.d.get("infect") or {}).get("mutated")
    if host is not None:  # the mutated Host is the Parasitoid's piece: it knows where it stands
        twin.d["surv"][host]["loc"] = state.d["surv"][host]["loc"]
    cards = [a["id"] for a in twin.content.analysis]
    twin.d["device"]["card"] = cards[rng.randbelow(len(cards))]
    twin.rng = Rng(rng.next_u64())
    twin.changed()
    return twin


def hide_from_survivors(state, rng, seat=None):
    """A twin differing only in what the Survivors may not know of the Killer (and, against the Parasitoid,
    the Infection tiles this seat has not looked at, and where the Wall of Flesh hides)."""
    twin = RULES.clone(state)
    d = twin.d
    for k in [d["killer"]] + list(d.get("other_killers", ())):  # Double Trouble: both Killers
        if k["stealth"]:
            k["loc"] = rng.choice(twin.board.codes)
        cards = k["hand"] + k["deck"] + k["fsa"]
        rng.shuffle(cards)
        a, b = len(k["hand"]), len(k["hand"]) + len(k["deck"])
        k["hand"], k["deck"], k["fsa"] = cards[:a], cards[a:b], cards[b:]
    for deck in d["decks"].values():
        rng.shuffle(deck)
    if d["device"]["stage"] == 0:
        cards = [x["id"] for x in twin.content.analysis]
        d["device"]["card"] = cards[(cards.index(d["device"]["card"]) + 5) % len(cards)]
    if d.get("infect") is not None:  # the tiles it has not looked at dealt again, the flesh in the supply
        twin = hide_infection(twin, seat, rng)
        twin.d["infect"]["flesh"] = None
    twin.rng = Rng(rng.next_u64())
    twin.changed()
    return twin


def hidden_twins(state, seat, rng):
    if RULES.view(state, seat)["side"] == "killer":
        return [(f"hide_from_killer #{i}", hide_from_killer(state, rng)) for i in range(2)]
    return [(f"hide_from_survivors #{i}", hide_from_survivors(state, rng, seat)) for i in range(2)]
