"""Rebuilding a whole Terrorscape 2 state from one seat's view and memory (search.py's determinize).

Nothing is read but the view, the memory of redacted events (search.py) and the RNG it is given.

The Killer's seat knows its own side (its location, hand, discard, Final Showdown cards, level, DELAY
tokens) and samples the Survivors' side: each Survivor's location from its belief (belief.py; one
found in an encounter is where it was found), their items (their starting items plus a few cards drawn
from the decks, more as the rounds pass), the Keys on the stand and the repair progress (guessed from
the noise it heard at the key, radio and vehicle locations), the Device's card, the decks' order.
The Survivors' seat knows its own side and samples the Killer's: where it is in STEALTH (within two
steps of where it was last seen), its hand (the number of cards it holds is counted from the public
draws and plays) and deck from the cards it has not seen played, the Device's card where it has not
been analysed yet (one that agrees with what the analyses showed), the decks' order.
Each Killer (Double Trouble has two) is sampler_killers.py's; the variants' state sampler_variants.py's.
Eyebot's droids are open to both sides (copied); the Parasitoid's Infection is sampler_infection.py's.
Only decisions at the head of a turn's step are rebuilt (`BUILT`): there the rules' stack holds that
one frame and no effect is under way. Anything else raises ValueError, and the search leaves it to the
heuristic.
"""
from __future__ import annotations

import marshal

from game.core.rng import Rng

from .. import sources, variants
from ..setup import DECKS
from ..state import TState, card_id
from . import belief, sampler_infection, sampler_killers, sampler_variants

BUILT = frozenset({"k_fast", "k_main", "k_slow", "k_draw", "s_act"})


def _copy(data):
    return marshal.loads(marshal.dumps(data))


def _items_by_deck(content) -> dict:
    out = {name: [] for name in DECKS}
    for cid, it in content.items.items():
        if it["deck"] in out:
            out[it["deck"]] += [f"{cid}.{i}" for i in range(it["count"])]
    return out


def _is_key(content, uid: str) -> bool:
    return any(e["kw"] == "KEY" for u in content.items[card_id(uid)].get("uses", ()) for e in u["effects"])


def _marked(content, uid: str) -> bool:
    return bool(content.items[card_id(uid)].get("marked"))


def _order(content, cards: list, rng: Rng) -> list:
    """A deck in a sampled order, the marked key (if it is still there) at the bottom."""
    bottom = [u for u in cards if _marked(content, u)]
    rest = [u for u in cards if not _marked(content, u)]
    rng.shuffle(rest)
    return bottom + rest


def _base(view) -> dict:
    """The public part every sample shares."""
    return {
        "seats": view["seats"], "options": dict(view["options"]),
        "keys": 0, "radio": 0, "vehicle": 0, "fuel": False, "rescue": view["rescue"], "repaired": [],
        "blocks": list(view["blocks"]), "ropes": [], "noise": [], "noise_known": list(view["noise_known"]),
        "firecracker": bool(view["firecracker"]), "cat": None, "alarm": None,
        "device": {"card": None, "stage": view["device_stage"]}, "charges": {}, "once_game": [], "once_turn": [],
        "sightings": _copy(view["sightings"]), "round": view["round"], "phase": view["phase"], "queue": [],
        "waits": 0, "done": [], "stack": [_copy(view["decision"]["frame"])], "fx": [], "enc": None,
        "showdown": None, "result": None, "steps": 0, "vehicle_ready": view["vehicle_ready"], "stand": [],
    }


def _check(view):
    frame = view["decision"]["frame"]
    if frame is None or frame.get("t") not in BUILT or view["encounter"] or view["showdown"] or view["result"]:
        raise ValueError("this decision is not rebuilt by the sampler")
    if not sampler_variants.rebuilt(view["options"]):
        raise ValueError("this variant is not rebuilt by the sampler")


def _killers(view, d: dict, killers: list) -> None:
    """The acting Killer in d["killer"], the other (Double Trouble) waiting in d["other_killers"]."""
    acting = next(i for i, row in enumerate(view["killers"]) if row["acting"])
    d["killer"] = killers[acting]
    if len(killers) > 1:
        d["other_killers"] = [k for i, k in enumerate(killers) if i != acting]


