"""Searching a Phase deck outside: 2 XP for the search, then the card, resolved at once by the searcher.

Bonus cards and special Phase items stay by the player's board; a Thing Attack is rolled like a Camp Event
Attack (a failure: a Strike and a Vulnerable card); Door Damage strikes the Camp Door; choices, instant
tiles and lockboxes offer XP instead (frame `phase_choice`). Every other card lands face up on the Phase Deck
Discard.
"""
from __future__ import annotations

from game.core.actions import Action

from . import build, harm, rolls
from .state import content


def search(s, seat: int, deck: str, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    pl["xp"] += content().camp["camp"]["phase_search_xp"]
    card = d["decks"][deck].pop()
    info = content().phase_cards[card]
    ev.append({"type": "phase_card", "seat": seat, "deck": deck, "card": card, "card_type": info["type"],
               "xp": content().camp["camp"]["phase_search_xp"]})
    kind = info["type"]
    if kind == "bonus":
        pl["bonuses"].append(info["bonus"])
    elif kind == "special":
        pl["specials"].append(card)
    elif kind == "door_damage":
        d["phase_discard"].append(card)
        harm.utility_strike(d, "door", ev, "Door Damage")
    elif kind == "thing_attack":
        d["phase_discard"].append(card)
        rolls.start(s, seat, "attack", "thing", ev)
    else:
        d["phase_discard"].append(card)
        d["frame"] = {"kind": "phase_choice", "seat": seat, "card": card}


def choice_legal(s, seat: int) -> list:
    d = s.d
    info = content().phase_cards[d["frame"]["card"]]
    out = [Action("take_xp")]
    if info["type"] == "lockbox":
        out.append(Action("open_lockbox"))
    elif _benefit_possible(d, seat, info):
        out.append(Action("take_benefit"))
    return out


def _benefit_possible(d: dict, seat: int, info: dict) -> bool:
    for eff in info["effects"]:
        if eff["do"] == "tile" and (d["tiles"].get(eff["item"], 0) <= 0
                                    or not build.room_for(d, seat, eff["item"], ())):
            return False
    return True


def choice_apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    info = content().phase_cards[d["frame"]["card"]]
    d["frame"] = {"kind": "turn", "seat": seat}
    if a.kind == "take_xp":
        pl["xp"] += info["xp"]
        ev.append({"type": "xp", "seat": seat, "n": info["xp"]})
    elif a.kind == "open_lockbox":
        got = rolls.roll_dice(s.rng, info["dice"])
        opened = got >= info["need"]
        ev.append({"type": "lockbox", "seat": seat, "dice": info["dice"], "successes": got, "opened": opened})
        if opened:
            benefit(d, seat, info["effects"], ev)
    else:
        benefit(d, seat, info["effects"], ev)


def benefit(d: dict, seat: int, effects: list, ev: list) -> None:
    pl = d["players"][seat]
    for eff in effects:
        do = eff["do"]
        if do == "bonus":
            pl["bonuses"].append(eff["n"])
            ev.append({"type": "bonus", "seat": seat, "n": eff["n"]})
        elif do == "stamina":
            harm.gain_stamina(d, seat, eff["n"], ev, "Phase card")
        elif do == "heal":
            harm.heal(d, seat, eff["n"], ev)
        elif do == "repair_door":
            for _ in range(eff["n"]):
                if d["door"] > 0:
                    d["door"] -= 1
                    ev.append({"type": "repaired", "seat": seat, "utility": "door", "strikes": d["door"]})
        elif do == "tile":
            build.take_tile(d, seat, eff["item"], ev)
