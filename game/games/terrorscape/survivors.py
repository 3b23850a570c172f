"""The Survivors' turn, step II (Action): each Survivor one main action out of seven, extra actions
and item exchanges before or after it, in any order the team likes.

The Survivor at the head of d["queue"] decides (its controlling seat); `wait` sends it to the back
of the queue so any order can be played (# designed: at most three waits a turn, so random play ends).
Main actions: step (MOVE x1-2, further steps in frame s_move), search, repair, unblock, unfear,
use (an ability `on = "special_action"`: an item's or the Survivor's own), analyze.
Extra: use (`on = "extra_action"`), cat, give, take, discard, showdown (see showdown.py); `done`
once the main action is taken. Effects of a use run in survivor_fx.py.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from . import parasitoid_actions, survivor_fx, variants_double, variants_separate, variants_separate_frames
from .abilities import ability, has_passive, is_item, mark_used, stat, usable
from .common import drop_item, exchange, gain, killer_at, make_noise, may_move, may_receive, move_survivor, moved, \
    push, spend
from .device import device_card
from .movement import doors_at, survivor_steps
from .showdown import can_start, start
from .state import ev

STEP, SEARCH, REPAIR, UNBLOCK = maker("step", "to"), maker("search", "deck"), maker("repair", "what"), \
    maker("unblock", "edge")
USE, GIVE, TAKE, DISCARD = maker("use", "src", "i", "target"), maker("give", "item", "to"), \
    maker("take", "item", "frm"), maker("discard", "item")
CAT, KEEP = maker("cat", "to"), maker("keep", "item")
UNFEAR, ANALYZE, WAIT, DONE, STOP, DROP, SHOWDOWN = (Action("unfear"), Action("analyze"), Action("wait"),
                                                     Action("done"), Action("stop"), Action("drop"),
                                                     Action("showdown"))
MAX_WAITS = 3


# -- what a Survivor may do -------------------------------------------------------------------
def uses(state, char: str, on: str) -> list:
    out = []
    for src, i, ab in usable(state, char, on):
        out += [USE(src, i, t) for t in survivor_fx.targets(state, char, ab)]
    return out


def main_actions(state, char: str) -> list:
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    kinds = state.board.loc(loc).kinds
    out = [STEP(x) for x in survivor_steps(state, loc, secret=has_passive(state, char, "SHORTCUT"))
           if may_move(state, char)]
    if not killer_at(state, loc):
        out += [SEARCH(k) for k in ("key", "medical", "weapon") if k in kinds and d["decks"][k]]
    out += [REPAIR(w) for w in ("radio", "vehicle") if survivor_fx.can_repair(state, char, w)]
    out += [UNBLOCK(e) for e in doors_at(state, loc) if e in d["blocks"]]
    out.append(UNFEAR)
    out += uses(state, char, "special_action")
    if can_analyze(state, char):
        out.append(ANALYZE)
    return out


def can_analyze(state, char: str) -> bool:
    d = state.d
    loc = d["surv"][char]["loc"]
    stage = d["device"]["stage"]
    if stage == 0:  # within range of the Killer (Double Trouble: of any Killer)
        return any(not k["stealth"] and state.board.distance(loc, k["loc"]) <= stat(state, char, "analyze_range")
                   for k in variants_double.killers(state))
    if stage == 1:
        return device_card(state)["location"] in state.board.loc(loc).kinds
    return False


def extra_actions(state, char: str) -> list:
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    out = uses(state, char, "extra_action")
    cat = d["cat"]
    if cat and cat["loc"] == loc and not cat["used"]:
        out += [CAT(o) for o in sorted({o for o, kind, _ in state.board.links(loc) if kind != "secret"})]
    for other in state.at(loc):
        if other != char:
            out += [GIVE(uid, other) for uid in s["items"] if may_receive(state, uid, other)]
            out += [TAKE(uid, other) for uid in d["surv"][other]["items"] if may_receive(state, uid, char)]
    out += [DISCARD(uid) for uid in s["items"]]
    if variants_separate.on(state):
        out += variants_separate.body_takes(state, char)  # a fallen Survivor's items and keys
    return out


def legal_act(state, frame: dict) -> list:
    d = state.d
    char = frame["char"]
    out = [] if frame["main"] else main_actions(state, char)
    out += extra_actions(state, char) + parasitoid_actions.actions(state, frame)
    if can_start(state) and not (variants_separate.on(state) and variants_separate.showdown_refused(state)):
        out.append(SHOWDOWN)
    if not frame["acted"] and d["waits"] < MAX_WAITS and len(d["queue"]) > 1 and not d.get("sw"):
        out.append(WAIT)
    if frame["main"]:
        out.append(DONE)
    return out


def legal_move(state, frame: dict) -> list:
    loc = state.d["surv"][frame["char"]]["loc"]
    return [STEP(x) for x in survivor_steps(state, loc, secret=frame["secret"])] + [STOP]


def legal_keep(state, frame: dict) -> list:
    return [KEEP(frame["card"]), DROP]


def legal_overflow(state, frame: dict) -> list:
    return [DISCARD(uid) for uid in state.d["surv"][frame["char"]]["items"]]


def legal_fx(state, frame: dict) -> list:
    return [survivor_fx.FX(x) for x in frame["options"]]


def legal_pick(state, frame: dict) -> list:
    return [KEEP(u) for u in frame["cards"]] + [DROP]


# -- doing it ---------------------------------------------------------------------------------
def dropped(state, char: str, uid: str, events: list) -> None:
    events.append(state.secret("item_dropped", {"card": uid, "text": f"{state.name(char)} discards the "
                                                f"{state.item_name(uid)}."}))


def apply_move(state, frame: dict, action: Action, events: list) -> None:
    state.d["stack"].pop()
    char = frame["char"]
    if action.kind == "step":
        moved(state, char)
        move_survivor(state, char, action["to"], events, "on")
        if frame["left"] > 1:
            push(state, dict(frame, left=frame["left"] - 1))
            return
    survivor_fx.run(state, char, frame.get("then") or [], events, frame.get("target", ""))


def apply_keep(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    char = frame["char"]
    if action.kind == "keep":
        gain(state, char, frame["card"], events)
    else:
        d["discards"][frame["deck"]].append(frame["card"])
        dropped(state, char, frame["card"], events)


def apply_overflow(state, frame: dict, action: Action, events: list) -> None:
    state.d["stack"].pop()
    drop_item(state, frame["char"], action["item"])
    dropped(state, frame["char"], action["item"], events)


def apply_fx(state, frame: dict, action: Action, events: list) -> None:
    state.d["stack"].pop()
    char = frame["char"]
    survivor_fx.do(state, char, frame["eff"], action["target"], events, frame["why"], frame["rest"]) or \
        survivor_fx.run(state, char, frame["rest"], events, why=frame["why"])


def apply_pick(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    char = frame["char"]
    left = list(frame["cards"])
    if action.kind == "keep":
        left.remove(action["item"])
        gain(state, char, action["item"], events)
        if frame["keep"] > 1 and left:
            push(state, dict(frame, cards=left, keep=frame["keep"] - 1))
            return
    d["discards"][frame["deck"]].extend(left)
    survivor_fx.run(state, char, frame.get("then") or [], events, frame.get("target", ""))


def apply_act(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    char = frame["char"]
    s = d["surv"][char]
    k = action.kind
    # s_act
    if k == "wait":
        d["waits"] += 1
        d["queue"].append(d["queue"].pop(0))
        d["stack"].pop()
        return
    if k == "done":
        d["queue"].pop(0)
        d["stack"].pop()
        return
    if k == "showdown":
        d["stack"].pop()
        if not (variants_separate.on(state) and variants_separate.ask_showdown(state, frame)):
            start(state, events)  # (Separate Ways: once every remaining Survivor agrees)
        return
    if k in parasitoid_actions.KINDS:
        return parasitoid_actions.apply_act(state, frame, action, events)
    frame["acted"] = True
    if variants_separate.on(state) and variants_separate_frames.intercept(state, frame, action, events):
        return  # Separate Ways: an exchange asks the other Survivor; a fallen one's body is searched
    if k in ("give", "take"):
        giver, taker = (char, action["to"]) if k == "give" else (action["frm"], char)
        exchange(state, giver, taker, action["item"], events)
        return
    if k == "discard":
        drop_item(state, char, action["item"])
        dropped(state, char, action["item"], events)
        return
    if k == "cat":
        d["cat"] = {"loc": action["to"], "used": True}
        make_noise(state, s["loc"], events, "stroking the cat")
        events.append(state.secret("cat", {"to": action["to"], "text": f"The cat runs to "
                                           f"{state.loc_name(action['to'])}."}))
        return
    if k == "use":
        ab = ability(state, action["src"], action["i"])
        if ab["on"] == "special_action":
            frame["main"] = True
        use(state, char, action["src"], action["i"], ab, action["target"], events)
        return
    # the other main actions
    frame["main"] = True
    if k == "step":
        moved(state, char)
        move_survivor(state, char, action["to"], events, "on")
        left = stat(state, char, "move") - 1
        if left > 0:
            push(state, {"t": "s_move", "seat": frame["seat"], "char": char, "left": left,
                         "secret": has_passive(state, char, "SHORTCUT")})
    elif k == "search":
        deck = action["deck"]
        if stat(state, char, "search_draw") > 1:  # a MOD search_draw: draw more, keep one
            survivor_fx.do(state, char, {"kw": "DRAW_ITEM", "deck": deck, "n": stat(state, char, "search_draw"),
                                         "keep": 1}, "", events, "", [])
            return
        uid = d["decks"][deck].pop()
        if state.item(uid)["noise"]:
            make_noise(state, s["loc"], events, f"searching the {deck} deck")
        events.append(state.secret("search_item", {"char": char, "card": uid, "text": f"{state.name(char)} draws "
                                                   f"the {state.item_name(uid)}."}))
        push(state, {"t": "s_keep", "seat": frame["seat"], "char": char, "card": uid, "deck": deck})
    elif k == "repair":
        survivor_fx.repair(state, char, action["what"], 1, True, events)
    elif k == "unblock":
        survivor_fx.do(state, char, {"kw": "REMOVE_BLOCK"}, action["edge"], events, "", [])
    elif k == "unfear":
        s["fear"] = 0
        events.append(ev("unfear", f"{state.name(char)} removes all fear tokens.", char=char, fear=0))
    elif k == "analyze":
        d["device"]["stage"] += 1
        card = device_card(state)
        secret = {"weakness": card["weakness"], "location": card["location"]}
        if d["device"]["stage"] == 2:
            secret["tactic"] = card.get("text", "")
        events.append(ev("analyze", f"The Survivors analyze the Killer ({d['device']['stage']} of 2).",
                         stage=d["device"]["stage"], private=state.private_to_survivors(secret)))


def use(state, char: str, src: str, i: int, ab: dict, target: str, events: list) -> None:
    if is_item(src):
        name = state.item_name(src)
    else:
        name = ab.get("name") or (state.content.traits[src[1:]]["name"] if src[0] == "#" else state.name(char))
    events.append(state.secret("use", {"char": char, "src": src, "target": target,
                                       "text": f"{state.name(char)} uses {name}."}))
    mark_used(state, char, src, i, ab)
    spend(state, char, src, events)
    survivor_fx.run(state, char, ab["effects"], events, target, why=name)




LEGAL = {"s_act": legal_act, "s_move": legal_move, "s_keep": legal_keep, "s_overflow": legal_overflow,
         "s_fx": legal_fx, "s_pick": legal_pick}
APPLY = {"s_act": apply_act, "s_move": apply_move, "s_keep": apply_keep, "s_overflow": apply_overflow,
         "s_fx": apply_fx, "s_pick": apply_pick}
