"""The Parasitoid's Infection in the heuristic seats (policy_killer.py, policy_survivors.py).

The Parasitoid (Killer side):
  p_harm    a hit at Lv 1-2: injure a Survivor already injured (the second wound wins); otherwise infect
            while the Infected tile is still in the pool (each tile drawn may make a Host, and a hidden
            Host steals any victory of the Survivors), else injure
  p_mutate  keep the Host hidden: hidden, it steals the Survivors' victory; mutated, it only gives them
            a new way to win (investigate and kill it)
  p_host    the mutated Host hides where the Survivors are least likely to stand (they find it only by
            investigating its location)
  p_flesh   the Wall of Flesh on the door the Survivors are likeliest to open
  cards     Parasitic Spores when in STEALTH with Survivors likely within range 1 of where it reappears
The Survivors:
  test          at a testing station, when a Survivor there may be the Host (as an extra action it costs
                only the tested ones' place becoming known)
  accuse/agree  only when the accused is almost surely the Host (a false accusation loses the game)
  investigate   near where the mutated Host was last seen; p_hunt: fight it only at good odds (a lost
                fight eliminates the investigator, and the game)
How likely each Survivor is the Host is counted from what the seat may see: the tiles in the pool, the
tiles each holds (a count everyone sees), the Safe ones discarded after a test, and the tiles it may look at.
"""
from __future__ import annotations

from .policy_cards import kws
from .policy_eyebot import ahead
from .policy_fight import p_at_least, weapon_uses

INFECTED = "x"  # the Infected tile's id starts so (infection.INFECTED)
ACCUSE_AT = 0.95  # accuse (or agree) only this sure: a false accusation loses the game
HUNT_AT = 0.5  # fight a found Host at this chance of winning (losing eliminates: the Killer wins)
SPORES = 3.0  # an expected wound of the Spores when it reappears
NEAR_WIN = 3.0  # testing's worth, times this, when the Survivors' victory is near


def host_odds(view) -> dict:
    """char -> the chance that this Survivor holds the Infected tile (hidden Host), from the seat's view."""
    inf = view.get("infection")
    if not inf or inf.get("mutated") is not None:
        return {}
    known = inf.get("known") or {}
    if "host" in inf:  # the Parasitoid's side knows
        return {c: (1.0 if c == inf["host"] else 0.0) for c in inf["tiles"]}
    for c, tiles in known.items():
        if any(t.startswith(INFECTED) for t in tiles):
            return {x: (1.0 if x == c else 0.0) for x in inf["tiles"]}
    unknown = {c: n for c, n in inf["tiles"].items() if c not in known and n}
    total = inf.get("pool", 0) + sum(unknown.values())
    if total <= 0:
        return {c: 0.0 for c in inf["tiles"]}
    return {c: unknown.get(c, 0) / total for c in inf["tiles"]}


# -- the Parasitoid --------------------------------------------------------------------------------
def _harm(h, frame, legal, view, slips, rng, memory):
    char = frame.get("char")
    row = next((s for s in view["survivors"] if s["char"] == char), None)
    inf = view.get("infection") or {}
    infected_left = any(t.startswith(INFECTED) for t in inf.get("pool_tiles", ()))
    wound_wins = row is not None and row["health"] <= 1
    infect = infected_left and not wound_wins
    return [((1.0 if (a.kind == "infect") == infect else 0.0), a) for a in legal]


def _mutate(h, frame, legal, view, slips, rng, memory):
    return [(1.0 if a.kind == "stay" else 0.0, a) for a in legal]


def _host(h, frame, legal, view, slips, rng, memory):
    """Far from where the Survivors are likely: each step away from the likeliest places."""
    out = []
    for a in legal:
        to = a["to"]
        near = sum(h.pres[x] for x in h.board.within(to, 1))
        station = 0.3 if "testing_station" in h.board.loc(to).kinds else 0.0
        out.append((-(2.0 * h.pres[to] + near + station) - 0.01 * a["steps"], a))
    return out


def _flesh(h, frame, legal, view, slips, rng, memory):
    out = []
    for a in legal:
        x, _, y = a["edge"].partition("-")
        out.append((h.pres.get(x, 0.0) + h.pres.get(y, 0.0), a))
    return out


SCORERS = {"p_harm": _harm, "p_mutate": _mutate, "p_host": _host, "p_flesh": _flesh}


def worth(h, uid: str):
    """Parasitic Spores (its damage waits for the reappearance), or None for another card."""
    if "ON_REAPPEAR" not in kws(uid):
        return None
    if not h.view["killer"].get("stealth"):
        return -0.3  # it would reappear nowhere: kept for a turn in STEALTH
    where = ahead(h)
    return sum(where[x] for x in h.board.within(h.here, 1)) * SPORES - 0.2


# -- the Survivors ---------------------------------------------------------------------------------
def test_value(team, char: str) -> float:
    """Testing here: the chance that one of the tested (the others here holding tiles) is the Host."""
    odds = host_odds(team.view)
    here = team.rows[char]["loc"]
    tested = [c for c, r in team.rows.items() if c != char and r["loc"] == here and odds.get(c, 0) > 0]
    p = sum(odds[c] for c in tested)
    return 3.0 * p * stakes(team) + (0.3 if tested else 0.0)  # more than the station itself offers


def station_value(team, char: str) -> float:
    """What a testing station offers while a hidden Host may be among the Survivors: there they test."""
    p = sum(host_odds(team.view).values())
    return (0.3 + p) * stakes(team) if p > 0.05 else 0.0


def stakes(team) -> float:
    """How much finding a hidden Host matters now: most when a victory is near (the rescue is coming, the
    keys are all found, the vehicle is ready), since a hidden Host would steal it."""
    return NEAR_WIN if team.near_win() else 1.0


def accuse_value(team, accused: str) -> float:
    return 100.0 if host_odds(team.view).get(accused, 0.0) >= ACCUSE_AT else -100.0


def investigate_value(team, char: str) -> float:
    inf = team.view.get("infection") or {}
    seen = inf.get("host_seen")
    here = team.rows[char]["loc"]
    if seen not in team.board.codes or team.board.distance(here, seen) > 2:
        return -0.5
    chance = 1.0 / max(1, len(team.board.within(seen, 2)))
    return 0.25 + (1.5 if here == seen else 0.5) * chance - 0.5 * team.risk(char, here, True)


def hunt_odds(team, char: str, use) -> float:
    return p_at_least(team.rows[char], use, team.strength)


def _agree(team, frame, legal, view, slips, rng, memory):
    sure = host_odds(view).get(frame.get("accused"), 0.0) >= ACCUSE_AT
    if sure:
        return [(1.0 if a.kind == "agree" else 0.0, a) for a in legal]
    return [(-100.0 if a.kind == "agree" else 1.0, a) for a in legal]  # a blunder, never even an Easy slip


def _hunt(team, frame, legal, view, slips, rng, memory):
    char = frame["char"]
    uses = {u[3]: u for u in weapon_uses(team.rows[char])}
    out = []
    for a in legal:
        if a.kind == "leave":
            out.append((HUNT_AT, a))
        else:
            out.append((hunt_odds(team, char, uses.get(a["src"], (0, 1, 0, a["src"]))), a))
    return out


def _stay_hidden(team, frame, legal, view, slips, rng, memory):
    """A Survivor player who runs only the Host: hidden, the Host steals the Survivors' victory."""
    return [(1.0 if a.kind == "stay" else 0.0, a) for a in legal]


SURVIVOR_SCORERS = {"p_agree": _agree, "p_hunt": _hunt, "p_mutate": _stay_hidden}
