"""The heuristic's card play in The Thing: the card windows (a roll, a battle of the Final Confrontation, The Thing
Attacks!, the Thing's free moment) and the reaction round (Cheating, Bitch!; a snuff card).

Outpost players spend neither too freely nor too meanly: a card goes into a roll only while the roll falls short
(the window goes round again if the Thing answers), the cheapest card that closes the gap first, nothing when
the hand cannot close it (unless it is a battle of the Final Confrontation, where losing ends the game); burn
cards are kept for The Thing Attacks! but one; a burn card ends an attack on their site. Anytime cards are used
when they pay: a peek on the NPC they are least sure of, a sedative on the likeliest Thing, draws and task tokens
at once. Infected players help a roll only when it already passes (it looks good and costs nothing), never in
the last battles, and cancel only the card that would win a battle of the Final Confrontation.
The Thing plays its minus cards when a roll that matters passes by little, strengthens an attack the discards
would blunt, and snuffs burn cards on its attacks.
"""
from __future__ import annotations

from ..info import THING_SEAT
from .policy_common import (KEEP_BURN, chances, gain, importance, infected_me, kind, me_of, successes, worth)


# -- the reaction round ------------------------------------------------------------------------------------
def react(view, legal, rng, memory):
    cancels = [a for a in legal if a.kind == "cancel"]
    if not cancels:
        return legal[0]
    top = view["stack"][-1]
    by, cid = top["seat"], top["card"]
    mine = cancels[0]
    seat = view["seat"]
    if seat == THING_SEAT:  # a snuff card: only ever offered against a burn card
        if view.get("attack") or _flips(view, cid, against_outpost=False):
            return mine
        return of_pass(legal)
    by_thing = by == THING_SEAT or view["players"][by]["revealed"]
    if infected_me(view):
        if not by_thing and _flips(view, cid, against_outpost=False) and (view.get("roll") or {}).get("site") == "final":
            return mine  # the card that would win a battle of the last fight
        return of_pass(legal)
    if not by_thing:
        return of_pass(legal)
    if cid == "infection":
        target = top["target"]
        if isinstance(target, int):
            return mine  # a multi-player card (its target a seat): perhaps "You are now a Thing!" for one of us
        return mine if rng.randbelow(3) == 0 else of_pass(legal)
    k = kind(cid)
    if k == "snuff" or k == "destroy" or (k == "attack_plus" and view.get("attack")):
        return mine
    if _flips(view, cid, against_outpost=True) and importance(view) >= 1.5:
        return mine
    return of_pass(legal)


def _flips(view, cid, against_outpost: bool) -> bool:
    """Would the card turn the roll in progress: a pass into a failure (against_outpost) or the reverse?"""
    roll = view.get("roll")
    if not roll or cid == "infection":
        return False
    now = successes(roll)
    after = now + gain(cid, roll)
    if against_outpost:
        return now >= roll["need"] > after
    return now < roll["need"] <= after + 0.5


def of_pass(legal):
    return next((a for a in legal if a.kind == "pass"), legal[-1])


# -- the card windows ---------------------------------------------------------------------------------------
def window(view, legal, rng, memory):
    if len(legal) == 1:
        return legal[0]
    ctx = view["window"]["ctx"]
    seat = view["seat"]
    if seat == THING_SEAT or view["players"][seat]["revealed"]:
        return thing_window(view, legal, rng, memory, ctx)
    if infected_me(view):
        return _infected_window(view, legal, rng, memory, ctx)
    escape = next((a for a in legal if a.kind == "use"), None)
    if escape is not None:  # a finished Radio or Helicopter: out at once, as El Capitan does at a round's end
        return escape
    if ctx == "attack":
        return _outpost_attack(view, legal)
    pick = None
    if ctx in ("roll", "battle"):
        pick = _outpost_roll(view, legal, memory)
    return pick or anytime(view, legal, rng, memory) or of_pass(legal)


def _plays(legal):
    return [a for a in legal if a.kind == "play"]


def _outpost_attack(view, legal):
    burns = [a for a in _plays(legal) if kind(a["card"]) == "burn"]
    if burns:
        return min(burns, key=lambda a: worth(a["card"]))
    shields = [a for a in _plays(legal) if kind(a["card"]) == "shield"]
    left = view["attack"]["strength"] - sum(view["players"][x]["hand_size"] for x in _at_attack(view))
    if shields and left > 0:
        return shields[0]
    return of_pass(legal)


def _at_attack(view) -> list:
    site = view["attack"]["site"]
    return [x for x, row in enumerate(view["players"]) if x != THING_SEAT and not row["dead"] and row["char"]
            and view["chars"][row["char"]]["site"] == site and not row["revealed"]]


