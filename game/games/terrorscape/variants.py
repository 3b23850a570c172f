"""Who sits where in Terrorscape 2, for 2 to 6 players and the three variants (Traits & Survival
Difficulty, Separate Ways, Double Trouble), and the small hooks the shared engine files call.

Seats (Setup; Survivors' Turn: "there are always 3 Survivors"; Variant 3 "for 2-5 players, ... the
2 Killers can also be controlled by a single player"): the Killer seats come first (seat 0; with
Double Trouble and two Killer players, seats 0 and 1), every other seat is a Survivor player.
- 1 Survivor player runs all three characters; 2 players: the first runs two, the second one;
  3 players: one each.
- # designed: 4 or 5 Survivor players (5-6 players, or 5 with one Killer player in Double Trouble):
  the rulebook seats every remaining player on the Survivors' side but keeps three characters, so
  the extra players share a character with one of the first three: slot 0 with the fourth player,
  slot 1 with the fifth; the two sharers take the character's turns in alternate rounds (the first
  in odd rounds). The team talks openly, so every Survivor seat sees the whole Survivors' side.
Separate Ways needs one player per Survivor (4 players, or 5 with two Killer players in Double
Trouble); Double Trouble is for 2-5 players.
"""
from __future__ import annotations

from .seating import check_seats, killer_players

def seat_plan(seats: int, opts: dict) -> tuple:
    """(Killer seat of each Killer, the co-controller seats of each Survivor slot 0..2)."""
    check_seats(seats, opts)
    n_killers = killer_players(seats, opts)
    n_killer_chars = 2 if opts.get("double_trouble") else 1
    killer_seats = [min(i, n_killers - 1) for i in range(n_killer_chars)]
    players = list(range(n_killers, seats))
    if len(players) == 1:
        slots = [[players[0]]] * 3
    elif len(players) == 2:
        slots = [[players[0]], [players[0]], [players[1]]]
    else:
        slots = [[p] for p in players[:3]]
        for i, extra in enumerate(players[3:]):
            slots[i] = slots[i] + [extra]
    return killer_seats, [list(s) for s in slots]


def controller(surv: dict, round_no: int) -> int:
    """The seat running a Survivor this round (sharers alternate, the first in odd rounds)."""
    seats = surv.get("seats") or [surv["seat"]]
    return seats[(round_no - 1) % len(seats)]


def round_start(state) -> None:
    """Step I of the Survivors' turn: this round's controller of each shared character."""
    d = state.d
    for s in d["surv"].values():
        s["seat"] = controller(s, d["round"])


def killer_seats(state) -> list:
    d = state.d
    return sorted({d["killer"]["seat"]} | {k["seat"] for k in d.get("other_killers", ())})


def survivor_side_seats(state) -> list:
    """Every seat on the Survivors' side of the screen (sharers included, whoever acts this round)."""
    return sorted({p for s in state.d["surv"].values() for p in (s.get("seats") or [s["seat"]])})


def order(state) -> list:
    """Separate Ways: the Survivors still in play, the first Survivor token's holder first, then
    clockwise (slot order)."""
    chars = state.survivors()
    first = state.d["sw"]["first"]
    i = chars.index(first) if first in chars else 0
    return chars[i:] + chars[:i]
