"""Reduced motion (settings.reduced_motion): whether things that fly, roll or drift are replaced by short fades.

The app sets it at start and whenever the setting changes (game/ui/app.py); the animation code asks `reduced()`
when an animation starts. A fade keeps the animation's events in the same order and takes FADE seconds.
No pygame here.
"""
from __future__ import annotations

FADE = 0.2  # designed: seconds a reduced-motion fade takes (long enough to notice, short enough not to wait)

_state = {"reduced": False}


def set_reduced(on: bool) -> bool:
    """True when it changed."""
    on = bool(on)
    if on == _state["reduced"]:
        return False
    _state["reduced"] = on
    return True


def reduced() -> bool:
    return _state["reduced"]


def fade_alpha(age: float, fade: float = FADE) -> int:
    """The alpha (0..255) of something fading in, `age` seconds after it began."""
    if fade <= 0 or age >= fade:
        return 255
    return max(0, min(255, int(255 * age / fade)))
