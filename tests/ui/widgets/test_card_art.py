"""A card face's illustration window: drawn when the face has room after its title and its whole rules text,
left out when it has not (the text is never cut for the picture)."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import paths  # noqa: E402
from game.ui import icons  # noqa: E402
from game.ui.widgets import card  # noqa: E402

SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="#ffffff" d="M0 0h512v512H0z"/></svg>'


@pytest.fixture
def one_icon(tmp_path, monkeypatch):
    (tmp_path / "block.svg").write_text(SQUARE)
    monkeypatch.setattr(paths, "ICONS", tmp_path)
    icons.clear_cache()
    card._face.cache_clear()
    yield
    icons.clear_cache()
    card._face.cache_clear()


def _face(w, h, text, icon):
    return card._face("Blood Test", "reaction", text, "all", w, h, 1.0, icon)


def test_a_large_face_shows_its_picture_and_its_whole_text(one_icon):
    text = "Look at one player's cards. If one is an infection card, show it to everyone."
    with_art, without = _face(250, 350, text, "block"), _face(250, 350, text, "")
    band = card.TYPE_COLOURS["reaction"][1]

    def band_top(face):
        return next(y for y in range(face.get_height()) if face.get_at((20, y))[:3] == band)

    # the type band moves down under the picture, whose middle is the icon in paper white
    assert band_top(with_art) - band_top(without) >= card.ART_MIN_H
    assert with_art.get_at((125, (band_top(without) + band_top(with_art)) // 2))[:3] == card.PAPER


def test_a_small_face_with_a_long_text_goes_without_its_picture():
    inner = pygame.Rect(0, 0, 80, 116)
    long_text = "Every player passes one card to the left, then draws one, then the Thing may pass an infection card."
    assert card._art_height("block", long_text, inner, 30, 14, 4, 12) == 0


def test_without_an_icon_there_is_no_window():
    assert card._art_height("", "", pygame.Rect(0, 0, 240, 340), 60, 22, 12, 25) == 0


def test_a_face_without_text_gives_the_picture_the_room(one_icon):
    h = card._art_height("block", "", pygame.Rect(0, 0, 240, 340), 60, 22, 12, 25)
    assert h == int(340 * 0.45)
