"""The Thing's cards drawn where they are wider than tall (the hand's plates, the Thing's set-aside infection cards):
a frame coloured by the card's side, its picture on the left, its whole name beside it and, where the card holds it
whole, its rules text under them. A card too small for its text shows its name and picture; the hover zoom shows
the whole face (widgets/card.py). Portrait-shaped cards are draw_card's faces."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import fonts, icons
from ...surfaces import new_surface
from ...widgets import style, textfit
from ...widgets.card import PAPER

# (frame, picture window, picture ink) per side of the card
SIDES = {
    "Outpost card": ((52, 92, 120), (34, 52, 66), (220, 232, 240)),
    "Thing card": ((150, 34, 34), (58, 18, 20), (240, 170, 150)),
    "Suspicion card": ((110, 70, 130), (48, 30, 60), (230, 210, 240)),
    "Infection card": ((150, 34, 34), (58, 18, 20), (240, 170, 150)),
}
HUMAN = ((60, 130, 80), (24, 56, 34), (200, 240, 210))
INK = (34, 26, 22)


def side_colours(card_type: str, title: str = "") -> tuple:
    if card_type == "Infection card" and title in ("Human", "Still human"):
        return HUMAN
    return SIDES.get(card_type, SIDES["Outpost card"])


def draw_wide_card(surface, rect, title: str, card_type: str, text: str, icon: str, text_scale: float = 1.0,
                   min_text_px: int = 0, shadow: bool = True) -> None:
    """The card in rect, with its drop shadow below and right (within widgets/card.footprint) unless `shadow` is
    off (a card at the edge of a still part: the shadow would fall outside it)."""
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 8:
        return
    if shadow:
        style.shadow_rect(surface, rect, max(2, rect.h // 10), max(1, rect.w // 60))
    surface.blit(_wide(title, card_type, text, icon, rect.w, rect.h, float(text_scale), int(min_text_px)), rect)


def wide_title_fits(title: str, w: int, h: int, text_scale: float = 1.0) -> bool:
    """True when a wide card of w x h shows `title` whole (beside its picture, or alone when that is tighter)."""
    return not _layout(title, w, h, float(text_scale))[2].cut


@lru_cache(maxsize=512)
def _layout(title: str, w: int, h: int, text_scale: float) -> tuple:
    """(border, picture side, the title's fit, the title's box) of a wide card; without the picture when the name
    would not fit whole beside it."""
    border = max(2, min(w, h) // 18)
    pad = max(2, h // 16)
    inner_h = h - 2 * border - 2 * pad
    art = min(int(inner_h * 0.62), int(w * 0.28), round(44 * text_scale))
    px = max(textfit.min_px(), min(h * 0.3, 15 * text_scale))
    for side in ((art, 0) if art >= 16 else (0,)):
        tw = w - 2 * border - 2 * pad - (side + pad if side else 0)
        th = max(side, int(inner_h * 0.6)) if side else int(inner_h * 0.7)
        fit = textfit.fit_block(title, "plate", px, tw, th, 3)
        if not fit.cut:
            return border, side, fit, pygame.Rect(border + pad + (side + pad if side else 0), border + pad, tw, th)
    return border, 0, fit, pygame.Rect(border + pad, border + pad, tw, th)


@lru_cache(maxsize=160)
def _wide(title: str, card_type: str, text: str, icon: str, w: int, h: int, text_scale: float,
          min_text_px: int) -> pygame.Surface:
    frame, window, ink = side_colours(card_type, title)
    surf = new_surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 10)
    border, side, fit, box = _layout(title, w, h, text_scale)
    pad = max(2, h // 16)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(1, radius - border))
    top = box.y
    if side and icon:
        win = pygame.Rect(inner.x + pad, inner.y + pad, side, side)
        pygame.draw.rect(surf, window, win, border_radius=max(2, side // 8))
        icons.draw(surf, icon, win.inflate(-max(2, side // 7), -max(2, side // 7)), ink)
    # the name, centred on the picture's height (or at the top when the text follows)
    block_h = fit.line_h * len(fit.lines)
    y = box.y + max(0, (max(side, block_h) - block_h) // 2) if side else box.y
    for line in fit.lines:
        _ink(surf, line, "plate", fit.px, (box.x, y))
        y += fit.line_h
    below = max(top + (side if side else 0), y) + pad // 2
    body = pygame.Rect(inner.x + pad, below, inner.w - 2 * pad, inner.bottom - pad - below)
    if not side and icon and not text and min(body.w, body.h) >= 16:  # a narrow card: its picture under its name
        win = pygame.Rect(0, 0, min(body.w, body.h), min(body.w, body.h))
        win.center = body.center
        pygame.draw.rect(surf, window, win, border_radius=max(2, win.w // 8))
        icons.draw(surf, icon, win.inflate(-max(2, win.w // 7), -max(2, win.w // 7)), ink)
    px = max(textfit.min_px(), min_text_px or round(12 * min(text_scale, 1.25)))
    if text and body.h >= textfit.line_height("sans", textfit.min_px()):
        first = text.split(". ")[0].rstrip(".") + "."
        for candidate in (text, first):  # the whole text, else its first sentence, else none: never a cut text
            f = textfit.fit_block(candidate, "sans", px, body.w, body.h)
            if not f.cut:
                yy = body.y
                for line in f.lines:
                    _ink(surf, line, "sans", f.px, (body.x, yy))
                    yy += f.line_h
                break
    return surf


def _ink(surf, line: str, kind: str, px: int, pos) -> None:
    img = fonts.get(kind, px).render(line, True, INK)
    surf.blit(img, pos)
