"""The faces of the Zombie characters, drawn with code (widgets/portrait.py) from a look kept here: a bust beside
a character's name plate in a camp, the whole figure in its card's illustration window at the hover zoom and in
the hand. A character without a look here (the Loyal Dog is no person) keeps its card's icon."""
from __future__ import annotations

# designed: every look. The rulebook describes no character's appearance; each is dressed for its trade in a
# city overrun, so the cast reads apart across the table (a white coat, a uniform, a parka, a cap).
_WHITE_COAT = (232, 232, 226)
LOOKS = {
    "doctor": {"skin": (222, 180, 144), "hair": (90, 70, 52), "style": "side", "top": (110, 150, 170),
               "jacket": "parka", "jacket_colour": _WHITE_COAT, "legs": (60, 64, 80), "glasses": True},
    "research_doctor": {"skin": (238, 206, 176), "hair": (150, 146, 140), "style": "bald", "top": (60, 110, 80),
                        "jacket": "parka", "jacket_colour": _WHITE_COAT, "legs": (70, 66, 60), "glasses": True,
                        "beard": True},
    "carrier": {"skin": (176, 186, 150), "hair": (50, 44, 38), "style": "long", "top": (120, 110, 96),
                "jacket": "", "legs": (60, 56, 52)},
    "know_it_all": {"skin": (232, 196, 164), "hair": (170, 90, 40), "style": "swept", "top": (150, 40, 48),
                    "jacket": "", "legs": (90, 84, 70), "glasses": True, "collar": True},
    "cop": {"skin": (170, 120, 88), "hair": (36, 28, 24), "style": "crew", "top": (40, 56, 96), "jacket": "",
            "legs": (30, 40, 70), "hat": "cap", "boots": True},
    "soldier": {"skin": (206, 160, 120), "hair": (60, 50, 40), "style": "crew", "top": (84, 96, 60),
                "jacket": "", "legs": (76, 86, 54), "hat": "cap", "boots": True},
    "scavenger": {"skin": (196, 150, 112), "hair": (80, 60, 40), "style": "long", "top": (110, 90, 60),
                  "jacket": "parka", "jacket_colour": (96, 82, 56), "legs": (50, 50, 56), "hat": "beanie"},
    "little_sister": {"skin": (240, 208, 180), "hair": (200, 150, 70), "style": "ponytail", "top": (200, 90, 140),
                      "jacket": "", "legs": (60, 90, 160), "skirt": True},
    "nurse": {"skin": (150, 104, 76), "hair": (30, 24, 20), "style": "ponytail", "top": (120, 190, 190),
              "jacket": "", "legs": (120, 190, 190)},
    "bodyguard": {"skin": (120, 84, 60), "hair": (20, 18, 18), "style": "bald", "top": (230, 230, 230),
                  "jacket": "leather", "legs": (24, 24, 28), "glasses": True},
    "mechanic": {"skin": (214, 170, 130), "hair": (70, 50, 34), "style": "crew", "top": (60, 90, 140),
                 "jacket": "", "legs": (60, 90, 140), "beard": True, "boots": True},
    "lookout": {"skin": (224, 186, 150), "hair": (40, 34, 30), "style": "side", "top": (90, 110, 80),
                "jacket": "windbreaker", "legs": (70, 70, 66), "hat": "beanie"},
    "preacher": {"skin": (200, 156, 120), "hair": (220, 220, 214), "style": "swept", "top": (24, 22, 26),
                 "jacket": "", "legs": (24, 22, 26), "collar": True},
    "firefighter": {"skin": (212, 166, 128), "hair": (110, 60, 30), "style": "crew", "top": (60, 56, 40),
                    "jacket": "parka", "jacket_colour": (200, 150, 40), "legs": (60, 56, 40), "hat": "brim",
                    "boots": True},
    "farmer": {"skin": (200, 150, 110), "hair": (120, 100, 80), "style": "crew", "top": (150, 40, 40),
               "jacket": "", "legs": (50, 70, 120), "hat": "brim", "beard": True, "boots": True},
    "sharpshooter": {"skin": (226, 190, 156), "hair": (24, 20, 20), "style": "ponytail", "top": (70, 76, 60),
                     "jacket": "leather", "legs": (50, 54, 44), "boots": True},
    "militia_captain": {"skin": (186, 136, 100), "hair": (90, 86, 80), "style": "crew", "top": (110, 100, 70),
                        "jacket": "parka", "jacket_colour": (90, 96, 64), "legs": (70, 66, 50), "hat": "deputy",
                        "beard": True, "boots": True},
}


def look_of(card_id: str):
    """The character's look, or None for a card with no portrait (its icon stands in)."""
    return LOOKS.get(card_id)
