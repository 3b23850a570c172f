"""The settings screen's volume of each kind of sound: effects and ambience, on the page after the first at 100%,
moved by the arrow keys and by a click on the bar, saved on leaving and restored by Restore defaults."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402

import pygame  # noqa: E402

from game.ui.scenes.settings import SettingsScene  # noqa: E402

from .test_app_shell import key, press  # noqa: E402


def test_effects_and_ambience_volumes_move_save_and_restore(table_app):
    app = table_app
    scene = app.push(SettingsScene())
    app.run_frames(1)
    key(app, pygame.K_PAGEDOWN)
    assert "effects" in scene.widgets and "ambience" in scene.widgets
    assert scene.widgets["ambience_value"].text == "50%"
    scene.focus = "ambience"
    key(app, pygame.K_RIGHT)
    assert app.settings.ambience_volume == 0.55 and scene.widgets["ambience_value"].text == "55%"
    bar = scene.widgets["effects"].rect
    scene.slider_click((bar.x + bar.w // 2, bar.centery))  # the middle of the bar: about half
    assert 0.4 <= app.settings.effects_volume <= 0.6 and scene.focus == "effects"
    app.pop()  # leaving saves
    saved = json.loads(app.store.path.read_text())
    assert saved["ambience_volume"] == 0.55 and saved["effects_volume"] == app.settings.effects_volume
    scene = app.push(SettingsScene())
    app.run_frames(1)
    press(app, "defaults")
    assert (app.settings.effects_volume, app.settings.ambience_volume) == (1.0, 0.5)
