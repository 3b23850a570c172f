"""Random legal play through the Terrorscape 2 engine at every seat count, with the invariants
(game/games/terrorscape/audit/invariants.py) after every step, the events each seat sees checked for leaks,
and same seed + same actions = same hash for the Parasitoid and Eyebot (the default Killer's is
tests/core/test_game_contract.py's). The default tier plays a few dozen games; `-m slow` many more."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.terrorscape import parasitoid, sources
from game.games.terrorscape.info import INFO
from game.games.terrorscape.rules import RULES

from helpers.engine_checks import check_same_seed_same_hash, playout

from game.games.terrorscape.audit import invariants
from .dt_fixture import twin  # noqa: F401  (Double Trouble's second Killer)
from .fixtures import OPTIONS, declare_choice, fixture_world  # noqa: F401  (autouse: the fixture map and cards)

STEP_BOUND = 20000
EYEBOT_ACTS = {"droid", "operate", "droid_operate", "delay", "program_cancelled"}
SURVIVOR_SETS = ("evelyn,roy,zach", "quinto,victoria,zach", "evelyn,quinto,victoria")
SURVIVOR_ONLY = {"survivor_move", "search_item", "gain", "item_dropped", "exchange", "cat", "repair", "refuel",
                 "bandage", "use_item", "noise", "key", "discover", "cat_found"}


def no_leaks(state, seat, action, events):
    """What the Killer side's seats and the spectator read of each event never names a secret
    Survivor act; no Survivor seat reads a Killer's STEALTH move."""
    from game.games.terrorscape.variants import killer_seats
    killers = killer_seats(state)
    for event in events:
        for viewer in killers + [None]:
            seen = RULES.redact(event, viewer)
            if seen is None:  # a Survivors' secret: not shown at all (a line each would let them be counted)
                assert event["type"] == "survivors_act" or event.get("hidden"), event
                continue
            assert seen["type"] not in SURVIVOR_ONLY | {"survivors_act"}, seen
            if seen["type"] == "killer_move" and seen.get("stealth") and viewer not in killers:
                assert "to" not in seen and "frm" not in seen
        for viewer in state.survivor_seats():
            seen = RULES.redact(event, viewer)
            if seen["type"] == "killer_move" and seen.get("stealth"):
                assert "to" not in seen, "a Survivor seat sees the Killer's STEALTH move"


def play(seed, seats, survivors, bound=STEP_BOUND, options=None):
    return playout(RULES, invariants, seed, seats, {**OPTIONS, "survivors": survivors, **(options or {})}, None,
                   None, True, bound, no_leaks)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("survivors", SURVIVOR_SETS)
def test_random_games_keep_the_invariants(seats, survivors):
    reasons = set()
    for seed in range(4):
        state, _ = play(seed * 7 + seats, seats, survivors)
        res = RULES.result(state)
        reasons.add(res["reason"])
        assert RULES.legal_actions(state) == []
        with pytest.raises(IllegalAction):
            RULES.apply(state, Action("pass"))
    assert reasons


def test_random_survivor_choice_is_three_different():
    for seed in range(20):
        state = RULES.new_game(seed, 2, {"map": OPTIONS["map"]})
        chars = list(state.d["surv"])
        assert len(chars) == 3 and len(set(chars)) == 3


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_many_random_games(seats):
    for seed in range(150):
        play(1000 + seed, seats, SURVIVOR_SETS[seed % 3])


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_games_on_the_polar_station(seats):
    """tsmap's real board (maps/terrorscape_polar_station.toml) with the fixture cards."""
    for seed in range(2):
        state, _ = playout(RULES, invariants, 50 + seed, seats, {"survivors": "random"}, None, None, True,
                           STEP_BOUND, no_leaks)
        assert state.d["options"]["map"] == "terrorscape_polar_station"
        assert RULES.result(state) is not None


# -- the Parasitoid (real cards, the Polar Station with its Testing Stations) -------------------------
PARASITOID = {"killer": "parasitoid", "map": "terrorscape_polar_station"}
SEAT_COUNTS = tuple(range(INFO.min_seats, INFO.max_seats + 1))


def infection_leaks(state, seat, action, events, seen_types=None):
    """No tile, no move of the mutated Host, no flesh reaches a seat that may not see it."""
    no_leaks(state, seat, action, events)
    d = state.d
    killer = d["killer"]["seat"]
    for event in events:
        if seen_types is not None:
            seen_types.add(event["type"])
        for viewer in [None] + list(range(d["seats"])):
            seen = RULES.redact(event, viewer) or {}
            if seen.get("type") == "infect" and "tile" in seen:
                assert parasitoid.sees_tiles(state, viewer, seen["char"])
            if seen.get("type") == "host_move" and "to" in seen:
                assert viewer in (killer, parasitoid.controller(state, d["infect"]["mutated"]))
            if seen.get("type") == "flesh_hidden":
                assert ("edge" in seen) == (viewer == killer)


def play_parasitoid(seed, seats, seen_types=None):
    sources.install_content(None)  # the real cards: the fixture deck has no Parasitoid
    options = {**PARASITOID, "survivors": SURVIVOR_SETS[seed % 3]}
    return playout(RULES, invariants, seed, seats, options, None, None, True, STEP_BOUND,
                   lambda *a: infection_leaks(*a, seen_types=seen_types))


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_parasitoid_random_games_keep_the_invariants(seats):
    for seed in range(6):
        state, _ = play_parasitoid(seed * 5 + seats, seats)
        assert RULES.result(state) is not None and "infect" in state.d


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_parasitoid_same_seed_same_game(seats):
    sources.install_content(None)
    check_same_seed_same_hash(RULES, 21 + seats, seats, PARASITOID, 5, 400)


