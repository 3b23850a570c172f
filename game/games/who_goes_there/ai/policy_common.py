"""What the computer seats' heuristic (policy.py, policy_turn.py) shares: its thresholds, finding an action,
the seat's judgement of who is infected (policy_suspect.py, cached per position), Bonuses, the rounds ahead and
whether spreading the infection pays."""
from __future__ import annotations

from ..state import content
from . import policy_suspect as suspect

KEEP = ("canned_food", "first_aid")  # never burned or discarded first
TRUST_BELOW = 0.4  # a human bunks, trades and revives with a seat less likely infected than this
BOARD_BELOW = 0.5  # a human leader boards a seat less likely infected than this (its Bonuses count for, not against)
SPREAD_SHARE = 2  # tuned: an infected seat spreads while the infected it expects are fewer than half the living


def me_of(view: dict) -> dict:
    return view["players"][view["seat"]]


def of(legal: list, kind: str, **params):
    for a in legal:
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return a
    return None


def chance(view: dict, memory: dict, seat: int) -> float:
    """How likely `seat` is infected as this seat sees it (0 for everyone when an Easy seat trusts blindly)."""
    if memory.get("slip_now", {}).get("trusting"):
        return 0.0 if seat != view["seat"] else float(bool(me_of(view).get("infected")))
    cache = memory.get("_chances")
    key = (view["round"], len(memory["passes"]), len(memory["known"]), len(memory["tested"]),
           tuple(p["vulnerable_count"] for p in view["players"]), view["seat"])
    if cache is None or cache[0] != key:
        cache = memory["_chances"] = (key, suspect.chances(view, memory))
    return cache[1][seat]


def bonuses(row: dict) -> int:
    c = content().camp["unlocks"]
    return sum(row["bonuses"]) + min(row["overstock"] // c["overstock_xp_per_bonus"], c["overstock_max_bonuses"])


def spreading_pays(view: dict, memory: dict) -> bool:
    """tuned: an infected seat spreads while the infected it expects (the ones it knows, and the others' chances
    as it judges them, the spread it did not see included) are fewer than the living / SPREAD_SHARE: more infected
    lower the Escape Threshold and board against the humans, but all infected is over-infection (no one wins)."""
    living = [x for x, p in enumerate(view["players"]) if not p["dead"]]
    expected = sum(chance(view, memory, x) for x in living)
    return SPREAD_SHARE * expected < len(living)


def round_kind_after(view: dict, ahead: int = 1) -> str:
    """The kind of the round `ahead` rounds after this one ("helicopter" past the last)."""
    c = content()
    rounds = c.rounds(view["rounds"] > len(c.rounds(False)))
    i = view["round"] - 1 + ahead
    return rounds[i][1] if 0 <= i < len(rounds) else "helicopter"
