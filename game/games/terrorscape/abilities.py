"""Survivor abilities as tscards' vocabulary writes them (data/EFFECTS.md, "Abilities"): a table
{on, effects, at, needs, armed, once, level} carried by an item (`uses`) or a Survivor (`abilities`).

A source is an item uid the Survivor holds, or "@<char>" for the character's own abilities.
This module answers: which abilities of a kind a Survivor may use now, the passive MODs, and the
few card kinds the rules name (a Key, the Cat, the Secret Map).
"""
from __future__ import annotations

from .state import card_id

BASE_STATS = {"move": 2, "flee": 1, "dice": 0, "combat": 0, "inventory": 3, "repair": 0, "analyze_range": 1,
              "discover_draw": 2, "discover_keep": 1, "search_draw": 1, "showdown_health": 20}


def effects_kw(ability: dict) -> set:
    return {e["kw"] for e in ability.get("effects", ())}


def item_has(item: dict, kw: str) -> bool:
    return any(kw in effects_kw(u) for u in item.get("uses", ()))


def is_key(state, uid: str) -> bool:
    return item_has(state.item(uid), "KEY")


def is_cat(state, uid: str) -> bool:
    return item_has(state.item(uid), "CAT")


def abilities(state, char: str):
    """(source, index, ability) for every ability the Survivor has: held items, its own, its traits."""
    for uid in state.d["surv"][char]["items"]:
        for i, ab in enumerate(state.item(uid).get("uses", ())):
            yield uid, i, ab
    for i, ab in enumerate(state.content.survivors[char].get("abilities", ())):
        yield "@" + char, i, ab
    for tid in (state.d.get("traits") or {}).get("survivor", {}).get(char, ()):  # Variant 1 (traits.py)
        for i, ab in enumerate(state.content.traits[tid]["abilities"]):
            yield "#" + tid, i, ab


def is_item(src: str) -> bool:
    """A source that is an item card (not "@<char>", the character's own, nor "#<trait>")."""
    return src[:1] not in ("@", "#")


def ability(state, src: str, i: int) -> dict:
    if src.startswith("#"):
        return state.content.traits[src[1:]]["abilities"][i]
    if src.startswith("@"):
        return state.content.survivors[src[1:]]["abilities"][i]
    return state.item(src)["uses"][i]


def once_key(char: str, src: str, i: int) -> str:
    """What a once-a-turn/game use is remembered by: the Survivor and its own ability or trait; an item
    card by itself, whoever holds it (Zach's Wrench handed over is still used up for the turn)."""
    if is_item(src):
        return f"*|{card_id(src)}|{i}"
    return f"{char}|{src}|{i}"


def conditions_met(state, char: str, src: str, i: int, ab: dict) -> bool:
    d = state.d
    loc = d["surv"][char]["loc"]
    at = ab.get("at") or ""
    if at:
        if at == "secret_passage":
            if not any(kind == "secret" for _, kind, _ in state.board.links(loc)):
                return False
        elif at not in state.board.loc(loc).kinds:
            return False
    needs = ab.get("needs") or ()
    if needs:
        held = {card_id(u) for u in d["surv"][char]["items"]}
        if any(n not in held for n in needs):
            return False
    if (ab.get("level") or 0) > d["killer"]["level"]:
        return False
    once = ab.get("once") or ""
    if once:
        key = once_key(char, src, i)
        if key in (d["once_game"] if once == "game" else d["once_turn"]):
            return False
    if is_item(src) and state.item(src).get("charges"):
        if d["charges"].get(src, state.item(src)["charges"]) <= 0:
            return False
    return True


def usable(state, char: str, on: str) -> list:
    """(source, index, ability) of kind `on` the Survivor may use now."""
    return [(src, i, ab) for src, i, ab in abilities(state, char)
            if ab["on"] == on and conditions_met(state, char, src, i, ab)]


def mark_used(state, char: str, src: str, i: int, ab: dict) -> None:
    once = ab.get("once") or ""
    if once:
        (state.d["once_game"] if once == "game" else state.d["once_turn"]).append(once_key(char, src, i))


def stat(state, char: str, name: str) -> int:
    """A number the rules use for this Survivor, with the MODs of its passive abilities."""
    value = BASE_STATS.get(name, 0)
    for src, i, ab in abilities(state, char):
        if ab["on"] == "always" and conditions_met(state, char, src, i, ab):
            for e in ab["effects"]:
                if e["kw"] == "MOD" and e.get("stat") == name:
                    value += e.get("n", 0)
    return value


def has_passive(state, char: str, kw: str) -> bool:
    return any(ab["on"] == "always" and kw in effects_kw(ab) for _, _, ab in abilities(state, char))


def max_health(state, char: str) -> int:
    """The Survivor's health points: the board's (2), with MODs on health (a Tough trait: 3)."""
    return state.content.survivors[char]["health"] + stat(state, char, "health")


def spend_once_mods(state, char: str, name: str) -> None:
    """A once-limited passive MOD on `name` has just been used (Hoarder's second kept card)."""
    for src, i, ab in abilities(state, char):
        if ab["on"] == "always" and ab.get("once") and conditions_met(state, char, src, i, ab) and any(
                e["kw"] == "MOD" and e.get("stat") == name for e in ab["effects"]):
            mark_used(state, char, src, i, ab)
