"""The replay viewer's controls along the bottom: the buttons (each with its key and a visible
focus ring for Tab), the scrubber with the game's turning points, and the small "go to turn" box.

Marks on the scrubber are told apart by shape AND colour (the palette's kind_shape and kind_colour: attack a
triangle, infection a hexagon, death a cross, reveal a star) and thinned to one per bucket of pixels at the current width, with a count, so no two
ever overlap however long the game (`thin_marks`, pure: the tests check it at 1280 wide).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import pygame

from .. import palette, theme
from ..tables.buttons import Button, draw_button
from ..widgets.ink import panel, text, text_surface
from ..widgets.ink import fit_px
from ..widgets.patterns import draw_shape

KIND_ORDER = ("death", "reveal", "infection", "attack")  # a merged mark shows the weightiest kind in it


def kind_style(kind: str) -> tuple:
    """(shape, colour) of a turning point's kind in the current palette (game/ui/palette.py)."""
    return palette.kind_shape(kind), palette.kind_colour(kind)


@dataclass
class MarkGroup:
    """The turning points in one bucket of the scrubber: drawn as one mark at x, with a count."""

    x: int
    step: int  # the first of them (a click on the mark goes there)
    kind: str
    points: list = field(default_factory=list)  # TurningPoint

    @property
    def count(self) -> int:
        return len(self.points)

    def tip(self, most: int = 6) -> str:
        lines = [f"Step {p.step}: {p.text}" for p in self.points[:most]]
        if self.count > most:
            lines.append(f"... and {self.count - most} more")
        return "\n".join(lines)


def step_x(step: int, steps: int, x0: int, width: int) -> int:
    return x0 + (round(step / steps * (width - 1)) if steps else 0)


def x_step(x: int, steps: int, x0: int, width: int) -> int:
    if width <= 1 or steps <= 0:
        return 0
    return max(0, min(steps, round((x - x0) / (width - 1) * steps)))


