"""The Infection Attack as the computer seats play it (policy_turn's step, policy's ia_targets picker).

The attack shows the contaminated card: the attacker is known infected from then on, so a human leader will
not board it. It pays when that costs the Thing little and the new Host it makes may well board instead:
- the Host already looks infected (tuned: the others' share of suspicion from its Vulnerable cards is
  EXPOSED_AT or more, or a Blood or Host Test showed it): a trusted Host keeps its seat aboard rather;
- the infection has room to spread (policy_common.spreading_pays: fewer infected than half the living);
- the victims: seats in reach it does not know to be infected (a fellow infected drawing the card wastes it),
  at least two of them or the Helicopter within LATE_ROUNDS rounds: with k victims each holds the card with
  chance 1/(k+1) in the others' eyes, so two or more stay trusted enough to board, and late in the game the
  humans have no rounds left to test the victims or assault the attacker.
The victims named are the ones with the most Bonuses first (their Bonuses would count against the humans),
as many as the Host has clean Vulnerable cards.

Easy seats slip (data/easy_slips.toml `rash_attack`): a Host that could attack but for whom it does not pay
attacks all the same, naming everyone in reach, fellow infected too.
"""
from __future__ import annotations

from . import policy_suspect as suspect
from .policy_common import bonuses, chance, me_of, spreading_pays

EXPOSED_AT = 0.4  # tuned: the others stop trusting a seat this suspect (policy_common.TRUST_BELOW)
LATE_ROUNDS = 4  # tuned: the Helicopter this near, one victim is enough


def is_host(view: dict) -> bool:
    return "contaminated" in me_of(view).get("vulnerable", ())


def rounds_left(view: dict) -> int:
    """Rounds still to play after this one before the Helicopter round."""
    return max(0, view["rounds"] - view["round"])


def _inside(space) -> bool:
    return space in ("storage", "workshop")


def in_reach(view: dict) -> list:
    """The seats the Host names: the conscious ones in its location. The rules let it name the unconscious too;
    the computer Host spares them, since a victim who freezes to death takes the infection with it."""
    seat = view["seat"]
    here = _inside(me_of(view)["space"])
    return [x for x in view["order"] if x != seat and not view["players"][x]["dead"]
            and not view["players"][x]["unconscious"] and _inside(view["players"][x]["space"]) == here]


def victims(view: dict, memory: dict) -> list:
    """The seats worth naming, most Bonuses first (then the least suspect: the likelier human)."""
    known = suspect.known_infected(view, memory)
    out = [x for x in in_reach(view) if x not in known]
    return sorted(out, key=lambda x: (-bonuses(view["players"][x]), chance(view, memory, x), x))


def suspicion_of_me(view: dict) -> float:
    """How suspect this seat looks to the others from the Vulnerable cards alone: its share of the cards each
    other living seat has not seen, averaged over them."""
    rows = view["players"]
    seat = view["seat"]
    total = sum(r["vulnerable_count"] for r in rows) + view["vulnerable_left"]
    mine = rows[seat]["vulnerable_count"]
    shares = [mine / (total - r["vulnerable_count"]) for x, r in enumerate(rows)
              if x != seat and not r["dead"] and total > r["vulnerable_count"]]
    return sum(shares) / len(shares) if shares else 0.0


def exposed(view: dict, memory: dict) -> bool:
    return bool(memory.get("seen_by")) or suspicion_of_me(view) >= EXPOSED_AT


def attack_pays(view: dict, memory: dict) -> bool:
    if not is_host(view) or not spreading_pays(view, memory) or not exposed(view, memory):
        return False
    named = victims(view, memory)
    clean = me_of(view)["vulnerable"].count("clean")
    return bool(named) and (min(len(named), clean) >= 2 or rounds_left(view) <= LATE_ROUNDS)


def pick_target(view: dict, legal: list, memory: dict):
    """The next victim to name (None: no more, attack now)."""
    open_ = {a["seat"]: a for a in legal if a.kind == "target"}
    if memory.get("rash_attack"):
        return next(iter(open_.values()), None)
    for x in victims(view, memory):
        if x in open_:
            return open_[x]
    return None
