"""The Survivors' turn, step II (Action): each Survivor one main action out of seven, extra actions
and item exchanges before or after it, in any order the team likes.

The Survivor at the head of d["queue"] decides (its controlling seat); `wait` sends it to the back
of the queue so any order can be played (# designed: at most three waits a turn, so random play ends).
Main actions: step (MOVE x1-2, the second step in frame s_move), search, repair, refuel, unblock,
unfear, use (a Special Action item), bandage (Evelyn), analyze. Extra: use (Extra Action items),
cat, give, take, discard, showdown (see showdown.py). `done` once the main action is taken.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .common import RADIO_TOKENS, RESCUE_ROUNDS, VEHICLE_TOKENS, drop_item, gain, heal, killer_at, make_noise, push
from .device import device_card
from .movement import arrows_at, doors_at, secret_steps, survivor_steps
from .showdown import can_start, start
from .state import ev

STEP, SEARCH, REPAIR, UNBLOCK = maker("step", "to"), maker("search", "deck"), maker("repair", "what"), \
    maker("unblock", "edge")
USE, GIVE, TAKE, DISCARD = maker("use", "item", "target"), maker("give", "item", "to"), \
    maker("take", "item", "frm"), maker("discard", "item")
CAT, BANDAGE = maker("cat", "to"), maker("bandage", "char")
REFUEL, UNFEAR, ANALYZE, WAIT, DONE, STOP = (Action("refuel"), Action("unfear"), Action("analyze"),
                                              Action("wait"), Action("done"), Action("stop"))
KEEP, DROP = maker("keep", "item"), Action("drop")
MAX_WAITS = 3
REPAIRS = {"radio": RADIO_TOKENS, "vehicle": VEHICLE_TOKENS}


# -- what a Survivor may do -------------------------------------------------------------------
def can_repair(state, char: str, what: str) -> bool:
    d = state.d
    loc = d["surv"][char]["loc"]
    return (what in state.board.loc(loc).kinds and not killer_at(state, loc) and loc not in d["repaired"]
            and d[what] < REPAIRS[what])


def item_targets(state, char: str, uid: str) -> list:
    """The targets of using item `uid` now ("" for none); empty when it cannot be used."""
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    out = [""]
    for eff in state.item(uid)["effects"]:
        kw = eff["kw"]
        if kw == "NOISE":
            out = [o for o, kind, _ in state.board.links(loc) if kind != "secret"] if eff.get("where") == "adjacent" \
                else [loc]
        elif kw == "ROPE":
            out = [e for e in arrows_at(state, loc) if e not in d["ropes"]]
        elif kw == "PASSAGE":
            out = secret_steps(state, loc)
        elif kw == "HEAL":
            full = state.content.survivors
            out = [c for c in state.at(loc) if d["surv"][c]["health"] < full[c]["health"]]
        elif kw == "REPAIR":
            if not eff.get("counts", True) and uid in d.get("used", []):
                return []  # designed: an infinite repair tool once a turn
            out = [w for w in REPAIRS if can_repair(state, char, w)]
        elif kw == "ALARM" and d["alarm"] is not None:
            return []  # one alarm token
    return out


def main_actions(state, char: str) -> list:
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    kinds = state.board.loc(loc).kinds
    quinto = state.content.survivors[char].get("ability") == "shortcut"
    out = [STEP(x) for x in survivor_steps(state, loc, secret=quinto)]
    if not killer_at(state, loc):
        out += [SEARCH(k) for k in ("key", "medical", "weapon") if k in kinds and d["decks"][k]]
    out += [REPAIR(w) for w in REPAIRS if can_repair(state, char, w)]
    if "vehicle" in kinds and not d["fuel"] and any(state.item(u)["kind"] == "fuel" for u in s["items"]):
        out.append(REFUEL)
    out += [UNBLOCK(e) for e in doors_at(state, loc) if e in d["blocks"]]
    out.append(UNFEAR)
    for uid in s["items"]:
        if state.item(uid)["use"] == "special":
            out += [USE(uid, t) for t in item_targets(state, char, uid)]
    if state.content.survivors[char].get("ability") == "bandage":
        full = state.content.survivors
        out += [BANDAGE(c) for c in state.at(loc)
                if d["surv"][c]["health"] < full[c]["health"] and not d["surv"][c]["bandage"]]
    if can_analyze(state, char):
        out.append(ANALYZE)
    return out


def can_analyze(state, char: str) -> bool:
    d = state.d
    loc = d["surv"][char]["loc"]
    stage = d["device"]["stage"]
    if stage == 0:
        k = d["killer"]
        return not k["stealth"] and state.board.distance(loc, k["loc"]) <= 1
    if stage == 1:
        return device_card(state)["second"] in state.board.loc(loc).kinds
    return False


def extra_actions(state, char: str) -> list:
    d = state.d
    s = d["surv"][char]
    loc = s["loc"]
    out = []
    for uid in s["items"]:
        if state.item(uid)["use"] == "extra":
            out += [USE(uid, t) for t in item_targets(state, char, uid)]
    cat = d["cat"]
    if cat and cat["loc"] == loc and not cat["used"]:
        out += [CAT(o) for o, kind, _ in state.board.links(loc) if kind != "secret"]
    mates = [c for c in state.at(loc) if c != char]
    for other in mates:
        out += [GIVE(uid, other) for uid in s["items"]]
        out += [TAKE(uid, other) for uid in d["surv"][other]["items"]]
    out += [DISCARD(uid) for uid in s["items"]]
    return out


def legal(state, frame: dict) -> list:
    t = frame["t"]
    d = state.d
    if t == "s_act":
        char = frame["char"]
        out = [] if frame["main"] else main_actions(state, char)
        out += extra_actions(state, char)
        if can_start(state):
            out.append(Action("showdown"))
        if not frame["acted"] and d["waits"] < MAX_WAITS and len(d["queue"]) > 1:
            out.append(WAIT)
        if frame["main"]:
            out.append(DONE)
        return out
    if t == "s_move":
        char = frame["char"]
        return [STEP(x) for x in survivor_steps(state, d["surv"][char]["loc"], secret=frame["secret"])] + [STOP]
    if t == "s_keep":
        return [KEEP(frame["card"]), DROP]
    if t == "s_overflow":
        return [DISCARD(uid) for uid in d["surv"][frame["char"]]["items"]]
    raise AssertionError(t)


# -- doing it ---------------------------------------------------------------------------------
def move_survivor(state, char: str, to: str, events: list, how: str) -> None:
    s = state.d["surv"][char]
    frm, s["loc"] = s["loc"], to
    events.append(state.secret("survivor_move", (
        {"char": char, "frm": frm, "to": to, "text": f"{state.name(char)} moves {how} to {state.loc_name(to)}."})))


def apply(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    t = frame["t"]
    char = frame["char"]
    s = d["surv"][char]
    k = action.kind
    if t == "s_move":
        d["stack"].pop()
        if k == "step":
            move_survivor(state, char, action["to"], events, "on")
        return
    if t == "s_keep":
        d["stack"].pop()
        if k == "keep":
            gain(state, char, frame["card"], events)
        else:
            d["discards"][frame["deck"]].append(frame["card"])
            events.append(state.secret("item_dropped", (
                {"card": frame["card"], "text": f"{state.name(char)} discards the {state.item_name(frame['card'])}."})))
        return
    if t == "s_overflow":
        d["stack"].pop()
        drop_item(state, char, action["item"])
        events.append(state.secret("item_dropped", (
            {"card": action["item"], "text": f"{state.name(char)} discards the {state.item_name(action['item'])}."})))
        return
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
        start(state, events)
        return
    frame["acted"] = True
    if k in ("give", "take"):
        giver, taker = (char, action["to"]) if k == "give" else (action["frm"], char)
        d["surv"][giver]["items"].remove(action["item"])
        events.append(state.secret("exchange", (
            {"text": f"{state.name(giver)} gives the {state.item_name(action['item'])} to {state.name(taker)}."})))
        d["surv"][taker]["items"].append(action["item"])
        if len(d["surv"][taker]["items"]) > 3:
            push(state, {"t": "s_overflow", "seat": state.seat_of(taker), "char": taker})
        return
    if k == "discard":
        drop_item(state, char, action["item"])
        events.append(state.secret("item_dropped", (
            {"card": action["item"], "text": f"{state.name(char)} discards the {state.item_name(action['item'])}."})))
        return
    if k == "cat":
        d["cat"] = {"loc": action["to"], "used": True}
        make_noise(state, s["loc"], events, "stroking the cat")
        events.append(state.secret("cat", (
            {"to": action["to"], "text": f"The cat runs to {state.loc_name(action['to'])}."})))
        return
    if k == "use" and state.item(action["item"])["use"] == "extra":
        use_item(state, char, action["item"], action["target"], events)
        return
    # a main action
    frame["main"] = True
    if k == "step":
        quinto = state.content.survivors[char].get("ability") == "shortcut"
        move_survivor(state, char, action["to"], events, "on")
        push(state, {"t": "s_move", "seat": frame["seat"], "char": char, "secret": quinto})
    elif k == "search":
        deck = action["deck"]
        uid = d["decks"][deck].pop()
        if state.item(uid)["noise"]:
            make_noise(state, s["loc"], events, f"searching the {deck} deck")
        events.append(state.secret("search_item", (
            {"char": char, "card": uid, "text": f"{state.name(char)} draws the {state.item_name(uid)}."})))
        push(state, {"t": "s_keep", "seat": frame["seat"], "char": char, "card": uid, "deck": deck})
    elif k == "repair":
        repair(state, char, action["what"], 1, True, events)
    elif k == "refuel":
        fuel = next(u for u in s["items"] if state.item(u)["kind"] == "fuel")
        drop_item(state, char, fuel)
        d["fuel"] = True
        events.append(state.secret("refuel", (
            {"text": f"{state.name(char)} refuels the vehicle."})))
        announce_vehicle(state, events)
    elif k == "unblock":
        d["blocks"].remove(action["edge"])
        events.append(ev("unblock", f"The Survivors remove the block token on {edge_words(state, action['edge'])}.",
                         edge=action["edge"]))
    elif k == "unfear":
        s["fear"] = 0
        events.append(ev("unfear", f"{state.name(char)} removes all fear tokens.", char=char))
    elif k == "use":
        use_item(state, char, action["item"], action["target"], events)
    elif k == "bandage":
        d["surv"][action["char"]]["bandage"] = 2
        events.append(state.secret("bandage", (
            {"text": f"{state.name(char)} bandages {state.name(action['char'])}: healed in 2 rounds."})))
    elif k == "analyze":
        d["device"]["stage"] += 1
        card = device_card(state)
        secret = {"weakness": card["weakness"], "second": card["second"]}
        if d["device"]["stage"] == 2:
            secret["tactic"] = card["tactic"]
        events.append(ev("analyze", f"The Survivors analyze the Killer ({d['device']['stage']} of 2).",
                         stage=d["device"]["stage"], private=state.private_to_survivors(secret)))


def edge_words(state, edge: str) -> str:
    a, b = edge.split("~")
    return f"the door between {state.loc_name(a)} and {state.loc_name(b)}"


def repair(state, char: str, what: str, n: int, counts: bool, events: list) -> None:
    d = state.d
    loc = d["surv"][char]["loc"]
    if state.content.survivors[char].get("ability") == "wrench" and d["killer"]["level"] >= 3:
        n += 1  # Zach: at Killer level 3 or higher, every repair +1
    d[what] = min(REPAIRS[what], d[what] + n)
    if counts:
        d["repaired"].append(loc)
    make_noise(state, loc, events, f"repairing the {what}")
    events.append(state.secret("repair", (
        {"what": what, "progress": d[what], "text": f"{state.name(char)} repairs the {what}: {d[what]} of "
                                                  f"{REPAIRS[what]}."})))
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


def use_item(state, char: str, uid: str, target: str, events: list) -> None:
    d = state.d
    s = d["surv"][char]
    item = state.item(uid)
    events.append(state.secret("use_item", (
        {"char": char, "card": uid, "target": target, "text": f"{state.name(char)} uses the {item['name']}."})))
    if not item["infinite"]:
        drop_item(state, char, uid)
    else:
        d.setdefault("used", []).append(uid)
    for eff in item["effects"]:
        kw = eff["kw"]
        if kw == "NOISE":
            make_noise(state, target, events, item["name"])
        elif kw == "FIRECRACKER":
            d["firecracker"] = True
        elif kw == "ALARM":
            d["alarm"] = {"loc": s["loc"], "n": 2}
        elif kw == "ROPE":
            d["ropes"].append(target)
        elif kw == "PASSAGE":
            move_survivor(state, char, target, events, "through the secret passage")
        elif kw == "HEAL":
            heal(state, target, events, item["name"])
        elif kw == "REPAIR":
            repair(state, char, target, eff.get("n", 1), eff.get("counts", True), events)
