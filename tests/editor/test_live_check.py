"""The editor's live check shows what the game's loader says of the position on the canvas: after a drag (its
problems are held while the pointer moves), after Ctrl+Z and after Ctrl+Y alike."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game.core import paths
from game.core.settings import SettingsStore
from game.editor.validate import check_text
from game.ui.app import App
from game.ui.editor import open_editor

DT = 1 / 30


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    yield a
    a.shutdown()


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, attrs))


def press(app, k, mod):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, window=None)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0, window=None)
    app.run_frames(2, DT)


def mouse_drag(app, a, b, steps=8):
    pygame.mouse.set_pos(a)
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    app.step(DT)
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False)
    app.step(DT)
    for k in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * k // steps, a[1] + (b[1] - a[1]) * k // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0), touch=False)
        app.step(DT)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False)
    app.run_frames(2, DT)


def test_the_check_after_a_drag_undo_and_redo_is_the_check_of_that_position(app, tmp_path):
    path = tmp_path / "crimson_creek_act1.toml"
    shutil.copy(paths.MAPS / "crimson_creek_act1.toml", path)
    editor = open_editor(app, path)
    app.run_frames(2, DT)
    doc = editor.doc

    def centre(loc_id):
        ref = next(("locations", k) for k in range(doc.count("locations")) if doc.get("locations", k)["id"] == loc_id)
        x, y, w, h = doc.rect_of(ref)
        sx, sy = editor.to_screen((x + w / 2, y + h / 2))
        return round(sx), round(sy)

    def shown():
        return [str(p) for p in editor.current_problems()]

    def fresh():
        return [str(p) for p in check_text(doc.source, doc.path)[1]]

    assert shown() == fresh() == []
    mouse_drag(app, centre("cabin"), centre("barn"))  # the Cabin dropped onto the Barn
    assert doc.can_undo and len(fresh()) > 2
    assert shown() == fresh(), "the check after the drag is not the check of the position"
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert shown() == fresh() == []
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert shown() == fresh()
