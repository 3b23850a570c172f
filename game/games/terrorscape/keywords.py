"""The Killer's keywords (data/EFFECTS.md, "The Killer's keywords"), run from the effect queue d["fx"].

A skill card's effects are queued top to bottom; flow.advance runs the head of the queue whenever
no decision is waiting. Effects that need the Killer's choice (a step of MOVE/STEALTH, a destination,
a location or zone to target, a door to BLOCK, cards to RECOVER) push a "k_fx" frame that carries
the effect and its options (legal actions in killer.py), which then runs it with `resolve`.
MOVE, STEALTH (n steps or `to`), TELEPORT, SEARCH, SENSE, FEAR, BLOCK, DELAY, DAMAGE, ON_REAPPEAR,
ATTACK, DICE, NO_WEAPON, STRENGTH, DRAW, MILL, RECOVER, MOD; internal: RESHUFFLE. Eyebot's DROID,
OPERATE, PROGRAM run in eyebot.py (flow.advance hands them there); the Parasitoid's INFECT and FLESH in
parasitoid.py.
"""
from __future__ import annotations

from . import traits, variants_double
from .common import MAX_STRENGTH, injure, push, reveal
from .common import killer_mod as mod
from .encounter import begin
from .movement import all_doors, doors_at, secret_steps
from . import parasitoid
from .state import ev

HAND_LIMIT = 5
BLOCK_TOKENS = 14
FEAR_OVERWHELM = 3
CHOSEN = ("location", "zone")  # targets the Killer names


def area(state, target: str, rng: int = 0, token: str = "") -> frozenset:
    """The locations a target names (EFFECTS.md, "Targets"), for targets the Killer does not choose."""
    d = state.d
    board = state.board
    here = d["killer"]["loc"]
    if target == "here":
        return frozenset((here,))
    if target == "my_zone":
        return frozenset(board.zones[board.loc(here).zone])
    if target == "range":
        return board.within(here, rng or 0)
    if target == "noise":
        return frozenset(d["noise_known"])
    if target == "token":
        return frozenset((token or here,))
    if target == "all":
        return frozenset(board.codes)
    if target == "defender":
        enc = d["enc"]
        return frozenset((enc["loc"],)) if enc else frozenset()
    return frozenset()


def destinations(state, eff: dict) -> list:
    """Where a STEALTH or TELEPORT with `to` may take the Killer."""
    d = state.d
    k = d["killer"]
    to = eff.get("to")
    if to == "range":
        return sorted(state.board.within(k["loc"], eff.get("range") or 0) - {k["loc"]})
    if to == "zone":
        return [c for c in state.board.codes if c != k["loc"]]
    if to == "noise":
        return sorted(set(d["noise_known"]) - {k["loc"]})
    if to == "passage":
        return secret_steps(state, k["loc"])
    if to == "delay":
        return sorted({t["loc"] for t in k["delay"]} - {k["loc"]})
    if to == "droid":
        return sorted(set(k.get("droids", ())) - {k["loc"]})
    return []


def chosen_options(state, eff: dict) -> list:
    """The zones, or the locations, a Killer may name for `target = "zone" | "location"`: a location
    within `range` of the Killer when the effect gives one ("Choose a location within range 2")."""
    board = state.board
    if eff["target"] == "zone":
        return list(board.zones)
    if eff.get("range") is not None:
        near = board.within(state.d["killer"]["loc"], eff["range"])
        return [c for c in board.codes if c in near]
    return list(board.codes)


def block_options(state, eff: dict) -> list:
    d = state.d
    target = eff.get("target") or "any"
    if target == "any":
        doors = all_doors(state)
    else:
        places = area(state, "here" if target == "here" else "range", eff.get("range") or 0)
        doors = sorted({e for p in places for e in doors_at(state, p)})
    return [e for e in doors if e not in d["blocks"]]


