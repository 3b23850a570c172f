"""The nine player actions of a turn: their legal forms and their effects.

Action kinds on a turn (each action TYPE at most once per turn, up to two per turn):
  move(to)            Run: to an available adjacent location (the Jock: up to two steps)
  swap(seat)          Run: swap places with a player on an adjacent location
  peek(icon)          Peek into a Klein Location sleeve
  push(char, to)      Push a supporting character at your location to an available adjacent location
  pull(char)          Pull a supporting character from an adjacent location to yours
  hide(tile)          Take a Hiding Place tile (from the side of the board or from another player)
  share(seat)         Share (then both players build a claim: see rules.py)
  search()            Draw a Search card
  calm(char)          Ability (the Cheerleader): calm a scared character here, and herself
  declare()           Declare your location to be Klein's Lair
  end_turn()          End the turn (after 0 or 1 actions)
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .machine import kill_char, move_char, push, queue, relevant_tile
from .state import ev

ACTION_TYPE = {"move": "run", "swap": "run", "peek": "peek", "push": "push", "pull": "pull", "hide": "hide",
               "share": "share", "search": "search", "calm": "ability", "declare": "declare"}
EXPOSURE_TYPES = {"run", "peek", "push", "pull", "share"}
# The turn's choices, built once per distinct value (a turn's legal list is asked for every step).
MOVE, SWAP, PEEK, PUSH, PULL = (maker("move", "to"), maker("swap", "seat"), maker("peek", "icon"),
                                maker("push", "char", "to"), maker("pull", "char"))
HIDE, SHARE, CALM = maker("hide", "tile"), maker("share", "seat"), maker("calm", "char")
SEARCH, DECLARE, END_TURN = maker("search")(), maker("declare")(), maker("end_turn")()


def run_destinations(state, cid: str, avail=None) -> list:
    """Available locations one step away (two for the Jock, through an available location).
    `avail`: state.available_set() when the caller has it already."""
    if avail is None:
        avail = state.available_set()
    adj = state.map.adj
    loc = state.d["chars"][cid]["loc"]
    first = [n for n in adj.get(loc, ()) if n in avail]
    if cid != "jock":
        return first
    out = list(first)
    for mid in first:
        for n in adj.get(mid, ()):
            if n in avail and n != loc and n not in out:
                out.append(n)
    return out


def swap_targets(state, seat: int, avail=None) -> list:
    """Players this player may swap with (the three restrictions applied). `avail`: as in run_destinations."""
    if avail is None:
        avail = state.available_set()
    d = state.d
    chars = d["chars"]
    players = d["players"]
    amap = state.map
    near = amap.adj.get(chars[players[seat]["char"]]["loc"], ())
    out = []
    for p in players:
        other = p["seat"]
        if not p["alive"] or other == seat:
            continue
        oloc = chars[p["char"]]["loc"]
        if oloc not in near or oloc not in avail:
            continue  # an *available* adjacent location: in play, not attacked, with room (rulebook: Swap)
        if seat in p["swapped_with"]:
            continue  # their last turn was swapping with you
        tile = p["tile"]
        if tile is not None and amap.hiding.get(oloc) == tile and not d["tiles"][tile]["used"]:
            continue  # they hold the hiding place for their location (machine.relevant_tile, written out)
        out.append(other)
    return out


def peek_icons(state, seat: int, avail=None) -> list:
    """The sleeves this player may peek into. `avail`: as in run_destinations."""
    d = state.d
    sleeves, revealed = d["sleeves"], d["revealed"]
    cid = d["players"][seat]["char"]
    loc = d["chars"][cid]["loc"]
    amap = state.map
    icons = amap.icon
    icon = icons[loc]
    out = []
    if icon == "center":
        if d["center_peeks"] > 0:
            out = [i for i in sleeves if i not in revealed]
    elif icon in sleeves and icon not in revealed:
        out.append(icon)
    if cid == "geek" and icon != "center":
        # The Geek looks through an *available* adjacent location (the rulebook's term: connected, with space),
        # but never from a location without a peeking icon: every peek from the Center location counts
        # against its two peeks per Act (the Geek's card).
        if avail is None:
            avail = state.available_set()
        for n in amap.adj.get(loc, ()):
            if n not in avail:
                continue
            i = icons[n]
            if i != "center" and i in sleeves and i not in revealed and i not in out:
                out.append(i)
    return out


def legal_turn_actions(state, seat: int) -> list:
    d = state.d
    chars = d["chars"]
    used = d["turn"]["used"]
    cid = d["players"][seat]["char"]
    me = chars[cid]
    loc = me["loc"]
    occ = state.occupancy()  # one pass over the characters for the whole list
    avail = state.available_set(occ)
    here = occ.get(loc, ())
    out = []
    if "run" not in used:
        out += [MOVE(t) for t in run_destinations(state, cid, avail)]
        out += [SWAP(s) for s in swap_targets(state, seat, avail)]
    if "peek" not in used:
        out += [PEEK(i) for i in peek_icons(state, seat, avail)]
    if "push" not in used:
        for other in here:
            if chars[other]["seat"] is None:
                out += [PUSH(other, t) for t in state.map.adj.get(loc, ()) if t in avail]
    if "pull" not in used and len(here) < 2:
        act_locs, flipped = d["act_locs"], d["flipped"]
        for n in state.map.adj.get(loc, ()):
            if n in act_locs and n not in flipped:  # state.open_loc
                out += [PULL(o) for o in occ.get(n, ()) if chars[o]["seat"] is None]
    if "hide" not in used:
        for tile, t in d["tiles"].items():
            if t["used"] or t["holder"] == seat:
                continue
            if t["holder"] is not None and t["locked"]:
                continue
            out.append(HIDE(tile))
    if "share" not in used:
        for other in share_partners(state, seat):
            out.append(SHARE(other))
    if "search" not in used:
        out.append(SEARCH)
    if "ability" not in used and cid == "cheerleader":
        out += [CALM(o) for o in here if o != cid and chars[o]["scared"]]
    if "declare" not in used:
        out.append(DECLARE)
    out.append(END_TURN)
    return out


def share_partners(state, seat: int) -> list:
    d = state.d
    chars = d["chars"]
    players = d["players"]
    cid = players[seat]["char"]
    loc = chars[cid]["loc"]
    if cid == "preppy":
        near = {loc, *state.map.adj.get(loc, ())}
        return [p["seat"] for p in players if p["alive"] and p["seat"] != seat and chars[p["char"]]["loc"] in near]
    return [p["seat"] for p in players if p["alive"] and p["seat"] != seat and chars[p["char"]]["loc"] == loc]


def do_swap(state, seat: int, other: int, events: list, chased: bool) -> None:
    d = state.d
    a, b = state.char_of(seat), state.char_of(other)
    la, lb = d["chars"][a]["loc"], d["chars"][b]["loc"]
    d["chars"][a]["loc"], d["chars"][b]["loc"] = lb, la
    # designed: a chase swap also forbids swapping back until the swapper's next turn begins. It adds
    # its lock to the one of the swapper's last turn, which still holds (rulebook: "their last turn").
    locks = d["players"][seat]["swapped_with"]
    if other not in locks:
        locks.append(other)
    # designed: the Goth is not scared by starting a chase swap either ("does not get scared when chased").
    if chased and a != "goth":
        d["chars"][a]["scared"] = True  # the player starting a chase swap is chased: scared
    events.append(ev("swapped", f"{state.who(seat)} swaps places with {state.who(other)}: "
                     f"{state.loc_name(la)} and {state.loc_name(lb)}" + (" (chased)" if chased else "") + ".",
                     seat=seat, other=other, frm=la, to=lb, chased=chased, scared=d["chars"][a]["scared"]))


def apply_turn_action(state, seat: int, action: Action, events: list) -> None:
    d = state.d
    k = action.kind
    d["stack"].pop()
    if k == "end_turn":
        queue(state, {"op": "end_turn", "seat": seat}, front=True)
        return
    typ = ACTION_TYPE[k]
    d["turn"]["used"].append(typ)
    cid = state.char_of(seat)
    me = d["chars"][cid]
    after = {"op": "after_action", "seat": seat, "exposure": typ in EXPOSURE_TYPES}
    if k == "move":
        move_char(state, cid, action["to"], events, scared=False, how="runs")
    elif k == "swap":
        do_swap(state, seat, action["seat"], events, chased=False)
    elif k == "peek":
        icon = action["icon"]
        loc = me["loc"]
        via = "own"
        if state.map.icon[loc] == "center":
            d["center_peeks"] -= 1
            via = "center"
        elif state.map.icon[loc] != icon:
            via = "geek"
        found = d["sleeves"][icon]
        d["players"][seat]["knows"]["peeks"][icon] = found
        d["public_peeks"].append([seat, icon])
        name = state.content.icon_names[icon]
        events.append(ev("peek", f"{state.who(seat)} peeks into the {name} sleeve"
                         + (" from the Center location" if via == "center" else "")
                         + (" (the Geek's ability)" if via == "geek" else "") + ".",
                         seat=seat, icon=icon, via=via, center_peeks=d["center_peeks"],
                         private={str(seat): {"location": found,
                                              "text": f"You peek into the {name} sleeve: the "
                                                      f"{state.loc_name(found)}."}}))
    elif k == "push":
        move_char(state, action["char"], action["to"], events, scared=False, how=f"is pushed by the {state.char_name(cid)}")
    elif k == "pull":
        move_char(state, action["char"], me["loc"], events, scared=False, how=f"is pulled by the {state.char_name(cid)}")
    elif k == "hide":
        tile = action["tile"]
        t = d["tiles"][tile]
        p = d["players"][seat]
        frm = t["holder"]
        if p["tile"] is not None:
            d["tiles"][p["tile"]].update(holder=None, locked=False)
        if frm is not None:
            d["players"][frm]["tile"] = None
        t.update(holder=seat, locked=True)
        p["tile"] = tile
        tname = state.content.hiding[tile]["name"]
        events.append(ev("hiding_taken", f"{state.who(seat)} takes the {tname}"
                         + (f" from {state.who(frm)}" if frm is not None else "") + ".",
                         seat=seat, tile=tile, frm=frm))
    elif k == "share":
        other = action["seat"]
        events.append(ev("share_start", f"{state.who(seat)} shares information with {state.who(other)}.",
                         seat=seat, other=other))
        # The sharer's claim, then the partner's reply; each is delivered privately to the other.
        push(state, {"t": "claim", "seat": other, "partner": seat, "reply": True, "locs": [], "clues": []})
        push(state, {"t": "claim", "seat": seat, "partner": other, "reply": False, "locs": [], "clues": []})
    elif k == "search":
        s = d["search"]
        card = s["deck"].pop()
        if card == "handprint":
            events.append(ev("search", f"{state.who(seat)} searches and finds a bloody handprint!", seat=seat,
                             card="handprint"))
            s["deck"] = s["deck"] + s["discard"] + [card]
            s["discard"] = []
            state.rng.shuffle(s["deck"])
            events.append(ev("search_reshuffle", "The Search deck is reshuffled.", n=len(s["deck"])))
            push(state, {"t": "clue_pick", "seat": seat, "why": "search"})
        else:
            s["discard"].append(card)
            events.append(ev("search", f"{state.who(seat)} searches and finds nothing.", seat=seat, card="blank"))
            if not s["deck"]:  # cannot happen with a handprint in the deck; kept safe
                s["deck"], s["discard"] = s["discard"], []
                state.rng.shuffle(s["deck"])
    elif k == "calm":
        other = action["char"]
        d["chars"][other]["scared"] = False
        me["scared"] = False
        events.append(ev("calmed", f"The Cheerleader calms the {state.char_name(other)} (and herself).",
                         seat=seat, char=other))
    elif k == "declare":
        loc = me["loc"]
        if loc == d["lair"]:
            d["lair_revealed"] = True
            d["players"][seat]["knows"]["lair"] = loc
            events.append(ev("declare", f"{state.who(seat)} declares the {state.loc_name(loc)} to be Klein's Lair: "
                             f"RIGHT! Act {d['act']} ends.", seat=seat, loc=loc, right=True))
            push(state, {"t": "clue_pick", "seat": seat, "why": "lair"})
            queue(state, {"op": "end_act", "after": seat}, front=True)
            return
        events.append(ev("declare", f"{state.who(seat)} declares the {state.loc_name(loc)} to be Klein's Lair: "
                         f"WRONG!", seat=seat, loc=loc, right=False))
        kill_char(state, cid, events, "declaring the wrong lair")
        queue(state, {"op": "check_end"}, {"op": "next_turn", "after": seat}, front=True)
        return
    queue(state, after, front=True)