def thin_marks(points: list, steps: int, x0: int, width: int, bucket: int) -> list:
    """MarkGroups of `points` (TurningPoint: step, kind, text) on a scrubber from x0, `width` wide: one per
    `bucket` pixels, centred in its bucket, so marks no wider than a bucket never overlap."""
    bucket = max(1, bucket)
    last = max(0, width // bucket - 1)  # the tail pixels short of a whole bucket join the last one
    groups: dict = {}
    for p in points:
        b = min(last, (step_x(p.step, steps, x0, width) - x0) // bucket)
        g = groups.get(b)
        if g is None:
            g = groups[b] = MarkGroup(x0 + b * bucket + bucket // 2, p.step, p.kind)
        g.points.append(p)
        if _weight(p.kind) < _weight(g.kind):
            g.kind = p.kind
    return [groups[b] for b in sorted(groups)]


def _weight(kind: str) -> int:
    return KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)


def draw_mark(surface, shape: str, colour, centre, r: int) -> pygame.Rect:
    return draw_shape(surface, shape, centre, r, colour, True, theme.BLACK)


# the buttons: (key, hotkey tag) in order along the bar; labels come from the scene's state
BUTTONS = (("first", "Home"), ("back", "←"), ("play", "Space"), ("forward", "→"), ("last", "End"), ("pace", ""),
           ("turn", "T"), ("seat", "V"), ("story", "S"), ("png", "P"), ("close", "Esc"))


class Controls:
    """Where the controls are (`layout`), which has the keyboard focus, and drawing them."""

    def __init__(self):
        self.buttons: list = []
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.info = pygame.Rect(0, 0, 0, 0)
        self.scrub = pygame.Rect(0, 0, 0, 0)  # the track's hit area (taller than the line)
        self.focus: Optional[str] = None  # a button key or "scrubber"
        self.marks: list = []
        self.marks_key = None
        self.k = 1.0
        self.turn_box: Optional[str] = None  # the digits typed in the "go to turn" box, while it is open
        self.extra: list = []  # (key, hotkey) buttons other parts of the viewer add (the charts' "C")

    def u(self, n: float) -> int:
        return int(round(n * self.k))

    def order(self) -> list:
        return list(BUTTONS[:-1]) + list(self.extra) + [BUTTONS[-1]]

    def plan(self, width: int, k: float, labels: dict) -> tuple:
        """(rows of (key, hotkey, width), tags shown) for a bar `width` wide: one row with the hotkey tags, else
        one without, else two rows (moving, then seeing and saving), with tags if they fit."""
        self.k = k
        px, gap, room = self.px, self.u(8), width - 2 * self.u(14)
        order = self.order()

        def sized(keys, tags):
            out = []
            for key, hot in keys:
                w = _text_w(labels.get(key, key), px)
                if tags and hot:
                    w += _text_w(hot, max(6, int(px * 0.8)), bold=True) + px // 2
                out.append((key, hot, w + px + px // 2))
            return out

        def fits(row):
            return sum(w for _, _, w in row) + gap * (len(row) - 1) <= room

        split = next(i for i, (key, _) in enumerate(order) if key == "seat")
        for rows, tags in (([order], True), ([order], False), ([order[:split], order[split:]], True),
                           ([order[:split], order[split:]], False)):
            planned = [sized(row, tags) for row in rows]
            if all(fits(row) for row in planned):
                break
        return planned, tags  # (the last, squeezed to fit by layout, when none fits)

    def height(self, k: float, width: int = 0, labels: Optional[dict] = None) -> int:
        rows = len(self.plan(width, k, labels or {})[0]) if width else 1
        return int(round((66 + 46 * rows) * k))

    def layout(self, bar: pygame.Rect, k: float, labels: dict, enabled: dict) -> None:
        """Lay out the bar: a line of words, the scrubber, then the buttons in one row or two (hotkey tags dropped
        when short of room). `labels` are the widest each button will say (Pause, the last turn)."""
        rows, tags = self.plan(bar.w, k, labels)
        self.bar = pygame.Rect(bar)
        u = self.u
        pad, gap, h = u(14), u(8), u(38)
        self.info = pygame.Rect(bar.x + pad, bar.y + u(6), bar.w - 2 * pad, u(22))
        self.scrub = pygame.Rect(bar.x + pad + u(8), bar.y + u(32), bar.w - 2 * pad - u(16), u(28))
        self.buttons = []
        y = self.scrub.bottom + u(6)
        for row in rows:
            squeeze = min(1.0, (bar.w - 2 * pad - gap * (len(row) - 1)) / max(1, sum(w for _, _, w in row)))
            x = bar.x + pad
            for key, hot, w in row:
                w = int(w * squeeze)
                self.buttons.append(Button((key, None), labels.get(key, key), pygame.Rect(x, y, w, h),
                                           enabled.get(key, True), "primary" if key == "play" else "normal",
                                           hot if tags else ""))
                x += w + gap
            y += h + u(8)
        self.marks_key = None

    def relabel(self, labels: dict, enabled: dict) -> None:
        """New words and states in the same places (a button never moves under the pointer between clicks)."""
        for b in self.buttons:
            b.label = labels.get(b.key[0], b.label)
            b.enabled = enabled.get(b.key[0], True)

    @property
    def px(self) -> int:
        return max(11, self.u(15))

    def focus_order(self) -> list:
        return ["scrubber"] + [b.key[0] for b in self.buttons if b.enabled]

    def move_focus(self, back: bool) -> None:
        order = self.focus_order()
        if self.focus not in order:
            self.focus = order[-1 if back else 0]
        else:
            self.focus = order[(order.index(self.focus) + (-1 if back else 1)) % len(order)]

    def button_at(self, pos) -> Optional[Button]:
        for b in self.buttons:
            if pos is not None and b.rect.collidepoint(pos):
                return b
        return None

    def track(self) -> tuple:
        """(x0, width, y) of the scrubber's line."""
        return self.scrub.x, self.scrub.w, self.scrub.centery

    def set_marks(self, points: list, steps: int) -> None:
        key = (id(points), len(points), steps, tuple(self.scrub))
        if key != self.marks_key:
            self.marks_key = key
            x0, w, _ = self.track()
            self.marks = thin_marks(points, steps, x0, w, self.bucket)

    @property
    def bucket(self) -> int:
        return max(6, self.u(12))

    def mark_at(self, pos) -> Optional[MarkGroup]:
        if pos is None or not self.scrub.inflate(0, self.u(6)).collidepoint(pos):
            return None
        half = self.bucket // 2
        return next((m for m in self.marks if abs(pos[0] - m.x) <= half), None)

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface, step: int, steps: int, info: str, why: str, mouse, turns: list) -> None:
        u, px = self.u, self.px
        panel(surface, self.bar, 0, (12, 8, 10, 250), theme.PANEL_EDGE, 1)
        size = fit_px(info, "sans_bold", px, self.info.w * 0.45)
        text(surface, info, "sans_bold", size, (self.info.x, self.info.centery), theme.BONE, "midleft", shadow=False)
        if why:
            room = self.info.w * 0.53
            size = fit_px(why, "sans", px - 1, room)
            text(surface, why, "sans", size, (self.info.right, self.info.centery), theme.GOLD, "midright",
                 shadow=False)
        x0, w, y = self.track()
        pygame.draw.line(surface, theme.ASH, (x0, y), (x0 + w - 1, y), max(2, u(4)))
        for t in turns:  # a tick at each turn's start, under the marks
            tx = step_x(t.step, steps, x0, w)
            pygame.draw.line(surface, (70, 62, 58), (tx, y + u(6)), (tx, y + u(11)), 1)
        done = step_x(step, steps, x0, w)
        pygame.draw.line(surface, theme.BLOOD_BRIGHT, (x0, y), (done, y), max(2, u(4)))
        r = max(3, self.bucket // 2 - 1)
        counted = -1  # the right end of the last count drawn: a count that would touch it is left to the hover
        for m in self.marks:
            shape, colour = kind_style(m.kind)
            draw_mark(surface, shape, colour, (m.x, y - u(4)), r)
            if m.count > 1:
                tag = text_surface(str(m.count), "sans_bold", max(8, u(9)), theme.BONE)
                box = tag.get_rect(midbottom=(m.x, y - u(4) - r - 1))
                if box.left > counted + 1:
                    surface.blit(tag, box)
                    counted = box.right
        pygame.draw.circle(surface, theme.BONE, (done, y), max(4, u(7)))
        pygame.draw.circle(surface, theme.BLOOD, (done, y), max(2, u(4)))
        hovered = self.button_at(mouse)
        for b in self.buttons:
            draw_button(surface, b, b is hovered, px, u(6))
            if self.focus == b.key[0]:
                pygame.draw.rect(surface, theme.GOLD, b.rect.inflate(u(6), u(6)), max(2, u(2)), border_radius=u(8))
        if self.focus == "scrubber":
            pygame.draw.rect(surface, theme.GOLD, self.scrub.inflate(u(8), u(4)), max(2, u(2)), border_radius=u(6))
        if self.turn_box is not None:
            self.draw_turn_box(surface, turns)
        mark = self.mark_at(mouse)
        if mark is not None:
            from ..widgets.hover import draw_tooltip

            draw_tooltip(surface, pygame.Rect(mark.x - 6, y - 10, 12, 20), mark.tip(), self.k)

    def turn_box_rect(self) -> pygame.Rect:
        b = next((b for b in self.buttons if b.key[0] == "turn"), None)
        anchor = b.rect if b is not None else self.bar
        box = pygame.Rect(0, 0, self.u(300), self.u(74))
        box.midbottom = (anchor.centerx, self.bar.y - self.u(6))
        box.clamp_ip(pygame.Rect(0, 0, self.bar.right, self.bar.y))
        return box

    def draw_turn_box(self, surface, turns: list) -> None:
        box, u, px = self.turn_box_rect(), self.u, self.px
        panel(surface, box, u(8), (20, 12, 14, 250), theme.GOLD, max(1, u(2)))
        word = turns[0].word if turns else "Turn"
        span = f" ({turns[0].number}-{turns[-1].number})" if turns else ""
        text(surface, f"Go to {word.lower()}{span}:", "sans", px, (box.x + u(12), box.y + u(10)), theme.BONE,
             shadow=False)
        field_r = pygame.Rect(box.x + u(12), box.y + u(34), u(90), u(30))
        panel(surface, field_r, u(4), (6, 4, 5, 255), theme.BONE, 1)
        caret = "|" if int(pygame.time.get_ticks() / 500) % 2 == 0 else ""
        text(surface, (self.turn_box or "") + caret, "sans_bold", px + 2, (field_r.x + u(8), field_r.centery),
             theme.GOLD, "midleft", shadow=False)
        text(surface, "Enter: go · Esc: cancel · ↑↓", "sans", max(10, px - 3),
             (field_r.right + u(10), field_r.centery), theme.BONE_DIM, "midleft", shadow=False)


def _text_w(label: str, px: int, bold: bool = False) -> int:
    from .. import fonts

    return fonts.get("sans_bold" if bold else "sans", px).size(label)[0]


def turn_distance(turns: list, step: int, direction: int):
    """The step of the turn start before (direction -1: the start of this turn, or of the one before when
    already there) or after (+1) `step`, or None."""
    if direction > 0:
        return next((t.step for t in turns if t.step > step), None)
    before = [t.step for t in turns if t.step < step]
    return before[-1] if before else None


def pace_seconds(pace: str) -> float:
    """Seconds between two steps when playing (designed: slow lets each animation finish and be read)."""
    return {"slow": 1.6, "normal": 0.7, "fast": 0.15}.get(pace, 0.7)


PACES = ("slow", "normal", "fast")
