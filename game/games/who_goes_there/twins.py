"""Twins of a Who Goes There? state that differ ONLY in what one seat may not know: the other hands dealt
afresh from the same cards (same sizes) with the Camp Discard pile, the contaminated Vulnerable card moved to
another card the seat has not seen (the infection following it) while nobody but the Host is infected, the
Storage, Workshop, Phase and Camp Event decks reordered. The hidden-information audit of `python -m game
fuzz` and the fairness test compare the seat's view, legal actions and choices on them."""
from __future__ import annotations

from game.games.who_goes_there.state import CLEAN, CONTAMINATED


def others_secrets_changed(state, seat, rng):
    """A copy of `state` with the hidden parts the seat may not know changed (see the module's text)."""
    other = state.clone()
    d = other.d
    others = [x for x in range(d["seats"]) if x != seat]
    players = d["players"]
    pool = [c for x in others for c in players[x]["hand"]] + d["camp_discard"]
    rng.shuffle(pool)
    for x in others:
        n = len(players[x]["hand"])
        players[x]["hand"], pool = pool[:n], pool[n:]
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


def hidden_twins(state, seat, rng) -> list:
    """(what changed, twin) pairs for `seat`."""
    return [("other hands, decks and where the infection started", others_secrets_changed(state, seat, rng))]
