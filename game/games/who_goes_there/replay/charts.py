"""Who Goes There?'s charts: each player's stamina and strikes, and the infection's spread.

Stamina and strikes are public. Who is infected is not: with everything revealed the chart counts the
infected players and the contaminated Vulnerable cards they hold, read from the whole state; any other
seat's chart counts only the infected that seat knew of (itself, and anyone shown by an Infection Attack
or the Reveal), and says so in its label."""
from __future__ import annotations

from game.core.chart_series import chart, seen_note, walk

from ..state import CONTAMINATED


def _read(view, state) -> dict:
    out = {}
    for i, row in enumerate(view["players"]):
        out[("stamina", i)] = row["stamina"]
        out[("strikes", i)] = row["strikes"]
    if state is not None:
        players = state.d["players"]
        out["infected"] = sum(1 for pl in players if pl["infected"])
        out["contaminated"] = sum(v == CONTAMINATED for pl in players for v in pl["vulnerable"])
    else:
        out["known"] = sum(1 for row in view["players"] if row.get("infected"))
    return out


def series(tl, seat) -> list:
    w = walk(tl, seat, _read)
    note = seen_note(tl, seat)
    n = tl.record["seats"]
    return [chart(w, "Stamina", [(tl.seat_name(i), ("stamina", i), i) for i in range(n)], y_word="Stamina", note=note),
            chart(w, "Strikes", [(tl.seat_name(i), ("strikes", i), i) for i in range(n)], kind="stacked",
                  y_word="Strikes", note=note),
            chart(w, "The infection", [("Infected players", "infected", None),
                                       ("Contaminated cards held", "contaminated", None),
                                       ("Infected players known", "known", None)], y_word="Count", note=note)]
