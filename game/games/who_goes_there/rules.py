"""The rules engine of Who Goes There? on the project's contract (game.core.engine.Rules): one decision frame
at a time (d["frame"]), its legal list, and `apply` dispatching to the module that owns the frame (frames.py's
tables, read by game.core.frame_rules).

Frames and their actions:
  pick_leader   make_leader(seat)             the highest rank may hand command to anyone
  pick_order    next(seat)                    the leader sets the turn order
  start_space   start(space)                  Storage Room, Workshop or the Phase 1 deck
  food          eat(card) | go_hungry         Food round (Canned Food; a Snack for Kinner's Light Eater)
  sleep         bunk(with) | sleep_alone      Sleep round; bunk_consent: accept | refuse
  clicker       show(infected)                an Infection Clicker passed (a human can show only clean)
  locker        reroll_locker | keep_locker   the pre-round reset of an unspent Locker die
  trade_give    give(card) | give_done        each side of a trade (trade.py); avoid: roll_again | take_clicker
  revive_consent accept | refuse              a Revive offered (infection.py)
  ia_targets    target(seat) | attack         the Infection Attack's targets; ia_draw: take(position)
  feed_dog      feed(card) | feed_locker | let_go   Clark's Jack on a Food round (specials.py)
  keep_one      keep(card)                    the Galley / the Parts Bin: two drawn, one kept
  turn          see turn.py                   roll: help(using, what) | accept (rolls.py)
  trim          discard(card) | bonfire(card) hand limit at the end of a turn
  pay           pay(cards, using)             a build's payment when several exist (build.py; first = thrifty)
  assist        assist | pass                 Garry's Taking Control on another's failing Attack (rolls.py)
  phase_choice  take_xp | take_benefit | open_lockbox
  vote          trust | distrust              the Helicopter round's leader vote; board: board/step_off/depart
"""
from __future__ import annotations

from typing import Optional

from game.core.actions import Action
from game.core.frame_rules import ONE_FRAME, FrameDispatch, open_game
from game.core.options_check import check as check_options
from game.core.rng import Rng

from . import endgame, flow, frames
from .info import INFO
from .state import WgtState, content
from .view import view as seat_view
from .words import event_text

PROMPTS = {
    "pick_leader": "Take command, or hand it to another player", "pick_order": "Choose who plays next",
    "start_space": "Choose your starting space", "food": "Food round: eat, or go hungry",
    "sleep": "Sleep round: bunk with someone in your location, or sleep alone",
    "bunk_consent": "Someone asks to bunk with you", "clicker": "Pass your Infection Clicker",
    "locker": "Reset your Locker die, or keep its face", "turn": "Your turn", "roll": "Short of Successes",
    "trim": "Too many cards: discard or burn down to your hand limit", "phase_choice": "XP, or the card's benefit",
    "trade_give": "Choose the cards you pass in this trade", "avoid": "Missed: roll again, or take the clicker",
    "revive_consent": "Someone offers to revive you", "ia_targets": "Choose whom the Infection Attack targets",
    "ia_draw": "Draw a card from the fan", "feed_dog": "Feed Jack, or let him go",
    "keep_one": "Keep one of the two cards", "pay": "Choose the cards that pay for the build",
    "assist": "Another player's Attack roll falls short: step in with Taking Control, or pass",
    "vote": "Do you still trust the team leader?", "board": "Decide who boards the helicopter",
}


