"""Editor tests: SDL's dummy drivers (no window), DREADBOARD_HOME in tmp_path, no map override left behind."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    from game.core import layouts
    from game.editor import _LAST, play

    for key in list(layouts._OVERRIDES):
        play.use(key, None)
    _LAST["doc"] = None
