"""Eyebot's hidden information, both directions, on the real Polar Station with the real cards.

Her droids are placed on both boards at once (open to everyone), and what a droid reveals is told to
her as a SENSE; her STEALTH, her hand and deck, and a program laid in STEALTH stay hers. Change only
what a seat may not know: its view, its legal choices and the events it is shown stay the same."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

from .test_views import hide_killer as hide_hand_and_stealth, hide_survivors, killer_blind, survivors_blind

KILLER = 0
REVEALS = {"sense", "search", "reveal", "encounter", "fear", "combat_roll", "game_over", "damage", "injured",
           "eliminated"}
KILLER_FRAMES = ("k_fast", "k_main", "k_slow", "k_draw", "k_fx", "k_pay", "eye_droid", "eye_zone", "eye_operate",
                 "eye_path", "eye_uphill")


@pytest.fixture(autouse=True)
def real_world():
    sources.install_content(None)
    yield
    sources.install_content(None)


def new(seed, seats):
    return RULES.new_game(seed, seats, {"killer": "eyebot", "survivors": "random"})


def hide_killer(state, rng):
    """A twin that differs only in what the Survivors may not know: Eyebot's place in STEALTH, a program
    she laid there, her hand and her deck's order (test_views.hide_killer and the secret tokens)."""
    twin = hide_hand_and_stealth(state, rng)
    codes = twin.board.codes
    for token in twin.d["killer"]["delay"]:
        if token["secret"]:
            token["loc"] = codes[rng.randbelow(len(codes))]
    twin.changed()
    return twin


def test_droids_are_open_to_both_sides():
    state = new(1, 3)
    state.d["killer"]["droids"] = ["B2", "G4"]
    for seat in (KILLER, 1, 2, None):
        assert RULES.view(state, seat)["killer"]["droids"] == ["B2", "G4"]


def test_changing_what_eyebot_may_not_know_changes_nothing_she_sees():
    seen = killer_blind((new(seed, 2 + seed % 3) for seed in range(10)), hide_survivors, KILLER_FRAMES, REVEALS, 500)
    assert {"eye_droid", "eye_zone", "eye_operate", "eye_path"} <= set(seen)  # her droids and programs were in play


def test_changing_what_the_survivors_may_not_know_of_eyebot_changes_nothing_they_see():
    # Eyebot was in STEALTH (Optical Camouflage) during some Survivors' decisions
    assert survivors_blind((new(seed, 2 + seed % 3) for seed in range(10)), hide_killer, 500)


def test_a_program_laid_in_stealth_reaches_only_her():
    state = new(2, 2)
    k = state.d["killer"]
    k.update(stealth=True, loc="G1", seen="R3")
    k["hand"] = ["lockdown.4"] + [u for u in k["hand"] if u != "lockdown.4"]
    if "lockdown.4" in k["deck"]:
        k["deck"].remove("lockdown.4")
    from .fixtures import jump
    jump(state, "k_slow")
    RULES.apply(state, Action("play", card="lockdown.4"))
    events = RULES.apply(state, Action("program", to="B2"))
    shown = str([RULES.redact(e, 1) for e in events]) + str(RULES.view(state, 1))
    assert "B2" not in shown and "G1" not in shown
    assert RULES.view(state, KILLER)["killer"]["delays"] == ["B2"]
