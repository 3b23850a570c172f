"""Twins of a The Thing state that differ ONLY in what one seat may not know: the hidden-information audit of
`python -m game fuzz` and the fairness tests (tests/ai/test_fairness_the_thing.py) compare the seat's view, legal
actions and every level's choice on them.
  An Outpost player may not know: the other hands (the Thing's among them), the infection cards under the NPCs it
  did not see revealed or peek at, the other players' multi-player cards, the decks' order, the Encounter deck's
  Act 2 and Act 3 order, the face-down discards.
  The Thing player may not know: the Outpost players' hands, the decks' order, the discards.
"""
from __future__ import annotations

from ..info import THING_SEAT

ORDER_ONLY = ("the decks' order",)  # twins that only reorder piles (game.core.fuzz_audit)
from ..state import content


def _redeal(rng, holders: list, pool_extra: list):
    """The cards of `holders` (lists, changed in place) and `pool_extra` dealt afresh, each keeping its size."""
    lists = holders + [pool_extra]
    pool = [c for cards in lists for c in cards]
    rng.shuffle(pool)
    for cards in lists:
        n = len(cards)
        cards[:], pool = pool[:n], pool[n:]


def hidden_twins(state, seat, rng) -> list:
    """(what, a copy of the state with that hidden part changed) for each part the seat may not know."""
    return list(_twins(state, seat, rng))


def _twins(state, seat, rng):
    d0 = state.d
    outs = [x for x in range(d0["seats"]) if x != THING_SEAT]

    def twin():
        t = state.clone()
        return t, t.d

    t, d = twin()  # the other hands, with the face-down discards of their side
    hidden = [x for x in outs if x != seat and not d["players"][x]["revealed"]]
    _redeal(rng, [d["players"][x]["hand"] for x in hidden], d["discard"]["outpost"])
    if seat != THING_SEAT:
        _redeal(rng, [d["players"][THING_SEAT]["hand"]], d["discard"]["thing"])
    t.changed()
    yield "the other hands", t
    t, d = twin()  # every draw deck's order, the Encounter deck's Act 2 and Act 3
    for deck in d["decks"].values():
        deck.reverse()
    encs = content().encounters
    for act in (2, 3):
        spots = [i for i, e in enumerate(d["encounters"]) if encs[e]["act"] == act and encs[e]["kind"] != "end"]
        cards = [d["encounters"][i] for i in spots]
        rng.shuffle(cards)
        for i, e in zip(spots, cards):
            d["encounters"][i] = e
    t.changed()
    yield "the decks' order", t
    if seat == THING_SEAT:
        return
    t, d = twin()  # the NPCs' infection cards it never saw, and the other players' multi-player cards
    known = d["players"][seat]["known"]
    public = d.get("public", {})
    secret = [row["infection"] for ch, row in d["chars"].items() if row["infection"] and not row["revealed"]
              and ch not in known and ch not in public]
    regular = [c for c in d["decks"]["thing1"] if content().cards[c]["kind"] in ("human", "infected")]
    rest = [c for c in d["decks"]["thing1"] if c not in regular]
    _redeal(rng, secret, regular)
    d["decks"]["thing1"] = rest + regular
    rng.shuffle(d["decks"]["thing1"])
    players = [d["players"][x]["infection"] for x in outs if x != seat and not d["players"][x]["revealed"]
               and str(x) not in d.get("public_players", {})]
    _redeal(rng, players, [])
    t.changed()
    yield "the infection cards it never saw", t
