"""The Killer's keywords, run from the effect queue d["fx"] (Key Words; The Killer's Turn).

A skill card's effects are queued top to bottom; flow.advance runs the head of the queue whenever
no decision is waiting. Effects that need the Killer's choice push a "k_fx" frame (its legal
actions are in killer.py). Internal effects: DRAW / MILL (draw into hand, discard from the deck:
an empty deck levels the Killer up) and RESHUFFLE.
Vocabulary: MOVE n, STEALTH n, SEARCH, SENSE (zone|location = "choose", or range n), FEAR (range n,
or target = "choose"), BLOCK n, DELAY {effects}, STRENGTH n (attack cards).
"""
from __future__ import annotations

from .common import MAX_STRENGTH, push, reveal
from .encounter import begin
from .movement import all_doors
from .state import ev

HAND_LIMIT = 5
BLOCK_TOKENS = 14
FEAR_OVERWHELM = 3


def run_next(state, events: list) -> None:
    d = state.d
    eff = d["fx"][0]
    kw = eff["kw"]
    k = d["killer"]
    seat = k["seat"]
    if kw in ("MOVE", "STEALTH"):
        if "left" not in eff:
            eff["left"] = eff.get("n", 1)
            if kw == "STEALTH" and not k["stealth"]:
                k["stealth"] = True
                k["seen"] = k["loc"]
                events.append(ev("stealth", f"{state.killer_name()} vanishes into STEALTH at "
                                 f"{state.loc_name(k['loc'])}.", loc=k["loc"]))
        if eff["left"] <= 0:
            d["fx"].pop(0)
        else:
            push(state, {"t": "k_fx", "seat": seat, "kw": kw, "must": eff.get("must", False)})
        return
    if kw in ("SENSE",) and (eff.get("zone") == "choose" or eff.get("location") == "choose"):
        push(state, {"t": "k_fx", "seat": seat, "kw": "SENSE", "what": "zone" if eff.get("zone") else "location"})
        d["fx"].pop(0)
        return
    if kw == "FEAR" and eff.get("target") == "choose":
        push(state, {"t": "k_fx", "seat": seat, "kw": "FEAR"})
        d["fx"].pop(0)
        return
    if kw == "BLOCK":
        if "left" not in eff:
            eff["left"] = eff.get("n", 1)
        if eff["left"] <= 0 or not any(e not in d["blocks"] for e in all_doors(state)):
            d["fx"].pop(0)
        else:
            push(state, {"t": "k_fx", "seat": seat, "kw": "BLOCK", "take": len(d["blocks"]) >= BLOCK_TOKENS})
        return
    d["fx"].pop(0)
    if kw == "SEARCH":
        search(state, events)
    elif kw == "SENSE":
        sense(state, state.board.within(k["loc"], eff.get("range", 0)), f"within {eff.get('range', 0)} of "
              f"{state.killer_name()}", events)
    elif kw == "FEAR":
        for char in state.survivors():
            if state.d["surv"][char]["loc"] in state.board.within(k["loc"], eff.get("range", 0)):
                fear(state, char, events)
    elif kw == "DELAY":
        k["delay"].append({"loc": k["loc"], "effects": eff["effects"], "secret": k["stealth"]})
        events.append(ev("delay", "A DELAY token is placed.", secret=k["stealth"],
                         loc=None if k["stealth"] else k["loc"],
                         private=state.private_to_killer({"loc": k["loc"]})))
    elif kw == "STRENGTH":
        if d["enc"] is not None:
            d["enc"]["bonus"] += eff.get("n", 0)
    elif kw == "DRAW":
        draw(state, eff, events)
    elif kw == "MILL":
        mill(state, eff, events)
    elif kw == "RESHUFFLE":
        k["deck"].extend(k["discard"])
        k["discard"].clear()
        state.rng.shuffle(k["deck"])
        events.append(ev("reshuffle", f"{state.killer_name()} shuffles the discard pile into a new deck."))
    else:
        raise AssertionError(f"unknown effect {kw}")


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
    for token in k["delay"]:
        token["secret"] = False
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
def draw(state, eff: dict, events: list) -> None:
    k = state.d["killer"]
    if eff["n"] <= 0:
        return
    if not k["deck"]:
        if eff.get("leveled"):
            return  # nothing left to draw even after the reshuffle
        state.d["fx"][:0] = [{"kw": "RESHUFFLE"}, dict(eff, leveled=True)]
        level_up(state, events)
        return
    uid = k["deck"].pop()
    if len(k["hand"]) < HAND_LIMIT:
        k["hand"].append(uid)
        events.append(ev("killer_draw", f"{state.killer_name()} draws a card.",
                         private=state.private_to_killer({"card": uid, "text": f"You draw {state.skill_name(uid)}."})))
    else:
        k["discard"].append(uid)
        events.append(ev("killer_draw", f"{state.killer_name()} draws a card.", private=state.private_to_killer(
            {"card": uid, "text": f"Your hand is full: {state.skill_name(uid)} is discarded."})))
    if eff["n"] > 1:
        state.d["fx"].insert(0, {"kw": "DRAW", "n": eff["n"] - 1})


def mill(state, eff: dict, events: list) -> None:
    k = state.d["killer"]
    if eff["n"] <= 0:
        return
    if not k["deck"]:
        if eff.get("leveled"):
            return
        state.d["fx"][:0] = [{"kw": "RESHUFFLE"}, dict(eff, leveled=True)]
        level_up(state, events)
        return
    uid = k["deck"].pop()
    k["discard"].append(uid)
    events.append(ev("killer_mill", f"{state.killer_name()} discards {state.skill_name(uid)} from the deck.",
                     card=uid))
    if eff["n"] > 1:
        state.d["fx"].insert(0, {"kw": "MILL", "n": eff["n"] - 1})


def level_up(state, events: list) -> None:
    """The deck ran out: next level, its effect, ultimate cards unlocked (then the caller reshuffles)."""
    d = state.d
    k = d["killer"]
    info = state.content.killers[k["id"]]
    if k["level"] >= info["max_level"]:
        return  # designed: past the top level an empty deck is only reshuffled
    k["level"] += 1
    gain = info["levels"].get(str(k["level"]), {}).get("strength", 0)
    k["strength"] = min(MAX_STRENGTH, k["strength"] + gain)
    events.append(ev("level_up", f"{state.killer_name()} reaches level {k['level']} (strength {k['strength']}).",
                     level=k["level"], strength=k["strength"]))
    for uid in list(k["locked"]):
        if info["ultimate"].get(uid.rsplit(".", 1)[0]) == k["level"]:
            k["locked"].remove(uid)
            events.append(ev("unlock", f"{state.killer_name()} unlocks {state.skill_name(uid)}.", card=uid))
            if len(k["hand"]) < HAND_LIMIT:
                k["hand"].append(uid)
            else:
                push(state, {"t": "k_unlock", "seat": k["seat"], "card": uid})
