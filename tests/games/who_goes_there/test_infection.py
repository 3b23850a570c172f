"""Revives and the Infection Attack (named: the Infection Attack's card counts)."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED

from .fixtures import act, started

CHARS = ("garry", "kinner", "copper", "mcready", "blair")


def _host_turn(clean: int = 3):
    s = started(chars=CHARS)
    d = s.d
    host = RULES.decision(s).seat
    d["players"][host]["vulnerable"] = [CONTAMINATED] + [CLEAN] * clean
    d["players"][host]["infected"] = True
    d["vulnerable"] = [CLEAN] * (11 - clean)
    s.changed()
    return s, host


def test_infection_attack_card_counts():
    """Rulebook: the Host adds one clean card per target to the contaminated card, fans them, each target draws
    one in turn order, the last card stays with the attacker."""
    s, host = _host_turn(clean=3)
    d = s.d
    others = [x for x in d["order"] if x != host]
    act(s, "infection_attack")
    assert d["players"][host]["actions"] == 0
    seen = RULES.view(s, others[0])["players"][host]
    assert seen["infected"] is True  # the contaminated card was shown
    act(s, "target", seat=others[2])
    act(s, "target", seat=others[0])
    assert Action("attack") in RULES.legal_actions(s)
    act(s, "attack")
    assert len(d["ia"]["fan"]) == 3 and RULES.decision(s).seat == others[0]  # turn order
    act(s, "take", position=0)
    act(s, "take", position=1)
    assert "ia" not in d and d["frame"] == {"kind": "turn", "seat": host}
    counts = [len(d["players"][x]["vulnerable"]) for x in (host, others[0], others[2])]
    assert counts == [2, 1, 1]  # 4 before: 3 pooled, 2 drawn by targets, 1 back
    holders = [x for x in range(5) if CONTAMINATED in d["players"][x]["vulnerable"]]
    assert len(holders) == 1 and d["players"][holders[0]]["infected"]


def test_the_host_needs_a_clean_card_per_target():
    s, host = _host_turn(clean=1)
    others = [x for x in s.d["order"] if x != host]
    act(s, "infection_attack")
    act(s, "target", seat=others[0])
    assert not any(a.kind == "target" for a in RULES.legal_actions(s))


def _unconscious_beside_me():
    """My turn, a First Aid in hand, and the next player knocked out on my space."""
    s = started(chars=CHARS)
    d = s.d
    me = RULES.decision(s).seat
    other = next(x for x in d["order"] if x != me)
    d["players"][other].update(strikes=3, unconscious=True, space=d["players"][me]["space"])
    d["players"][me]["hand"].append("first_aid")
    return s, d, me, other


def test_a_revive_with_first_aid_wakes_and_a_vulnerable_reviver_passes_the_clicker():
    s, d, me, other = _unconscious_beside_me()
    d["players"][me]["vulnerable"] = [CLEAN]
    d["vulnerable"].remove(CLEAN)
    s.changed()
    act(s, "revive", target=other)
    assert d["frame"] == {"kind": "revive_consent", "seat": other, "asker": me}
    act(s, "accept")
    assert not d["players"][other]["unconscious"] and d["players"][other]["strikes"] == 2
    assert d["frame"]["kind"] == "clicker" and RULES.legal_actions(s) == [Action("show", infected=False)]
    act(s, "show", infected=False)
    assert d["frame"] == {"kind": "turn", "seat": me}


def test_a_revive_may_be_refused():
    s, d, me, other = _unconscious_beside_me()
    s.changed()
    act(s, "revive", target=other)
    act(s, "refuse")
    assert d["players"][other]["unconscious"] and "first_aid" in d["players"][me]["hand"]
    assert Action("revive", target=other) not in RULES.legal_actions(s)


def test_an_unconscious_player_in_the_hosts_location_can_be_targeted_and_draws_from_the_fan():
    """Rulebook: the Infection Attack "can only target players in the same location as the Host"; nothing
    spares the unconscious, who take their card from the fan like anyone else."""
    s, host = _host_turn(clean=1)
    d = s.d
    out_cold = next(x for x in d["order"] if x != host)
    d["players"][out_cold].update(strikes=3, unconscious=True)
    for x in d["order"]:
        if x not in (host, out_cold):
            d["players"][x]["space"] = "phase1"  # everyone else outside: only the unconscious one is in reach
    s.changed()
    assert Action("infection_attack") in RULES.legal_actions(s)
    act(s, "infection_attack")
    assert [a for a in RULES.legal_actions(s) if a.kind == "target"] == [Action("target", seat=out_cold)]
    act(s, "target", seat=out_cold)
    act(s, "attack")
    assert RULES.decision(s).seat == out_cold  # the unconscious player draws their own card
    act(s, "take", position=0)
    assert len(d["players"][out_cold]["vulnerable"]) == 1 and d["frame"] == {"kind": "turn", "seat": host}


def test_the_dead_are_never_targeted_by_an_infection_attack():
    s, host = _host_turn(clean=1)
    d = s.d
    for x in d["order"]:
        if x != host:
            d["players"][x]["dead"] = True
    s.changed()
    assert Action("infection_attack") not in RULES.legal_actions(s)
