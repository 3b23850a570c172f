"""The Final Showdown (Initiate Final Showdown; Fight!).

It may start when the Killer has been analysed at least once, a Survivor holds an item with the
Killer's weakness icon, and every Survivor stands at the Killer's location with the Killer out of
STEALTH. The Killer's health is 20 + 5 per card in its Final Showdown area; the tactic (after the
second analysis) adds its values; then each Survivor fights once, in the order the team picks,
with one weapon and 4 minus fear dice. Meeting or beating the health wins; otherwise the Killer wins.
"""
from __future__ import annotations

from .combat import roll
from . import variants_double
from .common import finish, push, reveal
from .device import device_card, weakness_items
from .state import card_id, ev

BASE_HEALTH, PER_CARD = 20, 5


def can_start(state) -> bool:
    """Analysed once, the weakness held, everyone with the Killer (Double Trouble: with either)."""
    if state.d["device"]["stage"] < 1 or variants_double.gathered_at(state) is None:
        return False
    return bool(weakness_items(state))


def tactic(state, events: list) -> tuple:
    """Final Showdown step 2: the tactic's abilities whose conditions hold (an item some Survivor holds,
    the Killer's location) give combat value (COMBAT plus, FIND) or change the health (HEALTH); its
    MOD and REROLL effects hold for every Survivor's fight (returned as boosts, read by combat.roll).
    Returns (combat value, health change, boosts)."""
    d = state.d
    if d["device"]["stage"] < 2:
        return 0, 0, []
    held = {card_id(u) for c in state.survivors() for u in d["surv"][c]["items"]}
    kinds = state.board.loc(d["killer"]["loc"]).kinds
    value = health = 0
    boosts = []
    for ab in device_card(state).get("tactic", ()):
        if any(n not in held for n in ab.get("needs") or ()) or (ab.get("at") and ab["at"] not in kinds):
            continue
        fight = [e for e in ab["effects"] if e["kw"] in ("MOD", "REROLL")]
        if fight:
            boosts.append({"on": "showdown", "effects": fight})
        for e in ab["effects"]:
            if e["kw"] == "COMBAT":
                value += e.get("plus") or 0
            elif e["kw"] == "HEALTH":
                health += e.get("n") or 0
            elif e["kw"] == "FIND":
                deck = d["decks"][e["deck"]]
                drawn = [deck.pop() for _ in range(min(e.get("n") or 1, len(deck)))]
                d["discards"][e["deck"]].extend(drawn)
                found = any(card_id(u) == e["item"] for u in drawn)
                events.append(ev("tactic_find", f"The tactic draws {len(drawn)} cards: "
                                 + ", ".join(state.item_name(u) for u in drawn) + ".", cards=drawn, found=found))
                if found:
                    value += e.get("plus") or 0
    return value, health, boosts


def start(state, events: list) -> None:
    d = state.d
    variants_double.activate(state, variants_double.gathered_at(state)["id"])  # the Killer they face
    k = d["killer"]
    for c in state.survivors():
        reveal(state, c, k["loc"], "final showdown", events)
    shown = weakness_items(state)[0]
    value, change, boosts = tactic(state, events)
    health = BASE_HEALTH + variants_double.showdown_extra(state, PER_CARD) + change
    d["showdown"] = {"health": health, "total": value, "fought": [], "boosts": boosts}
    events.append(ev("showdown", f"The Survivors start the Final Showdown, showing the {state.item_name(shown)}! "
                     f"The Killer's health is {health}; the tactic gives {value}.", health=health, tactic=value,
                     shown=shown))


def step(state, events: list) -> None:
    d = state.d
    fs = d["showdown"]
    if fs["total"] >= fs["health"]:
        return finish(state, "survivors", "final showdown", events)
    left = [c for c in state.survivors() if c not in fs["fought"]]
    if not left:
        return finish(state, "killer", "final showdown", events)
    if len(left) == 1:
        push(state, {"t": "weapon", "seat": state.seat_of(left[0]), "char": left[0], "for": "fs"})
    else:
        push(state, {"t": "defend", "seat": state.captain(left), "left": left, "for": "fs"})


def apply(state, frame: dict, action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    fs = d["showdown"]
    if frame["t"] == "defend":
        char = action["char"]
        push(state, {"t": "weapon", "seat": state.seat_of(char), "char": char, "for": "fs"})
        return
    char = frame["char"]
    fs["fought"].append(char)
    fs["total"] += roll(state, char, action["src"], action["i"], events)
    events.append(ev("showdown_total", f"The Survivors' combat value is {fs['total']} of {fs['health']}.",
                     total=fs["total"], health=fs["health"]))
