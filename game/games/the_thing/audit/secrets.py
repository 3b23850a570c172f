"""The secret choices of The Thing for the observation-twin audit (game.core.fuzz_observe): per decision, the
choices of the deciding seat that other seats may not tell apart. "All discards are face-down at all times"
and infection cards go "secretly" under an NPC; which NPC (or which player) gets a card is seen at the table.
  first_infect, infect: which card goes to a given NPC or player (every seat but the Thing player and, for a
      multi-player card, the player who receives and looks at it);
  suspicion_give: which Suspicion card is handed with it (all but the receiver);
  bad_blood: which card is discarded (everybody else; discarding or refusing is seen);
  cards: which card is discarded for dice (everybody else);
  pass_card: which card is passed to the left (all but the receiver);
  see: Burn or Wait and See, hidden until every choice is in ("see_what_happens" reveals them);
  blood_mode: a player's vote on how the Blood Test is run (5-6 players), hidden until every vote is in
      ("blood_vote" shows them all);
  blood_discard: which card a player the Blood Test showed human discards, among its hand's (Suspicion
      cards) and among those under its character (face down; which of the two is seen: both are counted)."""
from __future__ import annotations

from ..info import THING_SEAT

REVEALS = ("see_what_happens", "blood_vote")


def secret_choices(rules, state) -> list:
    d = state.d
    f = d.get("frame")
    if f is None:
        return []
    kind, seat = f["kind"], f["seat"]
    legal = rules.legal_actions(state)
    others = [x for x in range(d["seats"]) if x != seat]
    out = []
    if kind in ("first_infect", "infect"):
        targets = {}
        for a in legal:
            if a.kind == "infect":
                targets.setdefault(a["target"], []).append(a)
        for target, acts in targets.items():
            out.append(([x for x in others if x != THING_SEAT and x != target], acts))
    elif kind == "suspicion_give":
        out.append(([x for x in others if x != f.get("to")], [a for a in legal if a.kind == "give"]))
    elif kind == "bad_blood":
        out.append((others, [a for a in legal if a.kind == "discard"]))
    elif kind == "cards":
        out.append((others, [a for a in legal if a.kind == "discard_dice"]))
    elif kind == "pass_card":
        order = d.get("pass_order") or []
        to = order[(order.index(seat) + 1) % len(order)] if seat in order else None
        out.append(([x for x in others if x != to], list(legal)))
    elif kind == "see":
        out.append((others, list(legal)))
    elif kind == "blood_mode":
        out.append((others, list(legal)))
    elif kind == "blood_discard":
        hand = d["players"][seat]["hand"]
        drops = [a for a in legal if a.kind == "discard"]
        out.append((others, [a for a in drops if a["card"] in hand]))
        out.append((others, [a for a in drops if a["card"] not in hand]))
    return out
