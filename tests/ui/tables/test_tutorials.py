"""Every game's tutorial played on its real table from first step to last, by clicking the place each step
lights, at every UI scale (tutorial_drive.py): a step whose move has no place, a place off the screen or under
the coach's card, or a click that does not make the move the script expects fails the test."""
import os
import shutil

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import content, tutorial  # noqa: E402
from game.core.paths import game_data  # noqa: E402
from game.core.registry import manifests  # noqa: E402
from game.ui.tables import tutorial_drive as drive  # noqa: E402
from game.core.tutorial import minutes  # noqa: E402
from game.ui.tables import open_tutorial  # noqa: E402

SCRIPTED = [m.id for m in manifests() if tutorial.has_tutorial(m.id)]


@pytest.fixture
def app(tmp_path, monkeypatch):
    from game.core.settings import SettingsStore
    from game.ui.app import App

    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path))
    a = App(store=SettingsStore(tmp_path / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    a.settings.ai_pace = "fast"
    yield a
    a.shutdown()


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("game", SCRIPTED)
def test_the_tutorial_plays_to_its_end_by_its_own_places(app, game, scale):
    app.settings.ui_scale = scale
    app.settings.guides_shown = [*app.settings.guides_shown, game]
    table = open_tutorial(app, game)
    assert table is not None and table.coach.active
    drive.play_through(app, table, f"{game} at {scale:.0%}")
    legal = table.session.legal()
    assert not table.coach.active and table.coach.narrow(legal) == legal  # free play: every move again


def test_a_click_away_from_the_place_says_what_is_expected(app):
    app.settings.guides_shown = [*app.settings.guides_shown, "zombie"]
    table = open_tutorial(app, "zombie")
    drive.wait_for_step(app, table, 0)
    drive.click(app, (2, app.screen.get_height() // 2))
    assert table.coach.index == 0 and table.toast_text.startswith("Not there:")


def test_leaving_the_lesson_gives_the_whole_game_back(app):
    app.settings.guides_shown = [*app.settings.guides_shown, "zombie"]
    table = open_tutorial(app, "zombie")
    drive.wait_for_step(app, table, 0)
    assert len(table.legal()) == 1
    leave = next(b for b in table.coach.buttons if b.key == "leave")
    drive.click(app, leave.rect.center)
    app.step(1 / 30)
    assert not table.coach.active and len(table.session.legal()) > 1


def test_a_refused_script_opens_nothing_and_names_the_step(app, tmp_path):
    folder = tmp_path / "zombie"
    shutil.copytree(game_data("zombie"), folder)
    text = (folder / "tutorial.toml").read_text(encoding="utf-8")
    (folder / "tutorial.toml").write_text(text.replace('kind = "pass_die", die = "survival", to = 1',
                                                       'kind = "pass_die", die = "survival", to = 7', 1))
    content.use_override("zombie", folder)
    try:
        assert open_tutorial(app, "zombie") is None
    finally:
        content.use_override("zombie", None)
    assert "step 1 of" in app.top.body and "tutorial.toml" in app.top.body


@pytest.mark.parametrize("game", SCRIPTED)
def test_how_long_a_lesson_takes(game):
    assert 2 <= minutes(tutorial.load(game)) <= 15


def test_the_picker_offers_the_lesson_the_first_time_and_opens_it(app):
    from game.ui.scenes.choice import ChoiceDialog
    from game.ui.scenes.picker import PickerScene

    picker = app.push(PickerScene())
    app.step(1 / 30)
    assert picker.widgets["learn:zombie"].text == "Learn to play"
    picker.choose(app.registry["zombie"])
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and "minutes" in dialog.body
    dialog.on_choice("learn")
    assert app.top.coach.active and app.top.game_id == "zombie"
    # once seen, Set the table goes straight to the lobby
    app.to_menu()
    picker = app.push(PickerScene())
    picker.choose(app.registry["zombie"])
    assert app.top.scene_name == "lobby"
