"""Easing tweens and the Animator that runs them.

A Tween only interpolates numbers (or tuples of numbers) over time; what it moves is the caller's
business (`on_update(value)`). Everything is visual: `skip_all()` jumps every tween to its end so
"skip animations" never changes what the game shows once it settles.
"""
from __future__ import annotations

import math
from typing import Callable, Optional


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    return t ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


EASINGS = {
    "linear": linear,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_cubic": ease_in_cubic,
    "ease_in_out_cubic": ease_in_out_cubic,
    "ease_out_back": ease_out_back,
    "ease_out_elastic": ease_out_elastic,
}


def _mix(a, b, k: float):
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * k for x, y in zip(a, b))
    return a + (b - a) * k


class Tween:
    """start -> end over duration seconds, shaped by an easing function (name or callable)."""

    def __init__(self, start, end, duration: float, easing="ease_out_cubic",
                 on_update: Optional[Callable] = None, on_done: Optional[Callable] = None, delay: float = 0.0):
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.on_update = on_update
        self.on_done = on_done
        self.elapsed = -max(0.0, delay)
        self._finished = False

    @property
    def progress(self) -> float:
        if self.duration == 0:
            return 1.0 if self.elapsed >= 0 else 0.0
        return max(0.0, min(1.0, self.elapsed / self.duration))

    @property
    def value(self):
        return _mix(self.start, self.end, self.easing(self.progress))

    @property
    def done(self) -> bool:
        return self._finished

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True once finished (on_done has then run exactly once)."""
        if self._finished:
            return True
        self.elapsed += dt
        if self.on_update and self.elapsed >= 0:
            self.on_update(self.value)
        if self.elapsed >= self.duration:
            self.finish()
        return self._finished

    def finish(self) -> None:
        """Jump to the end value and call on_done."""
        if self._finished:
            return
        self.elapsed = self.duration
        self._finished = True
        if self.on_update:
            self.on_update(self.end)
        if self.on_done:
            self.on_done()


class Animator:
    """Holds running tweens (optionally keyed, so a new tween on the same key replaces the old one)."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self._tweens: dict = {}
        self._count = 0

    def add(self, tween: Tween, key=None) -> Tween:
        if key is None:
            self._count += 1
            key = ("_anon", self._count)
        old = self._tweens.pop(key, None)
        if old is not None:
            old.finish()
        self._tweens[key] = tween
        if not self.enabled:
            self._tweens.pop(key).finish()
        return tween

    def tween(self, start, end, duration: float, easing="ease_out_cubic", on_update=None, on_done=None,
              key=None, delay: float = 0.0) -> Tween:
        return self.add(Tween(start, end, duration, easing, on_update, on_done, delay), key)

    def update(self, dt: float) -> None:
        for key, tw in list(self._tweens.items()):
            if tw.update(dt) and self._tweens.get(key) is tw:
                del self._tweens[key]

    def get(self, key) -> Optional[Tween]:
        return self._tweens.get(key)

    @property
    def busy(self) -> bool:
        return bool(self._tweens)

    def skip_all(self) -> None:
        """Finish every running tween at once (their end values and on_done callbacks apply)."""
        while self._tweens:
            key = next(iter(self._tweens))
            self._tweens.pop(key).finish()
