"""Separate Ways' own decisions (variants_separate.py has the rules and the state): escaping alone
(sw_escape), another Survivor's consent to an exchange or the Final Showdown (sw_agree), the search
card each repair token earns (sw_reward), and taking from a fallen Survivor's body (the `loot` extra
action). Imported by rules.py and survivors.py only, so the rules below never import it back.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .common import exchange, gain, make_noise, push
from .showdown import start
from .variants_separate import escape, exchange_offer

FRAMES = ("sw_escape", "sw_agree", "sw_reward")
KINDS = ("loot",)
ESCAPE, STAY, AGREE, REFUSE = Action("escape"), Action("stay"), Action("agree"), Action("refuse")
REWARD = maker("reward", "deck")


def intercept(state, frame: dict, action, events: list) -> bool:
    """survivors.apply's Separate Ways hook: True when it handled the action."""
    if exchange_offer(state, frame, action):
        return True
    if action.kind in KINDS:
        loot(state, frame, action, events)
        return True
    return False


def loot(state, frame: dict, action, events: list) -> None:
    """A `loot` extra action: an item or key from a body in this location."""
    d = state.d
    frame["acted"] = True
    body = d["surv"][action["frm"]]
    uid = action["item"]
    char = frame["char"]
    if uid in body["keys"]:
        body["keys"].remove(uid)
        d["surv"][char]["keys"].append(uid)
    else:
        body["items"].remove(uid)
        gain(state, char, uid, events)
        return
    events.append(state.secret("loot", {"char": char, "card": uid, "text": f"{state.name(char)} takes a Key from "
                                        f"{state.name(action['frm'])}'s body."}))


def legal(state, frame: dict) -> list:
    t = frame["t"]
    if t == "sw_escape":
        return [ESCAPE, STAY] if frame["how"] else [STAY]
    if t == "sw_agree":
        return [AGREE, REFUSE]
    return [REWARD(deck) for deck in ("key", "medical", "weapon") if state.d["decks"][deck]]


def apply_frame(state, frame: dict, action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    t = frame["t"]
    if t == "sw_escape":
        if action.kind == "escape":
            escape(state, frame["char"], frame["how"], events)
        return
    if t == "sw_reward":
        if frame["left"] > 1:
            push(state, dict(frame, left=frame["left"] - 1))
        draw_reward(state, frame["char"], action["deck"], events)
        return
    # sw_agree
    then = frame["then"]
    if action.kind == "refuse":
        if then["kind"] == "showdown":
            state.d["sw"]["showdown_refused"] = state.d["round"]
        events.append(state.secret("refused", {"char": frame["char"], "text": f"{state.name(frame['char'])} "
                                               f"refuses."}))
        return
    if frame["left"]:
        nxt = frame["left"][0]
        push(state, dict(frame, seat=state.seat_of(nxt), char=nxt, left=frame["left"][1:]))
        return
    if then["kind"] == "showdown":
        start(state, events)
        return
    if then["kind"] == "give":
        exchange(state, then["actor"], then["to"], then["item"], events)
    else:
        exchange(state, then["frm"], then["actor"], then["item"], events)


def draw_reward(state, char: str, deck: str, events: list) -> None:
    d = state.d
    if not d["decks"][deck]:
        return
    uid = d["decks"][deck].pop()
    if state.item(uid)["noise"]:
        make_noise(state, d["surv"][char]["loc"], events, f"the {state.item_name(uid)}")
    events.append(state.secret("search_item", {"char": char, "card": uid, "text": f"{state.name(char)} draws the "
                                               f"{state.item_name(uid)} for repairing."}))
    push(state, {"t": "s_keep", "seat": state.seat_of(char), "char": char, "card": uid, "deck": deck})
