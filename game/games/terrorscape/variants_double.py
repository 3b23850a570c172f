"""Variant 3: Double Trouble (2-5 players): two Killers hunt the three Survivors together.

State: d["killer"] is always the Killer acting now (every keyword, card and encounter reads it);
the other waits in d["other_killers"]; d["dt"] = {order: [killer ids], first: index of the first
Killer token's holder, turn: 0 (first Killer's turn) | 1, enc: an encounter this Killer phase}.
Swapping them keeps the rest of the engine single-Killer. Generic over the Killers: the second
Killer is any other id of info.KILLER_IDS (the registry of built Killers) that the content holds;
a Killer's own state is made by setup.py for either Killer (new_killer: Eyebot's droids; the
Parasitoid's Infection): adding a Killer is its registry entry.

The rules (Variant 3): setup, both at the Hidden Exit, the first Killer token drawn at random, the
Survivors start with one key (the key-backed card from the bottom of the key deck onto the stand)
and each repair location with one repair progress. The first Killer takes its whole turn, then the
second; the token passes at the end of the second's turn. An encounter ends both Killers' turns:
after it, the first goes to step VI, then the second straight to step VI (without reappearing or
DELAY). Each draws 2 cards in step VI, not 3 (a MOD draw of -1 on each). Levelling up one levels
up the other: it moves up at once, its discard shuffled into its deck; its level effects and
unlocked cards come at the start of its next turn (# designed: they may ask for its choices).
For every 2 cards in the Final Showdown area, from either Killer, +5 health. The Survivors may
search and repair with a Killer in their location, analyse when within 1 of any Killer, and start
the Final Showdown at any Killer's location; winning it wins the game.
"""
from __future__ import annotations

from . import info
from .state import ev

def killers(state) -> list:
    """Every Killer, the acting one first."""
    d = state.d
    return [d["killer"]] + list(d.get("other_killers", ()))


def on(state) -> bool:
    return bool(state.d.get("dt"))


def setup(state, seat: int, loc: str, new_killer) -> None:
    """Called by setup.py (which hands in its `new_killer`)."""
    d = state.d
    KILLER_IDS = info.KILLER_IDS  # read now: the registry of built Killers
    opts = d["options"]
    first = d["killer"]
    others = [k for k in KILLER_IDS if k != first["id"] and k in state.content.killers]
    second = opts.get("second_killer", "random")
    if second == "random":
        if not others:
            raise ValueError("Double Trouble needs two different Killers")
        second = state.rng.choice(others)
    if second not in others:
        raise ValueError(f"the second Killer must be another of {', '.join(KILLER_IDS)}")
    opts["second_killer"] = second
    other = new_killer(state.content, second, seat, loc, state.rng)
    d["other_killers"] = [other]
    for k in (first, other):
        k["mods"] = {"draw": -1}  # "the Killer draws 2 cards instead of 3"
    order = [first["id"], second]
    d["dt"] = {"order": order, "first": state.rng.randbelow(2), "turn": 0, "enc": False}
    activate(state, order[d["dt"]["first"]])
    # "Survivors begin the game with one key": the key-backed card, the bottom of the key deck
    marked = d["decks"]["key"].pop(0)
    d.setdefault("stand", []).append(marked)
    d["keys"] = 1
    d["radio"] = d["vehicle"] = 1  # "All the repair locations start with one repair progress"


def activate(state, kid: str) -> None:
    """Make Killer `kid` the acting one."""
    d = state.d
    if d["killer"]["id"] == kid:
        return
    other = next(k for k in d["other_killers"] if k["id"] == kid)
    d["other_killers"] = [k for k in d["other_killers"] if k["id"] != kid] + [d["killer"]]
    d["killer"] = other


def begin_turn(state, events: list) -> None:
    """Step I of a Killer's turn: the Killer whose turn it is acts; level-ups it owes come first."""
    dt = state.d.get("dt")
    if not dt:
        return
    if dt["turn"] == 0:
        activate(state, dt["order"][dt["first"]])
    owed = state.d["killer"].pop("owed", [])
    state.d["fx"][:0] = owed


