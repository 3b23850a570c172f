"""The observation-twin checks of `python -m game fuzz` (game.core.fuzz_observe): a toy game whose secret
choice makes a public line, or whose react step is asked only of a seat holding a card, fails them; the
honest toy passes; and a real game with a planted leak is reported by the fuzz with a record that replays."""
from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from game.core import fuzz, fuzz_observe, records
from game.core.actions import Action
from game.core.engine import Decision, GameInfo, Rules
from game.core.fuzz_audit import audit
from game.core.fuzz_check import CheckFailed
from game.core.rng import Rng
from game.core.state import GameState
from game.games import get_rules

HIDE_A, HIDE_B = Action("hide", room="a"), Action("hide", room="b")
LIGHT, PASS = Action("light"), Action("pass")
GUESS = [Action("guess", room="a"), Action("guess", room="b")]


class Hideout(Rules):
    """Seat 0 hides a token in room a or b; seat 1 may shine a flashlight if it holds one (a react step);
    then seat 1 guesses the room. `creak`: hiding in room b makes a public line (the leak of a secret
    choice). `holders_only`: the react step is asked only when seat 1 holds the flashlight."""

    info = GameInfo("hideout", "Hideout", 2, 2)
    state_class = GameState

    def __init__(self, creak=False, holders_only=False):
        self.creak, self.holders_only = creak, holders_only

    def new_game(self, seed, seats=2, options=None, light=True):
        return GameState({"phase": "hide", "room": None, "light": light, "result": None}, Rng(seed))

    def decision(self, state):
        phase = state.d["phase"]
        if phase == "over":
            return Decision(None, "over", "over")
        return Decision(0 if phase == "hide" else 1, f"{phase}!", phase)

    def _legal_actions(self, state):
        phase = state.d["phase"]
        if phase == "hide":
            return [HIDE_A, HIDE_B]
        if phase == "react":
            return ([LIGHT] if state.d["light"] else []) + [PASS]
        return GUESS if phase == "guess" else []

    def _apply(self, state, action):
        d = state.d
        if action.kind == "hide":
            d["room"] = action["room"]
            events = [{"type": "hid", "text": "The token is hidden.", "private": {"0": {"room": action["room"]}}}]
            if self.creak and action["room"] == "b":
                events.append({"type": "creak", "text": "A door creaks."})
            d["phase"] = "react" if d["light"] or not self.holders_only else "guess"
            return events
        if action.kind in ("light", "pass"):
            d["phase"] = "guess"
            return [{"type": "reacted", "text": "Seat 2 has reacted."}]
        d["phase"], d["result"] = "over", {"winners": [1 if action["room"] == d["room"] else 0], "reason": "guess"}
        return [{"type": "guessed", "text": f"Seat 2 guesses {action['room']}."}]

    def view(self, state, seat):
        dec = self.decision(state)
        return {"decision": {"seat": dec.seat, "kind": dec.kind, "prompt": dec.prompt},
                "room": state.d["room"] if seat == 0 else None, "light": state.d["light"] if seat == 1 else None}

    def result(self, state):
        return state.d["result"]


SECRETS = SimpleNamespace(secret_choices=lambda rules, state: [([1], [HIDE_A, HIDE_B])])


def _flashlight_twins(state, seat, rng):
    """Seat 0 may not know whether seat 1 holds the flashlight."""
    if seat != 0:
        return []
    twin = state.clone()
    twin.d["light"] = not twin.d["light"]
    return [("the flashlight", twin)]


TWINS = SimpleNamespace(hidden_twins=_flashlight_twins)


def test_a_secret_choice_that_makes_a_public_line_fails_the_observation_twins():
    rules = Hideout(creak=True)
    with pytest.raises(CheckFailed) as err:
        fuzz_observe.observe(rules, rules.new_game(1), SECRETS, Rng(1), 2)
    assert err.value.check == "observe" and "creak" in str(err.value) and "seat 1" in str(err.value)


def test_an_honest_secret_choice_passes_the_observation_twins():
    rules = Hideout()
    assert fuzz_observe.observe(rules, rules.new_game(1), SECRETS, Rng(1), 2) == "decides"


def test_a_secret_choice_a_later_step_shows_fails_even_when_the_step_itself_is_silent():
    """The comparison goes on to the observer's next decision: a prompt that names the room leaks too."""

    class Whisper(Hideout):
        def decision(self, state):
            dec = super().decision(state)
            if state.d["phase"] == "react" and state.d["room"] == "b":
                return Decision(dec.seat, "react (it is in b)", dec.kind)
            return dec

    rules = Whisper()
    with pytest.raises(CheckFailed) as err:
        fuzz_observe.observe(rules, rules.new_game(1), SECRETS, Rng(1), 2)
    assert err.value.check == "observe" and "another decision" in str(err.value)


def test_an_observer_offered_other_choices_after_a_secret_choice_fails_the_observation_twins():
    """Seat 1's react step offers one more choice when the token is in b: its legal list tells it."""

    class Draft(Hideout):
        def _legal_actions(self, state):
            legal = super()._legal_actions(state)
            if state.d["phase"] == "react" and state.d["room"] == "b":
                return legal + [Action("sniff")]
            return legal

    rules = Draft()
    with pytest.raises(CheckFailed) as err:
        fuzz_observe.observe(rules, rules.new_game(1), SECRETS, Rng(1), 2)
    assert err.value.check == "observe" and "other legal actions" in str(err.value)


def test_no_declared_group_with_two_legal_actions_compares_nothing():
    rules = Hideout()
    state = rules.new_game(1)
    rules.apply(state, HIDE_A)
    assert fuzz_observe.observe(rules, state, SECRETS, Rng(1), 2) == ""


