"""Survival and Infection rolls: the dice, the modifiers and what the result does."""
from __future__ import annotations

from .content import DICE
from .ops import add_ops, camp_name


DIE_NAMES = {die: die.capitalize() for die in DICE}  # "Base", "Survival", "Infection"


def roll_die(state, die: str, events: list, camp=None) -> tuple:
    face, value = DICE[die][state.rng.randbelow(6)]
    events.append({"type": "roll", "text": f"{camp_name(state, camp) if camp is not None else 'The undead'} rolls the "
                                           f"{DIE_NAMES[die]} Die: {face}.",
                   "die": die, "face": face, "value": value, "camp": camp})
    return face, value


def breakdown_text(parts: list, doubled: bool, die: str, total: int) -> str:
    """A roll's result in words, e.g. "Base 2 + Survival 2 +1 Apartment Building = 5": the dice, then each
    modifier with its source; a rolled symbol doubles the whole sum (rulebook: "calculate the dice and
    modifiers as normal then double the result"), said last: "= 4, doubled by the Survival symbol = 8"."""
    words = f"{parts[0][0]} {parts[0][1]}"
    for label, value in parts[1:]:
        if label == die.capitalize():
            words += f" + {label} {value}"
        else:
            # a label that starts with a count ("2 Zombie Chips") would read as a second number
            words += f" {'+' if value >= 0 else '-'}{abs(value)} {'for ' if label[:1].isdigit() else ''}{label}"
    if doubled:
        return f"{words} = {total // 2}, doubled by the {die.capitalize()} symbol = {total}"
    return f"{words} = {total}"


def strain_play(state, phase: str) -> int:
    strain = state.content.strains.get(state.d["strain"])
    return int(strain.play.get(phase, 0)) if strain else 0


def card_mods(state, c: int, phase: str, die) -> tuple:
    """(label, value) of each modifier the camp's cards give its roll in this phase (then those for
    rolling the phase die `die`, when it is rolled), remembered per camp make-up (cards alone decide it)."""
    return state.camp_memo(c, ("roll", phase, die), lambda cards: tuple(
        [(card.name, card.mod(phase)) for card in cards if card.mod(phase)]
        + ([(f"{card.name} ({die.capitalize()} Die)", card.mod(phase + "_die")) for card in cards
            if card.mod(phase + "_die")] if die else [])))


def camp_roll(state, c: int, events: list) -> None:
    """Roll for camp `c` in its phase and queue what the result does."""
    camp = state.camp(c)
    phase = camp["phase"]
    die = "survival" if phase == "survival" else "infection"
    holds = state.d["dice"][die] == c
    rolls_die = holds and not (die == "survival" and "no_survival_die" in state.profile(c).kinds)
    _, base = roll_die(state, "base", events, c)
    parts = [["Base", base]]  # [label, value]: what the result is made of, in the order it is added
    symbol = False
    if rolls_die:
        face, value = roll_die(state, die, events, c)
        symbol = face == die
        if not symbol:
            parts.append([die.capitalize(), value])
    parts += [list(part) for part in card_mods(state, c, phase, die if rolls_die else None)]
    strain = state.content.strains.get(state.d["strain"])
    if strain is not None:  # Bioengineered Zombie Chips in a camp change its rolls (per chip, from strains.toml)
        by_strain = int(strain.play.get(phase, 0))
        if by_strain:
            parts.append([f"{strain.name} strain", by_strain])
        chips = camp["zombie_chips"]
        by_chips = chips * int(strain.zombie.get(f"chip_{phase}", 0)) if chips else 0
        if by_chips:
            parts.append([f"{chips} Zombie Chip{'s' if chips != 1 else ''}", by_chips])
    total = sum(v for _, v in parts) * (2 if symbol else 1)
    events.append({"type": "roll_result", "text": f"{camp_name(state, c)}'s {DIE_NAMES[phase]} Roll: "
                                                  f"{breakdown_text(parts, symbol, die, total)}.",
                   "camp": c, "phase": phase, "total": total, "doubled": symbol, "parts": parts,
                   "die": die if rolls_die else None})
    owner = state.owner(c)
    ops = []
    if phase == "survival":
        if total > 0:
            ops.append({"op": "gain", "camp": c, "n": total})
        elif total < 0:
            ops.append({"op": "lose", "camp": c, "n": -total, "chooser": owner, "why": f"a Survival Roll of {total}"})
    else:
        if total > 0:
            ops.append({"op": "kill", "camp": c, "n": total, "chooser": owner,
                        "why": f"the undead attack (an Infection Roll of {total})"})
        elif total < 0:
            ops.append({"op": "gain", "camp": c, "n": -total})
    if holds:
        ops.append({"op": "pass_die", "camp": c, "die": die, "reason": "roll"})
    add_ops(state, ops)
