"""How Who Goes There?'s cards look: a frame colour for every card type (inside cards, Item tiles, the four
kinds of Camp Event, the Phase card types), the hand's cards as plates with their picture, and the screen
seat's own small cards (Vulnerable cards, the infection card) with theirs. Drawn with the shared card face
(widgets/card.py); the pictures are the vendored icons each card names in the game's data."""
from __future__ import annotations

import pygame

from ... import icons, theme
from ...widgets import card as card_widget, textfit
from ...widgets.card import draw_card, hand_title

# designed: the frame (outer) and band colours of each card type, so a card's kind reads across the table:
# materials brown, food mustard, weapons red, tests green, events by the rulebook's colours (attack red,
# setback blue, instant green, caution yellow), the Phase cards' outside blues and Bonuses gold.
TYPES = {
    "buildable": ((120, 86, 50), (84, 58, 32)),
    "consumable": ((60, 110, 120), (38, 80, 90)),
    "food": ((176, 132, 44), (128, 92, 24)),
    "key card": ((140, 130, 70), (100, 92, 40)),
    "item card": ((110, 60, 60), (80, 40, 40)),
    "host test": ((70, 120, 60), (46, 86, 40)),
    "landmark": ((96, 70, 120), (66, 46, 90)),
    "unique": ((150, 60, 110), (108, 36, 78)),
    "weapon tile": ((140, 44, 40), (100, 28, 26)),
    "utility tile": ((90, 90, 100), (62, 62, 72)),
    "coat tile": ((54, 80, 130), (36, 56, 96)),
    "test tile": ((70, 120, 60), (46, 86, 40)),
    "attack event": ((150, 34, 30), (108, 20, 18)),
    "setback event": ((40, 80, 150), (26, 56, 110)),
    "instant event": ((40, 120, 60), (26, 86, 40)),
    "caution event": ((176, 150, 40), (126, 104, 20)),
    "instant tile": ((70, 100, 130), (46, 70, 96)),
    "special": ((80, 110, 140), (52, 78, 104)),
    "choice": ((70, 96, 120), (46, 66, 88)),
    "lockbox": ((110, 96, 70), (80, 68, 46)),
    "bonus": ((190, 150, 50), (140, 106, 26)),
    "door damage": ((130, 70, 40), (94, 48, 26)),
    "thing attack": ((120, 150, 60), (40, 70, 30)),
}
for _kind, (_frame, _band) in TYPES.items():  # a type another game already named keeps its colours (none do)
    card_widget.TYPE_COLOURS.setdefault(_kind, (_frame, _band, theme.BONE))

# designed: the screen seat's own small cards and their pictures (icon names)
STATUS_ICON = {"human": "person", "infected": "alien-stare", "host": "tentacle-heart"}
VULNERABLE_ICON = {"clean": "checked-shield", "contaminated": "biohazard"}
INFECTED = (150, 210, 90)


def draw_hand_card(surf, r: pygame.Rect, kw: dict, copies: int, scale: float, u) -> None:
    """A hand card: a plate with the card's name whole, its picture in a window of the type's colour at the
    left (when the plate is wide enough to keep the name whole beside it), the copies in the title."""
    title = hand_title(kw["title"], copies)
    frame, band = TYPES.get(kw.get("card_type", "").lower(), ((110, 100, 90), (70, 62, 56)))
    side = min(r.h, r.w // 3)
    rest = pygame.Rect(r.x + side - u(4), r.y, r.w - side + u(4), r.h)
    if not kw.get("icon") or side < u(24) or not card_widget.title_shown_whole(title, rest.w, rest.h, scale):
        draw_card(surf, r, title, kw.get("card_type", ""), text_scale=scale)
        return
    draw_card(surf, rest, title, kw.get("card_type", ""), text_scale=scale)
    art = pygame.Rect(r.x, r.y, side, r.h)
    radius = max(2, side // 6)
    pygame.draw.rect(surf, frame, art, border_radius=radius)
    well = art.inflate(-max(2, side // 12) * 2, -max(2, side // 12) * 2)
    pygame.draw.rect(surf, tuple(c // 3 for c in band), well, border_radius=max(1, radius - 2))
    icons.draw(surf, kw["icon"], well.inflate(-well.w // 6, -well.h // 6), theme.BONE, shadow=(0, 0, 0, 150))


def draw_status(surf, r: pygame.Rect, kind: str, what: str, px: int, u) -> None:
    """A Vulnerable card (clean or tainted) or the infection card: a small card with its picture and word."""
    from ...widgets.ink import fitted_text

    if kind == "vulnerable":
        bad = what == "contaminated"
        fill, edge, word, pic = ((60, 90, 40) if bad else (40, 46, 60)), (INFECTED if bad else theme.BONE_DIM), \
            ("Tainted" if bad else "Clean"), VULNERABLE_ICON["contaminated" if bad else "clean"]
    else:
        bad = what != "human"
        fill, edge, word, pic = ((70, 110, 40) if bad else (50, 50, 56)), (INFECTED if bad else theme.BONE_DIM), \
            {"host": "THE HOST", "infected": "INFECTED", "human": "Human"}[what], STATUS_ICON[what]
    pygame.draw.rect(surf, fill, r, border_radius=u(4))
    pygame.draw.rect(surf, edge, r, max(1, u(2)), border_radius=u(4))
    line = textfit.line_height("plate", px)
    words = pygame.Rect(r.x + u(2), r.bottom - line - u(2), r.w - u(4), line)
    pic_r = pygame.Rect(r.x, r.y + u(4), r.w, words.y - r.y - u(6))
    if pic_r.h >= u(16):
        icons.draw(surf, pic, pic_r, INFECTED if bad else theme.BONE, shadow=(0, 0, 0, 150))
    else:
        words = r.inflate(-u(4), 0)
    fitted_text(surf, word, "plate", px, words, INFECTED if bad else theme.BONE)
