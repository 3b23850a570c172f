"""A map saved by the editor loads in its game and a whole game completes on it (through the override)."""
from __future__ import annotations

import shutil

from game.core import layouts, paths
from game.core.atomic import write_text_atomic
from game.editor import play
from game.editor.model import Document

CC1 = paths.MAPS / "crimson_creek_act1.toml"


def test_edited_crimson_creek_map_plays_a_whole_game(tmp_path):
    path = tmp_path / "crimson_creek_act1.toml"
    shutil.copy(CC1, path)
    doc = Document.open(path)
    doc.move([("locations", 0)], 0, -20)          # the Highway moves up
    doc.add_edge("highway", "lake", "secret")     # a new short-cut
    write_text_atomic(path, doc.text)
    doc.mark_saved()
    saved = Document.open(path)
    assert play.playable_problem(saved) is None

    from game.games.crimson_creek.maps import act_map

    play.use("crimson_creek_act1", path)
    try:
        amap = act_map(1)
        assert "lake" in amap.adj["highway"] and "highway" in amap.adj["lake"]
    finally:
        play.use("crimson_creek_act1", None)
    assert "lake" not in act_map(1).adj["highway"]  # the shipped map again

    outcome = play.random_game(saved, seed=5)
    assert outcome.steps > 0 and outcome.winners is not None
    assert not layouts._OVERRIDES


def test_zombie_table_reads_the_override(tmp_path):
    doc = Document.open(paths.MAPS / "zombie_table.toml")
    doc.set_field(("areas", 0), "label", "Edited label")
    path = play.play_file(doc)
    from game.ui.tables.zombie import geometry

    play.use("zombie_table", path)
    try:
        assert geometry.table_layout().areas[doc.get("areas", 0)["id"]].label == "Edited label"
    finally:
        play.use("zombie_table", None)
    assert geometry.table_layout().path == paths.MAPS / "zombie_table.toml"


def test_a_map_with_problems_is_not_played():
    doc = Document.open(CC1)
    doc.add_edge("cabin", "nowhere")
    assert "problem" in play.playable_problem(doc)
    tpl = Document.open(paths.MAPS / "templates" / "location_map.toml")
    assert "names no game" in play.playable_problem(tpl)
