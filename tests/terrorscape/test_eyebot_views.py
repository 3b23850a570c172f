"""Eyebot's hidden information, both directions, on the real Polar Station with the real cards.

Her droids are placed on both boards at once (open to everyone), and what a droid reveals is told to
her as a SENSE; her STEALTH, her hand and deck, and a program laid in STEALTH stay hers. Change only
what a seat may not know: its view, its legal choices and the events it is shown stay the same."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

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


def hide_survivors(state, rng):
    """A twin that differs only in what Eyebot may not know: where the Survivors stand away from her,
    their items, the item decks' order, keys, repairs, noise before the report, the Device's card."""
    twin = RULES.clone(state)
    d = twin.d
    here = d["killer"]["loc"]
    codes = [c for c in twin.board.codes if c != here]
    for s in d["surv"].values():
        if s["loc"] != here:
            s["loc"] = codes[rng.randbelow(len(codes))]
    chars = list(d["surv"])
    pool = [u for c in chars for u in d["surv"][c]["items"]]
    rng.shuffle(pool)
    for c in chars:
        n = len(d["surv"][c]["items"])
        d["surv"][c]["items"], pool = pool[:n], pool[n:]
    for deck in d["decks"].values():
        rng.shuffle(deck)
    d["keys"] = (d["keys"] + 1) % 5
    d["radio"], d["vehicle"] = rng.randbelow(5), rng.randbelow(6)
    if d["phase"][0] == "s":
        d["noise"] = [codes[0]] if d["noise"] != [codes[0]] else []
    d["device"]["card"] = "a03" if d["device"]["card"] != "a03" else "a01"
    twin.changed()
    return twin


def hide_killer(state, rng):
    """A twin that differs only in what the Survivors may not know: Eyebot's place in STEALTH (with a
    program she laid there), her hand and her deck's order."""
    twin = RULES.clone(state)
    k = twin.d["killer"]
    if k["stealth"]:
        codes = twin.board.codes
        k["loc"] = codes[rng.randbelow(len(codes))]
        for token in k["delay"]:
            if token["secret"]:
                token["loc"] = codes[rng.randbelow(len(codes))]
    cards = k["hand"] + k["deck"]
    rng.shuffle(cards)
    k["hand"], k["deck"] = cards[:len(k["hand"])], cards[len(k["hand"]):]
    twin.changed()
    return twin


def test_droids_are_open_to_both_sides():
    state = new(1, 3)
    state.d["killer"]["droids"] = ["B2", "G4"]
    for seat in (KILLER, 1, 2, None):
        assert RULES.view(state, seat)["killer"]["droids"] == ["B2", "G4"]


def test_changing_what_eyebot_may_not_know_changes_nothing_she_sees():
    rng = Rng(3)
    eyebot_choices = 0
    for seed in range(10):
        state = new(seed, 2 + seed % 3)
        play = Rng(seed)
        for _ in range(500):
            if RULES.result(state) is not None:
                break
            dec = RULES.decision(state)
            twin = hide_survivors(state, rng)
            assert RULES.view(twin, KILLER) == RULES.view(state, KILLER)
            assert RULES.view(twin, None) == RULES.view(state, None)
            legal = RULES.legal_actions(state)
            action = legal[play.randbelow(len(legal))]
            if dec.seat == KILLER and dec.kind in KILLER_FRAMES:
                eyebot_choices += dec.kind.startswith("eye_")
                assert RULES.legal_actions(twin) == legal  # her choices cannot depend on what she cannot know
                twin.rng.state = state.rng.state
                a = [RULES.redact(e, KILLER) for e in RULES.apply(state, action)]
                b = [RULES.redact(e, KILLER) for e in RULES.apply(twin, action)]
                if not {e["type"] for e in a + b} & REVEALS:  # the rules' own reveals differ, as they should
                    assert a == b
                continue
            RULES.apply(state, action)
    assert eyebot_choices  # her droids and programs were in play


def test_changing_what_the_survivors_may_not_know_of_eyebot_changes_nothing_they_see():
    rng = Rng(5)
    checked = 0
    for seed in range(10):
        state = new(seed, 2 + seed % 3)
        play = Rng(seed + 50)
        for _ in range(500):
            if RULES.result(state) is not None:
                break
            twin = hide_killer(state, rng)
            for seat in range(1, state.d["seats"]):
                assert RULES.view(twin, seat) == RULES.view(state, seat)
            dec = RULES.decision(state)
            legal = RULES.legal_actions(state)
            action = legal[play.randbelow(len(legal))]
            if dec.seat != KILLER and state.d["killer"]["stealth"]:
                checked += 1
                assert RULES.legal_actions(twin) == legal
                twin.rng.state = state.rng.state
                a = [RULES.redact(e, dec.seat) for e in RULES.apply(state, action)]
                b = [RULES.redact(e, dec.seat) for e in RULES.apply(twin, action)]
                if state.d["killer"]["stealth"]:
                    assert a == b
                continue
            RULES.apply(state, action)
    assert checked  # Eyebot was in STEALTH (Optical Camouflage) during some Survivors' decisions


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
