"""What moves on the Who Goes There? table: pawns slide to their new spaces, and the Action dice of a roll (an
event's or a Thing's roll, an assault, a lockbox, an avoidance roll) are thrown in the shared pymunk tray
(game/ui/dice.py): a die shows HIT or a blank, the engine's count of Successes first. `busy` while any of it runs."""
from __future__ import annotations

import math

from ...dice import DiceTray

FACES = {"base": ["hit", "hit", "hit", "blank", "blank", "blank"],
         "red": ["hit", "hit", "hit", "hit", "blank", "blank"]}  # the tumbling faces only; results are the engine's
DICE_HOLD = 1.6  # designed: seconds the settled dice stay on show with their result before the tray clears
ROLL_EVENTS = ("roll", "assault", "lockbox", "avoid_roll", "more_dice")
CARD_SOUNDS = ("draw", "discard", "played", "cards_passed", "kept", "ate", "bonfire_add")
TOKEN_SOUNDS = ("built", "tile", "repaired", "unlock", "xp", "bonus")


def roll_of(e: dict):
    """(dice [(kind, face)], label) of an event that rolled dice, else None."""
    t = e.get("type")
    if t not in ROLL_EVENTS:
        return None
    if t == "avoid_roll":
        n, hits = 1, 1 if e.get("success") else 0
    else:
        n, hits = int(e.get("dice") or 0), int(e.get("successes") or 0)
    if n <= 0:
        return None
    kind = "red" if t == "assault" else "base"
    dice = [(kind, "hit" if i < hits else "blank") for i in range(min(n, 8))]
    need = f" of {e['need']} needed" if e.get("need") is not None else ""
    return dice, f"{hits} Success{'es' if hits != 1 else ''}{need}"


class Animations:
    def __init__(self, seed=None):
        self.tray = DiceTray(size=(240, 150), die_size=40, seed=seed)
        self.pos: dict = {}  # pawn key -> (x, y) drawn now
        self.targets: dict = {}
        self.hold = 0.0
        self.total = None  # (seat, label) of the roll on show
        self.audio = None
        self.enabled = True

    @property
    def busy(self) -> bool:
        if not self.tray.done:
            return True
        return any(math.dist(self.pos.get(k, t), t) > 1.5 for k, t in self.targets.items())

    def set_targets(self, targets: dict) -> None:
        """Where each pawn should stand now: new pawns appear there, moved ones slide."""
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

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    def events(self, events: list, dice_on: bool) -> None:
        for e in events:
            t = e.get("type")
            roll = roll_of(e)
            if roll is not None:
                self.tray.animations_enabled = dice_on and self.enabled
                self.tray.throw(roll[0], FACES)
                self.hold = DICE_HOLD
                self.total = (e.get("seat"), roll[1])
                self.play("dice_rattle")
            elif t in CARD_SOUNDS:
                self.play("card_slide", 0.35)
            elif t in TOKEN_SOUNDS:
                self.play("chip_clink", 0.4)
            elif t in ("strike", "infection_attack", "dead", "broken"):
                self.play("warning_sting", 0.5)
