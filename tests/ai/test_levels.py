"""Easy and Normal in every game: Normal beats Easy, Easy beats Random, and each Easy slip in
the game's table (data/easy_slips.toml) happens at its documented rate, changes real decisions, and
never picks an illegal action.
"""
from __future__ import annotations

import copy
import math
from collections import Counter

import pytest

from game.ai import make_agent
from game.core.errors import DataFileError
from game.core.rng import Rng
from game.core.simulate import play_game
from game.core.slips import load_slips
from game.games import game_module, get_rules

GAMES = ("zombie", "crimson_creek")


def _policy(game_id):
    return game_module(game_id, "policy")


class _Watched:
    """An Easy seat that keeps the first decisions at which each slip had its chance (view, legal actions
    and its memory just before), and checks that every action it picks is legal."""

    def __init__(self, game_id, seat, found):
        self.agent = make_agent("easy", game_id, seat)
        self.found = found

    def choose(self, view, legal, rng):
        before = copy.deepcopy(self.agent.memory)
        action = self.agent.choose(view, legal, rng)
        assert action in legal, f"easy seat chose an illegal {action} at {view['decision']['kind']}"
        for name, (chances, _) in self.agent.memory.get("slips", {}).items():
            spots = self.found.setdefault(name, [])
            if chances > before.get("slips", {}).get(name, [0, 0])[0] and len(spots) < SPOTS:
                spots.append((view, list(legal), before))
        return action

    def observe(self, events):
        self.agent.observe(events)


_SPOTS: dict = {}
SPOTS, REPLAYS = 6, 80  # decisions kept per slip, and seat RNGs each is replayed with


def _spots(game_id):
    """Decisions where each slip had its chance, from Easy tables (fixed seeds)."""
    if game_id not in _SPOTS:
        found = {}
        for g in range(40):
            play_game(game_id, 4, 7000 + g, [_Watched(game_id, s, found) for s in range(4)], {})
            if all(len(found.get(n, ())) >= SPOTS for n in _policy(game_id).SLIPS):
                break
        _SPOTS[game_id] = found
    return _SPOTS[game_id]


def _cases():
    return [(g, name) for g in GAMES for name in _policy(g).SLIPS]


@pytest.mark.parametrize("game_id,slip", _cases(), ids=[f"{g}-{n}" for g, n in _cases()])
def test_each_easy_slip_happens_at_its_documented_rate_and_changes_the_choice(game_id, slip):
    """Replays decisions where the slip had its chance with 80 seat RNGs each: the slip happens at the
    percent its table documents (within 4 standard deviations), every pick is legal, and a slip makes
    the seat choose differently from Normal in the same spot at least sometimes."""
    check_slip(game_id, _policy(game_id), slip, _spots(game_id).get(slip, []))


def check_slip(game_id, policy, slip, spots):
    """Replays each spot with REPLAYS seat RNGs: the slip's rate within 4 standard deviations of its table's
    percent, every pick legal, and the choice changed from Normal's at least once (a slip that never
    changes what the seat does would be no slip at all)."""
    p = load_slips(game_id, policy.SLIPS).percent(slip) / 100
    assert spots, f"{slip} never had its chance in the Easy games played"
    chances = slipped = changed = 0
    for view, legal, memory in spots:
        normal = policy.choose(view, legal, Rng(1), "normal", copy.deepcopy(memory))
        for i in range(REPLAYS):
            mem = copy.deepcopy(memory)
            action = policy.choose(view, legal, Rng(7).fork(i), "easy", mem)
            assert action in legal
            before = memory.get("slips", {}).get(slip, [0, 0])
            after = mem.get("slips", {}).get(slip, [0, 0])
            chances += after[0] - before[0]
            hit = after[1] - before[1]
            slipped += hit
            changed += bool(hit) and action != normal
    sigma = math.sqrt(p * (1 - p) / chances)
    assert abs(slipped / chances - p) <= 4 * sigma + 1e-9, (slip, slipped, chances, p)
    if p > 0:
        assert changed > 0, f"{slip} happened {slipped} times and never changed the choice"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_slip_table_names_exactly_the_slips_the_policy_knows(game_id, tmp_path):
    table = load_slips(game_id, _policy(game_id).SLIPS)
    for name in _policy(game_id).SLIPS:
        assert 0 <= table.percent(name) <= 100 and table.table[name]["about"]
    (tmp_path / "easy_slips.toml").write_text('[second_best]\npercent = 120\nabout = "x"\n')
    with pytest.raises(DataFileError, match="second_best.percent"):
        load_slips(game_id, _policy(game_id).SLIPS, folder=tmp_path)
    (tmp_path / "easy_slips.toml").write_text('[second_best]\npercent = 10\nabout = "x"\n')
    with pytest.raises(DataFileError, match="missing slip"):
        load_slips(game_id, _policy(game_id).SLIPS, folder=tmp_path / ".")


