"""The dice tray: dice thrown across a walled tray with pymunk, showing faces the engine chose first.

Physics never decides a result (DESIGN.md examples 4 and 8). `throw()` is given each die's face from
the engine's seeded RNG; the tray only animates it. Seen from above in 2D, a die is a square body
that slides, bounces off the walls and off other dice, and spins. There is no gravity (top-down):
a throw is an impulse and a spin, and a sliding friction (constant deceleration) plus light damping
slow it. While a die moves fast its drawn face tumbles through its kind's faces (picked by a local
visual RNG); once it slows it shows the engine's face and keeps it. A throw lasts at most
MAX_DURATION seconds of simulated time and then snaps to rest; `skip()` ends it at once.
With reduced motion (game/ui/motion.py) there is no physics: the dice lie at rest showing their faces at once and
fade in over motion.FADE seconds (the throw is `done` after the fade, so what waits for it still waits, in order).

Simulation runs at a fixed step (1/120 s, split in sub-steps) with y pointing down like the screen;
drawing only reads body position and angle.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

import pygame
import pymunk

from . import motion
from .widgets import die_face, style
from .surfaces import new_surface

STEP = 1 / 120
SUBSTEPS = 2
MAX_DURATION = 1.5
MAX_FRAME = 0.1  # a long frame (window dragged, breakpoint) must not fast-forward the whole throw

SLIDE_DECEL = 900.0     # units/s^2 of sliding friction on the felt
DAMPING = 0.6           # pymunk: fraction of velocity kept per second (air and felt drag)
SETTLE_SPEED = 150.0    # below this a die stops tumbling and shows the engine's face
REST_SPEED = 6.0        # below this (and barely turning) a die is at rest
FLIP_EVERY = 0.45       # a tumbling die shows a new face every this many die-widths travelled


@dataclass
class _Die:
    kind: str
    face: object                     # the engine's result, decided before the throw
    faces: list                      # what the die may show while tumbling
    body: Optional[pymunk.Body] = None
    shown: object = None
    settled: bool = False
    travelled: float = 0.0
    last_pos: tuple = (0.0, 0.0)
    spin_decel: float = 0.0


class DiceTray:
    def __init__(self, size=(480, 240), die_size: float = 52, animations_enabled: bool = True,
                 seed: Optional[int] = None):
        self.size = (float(size[0]), float(size[1]))
        self.die_size = float(die_size)
        self.animations_enabled = animations_enabled
        # Visual randomness only (throw direction, spin, tumbling faces); never a game result.
        self.visual_rng = random.Random(seed)
        self.dice: list = []
        self.elapsed = 0.0
        self._acc = 0.0
        self._done = True
        self._impacts: list = []
        self.fade_left = 0.0  # reduced motion: seconds of the fade-in still to run
        self.space = self._new_space()

    # -- public -----------------------------------------------------------------------------
    def throw(self, dice: list, faces_by_kind: Optional[dict] = None) -> None:
        """Throw dice [(die_kind, face_id), ...]; each ends showing its face_id.

        faces_by_kind maps a kind to its list of faces, e.g. {"base": [1, 1, 2, 2, 3, "blank"]};
        only used for the tumbling animation.
        """
        faces_by_kind = faces_by_kind or {}
        self._impacts = []
        self.space = self._new_space()
        self.dice = []
        self.elapsed = 0.0
        self._acc = 0.0
        for kind, face in dice:
            faces = list(faces_by_kind.get(kind) or [face])
            self.dice.append(_Die(kind, face, faces, shown=face))
        self._done = not self.dice
        self.fade_left = 0.0
        if not self.animations_enabled or not self.dice:
            self._place_at_rest()
            return
        if motion.reduced():  # the faces at once, faded in where they lie: nothing rolls
            self._place_at_rest()
            self.fade_left = motion.FADE
            self._done = False
            return
        self._launch()

    def update(self, dt: float) -> None:
        """Advance by dt seconds of real time, in fixed steps."""
        if self._done:
            return
        if self.fade_left > 0:
            self.fade_left -= max(0.0, dt)
            if self.fade_left <= 0:
                self.fade_left = 0.0
                self._done = True
            return
        self._acc += min(max(0.0, dt), MAX_FRAME)
        while self._acc >= STEP and not self._done:
            self._acc -= STEP
            for _ in range(SUBSTEPS):
                self.space.step(STEP / SUBSTEPS)
            self.elapsed += STEP
            self._after_step()

    def skip(self) -> None:
        """End the throw now, every die showing its engine face where it lies."""
        self.fade_left = 0.0
        if not self.dice:
            self._done = True
            return
        self._finish()

    @property
    def done(self) -> bool:
        return self._done

    def results(self) -> list:
        """The faces the dice show now (the engine's faces once `done`)."""
        return [d.shown for d in self.dice]

    def pop_impacts(self) -> list:
        """Strengths (0..1) of the knocks since the last call: dice on walls or on each other.

        For sound only (a rattle per knock, louder when harder); reading them changes nothing.
        """
        out, self._impacts = self._impacts, []
        return out

    def dice_poses(self) -> list:
        """[(kind, shown face, x, y, angle in degrees counter-clockwise on screen)] in tray units.

        A square looks the same turned by 90 degrees, so the angle is folded into (-45, 45]: the body
        reads the same and a settled face (a shield, a numeral) stays upright instead of sideways.
        """
        out = []
        for d in self.dice:
            x, y = d.body.position
            angle = -math.degrees(d.body.angle)
            angle -= 90 * round(angle / 90)
            out.append((d.kind, d.shown, x, y, angle))
        return out

    def _fit(self, rect) -> tuple:
        rect = pygame.Rect(rect)
        scale = min(rect.w / self.size[0], rect.h / self.size[1])
        w, h = self.size[0] * scale, self.size[1] * scale
        return scale, w, h, rect.x + (rect.w - w) / 2, rect.y + (rect.h - h) / 2

    def die_rects(self, rect) -> list:
        """[(kind, shown face, screen rect)] of the dice as draw(surface, rect) places them (for hover help).
        Every rect lies inside `rect`: the bodies never leave the tray's walls."""
        scale, _, _, ox, oy = self._fit(rect)
        side = self.die_size * scale
        out = []
        for kind, shown, x, y, _ in self.dice_poses():
            r = pygame.Rect(0, 0, round(side), round(side))
            r.center = (round(ox + x * scale), round(oy + y * scale))
            out.append((kind, shown, r))
        return out

    def draw(self, surface: pygame.Surface, rect, draw_tray: bool = True) -> None:
        """Draw the tray and dice scaled into rect (aspect kept, centred)."""
        scale, w, h, ox, oy = self._fit(rect)
        if draw_tray:
            draw_tray_bed(surface, pygame.Rect(round(ox), round(oy), round(w), round(h)), scale)
        target, dx, dy = surface, 0, 0
        if self.fade_left > 0:  # reduced motion: the dice drawn on a layer faded in as a whole
            box = pygame.Rect(round(ox), round(oy), round(w), round(h)).inflate(round(self.die_size * scale),
                                                                              round(self.die_size * scale))
            target, dx, dy = new_surface(box.size, pygame.SRCALPHA), box.x, box.y
        for kind, shown, x, y, angle in self.dice_poses():
            die_face.draw_die(target, (ox + x * scale - dx, oy + y * scale - dy), self.die_size * scale, kind, shown,
                              angle)
        if target is not surface:
            target.set_alpha(motion.fade_alpha(motion.FADE - self.fade_left))
            surface.blit(target, (dx, dy))

    # -- simulation -------------------------------------------------------------------------
    def _new_space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.gravity = (0, 0)  # seen from above
        space.damping = DAMPING
        w, h = self.size
        r = 4.0
        for a, b in (((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))):
            wall = pymunk.Segment(space.static_body, a, b, r)
            wall.elasticity = 0.55
            wall.friction = 0.5
            space.add(wall)
        space.on_collision(post_solve=self._on_contact)
        return space

    def _on_contact(self, arbiter, space, data) -> None:
        if arbiter.is_first_contact:
            strength = min(1.0, arbiter.total_impulse.length / (SLIDE_DECEL * 0.6))
            if strength > 0.05:
                self._impacts.append(strength)

    def _add_body(self, die: _Die, pos, angle: float) -> None:
        s = self.die_size
        body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (s, s)))
        body.position = pos
        body.angle = angle
        body.velocity_func = _sliding_friction(die)
        shape = pymunk.Poly.create_box(body, (s, s), radius=s * 0.08)
        shape.elasticity = 0.45
        shape.friction = 0.4
        self.space.add(body, shape)
        die.body = body
        die.last_pos = tuple(pos)

    def _start_positions(self) -> list:
        """Dice enter from the lower-left, spread so no two overlap."""
        s, (w, h) = self.die_size, self.size
        gap = s * 1.25
        per_col = max(1, int((h - s) // gap))
        out = []
        for i in range(len(self.dice)):
            col, row = divmod(i, per_col)
            x = min(w - s, s * 0.8 + col * gap)
            y = max(s * 0.8, h - s * 0.8 - row * gap)
            out.append((x, y))
        return out

    def _launch(self) -> None:
        rng = self.visual_rng
        for die, pos in zip(self.dice, self._start_positions()):
            self._add_body(die, pos, rng.uniform(0, math.tau))
            # Speed chosen so sliding friction alone stops the die in 0.75-1.0 s: the face
            # settles well before MAX_DURATION even after bounces.
            stop_time = rng.uniform(0.75, 1.0)
            speed = SLIDE_DECEL * stop_time
            heading = math.radians(rng.uniform(-40, -5))  # up and to the right (y down)
            die.body.velocity = (math.cos(heading) * speed, math.sin(heading) * speed)
            spin = rng.uniform(9, 18) * rng.choice((-1, 1))
            die.body.angular_velocity = spin
            die.spin_decel = abs(spin) / stop_time
            die.shown = rng.choice(die.faces)

    def _after_step(self) -> None:
        all_rest = True
        for die in self.dice:
            body = die.body
            x, y = body.position
            die.travelled += math.hypot(x - die.last_pos[0], y - die.last_pos[1])
            die.last_pos = (x, y)
            speed = body.velocity.length
            if not die.settled:
                if speed < SETTLE_SPEED:
                    die.settled = True
                    die.shown = die.face
                elif die.travelled >= FLIP_EVERY * self.die_size:
                    die.travelled = 0.0
                    die.shown = self._tumble_face(die)
            if die.settled:
                # Square the die up as it comes to rest so the face reads upright (visual only).
                target = round(body.angle / (math.pi / 2)) * (math.pi / 2)
                body.angular_velocity = (target - body.angle) * 10.0 * max(0.0, 1 - speed / SETTLE_SPEED)
            if speed > REST_SPEED or abs(body.angular_velocity) > 0.3 or not die.settled:
                all_rest = False
        if all_rest or self.elapsed >= MAX_DURATION - 1e-9:
            self._finish()

    def _tumble_face(self, die: _Die):
        choices = [f for f in die.faces if f != die.shown] or die.faces
        return self.visual_rng.choice(choices)

    def _finish(self) -> None:
        for die in self.dice:
            if die.body is not None:
                die.body.velocity = (0, 0)
                die.body.angular_velocity = 0
                die.body.angle = round(die.body.angle / (math.pi / 2)) * (math.pi / 2)
            die.shown = die.face
            die.settled = True
        self._done = True

    def _place_at_rest(self) -> None:
        """No animation: dice lie in a neat row in the middle of the tray, results showing."""
        n = len(self.dice)
        w, h = self.size
        gap = self.die_size * 1.3
        x0 = w / 2 - gap * (n - 1) / 2
        for i, die in enumerate(self.dice):
            x = min(w - self.die_size / 2, max(self.die_size / 2, x0 + i * gap))
            self._add_body(die, (x, h / 2), 0.0)
        self._finish()


def _sliding_friction(die: _Die):
    """A velocity function adding constant-deceleration sliding friction to pymunk's damping."""

    def velocity_func(body, gravity, damping, dt):
        pymunk.Body.update_velocity(body, gravity, damping, dt)
        v = body.velocity
        speed = v.length
        if speed > 0:
            body.velocity = v * (max(0.0, speed - SLIDE_DECEL * dt) / speed)
        if not die.settled:
            w = body.angular_velocity
            body.angular_velocity = math.copysign(max(0.0, abs(w) - die.spin_decel * dt), w)

    return velocity_func


def draw_tray_bed(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """A felt-lined wooden tray (drawn behind the dice; also used for an empty tray): drawn once per size and
    blitted (a tray on show is drawn every frame, and its inner shadow is a dozen translucent rects)."""
    rect = pygame.Rect(rect)
    off = max(2, int(4 * scale))
    surface.blit(_tray_bed(rect.w, rect.h, scale), (rect.x - off, rect.y))


@lru_cache(maxsize=16)
def _tray_bed(w: int, h: int, scale: float) -> pygame.Surface:
    """The tray with its drop shadow, on a transparent surface whose (off, 0) is the tray's top left."""
    off = max(2, int(4 * scale))
    out = new_surface((w + off * 4, h + off * 4), pygame.SRCALPHA)
    rect = pygame.Rect(off, 0, w, h)
    rim = max(3, int(10 * scale))
    radius = max(4, int(14 * scale))
    style.shadow_rect(out, rect, radius, off)
    pygame.draw.rect(out, style.WOOD, rect, border_radius=radius)
    pygame.draw.rect(out, style.WOOD_LIGHT, rect, max(1, int(2 * scale)), border_radius=radius)
    bed = rect.inflate(-rim * 2, -rim * 2)
    pygame.draw.rect(out, (70, 14, 16), bed, border_radius=max(2, radius - rim // 2))
    if bed.w > 0 and bed.h > 0:
        inner = pygame.Surface(bed.size, pygame.SRCALPHA)
        for i in range(max(2, rim), 0, -1):  # inner shadow under the rim
            pygame.draw.rect(inner, (0, 0, 0, 14), inner.get_rect().inflate(-i * 2, -i * 2).move(i // 2, i // 2),
                             max(1, int(scale)), border_radius=max(2, radius - rim // 2))
        out.blit(inner, bed)
    return out


def draw_roll_row(surface: pygame.Surface, rect, dice: list, label: str = "") -> None:
    """One line of roll history: an optional label then small dice [(kind, face), ...]."""
    rect = pygame.Rect(rect)
    size = rect.h * 0.8
    x = rect.x
    if label:
        px = max(8, int(rect.h * 0.5))
        lab = style.blit_text(surface, label, px, (x, rect.centery), style.BONE, "midleft")
        x = lab.right + rect.h * 0.3
    for kind, face in dice:
        die_face.draw_die(surface, (x + size / 2, rect.centery), size, kind, face, shadow=False)
        x += size * 1.15
