"""The Survivors' Final Showdown plan (policy_survivors.Team): the chance of winning one now, the chance
they want before they go, and whether the whole team can gather at the Killer this turn.

A Final Showdown ends the game either way, so the team goes when its odds beat its prospects: the chance
it would win some other way from here (the radio, the keys, the vehicle), judged from what the team can
see (progress, wounds, the discover deck left). Prospects fall as the game goes badly, so an injured team
with nothing repaired fights sooner than a healthy one with the rescue on its way, and an empty discover
deck (a certain loss) makes any chance worth taking (the designer's note: "fully prepared, or completely
desperate"). A Killer that keeps adding cards to its Final Showdown area (5 health each) will only be
harder later: the team then settles for less. With the Killer in everyone's reach the team is about to
be found, so its prospects there are lower still (fitted, see CLOSE).
Before that: once analysed and holding the weakness, with its odds near, the team prepares (fear off, a
weapon for each fighter: policy_survivors' PREP_*); with its odds there but the Killer out of someone's
reach, it stands within two steps of the Killer (APPROACH), so the next time it shows itself all can go.
All of it reads the Survivors' view only (the area's card count is public, its cards are not).
"""
from __future__ import annotations

import math

from .policy_fight import _content, item, mean_var, weapon_uses

BASE_HEALTH, PER_CARD = 20, 5  # "The base health of all Killers is 20 ... +5 health" per card in the area
# designed: the team's chance of winning some other way, fitted to Normal Survivors' games against the
# three Normal Killers (400 deals each, the win rate from each Survivors' turn by what the team could
# see): about 0.4 from the start; each repair, key or vehicle token brings a victory nearer, but no
# further than ~0.55 before the rescue is called; an injured Survivor is one failed defence from the lost
# game; with the rescue on its way ~0.7. With the Killer in reach of every Survivor the team wins ~0.15
# less often than the same team elsewhere (it is about to be found): prospects 0.5 -> 0.27, 0.6 -> 0.33.
PROSPECT = 0.4
PER_RADIO, PER_KEY, PER_VEHICLE = 0.05, 0.05, 0.04
MOST = 0.58  # the most they promise before the rescue is called, five keys found or the vehicle ready
INJURED = 0.15
CLOSE = 0.15
COMING = 0.7  # the rescue is on its way, or the team only has to gather at an exit or the vehicle
FLOOR, CEILING = 0.12, 0.8  # never a showdown below this chance unless the game is lost anyway
HOPELESS = 0.02  # the discover deck runs out next turn, no rescue can be called in time: lost otherwise
TREND = 0.1  # the Killer added a card to its area in the last TREND_ROUNDS rounds: it will add more
TREND_ROUNDS = 3
RASH_ODDS = 0.02  # an Easy seat's rash_showdown slip
PREPARE = 0.3  # prepare (fear off, weapons) when the calm odds come within this of the odds wanted


def odds(team, rows=None) -> float:
    """The chance the team's combat value meets the Killer's health (20 + 5 per card in its Final Showdown
    area, plus the tactic's): each Survivor with its best weapon, weapons not shared (a normal
    approximation of the dice)."""
    bonus, change = tactic(team)
    health = BASE_HEALTH + PER_CARD * team.view["killer"].get("fsa", 0) + change
    mean, var = bonus, 0.0
    used = set()
    for row in (rows or team.rows).values():
        options = [u for u in weapon_uses(row) if not u[3] or u[3] not in used]
        pick = max(options, key=lambda u: mean_var(row, u)[0])
        m, v = mean_var(row, pick)
        used.add(pick[3])
        mean += m
        var += v
    if var <= 0:
        return 1.0 if mean >= health else 0.0
    z = (health - 0.5 - mean) / math.sqrt(var)
    return 0.5 * math.erfc(z / math.sqrt(2))


def tactic(team) -> tuple:
    """(combat value, health change) the tactic would give now, read from the analysis card the Device
    shows (known after the second analysis; a FIND counted by its chance)."""
    if team.stage < 2:
        return 0.0, 0
    dev = team.team["device"]
    card = next((a for a in _content().analysis if a["weakness"] == dev["weakness"]
                 and a["location"] == dev["location"] and a.get("text", "") == dev["tactic"]), None)
    if card is None:
        return 2.0, 0
    kinds = team.board.loc(team.kloc).kinds if team.kloc else frozenset()
    value, change = 0.0, 0
    for ab in card.get("tactic", ()):
        if any(n not in team.held for n in ab.get("needs") or ()) or (ab.get("at") and ab["at"] not in kinds):
            continue
        for e in ab["effects"]:
            if e["kw"] == "COMBAT":
                value += e.get("plus") or 0
            elif e["kw"] == "HEALTH":
                change += e.get("n") or 0
            elif e["kw"] == "FIND":
                left = max(1, team.team["decks"].get(e["deck"], 1))
                value += (e.get("plus") or 0) * min(1.0, (e.get("n") or 1) / left)
    return value, change


