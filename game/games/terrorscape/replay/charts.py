"""Terrorscape's charts: the Killer's strength, the Survivors' health and their keys.

The Killer's level and strength and each Survivor's health are public. The keys the Survivors hold are
theirs alone: with everything revealed they come from the whole state; a Survivor seat's charts show the
keys its team knew of; the Killer's and the table's charts leave the keys out (they never saw them)."""
from __future__ import annotations

from game.core.chart_series import chart, seen_note, walk


def _keys(view, state):
    if state is not None:
        d = state.d
        return d["keys"] + sum(len(s.get("keys", ())) for s in d["surv"].values())
    team = view.get("team")
    if team is None:  # not the Survivors' side: the keys are not known
        return None
    apart = (view.get("separate_ways") or {}).get("keys") or {}  # Separate Ways: each Survivor's own keys
    return team["keys"] + sum(len(uids) for uids in apart.values())


def _read(view, state) -> dict:
    out = {"keys": _keys(view, state)}
    for k in view["killers"]:
        out[("strength", k["id"])] = k["strength"]
        out[("level", k["id"])] = k["level"]
        out[("killer", k["id"])] = (k["name"], k["seat"])
    for s in view["survivors"]:
        out[("health", s["char"])] = s["health"]
        out[("survivor", s["char"])] = (s["name"], s["seat"])
    return out


def _named(w, kind) -> list:
    """(id, name, seat) of each killer or survivor, in the order they first appear."""
    seen = {}
    for key in w.keys():
        if key[0] == kind:
            seen.setdefault(key[1], next(p[key] for p in w.points if key in p))
    return [(i, name, seat) for i, (name, seat) in seen.items()]


def series(tl, seat) -> list:
    w = walk(tl, seat, _read)
    note = seen_note(tl, seat)
    killers, survivors = _named(w, "killer"), _named(w, "survivor")
    two = len(killers) > 1
    killer_lines = []
    for kid, name, kseat in killers:
        killer_lines += [(f"{name} strength" if two else "Strength", ("strength", kid), kseat),
                         (f"{name} level" if two else "Level", ("level", kid), kseat)]
    title = "The Killers" if two else f"The Killer: {killers[0][1]}" if killers else "The Killer"
    charts = [chart(w, title, killer_lines, y_word="Strength", note=note),
              chart(w, "The Survivors' health", [(name, ("health", c), s) for c, name, s in survivors],
                    y_word="Health", note=note)]
    keys = chart(w, "Keys found", [("Keys", "keys", None)], kind="bars", y_word="Keys", note=note)
    if keys.lines:
        charts.append(keys)
    return charts
