"""Fair by construction: a Who Goes There? seat at every level decides from its view and its memory only.

Along games of Normal seats, at positions where the watched seat must choose, a second state is made that
differs ONLY in what that seat may not know: the other hands dealt afresh from the same cards (same sizes) with
the Storage and Workshop decks, the contaminated Vulnerable card moved to another card the seat has not seen
(the infection following it), the Phase and Camp Event decks reordered. The seat's view must be the same in
both, and each level's agent (easy, normal, hard with a fixed iteration budget), with the same memory built from
the same redacted events and the same RNG, must choose the same action in both.
"""
from __future__ import annotations

import pytest

from game.ai.agents import make_agent
from game.ai.ismcts import HardAgent
from game.core.rng import Rng
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED
from game.games.who_goes_there.audit.twins import others_secrets_changed

LEVELS = ("easy", "normal", "hard")


def agent(level, seat):
    if level == "hard":
        return HardAgent("who_goes_there", seat, iterations=6)
    return make_agent(level, "who_goes_there", seat)


@pytest.mark.parametrize("players", [3, 5, 8])
def test_changing_only_hidden_things_never_changes_a_choice(players):
    rng = Rng(players * 17)
    compared = {level: 0 for level in LEVELS}
    for seed in range(2):
        state = RULES.new_game(700 + seed, players, {"extended": seed == 1})
        seat = (seed + 1) % players
        pairs = {level: (agent(level, seat), agent(level, seat)) for level in LEVELS}
        drivers = [make_agent("normal", "who_goes_there", x) for x in range(players)]
        k = 0
        while RULES.result(state) is None and k < 900:
            legal = RULES.legal_actions(state)
            decision = RULES.decision(state)
            if decision.seat == seat and len(legal) > 1 and k % 4 == 0:
                view = RULES.view(state, seat)
                altered = others_secrets_changed(state, seat, rng)
                assert RULES.view(altered, seat) == view
                assert RULES.legal_actions(altered) == legal
                for level, (a, b) in pairs.items():
                    if level == "hard" and decision.kind != "turn" and compared["hard"] > 6:
                        continue  # the non-turn decisions of Hard are Normal's (search.decide): a few suffice
                    mine = a.choose(view, legal, Rng(k))
                    theirs = b.choose(RULES.view(altered, seat), RULES.legal_actions(altered), Rng(k))
                    assert mine == theirs, f"{level} chose differently at step {k}"
                    compared[level] += 1
            action = drivers[decision.seat].choose(RULES.view(state, decision.seat), legal, Rng(k))
            events = RULES.apply(state, action)
            for x in range(players):
                seen = [RULES.redact(e, x) for e in events]
                drivers[x].observe(seen)
                if x == seat:
                    for a, b in pairs.values():
                        a.observe(seen)
                        b.observe(seen)
            k += 1
    assert all(n >= 10 for n in compared.values()), compared


def who_is_infected_changed(state, seat, rng):
    """A copy of `state` at the Helicopter round where who is infected among the others changed as far as the
    seat cannot see: the contaminated card moved to another unseen Vulnerable card, each other seat's status
    not shown to it (no Infection Attack revealed it) drawn afresh (the Host's kept infected)."""
    other = state.clone()
    d = other.d
    players = d["players"]
    hidden = [x for x in range(d["seats"]) if x != seat and x not in d.get("revealed", ())]
    if CONTAMINATED not in players[seat]["vulnerable"]:
        slots = [(x, i) for x in hidden for i in range(len(players[x]["vulnerable"]))]
        slots += [(None, i) for i in range(len(d["vulnerable"]))]
        for x in hidden:
            players[x]["vulnerable"] = [CLEAN] * len(players[x]["vulnerable"])
        d["vulnerable"] = [CLEAN] * len(d["vulnerable"])
        x, i = slots[rng.randbelow(len(slots))]
        (d["vulnerable"] if x is None else players[x]["vulnerable"])[i] = CONTAMINATED
    for x in hidden:
        players[x]["infected"] = CONTAMINATED in players[x]["vulnerable"] or rng.randbelow(2) == 0
    other.changed()
    return other


@pytest.mark.parametrize("players", [4, 6])
def test_hard_votes_and_boarding_never_change_with_who_is_really_infected(players):
    """Hard's Helicopter decisions (search_end.py: the boarding scored over sampled states, the infected's
    vote) at every vote and boarding choice of whole games: the same choice when who is infected among the
    others is changed where the seat cannot see it."""
    rng = Rng(players * 31)
    compared = {"vote": 0, "board": 0}
    for seed in range(6):
        state = RULES.new_game(900 + seed, players, {})
        drivers = [make_agent("normal", "who_goes_there", x) for x in range(players)]
        hard = [(HardAgent("who_goes_there", x, iterations=4), HardAgent("who_goes_there", x, iterations=4))
                for x in range(players)]
        k = 0
        while RULES.result(state) is None:
            legal = RULES.legal_actions(state)
            decision = RULES.decision(state)
            seat = decision.seat
            if decision.kind in compared and len(legal) > 1:
                view = RULES.view(state, seat)
                altered = who_is_infected_changed(state, seat, rng)
                assert RULES.view(altered, seat) == view and RULES.legal_actions(altered) == legal
                a, b = hard[seat]
                mine = a.choose(view, legal, Rng(k))
                theirs = b.choose(RULES.view(altered, seat), RULES.legal_actions(altered), Rng(k))
                assert mine == theirs, f"hard chose differently at the {decision.kind} of step {k}"
                compared[decision.kind] += 1
            action = drivers[seat].choose(RULES.view(state, seat), legal, Rng(k))
            events = RULES.apply(state, action)
            for x in range(players):
                seen = [RULES.redact(e, x) for e in events]
                drivers[x].observe(seen)
                for agent in hard[x]:
                    agent.observe(seen)
            k += 1
    assert compared["vote"] >= 10 and compared["board"] >= 6, compared
