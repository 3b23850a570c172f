"""Portraits of Outpost 31's twelve men, drawn with code by the shared portrait widget (widgets/portrait.py): a
bust on each character's token, the whole figure in its hover zoom. The looks are ours: a research station in
winter, so parkas, beanies and beards; nothing here is a rule."""
from __future__ import annotations

import pygame

from ...widgets import portrait

PARKA, NAVY, OLIVE, BROWN, GREY = (170, 92, 30), (44, 58, 88), (84, 92, 60), (96, 70, 48), (110, 110, 116)
DARK, GINGER, SANDY, WHITE_HAIR, BLACK = (52, 40, 30), (150, 76, 36), (176, 140, 90), (200, 196, 190), (24, 20, 20)
PALE, FAIR, TAN, DEEP = (236, 204, 178), (222, 184, 150), (196, 146, 108), (120, 80, 56)

# designed: each man's look (the film's cast as we picture them: MacReady's hat and beard, Childs's parka,
# Blair's bald head and glasses, Copper's glasses, Garry's cap, Windows's glasses, Nauls's beanie...)
LOOKS = {
    "macready": {"skin": FAIR, "hair": BROWN, "style": "long", "top": (60, 50, 44), "jacket": "leather",
                 "legs": (40, 40, 46), "beard": True, "hat": "brim", "boots": True},
    "clark": {"skin": FAIR, "hair": DARK, "style": "side", "top": OLIVE, "jacket": "", "legs": (70, 66, 56)},
    "fuchs": {"skin": PALE, "hair": DARK, "style": "swept", "top": (170, 164, 150), "jacket": "", "legs": GREY,
              "beard": True},
    "blair": {"skin": PALE, "hair": WHITE_HAIR, "style": "bald", "top": (200, 196, 186), "jacket": "",
              "legs": GREY, "glasses": True, "collar": True},
    "nauls": {"skin": DEEP, "hair": BLACK, "style": "crew", "top": (150, 40, 40), "jacket": "windbreaker",
              "legs": (60, 60, 70), "hat": "beanie"},
    "windows": {"skin": FAIR, "hair": SANDY, "style": "side", "top": (90, 110, 140), "jacket": "", "legs": NAVY,
                "glasses": True},
    "norris": {"skin": PALE, "hair": GINGER, "style": "crew", "top": (120, 100, 80), "jacket": "",
               "legs": BROWN, "beard": True},
    "palmer": {"skin": TAN, "hair": DARK, "style": "long", "top": (70, 90, 70), "jacket": "parka",
               "legs": (80, 70, 56), "beard": True, "hat": "cap"},
    "garry": {"skin": FAIR, "hair": GREY, "style": "crew", "top": NAVY, "jacket": "", "legs": NAVY, "hat": "deputy",
              "collar": True},
    "copper": {"skin": PALE, "hair": WHITE_HAIR, "style": "side", "top": (210, 210, 200), "jacket": "",
               "legs": GREY, "glasses": True, "beard": True},
    "childs": {"skin": DEEP, "hair": BLACK, "style": "crew", "top": (40, 40, 44), "jacket": "parka",
               "legs": (50, 46, 40), "boots": True},
    "bennings": {"skin": TAN, "hair": DARK, "style": "swept", "top": (120, 60, 40), "jacket": "parka",
                 "legs": (70, 60, 50), "hat": "beanie", "beard": True},
}
DEFAULT = {"skin": FAIR, "hair": DARK, "style": "crew", "top": GREY, "jacket": "parka", "legs": (60, 60, 60)}
BACKDROP = (40, 52, 64)  # the cold blue behind a face
THING_BACKDROP = (90, 28, 30)  # a man shown to be a Thing


def look_of(char_id: str) -> dict:
    return LOOKS.get(char_id, DEFAULT)


def bust(char_id: str, size: int, thing: bool = False) -> pygame.Surface:
    """Head and shoulders in a size x size circle (the token's face); red behind a revealed Thing."""
    return portrait.bust(look_of(char_id), size, thing, THING_BACKDROP if thing else BACKDROP)


def draw_figure(surface, rect, char_id: str) -> None:
    """The whole man standing in rect (the hover zoom), on a snowy dusk."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (30, 40, 52), rect, border_radius=max(2, rect.w // 16))
    ground = pygame.Rect(rect.x, rect.y + rect.h * 3 // 4, rect.w, rect.h - rect.h * 3 // 4)
    pygame.draw.rect(surface, (196, 206, 216), ground, border_bottom_left_radius=max(2, rect.w // 16),
                     border_bottom_right_radius=max(2, rect.w // 16))
    portrait.draw_figure(surface, rect.inflate(-rect.w // 10, -rect.h // 12), look_of(char_id))
