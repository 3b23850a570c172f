"""What moves on the Terrorscape table: miniatures slide to their new places, combat dice are thrown in the
shared pymunk tray (game/ui/dice.py: the faces are the engine's, from the `combat_roll` event), and a short
flash marks a noise report, an encounter or a block. `busy` while any of it runs (the table waits)."""
from __future__ import annotations

import math

from game.games.terrorscape import sources

from ...dice import DiceTray

DICE_HOLD = 1.6  # designed: seconds the settled dice stay on show with their total before the tray clears
FLASH_SECONDS = 1.2
CARD_SOUNDS = ("killer_draw", "heighten", "skill", "search_item", "discover", "unlock_taken", "pay")
TOKEN_SOUNDS = ("block", "block_removed", "unblock", "repair", "noise_report", "fear", "delay", "key")


class Animations:
    def __init__(self, seed=None):
        self.tray = DiceTray(size=(240, 150), die_size=40, seed=seed)
        self.pos: dict = {}  # piece key -> (x, y) drawn now
        self.targets: dict = {}
        self.hold = 0.0
        self.total = None  # (who, value) of the roll on show
        self.flashes: list = []  # [kind, loc, time left]
        self.audio = None
        self.enabled = True

    @property
    def busy(self) -> bool:
        if not self.tray.done:
            return True
        return any(math.dist(self.pos.get(k, t), t) > 1.5 for k, t in self.targets.items())

    def set_targets(self, targets: dict) -> None:
        """Where each miniature should stand now: new pieces appear there, moved ones slide."""
        self.targets = dict(targets)
        for k, t in targets.items():
            self.pos.setdefault(k, t)
        for k in [k for k in self.pos if k not in targets]:
            del self.pos[k]

    def skip(self) -> None:
        self.tray.skip()
        self.pos = dict(self.targets)

    def update(self, dt: float, speed: float = 1.0) -> None:
        self.tray.update(dt * speed)
        if self.tray.done and self.tray.dice:
            self.hold -= dt * speed
            if self.hold <= 0:
                self.tray.throw([])
                self.total = None
        k = min(1.0, dt * 8.0 * speed)
        for key, (tx, ty) in self.targets.items():
            x, y = self.pos.get(key, (tx, ty))
            self.pos[key] = (x + (tx - x) * k, y + (ty - y) * k) if math.dist((x, y), (tx, ty)) > 1 else (tx, ty)
        for f in self.flashes:
            f[2] -= dt * speed
        self.flashes = [f for f in self.flashes if f[2] > 0]

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    def events(self, events: list, dice_on: bool) -> None:
        for e in events:
            t = e.get("type")
            if t == "combat_roll" and isinstance(e.get("faces"), list):
                self.tray.animations_enabled = dice_on and self.enabled
                # the tumbling faces are the content's die (data/survivors.toml); the result is the engine's
                self.tray.throw([("combat", f) for f in e["faces"]], {"combat": list(sources.content().combat_die)})
                self.hold = DICE_HOLD
                self.total = (e.get("char", ""), e.get("value"))
                self.play("dice_rattle")
            elif t in ("encounter", "noise_report", "block", "reveal", "search", "sense") and self.enabled:
                for loc in ([e.get("loc")] + list(e.get("noise") or []) + list(e.get("where") or [])):
                    if isinstance(loc, str):
                        self.flashes.append([t, loc, FLASH_SECONDS])
                if t == "encounter":
                    self.play("warning_sting", 0.6)
            if t in CARD_SOUNDS:
                self.play("card_slide", 0.35)
            elif t in TOKEN_SOUNDS:
                self.play("chip_clink", 0.4)
