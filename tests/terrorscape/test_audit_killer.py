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
