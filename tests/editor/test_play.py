"""A map saved by the editor loads in its game and a whole game completes on it (through the override)."""
from __future__ import annotations

import shutil

from game.ai import make_agent
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

    outcome = play.random_game(saved, make_agent, seed=5)
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


def test_play_button_starts_the_zombie_table_on_the_edited_map_and_comes_back(home):
    import pygame  # noqa: F401  (SDL dummy drivers are set by conftest)

    from game.core.settings import SettingsStore
    from game.ui.editor import open_editor
    from game.ui.app import App
    from game.ui.tables.zombie import geometry

    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    try:
        editor = open_editor(app, paths.MAPS / "zombie_table.toml")
        app.run_frames(2)
        area_id = editor.doc.get("areas", 0)["id"]
        editor.doc.set_field(("areas", 0), "label", "Edited in the editor")
        editor.play()
        table = app.top
        assert table.__class__.__name__ == "ZombieTable"
        assert [s.kind for s in table.session.seats].count("human") == 1 and len(table.session.seats) == 4
        app.run_frames(3)
        assert geometry.table_layout().areas[area_id].label == "Edited in the editor"
        assert "zombie_table" in layouts._OVERRIDES
        assert table.home_scene is editor and not table.autosave_enabled
        app.to_menu()  # Quit to menu from the pause menu: back in the editor, and the override ends
        assert app.top is editor and editor.doc.dirty and editor.doc.can_undo
        assert "zombie_table" not in layouts._OVERRIDES
        assert geometry.table_layout().areas[area_id].label != "Edited in the editor"
        app.run_frames(2)
        assert app.top is editor
        app.to_menu()  # from the editor, the main menu as before
        again = open_editor(app)  # the menu's Map editor: the same document, edits and undo history
        assert again.doc is editor.doc and again.doc.dirty and again.doc.can_undo
        app.run_frames(2)
        assert app.top is again
    finally:
        app.shutdown()


def test_play_button_on_crimson_creek_plays_on_the_edited_map(home):
    from game.core.settings import SettingsStore
    from game.ui.editor import open_editor
    from game.ui.app import App
    from game.ui.tables import table_games

    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    try:
        editor = open_editor(app, CC1)
        app.run_frames(2)
        editor.doc.add_edge("highway", "lake", "oneway")
        editor.doc.set_field(("locations", 0), "name", "Edited Highway")
        editor.play()
        if "crimson_creek" in table_games():  # the table plays on the edited map
            assert app.top.__class__.__name__ == "CrimsonCreekTable"
            app.run_frames(3)
            from game.games.crimson_creek.maps import act_map
            from game.ui.tables.crimson_creek import geometry

            assert act_map(1).names["highway"] == "Edited Highway"
            assert geometry.act_layout("crimson_creek_act1").locations["highway"].name == "Edited Highway"
            app.to_menu()
            assert app.top is editor
            assert act_map(1).names["highway"] == "Highway"
            assert geometry.act_layout("crimson_creek_act1").locations["highway"].name == "Highway"
        else:
            assert app.top.title == "Played on this map" and "whole game" in app.top.body
        assert "crimson_creek_act1" not in layouts._OVERRIDES
    finally:
        app.shutdown()


def test_quitting_a_played_game_from_the_pause_menu_and_the_game_over_screen_returns_to_the_editor(home):
    """Quit to menu (pause menu), the game-over screen's Main menu and its Replay keep the editor."""
    from game.core.settings import SettingsStore
    from game.ui.editor import open_editor
    from game.ui.app import App
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.pause import PauseScene

    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    try:
        editor = open_editor(app, CC1)
        app.run_frames(2)
        editor.doc.set_field(("locations", 0), "name", "Edited Highway")
        undo_depth = len(editor.doc.undo_stack)
        editor.play()
        table = app.top
        pause = app.push(PauseScene(table))
        pause.activate("quit")
        assert app.top is editor and len(editor.doc.undo_stack) == undo_depth
        assert "crimson_creek_act1" not in layouts._OVERRIDES

        editor.play()
        table = app.top
        app.push(GameOverScene("Game over", on_replay=table.replay))
        app.top.replay()  # Replay: a new game, again on the edited map, again over the editor
        again = app.top
        assert again is not table and again.home_scene is editor
        assert layouts._OVERRIDES.get("crimson_creek_act1") is not None
        app.push(GameOverScene("Game over", on_replay=again.replay))
        app.to_menu()  # Main menu on the game-over screen
        assert app.top is editor and editor.doc.can_undo
        assert "crimson_creek_act1" not in layouts._OVERRIDES
    finally:
        app.shutdown()
