"""The static layer part (frame_head.StaticFrame) on its own: the layer is made again only when its key or the
window's size changed, or after invalidate()."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.tables.frame_head import StaticFrame  # noqa: E402
from game.ui.tables.static_layer import Part  # noqa: E402


def test_the_layer_is_made_again_only_when_its_key_or_size_changes():
    made = []
    base = pygame.Surface((40, 30))
    base.fill((10, 20, 30))

    def parts():
        made.append(1)
        return [Part("dot", pygame.Rect(0, 0, 4, 4), "k", lambda s: s.fill((255, 0, 0), pygame.Rect(0, 0, 4, 4)))]

    frame, screen = StaticFrame(), pygame.Surface((40, 30))
    frame.put(screen, ("v", 1), lambda: base, "geo", parts)
    frame.put(screen, ("v", 1), lambda: base, "geo", parts)
    assert made == [1] and screen.get_at((1, 1))[:3] == (255, 0, 0) and screen.get_at((20, 20))[:3] == (10, 20, 30)
    frame.put(screen, ("v", 2), lambda: base, "geo", parts)
    assert made == [1, 1]
    frame.invalidate()
    assert frame.renew(("v", 2), (40, 30)) and not frame.renew(("v", 2), (40, 30))
    assert frame.renew(("v", 2), (50, 30))


def test_what_is_drawn_over_the_layer_is_kept_until_its_key_or_the_layer_changes():
    drawn = []
    base = pygame.Surface((40, 30))
    base.fill((10, 20, 30))

    def over(key, colour):
        def draw(layer):
            drawn.append(key)
            layer.fill(colour, pygame.Rect(0, 20, 40, 10))
        return key, draw

    frame, screen = StaticFrame(), pygame.Surface((40, 30))
    frame.put(screen, "v1", lambda: base, "geo", lambda: [], over=over(0, (0, 200, 0)))
    frame.put(screen, "v1", lambda: base, "geo", lambda: [], over=over(0, (0, 200, 0)))
    assert drawn == [0] and screen.get_at((5, 25))[:3] == (0, 200, 0) and screen.get_at((5, 5))[:3] == (10, 20, 30)
    # the effect moved: drawn again on a clean copy of the layer (nothing of the last one stays)
    frame.put(screen, "v1", lambda: base, "geo", lambda: [], over=over(1, (0, 0, 200)))
    assert drawn == [0, 1] and screen.get_at((5, 25))[:3] == (0, 0, 200)
    # the layer changed under the same effect: drawn again over the new layer
    frame.put(screen, "v2", lambda: base, "geo", lambda: [], over=over(1, (0, 0, 200)))
    assert drawn == [0, 1, 1]
    # without an effect, the plain layer
    frame.put(screen, "v2", lambda: base, "geo", lambda: [])
    assert screen.get_at((5, 25))[:3] == (10, 20, 30)
