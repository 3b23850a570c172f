"""Sampling a whole hidden state of The Thing that agrees with one seat's view and memory (for the Hard seat's
search, search.py). Only at the decisions the search takes (search.SEARCHED: El Capitan's assignment, the Thing's
Suspicion phase, Thing-out and saucer roll) and the end's that search_end plays out (the Thing player's reveals,
the yes-or-no round, between two battles), where nothing is pending: no card on the stack, no window, no roll.

What a seat may not know, and how it is dealt here:
- the infection cards under the NPCs (counts public): an Outpost player draws each NPC's status with the chance
  its heuristic gives (policy_suspect: peeks, reveals, attacks, spared rounds...) and deals cards of the kinds
  that make it so; what it saw and what was revealed are kept as they were; the Thing player knows them all;
- the other players' multi-player cards (counts public): each status drawn with the seat's chance of it;
- every hand but its own (sizes public), the order and contents of every draw deck (sizes public; a deck holds
  only its own cards), the discards (the cards seen played go there first), the Blair-saucer's and Bad Blood's
  cards, the Action and Suspicion decks, and the cards the set-up removed at random;
- the Encounter deck: the encounters not yet seen, Act 1 in its order on top of the shuffled Act 2 and Act 3,
  See what happens at the bottom.
"""
from __future__ import annotations

from collections import Counter

from game.core.rng import Rng
from game.core.sampling import take

from .. import content_schema as V
from ..info import THING_SEAT
from ..piles import deck_side
from ..setup import _left_out, stack_encounters
from ..state import ThingState, content
from . import policy_suspect as suspect


def new_memory(seat: int) -> dict:
    """The Normal heuristic's memory (suspicion, the encounters and cards seen: policy_suspect) is the sampler's."""
    return suspect.new_memory(seat)


def observe(memory: dict, events: list) -> None:
    suspect.observe(memory, events)
    for e in events:  # who looked at which NPC (what it saw is its own): the end's playouts (search_end) use it
        if e.get("type") == "peek" and e["seat"] != memory["seat"]:
            looked = memory.setdefault("looked", {}).setdefault(str(e["seat"]), [])
            if e["npc"] not in looked:
                looked.append(e["npc"])


def game_cards(seats: int) -> Counter:
    """Every card a game of this size holds, the set-up's named removals taken out (the random ones are not
    known: they stay in and are dealt to the removed pile)."""
    row = content().players[seats]
    gone = set(row["remove_cards"])
    out = Counter()
    for cid, c in content().cards.items():
        if cid in gone or (c["deck"] == "suspicion" and not row["suspicion"]) or \
                (c["deck"] == "action" and not row["expansion_extras"]):
            continue
        out[cid] += c["count"]
    return out


def _take_kind(pool: Counter, want: str, rng: Rng, fallback, slack: dict) -> str:
    """A card of kind `want` (else `fallback`) out of the pool, from a deck that can spare one: the draw decks
    must keep as many of their own cards as the view counts."""
    for k in (want, fallback):
        ids = [cid for cid, n in sorted(pool.items()) if n > 0 and content().cards[cid]["kind"] == k
               and slack.get(content().cards[cid]["deck"], 1) > 0]
        if ids:
            cid = ids[rng.randbelow(len(ids))]
            pool[cid] -= 1
            deck = content().cards[cid]["deck"]
            if deck in slack:
                slack[deck] -= 1
            return cid
    raise ValueError(f"no {want} card left to deal")


