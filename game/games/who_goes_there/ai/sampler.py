"""Sampling a whole hidden state of Who Goes There? that agrees with one seat's view and memory (for the Hard
seat's search, search.py). Only at the seat's own turn (search.decide: nothing pending, no roll or trade open);
at the Helicopter round only who is infected matters, and `sample_infected` deals just that (search_end.py).

What a seat may not know, and how it is dealt here:
- the other hands, the order and contents of the Storage and Workshop decks, every Specialty deck, the Camp
  Discard and the Bonfire (counts public): the inside cards not in its hand or on the table, dealt with the
  decks' kinds kept (a Specialty deck only its character's cards);
- the Vulnerable cards of the others and of the deck (counts public): the contaminated card among the ones it
  has not seen, never with a seat a test showed clean (or not the Host), always with one shown to be the Host;
- who is infected: the Host, then each clicker passed between two others infects with the chance an infected
  seat spreads (policy_suspect.SPREAD), what it was shown itself and the tests it saw kept as facts;
- the Phase decks (counts public): their cards less the ones it saw drawn from them, shuffled;
- the Camp Event deck: the events it has not seen flipped, shuffled.
"""
from __future__ import annotations

import marshal
from collections import Counter

from game.core.rng import Rng
from game.core.sampling import take

from ..flow import PRE_STEPS, storage_cards
from ..state import CLEAN, CONTAMINATED, WgtState, content, new_player
from ..view import OWN_TURN, PUBLIC
from . import policy


def new_memory(seat: int) -> dict:
    """`policy`: the Normal heuristic's memory (suspicion); `phase_drawn`: the cards seen drawn from each Phase
    deck; `events_seen`: the Camp Events flipped; `bonfire_cards`: cards on the Bonfire since it was last lit
    (a Kindling counts more); `not_host`: seats a Host Test showed without the contaminated card."""
    return {"seat": seat, "policy": policy.new_memory(seat), "phase_drawn": {}, "events_seen": [],
            "bonfire_cards": 0, "not_host": [], "host": None, "leader_chosen": None, "specialty_drawn": []}


def observe(memory: dict, events: list) -> None:
    policy.observe(memory["policy"], events)
    for e in events:
        t = e.get("type")
        if t == "phase_card":
            memory["phase_drawn"].setdefault(e["deck"], []).append(e["card"])
        elif t == "camp_event":
            memory["events_seen"].append(e["event"])
        elif t == "draw" and e.get("deck") == "specialty" and e["seat"] == memory["seat"] and "card" in e:
            memory["specialty_drawn"].append(e["card"])
        elif t == "bonfire_add":
            memory["bonfire_cards"] += 1
        elif t == "bonfire_lit":
            memory["bonfire_cards"] = 0
        elif t == "host_test" and "host" in e and e["seat"] == memory["seat"]:
            if e["host"]:
                memory["host"] = e["target"]
            else:
                memory["not_host"].append(e["target"])
        elif t == "leader" and e.get("why") == "chosen":
            memory["leader_chosen"] = e["seat"]
        elif t == "leader_vote":  # the candidates of the Helicopter round's vote, in the order they stood
            memory.setdefault("heli_tried", []).append(e["candidate"])


def sample_infected(view: dict, memory: dict, rng: Rng) -> tuple:
    """Who is infected in one sample (a bool per seat), dealt as determinize deals it: the contaminated card
    among the unseen Vulnerable cards, the spread along the clickers, the facts kept."""
    seat = view["seat"]
    d = {"players": [{"vulnerable": [], "infected": bool(row.get("infected")) if x == seat else False}
                     for x, row in enumerate(view["players"])], "vulnerable": []}
    revealed = [x for x, row in enumerate(view["players"]) if x != seat and row.get("infected")]
    if revealed:
        d["revealed"] = revealed
    _deal_vulnerable(d, view, memory, rng)
    _infect(d, view, memory, rng)
    return tuple(pl["infected"] for pl in d["players"])


def _copy(data):
    return marshal.loads(marshal.dumps(data))


