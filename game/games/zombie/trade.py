"""Trades, asked as steps so the legal list stays short.

A camp's Take Action lists one `trade(partner)` per camp it could trade with. The offer is then
built one decision at a time, each a frame on the stack above the Take Action frame, each with a
`back` choice:

    trade_give   what the camp gives: survivors, one of its characters (a unit), or its hideout
    trade_take   what it asks for in return
    trade_count  how many survivors (only when survivors are part of the deal)

The finished offer goes to the partner's player as before (`accept_trade` / `decline_trade`).
What may be traded (from the rulebook's Character and Hideout Cards and the Take Action step):
survivors for a character, a character for a character or for survivors, a hideout for a hideout
(never survivors for survivors, never No Hideout). The functions over camps read only what both a
state's camp and a seat's view of it hold (`survivors`, `units`, `hideout`), so the AI and the
table's trade dialog use them on the view.
"""
from __future__ import annotations

from game.core.actions import Action

from .ops import camp_name, ev, push_frame

MAX_TRADE_SURVIVORS = 10  # designed: trades offer 1 to 10 survivors, enough for any fair deal

SURVIVORS = ("survivors",)
HIDEOUT = ("hideout",)


# -- what may be offered, over camp dicts (state or view) -------------------------------------------------
def gives(me: dict, other: dict) -> list:
    """What `me` may give `other` (sides without a count): each leads to at least one thing to ask for."""
    out = []
    if me["survivors"] > 0 and other["units"]:
        out.append(SURVIVORS)
    if other["units"] or other["survivors"] > 0:
        out += [("unit", j) for j in range(len(me["units"]))]
    if me["hideout"] is not None and other["hideout"] is not None:
        out.append(HIDEOUT)
    return out


def takes(me: dict, other: dict, give) -> list:
    """What `me` may ask of `other` in return for `give`."""
    give = tuple(give)
    if give == HIDEOUT:
        return [HIDEOUT] if me["hideout"] is not None and other["hideout"] is not None else []
    out = [("unit", i) for i in range(len(other["units"]))]
    if give[0] == "unit" and other["survivors"] > 0:
        out.append(SURVIVORS)
    return out


def counts(me: dict, other: dict, give, take) -> range:
    """How many survivors may change hands (an empty range when none do)."""
    if tuple(give) == SURVIVORS:
        return range(1, min(me["survivors"], MAX_TRADE_SURVIVORS) + 1)
    if tuple(take) == SURVIVORS:
        return range(1, min(other["survivors"], MAX_TRADE_SURVIVORS) + 1)
    return range(0)


def needs_count(give, take) -> bool:
    return tuple(give) == SURVIVORS or tuple(take) == SURVIVORS


def offers(me: dict, other: dict) -> list:
    """Every whole offer (give, take) as the offer frame holds it: survivors carry their number."""
    out = []
    for g in gives(me, other):
        for t in takes(me, other, g):
            if needs_count(g, t):
                for n in counts(me, other, g, t):
                    out.append((("survivors", n), t) if g == SURVIVORS else (g, ("survivors", n)))
            else:
                out.append((g, t))
    return out


def steps(partner: int, give, take) -> list:
    """The step actions that make a whole offer, from the Take Action on."""
    give, take = tuple(give), tuple(take)
    out = [Action("trade", partner=partner), Action("trade_give", give=give[:1] if give[0] == "survivors" else give),
           Action("trade_take", take=take[:1] if take[0] == "survivors" else take)]
    if give[0] == "survivors" or take[0] == "survivors":
        out.append(Action("trade_count", n=give[1] if give[0] == "survivors" else take[1]))
    return out


# -- the frames ----------------------------------------------------------------------------------------------
def partners(state, c: int) -> list:
    me = state.camp(c)
    return [o["id"] for o in state.d["camps"] if o["alive"] and o["id"] != c and can_give(me, o)]


def can_give(me: dict, other: dict) -> bool:
    """`gives(me, other)` is not empty (asked of every camp at every Take Action)."""
    if other["units"] or other["survivors"] > 0:
        if me["units"]:
            return True
        if me["survivors"] > 0 and other["units"]:
            return True
    return me["hideout"] is not None and other["hideout"] is not None


def legal(state, frame: dict) -> list:
    me, other = state.camp(frame["camp"]), state.camp(frame["partner"])
    t = frame["t"]
    if t == "trade_give":
        out = [Action("trade_give", give=g) for g in gives(me, other)]
    elif t == "trade_take":
        out = [Action("trade_take", take=x) for x in takes(me, other, frame["give"])]
    else:
        out = [Action("trade_count", n=n) for n in counts(me, other, frame["give"], frame["take"])]
    return out + [Action("back")]


def start(state, c: int, action: Action) -> None:
    """`trade(partner)` on the Take Action: the Take Action frame stays below the offer's steps."""
    push_frame(state, {"t": "trade_give", "seat": state.owner(c), "camp": c, "partner": action["partner"]})


