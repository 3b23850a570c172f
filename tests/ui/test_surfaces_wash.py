"""surfaces.wash: one flat colour blended over a rect at its alpha, as a per-pixel-alpha layer would be."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.surfaces import wash  # noqa: E402


def test_a_wash_blends_its_colour_over_its_rect_only():
    screen = pygame.Surface((20, 20))
    screen.fill((200, 100, 0))
    wash(screen, pygame.Rect(5, 5, 10, 10), (0, 0, 200, 128))
    inside, outside = screen.get_at((8, 8))[:3], screen.get_at((2, 2))[:3]
    layer = pygame.Surface((10, 10), pygame.SRCALPHA)
    layer.fill((0, 0, 200, 128))
    ref = pygame.Surface((20, 20))
    ref.fill((200, 100, 0))
    ref.blit(layer, (5, 5))
    assert outside == (200, 100, 0)
    assert all(abs(a - b) <= 1 for a, b in zip(inside, ref.get_at((8, 8))[:3]))
    assert inside != (200, 100, 0)


def test_no_alpha_draws_nothing_and_a_bad_rect_still_draws_a_pixel():
    screen = pygame.Surface((20, 20))
    screen.fill((1, 2, 3))
    wash(screen, pygame.Rect(0, 0, 10, 10), (255, 255, 255, 0))
    assert screen.get_at((3, 3))[:3] == (1, 2, 3)
    wash(screen, pygame.Rect(4, 4, -5, 0), (255, 255, 255, 255))
    assert screen.get_at((4, 4))[:3] == (255, 255, 255)
