"""A move's animations on a table whose pieces are dragged (Terrorscape, Who Goes There?, The Thing): its events
start them (the game's PieceAnims.events); at their end the drags are registered again where the pieces came to
stand, and the bar and the choice list are laid out again (the Skip button goes with the animations)."""
from __future__ import annotations


class DragsAfterAnimations:
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        """A move's (redacted) events: its dice thrown (rolling unless the settings turned that off), its sounds."""
        dice_on = bool(getattr(getattr(self.app, "settings", None), "dice_animation", True))
        self.anims.events(events, dice_on)

    def skip_animations(self) -> None:
        busy = self.anims.busy
        super().skip_animations()
        if busy:
            self.register_drag()

    def update_animations(self, dt: float) -> None:
        was_busy = self.anims.busy
        self.anims.update(dt, self.speed)
        if was_busy and not self.anims.busy:
            self.register_drag()  # the pieces stand where they slid to: grab them there
            self.layout_choices()
        self.dragdrop.update(dt)
        self.hover_update(dt)
