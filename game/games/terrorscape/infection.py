"""The Parasitoid's Infection tiles and the Host (rulebook, "Parasitoid: Infect"): who holds which
tile, who is the Host and who controls it, [INFECT], and the Host's victory. The pieces the shared
rules call (common.injure, common.finish, encounter.begin) live here, below common.py; the rest of the
Parasitoid (flesh, mutation, the Host's moves, its frames) is parasitoid.py.

d["infect"] (only in a Parasitoid game):
  pool      the tiles still beside the Parasitoid's board ("s1".."s4" Safe, "x1" Infected); drawn at random
  tiles     {char: [tiles]} under each Survivor's health status tile, in the order gained
  out       tiles discarded for the rest of the game (a testing station found them Safe)
  mutated   the char of the mutated Host, or None; host_seen: where the Survivors last saw it
  host_left steps of [MOVE] the mutated Host still has this Killer turn (x0-2)
  flesh     the door (edge key) the Wall of Flesh hides on, or None (in the supply)
  calm      the round in which the Host was revealed by accusation or test (no investigation then)
  marks     [round, what] that happened this round (accusations proposed, locations investigated)
  hooked    [round, phase] of the last phase hook run (each runs once per phase entry)

The Host is whoever holds the Infected tile: one tile, so at most one Host. Who controls a Host
(its mutation, the mutated Host's moves) is `controller`: the Host's own player when that player
runs only the Host; otherwise the Killer (the rulebook's 2-3 player variant).
"""
from __future__ import annotations

from .state import ev

INFECTED, SAFE = "x", "s"


def new_infection(kinfo: dict) -> dict:
    """Setup 2-3: the Infection tiles and the flesh beside the Parasitoid's board (the Testing Stations
    stand on both exits: board kinds "testing_station")."""
    tokens = kinfo.get("tokens", {})
    pool = [f"{SAFE}{i + 1}" for i in range(tokens.get("safe_tile", 4))]
    pool += [f"{INFECTED}{i + 1}" for i in range(tokens.get("infected_tile", 1))]
    return {"pool": pool, "tiles": {}, "out": [], "mutated": None, "host_seen": None, "host_left": 0,
            "flesh": None, "calm": -1, "marks": [], "hooked": None}


def inf(state):
    return state.d.get("infect")


def parasitoid(state) -> dict:
    """The Parasitoid's own Killer record (in Double Trouble it may be the one waiting its turn)."""
    d = state.d
    return next(k for k in [d["killer"]] + list(d.get("other_killers", ()))
                if state.content.killers[k["id"]].get("special") == "infection")


def acting(state) -> bool:
    """Whether the Killer acting now is the Parasitoid (Double Trouble: not in its partner's turn)."""
    return state.content.killers[state.d["killer"]["id"]].get("special") == "infection"


def killer_side(state, seat) -> bool:
    """A Killer player's seat. # designed: in Double Trouble the Killers' team shares what it knows."""
    d = state.d
    return seat is not None and seat in {k["seat"] for k in [d["killer"]] + list(d.get("other_killers", ()))}


# -- who is what --------------------------------------------------------------------------------
def host(state):
    """The Survivor holding the Infected tile (mutated or not), or None."""
    i = inf(state)
    for char, tiles in i["tiles"].items():
        if any(t.startswith(INFECTED) for t in tiles):
            return char
    return None


def hidden_host(state):
    """The Host while it still hides among the Survivors (not mutated, not eliminated)."""
    char = host(state)
    if char is None or state.d["surv"][char]["out"] is not None:
        return None
    return char


def players_of(s: dict) -> list:
    """The seats running a Survivor (with 5-6 players two may share one: s["seats"])."""
    return s.get("seats") or [s["seat"]]


def solo(state, seat: int) -> bool:
    """Whether this Survivor player runs a single Survivor (then it may look at its own tiles)."""
    return sum(1 for s in state.d["surv"].values() if seat in players_of(s)) == 1


def variant(state) -> bool:
    """The 2-3 player variant applies: a Survivor player runs several Survivors."""
    return not all(solo(state, p) for s in state.d["surv"].values() for p in players_of(s))


