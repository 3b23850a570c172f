"""The Killer's belief (game/games/terrorscape/ai/belief.py) and the Hard seats' sampler (sampler.py), on the
Polar Station: what each kind of event the Killer is shown does to where it thinks the Survivors are, and a
sampled state shows the seat exactly the view it was sampled from."""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.rng import Rng
from game.games.terrorscape.ai import belief, policy, search
from game.games.terrorscape.rules import RULES


def _killer_memory(seed=1):
    """A game at the Killer's first decision, and the Killer's memory brought up to date."""
    state = RULES.new_game(seed, 2, {"survivors": "evelyn,roy,zach"})
    agents = [make_agent("random", "terrorscape", s) for s in range(2)]
    memory = policy.new_memory(0)
    rng = Rng(seed)
    while RULES.decision(state).seat != 0:
        legal = RULES.legal_actions(state)
        policy.observe(memory, [RULES.redact(e, 0) for e in RULES.apply(state, agents[1].choose(
            RULES.view(state, 1), legal, rng))])
    view = RULES.view(state, 0)
    return state, view, memory


def _after(memory, view, *events):
    belief.observe(memory, list(events))
    return belief.sync(memory, view)


def test_the_first_turn_spreads_the_survivors_from_the_main_exit_along_their_moves():
    state, view, memory = _killer_memory()
    p = belief.sync(memory, view)
    assert set(p) == {"evelyn", "roy", "zach"}
    for q in p.values():
        assert abs(sum(q.values()) - 1) < 1e-9
        assert q["G5"] > 0.3  # the Main Exit: staying put to search or repair is likeliest
        assert q["G4"] > q["R4"] and q["B5"] > q["R1"]  # a step away beats the far side of the map


def test_a_search_that_finds_nobody_rules_the_place_out_and_one_that_finds_someone_pins_them():
    _, view, memory = _killer_memory()
    p = _after(memory, view, {"type": "search", "loc": "G5", "found": ["zach"]})
    assert p["zach"]["G5"] > 0.99
    assert p["evelyn"]["G5"] < 0.01 and p["roy"]["G5"] < 0.01
    p = _after(memory, view, {"type": "survivors_turn", "round": 2})
    assert 0.2 < p["zach"]["G5"] < 0.6 and p["zach"]["G4"] > 0.05  # it may have moved on since


def test_a_sense_tells_who_is_in_the_area_and_who_is_not():
    _, view, memory = _killer_memory()
    red = ["R1", "R2", "R3", "R4", "R5"]
    p = _after(memory, view, {"type": "sense", "where": red, "found": ["roy"]})
    assert sum(p["roy"][x] for x in red) > 0.99
    assert sum(p["evelyn"][x] for x in red) < 0.01


def test_a_noise_pulls_the_survivors_toward_it_by_their_share_of_the_blame():
    _, view, memory = _killer_memory()
    before = belief.sync(memory, view)
    near = {c: q["G4"] for c, q in before.items()}
    p = _after(memory, view, {"type": "noise_report", "noise": ["G4"], "firecracker": False})
    assert all(p[c]["G4"] > near[c] for c in p)
    assert belief.presence(p)["G4"] > 0.5  # someone made it there
    assert memory["belief"]["noise_at"] == {"G4": 1} and memory["belief"]["last_clue"] == "G4"
    firecracker = _after(memory, view, {"type": "noise_report", "noise": list(view["blocks"]) or ["G1"],
                                        "firecracker": True})
    assert firecracker == p  # noise everywhere tells nothing


def test_a_block_removed_and_the_first_analysis_are_clues_too():
    _, view, memory = _killer_memory()
    p = _after(memory, view, {"type": "unblock", "edge": "B4-B5"})
    assert belief.presence(p)["B4"] + belief.presence(p)["B5"] > 0.8
    killer_at = memory["belief"]["kloc"]
    p = _after(memory, view, {"type": "analyze", "stage": 1})
    near = RULES.new_game(1, 2, {}).board.within(killer_at, 1)
    assert belief.mass(p, near) > 0.9