def armed(team) -> bool:
    """Whether the team holds an item with the Killer's weakness icon (a Final Showdown needs one)."""
    return any(team.weakness in item(u).get("icons", ()) for r in team.rows.values() for u in r["items"])


def prospects(team) -> float:
    """The chance the team wins some other way from here (designed, see the constants)."""
    view, t = team.view, team.team
    if view.get("rescue") is not None or team.keys >= 5 or view.get("vehicle_ready"):
        return COMING
    if t["decks"].get("discover", 99) <= 2 and t["radio"] <= 2 and team.keys < 4 and t["vehicle"] < 5:
        return HOPELESS  # drawn this turn; the next discover step finds the deck empty and loses
    full = {c: _content().survivors[c]["health"] for c in team.rows}
    hurt = sum(1 for c, r in team.rows.items() if r["health"] < full[c])
    p = min(MOST, PROSPECT + PER_RADIO * t["radio"] + PER_KEY * team.keys + PER_VEHICLE * t["vehicle"]) \
        - INJURED * hurt
    turns = t["decks"].get("discover", 32) // 2  # the game's clock: two discover cards a turn
    radio = (5 - t["radio"]) + 5  # the repairs left, then the rescue's five-turn countdown
    if turns < radio and team.keys < 4:
        p *= max(0.0, turns / radio)  # the radio no longer fits in the turns left, the keys are far
    return p


def trend(team, memory) -> bool:
    """Whether the Killer added a card to its Final Showdown area in the last few rounds (remembered by
    the seat from round to round: the count is public)."""
    log = memory.setdefault("fsa_log", {})
    rnd, now = team.view["round"], team.view["killer"].get("fsa", 0)
    log[rnd] = now
    before = [n for r, n in log.items() if rnd - TREND_ROUNDS <= r < rnd]
    return bool(before) and now > min(before)


def needed(team) -> float:
    """The chance of winning a Final Showdown the team wants before it goes for one (an Easy seat
    sometimes settles for almost any)."""
    if team.slips is not None and team.slips.roll("rash_showdown", team.rng, team.memory):
        return RASH_ODDS
    return wanted(team)


def wanted(team, close=None) -> float:
    """The team's prospects (lower with the Killer in everyone's reach: `close`, by default whether it is
    now), less when the Killer keeps adding cards, within FLOOR..CEILING (unless the game is lost otherwise)."""
    want = prospects(team)
    if want <= HOPELESS:
        return want
    if want < COMING and (reachable(team) if close is None else close):
        want -= CLOSE
    if trend(team, team.memory):
        want -= TREND
    return min(CEILING, max(FLOOR, want))


def reachable(team) -> bool:
    """Every Survivor stands at the Killer's location or can reach it this turn: two steps along the links
    a Survivor may take (blocks and one-way routes counted) for those still to act; those who acted must
    already be there."""
    k = team.kloc
    if k is None:
        return False
    queue = set(team.team.get("queue", ()))
    for char, row in team.rows.items():
        here = row["loc"]
        if here == k:
            continue
        if char not in queue:
            return False
        near = team.steps(here)
        if k not in near and not any(k in team.steps(y) for y in near):
            return False
    return True


def preparing(team) -> bool:
    """Worth preparing for (removing fear, a better weapon): analysed, the weakness held, and the odds
    without fear near what the team wants (a few points of fear or weapon make the difference)."""
    if not (team.stage and armed(team)):
        return False
    calm = {c: dict(r, fear=0) for c, r in team.rows.items()}
    return odds(team, calm) >= wanted(team, close=True) - PREPARE


def approach(team) -> frozenset:
    """Where to stand when the odds are already good enough (against the bar they will face once close)
    but the team cannot all reach the Killer this turn: within two steps of it (a Survivor's MOVE), so
    that the next time it shows itself nearby the whole team can gather. Empty when the Killer's place is
    unknown (STEALTH) or the odds are not there."""
    if not (team.kloc and team.stage and armed(team)) or odds(team) < wanted(team, close=True):
        return frozenset()
    near = set(team.steps(team.kloc))
    for y in list(near):
        near.update(team.steps(y))
    near.discard(team.kloc)  # next to it, not in its location: it would search there first
    return frozenset(near)


def ready(team) -> bool:
    """The Final Showdown is possible this turn: analysed once, the weakness held, everyone in reach."""
    return bool(team.kloc and team.stage and armed(team) and reachable(team))