def determinize(view: dict, memory: dict, rng: Rng) -> ThingState:
    if view.get("stack") or view.get("window") or view.get("roll") or view.get("attack") or \
            (view.get("final") and _final_of(view) is None):
        raise ValueError("only a decision with nothing pending is sampled")
    seat = view["seat"]
    seats = view["seats"]
    row = content().players[seats]
    pool = game_cards(seats)
    me = view["players"][seat]
    pool.subtract(me["hand"])
    npcs, chances = suspect.chances(view, memory)
    chars = {}
    for ch, r in view["chars"].items():
        chars[ch] = {"seat": r["seat"], "alive": r["alive"], "infection": [], "revealed": r["revealed"],
                     "site": r["site"], "sedated": r["sedated"]}
        if r["sedated"]:  # designed: as if sedated this round (it may wear off a round early in truth)
            chars[ch]["sedated_round"] = view["round"] + 1
    players = [{"char": r["char"], "hand": [], "infection": [], "dead": r["dead"], "revealed": r["revealed"],
                "known": {}, "pairs": [], "end_choice": None} for r in view["players"]]
    players[seat]["hand"] = list(me["hand"])
    players[seat]["known"] = {k: list(v) for k, v in me.get("known", {}).items()}
    players[seat]["pairs"] = [list(p) for p in me.get("pairs", [])]
    _deal_infections(view, memory, npcs, chances, chars, players, pool, rng)
    d = {
        "seats": seats, "options": {}, "capitan": view["capitan"], "benched": view["benched"],
        "benched_last": view["benched_last"], "players": players, "chars": chars, "decks": {}, "set_aside": [],
        "discard": {"outpost": [], "thing": []}, "removed": [], "unlocked": dict(view["unlocked"]),
        "encounters": _encounters(view, memory, rng), "current": view["current"], "act": view["act"],
        "round": view["round"], "tasks": {t: dict(r) for t, r in view["tasks"].items()}, "saucer": [],
        "coast": view["coast"] or 0, "bad_blood": [], "extras": row["expansion_extras"],
        "helicopter": view["helicopter"], "research_used": False, "barricade_used": False, "todo": [],
        "step": view["step"], "frame": dict(view["frame"]), "result": None,
    }
    if view.get("final"):
        d["final"] = _final_of(view)
    d["encounters_removed"] = [e for e in content().encounters if e not in d["encounters"]
                               and e not in memory["seen"] and e != view["current"]]
    if memory["public"]:
        d["public"] = {ch: list(k) for ch, k in memory["public"].items()}
    tested = {str(x): r["tested"] for x, r in enumerate(view["players"]) if r.get("tested")}
    if tested:
        d["public_players"] = tested
    _deal_cards(view, memory, d, pool, rng)
    return ThingState(d, Rng(rng.next_u64()))


def _final_of(view: dict):
    """The Final Confrontation's progress at the Thing player's reveals or the yes-or-no round, between two
    battles (None elsewhere: search_end samples only these): the seats still to be asked follow the one asked
    now, in seat order."""
    final, frame = view["final"], view.get("frame") or {}
    if final["foe"] is not None or (final["stage"], frame.get("kind")) not in (("npcs", "final_reveal"),
                                                                               ("ask", "confess")):
        return None
    queue = []
    if final["stage"] == "ask":
        queue = [x for x, r in enumerate(view["players"]) if x != THING_SEAT and x >= frame["seat"]
                 and not r["dead"] and not r["revealed"]]
    return {"stage": final["stage"], "queue": queue, "foe": None}