def _audit_seat_0(rules, state):
    """The state-twin audit of seat 0, the hider, with the follow-on played ("asked")."""
    counts = Counter()
    for salt in range(20):  # the audit picks one action at random: take both in turn
        audit(rules, state, TWINS, "hideout", None, (), Rng(salt), 2, counts, follow_rng=Rng(salt))
    return counts


def test_a_react_step_asked_only_of_a_seat_holding_a_card_fails_the_asked_check():
    rules = Hideout(holders_only=True)
    with pytest.raises(CheckFailed) as err:
        _audit_seat_0(rules, rules.new_game(1))
    assert err.value.check == "asked" and "another decision" in str(err.value) and "react" in str(err.value)


def test_a_react_step_asked_of_every_seat_passes_the_asked_check():
    rules = Hideout()
    assert _audit_seat_0(rules, rules.new_game(1))["asked"] > 0


def test_the_asked_check_compares_the_steps_after_the_twin_step_too():
    """The twin step itself is alike; the react step then logs whether the flashlight shone by its holder's
    card alone: seat 0 reads the difference a step later."""

    class Tell(Hideout):
        def _apply(self, state, action):
            if action.kind == "pass" and state.d["light"]:
                state.d["phase"] = "guess"
                return [{"type": "reacted", "text": "Seat 2 keeps something back."}]
            return super()._apply(state, action)

    rules = Tell()
    with pytest.raises(CheckFailed) as err:
        _audit_seat_0(rules, rules.new_game(1))
    assert err.value.check == "asked" and "1 steps on" in str(err.value) and "keeps something back" in str(err.value)


def test_the_fuzz_reports_a_planted_leak_of_a_secret_choice_with_a_record_that_replays(monkeypatch, tmp_path):
    """Crimson Creek: a public line naming what a sharing player points to (a secret choice)."""
    rules = get_rules("crimson_creek")
    honest = type(rules)._apply

    def gossiping(self, state, action):
        events = honest(self, state, action)
        if action.kind in ("claim_toggle", "accuse"):
            events.append({"type": "gossip", "text": f"Psst: {dict(action.params)}."})
        return events

    monkeypatch.setattr(type(rules), "_apply", gossiping)
    monkeypatch.setattr(fuzz, "OBSERVE_EVERY", 1)
    reports = fuzz.run(12, ["crimson_creek"], base_seed=2, out=tmp_path)
    faults = reports["crimson_creek"].faults
    assert faults and faults[0].check == "observe" and "Psst" in faults[0].message
    record = records.load(faults[0].record)
    assert len(record["actions"]) == faults[0].step
    records.replay(record, faults[0].record)


def test_every_game_declares_its_secret_choices():
    for game in fuzz.fuzz_games():
        report = fuzz.play_one(game, 0, 1)
        assert "observation twins" not in report.missing, game


def test_the_comparison_stops_at_a_reveal_the_game_declares_and_fails_without_it():
    """Seat 1 turns its flashlight on: the rules show the room to everybody ("lit"). Declared in REVEALS,
    the line ends the comparison; undeclared, it is a fault like any other line naming the room."""

    class Lit(Hideout):
        def _apply(self, state, action):
            events = super()._apply(state, action)
            if action.kind == "light":
                events.append({"type": "lit", "text": f"The light shows the token in {state.d['room']}."})
            return events

    rules = Lit()
    a, b = rules.new_game(1), rules.new_game(1)
    rules.apply(a, HIDE_A), rules.apply(b, HIDE_B)  # seat 0's secret choice, then seat 1 shines the light
    ea, eb = rules.apply(a, LIGHT), rules.apply(b, LIGHT)
    with pytest.raises(CheckFailed) as err:
        fuzz_observe._follow(rules, a, b, ea, eb, 1, Rng(1), "observe", "hide a / hide b")
    assert "The light shows the token" in str(err.value)
    assert fuzz_observe._follow(rules, a, b, ea, eb, 1, Rng(1), "observe", "hide a / hide b",
                                reveals=frozenset({"lit"})) == "reveal"


@pytest.mark.parametrize("index, seed", [(174, 1), (195, 1), (327, 2), (598, 2)])
def test_zombie_cards_the_rules_turn_face_up_are_reveals_not_leaks(index, seed):
    """Fuzz games 174 and 195 of seed 1, 327 and 598 of seed 2: a fallen camp's hand discarded (and, in the
    same step, the discard pile shuffled back into the draw pile, out of the view), and the cards the
    Returned Dead turn over, showed other cards on twins whose hands and draw pile differ, on the twin step
    itself or a few steps after it; zombie.audit.secrets.REVEALS names them, and the audit and the "asked"
    follow-on let those steps through."""
    from game.games.zombie.audit import secrets

    assert {"hand_discarded", "card_discarded"} <= set(secrets.REVEALS)
    report = fuzz.play_one("zombie", index, seed)
    assert not report.faults, report.faults[0].line()
    assert report.checks["asked"] > 0


@pytest.mark.parametrize("index", [34, 196])
def test_crimson_creek_dawn_turning_up_the_lair_is_a_reveal_not_a_leak(index):
    """Fuzz games 34 and 196 of seed 1 (5 players): twins differing in the Lair, played on to the Act's dawn, show
    other "Klein's Lair was ..." lines while the seat's view keeps no past Lair; other seats' memory of the
    Act's peeks keeps the states apart, so the same-state rule does not apply. crimson_creek.audit.secrets.REVEALS
    names the dawn reveal."""
    from game.games.crimson_creek.audit import secrets

    assert "lair_revealed" in secrets.REVEALS
    report = fuzz.play_one("crimson_creek", index, 1)
    assert not report.faults, report.faults[0].line()
    assert report.checks["asked"] > 0