# -- the Killer's seat ----------------------------------------------------------------------------
def killer_state(view, memory, rng: Rng) -> TState:
    _check(view)
    content = sources.content()
    board = belief.board_of(view)
    p = belief.sync(memory["policy"], view)
    d = _base(view)
    _killers(view, d, [sampler_killers.killer_side(content, row, sampler_killers.killer_track(memory["track"],
                                                   row["id"]), row["seat"], rng) for row in view["killers"]])
    d["killer"]["actions"] = view["killer"].get("actions", 0)
    # the Survivors, from the belief
    codes = list(board.codes)
    surv = {}
    per_deck = _items_by_deck(content)
    pools = {name: list(cards) for name, cards in per_deck.items()}
    for name in pools:
        rng.shuffle(pools[name])
    held = int(min(3, max(0, view["round"] - 1) // 3))
    _, plan = variants.seat_plan(view["seats"], view["options"])
    for slot, row in enumerate(view["survivors"]):
        char = row["char"]
        q = p.get(char)
        loc = _draw(q, codes, rng) if q else _last_seen(view, char, codes)
        start = [f"{i}.0" for i in content.survivors[char].get("start_items", ())]
        items = list(start)
        for _ in range(max(0, held - len(start))):
            name = ("weapon", "medical", "discover")[rng.randbelow(3)]
            uid = next((u for u in pools[name] if not _is_key(content, u)), None)
            if uid is not None:
                pools[name].remove(uid)
                items.append(uid)
        surv[char] = {"slot": slot, "seat": row["seat"], "seats": plan[slot], "loc": loc, "health": row["health"],
                      "fear": row["fear"], "out": row["out"], "bandage": 0, "items": items}
    d["surv"] = surv
    if view.get("infection") is not None:
        sampler_infection.build(view, memory["track"]["infection"], content, d, board, rng)
    noise = memory["policy"]["belief"]["noise_at"]
    kinds = {c: board.loc(c).kinds for c in codes}
    heard = {w: sum(n for c, n in noise.items() if w in kinds[c]) for w in ("key", "radio", "vehicle")}
    d["radio"] = 5 if view["rescue"] is not None else min(4, heard["radio"])
    d["vehicle"] = 6 if view["vehicle_ready"] else min(5, heard["vehicle"])
    d["fuel"] = bool(view["vehicle_ready"])
    keys = min(4, heard["key"] // 2 + max(0, view["round"] - 2) // 4)
    setup_key = sampler_variants.double_trouble(view["options"])
    if setup_key:  # Double Trouble: the key-backed card on the stand, one repair progress at each from the setup
        uid = next(u for u in pools["key"] if _marked(content, u))
        pools["key"].remove(uid)
        d["stand"].append(uid)
        d["radio"], d["vehicle"] = max(1, d["radio"]), max(1, d["vehicle"])
    found = []
    for _ in range(keys):
        uid = next(u for u in pools["key"] if _is_key(content, u) and not _marked(content, u))
        pools["key"].remove(uid)
        found.append(uid)
    sampler_variants.place_keys(view, d, found, rng)  # on the stand, or (Separate Ways) kept by their finders
    d["keys"] = keys + setup_key
    drawn = 2 * max(0, view["round"] - (0 if view["phase"][0] == "k" else 1))
    d["discards"] = {name: [] for name in DECKS}
    d["discards"]["discover"] = pools["discover"][:drawn]
    pools["discover"] = pools["discover"][drawn:]
    d["decks"] = {name: _order(content, pools[name], rng) for name in DECKS}
    cards = [a["id"] for a in content.analysis]
    d["device"]["card"] = cards[rng.randbelow(len(cards))]
    d["noise"] = list(view["noise_known"])
    sampler_variants.build(view, content, d, rng, memory["track"]["enc"])
    state = TState(d, Rng(rng.next_u64()))
    return state


def _last_seen(view, char: str, codes: list) -> str:
    """Where a Survivor out of the game was last seen (Separate Ways: its body lies there)."""
    for seen in reversed(view["sightings"]):
        if seen["char"] == char and len(seen["where"]) == 1:
            return seen["where"][0]
    return codes[0]


def _draw(q: dict, codes: list, rng: Rng) -> str:
    x = rng.random()
    for c in codes:
        x -= q.get(c, 0.0)
        if x <= 0:
            return c
    return codes[-1]


# -- the Survivors' seat ----------------------------------------------------------------------------
def survivors_state(view, memory, rng: Rng) -> TState:
    _check(view)
    content = sources.content()
    board = belief.board_of(view)
    team = view["team"]
    track = memory["track"]
    d = _base(view)
    _killers(view, d, [sampler_killers.survivors_side(content, row, sampler_killers.killer_track(track, row["id"]),
                                                      row["seat"], board, rng) for row in view["killers"]])
    d["surv"] = {}
    _, plan = variants.seat_plan(view["seats"], view["options"])
    for slot, row in enumerate(view["survivors"]):
        d["surv"][row["char"]] = {"slot": slot, "seat": row["seat"], "seats": plan[slot], "loc": row["loc"],
                                  "health": row["health"], "fear": row["fear"], "out": row["out"],
                                  "bandage": row["bandage"], "items": list(row["items"])}
    if view.get("infection") is not None:
        sampler_infection.build(view, track["infection"], content, d, board, rng)
    d.update(keys=team["keys"], radio=team["radio"], vehicle=team["vehicle"], fuel=team["fuel"],
             noise=list(team["noise"]), cat=_copy(team["cat"]), alarm=_copy(team["alarm"]), ropes=list(team["ropes"]),
             repaired=list(team["repaired"]), waits=team["waits"], queue=list(team["queue"]),
             charges=dict(team["charges"]), once_game=list(track["once_game"]),
             once_turn=list(track["once_turn"]), xchg=_copy(team.get("exchanges")))  # (tsrules: the exchange rule)
    d["firecracker"] = False
    d["located"] = _copy(team.get("located"))  # where a LOCATE found the Killer: the Survivors' view keeps it
    held = {u for row in view["survivors"] for u in row["items"]} | sampler_variants.kept_keys(view)
    d["discards"] = {name: list(team["discards"].get(name, ())) for name in DECKS}
    gone = held | {u for cards in d["discards"].values() for u in cards}
    per_deck = _items_by_deck(content)
    d["decks"] = {}
    for name in DECKS:
        left = [u for u in per_deck[name] if u not in gone]
        extra = len(left) - team["decks"].get(name, 0)  # the Keys on the stand came from here
        keys = [u for u in left if _is_key(content, u)]
        rng.shuffle(keys)
        # the marked key is the last to leave its deck (Double Trouble: the first, onto the stand at the setup)
        keys.sort(key=lambda u: _marked(content, u) != sampler_variants.double_trouble(view["options"]))
        if extra < 0 or extra > len(keys):
            raise ValueError(f"the {name} deck does not add up")
        d["stand"] += keys[:extra]
        left = [u for u in left if u not in keys[:extra]]
        d["decks"][name] = _order(content, left, rng)
    d["device"]["card"] = _device(view, content, rng)
    sampler_variants.build(view, content, d, rng, memory["track"]["enc"])
    return TState(d, Rng(rng.next_u64()))


def _device(view, content, rng: Rng) -> str:
    dev = view["team"]["device"]
    fits = [a["id"] for a in content.analysis
            if dev["stage"] == 0 or (a["weakness"] == dev["weakness"] and a["location"] == dev["location"]
                                     and (dev["stage"] < 2 or a.get("text", "") == dev["tactic"]))]
    if not fits:
        raise ValueError("no analysis card agrees with the Device")
    return fits[rng.randbelow(len(fits))]


def build_state(view, memory, rng: Rng) -> TState:
    return killer_state(view, memory, rng) if view["side"] == "killer" else survivors_state(view, memory, rng)
