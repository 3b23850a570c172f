"""A move's animations on a table whose pieces are dragged (Terrorscape, Who Goes There?, The Thing): a part
those tables own. A move's events start the animations (the game's PieceAnims.events); when they end the drags
are registered again where the pieces came to stand (`regrab`), and after a move played out the bar and the
choice list are laid out again too (`relist`: the Skip button goes with the animations). A table without
animations has NoAnims in their place."""
from __future__ import annotations

from typing import Callable


class NoAnims:
    """The animations of a table that has none (nothing is ever busy)."""

    audio = None
    busy = False

    def skip(self) -> None:
        pass

    def update(self, dt: float, speed: float = 1.0) -> None:
        pass


class DragsAfterAnimations:
    def __init__(self, anims, regrab: Callable, relist: Callable):
        self.anims = anims
        self.regrab = regrab
        self.relist = relist

    def events(self, events: list, dice_on: bool) -> None:
        """A move's (redacted) events: its dice thrown (rolling unless the settings turned that off), its sounds."""
        self.anims.events(events, dice_on)

    def skip(self) -> None:
        busy = self.anims.busy
        self.anims.skip()
        if busy:
            self.regrab()

    def update(self, dt: float, speed: float) -> None:
        was_busy = self.anims.busy
        self.anims.update(dt, speed)
        if was_busy and not self.anims.busy:
            self.regrab()  # the pieces stand where they slid to: grab them there
            self.relist()