def enter_stealth(state, events: list) -> None:
    k = state.d["killer"]
    if not k["stealth"]:
        k["stealth"] = True
        k["seen"] = k["loc"]
        events.append(ev("stealth", f"{state.killer_name()} vanishes into STEALTH at {state.loc_name(k['loc'])}.",
                         loc=k["loc"]))


def ask(state, eff: dict, options: list, **more) -> None:
    push(state, {"t": "k_fx", "seat": state.d["killer"]["seat"], "kw": eff["kw"], "eff": eff,
                 "options": list(options), **more})


def run_next(state, events: list) -> None:
    d = state.d
    eff = d["fx"][0]
    kw = eff["kw"]
    k = d["killer"]
    if kw in ("MOVE", "STEALTH") and not eff.get("to"):
        if "left" not in eff:
            eff["left"] = eff.get("n") or 1
            if kw == "STEALTH":
                enter_stealth(state, events)
        if eff["left"] <= 0:
            d["fx"].pop(0)
        else:
            push(state, {"t": "k_fx", "seat": k["seat"], "kw": kw, "must": eff.get("must", False)})
        return
    if kw == "BLOCK":
        if "left" not in eff:
            eff["left"] = eff.get("n") or 1
        options = block_options(state, eff)
        if eff["left"] <= 0 or not options:
            d["fx"].pop(0)
        else:
            ask(state, eff, options, take=len(d["blocks"]) >= BLOCK_TOKENS)
        return
    d["fx"].pop(0)
    if kw in ("STEALTH", "TELEPORT"):
        if kw == "STEALTH":
            enter_stealth(state, events)
        options = destinations(state, eff)
        if options:
            ask(state, eff, options)
    elif kw == "RECOVER":
        if k["discard"]:
            ask(state, eff, k["discard"], left=min(eff.get("n") or 1, len(k["discard"])))
    elif kw in ("SENSE", "FEAR", "DAMAGE", "INFECT") and eff.get("target") in CHOSEN:
        ask(state, eff, chosen_options(state, eff))
    elif kw == "DELAY" and (eff.get("target") or "here") == "range":
        ask(state, eff, sorted(state.board.within(k["loc"], eff.get("range") or 0)))
    else:
        resolve(state, eff, None, events)


def resolve(state, eff: dict, choice, events: list) -> None:
    """Run one effect; `choice` is the Killer's answer where it was asked (a location, zone, door, card)."""
    d = state.d
    k = d["killer"]
    kw = eff["kw"]
    target = eff.get("target") or "here"
    if choice is not None and target == "zone":
        where = frozenset(state.board.zones[choice])
    elif choice is not None and target == "location":
        where = frozenset((choice,))
    else:
        where = area(state, target, eff.get("range") or 0, eff.get("token", ""))
    if kw == "SEARCH":
        search(state, events)
    elif kw == "SENSE":
        sense(state, where, describe_area(state, target, choice, eff), events)
    elif kw == "FEAR":
        for char in state.survivors():
            if d["surv"][char]["loc"] in where:
                for _ in range(eff.get("n") or 1):
                    fear(state, char, events)
    elif kw == "DAMAGE":
        hit = [c for c in state.survivors() if d["surv"][c]["loc"] in where]
        events.append(ev("damage", f"{state.killer_name()} strikes {describe_area(state, target, choice, eff)}: "
                         + (", ".join(state.name(c) for c in hit) or "nobody") + ".", found=hit,
                         where=sorted(where)))
        for char in hit:
            if d["result"] is None:
                injure(state, char, events, "direct damage")
    elif kw == "DELAY":
        loc = choice if choice is not None else k["loc"]
        k["delay"].append({"loc": loc, "effects": [dict(e, token=loc) for e in eff["effects"]],
                           "secret": k["stealth"]})
        events.append(ev("delay", "A DELAY token is placed.", secret=k["stealth"],
                         loc=None if k["stealth"] else loc, private=state.private_to_killer({"loc": loc})))
    elif kw == "ON_REAPPEAR":
        k["on_reappear"].extend(dict(e) for e in eff["effects"])
    elif kw in ("ATTACK", "DICE", "NO_WEAPON"):
        enc = d["enc"]
        if enc is not None:
            if kw == "ATTACK":
                enc["bonus"] += eff.get("n") or 0
            elif kw == "DICE":
                enc["dice"] += eff.get("n") or 0
            else:
                enc["no_weapon"] = True
    elif kw == "STRENGTH":
        k["strength"] = max(1, min(MAX_STRENGTH, k["strength"] + (eff.get("n") or 0)))
        events.append(ev("strength", f"{state.killer_name()}'s strength is now {k['strength']}.",
                         strength=k["strength"]))
    elif kw == "MOD":
        mods = k.setdefault("mods", {})
        mods[eff["stat"]] = mods.get(eff["stat"], 0) + (eff.get("n") or 0)
    elif kw == "DRAW":
        draw(state, eff, events)
    elif kw == "MILL":
        mill(state, eff, events)
    elif kw == "UNLOCK":
        unlock(state, eff["level"], events)
    elif kw in ("INFECT", "FLESH"):
        parasitoid.resolve(state, eff, where, events)
    elif kw == "LEVEL_UP":  # internal: Separate Ways gives a level for each elimination
        level_up(state, events)
    elif kw == "RESHUFFLE":
        k["deck"].extend(k["discard"])
        k["discard"].clear()
        state.rng.shuffle(k["deck"])
        events.append(ev("reshuffle", f"{state.killer_name()} shuffles the discard pile into a new deck."))
    else:
        raise AssertionError(f"effect {kw} is not built yet")


