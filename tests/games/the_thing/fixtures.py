"""Helpers for The Thing's scenario tests: a game started with chosen characters and first infections, an
action looked up by its parameters, and play that takes the quiet choice (pass, done, stay) up to a frame."""
from __future__ import annotations

from game.core.actions import Action
from game.games.the_thing.rules import RULES

QUIET = ("pass", "done", "stay", "refuse", "stop", "no", "wait")


def act(s, kind: str, **params):
    legal = RULES.legal_actions(s)
    for a in legal:
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return RULES.apply(s, a)
    raise AssertionError(f"no {kind} {params} among {legal}")


def legal_kinds(s) -> list:
    return [a.kind for a in RULES.legal_actions(s)]


def started(seats: int = 3, chars=("windows", "norris", "garry", "copper", "fuchs"), first=("blair", "bennings"),
            top=None, seed: int = 1, before_first=None):
    """A game past "Antarctica, Winter 1982": Outpost players on `chars`, a Human under first[0] and an
    Infected! under first[1]; `top` (an encounter id) moved to the top of the Encounter deck."""
    s = RULES.new_game(seed, seats)
    for ch in chars[:seats - 1]:
        act(s, "pick", char=ch)
    d = s.d
    if top:
        d["encounters"].remove(top)
        d["encounters"].append(top)
    human = next(c for c in sorted(d["set_aside"]) if c.startswith("human"))
    act(s, "infect", card=human, target=first[0])
    if before_first:
        before_first(s)
    infected = next(c for c in sorted(d["set_aside"]) if c.startswith("infected"))
    act(s, "infect", card=infected, target=first[1])
    pass_free(s)  # the event's card window
    return s


def in_free_window(s) -> bool:
    """A card window for the anytime cards (the Suspicion phase's, Assign's, an event's) is asking."""
    return RULES.result(s) is None and RULES.decision(s).kind == "cards" and s.d["window"]["ctx"] == "free"


def pass_free(s) -> list:
    """Every seat passes the anytime card window open now (none: nothing); the events of it all."""
    events = []
    while in_free_window(s) or (RULES.result(s) is None and RULES.decision(s).kind == "react"
                                and s.d.get("window", {}).get("ctx") == "free"):
        events += act(s, "pass")
    return events


def done(s) -> list:
    """El Capitan's Assign done, and the Assign card window passed: the events up to the next decision."""
    return act(s, "done") + pass_free(s)


def until(s, kind: str, limit: int = 400, free: bool = False):
    """Take the quiet choice (else the first legal one) until `kind` must be decided (a "cards" window of a
    roll or an attack, or with `free` the anytime windows too)."""
    for _ in range(limit):
        if RULES.decision(s).kind == kind and not (kind == "cards" and in_free_window(s) and not free):
            return s
        legal = RULES.legal_actions(s)
        quiet = [a for a in legal if a.kind in QUIET]
        if RULES.decision(s).kind == "bench":  # bench the last Outpost player, so seat 1 stays in play
            quiet = [legal[-1]]
        RULES.apply(s, quiet[0] if quiet else legal[0])
    raise AssertionError(f"never reached {kind}")


def settle(s) -> None:
    """Every seat asked whether to cancel the card just played lets it be (the reaction round asks each seat
    that could hold a cancelling card, whatever it holds)."""
    while RULES.result(s) is None and RULES.decision(s).kind == "react":
        act(s, "pass")


def give(s, seat: int, *cards) -> None:
    """Put cards in a seat's hand (taken from wherever they are, so every card stays counted)."""
    d = s.d
    for cid in cards:
        for pile in list(d["decks"].values()) + list(d["discard"].values()) + [d["removed"]] + \
                [p["hand"] for p in d["players"]]:
            if cid in pile:
                pile.remove(cid)
                break
        else:
            raise AssertionError(f"card {cid} nowhere to take from")
        d["players"][seat]["hand"].append(cid)
    s.changed()


def take(s, prefix: str) -> str:
    """Take a card whose id starts with `prefix` from wherever it is (decks, discards, removed, hands)."""
    d = s.d
    for pile in list(d["decks"].values()) + list(d["discard"].values()) + [d["removed"]] + \
            [p["hand"] for p in d["players"]]:
        for cid in pile:
            if cid.startswith(prefix):
                pile.remove(cid)
                s.changed()
                return cid
    raise AssertionError(f"no {prefix} card anywhere")


def play_of(s, card: str) -> list:
    return [a for a in RULES.legal_actions(s) if a.kind == "play" and a["card"] == card]


__all__ = ["act", "settle", "until", "started", "give", "take", "play_of", "legal_kinds", "Action", "RULES"]
