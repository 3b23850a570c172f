"""Hard seats at the end of The Thing (search.decide): the Thing player's reveals at the Final Confrontation and
an infected player's yes or no, each choice played out to the end instead of the tree search.

From the Final Confrontation on, the game is a few battles and two rounds of choices: the rest can be played out
whole, cheaply. So each choice is played out from the same THING_SAMPLES (CONFESS_SAMPLES) states dealt from the
seat's view and memory (sampler.determinize, as the search deals them), with the same dice, every seat then
playing the Normal heuristic with its memory: the seat's own, and for the others what the table saw and what
their own peeks showed them in that state (who looked at which NPC is public, what they saw is not). The choice
that wins most for the seat's side is played if it beats the Normal heuristic's by MARGIN. Measured on the end
alone (Normal seats play a deal to the end; the same deal again with the Hard seats' end choices, both 4-seat
seatings): +4.2 points [+2.3, +6.2] for the Hard seats over 200 deals, +6.8 [+3.0, +10.5] as a tournament counts
it (Hard minus Normal in the same deals); +0.3 [-0.3, +1.0] for the Hard seats over 150 other deals. The whole
game (python -m game tournament --game the_thing --players 4 --agents hard,normal --games 200 --jobs 1 --seed 1):
Hard minus Normal +6.8 points [-0.3, +13.8], from -1.0 [-7.9, +5.9] before.

See what happens stays the heuristic's: scoring Burn or Wait and See by the chance a Thing is left over sampled
states (weighed by how well each explains the Thing player's reveals and the players' answers, the other
humans' choices modelled as Normal's) was measured and gained nothing over Normal's judgement: -1.2 points
[-3.8, +1.3] over 200 paired 4-seat deals, +1.7 [-0.7, +4.0] over 300 others (the Hard seats' end-game choices
alone, Normal play before). The one choice that counts is the rare one where every other human waits, and there
the table's facts hardly tell a Thing left from none.

Fair: the samples come from the view, the memory and the seat's RNG only (tests/ai/test_fairness_the_thing).
"""
from __future__ import annotations

import marshal

from game.core.rng import Rng

from ..info import THING_SEAT
from ..rules import RULES
from ..state import infected_player, kind
from . import policy
from .policy_common import of
from .sampler import determinize, observe


def decide(view: dict, legal: list, memory: dict, rng):
    """The end-game choice (None: not one decided here)."""
    frame = (view.get("frame") or {}).get("kind")
    if frame == "final_reveal":
        return best_of(view, legal, memory, rng, list(legal), THING_SAMPLES)
    if frame == "confess" and of(legal, "yes"):
        return best_of(view, legal, memory, rng, list(legal), CONFESS_SAMPLES)
    return None


THING_SAMPLES = 24  # sampled states per reveal decision, every choice played out from each (the same dice)
CONFESS_SAMPLES = 24  # the same for an infected player's yes or no
# A decision's playouts stop before their steps (actions applied, every choice's playouts of every sample) would
# pass STEP_BUDGET: a count, not the wall clock, so the choice depends on the view, the memory and the RNG alone
# and a game with a Hard seat replays from its seed however busy the machine. Fewer than MIN_SAMPLES samples by
# then tell too little: the heuristic decides. Measured (hard,normal tournaments at 4-6 seats): about 40 us of CPU
# a step, so this is the half second the wall-clock cap used to give; the longest decisions (24 samples of 7-8
# choices) took about 11,000 steps, most a few thousand.
STEP_BUDGET = 12_000
MIN_SAMPLES = 8
MARGIN = 0.04  # a choice must beat the Normal heuristic's by this share of wins to replace it
# The events a playout's memories are told: the ones whose memory changes a later choice at the end (the Things
# revealed, a card cancelled: policy_suspect.observe); the rest are not worth their redaction.
TOLD = frozenset({"final_reveal", "cancelled"})
MAX_STEPS = 800  # a playout's decisions (the end takes a few dozen; a cap so a fault cannot hang a seat)


def best_of(view: dict, legal: list, memory: dict, rng, options: list, samples: int):
    """The option whose playouts win most for the seat's side, if it beats the Normal heuristic's choice by
    MARGIN; else the heuristic's."""
    normal = policy.choose(view, legal, Rng(rng.next_u64()), "normal", memory)
    if normal not in options:
        options = options + [normal]
    if len(options) < 2:
        return normal
    scores = play_out(view, legal, memory, rng, options, samples)
    if not scores:
        return normal
    best = max(options, key=lambda a: scores[a])
    return best if scores[best] > scores[normal] + MARGIN else normal


def play_out(view: dict, legal: list, memory: dict, rng, options: list, samples: int) -> dict:
    """{choice: the share of the playouts its side won}, every choice from the same sampled states with the
    same dice; {} when too few states could be sampled and played out within STEP_BUDGET."""
    seat = view["seat"]
    totals = {a: 0.0 for a in options}
    done = 0
    spent = most = 0  # playout steps so far, and the most one sample took
    for _ in range(samples):
        if spent + most > STEP_BUDGET:
            break  # the next sample could overrun
        try:
            state = determinize(view, memory, rng)
        except (ValueError, IndexError, KeyError):
            continue
        if RULES.legal_actions(state) != legal:
            continue
        mems = _table_memories(view, memory, state)
        seed = rng.next_u64()
        thing_side = seat == THING_SEAT or infected_player(state.d, seat)
        steps = 0
        for a in options:
            winners, n = _finish(state.clone(), a, _copy(mems), Rng(seed))
            totals[a] += (THING_SEAT in winners) == thing_side
            steps += n
        done += 1
        spent += steps
        most = max(most, steps)
    return {a: t / done for a, t in totals.items()} if done >= min(samples, MIN_SAMPLES) else {}


def _finish(state, action, mems: list, rng) -> tuple:
    """Apply the choice and play the game out with the Normal heuristic at every seat (each with its memory):
    (the winners, the steps taken)."""
    seats = state.d["seats"]
    for step in range(1, MAX_STEPS + 1):
        events = RULES.apply(state, action)
        if RULES.result(state) is not None:
            return RULES.result(state)["winners"], step
        told = [e for e in events if e.get("type") in TOLD]
        if told:
            for x in range(seats):
                observe(mems[x], [RULES.redact(e, x) for e in told])
        s = RULES.decision(state).seat
        legal = RULES.legal_actions(state)
        action = legal[0] if len(legal) == 1 else policy.choose(RULES.view(state, s), legal, rng, "normal", mems[s])
    return [], MAX_STEPS  # never seen: counted as the Thing's loss


def _table_memories(view: dict, memory: dict, state) -> list:
    """Each seat's memory in a sample: this seat's own, and for the others what the whole table saw with
    what their peeks showed them in that state (who looked at which NPC is public)."""
    public = {**memory, "peeks": {}, "pairs": [], "slip_now": {}}  # without what this seat alone saw
    public.pop("_chances", None)
    out = []
    for x in range(view["seats"]):
        if x == view["seat"]:
            mine = dict(memory)
            mine.pop("_chances", None)
            out.append(mine)
            continue
        looked = memory.get("looked", {}).get(str(x), [])
        out.append(dict(public, seat=x, peeks={ch: sorted(kind(c) for c in state.d["chars"][ch]["infection"])
                                                for ch in looked}))
    return _copy(out)


def _copy(data):
    return marshal.loads(marshal.dumps(data))
