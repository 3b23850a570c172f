"""The choices a camp has on its Take Action step, and playing them."""
from __future__ import annotations

from itertools import combinations

from game.core.actions import Action

from .chain import action_targets, open_chain
from .ops import camp_name, ev, push_frame

MAX_TRADE_SURVIVORS = 10  # designed: trades offer 1 to 10 survivors, enough for any fair deal


def bite_targets(state) -> list:
    """Camps the Hidden Bite may be played on (FAQ: the Carrier draws it, the Research Doctor
    shields from it unless the same camp has the Carrier)."""
    alive = [camp["id"] for camp in state.alive_camps()]
    carriers = [c for c in alive if state.camp_powers(c, "carrier")]
    if carriers:
        return carriers
    shielded = [c for c in alive if state.camp_powers(c, "bite_shield")]
    return [c for c in alive if c not in shielded] or alive


def card_plays(state, c: int, uid: int) -> list:
    card = state.card(uid)
    alive = [camp["id"] for camp in state.alive_camps()]
    out = []
    if card.type == "action":
        if card.target == "one":
            out += [Action("play", card=uid, targets=(t,)) for t in alive if not state.immune(t, card)]
        elif card.target == "two":
            ok = [t for t in alive if not state.immune(t, card)]
            ordered = card.has_effect("move_survivors")
            for a in ok:
                for b in ok:
                    if a != b and (ordered or a < b):
                        out.append(Action("play", card=uid, targets=(a, b)))
        else:
            out.append(Action("play", card=uid, targets=()))
    elif card.type == "character":
        for t in alive:
            if state.immune(t, card):
                continue
            if card.pair:
                # Glossary (Pair): two characters form one unit, so a pair goes under a lone character.
                out += [Action("play", card=uid, targets=(t,), under=i)
                        for i, unit in enumerate(state.camp(t)["units"]) if len(unit) == 1]
            else:
                out.append(Action("play", card=uid, targets=(t,)))
    elif card.type == "hideout":
        for t in alive:
            if t == c or state.camp(t)["hideout"] is None:
                out.append(Action("play", card=uid, targets=(t,)))
    return out


def _trade_actions(state, c: int) -> list:
    me = state.camp(c)
    out = []
    my_units = range(len(me["units"]))
    for other in state.alive_camps():
        o = other["id"]
        if o == c:
            continue
        their_units = range(len(other["units"]))
        for i in their_units:
            for n in range(1, min(me["survivors"], MAX_TRADE_SURVIVORS) + 1):
                out.append(Action("trade", partner=o, give=("survivors", n), take=("unit", i)))
            for j in my_units:
                out.append(Action("trade", partner=o, give=("unit", j), take=("unit", i)))
        for j in my_units:
            for n in range(1, min(other["survivors"], MAX_TRADE_SURVIVORS) + 1):
                out.append(Action("trade", partner=o, give=("unit", j), take=("survivors", n)))
        if me["hideout"] is not None and other["hideout"] is not None:
            out.append(Action("trade", partner=o, give=("hideout",), take=("hideout",)))
    return out


def take_action_choices(state, c: int) -> list:
    seat = state.owner(c)
    hand = state.hand(seat)
    out = []
    for uid in hand:
        out += card_plays(state, c, uid)
    limit = 2 + max((p["n"] for p in state.camp_powers(c, "extra_discard")), default=0)
    for k in range(1, min(limit, len(hand)) + 1):
        out += [Action("discard", cards=tuple(sorted(combo))) for combo in combinations(hand, k)]
    if not state.d["turn"]["traded"]:
        out += _trade_actions(state, c)
    out.append(Action("pass"))
    return out


