"""Crimson Creek's charts: Exposure and the Attack deck across the Acts.

Exposure is the track the group's risky actions (RUN, PEEK, PUSH, PULL, SHARE) push up; it restarts at
zero for Act 2 and carries into Act 3. The Attack deck is rebuilt at each Act and gains a Hatchet after
each Klein attack; Klein attacks when the Hatchets drawn reach the Act's trigger. All of it is public
(the deck's order is not: only its make-up is charted), so every seat's charts hold the same numbers."""
from __future__ import annotations

from game.core.chart_series import chart, seen_note, sections, walk


def _read(view, state) -> dict:
    deck = view["attack_deck"]
    in_deck = deck["hatchets"] - deck["hatchets_drawn"]  # a drawn Hatchet lies by the board until the attack
    return {"act": view["act"], "exposure": view["exposure"]["value"], "hatchets_in": in_deck,
            "calm_in": deck["cards"] - in_deck, "drawn": deck["hatchets_drawn"], "trigger": deck["trigger"],
            "attacks": view["attacks"]}


def series(tl, seat) -> list:
    w = walk(tl, seat, _read)
    more = {"sections": sections(w, "act", "Act"), "note": seen_note(tl, seat)}
    return [chart(w, "Exposure", [("Exposure", "exposure", None)], y_word="Exposure", **more),
            chart(w, "The Attack deck", [("Hatchets in the deck", "hatchets_in", None),
                                         ("Calm nights in the deck", "calm_in", None)],
                  kind="stacked", y_word="Cards", **more),
            chart(w, "Klein draws near", [("Hatchets drawn", "drawn", None), ("Klein attacks at", "trigger", None),
                                          ("Attacks this Act", "attacks", None)], y_word="Cards", **more)]
