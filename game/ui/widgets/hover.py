"""Hover help every table shares: a tooltip on anything with a tip, and the hover zoom of cards and tokens.

A table lists what the pointer can rest on this frame as `HoverItem`s (rect, short tip, and what to show
large). `Hover` times how long the pointer rests on one item: the tip shows after TIP_DELAY, the zoom
after HOLD_DELAY, or at once while Alt is held, as tabletop programs do. Both are placed beside the
item (`place_beside`), never over it, and a tooltip is as wide as its text (wrapped only past a maximum).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import pygame

from .. import fonts, text_record, theme
from . import card as cardw
from . import textfit
from .ink import panel, text

TIP_DELAY = 0.25
HOLD_DELAY = 0.6


@dataclass(eq=False)
class HoverItem:
    rect: pygame.Rect
    tip: str = ""  # a short explanation (tooltip)
    title: str = ""  # the zoom: a card (card=dict of draw_card arguments) or a panel with title and body
    body: str = ""
    card: Optional[dict] = None
    art: Optional[Callable] = None  # art(surface, rect): a picture drawn at the top of the zoom panel
    colour: tuple = theme.BLOOD
    key: object = None  # what the item is (the hold timer restarts when it changes)
    extra: dict = field(default_factory=dict)

    @property
    def zoomable(self) -> bool:
        return self.card is not None or bool(self.title or self.body)

    def ident(self):
        return self.key if self.key is not None else (tuple(self.rect), self.tip, self.title)


class Hover:
    """How long the pointer has rested on the same item; Alt shows the zoom at once."""

    def __init__(self):
        self.item: Optional[HoverItem] = None
        self.ident = None
        self.time = 0.0
        self.alt = False

    def update(self, dt: float, items: list, pos) -> None:
        item = find(items, pos)
        ident = item.ident() if item is not None else None
        if ident != self.ident:
            self.ident, self.time = ident, 0.0
        else:
            self.time += dt
        self.item = item

    def forget(self) -> None:
        """Drop what the pointer rests on (it was listed from a view the table no longer shows)."""
        self.item, self.ident, self.time = None, None, 0.0

    def zoom(self) -> Optional[HoverItem]:
        it = self.item
        if it is not None and it.zoomable and (self.alt or self.time >= HOLD_DELAY):
            return it
        return None

    def tip(self) -> Optional[HoverItem]:
        it = self.item
        if it is not None and it.tip and self.time >= TIP_DELAY and self.zoom() is None:
            return it
        return None


def find(items: list, pos) -> Optional[HoverItem]:
    """The topmost item (the last listed) under pos."""
    if pos is None:
        return None
    for it in reversed(items):
        if it.rect.collidepoint(pos):
            return it
    return None


def place_beside(anchor, size: tuple, bounds, gap: int, order: str = "rlba", avoid=()) -> pygame.Rect:
    """A rect of `size` next to anchor that does not cover it: tried right, left, below, above (as
    `order` says), clamped inside bounds along the free axis; the first side where it covers none of the
    `avoid` rects (the other controls on screen) wins, else the first with room. When no side has room, the
    side with the most room is used and the rect is squeezed against the bounds (it may then cover the
    anchor only if it is larger than the space around it)."""
    anchor, bounds = pygame.Rect(anchor), pygame.Rect(bounds)
    w, h = size
    room = {"r": bounds.right - anchor.right - gap, "l": anchor.x - bounds.x - gap,
            "b": bounds.bottom - anchor.bottom - gap, "a": anchor.y - bounds.y - gap}
    need = {"r": w, "l": w, "b": h, "a": h}
    fitting = [s for s in order if room[s] >= need[s]]
    others = [pygame.Rect(r) for r in avoid if not pygame.Rect(r).colliderect(anchor)]
    if others:
        for s in fitting:
            for shift in _SHIFTS:
                r = _beside(anchor, (w, h), bounds, gap, s, shift)
                if r.collidelist(others) < 0 and not r.colliderect(anchor):
                    return r
        spot = _free_spot(anchor, (w, h), bounds, gap, others)
        if spot is not None:
            return spot
    side = fitting[0] if fitting else max(order, key=lambda s: room[s] / max(1, need[s]))
    return _beside(anchor, (w, h), bounds, gap, side)


def _free_spot(anchor: pygame.Rect, size: tuple, bounds: pygame.Rect, gap: int, others: list):
    """The place nearest the anchor where a rect of `size` covers neither the anchor nor any of `others` (a row
    of controls packed round the anchor leaves no side clear): its corners tried against every control's edges."""
    w, h = size
    blocks = [*others, anchor]
    xs = {anchor.x, anchor.right + gap, anchor.x - gap - w, bounds.x, bounds.right - w}
    ys = {anchor.y, anchor.bottom + gap, anchor.y - gap - h, bounds.y, bounds.bottom - h}
    for r in blocks:
        xs.update((r.right + gap, r.x - gap - w))
        ys.update((r.bottom + gap, r.y - gap - h))
    best, best_d = None, None
    for x in xs:
        if x < bounds.x or x + w > bounds.right:
            continue
        for y in ys:
            if y < bounds.y or y + h > bounds.bottom:
                continue
            r = pygame.Rect(x, y, w, h)
            if r.collidelist(blocks) >= 0:
                continue
            d = (r.centerx - anchor.centerx) ** 2 + (r.centery - anchor.centery) ** 2
            if best_d is None or d < best_d:
                best, best_d = r, d
    return best


