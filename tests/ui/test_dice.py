"""The dice tray only shows results the engine already chose; physics never changes them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings, strategies as st  # noqa: E402

from game.ui import dice as dice_mod  # noqa: E402
from game.ui.dice import MAX_DURATION, DiceTray  # noqa: E402

FACES = {
    "base": [1, 1, 2, 2, 3, "blank"],
    "survival": [1, 1, 2, 2, 3, "survival"],
    "infection": [1, 2, 3, 3, "infection", "infection"],
}
FRAME = 1 / 60


def run(tray: DiceTray, limit: float = 5.0) -> float:
    """Update at 60 fps until done; return the simulated time it took."""
    t = 0.0
    while not tray.done and t < limit:
        tray.update(FRAME)
        t += FRAME
    return t


def engine_roll(seed: int, n: int) -> list:
    from game.core.rng import Rng

    rng = Rng(seed)
    kinds = list(FACES)
    return [(k, FACES[k][rng.randbelow(6)]) for k in (kinds[rng.randbelow(3)] for _ in range(n))]


@pytest.mark.parametrize("seed", range(60))
def test_throw_ends_showing_the_engine_faces(seed):
    wanted = engine_roll(seed, 1 + seed % 4)
    tray = DiceTray(seed=seed)
    tray.throw(wanted, FACES)
    assert not tray.done
    run(tray)
    assert tray.done
    assert tray.results() == [face for _, face in wanted]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(1, 5), frame=st.sampled_from([1 / 30, 1 / 60, 1 / 144, 0.05]))
def test_throw_finishes_within_max_duration(seed, n, frame):
    tray = DiceTray(seed=seed)
    tray.throw(engine_roll(seed, n), FACES)
    t = 0.0
    while not tray.done:
        tray.update(frame)
        t += frame
        assert t <= MAX_DURATION + frame + 1e-9, "throw ran past its time limit"
    assert tray.elapsed <= MAX_DURATION + 1e-9


def test_the_face_tumbles_while_moving_then_settles():
    wanted = [("base", "blank"), ("infection", "infection")]
    shown = set()
    tray = DiceTray(seed=3)
    tray.throw(wanted, FACES)
    while not tray.done:
        tray.update(FRAME)
        shown.add(tuple(str(f) for f in tray.results()))
    assert len(shown) > 3  # it visibly tumbled through other faces
    assert tray.results() == ["blank", "infection"]


@pytest.mark.parametrize("after", [0.0, 0.1, 0.4, 0.9])
def test_skip_shows_the_same_faces(after):
    wanted = [("base", 3), ("survival", "survival"), ("infection", 1)]
    tray = DiceTray(seed=11)
    tray.throw(wanted, FACES)
    tray.update(after)
    tray.skip()
    assert tray.done
    assert tray.results() == [3, "survival", 1]
    for _, _, x, y, _ in tray.dice_poses():
        assert 0 <= x <= tray.size[0] and 0 <= y <= tray.size[1]


def test_disabled_animation_shows_results_at_once():
    tray = DiceTray(animations_enabled=False)
    tray.throw([("base", 2), ("infection", "infection")], FACES)
    assert tray.done
    assert tray.results() == [2, "infection"]
    tray.update(1.0)  # nothing moves any more
    assert tray.results() == [2, "infection"]


def test_physics_never_changes_the_result():
    """Same engine faces, many different visual throws (seeds, frame rates, die sizes): same results."""
    wanted = [("base", 1), ("base", "blank"), ("survival", 2), ("infection", "infection")]
    for seed in range(25):
        tray = DiceTray(size=(300 + seed * 10, 180), die_size=40 + seed, seed=seed * 7919)
        tray.throw(wanted, FACES)
        frame = [1 / 30, 1 / 60, 1 / 240][seed % 3]
        while not tray.done:
            tray.update(frame)
        assert tray.results() == [1, "blank", 2, "infection"]


def test_face_not_in_the_tumble_list_is_still_shown():
    tray = DiceTray(seed=1)
    tray.throw([("base", 6)], {"base": [1, 2]})
    run(tray)
    assert tray.results() == [6]


def test_a_new_throw_replaces_the_old_one():
    tray = DiceTray(seed=5)
    tray.throw([("base", 1)], FACES)
    tray.update(0.2)
    tray.throw([("survival", "survival"), ("base", 2)], FACES)
    run(tray)
    assert tray.results() == ["survival", 2]


def test_empty_throw_is_done():
    tray = DiceTray()
    tray.throw([], FACES)
    assert tray.done and tray.results() == []


def test_draws_at_any_scale():
    pygame.init()
    surface = pygame.Surface((800, 500))
    tray = DiceTray(seed=2)
    tray.throw([("base", 2), ("survival", "survival"), ("infection", "infection")], FACES)
    for rect in [(0, 0, 800, 500), (10, 10, 120, 60), (300, 100, 40, 400)]:
        tray.update(0.05)
        tray.draw(surface, rect)
    dice_mod.draw_roll_row(surface, (0, 0, 300, 30), [("base", 3), ("infection", "infection")], "Jon")


def test_impacts_are_reported_for_sound_only():
    tray = DiceTray(seed=3)
    tray.throw([("base", 1), ("base", 2), ("survival", 3)], FACES)
    knocks = []
    while not tray.done:
        tray.update(FRAME)
        knocks += tray.pop_impacts()
    assert knocks and all(0 < k <= 1 for k in knocks)
    assert tray.pop_impacts() == [] and tray.results() == [1, 2, 3]
