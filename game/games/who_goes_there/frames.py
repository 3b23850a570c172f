"""Each decision frame's legal list and how its choice is applied: LEGAL[kind](state, seat) and
APPLY[kind](state, seat, frame, action, ev), read by rules.py (the frames are listed in its docstring)."""
from __future__ import annotations

from game.core.actions import Action

from . import build, endgame, flow, infection, phase, rolls, specials, trade, turn
from .state import content

YES_NO = [Action("accept"), Action("refuse")]


def _clicker_legal(s, seat):
    infected = s.d["players"][seat]["infected"]  # a human can only show clean
    return [Action("show", infected=False)] + ([Action("show", infected=True)] if infected else [])


LEGAL = {
    "pick_leader": lambda s, seat: [Action("make_leader", seat=x) for x in range(s.d["seats"])],
    "pick_order": lambda s, seat: [Action("next", seat=x) for x in range(s.d["seats"]) if x not in s.d["order"]],
    "start_space": lambda s, seat: [Action("start", space=sp) for sp in content().camp["camp"]["starting_spaces"]],
    "food": lambda s, seat: [Action("eat", card=c) for c in flow.food_options(s.d, seat)] + [Action("go_hungry")],
    "sleep": lambda s, seat: [Action("bunk", other=x) for x in flow.bunk_partners(s.d, seat)]
    + [Action("sleep_alone")],
    "bunk_consent": lambda s, seat: YES_NO,
    "clicker": _clicker_legal,
    "locker": lambda s, seat: [Action("reroll_locker"), Action("keep_locker")],
    "trade_give": trade.give_legal,
    "avoid": trade.avoid_legal,
    "feed_dog": lambda s, seat: specials.feed_legal(s.d, seat),
    "keep_one": lambda s, seat: specials.keep_legal(s.d, seat),
    "revive_consent": lambda s, seat: YES_NO,
    "ia_targets": infection.targets_legal,
    "ia_draw": infection.draw_legal,
    "turn": turn.legal,
    "roll": lambda s, seat: [Action("help", using=k, what=w) for k, w in rolls.helps(s.d, seat)]
    + [Action("accept")],
    "trim": turn.trim_legal,
    "pay": build.pay_legal,
    "assist": rolls.assist_legal,
    "phase_choice": phase.choice_legal,
    "vote": lambda s, seat: [Action("trust"), Action("distrust")],
    "board": endgame.board_legal,
}


def _start_space(s, seat, f, a, ev):
    s.d["players"][seat]["space"] = a["space"]
    ev.append({"type": "move", "seat": seat, "to": a["space"], "start": True})
    s.d["frame"] = None


def _food(s, seat, f, a, ev):
    d = s.d
    flow.eat(s, seat, a["card"] if a.kind == "eat" else None, ev)
    pl = d["players"][seat]
    if specials.has_dog(pl):  # Clark's Jack eats too, or runs off
        if pl["unconscious"] and not flow.eats_out_cold():
            specials.feed_apply(d, seat, Action("let_go"), ev)
        else:
            d["frame"] = {"kind": "feed_dog", "seat": seat}


def _sleep(s, seat, f, a, ev):
    if a.kind == "bunk":
        flow.propose_bunk(s, seat, a["other"], ev)
    else:
        flow.sleep_alone(s, seat, ev)


def _clicker(s, seat, f, a, ev):
    flow.show_clicker(s, seat, f["to"], a["infected"], f["why"], ev)
    if f["why"] == "trade":
        trade.after_clicker(s, ev)
    elif f["why"] == "revive":
        s.d["frame"] = {"kind": "turn", "seat": seat}


def _locker(s, seat, f, a, ev):
    if a.kind == "reroll_locker":
        flow.roll_locker(s, seat, ev)
    s.d["frame"] = None


def _roll(s, seat, f, a, ev):
    if a.kind == "accept":
        rolls.give_up(s, ev)
    else:
        rolls.use_help(s, a["using"], a["what"], ev)


APPLY = {
    "pick_leader": lambda s, seat, f, a, ev: flow.choose_leader(s, a["seat"], ev),
    "pick_order": lambda s, seat, f, a, ev: flow.choose_next(s, a["seat"], ev),
    "start_space": _start_space,
    "food": _food,
    "feed_dog": lambda s, seat, f, a, ev: specials.feed_apply(s.d, seat, a, ev),
    "keep_one": lambda s, seat, f, a, ev: specials.keep_apply(s.d, seat, a, ev),
    "sleep": _sleep,
    "bunk_consent": lambda s, seat, f, a, ev: flow.answer_bunk(s, seat, a.kind == "accept", ev),
    "clicker": _clicker,
    "trade_give": lambda s, seat, f, a, ev: trade.give(s, seat, a, ev),
    "avoid": lambda s, seat, f, a, ev: trade.avoid(s, seat, a, ev),
    "revive_consent": lambda s, seat, f, a, ev: infection.answer_revive(s, seat, a.kind == "accept", ev),
    "ia_targets": lambda s, seat, f, a, ev: infection.targets_apply(s, seat, a, ev),
    "ia_draw": lambda s, seat, f, a, ev: infection.draw_apply(s, seat, a, ev),
    "locker": _locker,
    "turn": lambda s, seat, f, a, ev: turn.apply(s, seat, a, ev),
    "roll": _roll,
    "trim": lambda s, seat, f, a, ev: turn.trim_apply(s, seat, a, ev),
    "pay": lambda s, seat, f, a, ev: build.pay_apply(s, seat, a, ev),
    "assist": lambda s, seat, f, a, ev: rolls.assist_apply(s, seat, a, ev),
    "phase_choice": lambda s, seat, f, a, ev: phase.choice_apply(s, seat, a, ev),
    "vote": lambda s, seat, f, a, ev: endgame.vote(s, seat, a.kind == "trust", ev),
    "board": lambda s, seat, f, a, ev: endgame.board_apply(s, seat, a, ev),
}
assert set(LEGAL) == set(APPLY)
