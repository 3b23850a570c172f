"""Every registered game's table and selftest, as its manifest names them, resolve to a table scene and a
selftest function; the UI's lists of tables are walks of the manifests."""
from __future__ import annotations

import inspect

import pytest

from game.games import MANIFESTS
from game.ui import bench_frames, tables
from game.ui.scene import Scene

IDS = [m.id for m in MANIFESTS]


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_the_manifests_table_is_a_scene_and_its_selftest_a_function_of_app_and_out(manifest):
    cls = tables.table_class(manifest.id)
    assert inspect.isclass(cls) and issubclass(cls, Scene)
    assert cls is tables.load_hook(manifest.table)
    run = tables.load_hook(manifest.selftest)
    assert list(inspect.signature(run).parameters)[:2] == ["app", "out"]


def test_the_ui_lists_every_registered_table_in_the_registrys_order():
    assert list(tables.table_games()) == IDS
    assert list(bench_frames.bench_games()) == IDS
    assert [bench_frames.bench_seats(m.id) for m in MANIFESTS] == [m.bench_seats for m in MANIFESTS]


def test_a_game_without_a_table_is_refused_in_words():
    with pytest.raises(NotImplementedError, match="chess has no table yet"):
        tables.table_class("chess")
