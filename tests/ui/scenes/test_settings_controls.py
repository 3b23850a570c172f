"""The settings screen by mouse: − and + stay under the pointer while the scale they change grows and shrinks
the screen, and one focus ring is on screen at a time (the row the arrow keys move, or the control the keyboard
is on), in the settings and in every menu and dialog."""
import pygame
import pytest

from game.core.settings import SettingsStore
from game.ui import fonts
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import focus_ring

from ..table_input import DT, click, key


@pytest.fixture
def rings(monkeypatch):
    """The focus rings drawn in the last frame (each draw_focus_ring call, wherever it is made)."""
    drawn = []
    real = focus_ring.draw_focus_ring

    def counted(surface, rect, *args, **kwargs):
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    import game.ui.tables.board_choices as board_choices
    import game.ui.tables.focus as table_focus

    for module in (focus_ring, board_choices, table_focus):
        monkeypatch.setattr(module, "draw_focus_ring", counted)
    return drawn


def frame_rings(app, drawn) -> int:
    drawn.clear()
    app.step(DT)
    return len(drawn)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_scale_buttons_stay_under_the_pointer(home, size):
    app = App(store=SettingsStore(home / "settings.json"), size=size, fullscreen=False, save_on_quit=False)
    try:
        scene = app.push(SettingsScene())
        app.run_frames(1)
        for button, steps in (("ui_larger", fonts.UI_SCALES[1:]), ("ui_smaller", fonts.UI_SCALES[-2::-1])):
            pos = pygame.Rect(app.top.widgets[button].rect).center  # the pointer stays here for every click
            for want in steps:
                click(app, pos)
                app.run_frames(1)
                assert app.ui_scale == want, (button, pos)
                assert app.top is scene and scene.widgets[button].rect.collidepoint(pos), \
                    (button, want, scene.widgets[button].rect, pos)
    finally:
        app.shutdown()


def test_the_settings_show_one_focus_ring_at_a_time(table_app, rings):
    app = table_app
    scene = app.push(SettingsScene())
    assert frame_rings(app, rings) == 1  # the row the arrow keys move (the volume)
    for _ in range(4):
        key(app, pygame.K_TAB)
        assert frame_rings(app, rings) == 1, scene._nav_key
    click(app, scene.widgets["ui_larger"].rect.center)
    assert frame_rings(app, rings) == 1
    key(app, pygame.K_RIGHT)  # the ring is on +: the arrows move the scale
    assert app.ui_scale == 1.5 and frame_rings(app, rings) == 1
    click(app, (3, 3))  # nothing there: the keyboard's ring goes, the row's comes back
    assert scene._nav_key is None and frame_rings(app, rings) == 1


def test_no_menu_or_dialog_shows_two_focus_rings(table_app, rings):
    from game.ui.scene import GameScene
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.picker import PickerScene
    from game.ui.scenes.saves import LoadScene

    app = table_app
    app.push(GameScene())
    for make in (PickerScene, lambda: LobbyScene("the_thing"), lambda: LoadScene(lambda a, p: None),
                 lambda: PauseScene(app.top), SettingsScene):
        scene = app.push(make())
        for _ in range(5):
            assert frame_rings(app, rings) <= 1, scene.scene_name
            key(app, pygame.K_TAB)
        app.pop()
