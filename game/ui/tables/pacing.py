"""How fast computer seats play, and the pause/step switch every table shares.

The pace is a setting (`Settings.ai_pace`: slow, normal, fast, instant). A computer move waits
`delay()` seconds before it is applied, so the caption of the move before it can be read; at
"instant" moves are applied as soon as they are chosen and their animations are skipped.
Space pauses computer play; while paused, Space applies exactly one move and Enter plays on.
"""
from __future__ import annotations

from game.core.settings import AI_PACES

# designed: seconds before a computer move is applied (divided by the animation speed setting), for an
# ordinary move and for a quick "no reaction / pass" kind of move; "normal" is about twice the old fixed pause
# so a whole Zombie turn takes a few seconds instead of one.
DELAY = {"slow": 2.0, "normal": 0.9, "fast": 0.35, "instant": 0.0}
QUICK_DELAY = {"slow": 0.45, "normal": 0.15, "fast": 0.06, "instant": 0.0}
# designed: how long a move's caption stays on the table (seconds, not scaled) when nothing replaces it
CAPTION_SECONDS = {"slow": 5.0, "normal": 3.5, "fast": 2.0, "instant": 1.5}
LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


class Pacer:
    """The pace of computer play and the pause/step state of one table."""

    def __init__(self, pace: str = "normal"):
        self.pace = pace if pace in AI_PACES else "normal"
        self.paused = False
        self.step_once = False  # one move may go while paused

    @property
    def instant(self) -> bool:
        return self.pace == "instant"

    def delay(self, quick: bool, speed: float) -> float:
        table = QUICK_DELAY if quick else DELAY
        return table[self.pace] / max(0.25, speed)

    def caption_seconds(self) -> float:
        return CAPTION_SECONDS[self.pace]

    def may_move(self) -> bool:
        """True when a computer move may be applied now."""
        return not self.paused or self.step_once

    def moved(self) -> None:
        self.step_once = False

    def pause(self) -> None:
        self.paused = True
        self.step_once = False

    def step(self) -> None:
        """While paused: let exactly one more computer move go."""
        if self.paused:
            self.step_once = True

    def resume(self) -> None:
        self.paused = False
        self.step_once = False

    def status(self) -> str:
        if not self.paused:
            return ""
        return "Computer play paused: Space plays one move, Enter plays on"


def next_pace(pace: str) -> str:
    """The pace after `pace` in the cycle slow -> normal -> fast -> instant -> slow."""
    i = AI_PACES.index(pace) if pace in AI_PACES else 1
    return AI_PACES[(i + 1) % len(AI_PACES)]
