"""Variant 2: Separate Ways (4 players; 5 with two Killer players in Double Trouble): every Survivor
plays for themself and wins on their own.

d["sw"] = {first: the character holding the first Survivor token, kills: Survivors eliminated,
vehicle_gone: someone escaped by vehicle}; each Survivor's keys in s["keys"] (kept on top of the
inventory, taking no room); an escaped Survivor is out with s["out"] = "escaped".

The rules: the token's holder acts first, then the others clockwise (slot order), each their whole
turn, no waiting; the holder discovers (draw 2 keep 1) and passes the token to the next remaining
Survivor after the noise report. A gift or a swap needs both Survivors' consent (frame sw_agree),
and so does the Final Showdown (every remaining Survivor; only those remaining gather). At the start
of the Survivors' turn a Survivor with 3 or more keys at the Main Exit (or at the Hidden Exit holding
the Secret Map) may escape and win alone, and with the vehicle ready a Survivor at it may escape by
vehicle (then nobody else can); rescue makes every living Survivor a winner. Each repair token a
Survivor places draws them one card from a search deck of their choice (keep or discard; # designed:
the rulebook says "the Search deck"). An eliminated Survivor's body keeps its items and keys: another
Survivor there takes them as an extra action. Each elimination gives the Killer a level. The game
ends when every Survivor has escaped or been eliminated (or rescue comes, or a Final Showdown ends):
the escaped (and rescued) Survivors win; the Killer wins only with two or more eliminations, and
never after losing a Final Showdown; all three eliminated: the Killer is Undefeatable.
"""
from __future__ import annotations

from game.core.actions import maker

from .abilities import item_has
from .state import ev
from .variants import killer_seats, order

KEYS_TO_ESCAPE = 3
DISCOVER_RAN_OUT = "the discover deck ran out"  # flow.s_discover's reason: the Survivors lose, nobody wins it
LOOT = maker("loot", "item", "frm")


def push(state, frame: dict) -> None:  # (common.push; common imports this module)
    state.d["stack"].append(frame)


def on(state) -> bool:
    return bool(state.d.get("sw"))


def setup(state) -> None:
    d = state.d
    chars = list(d["surv"])
    d["sw"] = {"first": chars[state.rng.randbelow(len(chars))], "kills": 0, "vehicle_gone": False}
    for s in d["surv"].values():
        s["keys"] = []


# -- the Survivors' turn ------------------------------------------------------------------------
def turn_start(state, events: list) -> None:
    """Step I: escapes on one's own, then the action order (survivors.py offers no waiting here)."""
    d = state.d
    d["queue"] = order(state)
    board = state.board
    for char in reversed(d["queue"]):  # pushed last = asked first: the token's holder first
        s = d["surv"][char]
        kinds = board.loc(s["loc"]).kinds
        has_map = any(item_has(state.item(u), "SECRET_MAP") for u in s["items"])
        how = []
        if len(s["keys"]) >= KEYS_TO_ESCAPE and ("main_exit" in kinds or (has_map and "hidden_exit" in kinds)):
            how.append("keys")
        if d.get("vehicle_ready") and not d["sw"]["vehicle_gone"] and "vehicle" in kinds:
            how.append("vehicle")
        # designed: every remaining Survivor is asked (only "stay" for one who cannot escape): asking only those
        # who can would show the Killer who holds the keys at an exit; a lone human's forced stay is taken for it
        push(state, {"t": "sw_escape", "seat": state.seat_of(char), "char": char, "how": how[0] if how else ""})


def discoverers(state) -> list:
    return [state.d["sw"]["first"]] if state.d["sw"]["first"] in state.survivors() else state.survivors()[:1]


def pass_token(state, events: list) -> None:
    d = state.d
    chars = list(d["surv"])
    i = chars.index(d["sw"]["first"])
    for step in range(1, len(chars) + 1):
        nxt = chars[(i + step) % len(chars)]
        if d["surv"][nxt]["out"] is None:
            d["sw"]["first"] = nxt
            events.append(state.secret("first_survivor", {"char": nxt, "text": f"{state.name(nxt)} takes the "
                                                          f"first Survivor token."}))
            return


def body_takes(state, char: str) -> list:
    """Items and keys on an eliminated Survivor's body in this location (an extra action each)."""
    d = state.d
    loc = d["surv"][char]["loc"]
    out = []
    for other, s in d["surv"].items():
        if s["out"] == "eliminated" and s["loc"] == loc:
            out += [LOOT(u, other) for u in s["items"] + s["keys"]]
    return out


def exchange_offer(state, frame: dict, action) -> bool:
    """A give or take between two living Survivors asks the other one first (True: asked)."""
    if action.kind not in ("give", "take"):
        return False
    other = action["to"] if action.kind == "give" else action["frm"]
    push(state, {"t": "sw_agree", "seat": state.seat_of(other), "char": other, "left": [],
                 "then": {"kind": action.kind, "actor": frame["char"], **dict(action.params)}})
    frame["acted"] = True
    return True


