"""Card faces and backs drawn with code.

A face: title on top, a type band coloured by card type, the text wrapped to fit (shrinking the
font when it is long), and the small player-count symbol in the corner (open circle: every count,
filled: 4+ players, filled with a ring: 7+). `rotated=True` turns it 180 degrees (a spent "once"
power stays rotated). Faces are rendered once per (content, size) and cached.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import style, textfit
from .. import text_record
from ..surfaces import new_surface

CARD_RATIO = 5 / 7  # width / height of a poker card

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
    # The Thing's sides: the Outpost's steel blue, the Thing's blood, Suspicion's violet, infection cards
    "outpost card": ((52, 92, 120), (34, 62, 84), style.BONE),
    "thing card": ((150, 34, 34), (96, 20, 22), style.BONE),
    "suspicion card": ((110, 70, 130), (72, 42, 88), style.BONE),
    "infection card": ((120, 28, 30), (70, 16, 18), style.BONE),
}
DEFAULT_TYPE = ((110, 100, 90), (70, 62, 56), style.BONE)
PAPER = (228, 219, 196)


def card_size(height: float) -> tuple:
    return (round(height * CARD_RATIO), round(height))


def draw_card(surface: pygame.Surface, rect, title: str, card_type: str = "", text: str = "",
              players: str = "all", rotated: bool = False, highlight=None, dimmed: bool = False,
              text_scale: float = 1.0, icon: str = "", look=None) -> None:
    """Draw a card face into rect. highlight: an outline colour (selected, legal target) or None. text_scale: the
    UI scale (a plate's name may grow past its 15 px cap by it; a face's text grows with the card). icon: the
    game-icons.net picture of the card's illustration window (game/ui/icons.py), drawn where the face has room
    for it after its title and its text. look: a character's look (widgets/portrait.py): its portrait fills the
    window instead of the icon."""
    rect = pygame.Rect(rect)
    if rect.w < 4 or rect.h < 4:
        return
    from . import portrait

    img = _face(title, card_type, text, players, rect.w, rect.h, float(text_scale), icon,
                portrait.frozen(look) if look else ())
    if rotated:
        img = pygame.transform.rotate(img, 180)
    radius = max(2, rect.w // 14)
    style.shadow_rect(surface, rect, radius, max(1, rect.w // 40))
    surface.blit(img, rect)
    if text_record.ACTIVE is not None:  # the readability checks: the title as the face shows it (whole or cut)
        whole = title_shown_whole(title, rect.w, rect.h, float(text_scale))
        text_record.ACTIVE.add(surface, rect, title if whole else title[:max(1, len(title) // 2)] + "…", "sans_bold",
                               face_px(rect.w, rect.h)[0], asked=title, role="card")
    if dimmed:
        veil = new_surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 130), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(4, 4), max(2, rect.w // 40), border_radius=radius + 2)


def footprint(rect) -> pygame.Rect:
    """Everything draw_card or draw_card_back paints for a card at `rect`: the card and its drop shadow (a static
    layer's part must cover it)."""
    rect = pygame.Rect(rect)
    off = max(1, rect.w // 40)
    return rect.union(pygame.Rect(rect.x - off, rect.y, rect.w + off * 4, rect.h + off * 4))


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
        if face_down or top is None:
            pill.midbottom = (rect.centerx, rect.bottom - max(2, rect.h // 30))
        else:  # over the top edge, clear of the face's name
            pill.midtop = (rect.centerx, rect.top - pill.h // 2)
        pygame.draw.rect(surface, (10, 8, 8), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, style.BLOOD, pill, 1, border_radius=pill.h // 2)
        style.blit_text(surface, text, px, pill.center, style.BONE, "center", bold=True, shadow=False)


def is_plate(w: int, h: int) -> bool:
    """A rect wider than a poker card is tall-ish is drawn as a name plate (a card seen edge-on in a row)."""
    return w >= h * 1.1


def title_box(w: int, h: int) -> tuple:
    """(width, height, lines) the title gets on a face or plate of w x h: what the text-fit test checks."""
    if is_plate(w, h):
        border, stripe = _plate_edges(w, h)
        return (w - stripe - border * 4 - 2, h - border * 2, 0)
    border, pad = max(2, w // 22), max(2, w // 20)
    return (w - border * 2 - pad * 2, max(1, int(h * 0.42)), 3)


def _plate_edges(w: int, h: int) -> tuple:
    """(border, type stripe) widths of a plate: thin, so narrow plates keep their room for the name."""
    return max(1, min(2, min(w, h) // 16)), max(3, min(6, min(w, h) // 7))


def _face_title_cut(title: str, w: int, h: int) -> bool:
    tw, th, tl = title_box(w, h)
    return textfit.fit_block(title, "sans_bold", face_px(w, h)[0], tw, th, tl).cut


def plate_px(h: int, text_scale: float = 1.0) -> float:
    """The size a plate's name starts from before fitting: with its height, capped (15 px times the UI scale)."""
    return max(textfit.min_px(), min(h * 0.45, 15 * text_scale))


def _plate_title_cut(title: str, w: int, h: int, text_scale: float = 1.0) -> bool:
    tw, th, _ = title_box(w, h)
    return textfit.fit_block(title, PLATE_FONT, plate_px(h, text_scale), tw, th).cut


def hand_title(title: str, copies: int) -> str:
    """A card's name in a hand, with how many copies the hand holds (one card shown for them): part of the title,
    so the fit that keeps the name whole keeps the mark too (a badge in a corner covered long names)."""
    return f"{title} ×{copies}" if copies > 1 else title


def face_shows_title(title: str, w: int, h: int) -> bool:
    """True when a portrait face of w x h shows its whole title upright (not a plate, not turned on its side)."""
    return not is_plate(w, h) and not _face_title_cut(title, w, h)


def title_shown_whole(title: str, w: int, h: int, text_scale: float = 1.0) -> bool:
    """True when a card of w x h shows its whole title (on a face, a plate, or a face turned sideways)."""
    if is_plate(w, h):
        return not _plate_title_cut(title, w, h, text_scale)
    return not _face_title_cut(title, w, h) or not _plate_title_cut(title, h, w)


def face_px(w: int, h: int) -> tuple:
    """(title px, text px) a portrait face starts from before fitting: grows with the card, capped so a
    large hover zoom still reads like a card."""
    m = textfit.min_px()
    return max(m, min(w // 9, h // 17)), max(m, min(w // 10, h // 25))


def body_box(w: int, h: int, title_h: int) -> tuple:
    """(width, height) of the rules text under the title and type band of a portrait face."""
    border, pad = max(2, w // 22), max(2, w // 20)
    band_h = max(14, min(h // 13, 22))
    return (w - border * 2 - pad * 2, h - border * 2 - pad * 4 - pad // 2 - title_h - band_h)


@lru_cache(maxsize=160)  # at 4K a face is ~0.4 MB: keep a hand, the camps and hover zooms
def _face(title: str, card_type: str, text: str, players: str, w: int, h: int,
          text_scale: float = 1.0, icon: str = "", look: tuple = ()) -> pygame.Surface:
    if is_plate(w, h):
        return _plate(title, card_type, w, h, text_scale)
    if _face_title_cut(title, w, h) and not _plate_title_cut(title, h, w):
        # too narrow for its name at 12 px: the name runs along the card's long side, as a plate turned
        # on its side, rather than being cut (the hover zoom shows the whole card)
        return pygame.transform.rotate(_plate(title, card_type, h, w), 90)
    frame, band, band_text = TYPE_COLOURS.get(card_type.lower(), DEFAULT_TYPE)
    surf = new_surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    border = max(2, w // 22)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-border * 2, -border * 2)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(1, radius - border))
    if card_type.lower() == "event":  # black frame, green border
        pygame.draw.rect(surf, band, inner, max(1, border // 2), border_radius=max(1, radius - border))

    pad = max(2, w // 20)
    # the title: shrunk a little, then wrapped (never under 12 px; the hover zoom shows what is cut)
    title_px, text_px = face_px(w, h)
    tw, th, tl = title_box(w, h)
    fit = textfit.fit_block(title, "sans_bold", title_px, tw, th, tl)
    y = inner.y + pad
    for line in fit.lines:
        _ink(surf, line, "sans_bold", fit.px, (inner.centerx, y), "midtop")
        y += fit.line_h
    title_h = fit.height

    band_h = max(14, min(h // 13, 22))
    top = inner.y + pad + title_h + pad // 2
    art_h = _art_height(icon or bool(look), text, inner, top, band_h, pad, text_px)
    if art_h:
        _draw_art(surf, pygame.Rect(inner.x + pad, top, inner.w - pad * 2, art_h), icon, frame, band, look)
        top += art_h + pad // 2
    band_rect = pygame.Rect(inner.x, top, inner.w, band_h)
    pygame.draw.rect(surf, band, band_rect)
    if card_type and textfit.fits(card_type.upper(), "sans_bold", band_h - 2, band_rect.w - pad * 2, band_h + 2):
        label = card_type.upper()
        f = textfit.fit_block(label, "sans_bold", band_h - 2, band_rect.w - pad * 2, band_h + 2, 1)
        _ink(surf, f.lines[0], "sans_bold", f.px, band_rect.center, "center", band_text)

    body = pygame.Rect(inner.x + pad, band_rect.bottom + pad, inner.w - pad * 2, inner.bottom - band_rect.bottom - pad * 3)
    if text and body.h >= textfit.line_height("sans", textfit.min_px()):
        # the whole text, else its first sentence, else nothing: a face never shows a cut text
        # (the hover zoom shows the whole card)
        first = text.split(". ")[0].rstrip(".") + "."
        for candidate in (text, first):
            f = textfit.fit_block(candidate, "sans", text_px, body.w, body.h)
            if not f.cut:
                yy = body.y
                for line in f.lines:
                    _ink(surf, line, "sans", f.px, (body.x, yy), "topleft")
                    yy += f.line_h
                break
    _players_symbol(surf, players, (inner.right - pad - w // 24, inner.bottom - pad - w // 24), max(3, w // 24))
    return surf


ART_MIN_H = 28  # an illustration window smaller than this reads as a smudge: the face goes without


def _art_height(icon: str, text: str, inner: pygame.Rect, top: int, band_h: int, pad: int, text_px: int) -> int:
    """How tall the illustration window of a face is: as tall as leaves the rules text whole below the band
    (at most 45% of the face), else nothing. The title and the text come first; the picture takes what is left."""
    if not icon:
        return 0
    room = inner.bottom - top - band_h - pad * 3 - pad // 2
    most = min(int(inner.h * 0.45), room)
    if not text:
        return most if most >= ART_MIN_H else 0
    body_w = inner.w - pad * 2
    for art_h in range(most, ART_MIN_H - 1, -max(2, most // 12)):
        if not textfit.fit_block(text, "sans", text_px, body_w, room - art_h).cut:
            return art_h
    return 0


def _draw_art(surf, rect: pygame.Rect, icon: str, frame: tuple, band: tuple, look: tuple = ()) -> None:
    """The illustration window: a dark field lit from the middle in the card type's colour, the icon in bone
    white over it with a shadow (or the character standing there, given its look; a head and shoulders when
    the window is too low for a whole figure to read)."""
    from .. import icons
    from . import portrait

    dark = tuple(max(0, c // 4) for c in band)
    pygame.draw.rect(surf, dark, rect, border_radius=max(2, rect.w // 16))
    glow = tuple(min(255, c // 2 + 10) for c in frame)
    for i in range(4, 0, -1):  # a soft pool of the type's colour behind the picture
        r = rect.inflate(-rect.w * (4 - i) // 5, -rect.h * (4 - i) // 5)
        pygame.draw.ellipse(surf, tuple(d + (g - d) * (5 - i) // 5 for d, g in zip(dark, glow)), r)
    pygame.draw.rect(surf, tuple(min(255, c + 40) for c in band), rect, max(1, rect.w // 60),
                     border_radius=max(2, rect.w // 16))
    if look:
        if rect.h >= 80:
            portrait.draw_figure(surf, rect.inflate(-rect.w // 10, -rect.h // 8), dict(look))
        else:
            side = int(min(rect.w, rect.h) * 0.9)
            surf.blit(portrait.bust(dict(look), side), (rect.centerx - side // 2, rect.centery - side // 2))
        return
    side = int(min(rect.w, rect.h) * 0.82)
    icons.draw(surf, icon, pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2),
               PAPER, shadow=(0, 0, 0, 150))


@lru_cache(maxsize=32)
def min_face_width(titles: tuple) -> int:
    """The narrowest portrait face whose title box holds every word of every title at fonts.MIN_PX
    (a narrower face would have to cut a word: the hand then lays its cards out as plates)."""
    from .. import fonts

    widest = max((fonts.get("sans_bold", textfit.min_px()).size(word)[0] for t in titles for word in t.split()), default=0)
    w = widest
    while title_box(w, int(w * 1.4))[0] < widest:
        w += 1
    return w


PLATE_FONT = "sans_condensed"  # plates are narrow: the condensed face holds every card name at 12 px


def _plate(title: str, card_type: str, w: int, h: int, text_scale: float = 1.0) -> pygame.Surface:
    """A card as a name plate: paper, the type's frame, a type-coloured stripe at the left, the name fitted."""
    frame, band, _ = TYPE_COLOURS.get(card_type.lower(), DEFAULT_TYPE)
    surf = new_surface((w, h), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 6)
    border, stripe = _plate_edges(w, h)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, band, (0, 0, stripe, h), border_top_left_radius=radius, border_bottom_left_radius=radius)
    pygame.draw.rect(surf, frame, surf.get_rect(), border, border_radius=radius)
    tw, th, _ = title_box(w, h)
    box = pygame.Rect(stripe + border * 2, border, tw, th)
    fit = textfit.fit_block(title, PLATE_FONT, plate_px(h, text_scale), box.w, box.h)
    y = box.centery - fit.height // 2
    for line in fit.lines:
        _ink(surf, line, PLATE_FONT, fit.px, (box.x, y), "topleft")
        y += fit.line_h
    return surf


def _ink(surf, line: str, kind: str, px: int, pos, anchor: str, colour=style.INK) -> None:
    from .. import fonts

    img = fonts.render(fonts.get(kind, px), line, True, colour)
    surf.blit(img, img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))}))


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
    surf = new_surface((w, h), pygame.SRCALPHA)
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


def hand_rects(area, n: int, min_face_w: int, gap: int) -> list:
    """Rects for n cards in a hand area: one row of portrait faces when faces wide enough for their
    titles (min_face_w) fit side by side; else plates on as few rows as keep each plate two lines tall."""
    area = pygame.Rect(area)
    if n <= 0:
        return []
    ch = area.h
    cw = max(int(ch * CARD_RATIO), min_face_w)
    if n * cw + (n - 1) * gap <= area.w and cw <= ch:
        total = n * cw + (n - 1) * gap
        x0 = area.centerx - total // 2
        return [pygame.Rect(x0 + i * (cw + gap), area.y, cw, ch) for i in range(n)]
    rows = 2 if n > 1 else 1
    while rows < n and (area.h - gap * (rows - 1)) // (rows + 1) >= 34:
        rows += 1
    cols = -(-n // rows)
    rows = -(-n // cols)
    pw = (area.w - gap * (cols - 1)) // cols
    ph = min((area.h - gap * (rows - 1)) // rows, pw * 10 // 11)
    top = area.y + (area.h - (rows * ph + (rows - 1) * gap)) // 2
    return [pygame.Rect(area.x + (i % cols) * (pw + gap), top + (i // cols) * (ph + gap), pw, ph) for i in range(n)]
