"""The Parasitoid's hidden information, both directions: change only what a seat may not know (whose
tiles are Infected, which tiles are left, where the mutated Host went, where the flesh hides, where
the Survivors are) and that seat's view and choices stay the same; change what it may know and they
do not."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.terrorscape import parasitoid as P
from game.games.terrorscape.rules import RULES
from game.games.terrorscape.audit.twins import hide_infection

from .parasitoid_world import KILLER, give_tiles, killer_turn, new, place, real_world, survivors_turn  # noqa: F401


def swap_tiles(state, a, b):
    """A twin where `a` and `b` trade their Infection tiles (same counts: swap one tile each)."""
    twin = RULES.clone(state)
    tiles = twin.d["infect"]["tiles"]
    tiles[a][0], tiles[b][0] = tiles[b][0], tiles[a][0]
    twin.changed()
    return twin


def test_who_is_the_host_is_hidden_from_other_survivor_players():
    state = new(seats=4)  # one Survivor each: each player may look at its own tiles only
    give_tiles(state, evelyn=["s1"], roy=["x1"], zach=["s2"])
    survivors_turn(state, "evelyn")
    twin = swap_tiles(state, "roy", "zach")  # now Zach is the Host
    evelyn = state.seat_of("evelyn")
    assert RULES.view(twin, evelyn) == RULES.view(state, evelyn)
    assert RULES.view(twin, None) == RULES.view(state, None)
    assert RULES.legal_actions(twin) == RULES.legal_actions(state)  # Evelyn decides: same choices
    for seat in (state.seat_of("roy"), state.seat_of("zach"), KILLER):  # those who may know do see it
        assert RULES.view(twin, seat) != RULES.view(state, seat)
    assert RULES.view(state, state.seat_of("roy"))["infection"]["known"] == {"roy": ["x1"]}
    assert RULES.view(state, KILLER)["infection"]["host"] == "roy"
    assert RULES.view(state, None)["infection"]["known"] == {}


def test_a_player_running_several_survivors_sees_no_tile():
    state = new(seats=2)  # the 2-3 player variant: one player runs all three
    give_tiles(state, evelyn=["s1"], roy=["x1"])
    survivors_turn(state, "roy")
    view = RULES.view(state, 1)["infection"]
    assert view["known"] == {} and view["tiles"] == {"evelyn": 1, "roy": 1} and view["variant"]
    twin = swap_tiles(state, "evelyn", "roy")
    assert RULES.view(twin, 1) == RULES.view(state, 1)
    assert RULES.legal_actions(twin) == RULES.legal_actions(state)
    assert RULES.view(twin, KILLER) != RULES.view(state, KILLER)


def test_three_players_the_lone_survivor_sees_its_own_tiles():
    state = new(seats=3)  # seat 1 runs Evelyn and Roy, seat 2 runs Zach alone
    give_tiles(state, evelyn=["s1"], roy=["s2"], zach=["x1"])
    assert RULES.view(state, 1)["infection"]["known"] == {}
    assert RULES.view(state, 2)["infection"]["known"] == {"zach": ["x1"]}
    assert P.controller(state, "zach") == 2 and P.controller(state, "roy") == KILLER


def test_the_remaining_tiles_are_the_parasitoids_to_see():
    state = new(seats=4)
    give_tiles(state, roy=["s1"])
    twin = RULES.clone(state)
    inf = twin.d["infect"]
    inf["tiles"]["roy"], inf["pool"] = ["x1"], sorted(set(inf["pool"]) - {"x1"} | {"s1"})
    twin.changed()
    for seat in (None, state.seat_of("evelyn"), state.seat_of("zach")):
        assert RULES.view(twin, seat) == RULES.view(state, seat)
    assert RULES.view(twin, KILLER) != RULES.view(state, KILLER)


def test_the_mutated_hosts_place_is_hidden_from_the_survivors():
    state = new(seats=4)
    give_tiles(state, zach=["x1"])
    place(state, zach="B5")
    P.mutate(state, "zach", [], "test")
    killer_turn(state, "k_fast", hand=[])
    twin = RULES.clone(state)
    twin.d["surv"]["zach"]["loc"] = "B4"
    twin.changed()
    for seat in (None, state.seat_of("evelyn"), state.seat_of("roy")):
        assert RULES.view(twin, seat) == RULES.view(state, seat)
        assert RULES.view(state, seat)["infection"]["host_seen"] == "B5"
    for seat in (KILLER, state.seat_of("zach")):  # the Parasitoid and the Host's own player see it move
        assert RULES.view(twin, seat) != RULES.view(state, seat)
        assert RULES.view(twin, seat)["infection"]["host_loc"] == "B4"


def test_the_flesh_is_hidden_from_the_survivors():
    state = new(seats=4)
    state.d["blocks"] = ["G4-G5", "B4-B5"]
    state.d["infect"]["flesh"] = "G4-G5"
    twin = RULES.clone(state)
    twin.d["infect"]["flesh"] = "B4-B5"
    twin.changed()
    for seat in (None, 1, 2, 3):
        assert RULES.view(twin, seat) == RULES.view(state, seat)
    assert RULES.view(twin, KILLER)["infection"]["flesh"] == "B4-B5"


def hide_survivors(state, rng):
    """A twin where the Survivors not at the Parasitoid's location stand elsewhere (the mutated Host,
    on the Parasitoid's side, stays)."""
    twin = RULES.clone(state)
    d = twin.d
    codes = [c for c in twin.board.codes if c != d["killer"]["loc"]]
    for s in d["surv"].values():
        if s["out"] is None and s["loc"] != d["killer"]["loc"]:
            s["loc"] = codes[rng.randbelow(len(codes))]
    twin.changed()
    return twin


def test_random_parasitoid_games_keep_every_secret():
    rng = Rng(9)
    checked = {"survivors": 0, "killer": 0}
    for seed in range(9):
        seats = 2 + seed % 3
        state = new(seed=seed, seats=seats, survivors=("evelyn,roy,zach", "quinto,victoria,zach")[seed % 2])
        play = Rng(seed + 100)
        for _ in range(600):
            if RULES.result(state) is not None:
                break
            dec = RULES.decision(state)
            for seat in [None] + list(range(1, seats)):
                twin = hide_infection(state, seat, rng)
                assert RULES.view(twin, seat) == RULES.view(state, seat)
                if seat == dec.seat:
                    assert RULES.legal_actions(twin) == RULES.legal_actions(state)
                    checked["survivors"] += 1
            twin = hide_survivors(state, rng)
            assert RULES.view(twin, KILLER) == RULES.view(state, KILLER)
            if dec.seat == KILLER:
                assert RULES.legal_actions(twin) == RULES.legal_actions(state)
                checked["killer"] += 1
            legal = RULES.legal_actions(state)
            RULES.apply(state, legal[play.randbelow(len(legal))])
    assert checked["survivors"] > 50 and checked["killer"] > 50