def determinize(view: dict, memory: dict, rng: Rng) -> WgtState:
    c = content()
    seat = view["seat"]
    frame = view.get("frame") or {}
    if view["stage"] != "turns" or frame.get("kind") != "turn" or "roll" in view:
        raise ValueError("only a seat's own turn is sampled")
    rows = view["players"]
    seats = view["seats"]
    chars = [row["char"] for row in rows]
    extended = view["rounds"] > len(c.rounds(False))
    players = [_player(row, x == seat) for x, row in enumerate(rows)]
    d = {
        "seats": seats, "options": {"characters": ",".join(chars), "extended": extended}, "extended": extended,
        "rounds": [list(r) for r in c.rounds(extended)], "round": view["round"] - 1, "chars": chars,
        "leader": view["leader"], "order": list(view["order"]), "turn": view["order"].index(seat) + 1,
        "players": players, "frame": {"kind": "turn", "seat": seat}, "stage": "turns", "pre": len(PRE_STEPS),
        "pending": [], "decks": {}, "phase_removed": [], "phase_discard": list(view["phase_discard"]),
        "camp_discard": [], "bonfire": [], "vulnerable": [], "events": [], "event_discard": [],
        "event": view["event"], "lockdown": view["lockdown"], "boiler": view["boiler"], "door": view["door"],
        "tiles": dict(view["tiles"]), "result": None, "sleep": {},
        "original_leader": memory["leader_chosen"] if memory["leader_chosen"] is not None else view["leader"],
    }
    if view["landmarks"]:
        d["landmarks"] = _copy(view["landmarks"])
    if view["walkies"]:
        d["walkies"] = dict(view["walkies"])
    revealed = [x for x, row in enumerate(rows) if x != seat and row.get("infected")]
    if revealed:
        d["revealed"] = revealed
    _deal_inside(d, view, memory, rng)
    _deal_phase(d, view, memory, rng)
    _deal_events(d, view, memory, rng)
    _deal_vulnerable(d, view, memory, rng)
    _infect(d, view, memory, rng)
    return WgtState(d, Rng(rng.next_u64()))


def _player(row: dict, mine: bool) -> dict:
    pl = new_player(row["char"])
    for k in PUBLIC:
        v = row[k]
        pl[k] = list(v) if isinstance(v, list) else v
    if "dog" in row:
        pl["dog"] = row["dog"]
    pl["critical_due"], pl["refused_by"], pl["declined"] = pl["critical"], [], []
    if mine:
        pl["hand"] = list(row["hand"])
        pl["infected"] = bool(row["infected"])
        for k in OWN_TURN:
            if k in row:
                pl[k] = list(row[k]) if isinstance(row[k], list) else row[k]
    return pl


def _deal_inside(d: dict, view: dict, memory: dict, rng: Rng) -> None:
    c = content()
    seat = view["seat"]
    storage = storage_cards(d["chars"])
    # A Specialty deck holds only its character's cards: its rest (the ones drawn) joins the unseen cards. The
    # seat knows its own draws; ids are shared (First Aid is in the Storage deck and most Specialty decks), so
    # a deal that leaves the seat's own hand or the decks short is dealt again.
    for attempt in range(8):
        try:
            pool = Counter(storage) + Counter(c.decks["workshop"])
            for x, row in enumerate(view["players"]):
                cards = _specialty(row, x == seat, memory, rng, _seen_elsewhere(view, storage, x))
                d["players"][x]["specialty"] = cards
                pool.update(c.characters[row["char"]]["specialty"])
                pool.subtract(cards)
            pool.subtract(d["players"][seat]["hand"])
            pool.subtract(card for card, _ in view["landmarks"])
            if any(k < 0 for k in pool.values()):
                raise ValueError("the seat's hand and the table hold more cards than the game has")
            d["decks"]["storage"] = take(pool, view["decks"]["storage"], rng, set(storage).__contains__)
            d["decks"]["workshop"] = take(pool, view["decks"]["workshop"], rng, set(c.decks["workshop"]).__contains__)
            break
        except ValueError:
            if attempt == 7:
                raise
    for x, row in enumerate(view["players"]):
        if x != seat:
            d["players"][x]["hand"] = take(pool, row["hand_size"], rng)
    cards = min(view["bonfire"], memory["bonfire_cards"]) if view["bonfire"] else 0
    cards = cards or view["bonfire"]
    d["bonfire"] = take(pool, cards, rng)
    if view["bonfire"] > cards:
        d["bonfire_extra"] = view["bonfire"] - cards
    d["camp_discard"] = take(pool, view["camp_discard"], rng)
    if sum(pool.values()):
        raise ValueError("unseen inside cards left over")


