"""Text and panels as every table draws them: cached renders (a table redraws every frame: render text
once, blit often), text fitted into boxes through widgets.textfit, and rounded translucent panels.
The tables, the hover help and the guide import them from here.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

import pygame

from .. import fonts, text_record, theme
from . import textfit
from ..surfaces import new_surface

# -- cached text and panels (the table redraws every frame: render text once, blit often) -------------


@lru_cache(maxsize=2048)
def text_surface(text: str, kind: str, px: int, colour: tuple, shadow: bool = True) -> pygame.Surface:
    font = fonts.get(kind, int(px))
    main = fonts.render(font, text, True, colour)
    if not shadow:
        return main
    off = max(1, max(fonts.MIN_PX, int(px)) // 14)
    out = pygame.Surface((main.get_width() + off, main.get_height() + off), pygame.SRCALPHA)
    sh = fonts.render(font, text, True, (0, 0, 0))
    sh.set_alpha(210)
    out.blit(sh, (off, off))
    out.blit(main, (0, 0))
    return out


def text(surface, txt: str, kind: str, px: float, pos, colour=theme.BONE, anchor: str = "topleft",
         shadow: bool = True) -> pygame.Rect:
    size = max(fonts.MIN_PX, int(round(px)))
    img = text_surface(str(txt), kind, size, tuple(colour), shadow)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    if text_record.ACTIVE is not None:  # the readability checks are recording (off in play)
        text_record.ACTIVE.add(surface, text_record.letters(img, rect), str(txt), kind, size)
    return rect


def fit_px(txt: str, kind: str, px: float, max_w: float) -> int:
    """The largest size <= px (never under fonts.MIN_PX) at which txt fits max_w on one line."""
    return textfit.fit_px(txt, kind, px, max_w)


def clip(txt: str, kind: str, px: int, max_w: float) -> str:
    return textfit.clip(txt, kind, px, max_w)


def wrap(txt: str, kind: str, px: int, width: float) -> list:
    return textfit.wrap(txt, kind, px, width)


def fitted_text(surface, txt: str, kind: str, px: float, rect, colour=theme.BONE, align: str = "center",
                valign: str = "center", shadow: bool = True, max_lines: int = 0, shrink: float = textfit.SHRINK_LIMIT):
    """Draw txt fitted into rect (shrink, wrap, '…' last): align left | center | right, valign top | center.
    Returns the Fitted result (its .cut says whether the text had to be cut)."""
    rect = pygame.Rect(rect)
    f = textfit.fit_block(txt, kind, px, rect.w, rect.h, max_lines, shrink)
    y = {"top": rect.y, "bottom": rect.bottom - f.height}.get(valign, rect.centery - f.height // 2)
    for line in f.lines:
        if align == "left":
            text(surface, line, kind, f.px, (rect.x, y), colour, "topleft", shadow)
        elif align == "right":
            text(surface, line, kind, f.px, (rect.right, y), colour, "topright", shadow)
        else:
            text(surface, line, kind, f.px, (rect.centerx, y), colour, "midtop", shadow)
        y += f.line_h
    rec = text_record.ACTIVE
    if rec is not None and f.cut:  # the lines are recorded one by one; the cut one knows the whole text
        rec.note_cut(f.lines[-1], str(txt))
    return f


def fitted_line(surface, txt: str, kind: str, px: float, pos, max_w: float, colour=theme.BONE, anchor: str = "topleft",
                shadow: bool = True) -> pygame.Rect:
    """One line of text at pos, shrunk (then cut with '…' as a last resort) to max_w."""
    line, size = textfit.fit_line(txt, kind, px, max_w)
    if text_record.ACTIVE is not None:
        text_record.ACTIVE.note_cut(line, str(txt))
    return text(surface, line, kind, size, pos, colour, anchor, shadow)


@lru_cache(maxsize=256)
def _panel_surface(size: tuple, radius: int, fill: tuple, edge: Optional[tuple], width: int) -> pygame.Surface:
    surf = new_surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge, surf.get_rect(), width, border_radius=radius)
    return surf


def panel(surface, rect, radius: int = 8, fill=(10, 8, 9, 215), edge=theme.PANEL_EDGE, width: int = 1) -> None:
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(_panel_surface(rect.size, max(0, radius), tuple(fill), tuple(edge) if edge else None,
                                max(1, width)), rect)
