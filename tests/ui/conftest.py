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
