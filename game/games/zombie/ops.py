"""Atomic operations that resolve dice results and card effects.

Resolution is a queue of ops in `d["ops"]`. An op that needs a player's choice (which character
dies, who gets a die) pushes a decision frame and stays at the head of the queue; when the choice
is made the op carries on. This keeps every rule resumable and every state JSON.
"""
from __future__ import annotations


def ev(kind: str, text: str, **fields) -> dict:
    return {"type": kind, "text": text, **fields}


_NAMES = tuple(f"Camp {c + 1}" for c in range(16))  # a camp's default name, spelled once (event text names camps often)


def camp_name(state, c) -> str:
    if c is None:
        return "the City Center"
    return state.d["camps"][c].get("name") or (_NAMES[c] if 0 <= c < 16 else f"Camp {c + 1}")


def push_frame(state, frame: dict) -> None:
    state.d["stack"].append(frame)


def add_ops(state, ops: list, front: bool = False) -> None:
    if front:
        state.d["ops"][0:0] = ops
    else:
        state.d["ops"].extend(ops)


# -- survivors and characters ------------------------------------------------------------
def flat_reason(why) -> str:
    """A reason that may hold parentheses, for a line that puts it inside its own: "the undead attack (an
    Infection Roll of 3)" reads "the undead attack: an Infection Roll of 3" (never parentheses in parentheses)."""
    return str(why).replace(" (", ": ").replace(")", "")


def _because(why) -> str:
    """Why a character died, as the end of its log line, and nothing for the plain "killed"."""
    if not why or why == "killed":
        return ""
    return f" ({flat_reason(why)})"


def _kill_unit_card(state, c: int, unit_index: int, events: list, why: str) -> None:
    camp = state.camp(c)
    unit = camp["units"][unit_index]
    uid = unit.pop()  # the bottom card of a pair dies first
    if not unit:
        camp["units"].pop(unit_index)
    state.d["box"].append(uid)
    if uid in state.d["rotated"]:
        state.d["rotated"].remove(uid)
    events.append(ev("character_killed", f"{state.card(uid).name} of {camp_name(state, c)} is killed{_because(why)}.",
                     camp=c, card=state.d["cards"][uid], uid=uid, why=why))


def _choose_unit_or_auto(state, op: dict, chooser, why: str):
    """Index of the unit to hit, or None after pushing a decision frame."""
    units = state.camp(op["camp"])["units"]
    if len(units) == 1 or chooser is None:
        return 0
    push_frame(state, {"t": "choose_unit", "seat": chooser, "camp": op["camp"], "why": why})
    op["waiting"] = True
    return None


def _kill_characters(state, op, events) -> bool:
    """Kill op["n"] characters of the camp, one choice at a time (resumes after a choice)."""
    camp = state.camp(op["camp"])
    if "chosen" in op:
        _kill_unit_card(state, op["camp"], op.pop("chosen"), events, op.get("why", "killed"))
        op["n"] -= 1
    while op["n"] > 0 and camp["units"] and not op.get("save_char"):
        idx = _choose_unit_or_auto(state, op, op.get("chooser"), "kill")
        if idx is None:
            return False
        _kill_unit_card(state, op["camp"], idx, events, op.get("why", "killed"))
        op["n"] -= 1
    return True


def op_kill(state, op, events) -> bool:
    """Survivors die first (flipped to zombies); with none left, characters stand in."""
    camp = state.camp(op["camp"])
    if not camp["alive"]:
        return True
    k = min(op["n"], camp["survivors"])
    if k > 0:
        camp["survivors"] -= k
        state.d["cc_zombies"] += k
        op["n"] -= k
        events.append({"type": "survivors_killed",
                       "text": f"{k} survivor{'s' if k != 1 else ''} of {camp_name(state, op['camp'])} "
                               f"{'are' if k != 1 else 'is'} killed and rise as zombies.",
                       "camp": op["camp"], "n": k, "why": op.get("why")})
    return _kill_characters(state, op, events)


def op_kill_char(state, op, events) -> bool:
    return _kill_characters(state, op, events)


