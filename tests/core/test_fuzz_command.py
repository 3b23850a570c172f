"""`python -m game fuzz` (game.core.fuzz): every game with a rules engine played by random legal choices
with its checks, and proof that each check can fail: a broken invariant, a leaking view, an event or an
undo flag that hangs on a hidden card, a JSON round trip that loses something and a replay that diverges
are each reported, with a record that reproduces it."""
from __future__ import annotations

import os

import pytest

from game.__main__ import main
from game.core import fuzz, fuzz_observe, records
from game.core.session import is_barrier, undo_barriers
from game.games import REGISTRY, get_rules


def test_every_game_is_fuzzed_with_every_check_it_has_and_no_fault():
    reports = fuzz.run(2, fuzz.fuzz_games(), base_seed=3)
    assert set(reports) == {g for g, i in REGISTRY.items() if i.module}
    for game, report in reports.items():
        assert report.games == 2 and report.steps > 20, game
        assert not report.faults, [f.line() for f in report.faults]
        assert report.checks["replay"] == 2, game
        if "hidden-information twins" not in report.missing:
            assert report.checks["audit"] > 0, game


def test_set_ups_cover_every_seat_count_and_are_never_refused():
    from game.core.rng import Rng

    for game in fuzz.fuzz_games():
        info = REGISTRY[game]
        seen = set()
        for index in range(3 * (info.max_seats - info.min_seats + 1)):
            players, options = fuzz.draw_setup(info, index, Rng(index))
            assert info.setup_problem(players, options.get("variant"), options) is None
            get_rules(game).new_game(index, players, options)
            seen.add(players)
        assert seen == set(range(info.min_seats, info.max_seats + 1)), game


def _first_fault(monkeypatch, tmp_path, game="zombie", games=1, **kw):
    reports = fuzz.run(games, [game], base_seed=5, out=tmp_path, **kw)
    faults = reports[game].faults
    assert faults, "the planted fault was not found"
    return faults[0]


def test_a_broken_invariant_is_reported_with_a_record_that_replays_to_it(monkeypatch, tmp_path):
    from game.games.zombie.audit import invariants

    calls = []

    def fails_at_the_tenth_step(rules, state):
        calls.append(1)
        assert len(calls) < 10, "planted: the tenth step breaks"

    monkeypatch.setattr(invariants, "check", fails_at_the_tenth_step)
    fault = _first_fault(monkeypatch, tmp_path)
    assert fault.check == "invariants" and fault.step == 10 and "planted" in fault.message
    record = records.load(fault.record)
    assert len(record["actions"]) == 10
    rules, state = records.replay(record, fault.record)
    assert rules.result(state) is None  # the game up to the fault, ready to look at


def test_a_view_that_shows_a_hidden_thing_fails_the_audit(monkeypatch, tmp_path):
    rules = get_rules("zombie")
    honest_view = type(rules).view

    def leaky_view(self, state, seat):
        view = honest_view(self, state, seat)
        view["leak"] = [len(hand) and hand[0] for hand in state.d["hands"]]  # the first card of every hand
        return view

    monkeypatch.setattr(type(rules), "view", leaky_view)
    fault = _first_fault(monkeypatch, tmp_path)
    assert fault.check == "audit" and "view changes" in fault.message


def test_an_ai_that_reads_the_hidden_state_fails_the_audit(monkeypatch, tmp_path):
    rules = get_rules("zombie")

    class Cheat:
        """Picks by the other hands, which its view does not hold: it reads them from the real state."""

        def __init__(self, state_of):
            self.state_of = state_of

        def choose(self, view, legal, rng):
            hands = self.state_of()["hands"]
            return legal[sum(sum(hand) for hand in hands) % len(legal)]

    current = {}
    honest_view = type(rules).view

    def remembering_view(self, state, seat):
        current["d"] = state.d
        return honest_view(self, state, seat)

    monkeypatch.setattr(type(rules), "view", remembering_view)
    fault = _first_fault(monkeypatch, tmp_path, game="zombie", games=5,
                         make_agent=lambda level, game, seat: Cheat(lambda: current["d"]), levels=("cheat",))
    assert fault.check == "audit" and "chooses differently" in fault.message


def _firsts(state) -> list:
    """The first card of every Zombie hand: what a seat may not know of the others'."""
    return [len(hand) and hand[0] for hand in state.d["hands"]]


def test_an_event_that_names_a_hidden_card_fails_the_audit(monkeypatch, tmp_path):
    rules = get_rules("zombie")
    honest = type(rules)._apply

    def gossiping(self, state, action):
        # a log line every seat reads, naming the first card of every hand: the views stay honest
        return honest(self, state, action) + [{"type": "gossip", "text": f"The hands begin {_firsts(state)}."}]

    monkeypatch.setattr(type(rules), "_apply", gossiping)
    fault = _first_fault(monkeypatch, tmp_path)
    assert fault.check == "audit" and "events shown to seat" in fault.message and "gossip" in fault.message


