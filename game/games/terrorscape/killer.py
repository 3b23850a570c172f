"""The Killer's turn (steps III-VI) and the Killer's choices inside effects.

Frames: k_fast (fast cards, any number, then pass), k_main (two main actions, MOVE x1 or SEARCH, or
one special card), k_slow (one slow card or pass), k_draw (draw 3 or heighten awareness), k_pay (a
card's cost, one discard at a time), k_fx (a step of MOVE/STEALTH, a zone or location to SENSE, a
FEAR target, a door to BLOCK), k_unlock (room for an unlocked ultimate card).
A move against a one-way arrow names the card discarded for it: move(to, discard).
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .cards import playable
from .common import push
from .keywords import BLOCK_TOKENS, HAND_LIMIT, mod, resolve
from .movement import killer_steps
from .parasitoid import block_placed
from .state import edge_ends, edge_key, ev

PLAY, MOVE, PAY = maker("play", "card"), maker("move", "to", "discard"), maker("pay", "card")
CHOOSE, HEIGHTEN, TAKE = maker("choose", "target"), maker("heighten", "card"), maker("take_block", "edge")
PASS, SEARCH, DRAW, STOP = Action("pass"), Action("search"), Action("draw"), Action("stop")
TAKE_UNLOCKED = Action("take_unlocked")
SPEEDS = {"k_fast": "fast", "k_slow": "slow", "k_main": "special"}


def moves(state, hand_free: list) -> list:
    """move(to, discard) for one Killer step; against an arrow once per card that could be discarded."""
    k = state.d["killer"]
    out = []
    cost = uphill_cost(state)
    for to, against in killer_steps(state, k["loc"]):
        if against and cost:
            if len(hand_free) >= cost:  # the first discard is named; the rest are paid in k_pay
                out += [MOVE(to, uid) for uid in hand_free]
        else:
            out.append(MOVE(to, ""))
    return out


def uphill_cost(state) -> int:
    """Cards discarded to move against a one-way arrow: 1, changed by MOD uphill, never below 0."""
    return max(0, 1 + mod(state, "uphill"))


def legal_card(state, frame: dict) -> list:
    """A fast or slow card, or an attack card at an encounter (e_card)."""
    speed = "attack" if frame["t"] == "e_card" else SPEEDS[frame["t"]]
    return [PLAY(u) for u in state.d["killer"]["hand"] if playable(state, u, speed)] + [PASS]


def legal_main(state, frame: dict) -> list:
    k = state.d["killer"]
    out = moves(state, k["hand"]) + [SEARCH]
    if k["actions"] == 0:
        out += [PLAY(u) for u in k["hand"] if playable(state, u, "special")]
    return out + [PASS]


def legal_draw(state, frame: dict) -> list:
    return [DRAW] + [HEIGHTEN(u) for u in state.d["killer"]["hand"]]


def legal_pay(state, frame: dict) -> list:
    return [PAY(u) for u in state.d["killer"]["hand"]]


def legal_unlock(state, frame: dict) -> list:
    k = state.d["killer"]
    if len(k["hand"]) < HAND_LIMIT + mod(state, "hand_limit"):  # asked whether the hand is full or not: when
        return [TAKE_UNLOCKED]  # it is not, the card simply joins it
    return [PAY(u) for u in k["hand"]] + [PASS]


def legal_fx(state, frame: dict) -> list:
    d = state.d
    k = d["killer"]
    kw = frame["kw"]
    if "options" not in frame:  # a step of MOVE / STEALTH x N
        out = moves(state, k["hand"])
        return out if (frame["must"] and out) else out + [STOP]
    if kw == "BLOCK" and frame["take"]:
        return [TAKE(e) for e in d["blocks"]]
    out = [CHOOSE(x) for x in frame["options"]]
    return out + [STOP] if kw == "BLOCK" and not frame["eff"].get("must") else out  # DELAY effects must occur


def play(state, uid: str, events: list) -> None:
    """Declare a card: it leaves the hand for the discard pile, its cost is paid, then its effects
    run top to bottom (queued on d["fx"])."""
    k = state.d["killer"]
    card = state.skill(uid)
    k["hand"].remove(uid)
    k["discard"].append(uid)
    events.append(ev("skill", f"{state.killer_name()} plays {card['name']}.", card=uid, speed=card["speed"]))
    state.d["fx"].extend(dict(e) for e in card["effects"])
    if card.get("cost", 0):
        push(state, {"t": "k_pay", "seat": k["seat"], "left": card["cost"]})


def step(state, to: str, discard: str, events: list) -> None:
    """One Killer [MOVE] step: announced unless in STEALTH; through a block removes it (not in STEALTH)."""
    d = state.d
    k = d["killer"]
    frm = k["loc"]
    if discard:
        k["hand"].remove(discard)
        k["discard"].append(discard)
        if uphill_cost(state) > 1:
            push(state, {"t": "k_pay", "seat": k["seat"], "left": uphill_cost(state) - 1})
    k["loc"] = to
    key = edge_key(frm, to)
    if k["stealth"]:
        hidden_step(state, frm, to, discard, events)
        return
    k["seen"] = to
    words = " against the arrow, discarding a card" if discard else ""
    events.append(ev("killer_move", f"{state.killer_name()} moves to {state.loc_name(to)}{words}.", frm=frm, to=to,
                     against=bool(discard), private=state.private_to_killer({"discard": discard})))
    if key in d["blocks"]:
        d["blocks"].remove(key)
        events.append(ev("block_removed", f"{state.killer_name()} breaks through the block token.", edge=key))


def hidden_step(state, frm: str, to: str, discard: str, events: list) -> None:
    """A Killer's step in STEALTH, or its stay in place: one line, the same whichever (a step less, or a
    missing line, would tell the Survivors it never left the place they last saw it)."""
    words = f"You stay at {state.loc_name(frm)}." if frm == to else f"You move to {state.loc_name(to)}."
    events.append(ev("killer_move", f"{state.killer_name()} may have moved in STEALTH.", stealth=True,
                     private=state.private_to_killer({"frm": frm, "to": to, "discard": discard, "text": words})))


def apply_card(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    t = frame["t"]
    d["stack"].pop()
    if action.kind == "pass":
        if t == "e_card":
            d["enc"]["stage"] = "defender"
        else:
            d["phase"] = "k_main" if t == "k_fast" else "k_draw"
        return
    if t == "k_slow":
        d["phase"] = "k_draw"
    if t == "e_card":
        d["enc"]["stage"] = "defender"
    play(state, action["card"], events)


def apply_main(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    k = d["killer"]
    kind = action.kind
    d["stack"].pop()
    if kind == "pass" and k["stealth"]:  # in STEALTH a main action passed is a stay: asked as often
        kind = "stay"
    elif kind == "pass":
        d["phase"] = "k_slow"
        return
    if kind == "play":
        d["phase"] = "k_slow"
        play(state, action["card"], events)
        return
    k["actions"] += 1
    if k["actions"] >= 2 + mod(state, "main_actions"):
        d["phase"] = "k_slow"
    if kind == "move":
        step(state, action["to"], action["discard"], events)
    elif kind == "stay":
        hidden_step(state, k["loc"], k["loc"], "", events)
    else:
        d["fx"].append({"kw": "SEARCH"})


def apply_draw(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    k = d["killer"]
    kind = action.kind
    d["stack"].pop()
    d["phase"] = "k_end"
    if kind == "draw":
        d["fx"].append({"kw": "DRAW", "n": max(0, 3 + mod(state, "draw"))})
    else:
        k["hand"].remove(action["card"])
        k["fsa"].append(action["card"])
        events.append(ev("heighten", f"{state.killer_name()} heightens awareness: a card goes to the Final "
                         f"Showdown area ({len(k['fsa'])}).", fsa=len(k["fsa"]),
                         private=state.private_to_killer({"card": action["card"]})))


def apply_pay(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    k = d["killer"]
    d["stack"].pop()
    k["hand"].remove(action["card"])
    k["discard"].append(action["card"])
    # the card paid leaves the hand face down for the Survivors ("details of the cards in hand" stay secret)
    events.append(ev("pay", f"{state.killer_name()} discards a card to pay.",
                     private=state.private_to_killer({"card": action["card"]})))
    if frame["left"] > 1:
        push(state, dict(frame, left=frame["left"] - 1))


def apply_unlock(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    k = d["killer"]
    kind = action.kind
    d["stack"].pop()
    ultimate = frame["card"]
    if kind == "pay":
        k["hand"].remove(action["card"])
        k["discard"].append(action["card"])
    if kind == "pass":
        k["discard"].append(ultimate)  # designed: declined, it is shuffled into the new deck
    else:
        k["hand"].append(ultimate)
    # one line whichever: taken, made room for, or left tells the Survivors how full the hand is
    words = "You leave it." if kind == "pass" else "You take it into your hand."
    events.append(ev("unlock_taken", f"{state.killer_name()} settles the unlocked card behind the screen.",
                     private=state.private_to_killer({"card": ultimate, "paid": action["card"] if kind == "pay"
                                                      else "", "text": words})))


def apply_fx(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    k = d["killer"]
    kind = action.kind
    d["stack"].pop()
    kw = frame["kw"]
    if "options" not in frame:  # a step of MOVE / STEALTH x N
        eff = d["fx"][0]
        if kind == "stop" and k["stealth"]:  # a stay: every step of a hidden move is asked, moved or not
            eff["left"] -= 1
            hidden_step(state, k["loc"], k["loc"], "", events)
        elif kind == "stop":
            d["fx"].pop(0)
        else:
            eff["left"] -= 1
            step(state, action["to"], action["discard"], events)
        return
    eff = frame["eff"]
    if kw == "BLOCK":
        if kind == "take_block":
            d["blocks"].remove(action["edge"])
            events.append(ev("block_removed", f"{state.killer_name()} takes back a block token.", edge=action["edge"]))
        elif kind == "stop":
            d["fx"].pop(0)
        else:
            eff["left"] -= 1
            d["blocks"].append(action["target"])
            block_placed(state, action["target"])  # a Wall of Flesh left there went with the old token
            a, b = edge_ends(action["target"])
            events.append(ev("block", f"{state.killer_name()} blocks the door between {state.loc_name(a)} and "
                             f"{state.loc_name(b)}.", edge=action["target"]))
        assert len(d["blocks"]) <= BLOCK_TOKENS
    elif kw in ("STEALTH", "TELEPORT"):
        jump_to(state, action["target"], events)
    elif kw == "RECOVER":
        uid = action["target"]
        k["discard"].remove(uid)
        k["hand"].append(uid)
        events.append(ev("recover", f"{state.killer_name()} takes a card back from its discard pile.",
                         private=state.private_to_killer({"card": uid})))
        if frame["left"] > 1 and k["discard"]:
            push(state, dict(frame, options=list(k["discard"]), left=frame["left"] - 1))
    else:
        resolve(state, eff, action["target"], events)


def jump_to(state, to: str, events: list) -> None:
    """STEALTH or TELEPORT to a destination: no steps, block tokens stay; announced unless in STEALTH."""
    k = state.d["killer"]
    frm, k["loc"] = k["loc"], to
    if k["stealth"]:
        hidden_step(state, frm, to, "", events)
    else:
        k["seen"] = to
        events.append(ev("killer_move", f"{state.killer_name()} teleports to {state.loc_name(to)}.", frm=frm, to=to,
                         against=False))


LEGAL = {"k_fast": legal_card, "k_slow": legal_card, "e_card": legal_card, "k_main": legal_main,
         "k_draw": legal_draw, "k_pay": legal_pay, "k_unlock": legal_unlock, "k_fx": legal_fx}
APPLY = {"k_fast": apply_card, "k_slow": apply_card, "e_card": apply_card, "k_main": apply_main,
         "k_draw": apply_draw, "k_pay": apply_pay, "k_unlock": apply_unlock, "k_fx": apply_fx}