def next_killer(state, events: list) -> bool:
    """At the end of a Killer's turn: the second Killer's turn (True), or the round goes on (False)
    with the first Killer token passed on."""
    d = state.d
    dt = d.get("dt")
    if not dt:
        return False
    if dt["turn"] == 0:
        dt["turn"] = 1
        activate(state, dt["order"][1 - dt["first"]])
        k = d["killer"]
        if dt["enc"]:  # after an encounter the second Killer only draws (step VI)
            d["phase"] = "k_draw"
            k["actions"] = 0
            events.append(ev("killer_turn", f"{state.killer_name()} goes straight to step VI after the encounter.",
                             round=d["round"], killer=k["id"]))
        else:
            d["phase"] = "k_reappear"
        return True
    dt["turn"], dt["enc"] = 0, False
    dt["first"] = 1 - dt["first"]
    events.append(ev("first_killer", f"The first Killer token passes to "
                     f"{state.content.killers[dt['order'][dt['first']]]['name']}.", killer=dt["order"][dt["first"]]))
    return False


def on_encounter(state) -> None:
    dt = state.d.get("dt")
    if dt:
        dt["enc"] = True


def level_up_other(state, events: list) -> None:
    """The acting Killer levelled up: the other does too (Variant 3), its deck re-formed now."""
    d = state.d
    for k in d.get("other_killers", ()):
        info = state.content.killers[k["id"]]
        if k["level"] >= info["max_level"]:
            continue
        k["level"] += 1
        level = info["levels"].get(k["level"]) or info["levels"].get(str(k["level"])) or {}
        k.setdefault("owed", []).extend([dict(e) for e in level.get("effects", ())]
                                        + [{"kw": "UNLOCK", "level": k["level"]}])
        k["deck"].extend(k["discard"])
        k["discard"].clear()
        state.rng.shuffle(k["deck"])
        events.append(ev("level_up", f"{info['name']} reaches level {k['level']} too.", level=k["level"],
                         killer=k["id"]))


def gathered_at(state):
    """The Killer (not in STEALTH) every Survivor stands with, or None."""
    d = state.d
    locs = {d["surv"][c]["loc"] for c in state.survivors()}
    for k in killers(state):
        if not k["stealth"] and locs == {k["loc"]}:
            return k
    return None


def showdown_extra(state, per_card: int) -> int:
    """The Final Showdown health beyond the base 20: +5 per card in the area (Double Trouble: per 2
    cards, from either Killer), and the Killers' MOD showdown_health."""
    ks = killers(state) if on(state) else [state.d["killer"]]
    cards = sum(len(k["fsa"]) for k in ks)
    bonus = per_card * (cards // 2 if on(state) else cards)
    return bonus + sum(k.get("mods", {}).get("showdown_health", 0) + k.get("turn_mods", {}).get("showdown_health", 0)
                       for k in ks)


def view(state, side) -> list:
    """Every Killer as `side` may see it (Double Trouble; one Killer otherwise): the Survivors never
    see a Killer's place in STEALTH, nor its cards; the Killer side (one team) sees both hands."""
    d = state.d
    out = []
    for k in sorted(killers(state), key=lambda k: (d["dt"]["order"].index(k["id"]) if on(state) else 0)):
        row = {"id": k["id"], "name": state.content.killers[k["id"]]["name"], "seat": k["seat"],
               "acting": k is d["killer"], "level": k["level"], "strength": k["strength"], "stealth": k["stealth"],
               "seen": k["seen"], "loc": k["loc"] if (side == "killer" or not k["stealth"]) else None,
               "fsa": len(k["fsa"]), "delays": [t["loc"] for t in k["delay"] if side == "killer" or not t["secret"]],
               "first": on(state) and d["dt"]["order"][d["dt"]["first"]] == k["id"]}
        if "droids" in k:
            row["droids"] = list(k["droids"])  # Eyebot's droids stand on both boards
        if k.get("reappeared"):
            row["reappeared"] = k["reappeared"]  # where it last came out of STEALTH (view.py)
        if side == "killer":
            row.update(hand=list(k["hand"]), deck=len(k["deck"]), discard=list(k["discard"]),
                       fsa_cards=list(k["fsa"]), locked=list(k["locked"]))
        out.append(row)
    return out
