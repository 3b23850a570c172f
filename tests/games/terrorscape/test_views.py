"""Hidden movement, both directions: change only what a seat may not know, and its view, its legal
choices and the events it is shown stay the same."""
from __future__ import annotations

from game.core.actions import Action
from game.core.rng import Rng
from game.games.terrorscape.rules import RULES
from game.games.terrorscape.audit.twins import hide_survivors

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)

KILLER = 0
REVEALS = {"sense", "search", "reveal", "encounter", "fear", "combat_roll", "game_over"}


def hide_killer(state, rng):
    """A twin that differs only in what the Survivors may not know of a Killer in STEALTH."""
    twin = RULES.clone(state)
    k = twin.d["killer"]
    codes = twin.board.codes
    if k["stealth"]:
        k["loc"] = codes[rng.randbelow(len(codes))]
    cards = k["hand"] + k["deck"]
    rng.shuffle(cards)
    k["hand"], k["deck"] = cards[:len(k["hand"])], cards[len(k["hand"]):]
    twin.changed()
    return twin


def test_killer_view_holds_no_survivor_location():
    state = new()
    view = RULES.view(state, KILLER)
    assert all("loc" not in s and "items" not in s for s in view["survivors"]) and "team" not in view
    assert view["decision"]["kind"] == "survivors" and view["decision"]["frame"] is None
    assert all("loc" in s for s in RULES.view(state, 1)["survivors"])


KILLER_FRAMES = ("k_fast", "k_main", "k_slow", "k_draw", "k_fx", "k_pay")


def killer_blind(games, hide, frames=KILLER_FRAMES, reveals=REVEALS, steps=400) -> int:
    """Play `games` (new states) at random; before each step a twin that differs only in what the Killer
    may not know (`hide`) shows the Killer and the spectator the same view, and at the Killer's own
    decisions the same choices and (bar the rules' reveals) the same events. Returns the Killer's
    decisions checked, by frame kind."""
    rng = Rng(3)
    seen: dict = {}
    for seed, state in enumerate(games):
        play = Rng(seed)
        for _ in range(steps):
            if RULES.result(state) is not None:
                break
            dec = RULES.decision(state)
            twin = hide(state, rng)
            assert RULES.view(twin, KILLER) == RULES.view(state, KILLER)
            assert RULES.view(twin, None) == RULES.view(state, None)
            legal = RULES.legal_actions(state)
            action = legal[play.randbelow(len(legal))]
            if dec.seat == KILLER and dec.kind in frames:
                seen[dec.kind] = seen.get(dec.kind, 0) + 1
                assert RULES.legal_actions(twin) == legal  # its choices cannot depend on what it cannot know
                twin.rng.state = state.rng.state
                a = [RULES.redact(e, KILLER) for e in RULES.apply(state, action)]
                b = [RULES.redact(e, KILLER) for e in RULES.apply(twin, action)]
                if not {e["type"] for e in a + b if e is not None} & reveals:  # the rules' own reveals differ
                    assert a == b
                continue
            RULES.apply(state, action)
    return seen


def survivors_blind(games, hide, steps=400) -> int:
    """The other direction: a twin that differs only in what the Survivors may not know (`hide`) shows
    every Survivor seat the same view, and while the Killer is in STEALTH the same choices and events.
    Returns how many Survivors' decisions were checked with the Killer in STEALTH."""
    rng = Rng(5)
    checked = 0
    for seed, state in enumerate(games):
        play = Rng(seed + 50)
        for _ in range(steps):
            if RULES.result(state) is not None:
                break
            twin = hide(state, rng)
            for seat in range(1, state.d["seats"]):
                assert RULES.view(twin, seat) == RULES.view(state, seat)
            dec = RULES.decision(state)
            legal = RULES.legal_actions(state)
            if dec.seat != KILLER and state.d["killer"]["stealth"]:
                checked += 1
                assert RULES.legal_actions(twin) == legal
                action = legal[play.randbelow(len(legal))]
                twin.rng.state = state.rng.state
                a = [RULES.redact(e, dec.seat) for e in RULES.apply(state, action)]
                b = [RULES.redact(e, dec.seat) for e in RULES.apply(twin, action)]
                if state.d["killer"]["stealth"]:
                    assert a == b
                continue
            RULES.apply(state, legal[play.randbelow(len(legal))])
    return checked


def test_changing_what_the_killer_may_not_know_changes_nothing_it_sees():
    assert killer_blind((new(seed=seed, seats=2 + seed % 3) for seed in range(12)), hide_survivors)


def test_changing_what_the_survivors_may_not_know_changes_nothing_they_see():
    games = (new(seed=seed, seats=2 + seed % 3) for seed in range(12))
    assert survivors_blind(games, hide_killer)  # the Killer was in STEALTH during some Survivors' decisions


def test_stealth_moves_reach_only_the_killer():
    state = new()
    k = state.d["killer"]
    k["hand"] = ["cloaking.5"]
    k["deck"] = [u for u in k["deck"] if u != "cloaking.5"] + [u for u in ("pursue.0",) if u not in k["deck"]]
    jump(state, "k_main")
    RULES.apply(state, Action("play", card="cloaking.5"))
    events = RULES.apply(state, Action("move", to="R4", discard=""))
    assert RULES.view(state, 1)["killer"]["loc"] is None and RULES.view(state, 1)["killer"]["seen"] == "R3"
    assert RULES.view(state, KILLER)["killer"]["loc"] == "R4"
    assert "R4" not in str([RULES.redact(e, 1) for e in events]) and "R4" not in str(RULES.view(state, 1))