_SHIFTS = (0.0, -0.5, 0.5, -1.0, 1.0)  # where along its side a tooltip may slide (in its own lengths) to stay clear


def _beside(anchor: pygame.Rect, size: tuple, bounds: pygame.Rect, gap: int, side: str,
            shift: float = 0.0) -> pygame.Rect:
    w, h = size
    r = pygame.Rect(0, 0, w, h)
    if side == "r":
        r.midleft = (anchor.right + gap, anchor.centery + round(shift * h))
    elif side == "l":
        r.midright = (anchor.x - gap, anchor.centery + round(shift * h))
    elif side == "b":
        r.midtop = (anchor.centerx + round(shift * w), anchor.bottom + gap)
    else:
        r.midbottom = (anchor.centerx + round(shift * w), anchor.y - gap)
    if side in "rl":
        r.y = max(bounds.y, min(r.y, bounds.bottom - h))
    else:
        r.x = max(bounds.x, min(r.x, bounds.right - w))
    return r.clamp(bounds) if not bounds.contains(r) else r


def tooltip_rect(anchor, txt: str, bounds, scale: float, order: str = "barl", avoid=()) -> tuple:
    """(rect, Fitted) of a tooltip for txt: as wide as its text, wrapped only past a maximum width, beside
    anchor where it covers none of the `avoid` rects when a side allows."""
    px = max(fonts.MIN_PX, round(13 * scale))
    pad = max(6, round(8 * scale))
    max_w = min(int(420 * scale), pygame.Rect(bounds).w - 2 * pad)
    one = textfit.width(txt, "sans", px)
    lines = textfit.wrap(txt, "sans", px, max_w) if one > max_w else [txt]
    lh = textfit.line_height("sans", px)
    w = max(textfit.width(line, "sans", px) for line in lines) + 2 * pad
    h = lh * len(lines) + 2 * pad
    rect = place_beside(anchor, (w, h), bounds, max(4, round(6 * scale)), order, avoid)
    return rect, textfit.Fitted(tuple(lines), px, lh, False)


def draw_tooltip(surface, anchor, txt: str, scale: float, edge=theme.BLOOD, avoid=()) -> pygame.Rect:
    bounds = surface.get_rect()
    rect, fit = tooltip_rect(anchor, txt, bounds, scale, avoid=avoid)
    pad = max(6, round(8 * scale))
    panel(surface, rect, max(3, round(5 * scale)), (22, 12, 15, 246), edge, 1)
    if text_record.ACTIVE is not None:
        text_record.ACTIVE.tooltip(rect, txt, anchor)
    y = rect.y + pad
    with text_record.role("tooltip"):
        for line in fit.lines:
            text(surface, line, "sans", fit.px, (rect.x + pad, y), theme.BONE, shadow=False)
            y += fit.line_h
    return rect


def zoom_size(item: HoverItem, bounds, scale: float) -> tuple:
    bounds = pygame.Rect(bounds)
    if item.card is not None:
        h = min(int(bounds.h * 0.55), int(380 * scale))
        return (int(h * cardw.CARD_RATIO), h)
    w = int(340 * scale)
    return (w, _panel_height(item, w, scale))


def _panel_height(item: HoverItem, w: int, scale: float) -> int:
    pad = round(12 * scale)
    art_h = round(190 * scale) if item.art else 0
    tf = textfit.fit_block(item.title, "serif", 20 * scale, w - 2 * pad, 0)
    bf = textfit.fit_block(item.body, "sans", 14 * scale, w - 2 * pad, 10 ** 5) if item.body else None
    return pad * 2 + art_h + (pad if art_h else 0) + tf.height + (round(6 * scale) + bf.height if bf else 0)


def draw_zoom(surface, item: HoverItem, scale: float) -> pygame.Rect:
    """The item large, beside it: a card face with its whole text, or a panel (art, title, body)."""
    bounds = surface.get_rect()
    size = zoom_size(item, bounds, scale)
    rect = place_beside(item.rect, size, bounds, max(6, round(10 * scale)))
    if item.card is not None:
        cardw.draw_card(surface, rect, **item.card, highlight=theme.GOLD)
        return rect
    panel(surface, rect, max(4, round(10 * scale)), (16, 11, 13, 248), item.colour, max(1, round(2 * scale)))
    pad = round(12 * scale)
    y = rect.y + pad
    if item.art:
        art = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, round(190 * scale))
        item.art(surface, art)
        y = art.bottom + pad
    tf = textfit.fit_block(item.title, "serif", 20 * scale, rect.w - 2 * pad, 0)
    for line in tf.lines:
        text(surface, line, "serif", tf.px, (rect.x + pad, y), theme.GOLD)
        y += tf.line_h
    if item.body:
        y += round(6 * scale)
        bf = textfit.fit_block(item.body, "sans", 14 * scale, rect.w - 2 * pad, 10 ** 5)
        for line in bf.lines:
            text(surface, line, "sans", bf.px, (rect.x + pad, y), theme.BONE, shadow=False)
            y += bf.line_h
    return rect