def describe_area(state, target: str, choice, eff: dict) -> str:
    if target == "zone":
        return f"the {choice} zone"
    if target == "location":
        return state.loc_name(choice)
    if target == "range":
        return f"within {eff.get('range') or 0} of {state.killer_name()}"
    if target == "my_zone":
        return f"the {state.board.loc(state.d['killer']['loc']).zone} zone"
    return {"here": "its location", "noise": "the noisy locations", "all": "everywhere"}.get(target, target)


def search(state, events: list) -> None:
    """[SEARCH]: the Survivors at the Killer's location must say so; an encounter follows."""
    k = state.d["killer"]
    if k["stealth"]:
        reappear(state, events)
    here = state.at(k["loc"])
    if not here:
        events.append(ev("search", f"{state.killer_name()} searches {state.loc_name(k['loc'])}: nobody.",
                         loc=k["loc"], found=[]))
        return
    events.append(ev("search", f"{state.killer_name()} searches {state.loc_name(k['loc'])} and finds "
                     f"{', '.join(state.name(c) for c in here)}!", loc=k["loc"], found=here))
    begin(state, k["loc"], events)


def reappear(state, events: list) -> None:
    k = state.d["killer"]
    k["stealth"] = False
    k["seen"] = k["loc"]
    k["reappeared"] = k["loc"]  # public, and kept: the step may move it on (DELAY) before anyone decides
    for token in k["delay"]:
        token["secret"] = False
    # step I.2: the "when reappearing" effects of its STEALTH card (and of its traits)
    state.d["fx"][:0] = k["on_reappear"] + traits.killer_effects(state, "reappear")
    k["on_reappear"] = []
    events.append(ev("reappear", f"{state.killer_name()} reappears at {state.loc_name(k['loc'])}.", loc=k["loc"],
                     delays=[t["loc"] for t in k["delay"]]))


def sense(state, where, words: str, events: list) -> None:
    """[SENSE]: the Survivors must say exactly who is in `where` (a set of locations)."""
    found = [c for c in state.survivors() if state.d["surv"][c]["loc"] in where]
    for c in found:
        state.d["sightings"].append({"round": state.d["round"], "char": c, "where": sorted(where), "why": "sense"})
    events.append(ev("sense", f"{state.killer_name()} senses {words}: "
                     + (", ".join(state.name(c) for c in found) or "nobody") + ".", where=sorted(where), found=found))


