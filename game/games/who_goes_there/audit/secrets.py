"""The secret choices of Who Goes There? for the observation-twin audit (game.core.fuzz_observe): per decision,
the choices of the deciding seat that other seats may not tell apart. Discards go "facedown on the Camp
Discard pile" and cards go "facedown on the Bonfire" (that a card is discarded, or added, is seen); an
Infection Clicker is passed "discreetly (facedown)" to one player; a trade passes cards between two players.
  turn, trim: which card is discarded; which card is added to the Bonfire (everybody else), Kindling apart:
    it counts as two cards (cards.toml's designed note), so the Bonfire's public size shows it went on, and
    it goes on face up, named (turn.add_to_bonfire);
  trade_give: which card is given (all but the two trading);
  clicker: showing clean or infected (all but the one it is passed to);
  keep_one: which of the two drawn cards is kept (everybody else).
A Camp Event or Phase card turned up is a reveal the rules make ("camp_event", "phase_card"): twins whose
decks are reordered turn up other cards there (game.core.fuzz_observe stops at it). So is a build ("built"):
the builder "play[s] the cards" of the recipe, face up, so everyone sees which cards paid for it (a Blueprint
or the very Buildable), and twins whose hands were dealt afresh pay for the same tile with other cards."""
from __future__ import annotations

REVEALS = ("camp_event", "phase_card", "built")


def _counts_more(card: str) -> bool:
    from ..state import content
    return any(e["do"] == "kindling" and e["n"] > 1 for e in content().cards[card]["effects"])


def secret_choices(rules, state) -> list:
    d = state.d
    f = d.get("frame")
    if f is None:
        return []
    kind, seat = f["kind"], f["seat"]
    legal = rules.legal_actions(state)
    others = [x for x in range(d["seats"]) if x != seat]
    of = lambda k: [a for a in legal if a.kind == k]  # noqa: E731
    if kind in ("turn", "trim"):
        face_down = [a for a in of("bonfire") if not _counts_more(a["card"])]
        return [(others, of("discard")), (others, face_down)]
    if kind == "trade_give":
        return [([x for x in others if x != f.get("to")], of("give"))]
    if kind == "clicker":
        return [([x for x in others if x != f.get("to")], of("show"))]
    if kind == "keep_one":
        return [(others, of("keep"))]
    return []
