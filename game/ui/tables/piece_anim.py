"""What moves on a board table, the same way for every game: pieces slide to their new places, and dice are thrown in
the shared pymunk tray (game/ui/dice.py: the faces are the engine's) and stay on show for DICE_HOLD seconds with the
roll's result. A game's animations subclass `PieceAnims` and add `events(events, dice_on)` (which of its events
throw dice, which play a sound); `busy` while a die rolls or a piece slides (the table waits).
A flight is a token that exists only while it travels: `fly(key, start, end, look)` slides it from one place to
another (a card passed, a clicker handed over), it rests there FLIGHT_HOLD seconds and goes; the table draws each
of `flights` with its `look`, which must come from the screen seat's (redacted) events only.
`draw_dice_panel` draws the tray and its result line where the game's table puts it.
With reduced motion (game/ui/motion.py) nothing slides: a piece stands at once where it goes and a flight starts
where it ends, each fading in over motion.FADE seconds (`alpha(key)`, `Flight.alpha`); `busy` lasts while they fade,
so the table waits for them in the same order as for the slides."""
from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from .. import motion, theme
from ..dice import DiceTray
from ..widgets.ink import fitted_line, panel
from .sound_cues import cue_of

DICE_HOLD = 1.6  # designed: seconds the settled dice stay on show with their result before the tray clears
FLIGHT_HOLD = 1.4  # designed: seconds a travelling token rests where it arrived before it goes


@dataclass(eq=False)
class Flight:
    key: object
    pos: tuple
    end: tuple
    look: dict = field(default_factory=dict)  # how the table draws it (from the screen seat's events only)
    hold: float = FLIGHT_HOLD
    age: float = 0.0  # seconds since it set off
    faded: bool = False  # reduced motion: it starts where it ends and fades in there

    @property
    def arrived(self) -> bool:
        return math.dist(self.pos, self.end) <= 1.5 and (not self.faded or self.age >= motion.FADE)

    @property
    def alpha(self) -> int:
        return motion.fade_alpha(self.age) if self.faded else 255


