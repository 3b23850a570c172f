"""The secret choices of Zombie: Survival Infection for the observation-twin audit (game.core.fuzz_observe).
Every card leaves a hand face up: an Action or Reaction is read aloud, a discard goes to the Discard Pile by
name, a trade deals only in cards and chips on the table, and the dice are public. So no choice of a seat is
hidden from the others; what a seat holds is, and that is the state-twin audit's matter (twins.py), with who
is asked to react and in what order (the "asked" check), which must not hang on what a seat holds.
Cards the rules turn face up for all are reveals (game.core.fuzz_observe stops there): a fallen camp's hand
discarded ("hand_discarded"), the cards the Returned Dead turn over and discard ("returned_dead",
"card_discarded"), a card an Action makes a camp discard at random from its hand ("card_discarded"), and an
Event drawn, which is played at once ("event_drawn"); twins whose hands or draw pile differ show other cards
there, by the rules."""
from __future__ import annotations

REVEALS = ("hand_discarded", "card_discarded", "returned_dead", "event_drawn")


def secret_choices(rules, state) -> list:
    return []
