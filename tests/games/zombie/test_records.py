"""Records and saves of Zombie games: replay, save/load mid-game, the replay command, atomic saves."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import records
from game.core.actions import Action
from game.core.errors import DataFileError
from game.core.rng import Rng
from game.games.zombie.rules import RULES

ROOT = Path(__file__).resolve().parents[3]


def random_actions(seed, players, options, steps=None, agent_seed=1):
    """Play (part of) a random game; returns (state, actions)."""
    state = RULES.new_game(seed, players, options)
    rng = Rng(agent_seed)
    actions = []
    while RULES.result(state) is None and (steps is None or len(actions) < steps):
        legal = RULES.legal_actions(state)
        action = legal[rng.randbelow(len(legal))]
        RULES.apply(state, action)
        actions.append(action)
    return state, actions


def record_of(seed, players, options, actions, state=None):
    return records.make_record("zombie", RULES.new_game(seed, players, options).d["options"], seed, players, actions,
                               state_hash=RULES.hash(state) if state is not None else None)


@pytest.mark.parametrize("players,options", [
    (2, {}), (4, {"strain": "runners"}), (3, {"variant": "allied_camps", "strain": "walkers"}),
    (5, {"variant": "new_victims", "mortal": True}), (8, {"strain": "returned_dead"}),
])
def test_a_recorded_game_rebuilds_to_the_same_hash(tmp_path, players, options):
    state, actions = random_actions(11 + players, players, options, agent_seed=players)
    assert RULES.result(state) is not None
    rec = record_of(11 + players, players, options, actions, state)
    path = tmp_path / "game.json"
    records.save(path, rec)
    loaded = records.load(path)
    assert loaded["actions"] == [a.to_json() for a in actions]
    steps = []
    rules, rebuilt = records.replay(loaded, path=path, on_step=lambda i, seat, a, ev, st: steps.append((i, seat, a)))
    assert rules.hash(rebuilt) == RULES.hash(state)
    assert rules.result(rebuilt) == RULES.result(state)
    assert [s[0] for s in steps] == list(range(len(actions)))
    assert [s[2] for s in steps] == actions


def test_save_and_load_mid_game_then_both_continue_identically(tmp_path):
    seed, players, options = 42, 4, {"strain": "saprophytes", "mortal": True}
    state, actions = random_actions(seed, players, options, steps=120, agent_seed=5)
    assert RULES.result(state) is None
    path = tmp_path / "mid.json"
    records.save(path, record_of(seed, players, options, actions, state))
    _, resumed = records.replay(records.load(path), path=path)
    assert RULES.hash(resumed) == RULES.hash(state)
    assert RULES.view(resumed, 1) == RULES.view(state, 1)
    rng = Rng(99)
    more = 0
    while more < 400 and RULES.result(state) is None:
        legal = RULES.legal_actions(state)
        assert legal == RULES.legal_actions(resumed)
        action = legal[rng.randbelow(len(legal))]
        assert RULES.apply(state, action) == RULES.apply(resumed, action)
        assert RULES.hash(state) == RULES.hash(resumed)
        more += 1
    assert more > 0


def test_a_state_json_round_trip_mid_game_continues_identically():
    state, _ = random_actions(8, 6, {"strain": "bioengineered"}, steps=150, agent_seed=2)
    copy = RULES.from_json(json.loads(json.dumps(RULES.to_json(state))))
    rng = Rng(3)
    for _ in range(200):
        if RULES.result(state) is not None:
            break
        legal = RULES.legal_actions(state)
        action = legal[rng.randbelow(len(legal))]
        RULES.apply(state, action)
        RULES.apply(copy, action)
        assert RULES.hash(state) == RULES.hash(copy)


# -- the replay command ---------------------------------------------------------------------------------
def run_cli(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=env)


@pytest.fixture(scope="module")
def good_record(tmp_path_factory):
    state, actions = random_actions(5, 3, {"strain": "ghouls"}, steps=80, agent_seed=4)
    rec = record_of(5, 3, {"strain": "ghouls"}, actions, state)
    path = tmp_path_factory.mktemp("rec") / "good.json"
    records.save(path, rec)
    return path, rec, RULES.hash(state)


def test_replay_command_prints_the_hash_and_exits_0(good_record):
    path, rec, expected = good_record
    out = run_cli("replay", str(path))
    assert out.returncode == 0, out.stderr
    assert f"state hash: {expected}" in out.stdout
    assert f"steps: {len(rec['actions'])}" in out.stdout


def _bad_files(rec, text):
    """(name, file text, words the message must contain)."""
    def dump(data):
        return json.dumps(data, indent=1)

    newer = dict(rec, version=records.VERSION + 1)
    wrong_format = dict(rec, format="someone-elses-save")
    missing = {k: v for k, v in rec.items() if k != "seed"}
    k = 7
    illegal = json.loads(json.dumps(rec))
    illegal["actions"][k] = {"kind": "play", "card": 9999, "targets": [0]}
    illegal.pop("state_hash")
    mismatch = dict(rec, state_hash="0123456789abcdef")
    bad_action = json.loads(json.dumps(rec))
    bad_action["actions"][3] = {"card": 1}
    return [
        ("truncated", text[: len(text) // 2], ["JSON", "truncated"]),
        ("not_json", "this is not a saved game\n", ["JSON"]),
        ("empty", "", ["empty"]),
        ("list", "[1, 2, 3]\n", ["not an object"]),
        ("wrong_format", dump(wrong_format), ["format", "someone-elses-save"]),
        ("newer", dump(newer), ["newer", f"version {records.VERSION + 1}"]),
        ("missing_key", dump(missing), ["seed", "missing"]),
        ("illegal_step", dump(illegal), [f"step {k}", f"actions[{k}]"]),
        ("hash_mismatch", dump(mismatch), ["does not match", "0123456789abcdef"]),
        ("bad_action", dump(bad_action), ["actions[3]", "kind"]),
    ]


def test_replay_command_refuses_bad_files_with_a_readable_message(good_record, tmp_path):
    path, rec, _ = good_record
    text = path.read_text()
    for name, body, words in _bad_files(rec, text):
        bad = tmp_path / f"{name}.json"
        bad.write_text(body)
        out = run_cli("replay", str(bad))
        assert out.returncode != 0, name
        message = out.stderr + out.stdout
        assert str(bad) in message, (name, message)
        for word in words:
            assert word in message, (name, word, message)
        assert "Traceback" not in message, (name, message)
        assert bad.read_text() == body, f"{name}: the bad file was changed"


def test_replay_command_on_a_missing_file(tmp_path):
    missing = tmp_path / "nope.json"
    out = run_cli("replay", str(missing))
    assert out.returncode != 0
    assert str(missing) in out.stderr and "does not exist" in out.stderr
    assert not missing.exists()


def test_load_and_replay_raise_data_file_errors_naming_file_and_place(good_record, tmp_path):
    path, rec, _ = good_record
    for name, body, words in _bad_files(rec, path.read_text()):
        bad = tmp_path / f"{name}.json"
        bad.write_text(body)
        with pytest.raises(DataFileError) as info:
            records.replay(records.load(bad), path=bad)
        err = info.value
        assert err.path == str(bad)
        assert err.problem
        for word in words:
            assert word in str(err), (name, word, str(err))
        assert bad.read_text() == body
        assert not bad.with_name(bad.name + ".bak").exists()


def test_unknown_game_and_bad_options_are_data_file_errors(good_record, tmp_path):
    _, rec, _ = good_record
    for name, data, where in [("game", dict(rec, game="chess"), "game"),
                              ("options", dict(rec, options={"variant": "hardcore"}), "options.variant"),
                              ("seats", dict(rec, seats=12), "seats")]:
        with pytest.raises(DataFileError) as info:
            records.replay(data, path=f"{name}.json")
        assert info.value.where == where and info.value.path == f"{name}.json"


# -- atomic saves ---------------------------------------------------------------------------------------
def test_save_is_atomic_and_keeps_a_backup_of_the_previous_file(good_record, tmp_path):
    _, rec, _ = good_record
    path = tmp_path / "slot.json"
    first = dict(rec, meta={"n": 1})
    second = dict(rec, meta={"n": 2})
    records.save(path, first)
    assert not path.with_name("slot.json.bak").exists()
    records.save(path, second)
    assert records.load(path)["meta"] == {"n": 2}
    assert json.loads(path.with_name("slot.json.bak").read_text())["meta"] == {"n": 1}
    records.save(path, dict(rec, meta={"n": 3}))
    assert json.loads(path.with_name("slot.json.bak").read_text())["meta"] == {"n": 2}
    # No temporary files are left behind.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json", "slot.json.bak"]


def test_a_failed_save_leaves_the_old_file_whole(good_record, tmp_path):
    _, rec, _ = good_record
    path = tmp_path / "slot.json"
    records.save(path, rec)
    before = path.read_bytes()
    with pytest.raises(TypeError):
        records.save(path, dict(rec, meta={"bad": object()}))  # cannot be written as JSON
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"]


def test_load_never_overwrites_a_bad_file(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_bytes(b'{"format": "dreadboard-record", "version": 1, "game": "zom')
    before = bad.read_bytes()
    for _ in range(2):
        with pytest.raises(DataFileError, match="JSON"):
            records.load(bad)
    assert bad.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["broken.json"]


def test_actions_in_a_record_round_trip_to_equal_actions(good_record):
    _, rec, _ = good_record
    for data in rec["actions"]:
        action = Action.from_json(json.loads(json.dumps(data)))
        assert action.to_json() == data
        assert Action.from_json(action.to_json()) == action



# -- saves of rules version 1 (a trade and both camps of a two-target card were one action) ---------------------
V1_SAVE = Path(__file__).parent / "data" / "zombie_rules_v1_save.json"  # written by Dreadboard at commit 301851c


def test_a_rules_version_1_save_is_carried_over_to_the_step_actions(tmp_path):
    from game.ai import seat_agent
    from game.core.session import Session

    path = tmp_path / "old.json"
    path.write_bytes(V1_SAVE.read_bytes())
    old = json.loads(V1_SAVE.read_text())
    assert "rules_version" not in old and any(a["kind"] == "trade" and "give" in a for a in old["actions"])
    session = Session.load(path, seat_agent=seat_agent)
    d = session.state.d
    # What version 1 showed at that point (read from its own replay when the file was written).
    assert [c["survivors"] for c in d["camps"]] == [50, 49, 35, 30]
    assert [c["units"] for c in d["camps"]] == [[], [[48]], [], []]
    assert d["turn"]["number"] == 52 and RULES.decision(session.state).kind == "react"
    kinds = [s.action.kind for s in session.steps]
    assert {"trade_give", "trade_take", "target"} <= set(kinds) and len(kinds) > len(old["actions"])
    assert path.read_bytes() == V1_SAVE.read_bytes()  # loading never rewrites the file
    # Saved again, it is a version-2 record that replays to the same state, hash checked.
    again = session.save(tmp_path / "again.json")
    rec = records.load(again)
    assert rec["rules_version"] == RULES.record_version >= 2
    _, state = records.replay(rec, path=again)
    assert RULES.hash(state) == RULES.hash(session.state)


def test_a_rules_version_1_save_that_cannot_be_carried_over_says_why_and_is_left_alone(tmp_path):
    from game.ai import seat_agent
    from game.core.session import Session

    data = json.loads(V1_SAVE.read_text())
    i = next(i for i, a in enumerate(data["actions"]) if a["kind"] == "trade")
    data["actions"][i] = {"kind": "trade", "partner": 7, "give": ["survivors", 2], "take": ["unit", 0]}
    path = tmp_path / "damaged-old.json"
    path.write_text(json.dumps(data, indent=1))
    before = path.read_bytes()
    with pytest.raises(DataFileError) as err:
        Session.load(path, seat_agent=seat_agent)
    text = str(err.value)
    assert "damaged-old.json" in text and "older Dreadboard" in text and "rules version 1" in text
    assert f"actions[{i}]" in text and f"action {i} is not allowed any more" in text
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["damaged-old.json"]
    data["actions"][i] = {"kind": "trade", "partner": 1, "give": "everything"}  # not even an old trade
    path.write_text(json.dumps(data))
    with pytest.raises(DataFileError, match="cannot be carried over"):
        Session.load(path, seat_agent=seat_agent)
