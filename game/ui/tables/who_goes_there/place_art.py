"""The painted places of the Who Goes There? camp map, drawn with code once per window size (the board cache):
each room, deck space and board of the camp is a panel with a texture of its own (the huts' planks inside,
drifting snow outside, riveted steel for the Boiler Room and the track), a frame, and its picture (a vendored
game-icons.net icon) faint in a corner, so the map reads as places and not as boxes. No game state."""
from __future__ import annotations

import random

import pygame

from ... import icons
from ...surfaces import new_surface

# designed: each place's look - its texture and its base colour - and its picture (PLACE_ICONS)
PLACES = {
    "storage": ("planks", (86, 64, 44)),
    "workshop": ("planks", (78, 62, 48)),
    "phase1": ("snow", (70, 96, 118)),
    "phase2": ("snow", (60, 84, 108)),
    "phase3": ("snow", (50, 70, 96)),
    "boiler_room": ("steel", (70, 58, 52)),
    "camp_door": ("planks", (70, 52, 40)),
    "bonfire": ("planks", (66, 46, 32)),
    "camp_discard": ("planks", (58, 48, 40)),
    "tile_bank": ("planks", (62, 52, 42)),
    "helicopter": ("snow", (64, 80, 96)),
    "vulnerable_deck": ("steel", (70, 36, 38)),
    "phase_discard": ("snow", (56, 70, 86)),
    "dice_tray": ("steel", (46, 44, 48)),
    "phase_meter": ("steel", (40, 44, 52)),
    "camp_events": ("steel", (38, 40, 46)),
}
PLACE_ICONS = {  # icon names (assets/vendor.toml)
    "storage": "cardboard-box-closed",  # icon
    "workshop": "hammer-nails",  # icon
    "phase1": "snowing",  # icon
    "phase2": "snowing",  # icon
    "phase3": "snowing",  # icon
    "boiler_room": "furnace",  # icon
    "camp_door": "wooden-door",  # icon
    "bonfire": "campfire",  # icon
    "camp_discard": "card-discard",  # icon
    "helicopter": "helicopter",  # icon
    "vulnerable_deck": "eyeball",  # icon
    "phase_discard": "card-discard",  # icon
}
FRAME_DARK = (16, 14, 14)
FRAME_LIGHT = {"planks": (150, 118, 80), "snow": (200, 220, 235), "steel": (140, 140, 150)}


def paint(surf: pygame.Surface, rect: pygame.Rect, place: str, unit: float) -> None:
    """One place's panel into rect: texture, frame, then its picture faint at the lower right."""
    kind, base = PLACES.get(place, ("steel", (50, 50, 56)))
    picture = PLACE_ICONS.get(place, "")
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 8:
        return
    radius = max(3, round(6 * unit))
    panel = new_surface(rect.size, pygame.SRCALPHA)
    inner = panel.get_rect()
    pygame.draw.rect(panel, base, inner, border_radius=radius)
    rng = random.Random(f"{place}:{rect.w}x{rect.h}")  # the same grain on every frame of this size
    {"planks": _planks, "snow": _snow, "steel": _steel}[kind](panel, base, rng, unit)
    if picture:
        side = int(min(rect.w, rect.h) * 0.46)
        mark = icons.icon(picture, side, tuple(min(255, c + 70) for c in base)).copy()
        mark.set_alpha(70)
        panel.blit(mark, (rect.w - side - round(6 * unit), rect.h - side - round(6 * unit)))
    _clip_round(panel, radius)
    surf.blit(panel, rect)
    pygame.draw.rect(surf, FRAME_DARK, rect, max(2, round(3 * unit)), border_radius=radius)
    edge = max(1, round(1.2 * unit))
    pygame.draw.rect(surf, FRAME_LIGHT[kind], rect.inflate(-2 * max(2, round(3 * unit)), -2 * max(2, round(3 * unit))),
                     edge, border_radius=max(1, radius - 2))
    if kind in ("steel", "planks"):  # nails or rivets in the corners
        d = max(3, round(7 * unit))
        for cx, cy in ((rect.x + d, rect.y + d), (rect.right - d - 1, rect.y + d), (rect.x + d, rect.bottom - d - 1),
                       (rect.right - d - 1, rect.bottom - d - 1)):
            pygame.draw.circle(surf, (24, 22, 22), (cx, cy), max(1, round(2.2 * unit)))
            pygame.draw.circle(surf, FRAME_LIGHT[kind], (cx - 1, cy - 1), max(1, round(1.1 * unit)))


