"""The drags part (path_drags.PathDrags) on its own: two-step anchor paths become drags to their targets, a
target no path reaches is refused with the table's reason, and the hand keeps its slots under the pointer."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.tables.anchors import Anchor  # noqa: E402
from game.ui.tables.path_drags import PathDrags  # noqa: E402
from game.ui.widgets.dragdrop import DragDrop  # noqa: E402

ANCHORS = {("mini", "x"): Anchor(("mini", "x"), pygame.Rect(0, 0, 20, 20)),
           ("loc", "a"): Anchor(("loc", "a"), pygame.Rect(100, 0, 40, 40)),
           ("loc", "b"): Anchor(("loc", "b"), pygame.Rect(200, 0, 40, 40))}
LEGAL = ["go a"]


def paths(action):
    return [(("mini", "x"), ("loc", "a"))]


def test_the_first_anchor_is_dragged_and_every_place_of_the_path_kind_is_a_target():
    dd = DragDrop(lambda payload: {})
    part = PathDrags(dd)
    part.register_paths(LEGAL, paths, ANCHORS)
    assert set(dd.items) == {("mini", "x")} and set(dd.targets) == {("loc", "a"), ("loc", "b")}
    refusals = part.path_targets(("mini", "x"), LEGAL, paths, lambda first, t: f"not {t[1]}")
    assert refusals == {("loc", "a"): None, ("loc", "b"): "not b"}


def test_nothing_is_dragged_without_a_two_step_path():
    dd = DragDrop(lambda payload: {})
    dd.add_item("old", pygame.Rect(0, 0, 5, 5))
    PathDrags(dd).register_paths(LEGAL, lambda a: [(("loc", "a"),)], ANCHORS)
    assert dd.items == {} and dd.targets == {}


def test_a_drop_follows_the_targets_the_part_gave():
    part_targets = {}
    dd = DragDrop(lambda payload: part_targets)
    part = PathDrags(dd)
    part.register_paths(LEGAL, paths, ANCHORS)
    part_targets.update(part.path_targets(("mini", "x"), LEGAL, paths, lambda f, t: "no"))
    assert dd.press((5, 5))
    dd.move((120, 20))
    res = dd.release((120, 20))
    assert res.kind == "drop" and res.target_payload == ("loc", "a")


def test_the_hand_keeps_its_slots_while_the_pointer_is_over_it_and_a_card_left():
    part = PathDrags(DragDrop(lambda p: {}))
    area = pygame.Rect(0, 0, 300, 100)
    first = [pygame.Rect(i * 60, 0, 50, 80) for i in range(3)]
    assert part.hand_slots([1, 2, 3], first, area, (10, 10)) == first
    closed = [pygame.Rect(i * 60, 0, 50, 80) for i in range(2)]
    assert part.hand_slots([2, 3], closed, area, (10, 10)) == first[1:]  # card 1 played: the others stay put
    assert part.pointer_left_hand(area, (500, 500)) and not part.pointer_left_hand(area, (500, 500))
    assert part.hand_slots([2, 3], closed, area, None) == closed
