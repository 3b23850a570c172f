"""Drawing a move's caption banner and the glow on the places it touched (captions.py keeps the text)."""
from __future__ import annotations

import math

import pygame

from .. import fonts, theme
from .captions import Caption
from .common import fit_px, panel, text, wrap

GLOW = (240, 200, 90)


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
    width = int(box.w * 0.94)
    lines = list(cap.lines[:1]) if cap else []
    small = list(cap.lines[1:2]) if cap else []
    body = []
    for line in lines:
        size = fit_px(line, "sans_bold", px, width - px * 2)
        body.append((wrap(line, "sans_bold", size, width - px * 2)[:2], "sans_bold", size, theme.BONE))
    spx = max(fonts.MIN_PX, int(px * 0.8))
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
    death = cap is not None and cap.death
    panel(layer, layer.get_rect(), max(4, px // 2), (40, 6, 10, 240) if death else (16, 10, 10, 232),
          theme.BLOOD_BRIGHT if death else GLOW, max(1, px // (5 if death else 10)))
    y = px // 2
    for ls, kind, size, colour in body:
        for line in ls:
            text(layer, line, kind, size, (r.w // 2, y), colour, "midtop")
            y += int(size * 1.3)
    if cap is not None and not status:
        layer.set_alpha(cap.alpha)
    surface.blit(layer, r)
    return r
