"""Drag and drop: legal drops return the pair, illegal ones slide back with a reason, clicks stay clicks."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.widgets.dragdrop import EMPTY_SPACE, DragDrop  # noqa: E402
from game.ui.widgets.tween import Animator, Tween  # noqa: E402

CARD = pygame.Rect(100, 400, 60, 84)
CAMP_A = pygame.Rect(0, 0, 200, 150)
CAMP_B = pygame.Rect(300, 0, 200, 150)


def make():
    asked = []

    def legal_targets(payload):
        asked.append(payload)
        return {"camp_a": None, "camp_b": "Your camp already has a hideout."}

    dd = DragDrop(legal_targets)
    dd.add_item("card", CARD, {"card": "shotgun"})
    dd.add_target("camp_a", CAMP_A, {"camp": 0})
    dd.add_target("camp_b", CAMP_B, {"camp": 1})
    return dd, asked


def drag(dd, start, end, steps=5):
    assert dd.press(start)
    for i in range(1, steps + 1):
        dd.move((start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps))
    return dd.release(end)


def test_drop_on_a_legal_target_returns_the_pair():
    dd, asked = make()
    result = drag(dd, CARD.center, CAMP_A.center)
    assert result.kind == "drop"
    assert result.pair == ({"card": "shotgun"}, {"camp": 0})
    assert result.target_id == "camp_a"
    assert asked == [{"card": "shotgun"}]


def test_legal_targets_are_highlighted_while_dragging():
    dd, _ = make()
    dd.press(CARD.center)
    dd.move((CARD.centerx + 40, CARD.centery - 200))
    assert dd.is_legal("camp_a") and not dd.is_legal("camp_b")
    assert dd.item_rect("card").center == (CARD.centerx + 40, CARD.centery - 200)
    surface = pygame.Surface((600, 600))
    dd.draw_highlights(surface)


def test_illegal_target_gives_the_reason_and_slides_back():
    dd, _ = make()
    result = drag(dd, CARD.center, CAMP_B.center)
    assert result.kind == "refused"
    assert result.reason == "Your camp already has a hideout."
    assert dd.item_rect("card") != CARD  # still where it was dropped, about to slide
    assert dd.active
    for _ in range(60):
        dd.update(1 / 60)
    assert dd.item_rect("card") == CARD
    assert not dd.active


def test_drop_on_empty_space_slides_back_with_a_reason():
    dd, _ = make()
    result = drag(dd, CARD.center, (580, 580))
    assert result.kind == "refused" and result.reason == EMPTY_SPACE and result.target_id is None
    dd.animator.skip_all()
    assert dd.item_rect("card") == CARD


def test_target_missing_from_legal_targets_is_refused():
    dd, _ = make()
    dd.add_target("log", pygame.Rect(0, 300, 80, 80), "log")
    result = drag(dd, CARD.center, (40, 340))
    assert result.kind == "refused" and result.reason


def test_click_without_movement_is_a_click():
    dd, asked = make()
    assert dd.press(CARD.center)
    dd.move((CARD.centerx + 2, CARD.centery + 1))  # a wobble under the threshold
    result = dd.release((CARD.centerx + 2, CARD.centery + 1))
    assert result.kind == "click" and result.item_id == "card" and result.payload == {"card": "shotgun"}
    assert asked == []  # no drag, no legality question
    assert dd.item_rect("card") == CARD


def test_press_on_nothing_and_release_without_press():
    dd, _ = make()
    assert not dd.press((590, 590))
    assert dd.release((590, 590)) is None


def test_pygame_events_drive_it_too():
    dd, _ = make()
    dd.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=CARD.center))
    dd.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(130, 200), rel=(0, 0), buttons=(1, 0, 0)))
    result = dd.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=CAMP_A.center))
    assert result.kind == "drop" and result.target_id == "camp_a"


def test_cancel_slides_home():
    dd, _ = make()
    dd.press(CARD.center)
    dd.move((300, 300))
    dd.cancel()
    dd.animator.skip_all()
    assert dd.item_rect("card") == CARD and not dd.active


def test_tween_and_animator():
    seen = []
    anim = Animator()
    anim.tween(0.0, 10.0, 0.5, on_update=seen.append, key="x")
    anim.add(Tween((0, 0), (4, 8), 1.0, "linear"), key="y")
    anim.update(0.25)
    assert anim.busy and 0 < seen[-1] < 10
    assert anim.get("y").value == (1.0, 2.0)
    anim.skip_all()
    assert not anim.busy and seen[-1] == 10.0
    off = Animator(enabled=False)
    done = []
    off.tween(0, 1, 1.0, on_done=lambda: done.append(True))
    assert done == [True] and not off.busy


# -- the layout view: drop targets and hit tests come from it ----------------------------------


def test_layout_view_maps_positions_both_ways_and_hit_tests():
    from game.core import paths
    from game.core.layouts import load_layout
    from game.ui.widgets.layout_view import LayoutView

    table = load_layout(paths.MAPS / "zombie_table.toml")
    view = LayoutView(table, (0, 0, 1280, 1024))  # 5:4 window: letterboxed top and bottom
    assert view.scale == 1280 / 1920 and view.offset == (0, (1024 - 1080 * 1280 / 1920) / 2)
    for point in [(0, 0), (960, 540), (1919, 1079)]:
        back = view.to_layout(view.to_screen(point))
        assert back == (point[0], point[1]) or all(abs(a - b) < 1e-9 for a, b in zip(back, point))
    draw_pile = view.area_rect("draw_pile")
    assert view.area_at(draw_pile.center) == "draw_pile"
    camp = table.areas["camp_b"]
    hideout = view.area_rect("camp_b", "hideout")
    assert view.area_at(hideout.center) == "camp_b" and view.part_at(hideout.center, "camp_b") == "hideout"
    assert view.area_at((640, 2)) is None  # the letterbox band
    assert set(view.visible_areas(4)) >= {"camp_b", "camp_l2", "camp_tc", "camp_r2", "hand"}
    assert "camp_t1" not in view.visible_areas(4)
    surface = pygame.Surface((1280, 1024))
    view.draw(surface, view.visible_areas(4), highlight={"camp_b": (255, 0, 0)})
    assert camp.parts


def test_layout_view_finds_polygon_locations():
    from game.core.layouts import parse_layout
    from game.ui.widgets.layout_view import LayoutView

    text = """
id = "t"
kind = "location_map"
size = [400, 200]
[[locations]]
id = "room"
name = "Room"
rect = [0, 0, 100, 100]
[[locations]]
id = "tri"
name = "Triangle"
polygon = [[200, 0], [400, 0], [300, 200]]
tags = { hiding = true, peek = true }
[[edges]]
a = "room"
b = "tri"
kind = "secret"
"""
    layout, errors = parse_layout(text)
    assert not errors
    view = LayoutView(layout, (0, 0, 800, 400))
    assert view.location_at(view.to_screen((300, 50))) == "tri"
    assert view.location_at(view.to_screen((210, 150))) is None  # inside the bounds, outside the triangle
    assert view.location_at(view.to_screen((50, 50))) == "room"
    view.draw(pygame.Surface((800, 400)))
