"""Crimson Creek's decision frames, by kind: LEGAL[kind](state, top) lists a frame's choices and
APPLY[kind](state, top, action, events) applies one (the base that looks them up: game.core.frame_rules.FrameDispatch).
Every frame is d["stack"][-1] naming the seat that must choose; flow.advance runs the game on afterwards; the
nine turn actions are turn.py's."""
from __future__ import annotations

from functools import lru_cache

from game.core.actions import Action, maker

from .info import CHARACTERS
from .machine import move_char
from .state import ev
from .turn import MOVE, SWAP, apply_turn_action, do_swap, legal_turn_actions, run_destinations, swap_targets

STAY, PLACE = Action("stay"), maker("place", "char", "to")
CHOOSE, ACCUSE, TAKEOVER, DECLINE = (maker("choose_character", "char"), maker("accuse", "char"),
                                     maker("takeover", "char"), Action("decline"))
CLUE_PICKS = [Action("clue_pick", sleeve=0), Action("clue_pick", sleeve=1)]


@lru_cache(maxsize=None)
def claim_choices(act_locs: tuple, clue_order: tuple) -> list:
    """A claim's choices depend only on the Act's locations (random play builds claims a lot): built once.
    Shared like every legal list: read, never changed."""
    return ([Action("claim_toggle", item=i) for i in act_locs + tuple(clue_order)]
            + [Action("claim_all_true"), Action("claim_send")])


# -- legal choices ------------------------------------------------------------------------
def _chase_choices(state, top) -> list:
    seat = top["seat"]
    cid = state.char_of(seat)
    avail = state.available_set()
    return ([STAY] + [MOVE(x) for x in run_destinations(state, cid, avail)]
            + [SWAP(s) for s in swap_targets(state, seat, avail)])


def _takeover_choices(state, top) -> list:
    chars = state.d["chars"]
    free = [c for c in CHARACTERS if chars[c]["seat"] is None and chars[c]["alive"] and chars[c]["on_board"]]
    return [TAKEOVER(c) for c in free] + [DECLINE]


LEGAL = {
    "turn": lambda state, top: legal_turn_actions(state, top["seat"]),
    "choose_character": lambda state, top: [CHOOSE(c) for c in CHARACTERS if state.d["chars"][c]["seat"] is None],
    "claim": lambda state, top: claim_choices(tuple(state.d["act_locs"]), state.content.clue_order),
    "clue_pick": lambda state, top: CLUE_PICKS,
    "chase": _chase_choices,
    "hide_move": lambda state, top: [PLACE(top["char"], x) for x in state.available_adjacent(top["from"])],
    "relocate": lambda state, top: [PLACE(top["char"], x) for x in state.d["act_locs"] if state.available(x)],
    "takeover": _takeover_choices,
    "accuse": lambda state, top: [ACCUSE(c) for c in CHARACTERS],
}


# -- applying a choice --------------------------------------------------------------------
def _turn(state, top, action, events) -> None:
    apply_turn_action(state, top["seat"], action, events)


def _choose_character(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat, cid = top["seat"], action["char"]
    d["players"][seat]["char"] = cid
    d["chars"][cid]["seat"] = seat
    events.append(ev("character_chosen", f"{state.seat_name(seat)} plays the {state.char_name(cid)}.",
                     seat=seat, char=cid))


def _claim(state, top, action, events) -> None:
    d = state.d
    k = action.kind
    seat = top["seat"]
    if k == "claim_toggle":
        item = action["item"]
        key = "clues" if item in state.content.clues else "locs"
        if item in top[key]:
            top[key].remove(item)
        else:
            top[key].append(item)
        return
    if k == "claim_all_true":
        kn = d["players"][seat]["knows"]
        top["locs"] = sorted(set(kn["peeks"].values()))
        top["clues"] = sorted(set(kn["clues"].values()))
        return
    d["stack"].pop()
    partner = top["partner"]
    claim = {"from": seat, "act": d["act"], "locs": sorted(top["locs"]), "clues": sorted(top["clues"])}
    d["players"][partner]["knows"]["claims"].append(claim)
    text = (f"{state.who(seat)} claims to have seen: "
            + (", ".join(state.loc_name(x) for x in claim["locs"]) or "no locations") + "; "
            + (", ".join(state.content.clues[c]["name"] for c in claim["clues"]) or "no clues") + ".")
    events.append(ev("claim", f"{state.who(seat)} {'answers' if top['reply'] else 'shares'} with "
                     f"{state.who(partner)}.", seat=seat, partner=partner, reply=top["reply"],
                     private={str(partner): {"claim": claim, "text": text},
                              str(seat): {"claim": claim, "text": "You claim: " + text.split(": ", 1)[1]}}))


def _clue_pick(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat, i = top["seat"], action["sleeve"]
    clue = d["clue_sleeves"][i]
    d["players"][seat]["knows"]["clues"][str(i)] = clue
    name = state.content.clues[clue]["name"]
    events.append(ev("clue_seen", f"{state.who(seat)} looks at Clue card {i + 1}.", seat=seat, sleeve=i,
                     private={str(seat): {"clue": clue, "text": f"You look at Clue card {i + 1}: {name.upper()}."}}))


def _chase(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat, k = top["seat"], action.kind
    if k == "stay":
        events.append(ev("chase_stay", f"{state.who(seat)} stays put at the "
                         f"{state.loc_name(state.loc_of_seat(seat))}.", seat=seat, loc=state.loc_of_seat(seat)))
    elif k == "move":
        move_char(state, state.char_of(seat), action["to"], events, scared=True, how="chased")
    else:
        do_swap(state, seat, action["seat"], events, chased=True)
    d["ops"][0]["queue"].pop(0)


def _hide_move(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    move_char(state, action["char"], action["to"], events, scared=True, how="after hiding")
    d["ops"][0]["groups"][0]["todo"].pop(0)


def _relocate(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat, cid = top["seat"], action["char"]
    d["chars"][cid]["loc"] = action["to"]
    events.append(ev("relocated", f"{state.who(seat)} starts Act {d['act']} at the "
                     f"{state.loc_name(action['to'])}.", seat=seat, char=cid, to=action["to"]))
    d["ops"][0]["relocate"].pop(0)


def _takeover(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat = top["seat"]
    p = d["players"][seat]
    if action.kind == "takeover":
        cid = action["char"]
        old = p["char"]
        d["chars"][old]["seat"] = seat  # the dead character stays this seat's first character
        p["first_char"] = old
        p.update(char=cid, alive=True, out=None, took_over=True)
        d["chars"][cid]["seat"] = seat
        events.append(ev("takeover", f"{state.seat_name(seat)} takes over the {state.char_name(cid)}.",
                         seat=seat, char=cid))
    else:
        events.append(ev("takeover_declined", f"{state.seat_name(seat)} stays out of the game.", seat=seat))


def _accuse(state, top, action, events) -> None:
    d = state.d
    d["stack"].pop()
    seat = top["seat"]
    d["accusations"][str(seat)] = action["char"]
    events.append(ev("accused", f"{state.who(seat)} has secretly placed an accusation.", seat=seat,
                     private={str(seat): {"char": action["char"],
                                          "text": f"You accuse the {state.char_name(action['char'])}."}}))


APPLY = {
    "turn": _turn,
    "choose_character": _choose_character,
    "claim": _claim,
    "clue_pick": _clue_pick,
    "chase": _chase,
    "hide_move": _hide_move,
    "relocate": _relocate,
    "takeover": _takeover,
    "accuse": _accuse,
}