class WhoGoesThereRules(FrameDispatch):
    info = INFO
    state_class = WgtState
    event_text = staticmethod(event_text)  # the log line of each redacted event (words.py)
    PROMPTS = PROMPTS
    # The replay's turning points.
    turning_points = {"attack": frozenset({"assault"}),
                      "infection": frozenset({"clicker", "infection_attack"}),
                      "death": frozenset({"dead"}),
                      "reveal": frozenset({"reveal", "host_test", "blood_test"})}
    FRAME = ONE_FRAME
    LEGAL, APPLY = frames.LEGAL, frames.APPLY
    # Undo never goes back past a reveal (game.core.session adds chance: roll, draw, reshuffle, turn, game
    # over): a Phase card or a Camp Event turned up from its shuffled deck.
    undo_barriers = frozenset({"phase_card", "camp_event"})
    # 2 (session 23): a build may ask for its payment (`pay`), Garry is asked on others' failing Attacks
    # (`assist`), a Revive may play several First Aid, a lit Bonfire's Kindling warms. A version-1 record is
    # carried over action by action as it is (the base migrate_action): it replays until the first step where
    # today's rules ask something new, and is then refused naming that step and the older version.
    # 3: an unconscious player eats on a Food round (and feeds Jack: a feed_dog frame where Jack used to run off),
    # and with no living character the Helicopter round asks nobody (a version-2 record's last `depart` is
    # refused). Everything else a version-2 record holds replays as it did: the unconscious could only go
    # hungry, and the Assaults and Infection Attacks now open to the unconscious were never in a record.
    record_version = 3

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None):
        self.check_seats(seats, "Who Goes There?")
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        opts = {**INFO.default_options(), **(options or {})}
        rng = Rng(seed)
        return open_game(WgtState(flow.new_state_data(rng, seats, opts), rng), [], _advance)

    @staticmethod
    def moved_on(state, f: dict, ev: list) -> None:
        if f["kind"] in ("turn", "phase_choice", "roll"):
            _knocked_out(state, f["seat"], ev)
        elif f["kind"] == "assist":  # the roller's penalty, taken on Garry's answer
            _knocked_out(state, f["for"], ev)
        _advance(state, ev)

    def view(self, state, seat):
        return seat_view(state.d, seat)

    def label(self, state, action: Action) -> str:
        return _label(state.d, action)


def _advance(state, ev: list) -> None:
    d = state.d
    flow.advance(state, ev)
    if d["stage"] == "helicopter" and d["frame"] is None and "heli" not in d:
        endgame.begin(state, ev)


def _knocked_out(state, seat: int, ev: list) -> None:
    """A character knocked unconscious (or killed) in their own turn: the turn is over at once."""
    d = state.d
    pl = d["players"][seat]
    f = d["frame"]
    if (pl["unconscious"] or pl["dead"]) and f and f["seat"] == seat and f["kind"] in ("turn", "roll", "phase_choice"):
        d.pop("roll", None)
        flow.end_turn(state, seat, ev)


def _label(d: dict, a: Action) -> str:
    c = content()
    names = {x: c.characters[ch]["name"] for x, ch in enumerate(d["chars"])}
    k = a.kind
    if k in ("make_leader", "next"):
        return f"{'Leader' if k == 'make_leader' else 'Next'}: {names[a['seat']]}"
    if k in ("play", "discard", "bonfire", "eat", "give"):
        return f"{k.replace('_', ' ').capitalize()} {c.cards[a['card']]['name']}"
    if k in ("move", "start"):
        return f"{'Move to' if k == 'move' else 'Start at'} {a.get('to') or a.get('space')}"
    if k == "build":
        return f"Build {c.items[a['item']]['name']}"
    if k == "revive" and a.get("aids"):
        return f"Revive {names[a['target']]} with {a['aids']} First Aid"
    if k in ("assault", "bunk", "trade", "revive"):
        return f"{k.capitalize()} {names[a.get('target', a.get('other'))]}"
    if k == "pay":
        using = {"locker": "the Locker die", "lighter": "the Lighter"}
        return "Pay with " + ", ".join([c.cards[x]["name"] for x in a["cards"]] + [using[u] for u in a["using"]])
    if k == "assist":
        return f"Play {c.cards['taking_control']['name']}"
    return k.replace("_", " ").capitalize()


RULES = WhoGoesThereRules()
__all__ = ["RULES", "WhoGoesThereRules"]