def fear(state, char: str, events: list) -> None:
    s = state.d["surv"][char]
    s["fear"] += 1
    events.append(ev("fear", f"{state.name(char)} gains a fear token ({s['fear']}).", char=char, fear=s["fear"]))
    if s["fear"] >= FEAR_OVERWHELM:
        reveal(state, char, s["loc"], "overwhelmed by fear", events)
        s["fear"] = 2


# -- the deck: drawing, discarding from it, levelling up ---------------------------------------
def top_card(state, eff: dict, events: list):
    """The next card of the deck for DRAW / MILL, or None: an empty deck levels the Killer up first
    (the effect then goes on after the reshuffle), and stays None if even the reshuffle gave nothing."""
    k = state.d["killer"]
    if eff["n"] <= 0:
        return None
    if not k["deck"]:
        if not eff.get("leveled"):
            state.d["fx"][:0] = [{"kw": "RESHUFFLE"}, dict(eff, leveled=True)]
            level_up(state, events)
        return None
    if eff["n"] > 1:
        state.d["fx"].insert(0, {"kw": eff["kw"], "n": eff["n"] - 1})
    return k["deck"].pop()


def draw(state, eff: dict, events: list) -> None:
    """One card drawn (the rest of the DRAW queued): into the hand, or discarded when the hand is full."""
    k = state.d["killer"]
    uid = top_card(state, eff, events)
    if uid is None:
        return
    if len(k["hand"]) < HAND_LIMIT + mod(state, "hand_limit"):
        k["hand"].append(uid)
        text = f"You draw {state.skill_name(uid)}."
    else:
        k["discard"].append(uid)
        text = f"Your hand is full: {state.skill_name(uid)} is discarded."
    events.append(ev("killer_draw", f"{state.killer_name()} draws a card.",
                     private=state.private_to_killer({"card": uid, "text": text})))


def mill(state, eff: dict, events: list) -> None:
    """One card discarded from the top of the deck (the rest of the MILL queued)."""
    uid = top_card(state, eff, events)
    if uid is not None:
        state.d["killer"]["discard"].append(uid)
        # the deck and the discard pile lie behind the screen: the Survivors hear that a card went, not which
        events.append(ev("killer_mill", f"{state.killer_name()} discards the top card of its deck.",
                         private=state.private_to_killer({"card": uid, "text": f"{state.killer_name()} discards "
                                                          f"{state.skill_name(uid)} from the deck."})))


def level_up(state, events: list) -> None:
    """The deck ran out: next level, its effect, ultimate cards unlocked (then the caller reshuffles)."""
    d = state.d
    k = d["killer"]
    info = state.content.killers[k["id"]]
    if k["level"] >= info["max_level"]:
        return  # designed: past the top level an empty deck is only reshuffled
    k["level"] += 1
    level = info["levels"].get(k["level"]) or info["levels"].get(str(k["level"])) or {}
    events.append(ev("level_up", f"{state.killer_name()} reaches level {k['level']}.", level=k["level"]))
    variants_double.level_up_other(state, events)  # Double Trouble: both Killers level up
    # the level's effect, then the cards it unlocks, then (queued by the caller) the reshuffle
    d["fx"][:0] = [dict(e) for e in level.get("effects", ())] + [{"kw": "UNLOCK", "level": k["level"]}] \
        + traits.killer_effects(state, "level_up")


def unlock(state, level: int, events: list) -> None:
    """Ultimate cards of this level join the hand (a full hand may make room by a discard, or leave it)."""
    k = state.d["killer"]
    info = state.content.killers[k["id"]]
    for uid in list(k["locked"]):
        if info["ultimate"].get(uid.rsplit(".", 1)[0]) == level:
            k["locked"].remove(uid)
            events.append(ev("unlock", f"{state.killer_name()} unlocks {state.skill_name(uid)}.", card=uid))
            # asked with a full hand or not (killer.legal): a question only for a full hand would tell
            push(state, {"t": "k_unlock", "seat": k["seat"], "card": uid})