def test_an_undo_that_hangs_on_a_hidden_card_fails_the_audit(monkeypatch, tmp_path):
    rules = get_rules("zombie")
    honest = type(rules)._apply

    def odd_barrier(self, state, action):
        # a step that could be undone cannot when the first cards of the hands add up odd: the Undo button tells
        events = honest(self, state, action)
        if is_barrier(events, undo_barriers(self)) or sum(_firsts(state)) % 2 == 0:
            return events
        return events + [{"type": "reshuffle"}]

    monkeypatch.setattr(type(rules), "_apply", odd_barrier)
    # the planted "reshuffle" is also an event every seat is shown: the "asked" follow-on (fuzz_observe) would
    # see it a step later; played on no further, the audit of the twin step itself reports the Undo flag
    monkeypatch.setattr(fuzz_observe, "MAX_FOLLOW", 0)
    fault = _first_fault(monkeypatch, tmp_path, games=3)
    assert fault.check == "audit" and "can be undone changes" in fault.message


def test_a_line_naming_the_next_card_of_a_pile_fails_the_audit_of_a_twin_that_only_reorders_piles(monkeypatch,
                                                                                               tmp_path):
    """A twin in ORDER_ONLY may show other events on a step that drew; on the others they must match."""
    from game.games.crimson_creek.audit import twins

    rules = get_rules("crimson_creek")
    honest = type(rules)._apply

    def peeking(self, state, action):
        deck = state.d["attack"]["deck"]
        return honest(self, state, action) + [{"type": "gossip", "text": f"Next: {deck[-1] if deck else None}."}]

    monkeypatch.setattr(type(rules), "_apply", peeking)
    monkeypatch.setattr(fuzz, "AUDIT_EVERY", 2)
    fault = _first_fault(monkeypatch, tmp_path, game="crimson_creek", games=2)
    assert "deck orders" in twins.ORDER_ONLY
    assert fault.check == "audit" and "gossip" in fault.message and "deck orders" in fault.message


def test_a_state_that_loses_a_field_in_json_fails_the_round_trip(monkeypatch, tmp_path):
    rules = get_rules("crimson_creek")
    honest = type(rules).to_json  # a Crimson Creek state is its JSON data

    def lossy(self, state):
        data = honest(self, state)
        return dict(data, act=data["act"] + 5)  # the act is written wrong

    monkeypatch.setattr(type(rules), "to_json", lossy)
    monkeypatch.setattr(fuzz, "ROUND_TRIP_EVERY", 1)
    fault = _first_fault(monkeypatch, tmp_path, game="crimson_creek", games=3)
    assert fault.check == "json"


def test_the_command_prints_a_summary_per_game_and_its_exit_code_says_whether_a_fault_was_found(capsys, tmp_path):
    assert main(["fuzz", "--games", "1", "--game", "crimson_creek", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "crimson_creek: 1 games" in out and "0 faults" in out
    assert main(["fuzz", "--games", "1", "--game", "chess"]) == 2
    assert main(["fuzz", "--games", "0"]) == 2


SLOW_TIER_GAMES = 100_000  # the slow tier: this many games in all, shared evenly by the games


def _fuzz_printing_summary(capsys, args) -> int:
    code = main(args)
    out = capsys.readouterr().out
    with capsys.disabled():
        print("\n" + out)
    return code


@pytest.mark.slow
def test_a_hundred_thousand_fuzzed_games_find_no_fault(capsys):
    """The slow tier: 100,000 games in all (DREADBOARD_FUZZ_GAMES overrides the games per game), on every
    core, with the Easy and Normal levels audited; the summary per game is printed."""
    per_game = int(os.environ.get("DREADBOARD_FUZZ_GAMES", SLOW_TIER_GAMES // len(fuzz.fuzz_games())))
    assert _fuzz_printing_summary(capsys, ["fuzz", "--games", str(per_game), "--jobs", str(os.cpu_count() or 2)]) == 0


@pytest.mark.slow
def test_fuzzed_games_with_the_hard_level_audited_find_no_fault(capsys):
    """The Hard level's choices audited too (slower a game): DREADBOARD_FUZZ_HARD_GAMES games of each game."""
    games = int(os.environ.get("DREADBOARD_FUZZ_HARD_GAMES", "300"))
    assert _fuzz_printing_summary(capsys, ["fuzz", "--games", str(games), "--jobs", "2", "--hard"]) == 0
