"""Small pieces of the rules every step uses: noise, gaining items, injuries, reveals, the end."""
from __future__ import annotations

from . import infection, variants, variants_separate
from .abilities import is_item, is_key, max_health, stat
from .state import ev

KEYS_TO_ESCAPE = 5
RADIO_TOKENS, VEHICLE_TOKENS = 5, 6
RESCUE_ROUNDS = 5
MAX_STRENGTH = 10  # The Killer's Level and Strength


def killer_mod(state, name: str) -> int:
    """A MOD on the Killer: lasting (level effects, traits: k["mods"]) plus this turn's (k["turn_mods"])."""
    k = state.d["killer"]
    return k.get("mods", {}).get(name, 0) + k.get("turn_mods", {}).get(name, 0)


def push(state, frame: dict) -> None:
    state.d["stack"].append(frame)


def make_noise(state, loc: str, events: list, why: str) -> None:
    """A noise token at `loc` (one per location; the later noise is ignored). The Killer hears of it
    only in the noise report at the end of the Survivors' turn."""
    noise = state.d["noise"]
    if loc in noise:
        return
    noise.append(loc)
    events.append(state.secret("noise", (
        {"loc": loc, "text": f"Noise at {state.loc_name(loc)} ({why})."})))


def gain(state, char: str, uid: str, events: list) -> None:
    """An item gained: a Key goes on the stand, anything else into the inventory (then down to 3)."""
    d = state.d
    item = state.item(uid)
    if is_key(state, uid):
        d["keys"] += 1
        # Separate Ways: the finder keeps it on top of their inventory
        (d["surv"][char]["keys"] if d.get("sw") else d.setdefault("stand", [])).append(uid)
        events.append(state.secret("key", (
            {"char": char, "keys": d["keys"], "text": f"{state.name(char)} puts a Key on the stand ({d['keys']})."})))
        return
    d["surv"][char]["items"].append(uid)
    events.append(state.secret("gain", (
        {"char": char, "card": uid, "text": f"{state.name(char)} takes the {item['name']}."})))
    if len(d["surv"][char]["items"]) > stat(state, char, "inventory"):
        push(state, {"t": "s_overflow", "seat": state.seat_of(char), "char": char})


def exchange_log(state) -> dict:
    """This Survivors' turn's exchanges (Exchange items): {"held": {uid: [every Survivor who held it
    this turn]}, "moved": [who has taken a MOVE step], "settled": [who exchanged after moving]}."""
    return state.d.setdefault("xchg", {"held": {}, "moved": [], "settled": []})


def may_receive(state, uid: str, char: str) -> bool:
    """Whether `uid` may be handed to `char` now. # designed: the rulebook sets no number of exchanges,
    only that they happen before or after the main action; an item never goes back to a Survivor who
    held it earlier this turn, so an item can be passed on (Zach -> Roy -> Evelyn) but never passed to
    and fro without end."""
    return char not in exchange_log(state)["held"].get(uid, ())


def may_move(state, char: str) -> bool:
    """"A Survivor can not [MOVE] then exchange an item then [MOVE] again" (Exchange items)."""
    return char not in exchange_log(state)["settled"]


def moved(state, char: str) -> None:
    log = exchange_log(state)
    if char not in log["moved"]:
        log["moved"].append(char)


def exchange(state, giver: str, taker: str, uid: str, events: list) -> None:
    """An item handed over between two Survivors in one location (then down to the inventory size).
    Both have now exchanged: one who had moved before may not move again this turn."""
    d = state.d
    log = exchange_log(state)
    held = log["held"].setdefault(uid, [giver])
    held.append(taker)
    for c in (giver, taker):
        if c in log["moved"] and c not in log["settled"]:
            log["settled"].append(c)
    d["surv"][giver]["items"].remove(uid)
    d["surv"][taker]["items"].append(uid)
    events.append(state.secret("exchange", {"text": f"{state.name(giver)} gives the {state.item_name(uid)} to "
                                            f"{state.name(taker)}."}))
    if len(d["surv"][taker]["items"]) > stat(state, taker, "inventory"):
        # designed: the player making the exchange settles the taker's overflow (one team, open talk): asking
        # the taker's own seat would show the Killer that an item changed hands. Separate Ways: the taker,
        # who agreed to the exchange in the open.
        acting = d["stack"][-1]["seat"] if d["stack"] and not d.get("sw") else state.seat_of(taker)
        push(state, {"t": "s_overflow", "seat": acting, "char": taker})