def test_a_slip_table_with_a_slip_the_policy_does_not_know_is_refused(tmp_path):
    (tmp_path / "easy_slips.toml").write_text('[second_best]\npercent = 10\nabout = "x"\n'
                                              '[sneezes]\npercent = 10\nabout = "y"\n')
    with pytest.raises(DataFileError, match="unknown slip 'sneezes'"):
        load_slips("zombie", ("second_best",), folder=tmp_path)


def test_a_zero_percent_table_makes_easy_play_exactly_like_normal(monkeypatch):
    """The slips are the only difference between Easy and Normal."""
    from game.core.slips import Slips
    for game_id in GAMES:
        policy = _policy(game_id)
        zero = Slips({n: {"percent": 0, "about": "", "after": 0, "margin": 0} for n in policy.SLIPS})
        monkeypatch.setattr(policy, "easy_slips", lambda zero=zero: zero)
        outcomes = []
        for kind in ("easy", "normal"):
            seats = [make_agent(kind, game_id, s) for s in range(4)]
            outcomes.append(play_game(game_id, 4, 4242, seats, {}))
        assert outcomes[0].winners == outcomes[1].winners and outcomes[0].steps == outcomes[1].steps


def _rotated_wins(game_id, games, kinds=("normal", "easy", "random", "random")):
    wins, seats = Counter(), Counter()
    for g in range(games):
        rot = [kinds[(s + g) % 4] for s in range(4)]
        out = play_game(game_id, 4, 9100 + g // 4, [make_agent(k, game_id, s) for s, k in enumerate(rot)], {})
        for s, k in enumerate(rot):
            seats[k] += 1
            wins[k] += s in out.winners
    return {k: wins[k] / seats[k] for k in seats}


@pytest.mark.parametrize("game_id,games", [("zombie", 40), ("crimson_creek", 200)])
def test_normal_beats_easy_and_easy_beats_random_with_seats_rotated(game_id, games):
    rate = _rotated_wins(game_id, games)
    assert rate["normal"] > rate["easy"] > rate["random"], rate


def _wilson(p, n, z=1.96):
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


@pytest.mark.slow
@pytest.mark.parametrize("game_id,games", [("zombie", 400), ("crimson_creek", 2000)])
def test_the_level_goals_hold_normal_15_points_above_easy_and_easy_above_random(game_id, games):
    """The levels' goal at 4 players with seats rotated: Normal at least 15 points above Easy, Easy
    above Random, the 95% intervals apart."""
    rate = _rotated_wins(game_id, games)
    n = games  # seat-games per level (random has twice as many; its interval is narrower than this)
    assert rate["normal"] >= rate["easy"] + 0.15, rate
    assert _wilson(rate["normal"], n)[0] > _wilson(rate["easy"], n)[1], rate
    assert _wilson(rate["easy"], n)[0] > _wilson(rate["random"], 2 * n)[1], rate


@pytest.mark.parametrize("blob,problem", [(b"", "missing slip"), (b"\x00\xff\xfe", "UTF-8|utf-8|TOML|toml"),
                                          (b"[second_best\npercent=", "TOML|toml|line"),
                                          (b'second_best = "often"', "second_best")])
def test_a_broken_slip_table_is_refused_with_the_file_named(tmp_path, blob, problem):
    (tmp_path / "easy_slips.toml").write_bytes(blob)
    with pytest.raises(DataFileError, match=problem) as err:
        load_slips("zombie", ("second_best",), folder=tmp_path)
    assert "easy_slips.toml" in str(err.value)