def op_lose(state, op, events) -> bool:
    """Survivors leave alive for the City Center; with none left, characters go there too."""
    camp = state.camp(op["camp"])
    if "chosen" in op:
        unit = camp["units"].pop(op.pop("chosen"))
        state.d["cc_units"].append(unit)
        op["n"] -= len(unit)
        events.append(ev("character_lost", f"{state.card(unit[0]).name} leaves {camp_name(state, op['camp'])} "
                                           "for the City Center.", camp=op["camp"], uid=unit[0], why=op.get("why")))
    k = min(op["n"], camp["survivors"])
    if k > 0:
        camp["survivors"] -= k
        state.d["cc_survivors"] += k
        op["n"] -= k
        events.append(ev("survivors_lost", f"{k} survivor{'s' if k != 1 else ''} leave "
                                           f"{camp_name(state, op['camp'])} for the City Center.", camp=op["camp"], n=k,
                         why=op.get("why")))
    while op["n"] > 0 and camp["units"] and not op.get("save_char"):
        idx = _choose_unit_or_auto(state, op, op.get("chooser"), "lose")
        if idx is None:
            return False
        unit = camp["units"].pop(idx)
        state.d["cc_units"].append(unit)
        op["n"] -= len(unit)
        events.append(ev("character_lost", f"{state.card(unit[0]).name} leaves {camp_name(state, op['camp'])} "
                                           "for the City Center.", camp=op["camp"], uid=unit[0], why=op.get("why")))
    return True


def op_gain(state, op, events) -> bool:
    """Survivors come from the City Center; characters waiting there join first (rulebook: a
    character moved to the City Center is acquired like any other survivor)."""
    camp = state.camp(op["camp"])
    if not camp["alive"]:
        return True
    n = op["n"]
    while n > 0 and state.d["cc_units"]:
        unit = state.d["cc_units"].pop(0)
        camp["units"].append(unit)
        n -= len(unit)
        events.append(ev("character_joins", f"{state.card(unit[0]).name} joins {camp_name(state, op['camp'])} "
                                            "from the City Center.", camp=op["camp"], uid=unit[0]))
    k = min(max(0, n), state.d["cc_survivors"])
    if k > 0:
        state.d["cc_survivors"] -= k
        camp["survivors"] += k
        events.append({"type": "survivors_gained", "text": f"{camp_name(state, op['camp'])} takes in {k} survivor"
                                                           f"{'s' if k != 1 else ''} from the City Center.",
                       "camp": op["camp"], "n": k})
    elif n > 0:
        events.append(ev("nothing", "The City Center has no survivors left to take in.", camp=op["camp"]))
    return True


def _move_unit(state, op, idx: int, events) -> None:
    """A character (a pair moves whole: Glossary, Pair) goes where the survivors of `op` go."""
    unit = state.camp(op["from"])["units"].pop(idx)
    op["n"] -= len(unit)
    to = op.get("to")
    if to is None or not state.camp(to)["alive"]:
        state.d["cc_units"].append(unit)  # designed: as survivors do, characters taken by the undead scatter
        events.append(ev("character_lost", f"{state.card(unit[0]).name} leaves {camp_name(state, op['from'])} "
                                           "for the City Center.", camp=op["from"], uid=unit[0], why=op.get("why")))
        return
    state.camp(to)["units"].append(unit)
    events.append(ev("character_moved", f"{state.card(unit[0]).name} moves from {camp_name(state, op['from'])} "
                                        f"to {camp_name(state, to)}.", camp=op["from"], to=to, uid=unit[0],
                     why=op.get("why")))


def op_steal(state, op, events) -> bool:
    """Survivors move from one camp to another. With too few survivors, characters stand in for the
    rest (rulebook, Character Cards and Survivor Chips: once a camp has no survivors, an effect that
    would make it lose survivors affects its characters); the card's player chooses which."""
    src = state.camp(op["from"])
    if "chosen" in op:
        _move_unit(state, op, op.pop("chosen"), events)
    k = min(op["n"], src["survivors"])
    if k > 0:
        src["survivors"] -= k
        op["n"] -= k
        to = op.get("to")
        if to is None or not state.camp(to)["alive"]:
            state.d["cc_survivors"] += k  # designed: survivors taken by the undead scatter to the City Center
        else:
            state.camp(to)["survivors"] += k
        events.append(ev("survivors_moved", f"{k} survivor{'s' if k != 1 else ''} move from "
                                            f"{camp_name(state, op['from'])} to {camp_name(state, to)}.",
                         camp=op["from"], to=to, n=k, why=op.get("why")))
    while op["n"] > 0 and src["units"]:
        idx = _choose_unit_or_auto(state, {"camp": op["from"]}, op.get("chooser"), "take")
        if idx is None:
            op["waiting"] = True
            return False
        _move_unit(state, op, idx, events)
    return True


