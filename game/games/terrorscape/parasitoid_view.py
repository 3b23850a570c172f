"""What each seat may see of the Parasitoid's Infection (view.py calls `patch` in a Parasitoid game).

view["infection"]:
  everyone   pool (tiles left, a count), tiles {char: count held} (they lie under the health status
             tiles), out (tiles discarded after a Safe test: revealed), mutated (char or None),
             host_seen (where the Survivors last saw the mutated Host), calm (the round the Host was
             revealed: no investigation in it), variant (the 2-3 player rules are on)
  known      {char: [tiles]} the tiles this seat may look at: the Parasitoid all of them; a Survivor
             player those of its own Survivor, only if it runs just that one; everyone the mutated Host's
             (its mutation shows them: the view keeps what the line told)
  Parasitoid host (char or None), pool_tiles (which tiles are left), flesh (the door it hides on),
             host_loc, host_left
  the mutated Host's controller: host_loc, host_left
The mutated Host's row in the Survivors' `survivors` list loses its location (it is off their board).
"""
from __future__ import annotations

from . import parasitoid as P


def patch(state, seat, side: str, out: dict) -> None:
    d = state.d
    i = P.inf(state)
    mutated = i["mutated"]
    view = {"pool": len(i["pool"]), "tiles": {c: len(t) for c, t in i["tiles"].items()}, "out": sorted(i["out"]),
            "mutated": mutated, "host_seen": i["host_seen"], "calm": i["calm"], "variant": P.variant(state),
            "known": {c: list(t) for c, t in i["tiles"].items() if P.sees_tiles(state, seat, c) or c == mutated}}
    if side == "killer":
        view.update(host=P.host(state), pool_tiles=sorted(i["pool"]), flesh=P.flesh_at(state))
    if mutated is not None:
        if side == "killer" or (seat is not None and seat == P.controller(state, mutated)):
            view.update(host_loc=d["surv"][mutated]["loc"], host_left=i["host_left"])
        for row in out["survivors"]:
            if row["char"] == mutated and "loc" in row:
                row["loc"], row["items"] = None, []
    out["infection"] = view