@pytest.mark.slow
@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_many_parasitoid_games(seats):
    seen: set = set()
    for seed in range(150):
        play_parasitoid(2000 + seed, seats, seen)
    assert {"infect", "mutation", "tiles_revealed", "investigate", "host_move", "flesh_hidden"} <= seen


def play_eyebot(seed, seats, survivors="random", seen=None):
    """Eyebot on the real Polar Station with the real cards; `seen` collects the event types."""
    sources.install_content(None)  # the real cards (the autouse fixture installs the small set)

    def on_step(state, seat, action, events):
        no_leaks(state, seat, action, events)
        if seen is not None:
            seen.update(e["type"] for e in events)
    return playout(RULES, invariants, seed, seats, {"killer": "eyebot", "survivors": survivors}, None, None, True,
                   STEP_BOUND, on_step)


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_eyebot_random_games_keep_the_invariants(seats):
    """Eyebot at every seat count: her droids, OPERATE and PROGRAM are played and the invariants hold."""
    seen: set = set()
    for seed in range(8):
        state, _ = play_eyebot(300 + seed * 5 + seats, seats, SURVIVOR_SETS[seed % 3], seen)
        assert RULES.result(state) is not None and state.d["killer"]["id"] == "eyebot"
    assert {"droid", "delay"} <= seen


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_eyebot_same_seed_same_game(seats):
    sources.install_content(None)
    check_same_seed_same_hash(RULES, 21 + seats, seats, {"killer": "eyebot"}, 6, 600)


@pytest.mark.slow
@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_eyebot_many_random_games(seats):
    seen: set = set()
    for seed in range(100):
        play_eyebot(2000 + seed, seats, SURVIVOR_SETS[seed % 3], seen)
    assert EYEBOT_ACTS - {"program_cancelled"} <= seen
# -- the variants, on the real cards (traits live in data/traits.toml) --------------------------
LEVELS = [{"traits": level} for level in ("easy", "normal", "hard", "nightmare")]
COMBOS = [  # (seats, options): every variant alone and together, at the seat counts the rulebook allows
    (4, {"separate_ways": True}), (4, {"separate_ways": True, "traits": "nightmare"}),
    (2, {"double_trouble": True}), (3, {"double_trouble": True, "killer_players": "2", "traits": "hard"}),
    (4, {"double_trouble": True, "traits": "normal"}), (5, {"double_trouble": True}),
    (5, {"double_trouble": True, "killer_players": "2", "separate_ways": True, "traits": "nightmare"}),
]


def name(options):
    return "-".join(f"{k}={v}" for k, v in options.items())


@pytest.fixture
def real_twin(monkeypatch):
    """The real cards, and a second Killer for Double Trouble while only Orion is built: Orion's
    board and deck under another id (dt_fixture.py does the same on the fixture cards)."""
    from game.games.terrorscape import info, sources
    sources.install_content(None)
    content = sources.content()
    others = [k for k in info.KILLER_IDS if k != "orion"]
    if not others:
        monkeypatch.setitem(content.killers, "stalker", dict(content.killers["orion"], id="stalker", name="Stalker"))
        monkeypatch.setattr(info, "KILLER_IDS", info.KILLER_IDS + ("stalker",))
        declare_choice(("killer", "second_killer"), "stalker")
    yield
    declare_choice(("killer", "second_killer"), "stalker", on=False)


def play_real(seed, seats, options, bound=STEP_BOUND):
    return playout(RULES, invariants, seed, seats, {"survivors": "random", **options}, None, None, True, bound,
                   no_leaks)


@pytest.mark.parametrize("options", LEVELS, ids=name)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_traits_keep_the_invariants(seats, options, real_twin):
    state, _ = play_real(seats * 13, seats, options)
    assert RULES.result(state) is not None


@pytest.mark.parametrize("seats, options", COMBOS, ids=lambda x: name(x) if isinstance(x, dict) else str(x))
def test_variant_combinations_keep_the_invariants(seats, options, real_twin):
    for seed in range(2):
        state, _ = play_real(seed + seats, seats, options)
        assert RULES.result(state) is not None


@pytest.mark.slow
@pytest.mark.parametrize("options", LEVELS, ids=name)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_many_trait_games(seats, options, real_twin):
    for seed in range(25):
        play_real(3000 + seed, seats, options)


@pytest.mark.slow
@pytest.mark.parametrize("seats, options", COMBOS, ids=lambda x: name(x) if isinstance(x, dict) else str(x))
def test_many_variant_combinations(seats, options, real_twin):
    for seed in range(40):
        play_real(4000 + seed, seats, options)


# -- Double Trouble: two Killers (the fixture's second Killer, dt_fixture.py) ----------------------
@pytest.mark.parametrize("seats, killer_players", [(2, "auto"), (3, "1"), (3, "2"), (4, "2"), (5, "auto"),
                                                   (5, "1")])
def test_double_trouble_keeps_the_invariants(seats, killer_players, twin):
    for seed in range(3):
        state, _ = play(seed * 5 + seats, seats, SURVIVOR_SETS[seed], options={
            "double_trouble": True, "killer_players": killer_players})
        assert RULES.result(state) is not None


def test_separate_ways_keeps_the_invariants(twin):
    reasons = set()
    for seed in range(6):
        state, _ = play(seed, 4, SURVIVOR_SETS[seed % 3], options={"separate_ways": True})
        reasons.add(RULES.result(state)["reason"])
    state, _ = play(7, 5, SURVIVOR_SETS[0], options={"separate_ways": True, "double_trouble": True,
                                                     "killer_players": "2"})
    assert RULES.result(state) is not None and reasons


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_many_double_trouble_games(seats, twin):
    for seed in range(100):
        play(5000 + seed, seats, SURVIVOR_SETS[seed % 3], options={"double_trouble": True})