def _shade(col: tuple, d: int) -> tuple:
    return tuple(max(0, min(255, c + d)) for c in col)


def _planks(panel, base, rng, unit) -> None:
    """Boards across the hut's wall: each a shade of its own, a dark seam between, a few knots and grain lines."""
    w, h = panel.get_size()
    step = max(6, round(22 * unit))
    for i, y in enumerate(range(0, h, step)):
        pygame.draw.rect(panel, _shade(base, rng.randint(-10, 8)), (0, y, w, step))
        pygame.draw.line(panel, _shade(base, -34), (0, y), (w, y), max(1, round(unit)))
        for _ in range(3):  # grain
            gy = y + rng.randint(2, max(3, step - 2))
            x0 = rng.randint(0, w)
            pygame.draw.line(panel, _shade(base, -14), (x0, gy), (min(w, x0 + rng.randint(w // 6, w // 2)), gy), 1)
        if rng.random() < 0.35:  # a knot
            kx, ky = rng.randint(step, max(step + 1, w - step)), y + step // 2
            pygame.draw.ellipse(panel, _shade(base, -28), (kx, ky - step // 5, step // 2, step // 3), 1)
        if i % 2:  # the boards' butt joints, staggered
            x = rng.randint(w // 4, 3 * w // 4)
            pygame.draw.line(panel, _shade(base, -30), (x, y), (x, y + step), 1)


def _snow(panel, base, rng, unit) -> None:
    """Night snow: a sky darker at the top, drifts along the bottom, flakes falling."""
    w, h = panel.get_size()
    for y in range(0, h, 2):
        pygame.draw.line(panel, _shade(base, int(-26 + 30 * y / max(1, h))), (0, y), (w, y), 2)
    drift = [(0, h)]
    for i in range(9):
        drift.append((w * i / 8, h - h * (0.14 + 0.07 * rng.random())))
    drift.append((w, h))
    pygame.draw.polygon(panel, _shade(base, 62), drift)
    pygame.draw.lines(panel, _shade(base, 100), False, drift[1:-1], max(1, round(unit)))
    for _ in range(max(12, w * h // 900)):
        x, y = rng.randint(0, w), rng.randint(0, h)
        pygame.draw.circle(panel, _shade(base, rng.randint(60, 120)), (x, y), rng.choice((1, 1, 1, 2)))


def _steel(panel, base, rng, unit) -> None:
    """Brushed plate: fine horizontal scratches, a lit top edge, a shadowed bottom."""
    w, h = panel.get_size()
    for _ in range(max(24, w * h // 300)):
        y = rng.randint(0, h)
        x0 = rng.randint(-w // 2, w)
        pygame.draw.line(panel, _shade(base, rng.choice((-10, -6, 6, 10))), (x0, y), (x0 + rng.randint(w // 4, w), y))
    pygame.draw.rect(panel, _shade(base, 18), (0, 0, w, max(2, round(3 * unit))))
    pygame.draw.rect(panel, _shade(base, -18), (0, h - max(2, round(3 * unit)), w, max(2, round(3 * unit))))


def _clip_round(panel: pygame.Surface, radius: int) -> None:
    """The panel's corners cut round (its own alpha kept inside)."""
    mask = new_surface(panel.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
