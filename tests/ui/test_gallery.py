"""The selftest's gallery: a page per game from the shots its manifest names, and a fault for a missing one."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.registry import manifests  # noqa: E402
from game.ui import gallery  # noqa: E402


def _shots(folder, names, colour=(90, 20, 20)):
    for name in names:
        s = pygame.Surface((320, 180))
        s.fill(colour)
        pygame.image.save(s, str(folder / name))


def test_every_game_names_four_gallery_shots():
    for m in manifests():
        assert len(m.gallery) == 4 and all(n.endswith(".png") for n in m.gallery), m.id


def test_a_page_per_game_and_an_index(tmp_path):
    games = [m for m in manifests() if m.gallery]
    for m in games:
        _shots(tmp_path, m.gallery)
    assert gallery.write(tmp_path) == []
    for m in games:
        page = pygame.image.load(str(tmp_path / "gallery" / f"{m.id}.png"))
        assert page.get_width() > 320 and page.get_at((30, 120))[:3] == (90, 20, 20)
    index = (tmp_path / "gallery" / "index.html").read_text()
    assert all(f"{m.id}.png" in index for m in games)


def test_a_missing_shot_is_a_fault_naming_the_game_and_the_file(tmp_path):
    m = next(m for m in manifests() if m.gallery)
    _shots(tmp_path, m.gallery[:3])
    faults = gallery.write(tmp_path, {m.id: m.info})
    assert len(faults) == 1 and m.info.name in faults[0] and m.gallery[3] in faults[0]


def test_a_stand_in_game_of_a_test_gets_no_page(tmp_path):
    m = next(m for m in manifests() if m.gallery)
    stand_in = type(m.info)(m.id, "A stand-in", 2, 4)
    assert gallery.write(tmp_path, {m.id: stand_in}) == []
    assert not (tmp_path / "gallery" / f"{m.id}.png").exists()
