"""The Survivors' effects (data/EFFECTS.md, "The Survivors' keywords"), run top to bottom when an
ability is used. An effect with a choice takes the target of the `use` action if it is the first
such effect, otherwise it asks in an "s_fx" frame that carries the effects still to run.
"""
from __future__ import annotations

from game.core.actions import maker

from .abilities import has_passive, max_health, stat
from .common import (RADIO_TOKENS, RESCUE_ROUNDS, VEHICLE_TOKENS, discard_item, gain, heal, killer_at, make_noise,
                     may_move, move_survivor, push)
from . import variants_separate
from .movement import arrows_at, doors_at, secret_steps
from .parasitoid import block_removed
from .state import ev

FX = maker("fx", "target")
REPAIRS = {"radio": RADIO_TOKENS, "vehicle": VEHICLE_TOKENS}
PASSIVE = {"KEY", "CAT", "SECRET_MAP", "SHORTCUT", "MOD", "COMBAT", "REROLL", "FIND", "HEALTH"}


def can_repair(state, char: str, what: str, checkmark: bool = True) -> bool:
    d = state.d
    loc = d["surv"][char]["loc"]
    return (what in state.board.loc(loc).kinds and not killer_at(state, loc) and loc not in d["repaired"]
            and d[what] < REPAIRS[what])


def options(state, char: str, eff: dict):
    """None: the effect needs no choice and can run; a list: the choices (empty: it cannot run now)."""
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    kw = eff["kw"]
    board = state.board
    if kw == "MOVE":  # no [MOVE] after moving and then exchanging an item (Exchange items)
        return None if may_move(state, char) else []
    if kw == "HEAL":
        who = {"self": [char], "here": state.at(loc), "any": state.survivors()}[eff.get("target") or "here"]
        return [c for c in who if d["surv"][c]["health"] < max_health(state, c)]
    if kw == "BANDAGE":
        return [c for c in state.at(loc)
                if d["surv"][c]["health"] < max_health(state, c) and not d["surv"][c]["bandage"]]
    if kw == "NOISE":
        target = eff.get("target") or "here"
        if target == "adjacent":
            return sorted({o for o, kind, _ in board.links(loc) if kind != "secret"})
        if target == "range":
            return sorted(board.within(loc, eff.get("range") or 0))
        return None
    if kw == "REPAIR":
        return [w for w in REPAIRS if can_repair(state, char, w)]
    if kw == "REFUEL":
        return None if "vehicle" in board.loc(loc).kinds and not d["fuel"] else []
    if kw == "REMOVE_BLOCK":
        places = [loc] if (eff.get("target") or "here") == "here" else [loc] + [o for o, k, _ in board.links(loc)
                                                                                 if k != "secret"]
        return sorted({e for p in places for e in doors_at(state, p) if e in d["blocks"]})
    if kw == "PASSAGE":
        return secret_steps(state, loc)
    if kw == "ROPE":
        return [e for e in arrows_at(state, loc) if e not in d["ropes"]]
    if kw == "ALARM":
        return None if d["alarm"] is None else []
    if kw == "GAIN":
        uid = f"{eff['item']}.0"
        held = any(uid in x["items"] for x in d["surv"].values())
        return [] if held else None
    if kw == "DRAW_ITEM":  # a draw from a search deck is a search: "The Killer is not in the same location"
        return None if d["decks"][eff["deck"]] and not killer_at(state, loc) else []
    if kw == "DISCARD":
        return None if any(u.rsplit(".", 1)[0] == eff["item"] for u in s["items"]) else []
    return None


def targets(state, char: str, ab: dict) -> list:
    """The `target` values of using `ab` now ("" when no effect asks); empty when it cannot be used."""
    first = None
    for eff in ab["effects"]:
        opts = options(state, char, eff)
        if opts is None:
            continue
        if not opts:
            return []
        if first is None:
            first = opts
    return first if first is not None else [""]


def run(state, char: str, effects: list, events: list, target: str = "", why: str = "") -> None:
    """Run `effects` for `char`; the first effect with a choice takes `target`."""
    effects = list(effects)
    while effects:
        eff = effects.pop(0)
        if eff["kw"] in PASSIVE:
            continue
        opts = options(state, char, eff)
        if opts is not None:
            if target and target in opts:
                choice, target = target, ""
            elif not opts:
                continue  # it can no longer happen (an earlier effect changed things)
            else:
                push(state, {"t": "s_fx", "seat": state.seat_of(char), "char": char, "kw": eff["kw"],
                             "options": opts, "eff": eff, "rest": effects, "why": why})
                return
        else:
            choice = ""
        if do(state, char, eff, choice, events, why, effects):
            state.d["stack"][-1]["target"] = target  # still unused: for the effects after this decision
            return


