"""The static layer (game/ui/tables/static_layer.py) redraws only the parts that changed, and the picture it
keeps is the one a whole rebuild draws: on its own with overlapping parts, and on the Terrorscape table
through a whole game with computer seats on both sides of the screen."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.tables.static_layer import Part, Same, StaticLayer, merge_rects  # noqa: E402
from game.ui.tables.terrorscape.opening import open_terrorscape  # noqa: E402

from ..table_input import DT, static_layer_checks  # noqa: E402


def base_picture(size=(200, 120)) -> pygame.Surface:
    surf = pygame.Surface(size)
    for x in range(0, size[0], 10):  # stripes: a restore from the wrong place would show
        pygame.draw.line(surf, (x % 250, 40, 200 - x % 200), (x, 0), (x, size[1]), 4)
    return surf


def box(name, rect, colour, alpha=160):
    """A translucent filled rect: drawing it twice on the same pixels would darken them (not the same picture)."""
    rect = pygame.Rect(rect)

    def draw(surf):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((*colour, alpha))
        surf.blit(layer, rect)
    return Part(name, rect, (colour, alpha), draw)


def fresh(base, parts) -> bytes:
    surf = base.copy()
    for p in parts:
        p.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


def test_only_changed_parts_are_drawn_and_the_picture_equals_a_whole_rebuild():
    base = base_picture()
    layer = StaticLayer()
    a, b, c = box("a", (10, 10, 60, 40), (200, 0, 0)), box("b", (50, 30, 60, 40), (0, 200, 0)), \
        box("c", (150, 80, 30, 30), (0, 0, 200))
    layer.update(base, "scope", [a, b, c])
    assert layer.full_builds == 1 and layer.redrawn == ["a", "b", "c"]
    layer.update(base, "scope", [a, b, c])
    assert layer.redrawn == []  # nothing changed: nothing drawn
    b2 = box("b", (50, 30, 60, 40), (0, 90, 90))
    out = layer.update(base, "scope", [a, b2, c])
    assert layer.redrawn == ["a", "b"]  # b changed; a overlaps it and is drawn again under it, c is apart
    assert pygame.image.tobytes(out, "RGB") == fresh(base, [a, b2, c])
    b3 = box("b", (120, 5, 40, 40), (0, 90, 90))  # b moves: its old place shows the base (and a) again
    out = layer.update(base, "scope", [a, b3, c])
    assert pygame.image.tobytes(out, "RGB") == fresh(base, [a, b3, c])
    out = layer.update(base, "scope", [a, c])  # b is gone
    assert pygame.image.tobytes(out, "RGB") == fresh(base, [a, c])
    assert layer.full_builds == 1
    layer.update(base, "another scope", [a, c])
    assert layer.full_builds == 2  # a new scope (the table's geometry) draws everything


def test_merge_rects_joins_chains_of_overlaps():
    out = merge_rects([pygame.Rect(0, 0, 10, 10), pygame.Rect(30, 0, 10, 10), pygame.Rect(8, 0, 25, 5)])
    assert out == [pygame.Rect(0, 0, 40, 10)]
    assert len(merge_rects([pygame.Rect(0, 0, 5, 5), pygame.Rect(10, 10, 5, 5)])) == 2


def test_same_is_equal_only_to_the_very_object():
    lines = ["a"]
    assert Same(lines) == Same(lines) and Same(lines) != Same(["a"])


KILLER_SIDE = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}, {"kind": "ai", "name": "Al"}]
SURVIVORS_SIDE = [{"kind": "ai", "name": "Kay"}, {"kind": "human", "name": "Sam"}]


@pytest.mark.parametrize("seats, options", [
    (KILLER_SIDE, {}),
    (SURVIVORS_SIDE, {}),
    (KILLER_SIDE, {"killer": "eyebot", "map": "terrorscape_lighthouse"}),
    (SURVIVORS_SIDE, {"killer": "parasitoid", "traits": "normal"}),
], ids=["killer-side", "survivors-side", "eyebot-lighthouse", "parasitoid-traits"])
def test_terrorscape_static_layer_after_each_move_equals_a_whole_rebuild(table_app, seats, options):
    """The Survivors' panels, the team's tracks, the Device, the Killer's board, the offered cards and the log,
    move after move: the layer the table blits is, pixel for pixel, a fresh drawing of the same view; and a
    move that leaves most panels as they were draws only some of them again."""
    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    app.settings.ai_pace = "instant"
    app.settings.dice_animation = False
    table = open_terrorscape(app, seats, options, 5, autosave=False)
    # the last choice: moves and searches more than passes
    checked, partial, builds = static_layer_checks(app, table, lambda legal: legal[-1], 60)
    assert checked >= 15, checked
    assert partial >= checked // 2  # most moves leave some panel as it was
    assert builds <= 3  # the side may change at a hand-off; not every move


def test_a_table_opening_freezes_the_heap_and_frees_the_last_table(table_app):
    """heap.settle: what is alive when a table opens is frozen (the collector's full passes during play skip
    it), and a table left before is collected then, not kept frozen for ever."""
    import gc
    import weakref

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    first = open_terrorscape(app, SURVIVORS_SIDE, {}, 1, autosave=False)
    app.run_frames(2, DT)
    assert gc.get_freeze_count() > 0
    gone = weakref.ref(first)
    app.to_menu()
    del first
    open_terrorscape(app, SURVIVORS_SIDE, {}, 2, autosave=False)
    assert gone() is None
