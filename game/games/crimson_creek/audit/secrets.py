"""The secret choices of Crimson Creek for the observation-twin audit (game.core.fuzz_observe): per decision,
the choices of the deciding seat that other seats may not tell apart. Which sleeve a player peeks into or
looks at a Clue in, and where it declares the Lair, are seen at the table (the engine logs them); what it
sees is private, and so are:
  claim: what a sharing player points to on its word cloud while drafting (every seat but the partner, who
      receives the claim; sending it is seen);
  accuse: the suspect it names ("secretly place your character token"; the accusations are revealed at the
      game's end, which ends the comparison).
At dawn an Act's sleeves and Lair are turned up for all ("lair_revealed"): a reveal the rules make."""
from __future__ import annotations

REVEALS = ("lair_revealed",)


def secret_choices(rules, state) -> list:
    d = state.d
    if d["result"] is not None or not d["stack"]:
        return []
    top = d["stack"][-1]
    t, seat = top["t"], top["seat"]
    legal = rules.legal_actions(state)
    others = [x for x in range(d["seats"]) if x != seat]
    if t == "claim":
        return [([x for x in others if x != top.get("partner")],
                 [a for a in legal if a.kind in ("claim_toggle", "claim_all_true")])]
    if t == "accuse":
        return [(others, list(legal))]
    return []
