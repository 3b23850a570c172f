"""The fight arithmetic of the Survivors' heuristic (policy_survivors.py, policy_parasitoid.py): the
combat dice, the weapon uses a Survivor could make, the chance a fight reaches a value."""
from __future__ import annotations

from .. import sources
from ..combat import COMBAT_DIE
from ..state import card_id


def _content():
    return sources.content()


def item(uid: str) -> dict:
    """An item card's data ({} for a card this module's content does not know)."""
    return _content().items.get(card_id(uid), {})


_SUMS: dict = {}


def dice_sums(n: int) -> dict:
    """The distribution of the sum of n combat dice (of the content in use: a modder's die counts)."""
    faces = tuple(getattr(_content(), "combat_die", None) or COMBAT_DIE)
    hit = _SUMS.get((faces, n))
    if hit is None:
        dist = {0: 1.0}
        for _ in range(n):
            nxt = {}
            for s, p in dist.items():
                for f in faces:
                    nxt[s + f] = nxt.get(s + f, 0.0) + p / len(faces)
            dist = nxt
        hit = _SUMS[faces, n] = dist
    return hit


def weapon_uses(char_row: dict) -> list:
    """(plus, times, extra dice, uid) of each weapon use the Survivor could make now (and none)."""
    held = {card_id(u) for u in char_row["items"]}
    out = [(0, 1, 0, "")]
    for uid in char_row["items"]:
        for ab in item(uid).get("uses", ()):
            if ab["on"] != "weapon" or any(n not in held for n in ab.get("needs") or ()):
                continue
            plus, times, dice = 0, 1, 0
            for e in ab["effects"]:
                if e["kw"] == "COMBAT":
                    plus += e.get("plus") or 0
                    times *= e.get("times") or 1
                elif e["kw"] == "MOD" and e.get("stat") == "dice":
                    dice += e.get("n") or 0
            out.append((plus, times, dice, uid))
    return out


def fight_plus(char: str, armed: bool) -> int:
    plus = 0
    for ab in _content().survivors[char].get("abilities", ()):
        if ab["on"] == "fight" and (armed or not ab.get("armed")):
            plus += sum(e.get("plus") or 0 for e in ab["effects"] if e["kw"] == "COMBAT")
    return plus


def p_at_least(row: dict, use, need: int) -> float:
    plus, times, dice, uid = use
    n = max(0, 4 - row["fear"] + dice)
    plus += fight_plus(row["char"], bool(uid))
    return sum(p for s, p in dice_sums(n).items() if s * times + plus >= need)


def mean_var(row: dict, use) -> tuple:
    plus, times, dice, uid = use
    n = max(0, 4 - row["fear"] + dice)
    dist = dice_sums(n)
    plus += fight_plus(row["char"], bool(uid))
    mean = sum((s * times + plus) * p for s, p in dist.items())
    var = sum((s * times + plus - mean) ** 2 * p for s, p in dist.items())
    return mean, var
