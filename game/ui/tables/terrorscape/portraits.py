"""Portraits of Terrorscape's cast, drawn with code: the five Survivors from looks (widgets/portrait.py, the same
pixel-art people as Crimson Creek's teens), the three Killers as figures built from game-icons.net pictures (the
Killer's own icon from killers.toml, a prop, a body drawn here). A bust goes on a panel, a whole figure in the
hover zoom.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.terrorscape import sources

from ... import icons
from ...surfaces import new_surface
from ...widgets import portrait

# designed: each Survivor's look; a top in (a darker shade of) the Survivor's own colour on the table
# (pieces.SURVIVOR_COLOURS), so the picture and the figure on the map are recognised as one.
LOOKS = {
    "evelyn": {"skin": (236, 200, 170), "hair": (150, 62, 34), "style": "ponytail", "top": (70, 150, 104),
               "jacket": "", "legs": (60, 66, 70), "collar": True, "boots": True},  # a field medic
    "roy": {"skin": (176, 120, 86), "hair": (40, 30, 26), "style": "bald", "top": (60, 110, 180),
            "jacket": "leather", "legs": (40, 40, 50), "beard": True, "boots": True},  # a brawler
    "zach": {"skin": (150, 100, 70), "hair": (30, 22, 18), "style": "crew", "top": (200, 150, 60),
             "jacket": "", "legs": (170, 120, 50), "hat": "cap"},  # a mechanic in overalls
    "quinto": {"skin": (214, 170, 130), "hair": (26, 22, 20), "style": "swept", "top": (150, 96, 180),
               "jacket": "parka", "jacket_colour": (120, 70, 150), "legs": (50, 50, 60), "hat": "beanie",
               "boots": True},  # he knows the station: dressed for the cold outside
    "victoria": {"skin": (226, 184, 150), "hair": (60, 36, 24), "style": "side", "top": (200, 90, 120),
                 "jacket": "windbreaker", "legs": (50, 60, 90), "glasses": True},  # an engineer
}
DEFAULT_LOOK = {"skin": (210, 180, 150), "hair": (60, 50, 40), "style": "crew", "top": (110, 104, 96), "jacket": "",
                "legs": (70, 64, 60)}

# designed: how each Killer is built: its prop (a game-icons.net icon), the body drawn under its own icon
# (killers.toml `icon`), and the colours of both. Orion is a masked hunter in a hood with his harpoon, Eyebot a
# machine with one cyan eye and a drone, the Parasitoid a creature with a tentacle.
KILLER_ART = {
    "orion": {"prop": "harpoon-chain", "body": "cloak", "skin": (226, 222, 206), "cloth": (46, 40, 44),
              "prop_colour": (190, 186, 176), "glow": (220, 50, 40)},
    "eyebot": {"prop": "delivery-drone", "body": "machine", "skin": (160, 176, 190), "cloth": (50, 60, 70),
               "prop_colour": (110, 210, 230), "glow": (90, 220, 240)},
    "parasitoid": {"prop": "spiked-tentacle",  # a prop icon of its own (the others' are card pictures too)
                   "body": "mass", "skin": (178, 120, 200), "cloth": (70, 30, 70),
                   "prop_colour": (200, 90, 150), "glow": (160, 230, 90)},
}
BACKDROP = (40, 34, 40)


def look_of(char: str) -> dict:
    return dict(LOOKS.get(char, DEFAULT_LOOK))


def survivor_bust(char: str, size: int, scared: bool = False) -> pygame.Surface:
    return portrait.bust(look_of(char), size, scared)


def draw_survivor(surface, rect, char: str, scared: bool = False) -> None:
    """The Survivor standing in rect (the hover zoom)."""
    portrait.draw_figure(surface, rect, look_of(char), scared)


def killer_icon(kid: str) -> str:
    return (sources.content().killers.get(kid) or {}).get("icon") or "hooded-figure"


def killer_bust(kid: str, size: int) -> pygame.Surface:
    """The Killer's head in a circle (its icon over its body's shoulders), for the level board."""
    return _killer_bust(kid, killer_icon(kid), int(size))


@lru_cache(maxsize=16)
def _killer_bust(kid: str, icon: str, size: int) -> pygame.Surface:
    art = KILLER_ART.get(kid, KILLER_ART["orion"])
    s = new_surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(s, BACKDROP, (r, r), r)
    _body(s, art, pygame.Rect(0, round(size * 0.55), size, size), shoulders=True)
    head = pygame.Rect(0, 0, round(size * 0.62), round(size * 0.62))
    head.midtop = (round(r), round(size * 0.1))
    _hood(s, art, head)
    icons.draw(s, icon, head, art["skin"], shadow=(0, 0, 0, 170))
    mask = new_surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def draw_killer(surface, rect, kid: str) -> None:
    """The Killer as a whole figure in rect (the hover zoom): body, its icon as the head, its prop in hand, a glow."""
    rect = pygame.Rect(rect)
    art = KILLER_ART.get(kid, KILLER_ART["orion"])
    unit = min(rect.h, rect.w * 1.3)
    fig = pygame.Rect(0, 0, round(unit * 0.7), round(unit))
    fig.center = rect.center
    glow = new_surface(fig.size, pygame.SRCALPHA)
    for i in range(6, 0, -1):  # a dim pool of the Killer's light behind it
        g = glow.get_rect().inflate(-fig.w * (6 - i) // 8, -fig.h * (6 - i) // 8)
        pygame.draw.ellipse(glow, (*art["glow"], 14), g)
    surface.blit(glow, fig)
    _body(surface, art, pygame.Rect(fig.x, fig.y + round(fig.h * 0.33), fig.w, round(fig.h * 0.67)))
    head = pygame.Rect(0, 0, round(fig.w * 0.56), round(fig.w * 0.56))
    head.midtop = (fig.centerx, fig.y + round(fig.h * 0.02))
    _hood(surface, art, head)
    icons.draw(surface, killer_icon(kid), head, art["skin"], shadow=(0, 0, 0, 170))
    prop = pygame.Rect(0, 0, round(fig.w * 0.55), round(fig.w * 0.55))
    prop.center = (fig.right - round(fig.w * 0.12), fig.y + round(fig.h * 0.62))
    icons.draw(surface, art["prop"], prop, art["prop_colour"], shadow=(0, 0, 0, 190))


def _hood(s, art: dict, head: pygame.Rect) -> None:
    """The hunter's hood round his mask (the other Killers show their heads bare)."""
    if art["body"] == "cloak":
        hood = head.inflate(head.w * 0.3, head.h * 0.3).move(0, head.h // 12)
        pygame.draw.ellipse(s, art["cloth"], hood)
        pygame.draw.ellipse(s, tuple(min(255, c + 40) for c in art["cloth"]), hood, max(1, head.w // 24))


def _body(s, art: dict, r: pygame.Rect, shoulders: bool = False) -> None:
    """What stands under the head: a hooded cloak, a machine's plated torso, or a mass of coils."""
    cloth = art["cloth"]
    edge = tuple(min(255, c + 40) for c in cloth)
    cx, top = r.centerx, r.y
    w, h = r.w, r.h
    if art["body"] == "machine":
        torso = pygame.Rect(0, 0, round(w * 0.62), round(h * (1.0 if shoulders else 0.62)))
        torso.midtop = (cx, top)
        pygame.draw.rect(s, cloth, torso, border_radius=max(2, w // 10))
        pygame.draw.rect(s, edge, torso, max(1, w // 40), border_radius=max(2, w // 10))
        for k in range(1, 4):  # armour plates
            y = torso.y + torso.h * k // 4
            pygame.draw.line(s, edge, (torso.x + w // 20, y), (torso.right - w // 20, y), max(1, w // 60))
        pygame.draw.circle(s, art["glow"], (cx, torso.y + torso.h // 5), max(2, w // 18))
        if not shoulders:
            for sx in (-1, 1):  # legs: two struts
                leg = pygame.Rect(0, 0, round(w * 0.14), round(h * 0.36))
                leg.midtop = (cx + sx * round(w * 0.17), torso.bottom)
                pygame.draw.rect(s, cloth, leg, border_radius=max(1, w // 30))
                pygame.draw.rect(s, edge, leg, max(1, w // 60), border_radius=max(1, w // 30))
        return
    if art["body"] == "mass":
        for k in range(5):  # coils swelling downwards
            a = (k - 2) * 0.5
            ex = pygame.Rect(0, 0, round(w * (0.45 + 0.08 * (4 - abs(k - 2)))), round(h * 0.32))
            ex.center = (cx + round(math.sin(a) * w * 0.18), top + round(h * (0.2 + 0.16 * k)))
            pygame.draw.ellipse(s, cloth, ex)
            pygame.draw.ellipse(s, edge, ex, max(1, w // 50))
        return
    pts = [(cx - w * 0.16, top), (cx + w * 0.16, top), (cx + w * 0.46, top + h), (cx - w * 0.46, top + h)]
    if shoulders:
        pts = [(cx - w * 0.2, top), (cx + w * 0.2, top), (cx + w * 0.5, top + h * 0.5), (cx - w * 0.5, top + h * 0.5)]
    pygame.draw.polygon(s, cloth, pts)  # the hunter's long coat
    pygame.draw.polygon(s, edge, pts, max(1, w // 50))
    pygame.draw.line(s, edge, (cx, top + h * 0.05), (cx, pts[2][1]), max(1, w // 60))