def discard_item(state, uid: str) -> None:
    deck = state.item(uid)["deck"]
    state.d["discards"]["discover" if deck == "character" else deck].append(uid)


def drop_item(state, char: str, uid: str) -> None:
    state.d["surv"][char]["items"].remove(uid)
    discard_item(state, uid)


def reveal(state, char: str, loc: str, why: str, events: list) -> None:
    """A Survivor's location made known to everyone (SEARCH, three fear tokens, a showdown...)."""
    state.d["sightings"].append({"round": state.d["round"], "char": char, "where": [loc], "why": why})
    events.append(ev("reveal", f"{state.name(char)} is at {state.loc_name(loc)} ({why}).", char=char, loc=loc,
                     why=why))


def injure(state, char: str, events: list, why: str, infect_ok: bool = True) -> None:
    if infect_ok and state.d.get("infect") is not None and infection.offer_infection(state, char, why):
        return  # the Parasitoid at Lv 1-2 chooses: infect instead, or injure
    s = state.d["surv"][char]
    s["health"] -= 1
    if s["health"] <= 0:
        s["out"] = "eliminated"
        events.append(ev("eliminated", f"{state.name(char)} is eliminated ({why}).", char=char))
        if state.d.get("sw"):
            return variants_separate.eliminated(state, char, events)  # the game goes on
        finish(state, "killer", "elimination", events)
    else:
        events.append(ev("injured", f"{state.name(char)} is injured ({why}).", char=char, health=s["health"]))


def heal(state, char: str, events: list, why: str) -> None:
    s = state.d["surv"][char]
    if s["health"] < max_health(state, char):
        s["health"] += 1
        events.append(ev("healed", f"{state.name(char)} recovers from injury.", char=char, health=s["health"]))


def finish(state, side: str, reason: str, events: list) -> None:
    d = state.d
    if d["result"] is not None:
        return
    if d.get("infect") is not None:
        side, reason = infection.settle(state, side, reason)  # a hidden Host steals the Survivors' victory
    if d.get("sw"):
        return variants_separate.finish(state, side, reason, events)  # who escaped, how many fell
    killers = variants.killer_seats(state)  # Double Trouble: two Killer players may win together
    winners = killers if side == "killer" else [s for s in range(d["seats"]) if s not in killers]
    if d.get("infect") is not None:
        winners = infection.host_team(state, side, winners)  # the Host's player sides with the Parasitoid
    d["result"] = {"winners": winners, "side": side, "reason": reason, "round": d["round"]}
    d["stack"].clear()
    d["fx"].clear()
    words = "The Killer wins" if side == "killer" else "The Survivors win"
    events.append(ev("game_over", f"{words} ({reason}).", side=side, reason=reason, winners=winners))


def killer_at(state, loc: str) -> bool:
    """Whether the Survivors see the Killer at `loc` (searching and repairing need the Killer away).
    # designed: a Killer in STEALTH stands on the STEALTH slot, off the Survivors' map: it blocks nothing."""
    k = state.d["killer"]
    if state.d.get("dt"):  # Double Trouble: "Survivors can search and repair even though the Killer is there"
        return False
    return not k["stealth"] and k["loc"] == loc


def move_survivor(state, char: str, to: str, events: list, how: str) -> None:
    """A Survivor's step: secret, only the Survivor seats hear of it."""
    s = state.d["surv"][char]
    frm, s["loc"] = s["loc"], to
    events.append(state.secret("survivor_move", {"char": char, "frm": frm, "to": to,
                                                 "text": f"{state.name(char)} moves {how} to {state.loc_name(to)}."}))


def spend(state, char: str, src: str, events: list) -> None:
    """After a use: a one-use item is discarded, a charged one loses a charge, an infinite one stays."""
    if not is_item(src):
        return
    item = state.item(src)
    if item.get("charges"):
        d = state.d
        d["charges"][src] = d["charges"].get(src, item["charges"]) - 1
        return
    if not item.get("infinite"):
        drop_item(state, char, src)
