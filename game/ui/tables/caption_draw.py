"""Drawing a move's caption banner and the glow on the places it touched (captions.py keeps the text)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import fonts, text_record, theme
from .captions import Caption
from ..widgets.ink import fit_px, panel, text, wrap
from ..surfaces import new_surface

GLOW = (240, 200, 90)


def draw_glow(surface, rects: list, time: float, k: float) -> None:
    """A pulsing gold ring around each place the last computer move touched."""
    a = 0.55 + 0.45 * math.sin(time * 5.0)
    width = max(2, int(round(4 * k)))
    for r in rects:
        if r is None or r.w <= 0:
            continue
        ring = r.inflate(int(14 * k), int(14 * k))
        layer = ring_layer(ring.size, GLOW, width, max(4, int(12 * k)))
        layer.set_alpha(int(120 + 120 * a))  # the pulse: the ring is drawn once per size, faded per frame
        surface.blit(layer, ring)


@lru_cache(maxsize=64)
def ring_layer(size: tuple, colour: tuple, width: int, radius: int) -> pygame.Surface:
    """An opaque rounded ring on a transparent layer of `size` (a glow pulses it with the layer's alpha)."""
    layer = new_surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], 255), layer.get_rect(), width, border_radius=radius)
    return layer


def caption_height(cap: Caption, width: int, px: int, status: str = "") -> int:
    """The height of the banner draw_caption draws in a box `width` wide (0: none), with its top margin."""
    body = _caption_rows(cap, int(width * 0.94), px, status)
    return sum(int(len(ls) * size * 1.3) for ls, _, size, _ in body) + px + px // 3 if body else 0


def _caption_rows(cap: Caption, width: int, px: int, status: str) -> list:
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
    return body


def draw_caption(surface, cap: Caption, box: pygame.Rect, px: int, status: str = "", keep_clear=()) -> pygame.Rect:
    """The caption banner centred at the top of `box` (a quiet strip of the table); `status` (paused...) is
    its last row. Where it would cover one of the `keep_clear` rects (the board's words: location names, a
    reaction chain), it moves down (or up) to the nearest place clear of them all."""
    width = int(box.w * 0.94)
    layer = _banner(tuple(cap.lines[:2]) if cap else (), bool(cap is not None and cap.death), width, px, status)
    if layer is None:
        return pygame.Rect(box.centerx, box.y, 0, 0)
    r = clear_place(layer.get_rect(midtop=(box.centerx, box.y + px // 3)), keep_clear, surface.get_rect(), px // 3)
    layer.set_alpha(cap.alpha if cap is not None and not status else 255)
    surface.blit(layer, r)
    if text_record.ACTIVE is not None:  # the banner is drawn once on its own layer: recorded where it lands
        said = " ".join([*(cap.lines[:2] if cap else ()), status]).strip()
        text_record.ACTIVE.add(surface, r.inflate(-px, -px // 2), said, "sans_bold", px)
    return r


def clear_place(r: pygame.Rect, keep_clear, bounds: pygame.Rect, gap: int) -> pygame.Rect:
    """r, or r moved straight down or up to the nearest place inside bounds that covers none of keep_clear."""
    blocks = [pygame.Rect(k) for k in keep_clear if k is not None]
    if not blocks or r.collidelist(blocks) < 0:
        return r
    ys = {b.bottom + gap for b in blocks} | {b.y - gap - r.h for b in blocks}
    for y in sorted(ys, key=lambda y: abs(y - r.y)):
        moved = r.move(0, y - r.y)
        if bounds.contains(moved) and moved.collidelist(blocks) < 0:
            return moved
    return r


@lru_cache(maxsize=8)
def _banner(lines: tuple, death: bool, width: int, px: int, status: str):
    """The banner's picture (None: nothing to say), drawn once per caption: it stays on show for seconds and
    only its fade changes from frame to frame."""
    body = _caption_rows(Caption("", list(lines)) if lines else None, width, px, status)
    if not body:
        return None
    h = sum(int(len(ls) * size * 1.3) for ls, _, size, _ in body) + px
    layer = new_surface((width, h), pygame.SRCALPHA)
    panel(layer, layer.get_rect(), max(4, px // 2), (40, 6, 10, 240) if death else (16, 10, 10, 232),
          theme.BLOOD_BRIGHT if death else GLOW, max(1, px // (5 if death else 10)))
    y = px // 2
    for ls, kind, size, colour in body:
        for line in ls:
            text(layer, line, kind, size, (width // 2, y), colour, "midtop")
            y += int(size * 1.3)
    return layer


def draw_thinking(surface, rects: list, label: str, time: float, k: float, px: int, colour, box: pygame.Rect) -> None:
    """A computer seat is thinking: a ring of dashes running around each place the seat sits (its camps, its
    row, its token), and a tag "Mara is thinking…" above the first of them (at the top of `box` when the
    seat has no place on the board)."""
    width = max(2, int(round(4 * k)))
    light = tuple(int(c + (255 - c) * 0.6) for c in colour[:3])  # paler than the seat's own pulse beneath
    for r in rects:
        if r is None or r.w <= 0:
            continue
        ring = r.inflate(int(26 * k), int(26 * k))  # outside the table's whose-move pulse
        layer = new_surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], 60), layer.get_rect(), max(1, width // 2), border_radius=max(4, int(10 * k)))
        _running_dashes(layer, layer.get_rect().inflate(-width, -width), time, (*light, 245), width)
        surface.blit(layer, ring)
    dots = "." * (1 + int(time * 2.5) % 3)
    line = f"{label}{dots}"
    size = max(fonts.MIN_PX, int(px * 0.85))
    w = min(int(box.w * 0.9), fonts.get("sans_bold", size).size(line + "..")[0] + px)
    tag = pygame.Rect(0, 0, w, int(size * 1.7))
    first = next((r for r in rects if r is not None and r.w > 0), None)
    if first is not None:
        tag.midbottom = (first.centerx, first.y - int(10 * k))
        if tag.y < 0:
            tag.midtop = (first.centerx, first.bottom + int(10 * k))
    else:
        tag.midtop = (box.centerx, box.y + px // 3)
    tag.clamp_ip(surface.get_rect())
    panel(surface, tag, max(4, px // 3), (16, 12, 14, 235), colour, max(1, px // 10))
    text(surface, line, "sans_bold", size, (tag.x + px // 2, tag.centery), theme.BONE, "midleft", shadow=False)


def _running_dashes(layer, rect: pygame.Rect, time: float, colour, width: int, count: int = 12) -> None:
    """Dashes along the edge of `rect`, moving clockwise with time (a spinner around a place)."""
    perimeter = 2 * (rect.w + rect.h)
    if perimeter <= 0:
        return
    step = perimeter / count
    dash = step * 0.45
    offset = (time * perimeter * 0.18) % step

    def point(d: float) -> tuple:
        d %= perimeter
        if d < rect.w:
            return rect.x + d, rect.y
        d -= rect.w
        if d < rect.h:
            return rect.right, rect.y + d
        d -= rect.h
        if d < rect.w:
            return rect.right - d, rect.bottom
        return rect.x, rect.bottom - (d - rect.w)

    for i in range(count):
        start = offset + i * step
        pts = [point(start + dash * j / 4) for j in range(5)]  # bends round a corner
        pygame.draw.lines(layer, colour, False, pts, width)
