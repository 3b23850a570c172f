"""Zombie's charts: the survivors and the zombies at each camp over the turns.

Everything charted here is on the table for all to see (the view's camps and the City Center), so every
seat's charts hold the same numbers; with everything revealed they are read from the state's public view.
Most zombies stand in the City Center (a killed survivor turns there); a camp holds zombie chips only
through a strain, so the zombie chart stacks the camps' chips under the City Center's horde."""
from __future__ import annotations

from collections import Counter

from game.core.chart_series import chart, seen_note, walk


def _read(view, state) -> dict:
    out = {"cc_zombies": view["city_center"]["zombies"]}
    for camp in view["camps"]:
        out[("survivors", camp["id"])] = camp["survivors"]
        out[("zombies", camp["id"])] = camp["zombie_chips"]
        out[("camp", camp["id"])] = (camp["name"], camp["owner"])
    return out


def camp_labels(tl, w) -> list:
    """(camp id, label, owner seat) of every camp, in the order they first appear: the owner's name, with
    the camp's name when a player has more than one."""
    camps = {}
    for key in w.keys():
        if key[0] == "camp":
            camps.setdefault(key[1], next(p[key] for p in w.points if key in p))
    per_owner = Counter(owner for _, owner in camps.values())
    out = []
    for cid, (name, owner) in camps.items():
        who = tl.seat_name(owner) if owner is not None else name
        out.append((cid, who if per_owner[owner] == 1 and owner is not None else f"{who}: {name}", owner))
    return out


def series(tl, seat) -> list:
    w = walk(tl, seat, _read)
    camps = camp_labels(tl, w)
    note = seen_note(tl, seat)
    return [chart(w, "Survivors per camp", [(label, ("survivors", cid), owner) for cid, label, owner in camps],
                  y_word="Survivors", note=note),
            chart(w, "Zombies per camp and in the City Center",
                  [(label, ("zombies", cid), owner) for cid, label, owner in camps] +
                  [("City Center", "cc_zombies", None)], kind="stacked", y_word="Zombies", note=note)]
