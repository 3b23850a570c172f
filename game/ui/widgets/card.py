"""Card faces and backs drawn with code.

A face: title on top, a type band coloured by card type, the text wrapped to fit (shrinking the
font when it is long), and the small player-count symbol in the corner (open circle: every count,
filled: 4+ players, filled with a ring: 7+). `rotated=True` turns it 180 degrees (a spent "once"
power stays rotated). Faces are rendered once per (content, size) and cached.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import style

CARD_RATIO = 5 / 7  # width / height of a poker card
COMPACT_WIDTH = 110  # narrower faces show only the title (a scene shows the full card on hover)

# (frame, band, band text) per type. Rulebook: green-framed Actions and Reactions, black-framed
# green-bordered Events, orange-framed Characters and Hideouts.
TYPE_COLOURS = {
    "action": ((40, 96, 48), (28, 70, 34), style.BONE),
    "reaction": ((38, 110, 92), (24, 80, 66), style.BONE),
    "event": ((20, 18, 18), (52, 120, 52), style.BONE),
    "character": ((204, 108, 30), (160, 78, 18), style.INK),
    "hideout": ((178, 86, 24), (128, 58, 16), style.BONE),
    "phase": ((90, 84, 78), (60, 56, 52), style.BONE),
    "strain": ((96, 40, 110), (66, 24, 78), style.BONE),
    "zombie": ((70, 100, 60), (40, 64, 34), style.BONE),
}
DEFAULT_TYPE = ((110, 100, 90), (70, 62, 56), style.BONE)
PAPER = (228, 219, 196)


def card_size(height: float) -> tuple:
    return (round(height * CARD_RATIO), round(height))


def draw_card(surface: pygame.Surface, rect, title: str, card_type: str = "", text: str = "",
              players: str = "all", rotated: bool = False, highlight=None, dimmed: bool = False) -> None:
    """Draw a card face into rect. highlight: an outline colour (selected, legal target) or None."""
    rect = pygame.Rect(rect)
    if rect.w < 4 or rect.h < 4:
        return
    img = _face(title, card_type, text, players, rect.w, rect.h)
    if rotated:
        img = pygame.transform.rotate(img, 180)
    radius = max(2, rect.w // 14)
    style.shadow_rect(surface, rect, radius, max(1, rect.w // 40))
    surface.blit(img, rect)
    if dimmed:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 130), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(4, 4), max(2, rect.w // 40), border_radius=radius + 2)


def draw_card_back(surface: pygame.Surface, rect, label: str = "", highlight=None) -> None:
    """The shared back of the deck: dark red with a bone-white frame and a skull-ish emblem."""
    rect = pygame.Rect(rect)
    if rect.w < 4 or rect.h < 4:
        return
    radius = max(2, rect.w // 14)
    style.shadow_rect(surface, rect, radius, max(1, rect.w // 40))
    surface.blit(_back(rect.w, rect.h, label), rect)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(4, 4), max(2, rect.w // 40), border_radius=radius + 2)


def draw_stack(surface: pygame.Surface, rect, count: int, face_down: bool = True, top=None, label: str = "") -> None:
    """A pile: a few offset edges under the top card (a back, or `top` = dict(title, card_type, ...))."""
    rect = pygame.Rect(rect)
    layers = min(6, max(0, count - 1))
    step = max(1, rect.w // 60)
    for i in range(layers, 0, -1):
        edge = rect.move(i * step, i * step)
        pygame.draw.rect(surface, (150, 140, 120) if not face_down else (60, 14, 16), edge,
                         border_radius=max(2, rect.w // 14))
        pygame.draw.rect(surface, (20, 10, 10), edge, 1, border_radius=max(2, rect.w // 14))
    if count <= 0:
        pygame.draw.rect(surface, style.BONE_DIM, rect, 1, border_radius=max(2, rect.w // 14))
    elif face_down or top is None:
        draw_card_back(surface, rect)
    else:
        draw_card(surface, rect, **top)
    if label or count:
        text = f"{label} {count}".strip() if label else str(count)
        px = max(9, rect.w // 6)
        tag = style.font(px, bold=True).size(text)
        pill = pygame.Rect(0, 0, tag[0] + px // 2 + 2, tag[1] + 2)
        pill.midbottom = (rect.centerx, rect.bottom - max(2, rect.h // 30))
        pygame.draw.rect(surface, (10, 8, 8), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, style.BLOOD, pill, 1, border_radius=pill.h // 2)
        style.blit_text(surface, text, px, pill.center, style.BONE, "center", bold=True, shadow=False)


@lru_cache(maxsize=160)  # at 4K a face is ~0.4 MB: keep a hand, the camps and hover zooms
def _face(title: str, card_type: str, text: str, players: str, w: int, h: int) -> pygame.Surface:
    frame, band, band_text = TYPE_COLOURS.get(card_type.lower(), DEFAULT_TYPE)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    border = max(2, w // 22)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-border * 2, -border * 2)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(1, radius - border))
    if card_type.lower() == "event":  # black frame, green border
        pygame.draw.rect(surf, band, inner, max(1, border // 2), border_radius=max(1, radius - border))

    pad = max(2, w // 20)
    if w < COMPACT_WIDTH:
        # Too small for rules text: a bigger title, wrapped, reads better than a tiny one-liner.
        title_h = _title(surf, title, inner, pad, max(7, round(w / 7)), 3)
    else:
        base = max(7, w // 9)
        one_line = style.fit_text(title, inner.w - pad * 2, base, bold=True)
        if one_line >= base * 0.85:
            title_h = _title(surf, title, inner, pad, one_line, 1)
        else:  # a long title wraps onto two lines rather than shrinking out of reach
            title_h = _title(surf, title, inner, pad, max(7, round(base * 0.85)), 2)

    band_rect = pygame.Rect(inner.x, inner.y + pad + title_h + pad // 2, inner.w, max(6, h // 13))
    pygame.draw.rect(surf, band, band_rect)
    if card_type and band_rect.h >= 8:
        label = card_type.upper()
        px = style.fit_text(label, band_rect.w - pad * 2, max(6, band_rect.h - 3), bold=True)
        style.blit_text(surf, label, px, band_rect.center, band_text, "center", bold=True, shadow=False)

    body = pygame.Rect(inner.x + pad, band_rect.bottom + pad, inner.w - pad * 2, inner.bottom - band_rect.bottom - pad * 3)
    if text and body.h > 6 and w >= COMPACT_WIDTH:
        _wrapped(surf, text, body, max(6, w // 10))  # starts large, shrinks to fit
    elif text and body.h > 10:
        # Short texts ("Survival +1") fit whole; a longer one shows its first sentence, cut with an
        # ellipsis if need be (the full text is on hover), never an empty face.
        if not _wrapped(surf, text, body, max(8, w // 7), min_px=8):
            first = text.split(". ")[0].rstrip(".") + "."
            if not _wrapped(surf, first, body, max(8, w // 7), min_px=8):
                _wrapped(surf, first, body, 8, min_px=8, cut=True)
    _players_symbol(surf, players, (inner.right - pad - w // 24, inner.bottom - pad - w // 24), max(3, w // 24))
    return surf


def _title(surf, title: str, inner: pygame.Rect, pad: int, px: int, max_lines: int) -> int:
    """Draw the title centred from the top, wrapped to max_lines; return the height used."""
    fnt = style.font(px, True)
    lines = style.wrap(title, fnt, inner.w - pad * 2)
    if len(lines) > max_lines:
        px = style.fit_text(title, inner.w - pad * 2, px, bold=True) if max_lines == 1 else px
        lines = [title] if max_lines == 1 else lines[:max_lines]
    y = inner.y + pad
    for line in lines:
        style.blit_text(surf, line, px, (inner.centerx, y), style.INK, "midtop", bold=True, shadow=False)
        y += style.font(px, True).get_linesize()
    return y - inner.y - pad


def _wrapped(surf, text: str, box: pygame.Rect, px: int, min_px: int = 6, cut: bool = False) -> bool:
    """Wrap text into box, shrinking the font until it fits. At min_px > 6 (unless `cut`) draw
    nothing rather than overflow and return False; else cut with an ellipsis."""
    while True:
        fnt = style.font(px)
        lines = style.wrap(text, fnt, box.w)
        if len(lines) * fnt.get_linesize() <= box.h:
            break
        if px <= min_px:
            if min_px > 6 and not cut:
                return False
            break
        px -= 1
    y = box.y
    for i, line in enumerate(lines):
        if y + fnt.get_linesize() > box.bottom:
            if i:
                surf.blit(fnt.render("...", True, style.INK), (box.x, y - fnt.get_linesize()))
            break
        surf.blit(fnt.render(line, True, style.INK), (box.x, y))
        y += fnt.get_linesize()
    return True


def _players_symbol(surf, players: str, center, r: int) -> None:
    """Open circle: all counts; filled: 4+; filled with an outer ring: 7+ (Mortal Reckoning)."""
    ink = style.INK
    if players == "4+":
        pygame.draw.circle(surf, ink, center, r)
    elif players == "7+":
        pygame.draw.circle(surf, ink, center, r)
        pygame.draw.circle(surf, ink, center, r + max(2, r // 2), 1)
    else:
        pygame.draw.circle(surf, ink, center, r, max(1, r // 3))


@lru_cache(maxsize=64)
def _back(w: int, h: int, label: str) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    pygame.draw.rect(surf, (58, 10, 14), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
    pygame.draw.rect(surf, (92, 16, 20), inner, border_radius=max(1, radius // 2))
    pygame.draw.rect(surf, style.BONE_DIM, inner, max(1, w // 50), border_radius=max(1, radius // 2))
    # A crude skull: cranium, two eye sockets, teeth. Recognisable at thumbnail size.
    cx, cy, s = inner.centerx, inner.centery - h // 20, min(inner.w, inner.h) * 0.28
    pygame.draw.circle(surf, style.BONE, (cx, cy), s)
    pygame.draw.rect(surf, style.BONE, (cx - s * 0.55, cy + s * 0.5, s * 1.1, s * 0.7), border_radius=max(1, int(s * 0.15)))
    for dx in (-0.38, 0.38):
        pygame.draw.circle(surf, (40, 6, 8), (cx + dx * s, cy + s * 0.05), s * 0.26)
    pygame.draw.polygon(surf, (40, 6, 8), [(cx, cy + s * 0.32), (cx - s * 0.1, cy + s * 0.52), (cx + s * 0.1, cy + s * 0.52)])
    for k in range(-1, 2):
        x = cx + k * s * 0.28
        pygame.draw.line(surf, (40, 6, 8), (x, cy + s * 0.75), (x, cy + s * 1.15), max(1, int(s * 0.06)))
    if label and w >= 40:
        px = style.fit_text(label, inner.w - 4, max(7, w // 10), bold=True)
        style.blit_text(surf, label, px, (inner.centerx, inner.bottom - max(3, h // 30)), style.BONE, "midbottom", bold=True)
    return surf
