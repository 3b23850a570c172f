"""How Terrorscape's cards look: a frame per kind of card (a Killer card by its speed, an item by its search deck,
a trait by its side), registered with the shared card faces (widgets/card.py TYPE_COLOURS, keyed by the card's
type band), and the small card the Killer's hand and a Survivor's inventory show per row: the picture, the name,
the kind, and the rules text when the row has room for all of it."""
from __future__ import annotations

import pygame

from ... import icons, theme
from ...widgets import card as cardw
from ...widgets import style, textfit
from ...widgets.ink import fitted_line, text

INK = style.INK
# designed: (frame, type band, band text) per card type. Killer cards: fast green, slow violet, special amber,
# attack blood red (the hand's old row colours); items: the colours of their search decks on the team's panel.
FRAMES = {
    "fast skill": ((52, 112, 60), (36, 84, 42), theme.BONE),
    "slow skill": ((84, 70, 140), (60, 50, 104), theme.BONE),
    "special skill": ((168, 92, 34), (126, 64, 20), theme.BONE),
    "attack skill": ((150, 30, 34), (110, 18, 22), theme.BONE),
    "discover item": ((120, 110, 96), (84, 76, 66), theme.BONE),
    "key item": ((200, 170, 70), (150, 122, 40), INK),
    "medical item": ((190, 76, 76), (140, 48, 48), theme.BONE),
    "weapon item": ((130, 140, 160), (88, 96, 114), theme.BONE),
    "character item": ((60, 140, 150), (38, 100, 108), theme.BONE),
    "survivor trait": ((70, 120, 160), (46, 86, 120), theme.BONE),
    "killer trait": ((120, 24, 30), (84, 14, 18), theme.BONE),
}
# designed: the picture of each weakness the Device's analysis can find (data/analysis.toml), on its hover zoom
WEAKNESS_ICONS = {"noise": "sound-waves", "fire": "flame", "shock": "electric", "toxin": "poison"}
for _kind, _colours in FRAMES.items():
    cardw.TYPE_COLOURS.setdefault(_kind, _colours)


def frame_of(card_type: str) -> tuple:
    return FRAMES.get(card_type.lower(), cardw.DEFAULT_TYPE)


def draw_row_card(surface, r: pygame.Rect, face: dict, tag: str, k: float, px: int, lit: bool = False,
                  name_font: str = "sans_bold") -> None:
    """A card as one row: its frame's colour, the picture in a square at the left, the name and `tag` (its kind)
    on the first line, and under them the whole rules text when it fits the row (else nothing of it: the hover
    zoom shows the card whole). `k`: units of a 1280x720 window; `px`: the name's size."""
    frame, band, _ = frame_of(face.get("card_type", ""))
    u = lambda n: max(1, round(n * k))  # noqa: E731
    rad = u(4)
    pygame.draw.rect(surface, tuple(c // 3 for c in band), r, border_radius=rad)
    pygame.draw.rect(surface, frame, r, max(1, u(1.5)), border_radius=rad)
    if lit:
        pygame.draw.rect(surface, theme.BONE, r, max(1, u(1)), border_radius=rad)
    pic = pygame.Rect(r.x + u(3), r.y + u(3), r.h - u(6), r.h - u(6))
    if pic.w > r.w // 3:
        pic.w = pic.h = max(1, r.w // 3)
    tag_px = max(textfit.min_px(), px - 1)
    tag_w = (textfit.width(tag, "sans", tag_px) + u(6)) if tag else 0
    # the name comes first: a row too narrow for it beside the picture goes without the picture
    name_w = textfit.width(face.get("title", ""), name_font, px)
    right = r.right - tag_w - u(6) if tag else r.right - u(2)  # where the name must end
    roomy = name_w <= right - (pic.right + u(5))
    if face.get("icon") and pic.w >= 8 and roomy:
        pygame.draw.rect(surface, tuple(c // 5 for c in band), pic, border_radius=u(3))
        icons.draw(surface, face["icon"], pic.inflate(-u(3), -u(3)), cardw.PAPER, shadow=(0, 0, 0, 150))
        left = pic.right + u(5)
    else:
        left = r.x + u(3)
    line = textfit.line_height(name_font, px)
    top = r.y + max(u(2), (r.h - line) // 2)
    body_px = max(textfit.min_px(), px - 1)
    body_h = r.bottom - u(2) - (r.y + u(2) + line)
    body = face.get("text", "")
    fit = None
    if body and body_h >= textfit.line_height("sans", body_px):
        fit = textfit.fit_block(body, "sans", body_px, r.right - u(6) - left, body_h)
        if fit.cut:
            fit = None
    if fit is not None:
        top = r.y + u(2)
    if tag:
        text(surface, tag, "sans", tag_px, (r.right - u(6), top + line // 2), theme.BONE_DIM, "midright", shadow=False)
    fitted_line(surface, face.get("title", ""), name_font, px, (left, top + line // 2), right - left,
                theme.BONE, "midleft", shadow=False)
    if fit is not None:
        y = top + line
        for ln in fit.lines:
            text(surface, ln, "sans", fit.px, (left, y), (214, 206, 190), "topleft", shadow=False)
            y += fit.line_h


def weakness_art(weakness: str):
    """The Device's zoom picture once its analysis found the Killer's weakness, else None."""
    name = WEAKNESS_ICONS.get(weakness)
    if name is None:
        return None

    def art(surface, rect) -> None:
        side = min(rect.w, rect.h)
        icons.draw(surface, name, pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.y),
                   (200, 180, 240), shadow=(0, 0, 0, 160))
    return art
