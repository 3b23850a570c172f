"""A damaged icon file is drawn as a plain mark, told once on stderr naming the file, and the game goes on."""
import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import paths  # noqa: E402
from game.ui import icons  # noqa: E402

CORPUS = Path(__file__).parent / "icons"
CASES = sorted(p.name for p in CORPUS.glob("*.svg"))


@pytest.fixture
def icon_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "ICONS", tmp_path)
    icons.clear_cache()
    icons._told.clear()
    yield tmp_path
    icons.clear_cache()
    icons._told.clear()


@pytest.mark.parametrize("case", CASES)
def test_a_hostile_icon_file_draws_a_mark_of_the_size_asked(icon_dir, case, capsys):
    shutil.copy(CORPUS / case, icon_dir / "bad.svg")
    img = icons.icon("bad", 48, (200, 10, 10))
    assert img.get_size() == (48, 48)
    screen = pygame.Surface((60, 60))
    icons.draw(screen, "bad", pygame.Rect(0, 0, 60, 60), (200, 10, 10), shadow=(0, 0, 0))
    icons.icon("bad", 32)
    err = capsys.readouterr().err
    # a file SDL could not read at all is named once; one it drew (however odd) says nothing
    assert err.count("bad.svg") <= 1


def test_an_unreadable_file_is_named_once_and_stands_in_a_mark(icon_dir, capsys):
    shutil.copy(CORPUS / "random_bytes.svg", icon_dir / "noise.svg")
    img = icons.icon("noise", 40)
    icons.icon("noise", 20)
    err = capsys.readouterr().err
    assert err.count("noise.svg") == 1 and "plain mark" in err
    assert img.get_at((20, 20)).a == 255  # the mark's centre dot


def test_a_missing_icon_is_named_with_its_path(icon_dir, capsys):
    img = icons.icon("not-there", 24)
    assert img.get_size() == (24, 24)
    err = capsys.readouterr().err
    assert str(icon_dir / "not-there.svg") in err and "no such file" in err
