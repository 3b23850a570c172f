"""The heuristic computer seats of Terrorscape 2 (Easy and Normal): `choose(view, legal, rng, level, memory)`.

They read only the seat's view and the redacted events it was shown (`observe`), never the state.
The Killer (policy_killer.py) keeps a belief over where each Survivor is (belief.py) and hunts the
likeliest places, choosing its cards for the situation and heightening awareness when a Final
Showdown looms. The Survivors (policy_survivors.py) pursue the most reachable victory (keys, radio,
vehicle, showdown), keep away from the Killer's likely reach, make noise only where it pays, and
start a Final Showdown only when its odds beat their chance of winning some other way (policy_showdown.py).
Each Killer's own pieces have their module: Eyebot's droids and programs (policy_eyebot.py), the
Parasitoid's Infection on both sides of the screen (policy_parasitoid.py: infect, the Host, the Wall of
Flesh; testing, accusation, investigation); the cards' worth is policy_cards.py, the fights' odds
policy_fight.py.
Levels: "normal" scores every choice and takes the best; "easy" is the same seat with the slips a
person makes (data/easy_slips.toml, rolled with the seat's RNG).
A decision this module does not know (a Killer or variant built after it) is scored by what its
action names: a location by the belief (Killer) or by safety (Survivors), anything else evenly.
"""
from __future__ import annotations

from game.core.slips import load_slips

from . import belief, policy_killer, policy_survivors

# The slips an Easy seat makes (rates and what they look like: data/easy_slips.toml).
SLIPS = ("second_best", "careless_noise", "stale_hunch", "forgot_heighten", "rash_showdown", "blind_gadgets")


def easy_slips():
    return load_slips("terrorscape", SLIPS)


def new_memory(seat: int) -> dict:
    """`belief`: the Killer's belief over the Survivors' locations (belief.py; a Survivor seat keeps
    no events: its side sees everything it needs in the view). `side` is learnt at the first decision."""
    return {"seat": seat, "side": None, "belief": belief.new_belief()}


def observe(memory: dict, events: list) -> None:
    if memory.get("side") != "survivors":
        belief.observe(memory, events)


def choose(view, legal, rng, level="normal", memory=None):
    if memory is None:
        memory = new_memory(view["seat"])
    memory["side"] = view["side"]
    if view["side"] == "survivors":
        memory["belief"]["log"] = []
    if len(legal) == 1:
        if view["side"] == "killer":
            belief.sync(memory, view)  # keep the belief current even on forced steps
        return legal[0]
    slips = easy_slips() if level == "easy" else None
    side = policy_killer if view["side"] == "killer" else policy_survivors
    return side.choose(view, legal, rng, slips, memory)