def play_card(state, c: int, action: Action, events: list) -> None:
    seat = state.owner(c)
    uid = action["card"]
    card = state.card(uid)
    state.hand(seat).remove(uid)
    targets = list(action["targets"])
    if card.type == "action":
        if card.target in ("all", "all_other"):
            targets = action_targets(state, card, c)
        open_chain(state, uid, c, seat, targets, events)
        return
    t = targets[0]
    camp = state.camp(t)
    if card.type == "character":
        if card.pair:
            camp["units"][action["under"]].append(uid)
            text = f"{camp_name(state, c)} pairs {card.name} with {state.card(camp['units'][action['under']][0]).name} in {camp_name(state, t)}."
        else:
            camp["units"].append([uid])
            text = f"{camp_name(state, c)} plays {card.name} into {camp_name(state, t)}."
        events.append(ev("character_played", text, camp=c, to=t, card=card.id, uid=uid))
    else:
        old = camp["hideout"]
        if old is not None:
            # Abandoning: the old hideout is discarded and comes back unrotated if played again.
            state.d["discard"].append(old)
            if old in state.d["rotated"]:
                state.d["rotated"].remove(old)
            events.append(ev("hideout_abandoned", f"{camp_name(state, t)} abandons {state.card(old).name}.", camp=t,
                             card=state.d["cards"][old]))
        camp["hideout"] = uid
        events.append(ev("hideout_played", f"{camp_name(state, c)} sets up {card.name} for {camp_name(state, t)}.",
                         camp=c, to=t, card=card.id, uid=uid))


def discard_cards(state, c: int, action: Action, events: list) -> None:
    seat = state.owner(c)
    for uid in action["cards"]:
        state.hand(seat).remove(uid)
        state.d["discard"].append(uid)
    names = ", ".join(state.card(u).name for u in action["cards"])
    events.append(ev("discard", f"{camp_name(state, c)} discards {names}.", camp=c,
                     cards=[state.d["cards"][u] for u in action["cards"]], uids=list(action["cards"])))


def describe_trade_side(state, camp_id: int, side) -> str:
    if side[0] == "survivors":
        return f"{side[1]} survivor{'s' if side[1] != 1 else ''}"
    if side[0] == "unit":
        unit = state.camp(camp_id)["units"][side[1]]
        return " + ".join(state.card(u).name for u in unit)
    uid = state.camp(camp_id)["hideout"]
    return state.card(uid).name if uid is not None else "No Hideout"


def propose_trade(state, c: int, action: Action, events: list) -> None:
    state.d["turn"]["traded"] = True
    partner = action["partner"]
    text = (f"{camp_name(state, c)} offers {describe_trade_side(state, c, action['give'])} to "
            f"{camp_name(state, partner)} for {describe_trade_side(state, partner, action['take'])}.")
    events.append(ev("trade_offered", text, camp=c, partner=partner, give=list(action["give"]),
                     take=list(action["take"])))
    if state.owner(partner) == state.owner(c):
        do_trade(state, c, partner, action["give"], action["take"], events)
        return
    push_frame(state, {"t": "trade", "seat": state.owner(partner), "camp": c, "partner": partner,
                       "give": list(action["give"]), "take": list(action["take"]), "text": text})


def do_trade(state, c: int, partner: int, give, take, events: list) -> None:
    a, b = state.camp(c), state.camp(partner)
    if give[0] == "hideout":
        a["hideout"], b["hideout"] = b["hideout"], a["hideout"]
    else:
        # Take the units out by index before appending, so indices stay valid.
        give_unit = a["units"][give[1]] if give[0] == "unit" else None
        take_unit = b["units"][take[1]] if take[0] == "unit" else None
        if give_unit is not None:
            a["units"].remove(give_unit)
            b["units"].append(give_unit)
        elif give[0] == "survivors":
            a["survivors"] -= give[1]
            b["survivors"] += give[1]
        if take_unit is not None:
            b["units"].remove(take_unit)
            a["units"].append(take_unit)
        elif take[0] == "survivors":
            b["survivors"] -= take[1]
            a["survivors"] += take[1]
    events.append(ev("trade_done", f"{camp_name(state, c)} and {camp_name(state, partner)} trade.", camp=c,
                     partner=partner))