def _deal_infections(view, memory, npcs, chances, chars, players, pool, rng) -> None:
    """The cards under the NPCs and the players' multi-player cards: known kinds kept, the rest drawn."""
    thing = view["seat"] == THING_SEAT
    slack = {}  # how many of each draw deck's own cards may be dealt elsewhere
    for cid, n in pool.items():
        deck = content().cards[cid]["deck"]
        slack[deck] = slack.get(deck, 0) + max(0, n)
    for deck, n in view["decks"].items():
        if deck in slack:
            slack[deck] -= n
    for ch, r in view["chars"].items():
        n = r["infection_cards"]
        if not n:
            continue
        known = list(r.get("infection") or memory["public"].get(ch) or [])
        if not known and ch in memory["peeks"] and len(memory["peeks"][ch]) <= n:
            known = list(memory["peeks"][ch])
        unknown = n - len(known)
        kinds = known[:n]
        if unknown > 0 and not thing:
            infected_now = "infected" in known
            p = npcs.get(ch, suspect.PER_CARD) if r["alive"] else suspect.PER_CARD
            infected = infected_now or rng.random() < p
            extra = []
            for i in range(unknown):
                if infected and not infected_now and i == 0:
                    extra.append("infected")
                else:
                    extra.append("infected" if infected and rng.random() < suspect.PER_CARD else "human")
            rng.shuffle(extra)
            kinds += extra
        chars[ch]["infection"] = [_take_kind(pool, k, rng, "human" if k == "infected" else "infected", slack)
                                  for k in kinds]
    for x, r in enumerate(view["players"]):
        n = r["infection_cards"]
        if not n or x == THING_SEAT:
            continue
        kinds = list(r.get("infection") or [])
        if len(kinds) < n:
            infected = r["revealed"] or r.get("tested") == "thing" or rng.random() < chances[x]
            kinds = ["multi_thing" if infected and i == 0 else "multi_human" for i in range(n)]
        players[x]["infection"] = [_take_kind(pool, k, rng, "multi_human" if k == "multi_thing" else "multi_thing",
                                              slack) for k in kinds]


def _encounters(view, memory, rng) -> list:
    """The Encounter deck left (top last): Act 1 in order on the shuffled Act 2 and Act 3, See what happens last."""
    encs = content().encounters
    row = content().players[view["seats"]]
    seen = set(memory["seen"]) | {view["current"]}
    deck = stack_encounters([e for e in encs.values() if e["id"] not in seen and not _left_out(e, view["seats"], row)],
                            rng)
    if len(deck) != view["encounters_left"]:
        raise ValueError("the encounters seen do not add up (a memory started late)")
    return deck


def _deal_cards(view, memory, d, pool, rng) -> None:
    """Every other card: the decks by their own cards, the cards seen played into the discards, then the hands,
    the rest of the discards, the saucer, Bad Blood and the set-up's random removals."""
    decks = view["decks"]
    for name in V.DECKS:
        if name == "destruction":
            continue
        want = decks.get(name, 0)
        own = sum(k for cid, k in pool.items() if k > 0 and content().cards[cid]["deck"] == name)
        if want > own and name.endswith("1"):  # an exhausted side's discards were shuffled into its Deck 1
            side = name[:-1]
            cards = take(pool, own, rng, lambda cid, n=name: content().cards[cid]["deck"] == n)
            cards += take(pool, want - own, rng, lambda cid, s=side: deck_side(cid) == s)
            rng.shuffle(cards)
            d["decks"][name] = cards
        else:
            d["decks"][name] = take(pool, want, rng, lambda cid, n=name: content().cards[cid]["deck"] == n)
    d["decks"]["destruction"] = []
    for side in ("outpost", "thing"):
        want = view["discards"][side]
        played = Counter(cid for cid in memory["played"] if deck_side(cid) == side)
        seen = []
        for cid, k in sorted(played.items()):
            k = min(k, pool[cid], want - len(seen))
            if k > 0:
                seen += [cid] * k
                pool[cid] -= k
        d["discard"][side] = seen
    for x, r in enumerate(view["players"]):
        if x == view["seat"]:
            continue
        if x == THING_SEAT or r["revealed"]:
            allowed = (lambda cid: deck_side(cid) == "thing") if x == THING_SEAT else \
                (lambda cid: content().cards[cid]["deck"] == "action")
        else:
            allowed = lambda cid: deck_side(cid) == "outpost"  # noqa: E731
        d["players"][x]["hand"] = take(pool, r["hand_size"], rng, allowed)
    for side in ("outpost", "thing"):
        more = view["discards"][side] - len(d["discard"][side])
        d["discard"][side] += take(pool, more, rng, lambda cid, s=side: deck_side(cid) == s)
    d["saucer"] = take(pool, view["saucer"], rng, lambda cid: deck_side(cid) == "thing")
    d["bad_blood"] = take(pool, view["bad_blood"], rng)
    d["removed"] = sorted(pool.elements())
