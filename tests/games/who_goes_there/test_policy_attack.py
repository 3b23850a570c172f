"""The Infection Attack as the computer seats play it (policy_attack.py): a Normal Host starts it in a clear spot
(it looks infected already, victims in reach, the infection has room), names only seats it does not know to be
infected, keeps quiet while trusted; and the others' suspicion follows the fan."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.who_goes_there.ai import policy, policy_attack, policy_suspect
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED

from .fixtures import started


def _host_turn(clean=3, late=True):
    """Everyone in the Storage Room; the seat to act is the Host with `clean` clean Vulnerable cards, its
    Camp Event done, all five cubes; the Helicopter two rounds away when `late`."""
    s = started()
    d = s.d
    host = d["frame"]["seat"]
    for _ in range(clean + 1):
        d["vulnerable"].pop()
    d["vulnerable"] = [CLEAN] * len(d["vulnerable"])
    pl = d["players"][host]
    pl["vulnerable"], pl["infected"] = [CONTAMINATED] + [CLEAN] * clean, True
    pl["event_done"], pl["actions"] = True, 5
    if late:
        d["round"] = len(d["rounds"]) - 3
    s.changed()
    return s, host


def _seen_by(memory, host, tester):
    policy.observe(memory, [{"type": "blood_test", "seat": tester, "target": host, "tester_infected": False}])


def test_a_normal_host_that_a_blood_test_showed_starts_the_infection_attack_on_every_victim_in_reach():
    s, host = _host_turn()
    memory = policy.new_memory(host)
    tester = (host + 1) % 4
    _seen_by(memory, host, tester)
    legal = RULES.legal_actions(s)
    assert policy.choose(RULES.view(s, host), legal, Rng(1), "normal", memory) == policy.of(legal, "infection_attack")
    RULES.apply(s, policy.of(legal, "infection_attack"))
    named = []
    while s.d["frame"]["kind"] == "ia_targets":
        a = policy.choose(RULES.view(s, host), RULES.legal_actions(s), Rng(1), "normal", memory)
        named.append(a.get("seat"))
        RULES.apply(s, a)
    assert named[:-1] and set(named[:-1]) == {x for x in range(4) if x != host} and named[-1] is None


def test_a_trusted_host_keeps_its_secret():
    s, host = _host_turn(clean=1)
    memory = policy.new_memory(host)
    legal = RULES.legal_actions(s)
    assert policy.of(legal, "infection_attack") is not None
    assert not policy_attack.exposed(RULES.view(s, host), memory)
    assert policy.choose(RULES.view(s, host), legal, Rng(1), "normal", memory).kind != "infection_attack"


def test_early_in_the_game_one_victim_is_not_worth_showing_the_card():
    s, host = _host_turn(clean=1, late=False)
    memory = policy.new_memory(host)
    _seen_by(memory, host, (host + 1) % 4)
    view = RULES.view(s, host)
    assert policy_attack.exposed(view, memory) and not policy_attack.attack_pays(view, memory)
    s.d["round"] = len(s.d["rounds"]) - 2
    s.changed()
    assert policy_attack.attack_pays(RULES.view(s, host), memory)


def test_a_fellow_infected_it_knows_is_never_named():
    s, host = _host_turn()
    memory = policy.new_memory(host)
    friend, tester = (host + 1) % 4, (host + 2) % 4
    _seen_by(memory, host, tester)
    policy.observe(memory, [{"type": "clicker", "seat": host, "to": friend, "why": "bunk", "shown": "infected"}])
    s.d["players"][friend]["infected"] = True
    s.changed()
    RULES.apply(s, policy.of(RULES.legal_actions(s), "infection_attack"))
    named = []
    while s.d["frame"]["kind"] == "ia_targets":
        a = policy.choose(RULES.view(s, host), RULES.legal_actions(s), Rng(1), "normal", memory)
        named.append(a.get("seat"))
        RULES.apply(s, a)
    assert friend not in named and tester in named


def test_the_victims_of_a_fan_are_suspect_as_the_cards_say():
    me, attacker = 0, 1
    memory = policy_suspect.new_memory(me)
    policy_suspect.observe(memory, [{"type": "fan", "seat": attacker, "targets": [0, 2, 3], "cards": 4},
                                    {"type": "fan_card", "seat": 0, "card": "clean"}])
    s = started()
    d = s.d
    d["players"][attacker]["vulnerable"] = [CLEAN]
    d["revealed"] = [attacker]
    s.changed()
    p = policy_suspect.chances(RULES.view(s, me), memory)
    assert p[attacker] == 1.0 and p[2] >= 1 / 3 and p[3] >= 1 / 3
