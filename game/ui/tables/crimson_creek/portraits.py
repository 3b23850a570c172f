"""Portraits of the Crimson Creek characters, drawn with code: a bust for the token, a whole figure for the
hover zoom. Each character has a look of its own (face, hair, clothes), and what the Clue cards name is
drawn from the game data (clues.toml), so the pictures always agree with the clues: every character
wearing GLASSES has glasses on, every BLONDE HAIR is blonde, every JACKET wears one, every pair of BOOTS
shows on the whole figure. Nothing else on a picture looks like a clue trait (no one else is blonde,
wears glasses or a jacket, or boots).
"""
from __future__ import annotations

import pygame

from ...widgets import portrait

# designed: each character's look beyond the clue traits. hair: style; skin, hair and top colours.
LOOKS = {
    "jock": {"skin": (222, 178, 140), "hair": (70, 46, 30), "style": "crew", "top": (170, 30, 36),
             "jacket": "letterman", "legs": (50, 60, 90)},
    "geek": {"skin": (236, 200, 170), "hair": (96, 64, 36), "style": "side", "top": (210, 210, 190),
             "jacket": "windbreaker", "legs": (110, 96, 70)},
    "cheerleader": {"skin": (238, 196, 160), "hair": (70, 46, 30), "style": "ponytail", "top": (40, 90, 170),
                    "jacket": "", "legs": (40, 90, 170), "skirt": True},
    "goth": {"skin": (232, 224, 220), "hair": (22, 18, 24), "style": "long", "top": (30, 24, 34), "jacket": "",
             "legs": (26, 22, 28), "skirt": True, "lips": (90, 20, 50)},
    "preppy": {"skin": (200, 150, 112), "hair": (70, 46, 30), "style": "swept", "top": (120, 170, 120),
               "jacket": "", "legs": (190, 170, 130), "collar": True},
    "punk": {"skin": (196, 140, 104), "hair": (150, 30, 110), "style": "mohawk", "top": (200, 200, 200),
             "jacket": "leather", "legs": (30, 30, 40)},
    "caretaker": {"skin": (214, 170, 130), "hair": (160, 156, 150), "style": "bald", "top": (80, 96, 70),
                  "jacket": "", "legs": (70, 66, 60), "hat": "cap"},
    "gravedigger": {"skin": (180, 140, 110), "hair": (60, 56, 50), "style": "crew", "top": (90, 74, 60),
                    "jacket": "", "legs": (60, 50, 40), "hat": "brim"},
    "deputy": {"skin": (160, 112, 80), "hair": (40, 30, 24), "style": "crew", "top": (150, 130, 90),
               "jacket": "", "legs": (90, 80, 60), "hat": "deputy"},
}
BLONDE = (236, 204, 110)
DEFAULT = {"skin": (210, 180, 150), "hair": (60, 50, 40), "style": "crew", "top": (110, 104, 96), "jacket": "",
           "legs": (70, 64, 60)}


def traits_of(char_id: str) -> frozenset:
    """The clue traits (clue ids) the character carries, from the game data."""
    from game.games.crimson_creek.content import load_content

    return frozenset(cid for cid, c in load_content().clues.items() if char_id in c["characters"])


def look_of(char_id: str) -> dict:
    """The character's drawn look, with the clue traits of the game data applied."""
    look = dict(LOOKS.get(char_id, DEFAULT))
    t = traits_of(char_id)
    look["glasses"] = "glasses" in t
    look["boots"] = "boots" in t
    if "blonde" in t:
        look["hair"] = BLONDE
    if "jacket" not in t:
        look["jacket"] = ""
    elif not look.get("jacket"):
        look["jacket"] = "windbreaker"
    return look


def bust(char_id: str, size: int, scared: bool = False) -> pygame.Surface:
    """Head and shoulders in a size x size square, clipped to a circle (the token's face)."""
    return portrait.bust(look_of(char_id), size, scared)


def draw_figure(surface, rect, char_id: str, scared: bool = False) -> None:
    """The whole character standing in rect (for the hover zoom)."""
    portrait.draw_figure(surface, rect, look_of(char_id), scared)
