"""Each decision frame's legal list and how its choice is applied: LEGAL[kind](state, frame) and
APPLY[kind](state, frame, action, ev), the deciding seat being frame["seat"] (game.core.frame_rules reads them;
the frames are listed in rules.py's docstring). The modules that own a frame take the seat itself."""
from __future__ import annotations

from game.core.actions import Action

from . import build, endgame, flow, infection, phase, rolls, specials, trade, turn
from .state import content

YES_NO = [Action("accept"), Action("refuse")]


def _clicker_legal(s, f):
    seat = f["seat"]
    infected = s.d["players"][seat]["infected"]  # a human can only show clean
    return [Action("show", infected=False)] + ([Action("show", infected=True)] if infected else [])


LEGAL = {
    "pick_leader": lambda s, f: [Action("make_leader", seat=x) for x in range(s.d["seats"])],
    "pick_order": lambda s, f: [Action("next", seat=x) for x in range(s.d["seats"]) if x not in s.d["order"]],
    "start_space": lambda s, f: [Action("start", space=sp) for sp in content().camp["camp"]["starting_spaces"]],
    "food": lambda s, f: [Action("eat", card=c) for c in flow.food_options(s.d, f["seat"])] + [Action("go_hungry")],
    "sleep": lambda s, f: [Action("bunk", other=x) for x in flow.bunk_partners(s.d, f["seat"])]
    + [Action("sleep_alone")],
    "bunk_consent": lambda s, f: YES_NO,
    "clicker": _clicker_legal,
    "locker": lambda s, f: [Action("reroll_locker"), Action("keep_locker")],
    "trade_give": lambda s, f: trade.give_legal(s, f["seat"]),
    "avoid": lambda s, f: trade.avoid_legal(s, f["seat"]),
    "feed_dog": lambda s, f: specials.feed_legal(s.d, f["seat"]),
    "keep_one": lambda s, f: specials.keep_legal(s.d, f["seat"]),
    "revive_consent": lambda s, f: YES_NO,
    "ia_targets": lambda s, f: infection.targets_legal(s, f["seat"]),
    "ia_draw": lambda s, f: infection.draw_legal(s, f["seat"]),
    "turn": lambda s, f: turn.legal(s, f["seat"]),
    "roll": lambda s, f: [Action("help", using=k, what=w) for k, w in rolls.helps(s.d, f["seat"])]
    + [Action("accept")],
    "trim": lambda s, f: turn.trim_legal(s, f["seat"]),
    "pay": lambda s, f: build.pay_legal(s, f["seat"]),
    "assist": lambda s, f: rolls.assist_legal(s, f["seat"]),
    "phase_choice": lambda s, f: phase.choice_legal(s, f["seat"]),
    "vote": lambda s, f: [Action("trust"), Action("distrust")],
    "board": lambda s, f: endgame.board_legal(s, f["seat"]),
}


def _start_space(s, f, a, ev):
    seat = f["seat"]
    s.d["players"][seat]["space"] = a["space"]
    ev.append({"type": "move", "seat": seat, "to": a["space"], "start": True})
    s.d["frame"] = None


def _food(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    flow.eat(s, seat, a["card"] if a.kind == "eat" else None, ev)
    pl = d["players"][seat]
    if specials.has_dog(pl):  # Clark's Jack eats too, or runs off
        if pl["unconscious"] and not flow.eats_out_cold():
            specials.feed_apply(d, seat, Action("let_go"), ev)
        else:
            d["frame"] = {"kind": "feed_dog", "seat": seat}


def _sleep(s, f, a, ev):
    seat = f["seat"]
    if a.kind == "bunk":
        flow.propose_bunk(s, seat, a["other"], ev)
    else:
        flow.sleep_alone(s, seat, ev)


def _clicker(s, f, a, ev):
    seat = f["seat"]
    flow.show_clicker(s, seat, f["to"], a["infected"], f["why"], ev)
    if f["why"] == "trade":
        trade.after_clicker(s, ev)
    elif f["why"] == "revive":
        s.d["frame"] = {"kind": "turn", "seat": seat}


def _locker(s, f, a, ev):
    seat = f["seat"]
    if a.kind == "reroll_locker":
        flow.roll_locker(s, seat, ev)
    s.d["frame"] = None


def _roll(s, f, a, ev):
    if a.kind == "accept":
        rolls.give_up(s, ev)
    else:
        rolls.use_help(s, a["using"], a["what"], ev)


APPLY = {
    "pick_leader": lambda s, f, a, ev: flow.choose_leader(s, a["seat"], ev),
    "pick_order": lambda s, f, a, ev: flow.choose_next(s, a["seat"], ev),
    "start_space": _start_space,
    "food": _food,
    "feed_dog": lambda s, f, a, ev: specials.feed_apply(s.d, f["seat"], a, ev),
    "keep_one": lambda s, f, a, ev: specials.keep_apply(s.d, f["seat"], a, ev),
    "sleep": _sleep,
    "bunk_consent": lambda s, f, a, ev: flow.answer_bunk(s, f["seat"], a.kind == "accept", ev),
    "clicker": _clicker,
    "trade_give": lambda s, f, a, ev: trade.give(s, f["seat"], a, ev),
    "avoid": lambda s, f, a, ev: trade.avoid(s, f["seat"], a, ev),
    "revive_consent": lambda s, f, a, ev: infection.answer_revive(s, f["seat"], a.kind == "accept", ev),
    "ia_targets": lambda s, f, a, ev: infection.targets_apply(s, f["seat"], a, ev),
    "ia_draw": lambda s, f, a, ev: infection.draw_apply(s, f["seat"], a, ev),
    "locker": _locker,
    "turn": lambda s, f, a, ev: turn.apply(s, f["seat"], a, ev),
    "roll": _roll,
    "trim": lambda s, f, a, ev: turn.trim_apply(s, f["seat"], a, ev),
    "pay": lambda s, f, a, ev: build.pay_apply(s, f["seat"], a, ev),
    "assist": lambda s, f, a, ev: rolls.assist_apply(s, f["seat"], a, ev),
    "phase_choice": lambda s, f, a, ev: phase.choice_apply(s, f["seat"], a, ev),
    "vote": lambda s, f, a, ev: endgame.vote(s, f["seat"], a.kind == "trust", ev),
    "board": lambda s, f, a, ev: endgame.board_apply(s, f["seat"], a, ev),
}
assert set(LEGAL) == set(APPLY)
