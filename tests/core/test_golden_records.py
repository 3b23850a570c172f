"""The golden records pin every game's behaviour: each replays, as Load replays a save, to the same state
hashes it was made with (after every `every`-th action and at the end).

A failure here means an engine now plays differently. When that is a refactoring's accident, fix the
refactoring. Only when a rules change is meant to change behaviour: bump that game's Rules.record_version
(with migrate_action) and rewrite the set with tools/make_golden_records.py (its docstring says how).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core import records
from game.games import REGISTRY, get_rules

GOLDEN = Path(__file__).parent / "data" / "golden"
FILES = sorted(GOLDEN.glob("*.json"))


def test_every_game_has_golden_records():
    games = {records.load(p)["game"] for p in FILES}
    assert games == set(REGISTRY), f"games without a golden record: {sorted(set(REGISTRY) - games)}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_record_replays_to_every_stored_hash(path):
    rec = records.load(path)
    rules = get_rules(rec["game"])
    assert rec["rules_version"] == rules.record_version, (
        f"{path.name} was made under {rec['game']} rules version {rec['rules_version']}, today's is "
        f"{rules.record_version}: a deliberate rules change rewrites the set (tools/make_golden_records.py)")
    gold = rec["meta"]["golden"]
    expected = {int(k): v for k, v in gold["hashes"].items()}
    assert len(expected) >= 2 and 0 in expected and len(rec["actions"]) in expected
    assert expected[len(rec["actions"])] == rec["state_hash"]

    _, start = records.new_game_checked(rec["game"], rec["seed"], rec["seats"], rec["options"], path)
    seen = {0: rules.hash(start)}

    def on_step(index, seat, action, events, state):
        if index + 1 in expected:
            seen[index + 1] = rules.hash(state)

    # replay itself also refuses an illegal action and a final hash other than state_hash
    _, final = records.replay(rec, path, on_step=on_step)
    differ = [n for n in sorted(expected) if seen.get(n) != expected[n]]
    assert not differ, (f"{path.name}: the state after action(s) {differ[:5]} differs from the golden record's "
                        f"(first at {differ[0]})")
    assert (rules.result(final) is not None) == gold["over"]
