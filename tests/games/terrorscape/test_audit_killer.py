"""Rules audit (session 21), the Killer's side: defects found against the rulebook and the cards'
own texts, each a named test, on the real Polar Station and the real cards (data/*.toml). The
checklist: /work/wt/tsrules-audit.md."""
from __future__ import annotations

from game.games.terrorscape.rules import RULES

from .parasitoid_world import act, killer_turn, new, place, real_world  # noqa: F401  (real_world: autouse)

ORION = {"killer": "orion"}


def test_guided_spear_gun_chooses_a_location_within_range_two():
    """"Choose a location within range 2: every Survivor there is injured": the Killer names one of the
    locations within range 2 of itself, never one further away (every location was offered before)."""
    state = new(**ORION)
    board = state.board
    state.d["killer"]["locked"].remove("guided_spear_gun.u")
    killer_turn(state, "k_main", loc="G1", hand=["guided_spear_gun.u", state.d["killer"]["deck"][0]])
    act(state, "play", card="guided_spear_gun.u")
    act(state, "pay", card=state.d["killer"]["hand"][0])
    offered = {a["target"] for a in RULES.legal_actions(state)}
    assert offered == set(board.within("G1", 2)) and "G4" not in offered  # the Medical Bay lies 3 away
    place(state, roy="G2")
    events = act(state, "choose", target="G2")
    assert state.d["surv"]["roy"]["health"] == 1 and any(e["type"] == "damage" for e in events)


def test_the_cards_the_killer_pays_and_discards_from_its_deck_stay_behind_the_screen():
    """The Killer's hand, deck and discard pile are its own ("number and details of the cards in hand"
    are secret; the discard pile lies on its side): a card paid for a cost or discarded from the deck
    (a successful defence) is named to the Killer only; the card played is shown to all."""
    from game.core.actions import Action
    state = new(**ORION)
    k = state.d["killer"]
    track, pursue = (next(u for u in k["deck"] + k["hand"] if u.startswith(c)) for c in ("track.", "pursue."))
    killer_turn(state, "k_fast", loc="G1", hand=[track, pursue])
    events = act(state, "play", card=track) + act(state, "pay", card=pursue)
    events += [e for e in RULES.apply(state, Action("choose", target="red"))]
    pay = next(e for e in events if e["type"] == "pay")
    assert RULES.redact(pay, 0)["card"] == pursue and "card" not in RULES.redact(pay, 1)
    assert next(e for e in events if e["type"] == "skill")["card"] == track  # shown to the Survivors
    state.d["fx"].append({"kw": "MILL", "n": 2})
    state.d["stack"].clear()
    from game.games.terrorscape import flow
    events = []
    flow.advance(state, events)
    mills = [e for e in events if e["type"] == "killer_mill"]
    assert len(mills) == 2 and all("card" not in RULES.redact(e, 1) for e in mills)
    assert all(RULES.redact(e, 0)["card"] in k["discard"] for e in mills)
    assert all(state.skill_name(RULES.redact(e, 0)["card"]) not in RULES.redact(e, 1)["text"] for e in mills)
