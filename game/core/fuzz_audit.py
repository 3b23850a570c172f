"""The hidden-information audit of `python -m game fuzz` (game.core.fuzz).

For a seat, twins of a state differ only in what that seat may not know (`game.games.<id>.twins`). The seat
must not be able to tell them apart: the same view; when it decides, the same legal list and the same
choice at every AI level handed in; and one step later, the same action taken on both, the same events
shown to it (its log lines among them) and the same undo data (whether the step may be taken back).
A step that reveals what differed (a card drawn from a deck whose order the twin changed) may show the
seat different events: the event check applies when the seat's views after the step are still the same,
which is when anything the events showed it that its view does not is a leak. Two steps are let through:
one that ends the game (the last events may lay everything open, a Crimson Creek game over names every
sleeve, and no choice is left to make with it), and one after which the state and its twin are the same
state (a Crimson Creek act ends: its sleeves are turned up and dealt afresh), since what the events showed
of the past then tells the seat nothing about anything still hidden. And a twin that only reorders piles
(named in the twins module's ORDER_ONLY) may show other events on a step that drew (an undo barrier: the
barrier check holds it to drawing in both): the cards came in another order (a Crimson Creek Calm Night
before a Hatchet, or after), which the view after need not keep; on every other step its events must match,
so a line naming the next card of a pile still fails.

The step on the twin is taken with the state's own RNG (the twin keeps its RNG for the view and choice
checks). A twin may hold another RNG (the dice are hidden from every seat until rolled), and a roll with
another RNG shows other dice: that tells the seat nothing, since the dice are random whichever RNG the
game holds. With the same RNG, dice still differ when what the seat may not know changes how much the step
draws from it before the roll (a shuffle of a hidden pile of another size), and the check reports that: the
number of draws may itself be what leaks.

A step holding an event of a type the game's secrets module names in REVEALS (cards the rules turn face up:
a Zombie camp that falls discards its hand for all to see, and a reshuffle in the same step may take the
cards out of the view again) may show the seat different events too: the rules showed it what differed.

Who is asked ("asked", game.core.fuzz_observe.follow_twins): with `follow_rng`, the state and its twin are
then played on, the same action in both, until the seat decides again; the deciding seats, decision kinds
and prompts it is shown, and the events it is shown while its views agree, must be the same. Views that
differ only in the decision they show (who decides, what kind, the prompt) are a fault, not a reveal.
"""
from __future__ import annotations

from game.core.fuzz_check import CheckFailed
from game.core.fuzz_observe import follow_twins, seen_decision, without_decision
from game.core.rng import Rng
from game.core.session import is_barrier, undo_barriers

__all__ = ["CheckFailed", "audit"]


def audit(rules, state, twins, game_id, make_agent, levels, rng: Rng, players: int, counts=None,
          follow_rng=None, reveals=()) -> int:
    """Audit the deciding seat and one other seat at random on twins of `state`; returns how many twins
    were compared. With `follow_rng` (the RNG the follow-on draws its actions from) each twin step is played
    on until the seat decides (the "asked" check, counted in `counts`, a Counter; it stops at an event of a type
    in `reveals`, game.core.fuzz_observe). Raises CheckFailed at the first difference."""
    decider = rules.decision(state).seat
    seats = [decider]
    others = [s for s in range(players) if s != decider]
    if others:
        seats.append(others[rng.randbelow(len(others))])
    legal = rules.legal_actions(state)
    barriers = undo_barriers(rules)
    compared = 0
    for seat in seats:
        view = rules.view(state, seat)
        for what, twin in twins.hidden_twins(state, seat, rng):
            if rules.view(twin, seat) != view:
                raise CheckFailed("audit", f"seat {seat}'s view changes when only {what} changes")
            compared += 1
            if seat == decider:
                _same_choices(rules, state, twin, seat, what, legal, game_id, make_agent, levels, compared)
            order_only = what in getattr(twins, "ORDER_ONLY", ())
            ended = _same_step(rules, state, twin, seat, what, legal[rng.randbelow(len(legal))], barriers,
                               order_only, follow_rng, reveals)
            if ended and counts is not None:
                counts["asked"] += 1
                if ended == "parted":  # the two parted where the seat cannot see (fuzz_observe)
                    counts["asked parted"] += 1
    return compared


