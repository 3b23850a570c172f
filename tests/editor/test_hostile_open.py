"""The map editor opens any file with a message and stays responsive (NaN / infinite rects and
sizes, `size = [1, 2, 3]`, a NaN polygon point, 10,000 locations, enormous sizes, not UTF-8)."""
from __future__ import annotations

import sys

import pygame
import pytest

from game.core import paths
from game.core.settings import SettingsStore
from game.ui.app import App
from game.ui.editor.scene import EditorScene

HEAD = 'id = "hostile"\nkind = "location_map"\n'
ROOM = '[[locations]]\nid = "{id}"\nname = "{name}"\n{geo}\n'


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    yield a
    a.shutdown()


def opened(app, path) -> EditorScene:
    scene = EditorScene(path=path)
    app.push(scene)
    app.run_frames(2)
    return scene


def biggest_rect_drawn(app, scene, zoom: float, monkeypatch) -> int:
    """The largest area (pixels) pygame.draw.rect is asked to fill in one frame at this zoom: what made a frame
    take 10+ s was rects millions of pixels wide rasterised off-screen (no clock is read: the machine may be busy)."""
    canvas = scene.rects()["canvas"]
    scene.zoom_at(canvas.center, zoom)
    areas = [0]
    real = pygame.draw.rect

    def rect(surface, colour, r, *args, **kwargs):
        r = pygame.Rect(r)
        areas.append(r.w * r.h)
        return real(surface, colour, r, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    try:
        app.run_frames(1)
    finally:
        monkeypatch.setattr(pygame.draw, "rect", real)
    return max(areas)


@pytest.mark.parametrize("name, text, key", [
    ("nan_rect", HEAD + "size = [1000, 600]\n" + ROOM.format(id="a", name="A", geo="rect = [nan, 1, 20, 30]"),
     "locations[0].rect"),
    ("inf_size", HEAD + "size = [inf, 600]\n" + ROOM.format(id="a", name="A", geo="rect = [1, 1, 20, 30]"), "size"),
    ("size_3", HEAD + "size = [1, 2, 3]\n" + ROOM.format(id="a", name="A", geo="rect = [10, 10, 2000, 3000]"),
     "size"),
    ("nan_polygon", HEAD + "size = [1000, 600]\n" + ROOM.format(id="a", name="A",
                                                                geo="polygon = [[0, 0], [nan, 5], [10, 10]]"),
     "locations[0].polygon[1]"),
    ("enormous", HEAD + "size = [1e308, 1e308]\n" + ROOM.format(id="a", name="A", geo="rect = [0, 0, 1e308, 5]"),
     "size"),
    ("tiny_board_huge_panel", HEAD + 'size = [1, 1]\n[[areas]]\nid = "p"\nkind = "panel"\nlabel = "Huge"\n'
                                     "rect = [0, 0, 90000, 90000]\n", "areas[0].rect"),
])
def test_a_broken_map_opens_lists_its_problem_and_draws_fast(app, tmp_path, monkeypatch, name, text, key):
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    scene = opened(app, path)
    assert scene.doc is not None and app.top is scene
    problem = next(p for p in scene.problems if p.key == key)
    assert problem.line and str(path) in str(problem)
    worst = max(biggest_rect_drawn(app, scene, z, monkeypatch) for z in (6.0, 6.0, 0.05))
    w, h = app.screen.get_size()
    assert worst <= (w + 80) * (h + 80), f"a rect of {worst:,} pixels drawn"  # the window and on_screen's margin
    assert path.read_text(encoding="utf-8") == text


def test_ten_thousand_locations_are_refused_with_a_message(app, tmp_path):
    sys.path.insert(0, str(paths.ROOT / "tools"))
    try:
        from make_problem_map import problem_map
    finally:
        sys.path.pop(0)
    path = tmp_path / "many.toml"
    path.write_text(problem_map(10_000), encoding="utf-8")
    scene = opened(app, path)  # refused before tomlkit reads it (that took minutes)
    assert scene.doc is None
    message = app.top  # shown on the first frame, the file picker after OK
    assert message.title == "Cannot open the map" and "many.toml" in message.body and "12,000 items" in message.body


def test_a_file_that_is_not_utf8_is_refused_with_a_message(app, tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes('id = "h\u00e4"\n'.encode("latin-1"))
    opened(app, path)
    assert "latin1.toml" in app.top.body and "not a text file in UTF-8" in app.top.body


def test_invisible_characters_in_a_map_do_not_break_the_fields(app, tmp_path):
    path = tmp_path / "nul.toml"
    path.write_text(HEAD + "size = [1000, 600]\n" + ROOM.format(id="a", name="A\\u0000\\u200b",
                                                                 geo="rect = [10, 10, 100, 100]"), encoding="utf-8")
    scene = opened(app, path)
    scene.selection = [("locations", 0)]
    app.run_frames(2)
    assert scene._prop_widgets["prop_name"].get_text() == "A"  # game.core.user_text.visible drops them


@pytest.mark.parametrize("kept", ["a = [1,\n", 'id = "x"\nid = "y"\n', "x = " + "[" * 3000 + "]" * 3000 + "\n"])
def test_a_broken_recovery_file_is_refused_with_a_message(app, tmp_path, kept):
    """The kept session is written by the editor, but a disk or a hand can break it: Recover says so, names the
    file, and the editor carries on (it stopped the program before)."""
    from game.editor import recovery
    from game.ui.scenes.choice import ChoiceDialog

    source = tmp_path / "mine.toml"
    source.write_text((paths.MAPS / "templates" / "location_map.toml").read_text(encoding="utf-8"), encoding="utf-8")
    recovery.write("mine", kept, source)
    scene = EditorScene()
    app.push(scene)
    app.run_frames(2)
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "Recover unsaved edits?"
    app.top.choose("recover")
    app.run_frames(1)
    assert app.top.title == "Cannot recover the edits" and "mine.toml" in app.top.body
    assert (recovery.recovery_dir() / "mine.toml").read_text(encoding="utf-8") == kept  # kept for another try
    assert scene.doc is None and app.running
