"""The round: the Survivors' turn (I remove noise and check victory, II actions, III discover, IV
the noise report), then the Killer's (I reappear, II DELAY tokens, III fast cards, IV two main
actions or a special card, V one slow card, VI draw 3 or heighten awareness).

`advance` runs automatic steps until a seat must decide: the top frame of d["stack"] decides;
otherwise the Killer's effect queue runs (keywords.py), then an encounter or showdown under way,
then the next step of the round (d["phase"]).
"""
from __future__ import annotations

from game.core.actions import maker

from . import encounter, eyebot, keywords, parasitoid, showdown, traits, variants, variants_double, variants_separate
from .abilities import is_cat, item_has, spend_once_mods, stat
from .common import KEYS_TO_ESCAPE, finish, gain, heal, make_noise, push
from .state import ev

DISCOVER, PICK = maker("discover", "char"), maker("pick", "item")


def advance(state, events: list) -> None:
    d = state.d
    while d["result"] is None and not d["stack"]:
        if d["fx"]:
            (eyebot.run if d["fx"][0]["kw"] in eyebot.KEYWORDS else keywords.run_next)(state, events)
        elif d["showdown"] is not None:
            showdown.step(state, events)
        elif d["enc"] is not None:
            encounter.step(state, events)
        elif not (d.get("infect") is not None and parasitoid.before_phase(state, events)):
            PHASES[d["phase"]](state, events)


# -- the Survivors' turn -------------------------------------------------------------------------
def s_start(state, events: list) -> None:
    d = state.d
    variants.round_start(state)  # who runs a shared character this round
    d["noise"] = []
    d["firecracker"] = False
    d["repaired"] = []
    d["once_turn"] = []
    d["xchg"] = {"held": {}, "moved": [], "settled": []}  # this turn's exchanges (common.exchange_log)
    d["waits"] = 0
    events.append(ev("survivors_turn", f"Round {d['round']}: the Survivors' turn.", round=d["round"]))
    board = state.board
    locs = {d["surv"][c]["loc"] for c in state.survivors()}
    together = next(iter(locs)) if len(locs) == 1 else None
    kinds = board.loc(together).kinds if together and not d.get("sw") else frozenset()  # SW: each on their own
    if d["keys"] >= KEYS_TO_ESCAPE and "main_exit" in kinds:
        return finish(state, "survivors", "escaped through the Main Exit", events)
    has_map = any(item_has(state.item(u), "SECRET_MAP") for c in state.survivors() for u in d["surv"][c]["items"])
    if d["keys"] >= KEYS_TO_ESCAPE and has_map and "hidden_exit" in kinds:
        return finish(state, "survivors", "escaped through the Hidden Exit", events)
    if d["rescue"] is not None:
        d["rescue"] -= 1
        events.append(ev("rescue", f"Rescue is coming: {d['rescue']} rounds to go.", rescue=d["rescue"]))
        if d["rescue"] <= 0:
            return finish(state, "survivors", "rescued", events)
    if d.get("vehicle_ready") and "vehicle" in kinds:
        return finish(state, "survivors", "escaped by vehicle", events)
    alarm = d["alarm"]
    if alarm is not None:
        alarm["n"] -= 1
        if alarm["n"] <= 0:
            d["alarm"] = None
            make_noise(state, alarm["loc"], events, "the Alarm Clock rings")
    for char in state.survivors():
        s = d["surv"][char]
        if s["bandage"]:
            s["bandage"] -= 1
            if not s["bandage"]:
                heal(state, char, events, "bandage")
    traits.survivor_turn_start(state, events)
    d["queue"] = state.survivors()
    d["phase"] = "s_actions"
    if d.get("sw"):
        variants_separate.turn_start(state, events)  # escapes on one's own; the first token's order


def s_actions(state, events: list) -> None:
    d = state.d
    if not d["queue"]:
        d["phase"] = "s_discover"
        return
    char = d["queue"][0]
    push(state, {"t": "s_act", "seat": state.seat_of(char), "char": char, "main": False, "acted": False})


def s_discover(state, events: list) -> None:
    d = state.d
    d["phase"] = "s_report"
    if not d["decks"]["discover"]:
        if d["rescue"] is None:
            finish(state, "killer", variants_separate.DISCOVER_RAN_OUT, events)
        return
    who = variants_separate.discoverers(state) if d.get("sw") else state.survivors()  # SW: the first Survivor
    push(state, {"t": "discover_who", "seat": state.captain(who), "chars": who})


