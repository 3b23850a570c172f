"""Survival and Infection rolls: the dice, the modifiers and what the result does."""
from __future__ import annotations

from .content import DICE
from .ops import add_ops, camp_name, ev


def roll_die(state, die: str, events: list, camp=None) -> tuple:
    face, value = DICE[die][state.rng.randbelow(6)]
    events.append(ev("roll", f"{camp_name(state, camp) if camp is not None else 'The undead'} rolls the "
                             f"{die.capitalize()} Die: {face}.", die=die, face=face, value=value, camp=camp))
    return face, value


def strain_play(state, phase: str) -> int:
    strain = state.content.strains.get(state.d["strain"])
    return int(strain.play.get(phase, 0)) if strain else 0


def zombie_chip_mod(state, c: int, phase: str) -> int:
    """Bioengineered Zombie Chips in a camp change its rolls (per chip, from strains.toml)."""
    chips = state.camp(c)["zombie_chips"]
    strain = state.content.strains.get(state.d["strain"])
    if not chips or strain is None:
        return 0
    return chips * int(strain.zombie.get(f"chip_{phase}", 0))


def camp_roll(state, c: int, events: list) -> None:
    """Roll for camp `c` in its phase and queue what the result does."""
    camp = state.camp(c)
    phase = camp["phase"]
    die = "survival" if phase == "survival" else "infection"
    holds = state.d["dice"][die] == c
    rolls_die = holds and not (die == "survival" and state.camp_powers(c, "no_survival_die"))
    _, base = roll_die(state, "base", events, c)
    total = base
    symbol = False
    if rolls_die:
        face, value = roll_die(state, die, events, c)
        total += value
        symbol = face == die
    cards = state.camp_cards(c)
    total += sum(card.mod(phase) for card in cards)
    if rolls_die:
        total += sum(card.mod(phase + "_die") for card in cards)
    total += strain_play(state, phase) + zombie_chip_mod(state, c, phase)
    if symbol:
        total *= 2
    events.append(ev("roll_result", f"{camp_name(state, c)}'s {phase.capitalize()} Roll comes to {total}.",
                     camp=c, phase=phase, total=total, doubled=symbol))
    owner = state.owner(c)
    ops = []
    if phase == "survival":
        if total > 0:
            ops.append({"op": "gain", "camp": c, "n": total})
        elif total < 0:
            ops.append({"op": "lose", "camp": c, "n": -total, "chooser": owner})
    else:
        if total > 0:
            ops.append({"op": "kill", "camp": c, "n": total, "chooser": owner, "why": "the undead attack"})
        elif total < 0:
            ops.append({"op": "gain", "camp": c, "n": -total})
    if holds:
        ops.append({"op": "pass_die", "camp": c, "die": die, "reason": "roll"})
    add_ops(state, ops)
