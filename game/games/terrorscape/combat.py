"""A Survivor's combat value (Encounter and Attack; Final Showdown step 3): one weapon at most (an
ability `on = "weapon"` of a held item), its COMBAT effect and the fighter's `on = "fight"`
abilities, on (4 minus fear) combat dice. Frames: "defend" (the team picks who fights next) and
"weapon" (the fighter picks a weapon or none), shared by encounters and the Final Showdown.
"""
from __future__ import annotations

from game.core.actions import maker
from game.core.log_words import and_list

from .abilities import abilities, conditions_met, is_item, mark_used, stat, usable
from .common import discard_item, spend
from .state import card_id, ev

DICE = 4
DEFEND, WEAPON = maker("defend", "char"), maker("weapon", "src", "i")
NO_WEAPON = WEAPON("", 0)
COMBAT_DIE = (0, 0, 1, 2, 2, 3)  # designed (data/survivors.toml): used when the content names no die faces


def legal(state, frame: dict) -> list:
    if frame["t"] == "defend":
        return [DEFEND(c) for c in frame["left"]]
    enc = state.d["enc"]
    if frame["for"] == "enc" and enc and enc.get("no_weapon"):
        return [NO_WEAPON]
    return [WEAPON(src, i) for src, i, _ in usable(state, frame["char"], "weapon")
            if is_item(src)] + [NO_WEAPON]


def roll(state, char: str, src: str, i: int, events: list, extra_dice: int = 0) -> int:
    """Roll for `char` with the weapon ability (src, i) (src "" for none): the combat value, with the
    weapon spent unless infinite (or a charge spent). The weapon's and the fighter's `fight` effects
    and, in the Final Showdown, the tactic's (d["showdown"]["boosts"]) all count: COMBAT (x times,
    + plus), MOD dice / combat for this fight, REROLL (see reroll)."""
    d = state.d
    s = d["surv"][char]
    faces_of = getattr(state.content, "combat_die", None) or COMBAT_DIE
    plus, times, words = stat(state, char, "combat"), 1, ""
    boosts = []
    if src:
        ab = state.item(src)["uses"][i]
        boosts.append(ab)
        words = f" with the {state.item_name(src)}"
        mark_used(state, char, src, i, ab)
    for _, _, fab in _fight(state, char):
        if not fab.get("armed") or src:
            boosts.append(fab)
    if d.get("showdown"):
        boosts += d["showdown"].get("boosts", [])
    more_dice = rerolls = 0
    for ab in boosts:
        for e in ab["effects"]:
            if e["kw"] == "COMBAT":
                plus += e.get("plus") or 0
                times *= e.get("times") or 1
            elif e["kw"] == "MOD" and e.get("stat") in ("dice", "combat"):
                if e["stat"] == "dice":
                    more_dice += e.get("n") or 0
                else:
                    plus += e.get("n") or 0
            elif e["kw"] == "REROLL":
                rerolls = max(rerolls, e.get("n") or 1)
            elif e["kw"] == "DISCARD":
                spent = next((u for u in s["items"] if card_id(u) == e["item"]), None)
                if spent:
                    s["items"].remove(spent)
                    discard_item(state, spent)
    dice = max(0, DICE - s["fear"] + stat(state, char, "dice") + extra_dice + more_dice)
    faces = [faces_of[state.rng.randbelow(len(faces_of))] for _ in range(dice)]
    faces = reroll(state, faces, faces_of, rerolls)
    if src:
        spend(state, char, src, events)
    value = max(0, sum(faces) * times + plus)
    events.append(ev("combat_roll", f"{state.name(char)} fights{words}: rolled {and_list(faces, 'no dice')}, {value} in all.", char=char,
                     weapon=src, faces=faces, value=value))
    return value


def reroll(state, faces: list, faces_of, n: int) -> list:
    """REROLL up to n dice once. # designed: the fighter rerolls only dice below the die's average
    face (on 0,0,1,2,2,3 the blanks and the 1), lowest first: such a die can only gain on average, so this is
    the reroll every player makes; a die at or above average is kept."""
    if n <= 0:
        return faces
    mean = sum(faces_of) / len(faces_of)
    low = sorted((f, j) for j, f in enumerate(faces) if f < mean)[:n]
    out = list(faces)
    for _, j in low:
        out[j] = faces_of[state.rng.randbelow(len(faces_of))]
    return out


def _fight(state, char: str):
    return [(src, i, ab) for src, i, ab in abilities(state, char)
            if ab["on"] == "fight" and conditions_met(state, char, src, i, ab)]