def s_report(state, events: list) -> None:
    d = state.d
    if d["firecracker"]:
        d["noise_known"] = list(state.board.codes)
        text = "Noise everywhere: a firecracker!"
    else:
        d["noise_known"] = sorted(d["noise"])
        names = ", ".join(state.loc_name(x) for x in d["noise_known"])
        text = f"Noise at {names}." if names else "No noise this turn: the Survivors kept quiet."
    if d["cat"]:
        d["cat"]["used"] = False
    events.append(ev("noise_report", text, noise=d["noise_known"], firecracker=d["firecracker"]))
    d["phase"] = "k_reappear"
    if d.get("sw"):
        variants_separate.pass_token(state, events)


# -- the Killer's turn ----------------------------------------------------------------------------
def k_reappear(state, events: list) -> None:
    d = state.d
    variants_double.begin_turn(state, events)  # Double Trouble: whose turn, level-ups it owes
    k = d["killer"]
    k["actions"] = 0
    events.append(ev("killer_turn", f"Round {d['round']}: {state.killer_name()}'s turn.", round=d["round"],
                     killer=k["id"], whole=True))  # whose whole turn (its owed level-ups taken): search.py counts
    # each Killer's cards by it (Double Trouble's second Killer may go straight to step VI: whole is missing)
    d["phase"] = "k_traits"  # then k_delay
    if k["stealth"]:
        keywords.reappear(state, events)
        d["fx"].append({"kw": "SEARCH"})  # free; an encounter sends the turn to step VI, DELAY tokens stay


def k_delay(state, events: list) -> None:
    d = state.d
    k = d["killer"]
    d["phase"] = "k_fast"
    for token in k["delay"]:
        d["fx"].extend(dict(e, must=True) for e in token["effects"])
    if k["delay"]:
        events.append(ev("delay_resolved", f"{state.killer_name()}'s DELAY effects take place.",
                         locs=[t["loc"] for t in k["delay"]]))
    k["delay"] = []


def k_frame(name: str):
    def phase(state, events: list) -> None:
        frame = {"t": name, "seat": state.d["killer"]["seat"]}
        push(state, frame)
    return phase


def k_end(state, events: list) -> None:
    if traits.turn_end(state, events) or variants_double.next_killer(state, events):
        return
    state.d["round"] += 1
    state.d["phase"] = "s_start"


PHASES = {"s_start": s_start, "s_actions": s_actions, "s_discover": s_discover, "s_report": s_report,
          "t_setup": traits.setup_phase, "k_traits": traits.turn_start_phase,
          "k_reappear": k_reappear, "k_delay": k_delay, "k_fast": k_frame("k_fast"), "k_main": k_frame("k_main"),
          "k_slow": k_frame("k_slow"), "k_draw": k_frame("k_draw"), "k_end": k_end}


# -- the discover step ----------------------------------------------------------------------------
def legal_discover(state, frame: dict) -> list:
    if frame["t"] == "discover_who":
        return [DISCOVER(c) for c in frame.get("chars") or state.survivors()]
    # "if you find the cat card, you will have to discard the cat and gain the other item" (A Cat!)
    return [PICK(u) for u in frame["cards"]] + ([] if frame.get("cat") else [PICK("")])


def apply_discover(state, frame: dict, action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    if frame["t"] == "discover_who":
        char = action["char"]
        loc = d["surv"][char]["loc"]
        deck = d["decks"]["discover"]
        drawn = [deck.pop() for _ in range(min(stat(state, char, "discover_draw"), len(deck)))]
        keep = [u for u in drawn if not is_cat(state, u)]
        d["discards"]["discover"].extend(u for u in drawn if is_cat(state, u))
        # the cards are turned up together: the events take them in a fixed order, so the log never tells
        # in which order they lay in the deck (the state keeps the order drawn)
        for uid in sorted(drawn):
            item = state.item(uid)
            if item["noise"]:
                make_noise(state, loc, events, f"the {item['name']}")
            if is_cat(state, uid):
                d["cat"] = {"loc": loc, "used": False}
                events.append(state.secret("cat_found", (
                    {"loc": loc, "text": f"A cat appears at {state.loc_name(loc)}."})))
        events.append(state.secret("discover", (
            {"char": char, "cards": sorted(drawn), "text": f"{state.name(char)} discovers "
             + ", ".join(state.item_name(u) for u in sorted(drawn)) + "."})))
        if keep:
            push(state, {"t": "discover_pick", "seat": state.seat_of(char), "char": char, "cards": keep,
                         "keep": stat(state, char, "discover_keep"), "cat": len(keep) < len(drawn)})
        return
    left = [u for u in frame["cards"] if u != action["item"]]
    if action["item"]:
        if frame.get("kept"):  # a second card kept: a once-a-game MOD discover_keep is spent
            spend_once_mods(state, frame["char"], "discover_keep")
        gain(state, frame["char"], action["item"], events)
        if frame.get("keep", 1) > 1 and left:
            push(state, dict(frame, cards=left, keep=frame["keep"] - 1, kept=True, cat=False))
            return
    d["discards"]["discover"].extend(left)
