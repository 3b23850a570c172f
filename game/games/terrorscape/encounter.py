"""Encounter and Attack, exactly as written: the Killer attacks the Survivors at its location one
by one until a defence succeeds; before each attack it may play an attack card; the team picks each
defender (the last one left must defend); the defender may use one weapon and rolls 4 minus fear
dice; a value at least the Killer's strength succeeds (the Killer discards 2 cards from its deck
and the encounter ends), less injures (a second injury eliminates: the Killer wins). Then every
Survivor in the location may flee ([MOVE] x0-1) and the Killer goes straight to step VI.
"""
from __future__ import annotations

from game.core.actions import Action

from . import traits, variants_double
from .combat import roll
from .abilities import stat
from .common import MAX_STRENGTH, injure, move_survivor, push, reveal
from .infection import infect_all
from .movement import survivor_steps
from .state import ev
from .survivors import STEP

STOP = Action("stop")


def begin(state, loc: str, events: list) -> None:
    d = state.d
    d["fx"].clear()  # the rest of the card is not executed after an encounter
    here = state.at(loc)
    for char in here:
        reveal(state, char, loc, "encounter", events)
    d["enc"] = {"loc": loc, "attacked": [], "defender": None, "stage": "card", "bonus": 0, "dice": 0,
                "no_weapon": False, "success": False, "flee": []}
    traits.fire(state, "encounter")
    variants_double.on_encounter(state)  # Double Trouble: the other Killer's turn goes to step VI
    events.append(ev("encounter", f"Encounter at {state.loc_name(loc)}!", loc=loc, chars=here))
    infect_all(state, here, events, "encounter")  # the Parasitoid at Lv 1-2, before combat


def step(state, events: list) -> None:
    """Run the encounter on until someone must decide."""
    d = state.d
    enc = d["enc"]
    k = d["killer"]
    stage = enc["stage"]
    if stage == "card":
        enc["stage"] = "defender"
        # asked whatever the hand holds (only `pass` when nothing is playable): a step that came only with
        # a playable attack card would show the Survivors what is in the Killer's hand at every attack
        push(state, {"t": "e_card", "seat": k["seat"]})
        traits.fire(state, "attack")  # asked first: a once-a-game attack trait
        return
    if stage == "defender":
        left = [c for c in state.at(enc["loc"]) if c not in enc["attacked"]]
        if not left:
            return end(state, events)
        if len(left) == 1:
            enc["defender"], enc["stage"] = left[0], "weapon"
        else:
            push(state, {"t": "defend", "seat": state.captain(left), "left": left, "for": "enc"})
        return
    if stage == "weapon":
        char = enc["defender"]
        push(state, {"t": "weapon", "seat": state.seat_of(char), "char": char, "for": "enc"})
        return
    if stage == "flee":
        if not enc["flee"]:
            d["enc"] = None
            d["phase"] = "k_draw"
            if enc["success"]:
                d["fx"].append({"kw": "MILL", "n": 2})
            return
        char = enc["flee"].pop(0)
        steps = stat(state, char, "flee")
        if steps > 0:
            push(state, {"t": "e_flee", "seat": state.seat_of(char), "char": char, "left": steps})


def attack(state, src: str, i: int, events: list) -> None:
    d = state.d
    enc = d["enc"]
    char = enc["defender"]
    value = roll(state, char, src, i, events, extra_dice=enc["dice"])
    strength = min(MAX_STRENGTH, d["killer"]["strength"] + enc["bonus"])
    enc["attacked"].append(char)
    enc["bonus"], enc["dice"], enc["no_weapon"] = 0, 0, False
    if value >= strength:
        events.append(ev("defended", f"{state.name(char)} fends off the attack ({value} against {strength}).",
                         char=char, value=value, strength=strength))
        enc["success"] = True
        end(state, events)
        return
    events.append(ev("attack_hits", f"{state.name(char)} fails to defend ({value} against {strength}).", char=char,
                     value=value, strength=strength))
    injure(state, char, events, "attacked")
    enc["stage"] = "card"


def end(state, events: list) -> None:
    enc = state.d["enc"]
    enc["stage"] = "flee"
    enc["flee"] = state.at(enc["loc"])


def legal_flee(state, frame: dict) -> list:
    loc = state.d["surv"][frame["char"]]["loc"]
    return [STEP(x) for x in survivor_steps(state, loc)] + [STOP]


def apply(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    t = frame["t"]
    if t == "e_flee":
        if action.kind == "step":
            move_survivor(state, frame["char"], action["to"], events, "fleeing")
        # designed: a flee of several steps asks every one, a stay using it up: stopping early would hand the
        # decision to the next Survivor's seat a step sooner, and show the Killer who stayed
        if frame["left"] > 1:
            push(state, dict(frame, left=frame["left"] - 1))
    elif t == "defend":
        d["enc"]["defender"] = action["char"]
        d["enc"]["stage"] = "weapon"
    elif t == "weapon":
        attack(state, action["src"], action["i"], events)