def _same_choices(rules, state, twin, seat, what, legal, game_id, make_agent, levels, salt) -> None:
    if rules.legal_actions(twin) != legal:
        raise CheckFailed("audit", f"seat {seat}'s legal actions change when only {what} changes")
    if len(legal) < 2 or make_agent is None:
        return
    for level in levels:
        pick = [make_agent(level, game_id, seat).choose(rules.view(s, seat), rules.legal_actions(s), Rng(salt))
                for s in (state, twin)]
        if pick[0] != pick[1]:
            raise CheckFailed("audit", f"the {level} seat {seat} chooses differently when only {what} changes")


def _same_step(rules, state, twin, seat, what, action, barriers, order_only=False, rng=None, reveals=()) -> str:
    """The same action on the state and its twin: the same undo data, and, while the seat's views stay the
    same, the same events shown to the seat (for a twin in `order_only`, on a step that drew nothing); a view
    that differs ONLY in the decision it shows is a fault, not a reveal. With `rng`, both are then played on
    until the seat decides, and compared on the way (fuzz_observe.follow_twins, the "asked" check); returns
    why that follow-on ended, "" when it did not run."""
    if action not in rules.legal_actions(twin):
        return ""  # another seat decides, and what it may do hangs on what this seat may not know
    after, twin_after = rules.clone(state), rules.clone(twin)
    if hasattr(twin_after, "rng"):
        twin_after.rng = state.rng.clone()  # the same dice on both (see the module's text)
    events = rules.apply(after, action)
    twin_events = rules.apply(twin_after, action)
    if is_barrier(events, barriers) != is_barrier(twin_events, barriers):
        raise CheckFailed("audit", f"whether {rules.describe_action(state, action)} can be undone changes when "
                                  f"only {what} changes (seat {seat} would learn it from the Undo button)")
    view, twin_view = rules.view(after, seat), rules.view(twin_after, seat)
    if view != twin_view:
        if rules.result(after) is None and rules.result(twin_after) is None:
            _same_decision(rules, after, twin_after, seat, what, action, state, view, twin_view)
        return ""  # the step showed the seat what differed
    if rules.result(after) is not None or rules.hash(after) == rules.hash(twin_after):
        return ""  # the step ended the game or wiped out what differed (see the module's text)
    if reveals and any(e.get("type") in reveals for e in (*events, *twin_events)):
        return ""  # the rules turned up what differed (see the module's text)
    drew = order_only and is_barrier(events, barriers)
    if not drew:
        _same_events(rules, state, action, events, twin_events, seat, what)
    if rng is None:
        return ""
    return follow_twins(rules, after, twin_after, events, twin_events, seat, rng, what,
                        rules.describe_action(state, action), barriers, order_only, first_compared=True,
                        reveals=reveals)


def _same_decision(rules, after, twin_after, seat, what, action, state, view, twin_view) -> None:
    """Views that differ: a reveal, unless they differ only in the decision they show."""
    if without_decision(view) != without_decision(twin_view):
        return
    raise CheckFailed("asked", f"after {rules.describe_action(state, action)}, seat {seat} is shown another "
                               f"decision when only {what} changes: (seat, kind, prompt) "
                               f"{seen_decision(rules, after, seat, view)!r} / "
                               f"{seen_decision(rules, twin_after, seat, twin_view)!r}")


def _same_events(rules, state, action, events, twin_events, seat, what) -> None:
    shown, twin_shown = _shown(rules, events, seat), _shown(rules, twin_events, seat)
    if shown != twin_shown:
        diff = next((a, b) for a, b in zip(shown + [None] * len(twin_shown), twin_shown + [None] * len(shown))
                    if a != b)
        raise CheckFailed("audit", f"after {rules.describe_action(state, action)}, the events shown to seat {seat} "
                                  f"change when only {what} changes: {diff[0]!r} / {diff[1]!r}")


def _shown(rules, events, seat) -> list:
    """The events as `seat` is shown them (redact gives None for one it is not shown at all)."""
    return [r for r in (rules.redact(e, seat) for e in events) if r is not None]
