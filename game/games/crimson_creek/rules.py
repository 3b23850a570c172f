"""Crimson Creek, the rules engine (pure Python, no pygame).

Facts (see info.py): 1-6 seats, hidden sleeves, clues, peeks and claims; chance from shuffles.
flow.py holds the game machine (ops and frames), turn.py the nine turn actions; this module lists
the legal choices of every decision frame and applies one. View format: view.py.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from game.core.actions import Action, maker
from game.core.engine import Decision, Rules
from game.core.options_check import check as check_options

from . import describe as words
from . import maps  # noqa: F401  (registers the Crimson Creek map checks with game.core.layouts)
from .flow import advance
from .machine import move_char
from .info import CHARACTERS, INFO
from .setup import new_state
from .state import CState, ev
from .turn import MOVE, SWAP, apply_turn_action, do_swap, legal_turn_actions, run_destinations, swap_targets

PROMPTS = {
    "choose_character": "Choose your character.",
    "turn": "Take an action (up to two different actions this turn), or end your turn.",
    "claim": "Share: point to the locations and clues you want to claim you have seen, then send.",
    "clue_pick": "You found a clue: choose which Clue sleeve to look in.",
    "chase": "Klein attacks! Stay put, or be chased to an adjacent location (or swap).",
    "hide_move": "You survived in hiding: choose an available adjacent location to run to.",
    "relocate": "Your location is gone in this Act: choose where your character starts.",
    "takeover": "You were killed: take over a surviving supporting character, or decline.",
    "accuse": "Name the character possessed by Klein.",
}


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


class CrimsonCreekRules(Rules):
    info = INFO
    state_class = CState
    label = staticmethod(words.label)  # the words for actions and refusals: describe.py
    refusal = staticmethod(words.refusal)
    # 2: the Geek's peeks from the Cabin count against its two per Act, a swap needs room, a chase swap
    # keeps the swap-back lock of the swapper's turn. Older records replay under these rules as they are.
    record_version = 2
    # Undo never goes back past chance or anything a seat learned (see game.core.session).
    undo_barriers = frozenset({"peek", "attack_card", "search", "search_reshuffle", "clue_seen", "reveal_card",
                               "claim", "attack_revealed", "accused", "accusations_revealed", "turn", "turn_end",
                               "start_cards", "act_start", "killed", "lair_revealed", "declare", "game_over"})
    # The replay's turning points (Klein possesses nobody on the table: no infection).
    turning_points = {"attack": frozenset({"attack_revealed"}), "death": frozenset({"killed"}),
                      "reveal": frozenset({"lair_revealed", "declare", "accusations_revealed"})}

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None) -> CState:
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        state = new_state(seed, seats, options)
        events = [ev("game_start", f"A new game of Crimson Creek for {seats} player{'s' if seats > 1 else ''} "
                     f"({state.d['options']['variant']}).", seats=seats, options=dict(state.d["options"]))]
        advance(state, events)
        state.d["opening_events"] = events
        return state

    # -- who decides ------------------------------------------------------------------------
    def decision(self, state: CState) -> Decision:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return Decision(None, "The game is over.", "over")
        top = d["stack"][-1]
        return Decision(top["seat"], PROMPTS[top["t"]], top["t"])

    def result(self, state: CState):
        return state.d["result"]

    # -- legal choices ----------------------------------------------------------------------
    def _legal_actions(self, state: CState) -> list:
        d = state.d
        if d["result"] is not None or not d["stack"]:
            return []
        top = d["stack"][-1]
        t = top["t"]
        seat = top["seat"]
        if t == "turn":
            return legal_turn_actions(state, seat)
        if t == "choose_character":
            return [CHOOSE(c) for c in CHARACTERS if d["chars"][c]["seat"] is None]
        if t == "claim":
            return claim_choices(tuple(d["act_locs"]), state.content.clue_order)
        if t == "clue_pick":
            return CLUE_PICKS
        if t == "chase":
            cid = state.char_of(seat)
            avail = state.available_set()
            return ([STAY] + [MOVE(x) for x in run_destinations(state, cid, avail)]
                    + [SWAP(s) for s in swap_targets(state, seat, avail)])
        if t in ("hide_move", "relocate"):
            if t == "hide_move":
                options = state.available_adjacent(top["from"])
            else:
                options = [x for x in d["act_locs"] if state.available(x)]
            return [PLACE(top["char"], x) for x in options]
        if t == "takeover":
            free = [c for c in CHARACTERS if d["chars"][c]["seat"] is None and d["chars"][c]["alive"]
                    and d["chars"][c]["on_board"]]
            return [TAKEOVER(c) for c in free] + [DECLINE]
        if t == "accuse":
            return [ACCUSE(c) for c in CHARACTERS]
        raise AssertionError(f"unknown frame {t}")

    # -- applying a choice --------------------------------------------------------------------
    def _apply(self, state: CState, action: Action) -> list:
        d = state.d
        d.pop("opening_events", None)
        events: list = []
        top = d["stack"][-1]
        seat = top["seat"]
        t = top["t"]
        k = action.kind
        if t == "turn":
            apply_turn_action(state, seat, action, events)
        elif t == "choose_character":
            d["stack"].pop()
            cid = action["char"]
            d["players"][seat]["char"] = cid
            d["chars"][cid]["seat"] = seat
            events.append(ev("character_chosen", f"{state.seat_name(seat)} plays the {state.char_name(cid)}.",
                             seat=seat, char=cid))
        elif t == "claim":
            self._claim(state, top, action, events)
        elif t == "clue_pick":
            d["stack"].pop()
            i = action["sleeve"]
            clue = d["clue_sleeves"][i]
            d["players"][seat]["knows"]["clues"][str(i)] = clue
            name = state.content.clues[clue]["name"]
            events.append(ev("clue_seen", f"{state.who(seat)} looks at Clue card {i + 1}.", seat=seat, sleeve=i,
                             private={str(seat): {"clue": clue,
                                                  "text": f"You look at Clue card {i + 1}: {name.upper()}."}}))
        elif t == "chase":
            d["stack"].pop()
            self._chase(state, seat, action, events)
            d["ops"][0]["queue"].pop(0)
        elif t in ("hide_move", "relocate"):
            d["stack"].pop()
            cid = action["char"]
            if t == "hide_move":
                move_char(state, cid, action["to"], events, scared=True, how="after hiding")
                d["ops"][0]["groups"][0]["todo"].pop(0)
            else:
                d["chars"][cid]["loc"] = action["to"]
                events.append(ev("relocated", f"{state.who(seat)} starts Act {d['act']} at the "
                                 f"{state.loc_name(action['to'])}.", seat=seat, char=cid, to=action["to"]))
                d["ops"][0]["relocate"].pop(0)
        elif t == "takeover":
            d["stack"].pop()
            p = d["players"][seat]
            if k == "takeover":
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
        elif t == "accuse":
            d["stack"].pop()
            d["accusations"][str(seat)] = action["char"]
            events.append(ev("accused", f"{state.who(seat)} has secretly placed an accusation.", seat=seat,
                             private={str(seat): {"char": action["char"],
                                                  "text": f"You accuse the {state.char_name(action['char'])}."}}))
        d["steps"] += 1
        advance(state, events)
        return events

    def _claim(self, state, top, action, events) -> None:
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

    def _chase(self, state, seat, action, events) -> None:
        k = action.kind
        cid = state.char_of(seat)
        if k == "stay":
            events.append(ev("chase_stay", f"{state.who(seat)} stays put at the "
                             f"{state.loc_name(state.loc_of_seat(seat))}.", seat=seat, loc=state.loc_of_seat(seat)))
        elif k == "move":
            move_char(state, cid, action["to"], events, scared=True, how="chased")
        else:
            do_swap(state, seat, action["seat"], events, chased=True)

    # -- views and serialisation --------------------------------------------------------------
    def view(self, state: CState, seat: Optional[int]) -> dict:
        from .view import make_view
        return make_view(state, seat, self.decision(state))

    def seat_name(self, state, seat) -> str:
        return state.seat_name(seat)


RULES = CrimsonCreekRules()
