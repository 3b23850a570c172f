"""The UI scale (settings.ui_scale, 100%..200%) in the app shell: at 1280x720, every scene at 100%, 150%
and 200% keeps its widgets and text inside the window, whole and apart; text really grows with the setting;
the settings screen's rows change the settings, live, and they survive a restart."""
from __future__ import annotations

import pygame
import pytest

from game.core.settings import SettingsStore
from game.ui import selftest
from game.ui.app import App

from .test_app_shell import key, press, stub_registry
from .ui_fit import TextRecorder, scene_problems

SCALES = (1.0, 1.5, 2.0)


@pytest.fixture
def scale_app(home):
    a = App(store=SettingsStore(home / "settings.json"), registry=stub_registry(), size=(1280, 720),
            fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


def _at_scale(app, scale):
    app.settings.ui_scale = scale
    app.apply_ui_scale()


def dialogs():
    """The dialogs the sample scenes leave out: a column of choices, a row of them, the save's name."""
    from game.ui.scenes.choice import ChoiceDialog
    from game.ui.scenes.save_name import SaveNameScene

    column = [("recover", "Recover the unsaved map"), ("discard", "Discard it"), ("later", "Ask me later"),
              ("open", "Open the backup instead"), ("cancel", "Cancel")]
    return [("choice_column", lambda: ChoiceDialog("Unsaved changes", "The editor closed with changes not saved. "
                                                   "What should happen to them?", column, lambda k: None, column=True)),
            ("choice_row", lambda: ChoiceDialog("Start a new game?", "Your unfinished game will no longer be the one "
                                                "Continue opens.", [("yes", "Start anyway"), ("cancel", "Cancel")],
                                                lambda k: None)),
            ("save_name", lambda: SaveNameScene("Zombie Outbreak, turn 12", lambda name: None))]


@pytest.mark.parametrize("scale", SCALES)
def test_every_shell_scene_fits_1280x720(scale_app, monkeypatch, scale):
    rec = TextRecorder(monkeypatch)
    _at_scale(scale_app, scale)
    problems = {}
    for name, factory in selftest.sample_scenes(scale_app) + dialogs():
        scale_app.to_menu()
        if name != "menu":
            selftest.push_sample(scale_app, name, factory)
        found = scene_problems(scale_app, rec)
        if found:
            problems[name] = found
    assert not problems, problems


def _menu_text_height(app, scale):
    _at_scale(app, scale)
    app.to_menu()
    app.run_frames(1)
    button = app.top.widgets["new"]
    return button.font.size("New game")[1], button.rect.h


def test_the_setting_makes_text_and_controls_bigger(scale_app, monkeypatch):
    small_text, small_box = _menu_text_height(scale_app, 1.0)
    big_text, big_box = _menu_text_height(scale_app, 2.0)
    assert big_text >= 1.8 * small_text and big_box > 1.5 * small_box
    # and the text a scene draws itself
    rec = TextRecorder(monkeypatch)
    sizes = {}
    for scale in (1.0, 2.0):
        _at_scale(scale_app, scale)
        scale_app.to_menu()
        scale_app.run_frames(1)
        rec.clear()
        scale_app.top.draw(scale_app.screen)
        sizes[scale] = next(px for text, px, _ in rec.items if text == "F11 fullscreen")
    assert sizes[2.0] == 2 * sizes[1.0]


# -- the settings screen's rows ----------------------------------------------------------------------------------


def _settings(app):
    from game.ui.scenes.settings import SettingsScene

    scene = app.push(SettingsScene())
    app.run_frames(1)
    return scene


def test_ui_scale_row_steps_by_quarters_with_buttons_and_arrow_keys_and_applies_at_once(scale_app):
    from game.ui import fonts

    scene = _settings(scale_app)
    press(scale_app, "ui_larger")
    assert scale_app.settings.ui_scale == 1.25 and scale_app.ui_scale == 1.25
    assert fonts.ui_step(scale_app.text_scale) == 1.25  # the app's widgets are drawn at the new size now
    assert scale_app.top is scene and scene.widgets["ui_scale_value"].text == "125%"
    for _ in range(5):  # arrow keys move the focused row (the UI scale, after its button); 200% is the most
        key(scale_app, pygame.K_RIGHT)
    assert scale_app.settings.ui_scale == 2.0 and not scene.widgets["ui_larger"].is_enabled
    key(scale_app, pygame.K_LEFT)
    assert scale_app.settings.ui_scale == 1.75
    press(scale_app, "ui_smaller")
    assert scale_app.settings.ui_scale == 1.5 and scene.widgets["ui_scale_value"].text == "150%"


def test_palette_and_reduced_motion_rows_toggle_and_survive_a_restart(home, scale_app):
    _settings(scale_app)
    from game.ui import motion, palette

    press(scale_app, "palette")
    scale_app.run_frames(1)
    assert scale_app.settings.palette == "colour_blind" == palette.current()  # in use at once
    assert scale_app.top.widgets["palette"].text == "Colour-blind safe"
    press(scale_app, "motion")
    scale_app.run_frames(1)
    assert scale_app.settings.reduced_motion is True and scale_app.top.widgets["motion"].text == "On"
    assert motion.reduced()
    press(scale_app, "ui_larger")
    press(scale_app, "back")  # leaving the screen saves
    again = SettingsStore(home / "settings.json")
    assert (again.settings.palette, again.settings.reduced_motion, again.settings.ui_scale) == ("colour_blind", True, 1.25)
    restarted = App(store=again, registry=stub_registry(), size=(1280, 720), fullscreen=False, save_on_quit=False)
    try:
        assert restarted.ui_scale == 1.25 and fonts_step(restarted) == 1.25
    finally:
        restarted.shutdown()
    press(scale_app, "settings")
    press(scale_app, "defaults")
    scale_app.run_frames(1)
    st = scale_app.settings
    assert (st.palette, st.reduced_motion, st.ui_scale) == ("default", False, 1.0) and palette.current() == "default"


def fonts_step(app):
    from game.ui import fonts

    return fonts.ui_step(app.text_scale)


def test_every_settings_page_fits_at_200_percent(scale_app, monkeypatch):
    rec = TextRecorder(monkeypatch)
    _at_scale(scale_app, 2.0)
    scene = _settings(scale_app)
    assert scene.pages > 1  # the rows do not fit one page at 200%: they are paged, not squeezed
    seen = set()
    for page in range(scene.pages):
        assert scene.page == page
        assert not scene_problems(scale_app, rec), page
        seen |= {k for k in scene.widgets if k in ("ui_larger", "palette", "motion", "window", "fullscreen", "speed",
                                                   "dice", "pace", "volume", "mute", "confirm", "effects",
                                                   "ambience")}
        key(scale_app, pygame.K_PAGEDOWN)
    assert len(seen) == 13  # every row is on some page
    _at_scale(scale_app, 1.0)
    # at 100% the first page holds the eleven rows it always held; the volume of each kind of sound is on the next
    first = [k for k, _, _ in scene.ROWS[:scene.row_layout()[3]]]
    assert scene.pages == 2 and first[-1] == "confirm" and len(first) == 11


def test_every_real_lobby_fits_at_200_percent_on_both_tabs_with_the_most_seats(home, monkeypatch):
    """The games' own lobbies (Terrorscape's eight options with long choices, eight Zombie camps) at 200%: one
    column under two tabs, seats and options paged, everything whole and apart."""
    from game.games import REGISTRY
    from game.ui.scenes.lobby import LobbyScene

    rec = TextRecorder(monkeypatch)
    app = App(store=SettingsStore(home / "settings.json"), registry=dict(REGISTRY), size=(1280, 720),
              fullscreen=False, save_on_quit=False)
    try:
        _at_scale(app, 2.0)
        for gid in ("terrorscape", "zombie"):  # the most options, the longest choices; the most seats
            lobby = app.push(LobbyScene(gid))
            lobby.count = lobby.bounds()[1]
            for tab in ("seats", "setup"):
                lobby.tab = tab
                lobby.refresh()
                assert not scene_problems(app, rec), (gid, tab)
                assert lobby.tab == tab  # one column at 200%: the tabs
            app.pop()
    finally:
        app.shutdown()


def test_a_long_column_of_choices_pages_at_200_percent_instead_of_squeezing(scale_app, monkeypatch):
    from game.ui.scenes.choice import NEXT_PAGE, ChoiceDialog

    rec = TextRecorder(monkeypatch)
    _at_scale(scale_app, 2.0)
    choices = [(f"map{i}", f"terrorscape_polar_station_{i}.toml") for i in range(12)] + [("cancel", "Cancel")]
    picked = []
    dialog = scale_app.push(ChoiceDialog("Open a map", "", choices, picked.append, column=True))
    seen = set()
    for _ in range(4):
        scale_app.run_frames(1)
        assert not scene_problems(scale_app, rec)
        assert "choice_" + NEXT_PAGE in dialog.widgets  # 13 choices do not fit one column at 200%
        seen |= {k[len("choice_"):] for k in dialog.widgets if k.startswith("choice_")} - {NEXT_PAGE}
        press(scale_app, "choice_" + NEXT_PAGE)
    assert seen == {k for k, _ in choices}  # every choice is on a page
    press(scale_app, "choice_map0" if "choice_map0" in dialog.widgets else next(
        k for k in dialog.widgets if k.startswith("choice_map")))
    assert picked and picked[0].startswith("map")
    _at_scale(scale_app, 1.0)
    dialog = scale_app.push(ChoiceDialog("Open a map", "", choices, picked.append, column=True))
    scale_app.run_frames(1)
    assert "choice_" + NEXT_PAGE not in dialog.widgets  # at 100% they all fit, as before
