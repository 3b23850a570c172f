"""Moving cards: drawing from the unlocked decks, discarding face down, the Blair-saucer, the Coast, the
task tokens and the Destruction cards. Every move keeps each card somewhere (the fuzz counts them)."""
from __future__ import annotations

from . import content_schema as V
from .info import THING_SEAT
from .state import content, kind, side_of


def deck_side(cid: str) -> str:
    deck = content().cards[cid]["deck"]
    return "thing" if deck.startswith("thing") or deck == "action" else "outpost"


def discard(d: dict, cid: str) -> None:
    """Face down on its side's discard pile (the rulebook: all discards are face down)."""
    d["discard"][deck_side(cid)].append(cid)


def draw(state, seat: int, n: int, ev: list) -> int:
    """`seat` draws n cards from its side's decks: the highest unlocked deck that still has cards.
    designed: an exhausted side reshuffles its discard pile into its Deck 1, a bounded number of times a
    game (setup.toml reshuffles_max); past that it draws nothing. Returns the cards drawn."""
    d = state.d
    side = side_of(seat)
    got = []
    for _ in range(n):
        cid = _take(state, side)
        if cid is None:
            break
        got.append(cid)
    d["players"][seat]["hand"] += got
    if got:
        ev.append({"type": "draw", "seat": seat, "n": len(got), "private": {str(seat): {"cards": got}}})
    return len(got)


def _take(state, side: str):
    d = state.d
    for level in range(d["unlocked"][side], 0, -1):
        deck = d["decks"][f"{side}{level}"]
        if deck:
            return deck.pop()
    pile = d["discard"][side]
    # Unbounded reshuffles let a hand holding the side's draw cards play them for ever (each one drawing the
    # other back from a discard pile of one or two), and a card window would never close.
    done = d.get("reshuffles", {}).get(side, 0)  # set at the first reshuffle only: older games hash the same
    if not pile or done >= content().rules["reshuffles_max"]:
        return None
    d.setdefault("reshuffles", {})[side] = done + 1
    deck = d["decks"][f"{side}1"]
    deck += pile
    pile.clear()
    state.rng.shuffle(deck)
    return deck.pop()


def take_thing_card(state):
    """The top card of the Thing's draw (for the saucer): None when there is none."""
    return _take(state, "thing")


def discard_random(state, seat: int, n: int, ev: list) -> None:
    """`seat` discards n random cards, never a Suspicion card (FAQ)."""
    hand = state.d["players"][seat]["hand"]
    for _ in range(n):
        can = [i for i, c in enumerate(hand) if kind(c) not in V.SUSPICION]
        if not can:
            return
        cid = hand.pop(can[state.rng.randbelow(len(can))])
        discard(state.d, cid)
        ev.append({"type": "discard", "seat": seat, "random": True})


def discard_hand(d: dict, seat: int) -> int:
    """Every card but Suspicion cards, face down; returns how many (The Thing Attacks!)."""
    hand = d["players"][seat]["hand"]
    keep = [c for c in hand if kind(c) in V.SUSPICION]
    gone = [c for c in hand if kind(c) not in V.SUSPICION]
    for cid in gone:
        discard(d, cid)
    d["players"][seat]["hand"] = keep
    return len(gone)


def add_tokens(d: dict, task: str, n: int, ev: list) -> None:
    row = d["tasks"][task]
    if row["destroyed"]:
        return
    before = row["tokens"]
    row["tokens"] = max(0, before + n)
    ev.append({"type": "tokens", "task": task, "n": row["tokens"] - before, "tokens": row["tokens"]})


def saucer_add(state, n: int, ev: list) -> None:
    for _ in range(n):
        cid = take_thing_card(state)
        if cid is None:
            break
        state.d["saucer"].append(cid)
    ev.append({"type": "saucer", "cards": len(state.d["saucer"])})


def saucer_remove(d: dict, n: int, ev: list) -> None:
    for _ in range(min(n, len(d["saucer"]))):
        discard(d, d["saucer"].pop())
    ev.append({"type": "saucer", "cards": len(d["saucer"])})


def coast(d: dict, n: int, ev: list) -> None:
    """Tokens on (n > 0) or off Thousand Miles to the Coast; ten of them win the game for the Thing."""
    if not d["extras"]:
        return
    d["coast"] = max(0, d["coast"] + n)
    ev.append({"type": "coast", "tokens": d["coast"]})
    if d["coast"] >= content().coast["win_at"] and d["result"] is None:
        thing_wins(d, "Thousand Miles to the Coast: ten tokens", ev)


def thing_wins(d: dict, reason: str, ev: list) -> None:
    from .state import infected_player, outposts
    winners = [THING_SEAT] + [s for s in outposts(d) if infected_player(d, s)]
    d["result"] = {"winners": winners, "reason": reason, "side": "thing", "turns": d["round"]}
    d["frame"] = None
    ev.append({"type": "game_over", "winners": winners, "reason": reason})


def destruction_draw(state) -> list:
    """Two Destruction cards from the deck of the tasks still in play (two of each), without showing them."""
    d = state.d
    deck = [t for t in d["tasks"] if not d["tasks"][t]["destroyed"] for _ in range(2)]
    state.rng.shuffle(deck)
    return sorted(set(deck[:2]))


def destroy_task(d: dict, task: str, ev: list) -> None:
    d["tasks"][task]["destroyed"] = True
    for ch, row in d["chars"].items():
        if row["site"] == task:
            row["site"] = "rec"
    ev.append({"type": "destroyed", "task": task})
