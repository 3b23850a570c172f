"""Games laid out for the named tests: setup played the plain way (the top rank leads, turn order by seat,
starting spaces given), then the state edited by hand where a test needs a position (state.changed())."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES


def act(state, kind: str, **params):
    return RULES.apply(state, Action(kind, **params))


def started(chars=("garry", "kinner", "copper", "mcready"), spaces=None, seed: int = 3, extended=False):
    """Setup done: the highest rank leads, then the seats in order; every seat on `spaces` (default: the
    Storage Room). Stops at the first decision after setup (a turn, or a pre-round choice)."""
    s = RULES.new_game(seed, len(chars), {"characters": ",".join(chars), "extended": extended})
    leader = s.d["frame"]["seat"]
    act(s, "make_leader", seat=leader)
    for x in range(len(chars)):
        if s.d["frame"]["kind"] == "pick_order" and x != leader:
            act(s, "next", seat=x)
    spaces = spaces or ["storage"] * len(chars)
    while s.d["frame"]["kind"] == "start_space":
        act(s, "start", space=spaces[s.d["frame"]["seat"]])
    return s


def force_event(state, event: str) -> None:
    """Put a Camp Event in play for the turns of this round (no pre-round effects)."""
    from game.games.who_goes_there.state import content, inside
    d = state.d
    d["event"] = event
    card = content().events[event]
    d["lockdown"] = card["lockdown"]
    for pl in d["players"]:
        pl["event_done"] = card["kind"] not in ("attack", "setback") or (d["lockdown"] and not inside(pl["space"]))
    state.changed()


def seat_of(state, char: str) -> int:
    return state.d["chars"].index(char)


def host_asks_to_bunk():
    """A Sleep round: the first in turn order is the Host and asks the second to bunk. Returns (state, a, b)."""
    from game.games.who_goes_there.state import CONTAMINATED
    s = started()
    d = s.d
    a, b = d["order"][0], d["order"][1]
    d["players"][a]["vulnerable"], d["players"][a]["infected"] = [CONTAMINATED], True
    d["vulnerable"].remove(CONTAMINATED)
    d["sleep"], d["frame"] = {}, {"kind": "sleep", "seat": a}
    s.changed()
    act(s, "bunk", other=b)
    return s, a, b
