"""Records carry the version of their game's rules; older ones are carried over or refused by name."""
from __future__ import annotations

import json

import pytest

from game.core import records
from game.core.actions import Action
from game.core.errors import DataFileError
from game.core.rng import Rng
from game.ai import seat_agent
from game.core.session import SeatConfig, Session
from game.games import get_rules


def _random_record(game_id, seed, seats, steps, agent_seed=3):
    rules = get_rules(game_id)
    state = rules.new_game(seed, seats, {})
    rng = Rng(agent_seed)
    actions = []
    while rules.result(state) is None and len(actions) < steps:
        legal = rules.legal_actions(state)
        action = legal[rng.randbelow(len(legal))]
        rules.apply(state, action)
        actions.append(action)
    return records.make_record(game_id, state.d["options"], seed, seats, actions, state_hash=rules.hash(state)), state


def test_a_record_names_the_rules_version_of_its_game():
    rec, _ = _random_record("crimson_creek", 5, 3, 20)
    assert rec["rules_version"] == get_rules("crimson_creek").record_version >= 2


def test_a_crimson_creek_record_of_the_older_rules_replays_under_todays_rules(tmp_path):
    rec, state = _random_record("crimson_creek", 5, 3, 60)
    rec["rules_version"] = 1
    rec["state_hash"] = "0" * 16  # the older rules' hash: not compared
    path = tmp_path / "old.json"
    records.save(path, rec)
    rules, rebuilt = records.replay(records.load(path), path=path)
    assert rules.hash(rebuilt) == rules.hash(state)


def test_a_record_without_a_rules_version_counts_as_version_1(tmp_path):
    rec, _ = _random_record("crimson_creek", 6, 2, 10)
    del rec["rules_version"]
    rec["state_hash"] = "0" * 16
    path = tmp_path / "oldest.json"
    records.save(path, rec)
    records.replay(records.load(path), path=path)  # no hash complaint: older rules


def test_a_record_of_newer_rules_is_refused_by_name(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 5)
    rec["rules_version"] = 999
    path = tmp_path / "future.json"
    records.save(path, rec)
    with pytest.raises(DataFileError) as err:
        records.replay(records.load(path), path=path)
    assert "future.json" in str(err.value) and "newer Dreadboard" in str(err.value) and "rules_version" in str(err.value)


def test_a_bad_rules_version_is_refused_by_name(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 5)
    rec["rules_version"] = "two"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(DataFileError) as err:
        records.load(path)
    assert "bad.json" in str(err.value) and "rules_version" in str(err.value)


def test_an_older_save_that_todays_rules_cannot_replay_says_why_and_is_left_untouched(tmp_path):
    rec, _ = _random_record("crimson_creek", 5, 3, 40)
    rec["rules_version"] = 1
    rec["actions"][25] = Action("declare", extra="not an action of any rules").to_json()
    rec["meta"] = {"seats": [{"kind": "human"}, {"kind": "ai"}, {"kind": "ai"}]}
    path = tmp_path / "old-game.json"
    records.save(path, rec)
    before = path.read_bytes()
    listing = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DataFileError) as err:
        Session.load(path, seat_agent=seat_agent)
    text = str(err.value)
    assert "old-game.json" in text and "older Dreadboard" in text and "rules version 1" in text
    assert "action 25" in text and "actions[25]" in text
    assert path.read_bytes() == before  # nothing overwritten
    assert sorted(p.name for p in tmp_path.iterdir()) == listing  # nothing written beside it either
