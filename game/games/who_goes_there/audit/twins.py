"""Twins of a Who Goes There? state that differ ONLY in what one seat may not know: the other hands dealt
afresh from the same cards (same sizes) with the Camp Discard pile (a card put into a trade under way, drawn
and waiting to be kept or put back, or a First Aid a Revive offer named, staying where it is), the contaminated Vulnerable card moved to
another card the seat has not seen (the infection following it) while nobody but the Host is infected, the
Storage, Workshop, Phase and Camp Event decks reordered. The hidden-information audit of `python -m game
fuzz` and the fairness test compare the seat's view, legal actions and choices on them."""
from __future__ import annotations

from ..state import CLEAN, CONTAMINATED


def others_secrets_changed(state, seat, rng):
    """A copy of `state` with the hidden parts the seat may not know changed (see the module's text)."""
    other = state.clone()
    d = other.d
    others = [x for x in range(d["seats"]) if x != seat]
    players = d["players"]
    # the cards of a trade under way stay in the hand that holds them (the giver's, or once passed the
    # receiver's): the trade moves them by name
    kept = {x: [] for x in others}
    trade = d.get("trade")
    for giver, cards in (trade or {}).get("gives", {}).items():
        receiver = trade["b"] if int(giver) == trade["a"] else trade["a"]
        wanted = list(cards)
        for x in (int(giver), receiver):  # not passed yet: the giver's; passed: the receiver's
            if x in kept:
                kept[x] += _taken(_without(players[x]["hand"], kept[x]), wanted)
            else:
                _taken(players[x]["hand"], wanted)  # the seat's own hand is not dealt again
    frame = d.get("frame") or {}
    if frame.get("seat") in kept and frame.get("cards"):  # the two cards drawn, one to keep: still in that hand
        x = frame["seat"]
        kept[x] += _taken(_without(players[x]["hand"], kept[x]), list(frame["cards"]))
    if frame.get("kind") == "revive_consent" and frame["asker"] in kept:  # the offer named its First Aid
        x = frame["asker"]
        kept[x] += _taken(_without(players[x]["hand"], kept[x]), ["first_aid"] * frame.get("aids", 1))
    free = {x: _without(players[x]["hand"], kept[x]) for x in others}
    pool = [c for x in others for c in free[x]] + d["camp_discard"]
    rng.shuffle(pool)
    for x in others:
        n = len(free[x])
        players[x]["hand"], pool = kept[x] + pool[:n], pool[n:]
    d["camp_discard"] = pool
    for deck in ("storage", "workshop", "phase1", "phase2", "phase3"):
        d["decks"][deck].reverse()
    d["events"].reverse()
    mine = players[seat]
    if CONTAMINATED not in mine["vulnerable"] and not any(p["infected"] for x, p in enumerate(players)
                                                          if x != seat and CONTAMINATED not in p["vulnerable"]):
        # no spread yet: the Host may be anyone else (or nobody), and only the Host is infected
        slots = [(x, i) for x in others for i in range(len(players[x]["vulnerable"]))]
        slots += [(None, i) for i in range(len(d["vulnerable"]))]
        if slots and not d.get("revealed") and not mine["infected"]:
            for x in others:
                players[x]["vulnerable"] = [CLEAN] * len(players[x]["vulnerable"])
                players[x]["infected"] = False
            d["vulnerable"] = [CLEAN] * len(d["vulnerable"])
            x, i = slots[rng.randbelow(len(slots))]
            if x is None:
                d["vulnerable"][i] = CONTAMINATED
            else:
                players[x]["vulnerable"][i] = CONTAMINATED
                players[x]["infected"] = True
    other.changed()
    return other


def _taken(hand: list, wanted: list) -> list:
    """The cards of `hand` found in `wanted`, each struck off `wanted` as it is found."""
    out = []
    for c in hand:
        if c in wanted:
            wanted.remove(c)
            out.append(c)
    return out


def _without(cards: list, taken: list) -> list:
    rest = list(cards)
    for c in taken:
        rest.remove(c)
    return rest


def hidden_twins(state, seat, rng) -> list:
    """(what changed, twin) pairs for `seat`."""
    return [("other hands, decks and where the infection started", others_secrets_changed(state, seat, rng))]
