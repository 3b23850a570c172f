"""What the computer seats' heuristic for The Thing (policy.py, policy_cards.py, policy_thing.py) shares: finding
an action, who this seat is, what a card is worth in hand, the roll's arithmetic and how much an encounter
matters. Reads only the seat's view."""
from __future__ import annotations

from ..info import THING_SEAT
from ..state import content
from . import policy_suspect as suspect

TRUST_ENCOUNTER = 0.3  # designed: an NPC goes to the encounter (beside the players) below this chance of a Thing
TRUST_TASK = 0.5  # designed: an NPC works a task beside others below this chance
KEEP_BURN = 1  # designed: burn cards an Outpost player keeps for The Thing Attacks! outside the last battles

# designed: what a card is worth in an Outpost player's hand (a Thing player's by the same scale), by kind.
WORTH = {"burn": 9, "cancel": 8, "shield": 6, "peek": 6, "longjohns": 5, "sedate": 5, "draw": 5, "reroll": 3,
         "target": 4, "task": 4, "saucer_remove": 4, "thing_discard": 3, "coast_remove": 3, "capitan": 2,
         "suspicion": 0, "suspicion_thing": 0, "minus": 5, "target_up": 5, "attack_plus": 4, "saucer": 6,
         "snuff": 7, "discard": 3, "coast": 4, "destroy": 6, "task_minus": 3, "human": 6, "infected": 8,
         "multi_human": 6, "multi_thing": 9}


def of(legal: list, kind: str, **params):
    for a in legal:
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return a
    return None


def me_of(view: dict) -> dict:
    return view["players"][view["seat"]]


def card(cid: str) -> dict:
    return content().cards[cid]


def kind(cid: str) -> str:
    return content().cards[cid]["kind"]


def worth(cid: str) -> float:
    c = card(cid)
    k = c["kind"]
    if k == "dice":
        return 1.5 * c["n"]
    if k == "success":
        return 4.0 * c["n"]
    return WORTH.get(k, 3)


def infected_me(view: dict) -> bool:
    """An Outpost player holding "You are now a Thing!" (it plays for the Thing, in secret)."""
    me = me_of(view)
    return view["seat"] != THING_SEAT and "multi_thing" in me.get("infection", ())


def thing_side(view: dict) -> bool:
    return view["seat"] == THING_SEAT or infected_me(view)


def chances(view: dict, memory: dict):
    return suspect.chances(view, memory)


# -- the roll --------------------------------------------------------------------------------------------
def target_of(roll: dict) -> int:
    return min(6, max(2, roll["target"] + roll["target_mod"]))


def successes(roll: dict) -> int:
    t = target_of(roll)
    return sum(1 for x in roll["dice"] if x >= t) + roll["bonus"]


def hit_chance(roll: dict) -> float:
    return (7 - target_of(roll)) / 6.0


def gain(cid: str, roll: dict) -> float:
    """The successes a card is expected to add to a roll (negative for the Thing's cards)."""
    c = card(cid)
    k, n = c["kind"], c.get("n") or 0
    if k in ("dice", "burn"):
        return n * hit_chance(roll)
    if k == "success":
        return float(n)
    if k == "minus":
        return -float(n)
    t = target_of(roll)
    if k == "target":
        lower = max(2, t - n)
        return float(sum(1 for x in roll["dice"] if lower <= x < t))
    if k == "target_up":
        higher = min(6, t + n)
        return -float(sum(1 for x in roll["dice"] if t <= x < higher))
    if k == "reroll":
        return sum(1 for x in roll["dice"] if x < t) * hit_chance(roll)
    return 0.0


def importance(view: dict) -> float:
    """How much the roll in progress matters to the Outpost (1 ordinary; higher where failing hurts more)."""
    roll = view.get("roll") or {}
    if roll.get("site") == "final":
        return 10.0
    enc = view.get("current")
    if enc == "blood_test":
        return 2.0
    if enc == "destroy_saucer":
        return 1.0 + 0.4 * view["saucer"]
    if enc in ("dogtown", "rec_room", "saucer_site"):
        return 1.5
    return 1.0


def npc_dice(ch: str) -> int:
    return content().characters[ch]["dice"]


def skills(ch: str) -> list:
    return content().characters[ch]["skills"]