def do(state, char: str, eff: dict, choice: str, events: list, why: str, rest: list) -> bool:
    """One effect; True when it started a decision that will run `rest` itself."""
    d = state.d
    s = d["surv"][char]
    kw = eff["kw"]
    if kw == "MOVE":
        push(state, {"t": "s_move", "seat": state.seat_of(char), "char": char, "left": eff.get("n") or 1,
                     "secret": has_passive(state, char, "SHORTCUT"), "then": rest})
        return True
    if kw == "HEAL":
        heal(state, choice, events, why)
    elif kw == "BANDAGE":
        d["surv"][choice]["bandage"] = eff.get("rounds") or 2
        events.append(state.secret("bandage", {"char": choice, "text": f"{state.name(char)} bandages "
                                               f"{state.name(choice)}."}))
    elif kw == "NOISE":
        if (eff.get("target") or "here") == "all":
            d["firecracker"] = True
        else:
            make_noise(state, choice or s["loc"], events, why)
    elif kw == "ALARM":
        d["alarm"] = {"loc": s["loc"], "n": eff.get("rounds") or 2}
    elif kw == "REPAIR":
        repair(state, char, choice, eff.get("n") or 1, eff.get("checkmark", True) is not False, events)
    elif kw == "REFUEL":
        d["fuel"] = True
        events.append(state.secret("refuel", {"text": f"{state.name(char)} refuels the vehicle."}))
        announce_vehicle(state, events)
    elif kw == "REMOVE_BLOCK":
        d["blocks"].remove(choice)
        a, b = choice.split("-")
        where = f"the block token between {state.loc_name(a)} and {state.loc_name(b)}"
        if state.d.get("sw"):  # Separate Ways: "they must be the one who informs the Killer"
            events.append(ev("unblock", f"{state.name(char)} removes {where}.", edge=choice, char=char))
        else:  # the team informs the Killer which token went, not who took it
            events.append(ev("unblock", f"The Survivors remove {where}.", edge=choice))
        block_removed(state, char, choice, events)  # the Parasitoid's Wall of Flesh, if it hid there
    elif kw == "REMOVE_FEAR":
        who = [char] if (eff.get("target") or "self") == "self" else state.at(s["loc"])
        for c in who:
            n = eff.get("n") or 0
            before = d["surv"][c]["fear"]
            d["surv"][c]["fear"] = 0 if n == 0 else max(0, before - n)
            if d["surv"][c]["fear"] != before:  # fear tokens are open; one without any to shed tells nothing
                # (a line for it would name who stands with the Survivor using the item)
                events.append(ev("unfear", f"{state.name(c)} sheds fear ({d['surv'][c]['fear']} left).", char=c,
                                 fear=d["surv"][c]["fear"]))
    elif kw == "PASSAGE":
        move_survivor(state, char, choice, events, "through the secret passage")
    elif kw == "ROPE":
        d["ropes"].append(choice)
    elif kw == "GAIN":
        gain(state, char, f"{eff['item']}.0", events)
    elif kw == "DISCARD":
        uid = next(u for u in s["items"] if u.rsplit(".", 1)[0] == eff["item"])
        s["items"].remove(uid)
        discard_item(state, uid)
    elif kw == "CHARGE":
        uid = next((u for u in s["items"] if u.rsplit(".", 1)[0] == eff["item"]), None)
        if uid:
            full = state.item(uid).get("charges") or 0
            d["charges"][uid] = min(full, d["charges"].get(uid, full) + (eff.get("n") or 1))
            events.append(state.secret("charge", {"card": uid, "text": f"{state.name(char)} recharges the "
                                                  f"{state.item_name(uid)} ({d['charges'][uid]} left)."}))
    elif kw == "LOCATE":
        k = d["killer"]
        d["located"] = {"loc": k["loc"], "round": d["round"]}  # kept for the Survivors' view, not only their log
        # its own type, not a "survivors_act": what it shows the Survivors is a reveal the rules make (secrets.py),
        # yet the Killer is not told it was located (rules.redact leaves a "hidden" event out for it)
        events.append({"type": "locate", "text": "", "hidden": True, "private": state.private_to_survivors(
            {"loc": k["loc"], "text": f"The Killer is at {state.loc_name(k['loc'])}."})})
    elif kw == "DRAW_ITEM":
        deck = d["decks"][eff["deck"]]
        drawn = [deck.pop() for _ in range(min(eff.get("n") or 1, len(deck)))]
        for uid in drawn:
            if state.item(uid)["noise"]:
                make_noise(state, s["loc"], events, state.item_name(uid))
        events.append(state.secret("search_item", {"char": char, "cards": drawn, "text": f"{state.name(char)} draws "
                                                   + ", ".join(state.item_name(u) for u in drawn) + "."}))
        push(state, {"t": "s_pick", "seat": state.seat_of(char), "char": char, "cards": drawn, "deck": eff["deck"],
                     "keep": eff.get("keep", 1), "then": rest})
        return True
    return False


def repair(state, char: str, what: str, n: int, checkmark: bool, events: list) -> None:
    """+n repair progress (and the owner's repair MODs), noise at the location (Action 3)."""
    d = state.d
    loc = d["surv"][char]["loc"]
    n += stat(state, char, "repair")
    before, d[what] = d[what], min(REPAIRS[what], d[what] + n)
    if d.get("sw"):
        variants_separate.repair_reward(state, char, d[what] - before)  # a card per repair token
    if checkmark:
        d["repaired"].append(loc)
    make_noise(state, loc, events, f"repairing the {what}")
    events.append(state.secret("repair", {"what": what, "progress": d[what], "text": f"{state.name(char)} repairs "
                                          f"the {what}: {d[what]} of {REPAIRS[what]}."}))
    if what == "radio" and d["radio"] >= RADIO_TOKENS and d["rescue"] is None:
        d["rescue"] = RESCUE_ROUNDS
        events.append(ev("rescue_called", "The radio works: rescue comes in 5 rounds.", rescue=d["rescue"]))
    if what == "vehicle":
        announce_vehicle(state, events)


def announce_vehicle(state, events: list) -> None:
    d = state.d
    if d["vehicle"] >= VEHICLE_TOKENS and d["fuel"] and not d.get("vehicle_ready"):
        d["vehicle_ready"] = True
        events.append(ev("vehicle_ready", "The vehicle is repaired and refuelled: ready to go.", ready=True))