def showdown_refused(state) -> bool:
    """designed: a Final Showdown the others refused is not proposed again this Survivors' turn (asking on
    and on, each time refused, was a game without end). Kept once there is one refusal only: older games
    hash the same."""
    sw = state.d.get("sw")
    return bool(sw) and sw.get("showdown_refused") == state.d["round"]


def ask_showdown(state, frame: dict) -> bool:
    """Every other remaining Survivor must agree to the Final Showdown (True: they are asked)."""
    others = [c for c in state.survivors() if c != frame["char"]]
    if others:
        push(state, {"t": "sw_agree", "seat": state.seat_of(others[0]), "char": others[0], "left": others[1:],
                     "then": {"kind": "showdown"}})
    return bool(others)


def repair_reward(state, char: str, tokens: int) -> None:
    """Each repair token placed: a card from a search deck (asked in sw_reward)."""
    if tokens > 0 and any(state.d["decks"][x] for x in ("key", "medical", "weapon")):
        push(state, {"t": "sw_reward", "seat": state.seat_of(char), "char": char, "left": tokens})


# -- escapes, eliminations, the end ---------------------------------------------------------------
def escape(state, char: str, how: str, events: list) -> None:
    d = state.d
    s = d["surv"][char]
    s["out"] = "escaped"
    if how == "vehicle":
        d["sw"]["vehicle_gone"] = True
    if char in d["queue"]:
        d["queue"].remove(char)
    words = "by vehicle" if how == "vehicle" else "with their keys"
    events.append(ev("escaped", f"{state.name(char)} escapes {words} and wins!", char=char, how=how))
    if d["sw"]["first"] == char:
        pass_token(state, events)
    check_end(state, events)


def eliminated(state, char: str, events: list) -> None:
    """A Survivor eliminated: the body stays, the Killer gains a level (queued: keywords.py), the game
    goes on."""
    d = state.d
    d["sw"]["kills"] += 1
    if char in d["queue"]:
        d["queue"].remove(char)
    # fallen in its own turn (the Wall of Flesh under a block it removed): that turn is over
    d["stack"] = [f for f in d["stack"] if not (f["t"] in ("s_act", "s_move") and f.get("char") == char)]
    if d["sw"]["first"] == char:
        pass_token(state, events)
    d["fx"].insert(0, {"kw": "LEVEL_UP"})
    check_end(state, events)


def check_end(state, events: list) -> None:
    if not state.survivors():
        finish(state, "over", "every Survivor escaped or fell", events)


def finish(state, side: str, reason: str, events: list) -> None:
    """The result of a Separate Ways game (called by common.finish)."""
    d = state.d
    if d["result"] is not None:
        return
    sw = d["sw"]
    fought = reason == "final showdown"
    if side == "killer" and fought:  # the Survivors of a lost Final Showdown are eliminated
        for c in state.survivors():
            d["surv"][c]["out"] = "eliminated"
            sw["kills"] += 1
    winners = {c for c, s in d["surv"].items() if s["out"] == "escaped"}
    if side == "survivors":  # rescue, a won Final Showdown: every Survivor still in play
        winners |= set(state.survivors())
    seats = sorted({d["surv"][c]["seat"] for c in winners})
    # designed: a Killer's own victory (the Parasitoid's false accusation or its Host's) stands as written
    own = side == "killer" and not fought and reason != DISCOVER_RAN_OUT
    killer_wins = own or (sw["kills"] >= 2 and not (fought and side == "survivors"))
    if killer_wins:
        seats = killer_seats(state) + seats
    if sw["kills"] >= len(d["surv"]):
        reason = "Undefeatable: every Survivor eliminated"
    outcome = "killer" if killer_wins and not winners else "survivors" if winners and not killer_wins else \
        "shared" if winners else "nobody"
    d["result"] = {"winners": seats, "side": outcome, "reason": reason, "round": d["round"],
                   "survivors": sorted(winners)}
    d["stack"].clear()
    d["fx"].clear()
    names = ", ".join(state.name(c) for c in sorted(winners)) or "no Survivor"
    events.append(ev("game_over", f"Separate Ways ends ({reason}): {names}" + (" and the Killer" if killer_wins
                     else "") + " win.", side=outcome, reason=reason, winners=seats))


def view(state, side):
    """Separate Ways as `side` sees it (None without it): the first Survivor token, the eliminations
    and the escapes are public; each Survivor's keys are on the Survivors' side of the screen."""
    d = state.d
    if not d.get("sw"):
        return None
    out = {"first": d["sw"]["first"], "kills": d["sw"]["kills"], "vehicle_gone": d["sw"]["vehicle_gone"],
           "escaped": [c for c, s in d["surv"].items() if s["out"] == "escaped"]}
    if "showdown_refused" in d["sw"]:
        out["showdown_refused"] = d["sw"]["showdown_refused"]
    if side == "survivors":
        out["keys"] = {c: list(s["keys"]) for c, s in d["surv"].items()}
    return out
