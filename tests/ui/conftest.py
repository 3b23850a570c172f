"""UI tests run on SDL's dummy drivers: no window opens, no sound plays."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private DREADBOARD_HOME so settings and saves never touch the real user folders."""
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def table_app(home):
    """A 1280x720 windowed app with its settings file in `home` (for the table scenes), shut down after."""
    from game.core.settings import SettingsStore
    from game.ui.app import App

    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    a.settings.guides_shown = ["zombie", "crimson_creek"]  # the first-game guide is tested on its own
    yield a
    a.shutdown()


@pytest.fixture
def instant_app(table_app):
    """The table app with computer moves at the instant pace, animations at double speed, no rolling dice."""
    table_app.settings.animation_speed = 2.0
    table_app.settings.dice_animation = False
    table_app.settings.ai_pace = "instant"
    return table_app


def guided_app(table_app, game_id: str):
    """The table app for `game_id`'s tables: its first-game guide seen, fast animations, dice at rest."""
    table_app.settings.guides_shown = [*table_app.settings.guides_shown, game_id]
    table_app.settings.animation_speed = 4.0
    table_app.settings.dice_animation = False
    return table_app


@pytest.fixture
def wgt_app(table_app):
    return guided_app(table_app, "who_goes_there")


@pytest.fixture
def thing_app(table_app):
    return guided_app(table_app, "the_thing")


@pytest.fixture
def ts_app(table_app):
    return guided_app(table_app, "terrorscape")