class PieceAnims:
    def __init__(self, seed=None):
        self.tray = DiceTray(size=(240, 150), die_size=40, seed=seed)
        self.pos: dict = {}  # piece key -> (x, y) drawn now
        self.targets: dict = {}
        self.hold = 0.0
        self.total = None  # (who, the result's words) of the roll on show
        self.audio = None
        self.enabled = True
        self.flights: list = []
        self.appeared: dict = {}  # reduced motion: piece key -> seconds since it stood at its new place

    @property
    def busy(self) -> bool:
        if not self.tray.done or any(not f.arrived for f in self.flights) or self.appeared:
            return True
        return any(math.dist(self.pos.get(k, t), t) > 1.5 for k, t in self.targets.items())

    def alpha(self, key) -> int:
        """How opaque piece `key` is drawn now (below 255 only while it fades in, with reduced motion)."""
        age = self.appeared.get(key)
        return 255 if age is None else motion.fade_alpha(age)

    def fly(self, key, start, end, look=None) -> None:
        """A token travels from `start` to `end` (screen points), rests there and goes (see the module's note)."""
        self.flights = [f for f in self.flights if f.key != key]
        reduced = motion.reduced()
        self.flights.append(Flight(key, tuple(end if reduced else start), tuple(end), dict(look or {}), faded=reduced))

    def set_targets(self, targets: dict) -> None:
        """Where each piece should stand now: new pieces appear there, moved ones slide."""
        self.targets = dict(targets)
        reduced = motion.reduced()
        for k, t in targets.items():
            if reduced and k in self.pos and math.dist(self.pos[k], t) > 1.5:
                self.pos[k] = t  # no slide: it stands there at once and fades in
                self.appeared[k] = 0.0
            self.pos.setdefault(k, t)
        for k in [k for k in self.pos if k not in targets]:
            del self.pos[k]
            self.appeared.pop(k, None)

    def resized(self) -> None:
        """The window changed size: every piece stands at once where the new layout puts it (no slide from a place
        of the old one), and the tokens in flight, whose ends were places of the old layout, are gone (they only
        ever travel and rest a moment). The dice roll on: the tray is drawn into whatever rect it is given."""
        self.pos.clear()
        self.flights = []
        self.appeared.clear()

    def skip(self) -> None:
        self.tray.skip()
        self.pos = dict(self.targets)
        self.appeared.clear()
        for f in self.flights:
            f.pos = f.end
            f.age = max(f.age, motion.FADE)

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
        for k in list(self.appeared):
            self.appeared[k] += dt * speed
            if self.appeared[k] >= motion.FADE:
                del self.appeared[k]
        glide = min(1.0, dt * 5.0 * speed)  # a flight crosses the table: slower than a piece's step
        for f in self.flights:
            f.age += dt * speed
            if f.arrived:
                f.pos = f.end
                f.hold -= dt * speed
            else:
                (x, y), (tx, ty) = f.pos, f.end
                f.pos = (x + (tx - x) * glide, y + (ty - y) * glide)
        self.flights = [f for f in self.flights if f.hold > 0]

    def throw(self, dice: list, faces: dict, dice_on: bool, total) -> None:
        """Dice [(kind, face)] thrown (at rest at once with the dice animation off), `total` shown once they settle."""
        self.tray.animations_enabled = dice_on and self.enabled
        self.tray.throw(dice, faces)
        self.hold = DICE_HOLD
        self.total = total
        self.play("dice_rattle")

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    # what a game's events throw and sound: its game (for its own attack and horror cues, sound_cues.py), its die
    # faces, the event types of each table sound, and roll_of (below)
    GAME = ""
    FACES: dict = {}
    CARD_SOUNDS: tuple = ()
    TOKEN_SOUNDS: tuple = ()
    STING: tuple = ()

    def roll_of(self, e: dict):
        """(dice [(kind, face)], words under the tray) of an event that rolled dice, else None."""
        return None

    def events(self, events: list, dice_on: bool) -> None:
        """What the (redacted) events throw (the dice of roll_of, tumbling on FACES, the engine's faces at rest)
        or sound (the game's attack or horror, a card, a token, a sting); a game may say it otherwise."""
        for e in events:
            t = e.get("type")
            roll = self.roll_of(e)
            cue = cue_of(self.GAME, e)
            if roll is not None:
                self.throw(roll[0], self.FACES, dice_on, (e.get("seat"), roll[1]))
            elif cue:
                self.play(cue, 0.9)
            elif t in self.CARD_SOUNDS:
                self.play("card_slide", 0.35)
            elif t in self.TOKEN_SOUNDS:
                self.play("chip_clink", 0.4)
            elif t in self.STING:
                self.play("warning_sting", 0.5)


@contextmanager
def faded(surface, alpha: int, area=None):
    """Draw on what this yields: at full alpha the surface itself, else a clear layer of its size put down at
    `alpha` (over `area` only, when given) once the block ends: a piece fading in where it stands."""
    if alpha >= 255:
        yield surface
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    yield layer
    layer.set_alpha(max(0, int(alpha)))
    if area is None:
        surface.blit(layer, (0, 0))
    else:
        area = pygame.Rect(area).clip(surface.get_rect())
        surface.blit(layer, area, area)


def draw_dice_panel(surface, anims: PieceAnims, rect: pygame.Rect, k: float, px: int, label: str) -> None:
    """The tray in its panel at `rect`, and once the dice settle `label` (who rolled, what it came to) over it."""
    tray = anims.tray
    if not tray.dice:
        return
    u = lambda n: int(round(n * k))  # noqa: E731 (units of a 1280x720 window)
    panel(surface, rect, u(8), (10, 18, 14, 230), (90, 140, 110), 1)
    tray.draw(surface, rect.inflate(-u(8), -u(26)).move(0, u(10)), draw_tray=True)
    if anims.total is not None and tray.done and label:
        fitted_line(surface, label, "sans_bold", px, (rect.centerx, rect.y + u(4)), rect.w - u(8), theme.GOLD, "midtop")