def _seen_elsewhere(view: dict, storage: list, x: int) -> Counter:
    """The cards of x's Specialty list the seat sees out of it: in its own hand or on the table as a Landmark,
    beyond the copies the other decks and lists could have given."""
    c = content()
    seen = Counter(view["players"][view["seat"]]["hand"]) + Counter(card for card, _ in view["landmarks"])
    mine = Counter(c.characters[view["players"][x]["char"]]["specialty"])
    others = Counter(storage) + Counter(c.decks["workshop"])
    for y, row in enumerate(view["players"]):
        if y != x:
            others.update(c.characters[row["char"]]["specialty"])
    return Counter({k: n - others[k] for k, n in seen.items() if mine[k] and n > others[k]})


def _specialty(row: dict, mine: bool, memory: dict, rng: Rng, out: Counter) -> list:
    """A Specialty deck: the seat's own is its list less the cards it drew; another's, a random part of its list
    less the cards the seat sees out of it."""
    left = Counter(content().characters[row["char"]]["specialty"])
    left.subtract(out)
    cards = list(left.elements())
    if mine:
        left = Counter(content().characters[row["char"]]["specialty"])
        left.subtract(memory["specialty_drawn"])
        if sum(max(0, k) for k in left.values()) == row["specialty_left"] and all(k >= 0 for k in left.values()):
            cards = list(left.elements())
    rng.shuffle(cards)
    return cards[:row["specialty_left"]]


def _deal_phase(d: dict, view: dict, memory: dict, rng: Rng) -> None:
    c = content()
    removed = []
    for deck in c.phase_decks:
        pool = Counter(c.phase_deck(deck, view["seats"]))
        pool.subtract(memory["phase_drawn"].get(deck, ()))
        pool = Counter({k: v for k, v in pool.items() if v > 0})
        d["decks"][deck] = take(pool, view["decks"][deck], rng)
        removed += list(pool.elements())
    rng.shuffle(removed)
    d["phase_removed"] = removed[:view["phase_removed"]]


def _deal_events(d: dict, view: dict, memory: dict, rng: Rng) -> None:
    c = content()
    seen = list(memory["events_seen"])
    if not seen or seen[-1] != view["event"]:
        seen = [view["event"]]  # a memory started late: only the event in play is known
    pool = Counter(c.event_deck)
    pool.subtract(seen)
    pool = Counter({k: v for k, v in pool.items() if v > 0})
    d["events"] = take(pool, view["events_left"], rng)
    d["event_discard"] = seen[:-1]


def _deal_vulnerable(d: dict, view: dict, memory: dict, rng: Rng) -> None:
    """The contaminated card among the unseen Vulnerable cards (the seat's own are known)."""
    seat = view["seat"]
    rows = view["players"]
    mine = [CONTAMINATED if v == "contaminated" else CLEAN for v in rows[seat]["vulnerable"]]
    d["players"][seat]["vulnerable"] = mine
    slots = [(x, i) for x, row in enumerate(rows) if x != seat for i in range(row["vulnerable_count"])]
    slots += [(None, i) for i in range(view["vulnerable_left"])]
    for x, row in enumerate(rows):
        if x != seat:
            d["players"][x]["vulnerable"] = [CLEAN] * row["vulnerable_count"]
    d["vulnerable"] = [CLEAN] * view["vulnerable_left"]
    if CONTAMINATED in mine:
        return
    tested = memory["policy"]["tested"]
    clean = {x for x in tested if not memory["policy"]["known"].get(x)} | set(memory["not_host"])
    host = memory["host"]
    if host is not None:
        slots = [s for s in slots if s[0] == host] or slots
    else:
        slots = [s for s in slots if s[0] not in clean] or slots
    x, i = slots[rng.randbelow(len(slots))]
    if x is None:
        d["vulnerable"][i] = CONTAMINATED
    else:
        d["players"][x]["vulnerable"][i] = CONTAMINATED


def _infect(d: dict, view: dict, memory: dict, rng: Rng) -> None:
    """The Host is infected; the clickers passed between two others spread it with the chance an infected seat
    spreads; what the seat saw and was told are facts."""
    seat = view["seat"]
    players = d["players"]
    for x, pl in enumerate(players):
        if x != seat:
            pl["infected"] = CONTAMINATED in pl["vulnerable"]
    mem = memory["policy"]
    tested = mem["tested"]
    for i, (giver, to, shown) in enumerate(mem["passes"]):
        if to == seat:
            continue
        if shown is not None:
            players[to]["infected"] |= shown == "infected"
        elif players[giver]["infected"] and not players[to]["infected"] and not (to in tested and tested[to] > i):
            players[to]["infected"] = rng.random() < policy.suspect.SPREAD
    for x, known in mem["known"].items():
        if known and x != seat:
            players[x]["infected"] = True
    for x in d.get("revealed", ()):
        players[x]["infected"] = True