def op_steal_char(state, op, events) -> bool:
    src = state.camp(op["from"])
    to = op.get("to")
    if not src["units"] or to is None or not state.camp(to)["alive"]:
        return True
    if "chosen" in op:
        idx = op.pop("chosen")
    else:
        idx = _choose_unit_or_auto(state, {"camp": op["from"], **op}, op.get("chooser"), "take")
        if idx is None:
            op["waiting"] = True
            return False
    unit = src["units"].pop(idx)
    state.camp(to)["units"].append(unit)
    events.append(ev("character_moved", f"{state.card(unit[0]).name} moves from {camp_name(state, op['from'])} "
                                        f"to {camp_name(state, to)}.", camp=op["from"], to=to, uid=unit[0],
                     why=op.get("why")))
    return True


# -- hideouts, dice, hands --------------------------------------------------------------
def op_destroy_hideout(state, op, events) -> bool:
    camp = state.camp(op["camp"])
    uid = camp["hideout"]
    if uid is None:
        return True
    camp["hideout"] = None
    state.d["box"].append(uid)
    if uid in state.d["rotated"]:
        state.d["rotated"].remove(uid)
    events.append(ev("hideout_destroyed", f"{state.card(uid).name} of {camp_name(state, op['camp'])} is destroyed.",
                     camp=op["camp"], card=state.d["cards"][uid], uid=uid))
    return True


def op_swap_hideouts(state, op, events) -> bool:
    a, b = state.camp(op["a"]), state.camp(op["b"])
    a["hideout"], b["hideout"] = b["hideout"], a["hideout"]
    events.append(ev("hideouts_swapped", f"{camp_name(state, op['a'])} and {camp_name(state, op['b'])} "
                                         "exchange hideouts.", a=op["a"], b=op["b"]))
    return True


def eligible_for_die(state, die: str, giver, holder=None) -> list:
    """Camps that may receive `die` from `giver` (a camp id or None).

    The Survival Die only goes to a camp in the Survival phase. Allied Camps: a player may not
    pass a die to their other camp unless it is the only eligible one.
    """
    out = []
    for camp in state.alive_camps():
        if camp["id"] == giver or camp["id"] == holder:
            continue
        if die == "survival" and camp["phase"] != "survival":
            continue
        out.append(camp["id"])
    if state.d["allied"] and giver is not None:
        others = [c for c in out if state.owner(c) != state.owner(giver)]
        if others:
            out = others
    return out


def give_die(state, die: str, to: int, events: list, giver=None) -> None:
    dice = state.d["dice"]
    dice[die] = to
    camp = state.camp(to)
    events.append({"type": "die_passed", "text": f"{camp_name(state, to)} receives the {die.capitalize()} Die.",
                   "die": die, "to": to, "camp": giver})
    if die == "infection" and camp["phase"] == "survival":
        camp["phase"] = "infection"
        events.append(ev("phase", f"{camp_name(state, to)} enters the Infection phase.", camp=to, phase="infection"))
        if dice["survival"] == to:
            add_ops(state, [{"op": "pass_die", "camp": to, "die": "survival", "reason": "infected"}], front=True)


def op_give_die(state, op, events) -> bool:
    dice = state.d["dice"]
    die, to = op["die"], op["to"]
    camp = state.camp(to)
    if not camp["alive"]:
        return True
    if die == "infection":
        if op.get("first"):
            if dice["infection"] is None:
                state.d["bite_played"] = True
                give_die(state, "infection", to, events)
            return True
        if dice["infection"] is None or dice["infection"] == to:
            return True
        give_die(state, "infection", to, events, giver=dice["infection"])
        return True
    if dice["survival"] is None or dice["survival"] == to or camp["phase"] != "survival":
        return True
    give_die(state, "survival", to, events, giver=dice["survival"])
    return True


