"""The Thing's charts: suspicion and infection over the rounds.

The engine keeps no suspicion score, so "suspicion" here is defined from what the whole table sees: in
each Suspicion phase the Thing lays infection cards face down under the characters (the crew under the
NPCs, multi-player cards to the Outpost players), and the number of cards under someone is what anyone
can suspect them by. The suspicion chart stacks those public counts: each player's, then all the NPCs'.

What the cards are is hidden: with everything revealed the infection chart counts the NPCs holding an
"infected" card and the Outpost players handed "You are now a Thing!", read from the whole state; any
other seat's chart counts only the cards that seat was shown (its own, a peek's, a Blood Test's, The Thing
Attacks!, the end), labelled as known."""
from __future__ import annotations

from game.core.chart_series import chart, seen_note, walk

from ..info import THING_SEAT
from ..state import kind

TURNED = "multi_thing"  # the multi-player card that makes an Outpost player a Thing
INFECTED = "infected"  # the crew card that makes an NPC a Thing


def _read(view, state) -> dict:
    out = {"npcs": sum(row["infection_cards"] for row in view["chars"].values() if row["seat"] is None)}
    for i, row in enumerate(view["players"]):
        out[("cards", i)] = row["infection_cards"]
    if state is not None:
        d = state.d
        out["infected"] = sum(1 for row in d["chars"].values()
                              if row["seat"] is None and any(kind(c) == INFECTED for c in row["infection"]))
        out["turned"] = sum(1 for pl in d["players"] if any(kind(c) == TURNED for c in pl["infection"]))
    else:  # only the kinds this seat was shown ("infection" in its view; a peek's "seen" may be out of date)
        out["infected_known"] = sum(1 for row in view["chars"].values()
                                    if row["seat"] is None and INFECTED in (row.get("infection") or ()))
        out["turned_known"] = sum(1 for row in view["players"] if TURNED in (row.get("infection") or ()))
    return out


def series(tl, seat) -> list:
    w = walk(tl, seat, _read)
    note = seen_note(tl, seat)
    n = tl.record["seats"]
    players = [(tl.seat_name(i), ("cards", i), i) for i in range(n) if i != THING_SEAT]  # none are laid on the Thing
    return [chart(w, "Suspicion: infection cards laid", players + [("The NPCs", "npcs", None)], kind="stacked",
                  y_word="Cards", note=note),
            chart(w, "The infection", [("NPCs infected", "infected", None),
                                       ("Players turned", "turned", None),
                                       ("NPCs known infected", "infected_known", None),
                                       ("Players known turned", "turned_known", None)], y_word="Count", note=note)]
