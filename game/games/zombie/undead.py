"""Undead Reckoning: the turn of a player whose camp was wiped out, with the ZombiE Strains."""
from __future__ import annotations

from .chain import open_chain
from .deck import draw_card
from .ops import add_ops, camp_name, ev, push_frame
from .rolls import roll_die

RETURNED_DEAD_EFFECTS = ("kill_survivors", "kill_character", "destroy_hideout")


def undead_turn(state, c: int, events: list) -> None:
    seat = state.owner(c)
    strain = state.d["strain"]
    events.append(ev("undead_turn", f"{camp_name(state, c)} rises again: the undead take their turn.", camp=c,
                     seat=seat))
    if strain == "runners" and state.d["dice"]["infection"] is not None:
        holder = state.d["dice"]["infection"]
        state.d["dice"]["infection"] = None  # the undead take possession of the Infection Die
        events.append(ev("die_taken", "The Runners take the Infection Die.", die="infection", frm=holder))
        _, base = roll_die(state, "base", events)
        face, value = roll_die(state, "infection", events)
        total = base + value
        if face == "infection":
            total *= 2  # designed: the symbol doubles for the Runners as it does for camps
        add_ops(state, [{"op": "zombie_kill", "seat": seat, "n": total},
                        {"op": "zombie_pass_infection", "seat": seat}])
        return
    face, value = roll_die(state, "base", events)
    ops = []
    if value:
        ops.append({"op": "zombie_kill", "seat": seat, "n": value})
    if face == "blank":
        if strain == "bioengineered":
            if state.d["cc_zombies"] > 0:
                ops.append({"op": "zombie_place_chip", "seat": seat})
        elif strain == "ghouls":
            ops.append({"op": "zombie_kill_char", "seat": seat})
        elif strain == "returned_dead":
            ops.append({"op": "zombie_returned_dead", "seat": seat})
        elif strain == "walkers":
            ops.append({"op": "zombie_destroy_hideout", "seat": seat})
            ops += [{"op": "kill", "camp": camp["id"], "n": 1, "chooser": seat, "why": "the Walkers"}
                    for camp in prey(state, seat)]
        elif strain == "saprophytes":
            mass = state.d["sporocarp"]
            if mass:
                ops.append({"op": "zombie_kill", "seat": seat, "n": mass})
            else:
                add = min(len(state.alive_camps()), state.d["cc_zombies"])
                state.d["cc_zombies"] -= add
                state.d["sporocarp"] += add
                events.append(ev("sporocarp", f"{add} zombie chips join the Sporocarp Mass.", n=add))
    add_ops(state, ops)


def prey(state, seat: int) -> list:
    """The camps the undead of `seat` hunt: the other Camps (with Allied Camps, never that player's own
    surviving camp: strains.toml [undead] spares_own_camps)."""
    spare = state.content.undead.get("spares_own_camps", True)
    return [camp for camp in state.alive_camps() if not (spare and camp["owner"] == seat)]


def zombie_kill_options(state, seat: int) -> list:
    """(camp, unit index or None): survivors from any hunted camp first, characters once none are left."""
    camps = prey(state, seat)
    if any(camp["survivors"] for camp in camps):
        return [(camp["id"], None) for camp in camps if camp["survivors"]]
    return [(camp["id"], i) for camp in camps for i in range(len(camp["units"]))]


def op_zombie_kill(state, op, events) -> bool:
    """The undead kill survivors one at a time in the camps of their choice."""
    if op["n"] <= 0 or not zombie_kill_options(state, op["seat"]):
        return True
    push_frame(state, {"t": "zombie_kill", "seat": op["seat"], "left": op["n"]})
    op["waiting"] = True
    return False


def op_zombie_kill_char(state, op, events) -> bool:
    if op.get("done"):
        return True
    if not any(camp["units"] for camp in prey(state, op["seat"])):
        return True
    push_frame(state, {"t": "zombie_kill_char", "seat": op["seat"]})
    op["done"] = True
    return False


def op_zombie_place_chip(state, op, events) -> bool:
    if op.get("done") or state.d["cc_zombies"] <= 0 or not prey(state, op["seat"]):
        return True
    push_frame(state, {"t": "zombie_place_chip", "seat": op["seat"]})
    op["done"] = True
    return False


def op_zombie_destroy_hideout(state, op, events) -> bool:
    if op.get("done") or not any(camp["hideout"] is not None for camp in prey(state, op["seat"])):
        return True
    push_frame(state, {"t": "zombie_destroy_hideout", "seat": op["seat"]})
    op["done"] = True
    return False


def op_zombie_pass_infection(state, op, events) -> bool:
    if op.get("done") or not state.alive_camps():
        return True
    push_frame(state, {"t": "zombie_pass_infection", "seat": op["seat"]})
    op["done"] = True
    return False


def op_zombie_returned_dead(state, op, events) -> bool:
    """Draw and discard until an Action that kills or destroys turns up, then play it."""
    if op.get("done"):
        return True
    seen = 0
    limit = len(state.d["draw"]) + len(state.d["discard"])
    while seen <= limit:
        uid = draw_card(state, events)
        if uid is None:
            break
        seen += 1
        card = state.card(uid)
        if card.type == "action" and any(e["do"] in RETURNED_DEAD_EFFECTS for e in card.effects):
            events.append(ev("returned_dead", f"The Returned Dead turn up {card.name}.", card=card.id, uid=uid))
            push_frame(state, {"t": "zombie_play", "seat": op["seat"], "card": uid})
            op["done"] = True
            return False
        # designed: an Event turned up this way goes to the discard pile unplayed and comes back
        # with the next reshuffle, so the Hidden Bite is never lost.
        state.d["discard"].append(uid)
        events.append(ev("card_discarded", f"The Returned Dead discard {card.name}.", card=card.id, uid=uid))
    return True


OPS = {
    "zombie_kill": op_zombie_kill, "zombie_kill_char": op_zombie_kill_char,
    "zombie_place_chip": op_zombie_place_chip, "zombie_destroy_hideout": op_zombie_destroy_hideout,
    "zombie_pass_infection": op_zombie_pass_infection, "zombie_returned_dead": op_zombie_returned_dead,
}


def play_found_card(state, seat, uid, targets, events) -> None:
    open_chain(state, uid, None, seat, targets, events)