def op_pass_die(state, op, events) -> bool:
    """The holder passes a phase die to an eligible camp of its choice (after a roll, on entering
    the Infection phase, or when destroyed)."""
    die, c = op["die"], op["camp"]
    if state.d["dice"][die] != c:
        return True
    if "to" in op:
        give_die(state, die, op["to"], events, giver=c)
        return True
    options = eligible_for_die(state, die, c)
    must_move = op.get("reason") in ("infected", "destroyed") or die == "infection"
    if not options:
        if die == "survival" and must_move:
            state.d["dice"]["survival"] = None
            state.d["dice"]["survival_removed"] = True
            events.append(ev("die_removed", "No camp can take the Survival Die: it leaves the game.", die="survival"))
        return True
    push_frame(state, {"t": "pass_die", "seat": state.owner(c), "camp": c, "die": die, "options": options,
                       "reason": op.get("reason", "roll")})
    op["waiting"] = True
    return False


def op_discard_random(state, op, events) -> bool:
    seat = state.owner(op["camp"])
    hand = state.hand(seat)
    for _ in range(min(op["n"], len(hand))):
        uid = hand.pop(state.rng.randbelow(len(hand)))
        state.d["discard"].append(uid)
        events.append(ev("card_discarded", f"{camp_name(state, op['camp'])} discards {state.card(uid).name}.",
                         camp=op["camp"], card=state.d["cards"][uid], uid=uid))
    return True


def op_finish_chain(state, op, events) -> bool:
    """After an Action resolves: sacrifices die, once-powers turn 180 degrees, cards are discarded."""
    for c, uid in op.get("sacrifices", []):
        camp = state.camp(c)
        for i, unit in enumerate(camp["units"]):
            if uid in unit:
                # Glossary (Pair): any effect that kills a character, Sacrifice included, kills
                # the bottom card of a pair first.
                _kill_unit_card(state, c, i, events, "a sacrifice")
                break
    in_play = {u for camp in state.d["camps"] for unit in camp["units"] for u in unit}
    in_play |= {camp["hideout"] for camp in state.d["camps"] if camp["hideout"] is not None}
    for uid in op.get("rotate", []):
        # A card destroyed or killed in the same chain leaves the game unrotated.
        if uid in in_play and uid not in state.d["rotated"]:
            state.d["rotated"].append(uid)
    for uid in op.get("discard", []):
        state.d["discard"].append(uid)
    if op.get("card") is not None:
        if op.get("trash"):
            state.d["box"].append(op["card"])
        else:
            state.d["discard"].append(op["card"])
    return True


OPS = {
    "kill": op_kill, "kill_char": op_kill_char, "lose": op_lose, "gain": op_gain, "steal": op_steal,
    "steal_char": op_steal_char, "destroy_hideout": op_destroy_hideout, "swap_hideouts": op_swap_hideouts,
    "give_die": op_give_die, "pass_die": op_pass_die, "discard_random": op_discard_random,
    "finish_chain": op_finish_chain,
}


def effect_ops(state, effect: dict, target, actor, chooser, other=None, mods=None) -> list:
    """The ops for one card effect on one target camp. `mods` carries what reactions changed."""
    mods = mods or {}
    do = effect["do"]
    n = effect.get("n", 0)
    if do in ("kill_survivors", "lose_survivors"):
        return [{"op": "kill" if do == "kill_survivors" else "lose", "camp": target, "n": n,
                 "chooser": chooser, "save_char": mods.get("save_char", False)}]
    if do == "gain_survivors":
        return [{"op": "gain", "camp": target, "n": n}]
    if do == "steal_survivors":
        return [] if mods.get("block_steal") else [{"op": "steal", "from": target, "to": actor, "n": n,
                                                    "chooser": chooser}]
    if do == "move_survivors":
        return [] if mods.get("block_steal") else [{"op": "steal", "from": target, "to": other, "n": n,
                                                    "chooser": chooser}]
    if do == "kill_character":
        return [] if mods.get("save_char") else [{"op": "kill_char", "camp": target, "n": n, "chooser": chooser}]
    if do == "steal_character":
        return [] if mods.get("block_steal") else [{"op": "steal_char", "from": target, "to": actor,
                                                    "chooser": chooser}]
    if do == "destroy_hideout":
        return [] if mods.get("save_hideout") else [{"op": "destroy_hideout", "camp": target}]
    if do == "swap_hideouts":
        return [] if mods.get("save_hideout") else [{"op": "swap_hideouts", "a": target, "b": other}]
    if do == "take_die":
        return [{"op": "give_die", "die": effect["die"], "to": target}]
    if do == "discard_random":
        return [{"op": "discard_random", "camp": target, "n": n}]
    if do == "infection_die":
        return [{"op": "give_die", "die": "infection", "to": target, "first": True}]
    raise ValueError(f"unknown effect {do!r}")
