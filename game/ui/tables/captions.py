"""The caption of a computer move ("Greta plays Outbreak on Camp 1 and Camp 2") and the glow on the places
it touched, drawn the same way on every table.

A caption is built from the move's events AS THE SCREEN SEAT SAW THEM (already redacted), so it never says
more than the log does. The table says which places an event touches (`anchor_rects`) and how its lines are
worded (`table_words`); this module keeps the text, the timer and the drawing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from .. import theme

GLOW = (240, 200, 90)
# events that only set the scene: a caption leads with what the seat did, not with "X's turn."
BACKGROUND_TYPES = ("turn", "turn_end", "exposure", "attack_deck")


@dataclass
class Caption:
    who: str  # the acting seat's name
    lines: list  # the headline first, then up to two lines of what followed
    events: list = field(default_factory=list)  # the redacted events (the table finds the places they touch)
    seconds: float = 3.0
    left: float = 3.0

    @property
    def headline(self) -> str:
        return self.lines[0] if self.lines else ""

    def tick(self, dt: float) -> bool:
        """Count down; False once the caption has had its time."""
        self.left -= dt
        return self.left > 0

    @property
    def alpha(self) -> int:
        """Fades in over 0.15 s and out over the last 0.4 s."""
        age = self.seconds - self.left
        a = min(1.0, age / 0.15 if age >= 0 else 0.0, self.left / 0.4 if self.left < 0.4 else 1.0)
        return int(255 * max(0.0, a))


def caption_lines(events: list, words=lambda s: s, most: int = 2) -> list:
    """The lines a caption shows for one move: its events' texts as the table words them (scene-setting ones
    last). A move's own event names its actor ("Greta plays Outbreak on ..."); a move that only closed
    something (a last "no reaction") is captioned by what followed, never as if the closer did it."""
    texts = [e for e in events if e and e.get("text")]
    lead = [e for e in texts if e.get("type") not in BACKGROUND_TYPES] or texts
    rest = [e for e in texts if e not in lead]
    return [words(str(e["text"])) for e in (lead + rest)[:most]]


def draw_glow(surface, rects: list, time: float, k: float) -> None:
    """A pulsing gold ring around each place the last computer move touched."""
    a = 0.55 + 0.45 * math.sin(time * 5.0)
    width = max(2, int(round(4 * k)))
    for r in rects:
        if r is None or r.w <= 0:
            continue
        ring = r.inflate(int(14 * k), int(14 * k))
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*GLOW, int(120 + 120 * a)), layer.get_rect(), width, border_radius=max(4, int(12 * k)))
        surface.blit(layer, ring)


def draw_caption(surface, cap: Caption, box: pygame.Rect, px: int, status: str = "") -> pygame.Rect:
    """The caption banner centred at the top of `box` (a quiet strip of the table); `status` (paused...) is
    its last row."""
    from .common import fit_px, panel, text, wrap  # common imports this module for Caption

    width = int(box.w * 0.94)
    lines = list(cap.lines[:1]) if cap else []
    small = list(cap.lines[1:2]) if cap else []
    body = []
    for line in lines:
        size = fit_px(line, "sans_bold", px, width - px * 2)
        body.append((wrap(line, "sans_bold", size, width - px * 2)[:2], "sans_bold", size, theme.BONE))
    spx = max(12, int(px * 0.8))
    for line in small:
        body.append((wrap(line, "sans", spx, width - px * 2)[:1], "sans", spx, theme.BONE_DIM))
    if status:
        body.append(([status], "sans_bold", spx, GLOW))
    if not body:
        return pygame.Rect(under.centerx, under.bottom, 0, 0)
    h = sum(int(len(ls) * size * 1.3) for ls, _, size, _ in body) + px
    r = pygame.Rect(0, 0, width, h)
    r.midtop = (box.centerx, box.y + px // 3)
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    panel(layer, layer.get_rect(), max(4, px // 2), (16, 10, 10, 232), GLOW, max(1, px // 10))
    y = px // 2
    for ls, kind, size, colour in body:
        for line in ls:
            text(layer, line, kind, size, (r.w // 2, y), colour, "midtop")
            y += int(size * 1.3)
    if cap is not None and not status:
        layer.set_alpha(cap.alpha)
    surface.blit(layer, r)
    return r