def step(state, frame: dict, action: Action, events: list) -> None:
    """One step of building an offer (the frame is already off the stack)."""
    d = state.d
    base = {"seat": frame["seat"], "camp": frame["camp"], "partner": frame["partner"]}
    if action.kind == "back":
        if frame["t"] == "trade_take":
            push_frame(state, {"t": "trade_give", **base})
        elif frame["t"] == "trade_count":
            push_frame(state, {"t": "trade_take", **base, "give": frame["give"]})
        return  # from trade_give: back to the Take Action frame below
    if action.kind == "trade_give":
        push_frame(state, {"t": "trade_take", **base, "give": list(action["give"])})
        return
    if action.kind == "trade_take":
        give, take = frame["give"], list(action["take"])
        if needs_count(give, take):
            push_frame(state, {"t": "trade_count", **base, "give": give, "take": take})
            return
    else:  # trade_count
        give, take = list(frame["give"]), list(frame["take"])
        if tuple(give) == SURVIVORS:
            give = ["survivors", action["n"]]
        else:
            take = ["survivors", action["n"]]
    d["stack"].pop()  # the Take Action frame: the offer is this turn's action
    propose(state, frame["camp"], frame["partner"], give, take, events)


# -- the offer and the exchange -------------------------------------------------------------------------------
def describe_side(state, camp_id: int, side) -> str:
    if side[0] == "survivors":
        if len(side) < 2:
            return "survivors"
        return f"{side[1]} survivor{'s' if side[1] != 1 else ''}"
    if side[0] == "unit":
        unit = state.camp(camp_id)["units"][side[1]]
        return " + ".join(state.card(u).name for u in unit)
    uid = state.camp(camp_id)["hideout"]
    return state.card(uid).name if uid is not None else "No Hideout"


def side_key(state, camp_id: int, side) -> list:
    """What a side holds, by content rather than by position (public: it is all on the table)."""
    if side[0] == "survivors":
        return ["survivors", side[1]]
    if side[0] == "unit":
        return ["unit", [state.d["cards"][u] for u in state.camp(camp_id)["units"][side[1]]]]
    uid = state.camp(camp_id)["hideout"]
    return ["hideout", state.d["cards"][uid] if uid is not None else None]


def propose(state, c: int, partner: int, give, take, events: list) -> None:
    state.d["turn"]["traded"] = True
    text = (f"{camp_name(state, c)} offers {describe_side(state, c, give)} to "
            f"{camp_name(state, partner)} for {describe_side(state, partner, take)}.")
    offer = {"camp": c, "partner": partner, "give": list(give), "take": list(take),
             "give_key": side_key(state, c, give), "take_key": side_key(state, partner, take)}
    events.append(ev("trade_offered", text, **offer))
    if state.owner(partner) == state.owner(c):
        do_trade(state, c, partner, give, take, events)
        return
    push_frame(state, {"t": "trade", "seat": state.owner(partner), "camp": c, "partner": partner,
                       "give": list(give), "take": list(take), "text": text,
                       "give_key": offer["give_key"], "take_key": offer["take_key"]})


def answer(state, frame: dict, action: Action, events: list) -> None:
    """The partner accepts or declines (the frame is already off the stack)."""
    c, partner = frame["camp"], frame["partner"]
    offer = {"by": c, "partner": partner, "give": frame["give"], "take": frame["take"],
             "give_key": frame.get("give_key"), "take_key": frame.get("take_key")}
    if action.kind == "accept_trade":
        events.append(ev("trade_accepted", f"{camp_name(state, partner)} accepts.", camp=partner, **offer))
        do_trade(state, c, partner, frame["give"], frame["take"], events)
        return
    events.append(ev("trade_declined", f"{camp_name(state, partner)} declines. "
                                       f"{camp_name(state, c)} chooses another action.", camp=partner, **offer))
    push_frame(state, {"t": "action", "seat": state.owner(c), "camp": c})


def do_trade(state, c: int, partner: int, give, take, events: list) -> None:
    a, b = state.camp(c), state.camp(partner)
    if give[0] == "hideout":
        a["hideout"], b["hideout"] = b["hideout"], a["hideout"]
    else:
        # Take the units out by index before appending, so indices stay valid.
        give_unit = a["units"][give[1]] if give[0] == "unit" else None
        take_unit = b["units"][take[1]] if take[0] == "unit" else None
        _hand_over(a, b, give, give_unit)
        _hand_over(b, a, take, take_unit)
    events.append(ev("trade_done", f"{camp_name(state, c)} and {camp_name(state, partner)} trade.", camp=c,
                     partner=partner))


# -- records made before trades were asked as steps (rules version 1) ----------------------------------------
def migrate_v1(data: dict) -> list:
    """A version-1 `trade(partner, give, take)` as today's steps (JSON)."""
    return [a.to_json() for a in steps(data["partner"], data["give"], data["take"])]


def _hand_over(src: dict, dst: dict, part: tuple, unit) -> None:
    """One side of a trade: a unit (taken out by the caller beforehand) or a number of survivors."""
    if unit is not None:
        src["units"].remove(unit)
        dst["units"].append(unit)
    elif part[0] == "survivors":
        src["survivors"] -= part[1]
        dst["survivors"] += part[1]
