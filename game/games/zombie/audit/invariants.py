"""Invariants of a Zombie state, checked after every step of the fuzz tests."""
from __future__ import annotations

from game.games.zombie.ops import eligible_for_die  # noqa: F401  (documents the die rule checked below)

# The most steps a game can take (the fuzz's step_bound check). A game ends by chips.toml's max_rounds (150) at
# the latest: at most 1,200 turns of 8 camps, and a turn's steps are bounded (backs_per_turn, one Take Action,
# reactions spending cards). Measured: the longest of 200 fuzz games took 1,345 steps, of 2,100 Normal/Easy
# games 1,327; a two-camp game that ran to the round limit (300 turns) took 1,353.
STEP_BOUND = 15000


def check(rules, state) -> None:
    d = state.d
    # Chips: survivors and zombies are conserved between camps, the City Center and the Sporocarp Mass.
    assert state.chips_total() == d["chips_total"], "chips not conserved"
    for key in ("cc_survivors", "cc_zombies", "sporocarp"):
        assert d[key] >= 0, f"negative {key}"
    for camp in d["camps"]:
        assert camp["survivors"] >= 0 and camp["zombie_chips"] >= 0, "negative camp count"
        for unit in camp["units"]:
            assert unit, "empty character unit"
        if not camp["alive"]:
            assert camp["survivors"] == 0 and not camp["units"] and camp["hideout"] is None, "dead camp holds things"
    # Cards: every card is in exactly one place.
    places = list(d["draw"]) + list(d["discard"]) + list(d["box"])
    for hand in d["hands"]:
        places += hand
    for camp in d["camps"]:
        places += [u for unit in camp["units"] for u in unit]
        if camp["hideout"] is not None:
            places.append(camp["hideout"])
    places += [u for unit in d["cc_units"] for u in unit]
    for frame in d["stack"]:
        if frame["t"] in ("event", "zombie_play"):
            places.append(frame["card"])
    if d["chain"]:
        places.append(d["chain"]["card"])
        places += [r["uid"] for r in d["chain"]["reactions"] if r["source"] == "card"]
    for op in d["ops"]:
        if op["op"] == "finish_chain":
            if op.get("card") is not None:
                places.append(op["card"])
            places += op.get("discard", [])
    assert sorted(places) == list(range(len(d["cards"]))), "cards not conserved"
    # Dice: each phase die is held by a living camp that may hold it (or is out of play).
    dice = d["dice"]
    if d["result"] is None and not d["ops"]:
        for die in ("survival", "infection"):
            holder = dice[die]
            if holder is not None:
                camp = d["camps"][holder]
                assert camp["alive"], f"{die} die held by a fallen camp"
                if die == "survival":
                    assert camp["phase"] == "survival", "survival die held in the Infection phase"
                else:
                    assert camp["phase"] == "infection", "infection die held in the Survival phase"
    # Hands never exceed the largest hand size.
    for hand in d["hands"]:
        assert len(hand) <= 8, "hand too large"
    # Whoever must decide has legal choices.
    if d["result"] is None:
        assert rules.legal_actions(state), "a decision with no legal choice"
