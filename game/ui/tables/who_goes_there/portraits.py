"""Portraits of Who Goes There?'s twelve characters, drawn with code by the shared portrait part
(game/ui/widgets/portrait.py): a bust on the pawn and on the character board, the whole figure in the hover
zoom. Each character keeps a look of its own here (the table's; the rules never read it)."""
from __future__ import annotations

from ...widgets import portrait

PARKA = (176, 96, 34)  # the camp's issue parka
OLIVE = (88, 96, 62)
NAVY = (44, 56, 84)
# designed: the rulebook shows no faces; each look is the camp's crew as a player pictures them (a commander
# in his cap, a helicopter pilot with a wide hat and beard, a cook, a doctor in glasses, the crew in parkas
# and beanies), different enough in hair, skin, hat and coat to tell apart at a pawn's size.
LOOKS = {
    "garry": {"skin": (214, 172, 138), "hair": (150, 146, 140), "style": "crew", "top": OLIVE, "jacket": "",
              "legs": (70, 66, 56), "hat": "cap", "collar": True},
    "mcready": {"skin": (222, 180, 142), "hair": (92, 60, 34), "style": "long", "top": (60, 40, 30),
                "jacket": "leather", "legs": (50, 50, 60), "hat": "brim", "beard": True},
    "kinner": {"skin": (200, 150, 112), "hair": (40, 30, 26), "style": "bald", "top": (226, 222, 210),
               "jacket": "", "legs": (80, 76, 70), "beard": True},
    "copper": {"skin": (230, 196, 166), "hair": (196, 194, 188), "style": "side", "top": (210, 214, 220),
               "jacket": "", "legs": (70, 70, 80), "glasses": True, "collar": True},
    "blair": {"skin": (236, 204, 176), "hair": (120, 84, 50), "style": "bald", "top": (120, 110, 96),
              "jacket": "", "legs": (90, 84, 70), "glasses": True},
    "clark": {"skin": (190, 140, 100), "hair": (60, 42, 30), "style": "crew", "top": (140, 40, 36),
              "jacket": "parka", "legs": (60, 56, 50), "hat": "beanie"},
    "van_wall": {"skin": (216, 176, 140), "hair": (200, 170, 110), "style": "swept", "top": NAVY,
                 "jacket": "", "legs": (50, 54, 70), "hat": "cap", "beard": True},
    "norris": {"skin": (226, 188, 156), "hair": (110, 74, 44), "style": "side", "top": (100, 120, 140),
               "jacket": "parka", "jacket_colour": (70, 100, 130), "legs": (60, 60, 66), "beard": True},
    "connant": {"skin": (232, 198, 168), "hair": (54, 40, 30), "style": "swept", "top": (170, 160, 130),
                "jacket": "", "legs": (80, 70, 56), "glasses": True},
    "caldwell": {"skin": (150, 104, 74), "hair": (30, 24, 22), "style": "crew", "top": (90, 60, 40),
                 "jacket": "parka", "jacket_colour": PARKA, "legs": (70, 60, 50)},
    "benning": {"skin": (120, 82, 58), "hair": (24, 20, 18), "style": "crew", "top": (70, 80, 60),
                "jacket": "", "legs": (60, 60, 50), "hat": "beanie"},
    "barclay": {"skin": (206, 160, 120), "hair": (150, 60, 30), "style": "mohawk", "top": (60, 70, 90),
                "jacket": "parka", "jacket_colour": (120, 40, 40), "legs": (56, 56, 64)},
}
DEFAULT = {"skin": (210, 180, 150), "hair": (60, 50, 40), "style": "crew", "top": (110, 104, 96), "jacket": "parka",
           "legs": (70, 64, 60)}


# designed: the name on a pawn's plate - the character's name without the title it carries on the board
PLATE_NAMES = {"garry": "Garry", "copper": "Copper"}


def plate_name(char: str, name: str) -> str:
    return PLATE_NAMES.get(char, name)


def look_of(char: str) -> dict:
    return LOOKS.get(char, DEFAULT)


def bust(char: str, size: int, backdrop=portrait.BACKDROP):
    """The character's head and shoulders, clipped to a circle `size` across."""
    return portrait.bust(look_of(char), max(4, int(size)), backdrop=tuple(backdrop))


def draw_figure(surface, rect, char: str) -> None:
    """The whole character standing in rect (the hover zoom of a character board or a pawn)."""
    portrait.draw_figure(surface, rect, look_of(char))
