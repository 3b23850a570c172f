"""A Survivor's combat value (Encounter and Attack; Final Showdown step 3): one weapon item at most,
plus (4 minus fear) combat dice. Frames: "defend" (the team picks who fights next) and "weapon"
(the fighter picks a weapon or none), shared by encounters and the Final Showdown.
"""
from __future__ import annotations

from game.core.actions import maker

from .common import drop_item
from .state import card_id, ev

DICE = 4
DEFEND, WEAPON = maker("defend", "char"), maker("weapon", "item")
NO_WEAPON = WEAPON("")
COMBAT_DIE = (0, 0, 1, 1, 2, 2)  # designed: used when the content names no die faces


def weapons(state, char: str) -> list:
    return [u for u in state.d["surv"][char]["items"] if state.item(u)["use"] == "weapon"]


def legal(state, frame: dict) -> list:
    if frame["t"] == "defend":
        return [DEFEND(c) for c in frame["left"]]
    return [WEAPON(u) for u in weapons(state, frame["char"])] + [NO_WEAPON]


def roll(state, char: str, weapon: str, events: list) -> int:
    """Roll for `char` with `weapon` ("" none): the value, with the weapon spent unless infinite."""
    s = state.d["surv"][char]
    faces_of = getattr(state.content, "combat_die", None) or COMBAT_DIE
    dice = max(0, DICE - s["fear"])
    faces = [faces_of[state.rng.randbelow(len(faces_of))] for _ in range(dice)]
    total, add, words = sum(faces), 0, ""
    if weapon:
        spec = state.item(weapon)["weapon"] or {}
        add = spec.get("add", 0)
        needs = spec.get("needs")
        helper = next((u for u in s["items"] if card_id(u) == needs), None) if needs else None
        if helper:
            total *= spec.get("dice_x", 1)
            drop_item(state, char, helper)
        elif not needs:
            total *= spec.get("dice_x", 1)
        if state.content.survivors[char].get("ability") == "close_quarters":
            add += 1  # designed: Roy's Close Quarters, +1 whenever he fights with a weapon
        if not state.item(weapon)["infinite"]:
            drop_item(state, char, weapon)
        words = f" with the {state.item(weapon)['name']}"
    value = total + add
    events.append(ev("combat_roll", f"{state.name(char)} fights{words}: dice {faces} -> {value}.", char=char,
                     weapon=weapon, faces=faces, value=value))
    return value
