"""Broken records and step logs through `python -m game replay` (in-process) and records.load/replay.

Every file in tests/hostile/records/ gives exit code 1 and one line `replay: <file> (<key or line>): <what>`,
never a traceback or a crash report, and is left unchanged. Step logs that `simulate --record` writes
replay whole, or up to a chosen line, and are never called damaged.
"""
from __future__ import annotations

import json
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.core import records
from game.core.engine import state_hash
from game.core.errors import DataFileError

from .conftest import GOOD_SAVES, HERE, TALLY, family, no_crash_reports

CORPUS = sorted((HERE / "records").glob("*.json*"))


def replay_cli(args, home, capsys):
    rc = main(["replay", *map(str, args)])
    out = capsys.readouterr()
    assert "Traceback" not in out.err and "crash" not in out.err, out.err
    assert no_crash_reports(home)
    return rc, out


def test_the_corpus_is_there():
    families = {family(p) for p in CORPUS}
    assert {"wrong_type", "missing_key", "deep", "huge_int", "truncated", "binary", "empty", "bad_action",
            "step_wrong_type", "step_old_format", "duplicate_key", "step_duplicate_key"} <= families


@pytest.mark.parametrize("case", CORPUS, ids=lambda p: p.name)
def test_broken_record(case, home, capsys):
    before = case.read_bytes()
    rc, out = replay_cli([case], home, capsys)
    assert rc == 1, out
    assert out.err.startswith(f"replay: {case}"), out.err
    assert len(out.err.strip().splitlines()) == 1
    assert case.read_bytes() == before
    if "duplicate_key" in case.name:  # named as such, with its line: not blamed on the version or the hash
        assert "appears twice" in out.err and "line " in out.err, out.err
    if case.suffix == ".json":  # the functions under the command say the same, as DataFileError only
        with pytest.raises(DataFileError):
            records.replay(records.load(case), path=case)
    TALLY["record files"] += 1


@pytest.mark.parametrize("blob,words", [
    ("[" * 100_000 + "]" * 100_000, "nested far too deeply"),
    ('{"format": "dreadboard-record", "version": 1, "seed": ' + "9" * 5000 + "}", "5000 digits is far too large"),
    ('{"format": "dreadboard-record", "version": 1, "game": "zombie", "options": {}, "seed": 1, "seats": 3, '
     '"actions": [{"kind": "x", "p": ' + "[" * 100_000 + "]" * 100_000 + "}]}", "nested far too deeply"),
])
def test_deep_and_huge_json(tmp_path, home, capsys, blob, words):
    path = tmp_path / "hostile.json"
    path.write_text(blob)
    rc, out = replay_cli([path], home, capsys)
    assert rc == 1 and words in out.err and "damaged" not in out.err, out.err


