"""sides.py: each seat's side for the tournament, and every way the engine ends a game named by its kind
(the closing note splits the Survivors' victories between keys, radio, vehicle and showdown)."""
from __future__ import annotations

import json

from game.core.simulate import play_game
from game.ai import make_agent
from game.games.terrorscape import sides


def test_every_reason_the_engine_gives_has_its_kind():
    assert sides.ending_kind("escaped through the Main Exit") == "keys (Main Exit)"
    assert sides.ending_kind("escaped through the Hidden Exit") == "keys + map (Hidden Exit)"
    assert sides.ending_kind("rescued") == "radio (rescued)"
    assert sides.ending_kind("escaped by vehicle") == "vehicle"
    assert sides.ending_kind("final showdown") == "showdown"
    assert sides.ending_kind("the Host Roy steals the Survivors' victory (rescued)") == "host steals"
    assert sides.ending_kind("a false accusation: Roy was not the Host") == "false accusation"
    assert sides.ending_kind("elimination by the Host") == "elimination"
    assert sides.ending_kind("the Host is eliminated") == "Host killed"


def test_the_split_counts_each_won_game_once_for_its_winners_side_and_agent(tmp_path, capsys):
    results = []
    for g in range(6):
        out = play_game("terrorscape", 2, 300 + g, [make_agent("normal", "terrorscape", 0),
                                                   make_agent("random", "terrorscape", 1)], {})
        results.append({"winners": out.winners, "reason": out.reason, "seating": ["normal", "random"],
                        "sides": ["killer", "survivors"]})
    report = {"games": 6, "options": {}, "results": results}
    got = sides.split(report)
    assert sum(sum(c.values()) for c in got.values()) == sum(1 for r in results if r["winners"])
    for (side, agent), kinds in got.items():
        assert (side, agent) in {("killer", "normal"), ("survivors", "random")}
        assert all(kind in {k for _, k in sides.KINDS} for kind in kinds)
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    sides.main([str(path)])
    assert "killer (normal) won" in capsys.readouterr().out