VARIANT_GAMES = [  # (options, the seat count of each game)
    ({"killer": "orion"}, (2, 3, 4)), ({"killer": "eyebot"}, (2, 3, 4)), ({"killer": "parasitoid"}, (2, 3, 4)),
    ({"traits": "nightmare"}, (2, 3, 4)), ({"separate_ways": True}, (4, 4, 4)),
    ({"double_trouble": True}, (2, 3, 5)),
    ({"double_trouble": True, "killer": "eyebot", "second_killer": "parasitoid"}, (2, 4, 5)),
    ({"double_trouble": True, "separate_ways": True, "killer_players": "2"}, (5, 5))]
VARIANT_IDS = ["orion", "eyebot", "parasitoid", "traits", "separate_ways", "double_trouble", "double_parasitoid",
               "double_separate"]


@pytest.mark.parametrize("options,seats", VARIANT_GAMES, ids=VARIANT_IDS)
def test_a_sampled_state_shows_the_seat_exactly_the_view_it_was_sampled_from(options, seats):
    """At every decision the Hard seat may search, on both sides: the same view, and the same legal choices
    (the sampled Survivors' items, Keys, repairs or the Killer's hand differ, unseen; Eyebot's droids
    stand where everyone sees them; the Parasitoid's Infection tiles the Survivors have not seen are dealt
    at random, the mutated Host stands near where it was last seen; the Killer's traits are public, the
    Survivors' dealt to the Killer's sample, and a once-a-game trait a Survivor used stays used; Separate
    Ways' token, keys and bodies; Double Trouble's second Killer, its cards and whose turn it is)."""
    checked = set()
    for g, n in enumerate(seats):
        state = RULES.new_game(800 + g, n, dict(options))
        agents = [make_agent("normal", "terrorscape", s) for s in range(n)]
        memories = [search.new_memory(s) for s in range(n)]
        rngs = [Rng(g).fork(s) for s in range(n)]
        while RULES.result(state) is None:
            seat = RULES.decision(state).seat
            view, legal = RULES.view(state, seat), RULES.legal_actions(state)
            frame = view["decision"]["frame"]
            if frame and frame["t"] in ("k_fast", "k_main", "k_slow", "k_draw", "s_act") and not view["encounter"]:
                sample = search.determinize(view, memories[seat], Rng(5))
                assert RULES.view(sample, seat) == view
                assert RULES.legal_actions(sample) == legal
                _same_public_counts(sample.d, state.d)
                checked.add((view["side"], frame["t"]))
            events = RULES.apply(state, agents[seat].choose(view, legal, rngs[seat]))
            for s in range(n):
                seen = [RULES.redact(e, s) for e in events]
                agents[s].observe(seen)
                search.observe(memories[s], seen)
    assert {("killer", "k_main"), ("killer", "k_draw"), ("survivors", "s_act")} <= checked


def _same_public_counts(sample: dict, real: dict) -> None:
    """What either side may count from the public events is what the rules hold: each Killer's hand size
    (not its discard pile: a card drawn to a full hand is discarded unseen), its locked ultimates, the level-ups it owes and its lasting MODs; whose turn it is and the
    first Killer token (Double Trouble); the first Survivor token and the eliminations (Separate Ways)."""
    def killers(d):
        return {k["id"]: k for k in [d["killer"]] + list(d.get("other_killers", ()))}
    mine, truth = killers(sample), killers(real)
    assert set(mine) == set(truth)
    for kid, k in truth.items():
        s = mine[kid]
        assert (len(s["hand"]), len(s["locked"])) == (len(k["hand"]), len(k["locked"])), kid
        assert len(s.get("owed", ())) == len(k.get("owed", ())) and s.get("mods", {}) == k.get("mods", {}), kid
    assert sample.get("dt") == real.get("dt")
    assert sample.get("sw") == real.get("sw")
