"""Revives and the Infection Attack.

Revive: a free act of the active player on the unconscious player's space, paid with First Aid cards (one
Strike off per card; rulebook: "They may play multiple First Aid cards"): `revive(target)` offers one,
`revive(target, aids=n)` offers n, from 2 up to the First Aid held and the target's Strikes); the unconscious
player may refuse (frame revive_consent: accept | refuse); a reviver with
a Vulnerable card passes their Infection Clicker to the revived (frame clicker, why "revive"). Once fewer than
three wounds remain the revived wakes up.

Infection Attack: the Host, on their turn, for five Action cubes, shows the contaminated card (their
infection becomes public) and names targets in their location, one clean Vulnerable card of theirs for each
(frame ia_targets: target(seat) | attack). The contaminated card and one clean card per target are shuffled
and fanned face down; each target in turn order takes one (frame ia_draw: take(position)); the last card goes
back to the attacker. Whoever holds the contaminated card is the Host.
"""
from __future__ import annotations

from game.core.actions import Action

from . import harm
from .state import CLEAN, CONTAMINATED, alive, content, same_location


# -- Revive ----------------------------------------------------------------------------------------------------
def revive_targets(d: dict, seat: int) -> list:
    pl = d["players"][seat]
    if "first_aid" not in pl["hand"]:
        return []
    return [x for x in d["order"] if x != seat and d["players"][x]["unconscious"] and not d["players"][x]["dead"]
            and d["players"][x]["space"] == pl["space"] and x not in pl.get("refused_by", [])]


def revive_actions(d: dict, seat: int) -> list:
    out = []
    held = d["players"][seat]["hand"].count("first_aid")
    for x in revive_targets(d, seat):
        out.append(Action("revive", target=x))
        out += [Action("revive", target=x, aids=n) for n in range(2, min(held, d["players"][x]["strikes"]) + 1)]
    return out


def offer_revive(s, seat: int, target: int, ev: list, aids: int = 1) -> None:
    ev.append({"type": "revive_offer", "seat": seat, "target": target, "aids": aids})
    s.d["frame"] = {"kind": "revive_consent", "seat": target, "asker": seat}
    if aids > 1:
        s.d["frame"]["aids"] = aids


def answer_revive(s, seat: int, yes: bool, ev: list) -> None:
    d = s.d
    reviver = d["frame"]["asker"]
    aids = d["frame"].get("aids", 1)
    rp = d["players"][reviver]
    d["frame"] = {"kind": "turn", "seat": reviver}
    ev.append({"type": "revive_answer", "seat": seat, "asker": reviver, "yes": yes})
    if not yes:
        rp.setdefault("refused_by", []).append(seat)  # not offered again this turn (camp.toml [designed])
        return
    for _ in range(aids):
        rp["hand"].remove("first_aid")
        d["camp_discard"].append("first_aid")
    harm.heal(d, seat, aids, ev)
    pl = d["players"][seat]
    if harm.wounds(pl) < content().camp["player"]["unconscious_at"]:
        pl["unconscious"] = False
        ev.append({"type": "revived", "seat": seat, "by": reviver})
    if rp["vulnerable"]:
        d["frame"] = {"kind": "clicker", "seat": reviver, "to": seat, "why": "revive"}


# -- the Infection Attack ------------------------------------------------------------------------------------
def can_attack(d: dict, seat: int) -> bool:
    pl = d["players"][seat]
    return (CONTAMINATED in pl["vulnerable"] and CLEAN in pl["vulnerable"]
            and pl["actions"] >= content().camp["costs"]["infection_attack"] and bool(_in_reach(d, seat)))


def _in_reach(d: dict, seat: int) -> list:
    """The players the Host may target: the living in its location ("can only target players in the same
    location as the Host" is all the rulebook asks; an unconscious target takes its card from the fan too)."""
    return [x for x in d["order"] if x != seat and alive(d, x) and same_location(d, seat, x)]


def announce(s, seat: int, ev: list) -> None:
    d = s.d
    d["players"][seat]["actions"] -= content().camp["costs"]["infection_attack"]
    d.setdefault("revealed", []).append(seat)
    ev.append({"type": "infection_attack", "seat": seat})
    d["ia"] = {"host": seat, "targets": [], "fan": []}
    d["frame"] = {"kind": "ia_targets", "seat": seat}


def targets_legal(s, seat: int) -> list:
    d = s.d
    ia = d["ia"]
    clean = d["players"][seat]["vulnerable"].count(CLEAN)
    out = []
    if len(ia["targets"]) < clean:
        out = [Action("target", seat=x) for x in _in_reach(d, seat) if x not in ia["targets"]]
    if ia["targets"]:
        out.append(Action("attack"))
    return out


def targets_apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    ia = d["ia"]
    if a.kind == "target":
        ia["targets"].append(a["seat"])
        return
    pl = d["players"][seat]
    pl["vulnerable"].remove(CONTAMINATED)
    for _ in ia["targets"]:
        pl["vulnerable"].remove(CLEAN)
    ia["fan"] = [CONTAMINATED] + [CLEAN] * len(ia["targets"])
    s.rng.shuffle(ia["fan"])
    ia["targets"] = [x for x in d["order"] if x in ia["targets"]]  # they draw in turn order
    ev.append({"type": "fan", "seat": seat, "targets": list(ia["targets"]), "cards": len(ia["fan"])})
    _next_draw(s, ev)


def _next_draw(s, ev: list) -> None:
    d = s.d
    ia = d["ia"]
    if ia["targets"]:
        d["frame"] = {"kind": "ia_draw", "seat": ia["targets"][0]}
        return
    _take(d, ia["host"], ia["fan"].pop(), ev)
    host = ia["host"]
    d.pop("ia")
    d["frame"] = {"kind": "turn", "seat": host}


def draw_legal(s, seat: int) -> list:
    return [Action("take", position=i) for i in range(len(s.d["ia"]["fan"]))]


def draw_apply(s, seat: int, a: Action, ev: list) -> None:
    ia = s.d["ia"]
    card = ia["fan"].pop(a["position"])
    ia["targets"].pop(0)
    _take(s.d, seat, card, ev)
    _next_draw(s, ev)


def _take(d: dict, seat: int, card: int, ev: list) -> None:
    pl = d["players"][seat]
    pl["vulnerable"].append(card)
    ev.append({"type": "fan_card", "seat": seat,
               "private": {str(seat): {"card": "contaminated" if card == CONTAMINATED else "clean"}}})
    if card == CONTAMINATED:
        harm.infect(d, seat, ev, "the Infection Attack")
