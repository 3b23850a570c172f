"""Klein's attack frame (crimson_creek/attack_frame.py) draws the pixels the whole-map layer it replaced drew,
frame after frame as the pulse moves, at every size."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.tables.crimson_creek.attack_frame import AttackFrame, border_strips  # noqa: E402


def whole_map_layer(surface, map_rect, a, u) -> None:
    """The frame as it was drawn before: a see-through layer the size of the whole map, blended whole."""
    r = map_rect.inflate(u(40), u(40))
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(layer, (200, 10, 20, int((60 + 90 * a) / (i + 1))),
                         layer.get_rect().inflate(-i * u(10), -i * u(10)), max(2, u(6)), border_radius=u(24))
    surface.blit(layer, r)


def backdrop(size) -> pygame.Surface:
    surf = pygame.Surface(size)
    for x in range(0, size[0], 7):  # a pattern, so a wrong blend anywhere shows
        pygame.draw.line(surf, ((x * 5) % 256, (x * 3) % 256, 90), (x, 0), (size[0] - x, size[1]), 3)
    return surf


@pytest.mark.parametrize("scale, size, map_rect", [(1.0, (1920, 1080), (240, 120, 1300, 860)),
                                                   (0.6, (1280, 720), (150, 70, 900, 580)),
                                                   (1.7, (2560, 1440), (300, 160, 1800, 1150)),
                                                   (1.0, (300, 200), (60, 50, 40, 30))])
def test_attack_frame_draws_what_the_whole_map_layer_drew(scale, size, map_rect):
    def u(x):
        return max(1, round(x * scale))
    frame, rect = AttackFrame(), pygame.Rect(map_rect)
    for pulse in (0.0, 1.0, 0.37, 0.93, 0.5):  # the same layer over again, the pulse moving both ways
        want, got = backdrop(size), backdrop(size)
        whole_map_layer(want, rect, pulse, u)
        frame.draw(got, rect, pulse, u)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (scale, pulse)


def test_border_strips_cover_the_border_once():
    rect = pygame.Rect(0, 0, 100, 60)
    strips = border_strips(rect, 10)
    assert sum(s.w * s.h for s in strips) == 100 * 60 - 80 * 40
    assert not any(a.colliderect(b) for i, a in enumerate(strips) for b in strips[i + 1:])
    assert border_strips(rect, 40) == [rect]