def controller(state, char: str) -> int:
    """Who decides for `char` as a Host: its player if that player runs only it, else the Killer."""
    seat = state.seat_of(char)
    return seat if solo(state, seat) else parasitoid(state)["seat"]


def sees_tiles(state, seat, char: str) -> bool:
    """The Parasitoid sees every tile; a Survivor player only its own Survivor's, and only if it runs one."""
    if seat is None:
        return False
    if killer_side(state, seat):
        return True
    return seat in players_of(state.d["surv"][char]) and solo(state, seat)


def can_infect(state, k=None) -> bool:
    """[INFECT] works at levels 1 to `infect_until` (Lv 1-2), while a tile is left; `k` is the Killer
    doing it (the acting one unless said: in Double Trouble only the Parasitoid infects)."""
    k = k or state.d["killer"]
    until = state.content.killers[k["id"]].get("infect_until", 0)  # 0 for a partner in Double Trouble
    return bool(inf(state)["pool"]) and k["level"] <= until


# -- [INFECT] ---------------------------------------------------------------------------------------
def infect(state, char: str, events: list, why: str) -> None:
    """The Survivor draws one Infection tile at random from the Parasitoid's pool (none left: nothing).
    Everyone learns that a tile was drawn; only the Parasitoid and the Survivor's own player (if it
    runs only that Survivor) learn which."""
    i = inf(state)
    if not i["pool"]:
        return
    tile = i["pool"].pop(state.rng.randbelow(len(i["pool"])))
    i["tiles"].setdefault(char, []).append(tile)
    n = len(i["tiles"][char])
    secret = {"tile": tile, "host": tile.startswith(INFECTED)}
    private = {str(s): secret for s in range(state.d["seats"]) if killer_side(state, s)}
    for seat in players_of(state.d["surv"][char]):
        if sees_tiles(state, seat, char):
            private[str(seat)] = secret
    events.append(ev("infect", f"{state.name(char)} draws an Infection tile ({why}; {n} held).", char=char,
                     count=n, pool=len(i["pool"]), private=private))


def infect_all(state, chars, events: list, why: str) -> None:
    """An encounter at Lv 1-2: "when the Parasitoid encounters Survivors, it [INFECT] them"."""
    if inf(state) is not None and can_infect(state):
        for char in chars:
            infect(state, char, events, why)


def offer_infection(state, char: str, why: str, by=None) -> bool:
    """Damage at Lv 1-2: "it may [INFECT] them instead of dealing damage". True when the Parasitoid is
    asked (a p_harm frame); the injury, if chosen, follows from that frame. `by`: the Killer dealing
    the damage (the acting one unless said)."""
    if inf(state) is None or not can_infect(state, by):
        return False
    state.d["stack"].append({"t": "p_harm", "seat": parasitoid(state)["seat"], "char": char, "why": why})
    return True


# -- the end: the Host's victory -----------------------------------------------------------------
def settle(state, side: str, reason: str) -> tuple:
    """(side, reason) once a game ends. A Host still hiding steals any Survivors' victory ("Escape with
    the Survivors while infected"): the Parasitoid wins instead, even after a lost Final Showdown.
    # designed: a mutated Host no longer steals the victory: it stayed behind with the Parasitoid."""
    char = host(state)
    if side == "survivors" and char is not None and char == hidden_host(state):
        side, reason = "killer", f"the Host {state.name(char)} steals the Survivors' victory ({reason})"
    return side, reason


def host_team(state, side: str, winners: list) -> list:
    """The winners with the Host's player on the Parasitoid's side: a player who runs only the Host wins
    with the Parasitoid and loses with it (# designed: a player running other Survivors too stays a
    Survivor player; the Parasitoid controls that Host)."""
    char = host(state)
    if char is None:
        return winners
    traitors = [p for p in players_of(state.d["surv"][char]) if solo(state, p)]
    others = [s for s in winners if s not in traitors]
    return sorted(others + traitors) if side == "killer" else others