@pytest.fixture(scope="module")
def step_logs(tmp_path_factory):
    """Step logs written by simulate --record, for both games (two games each)."""
    folder = tmp_path_factory.mktemp("logs")
    out = {}
    for game in ("zombie", "crimson_creek"):
        path = folder / f"{game}.jsonl"
        assert main(["simulate", "--game", game, "--players", "3", "--games", "2", "--seed", "3",
                     "--record", str(path)]) == 0
        out[game] = path
    return out


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_simulate_records_replay_whole(step_logs, game, home, capsys):
    path = step_logs[game]
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rc, out = replay_cli([path], home, capsys)
    assert rc == 0, out.err
    assert "damaged" not in out.out + out.err
    lines = out.out.strip().splitlines()
    assert [l.split(" (")[0] for l in lines] == ["game 1", "game 2"]
    last_of_game = [i for i, r in enumerate(rows) if i + 1 == len(rows) or rows[i + 1]["step"] == 1]
    for line, i in zip(lines, last_of_game):
        assert f"state hash: {state_hash(rows[i]['state'])}" in line
        assert "game in progress" not in line  # the recorded games were played to the end


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_simulate_records_replay_up_to_a_chosen_line(step_logs, game, home, capsys):
    path = step_logs[game]
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    second = next(i for i, r in enumerate(rows) if i and r["step"] == 1)
    for n in (1, len(rows) // 3, second, second + 1, len(rows)):  # 1-based line numbers
        rc, out = replay_cli([path, "--line", n], home, capsys)
        assert rc == 0, out.err
        assert out.out.startswith(f"line {n} (lines {1 if n <= second else second + 1}-{n},")
        assert f"steps {rows[n - 1]['step']}," in out.out
        assert f"state hash: {state_hash(rows[n - 1]['state'])}" in out.out
    rc, out = replay_cli([path, "--line", len(rows) + 5], home, capsys)
    assert rc == 1 and "no step on line" in out.err


def test_an_edited_step_log_names_its_line(step_logs, tmp_path, home, capsys):
    rows = step_logs["zombie"].read_text().splitlines()
    bad = json.loads(rows[4])
    bad["state"]["turn"] = -99 if "turn" in bad["state"] else bad["state"].setdefault("x", 1)
    path = tmp_path / "edited.jsonl"
    path.write_text("\n".join(rows[:4] + [json.dumps(bad)] + rows[5:]) + "\n")
    rc, out = replay_cli([path], home, capsys)
    assert rc == 1 and "(line 5, state)" in out.err and "differs" in out.err, out.err


def test_a_save_record_still_replays(tmp_path, home, capsys):
    from game.games.zombie.rules import RULES

    state = RULES.new_game(4, 3, {})
    actions = []
    for _ in range(20):
        action = RULES.legal_actions(state)[0]
        RULES.apply(state, action)
        actions.append(action)
    path = tmp_path / "game.json"
    records.save(path, records.make_record("zombie", {}, 4, 3, actions, state_hash=RULES.hash(state)))
    rc, out = replay_cli([path], home, capsys)
    assert rc == 0 and f"state hash: {RULES.hash(state)}" in out.out


def test_usage_errors_exit_2(home, capsys):
    with pytest.raises(SystemExit) as info:
        main(["replay"])
    assert info.value.code == 2


# -- generated: random JSON in place of any field of a record or a step line ----------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**80, 2**80) | st.floats(allow_nan=False) |
    st.text(string.printable + "\u200b\x00", max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)
BASE = {"format": "dreadboard-record", "version": 1, "game": "zombie", "options": {}, "seed": 7, "seats": 3,
        "actions": [{"kind": "pass_die", "die": "survival", "to": 1}]}
STEP = {"format": "dreadboard-steps", "version": 1, "game": "crimson_creek", "seed": 7, "seats": 3, "options": {},
        "step": 1, "seat": 0, "action": {"kind": "x"}, "events": [], "state": {}}
# Every game's: a real save of each (its first 40 actions, so a case replays quickly) and a step line naming it.
def _opening(path) -> dict:
    rec = json.loads(path.read_text())
    rec["actions"] = rec["actions"][:40]
    del rec["state_hash"]  # the hash of the whole game: a cut record replays without it
    return rec


RECORDS = [_opening(p) for p in GOOD_SAVES.values()]
STEPS = [dict(STEP, game=game) for game in GOOD_SAVES]


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from([BASE, *RECORDS, *STEPS]), st.data())
def test_generated_records(tmp_path_factory, base, data):
    doc = json.loads(json.dumps(base))
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from(sorted(doc)))
        if data.draw(st.booleans()) and key != "actions":
            doc[key] = data.draw(JSON)
        elif isinstance(doc[key], dict):
            doc[key][data.draw(st.text(max_size=8))] = data.draw(JSON)
        elif isinstance(doc[key], list):
            doc[key].append(data.draw(JSON))
        else:
            del doc[key]
    path = tmp_path_factory.mktemp("gen") / ("r.jsonl" if base.get("format") == "dreadboard-steps" else "r.json")
    path.write_text(json.dumps(doc))
    before = path.read_bytes()
    rc = main(["replay", str(path)])
    assert rc in (0, 1)
    assert path.read_bytes() == before
    TALLY["hypothesis record cases"] += 1


def test_line_on_a_record_is_a_usage_error(tmp_path, home, capsys):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(BASE))
    rc, out = replay_cli([path, "--line", 2], home, capsys)
    assert rc == 2 and "--line is for a log written by simulate --record" in out.err
