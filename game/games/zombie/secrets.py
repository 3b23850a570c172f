"""The secret choices of Zombie: Survival Infection for the observation-twin audit (game.core.fuzz_observe).
Every card leaves a hand face up: an Action or Reaction is read aloud, a discard goes to the Discard Pile by
name, a trade deals only in cards and chips on the table, and the dice are public. So no choice of a seat is
hidden from the others; what a seat holds is, and that is the state-twin audit's matter (twins.py), with who
is asked to react and in what order (the "asked" check), which must not hang on what a seat holds."""
from __future__ import annotations

REVEALS = ()


def secret_choices(rules, state) -> list:
    return []