def _outpost_roll(view, legal, memory):
    roll = view["roll"]
    short = roll["need"] - successes(roll)
    if short <= 0:
        return None
    final = roll["site"] == "final"
    hand = me_of(view)["hand"]
    burns_held = sum(1 for c in hand if kind(c) == "burn")
    options = []
    for a in legal:
        if a.kind == "play" and kind(a["card"]) in ("dice", "success", "burn", "reroll", "target"):
            if kind(a["card"]) == "burn" and not final and burns_held <= KEEP_BURN:
                continue
            options.append((gain(a["card"], roll), worth(a["card"]), a))
        elif a.kind == "discard_dice":
            options.append((2 * (7 - _target(roll)) / 6.0, worth(a["card"]) + 1.0, a))
        elif a.kind == "barricade":
            options.append((2.0, 0.0, a))
    if not options:
        return None
    total = sum(g for g, _, _ in options)
    if total + 0.5 < short and not final and importance(view) < 2.0:
        return None  # the hand cannot save it: keep the cards
    closing = [o for o in options if o[0] + 0.35 >= short]
    if closing:
        return min(closing, key=lambda o: (o[1], -o[0]))[2]
    return max(options, key=lambda o: (o[0] / (1.0 + o[1]), o[0]))[2]


def _target(roll):
    return min(6, max(2, roll["target"] + roll["target_mod"]))


def _infected_window(view, legal, rng, memory, ctx):
    """An infected Outpost player: a cheap card into a roll that already passes (cover), never anything else that
    helps; a burn card against an attack on its own site (to keep its hand, as a human would)."""
    if ctx == "attack":
        return _outpost_attack(view, legal)
    if ctx == "roll":
        roll = view["roll"]
        if successes(roll) >= roll["need"] + 1 and rng.randbelow(3) == 0:
            cheap = [a for a in _plays(legal) if kind(a["card"]) == "dice" and worth(a["card"]) <= 3]
            if cheap:
                return cheap[0]
    draws = [a for a in _plays(legal) if kind(a["card"]) in ("draw", "peek")]
    return draws[0] if draws else of_pass(legal)


def anytime(view, legal, rng, memory):
    """An Outpost player's anytime cards, when they pay."""
    npcs, seats = chances(view, memory)
    best = None
    for a in _plays(legal):
        k = kind(a["card"])
        if k in ("draw", "task", "thing_discard"):
            return a
        if k == "coast_remove" and (view["coast"] or 0) >= 3:
            return a
        if k == "saucer_remove" and view["saucer"] >= 2:
            return a
        if k == "peek":
            p = npcs.get(a["target"])
            if p is not None and 0.15 < p < 0.85 and a["target"] not in me_of(view).get("known", {}):
                score = 1.0 - abs(p - 0.5)
                if best is None or score > best[0]:
                    best = (score, a)
        if k == "longjohns":
            x, y = a["target"].split("+")
            score = 0.9 * (1.0 - abs(npcs.get(x, 0) - 0.5)) * (1.0 - abs(npcs.get(y, 0) - 0.5))
            if best is None or score > best[0]:
                best = (score, a)
        if k == "sedate" and npcs.get(a["target"], 0) >= 0.5:
            score = npcs[a["target"]]
            if best is None or score > best[0]:
                best = (score, a)
        if k == "capitan" and view["capitan"] is not None and seats[view["capitan"]] >= 0.5:
            return a
    return best[1] if best else None


# -- the Thing's side -------------------------------------------------------------------------------------
def thing_window(view, legal, rng, memory, ctx):
    plays = _plays(legal)
    if ctx in ("roll", "battle"):
        roll = view["roll"]
        now = successes(roll)
        # A card that makes the Outpost players discard goes first, while they still hold cards.
        discards = [a for a in plays if kind(a["card"]) == "discard"]
        if discards and ctx == "roll" and rng.randbelow(2) == 0:
            return discards[0]
        if now >= roll["need"]:
            margin = now - roll["need"] + 1
            hurts = sorted((a for a in plays if kind(a["card"]) in ("minus", "target_up")),
                           key=lambda a: gain(a["card"], roll))
            reach = -sum(gain(a["card"], roll) for a in hurts)
            if hurts and (reach >= margin or ctx == "battle") and importance(view) * 2 + rng.randbelow(3) >= 3:
                fit = [a for a in hurts if -gain(a["card"], roll) >= margin]
                return min(fit, key=lambda a: worth(a["card"])) if fit else hurts[0]
    if ctx == "attack":
        pluses = [a for a in plays if kind(a["card"]) == "attack_plus"]
        left = view["attack"]["strength"] - sum(view["players"][x]["hand_size"] for x in _at_attack(view))
        if pluses and left > -2:
            return pluses[0]
    return thing_anytime(view, plays, rng) or of_pass(legal)


def thing_anytime(view, plays, rng):
    """The Thing's anytime cards: the saucer's cards, the Coast, draws, task tokens off the escape tasks,
    a task destroyed once the Radio or the Helicopter is half done."""
    for a in plays:
        k = kind(a["card"])
        if k in ("saucer", "coast", "draw"):
            return a
        if k == "task_minus":
            t = a["target"]
            if t in ("radio", "helicopter") or view["tasks"][t]["tokens"] >= 3:
                return a
        if k == "destroy" and any(view["tasks"][t]["tokens"] >= 5 and not view["tasks"][t]["destroyed"]
                                  for t in ("radio", "helicopter")):
            return a
        if k == "discard" and any(row["hand_size"] >= 3 for x, row in enumerate(view["players"]) if x != THING_SEAT):
            if view.get("roll") is not None:
                return a
    return None
