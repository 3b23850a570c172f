"""The painted places of Outpost 31 (no game data, no state): each place of the board is a panel of its own, a
colour wash with a grain, a double frame and its picture faint in a corner (the Rec Room's pool table, the Tool
Shed's hammer, the tasks' own pictures from tasks.toml...), and El Capitan's badge. Cached per size."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from ... import icons, theme
from ...surfaces import new_surface, size_of

# the places' pictures (game-icons.net names) and washes
PLACE_ICONS = {"rec_room": "pool-table-corner", "tool_shed": "hammer-nails", "piles": "stack",  # icons
               "encounter": "snowflake-1", "status": "penguin",  # icons: the ice outside, the round's penguin
               "thing_area": "tentacles-skull", "thing_closed": "tentacles-skull"}
COAST_ICON = "sailboat"  # the Coast's far end: where the Thing wins
CAPITAN_ICON = "captain-hat-profile"  # El Capitan's badge
SAUCER_ICON = "ufo"  # the Blair-saucer
WASHES = {"rec_room": (70, 52, 38), "tool_shed": (74, 58, 40), "piles": (40, 36, 44), "coast": (24, 52, 66),
          "encounter": (40, 60, 80), "status": (44, 50, 62), "thing_area": (70, 22, 26), "thing_closed": (36, 20, 24),
          "task": (46, 56, 62)}
GOLD = (226, 182, 80)


def paint_place(surf, rect, place: str, icon: str = "", seed: int = 0) -> None:
    """A place's panel: its wash, grain and frame, its picture faint in the lower right corner."""
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 8:
        return
    surf.blit(_panel(rect.size, WASHES.get(place, WASHES["task"]), icon or PLACE_ICONS.get(place, ""), seed,
                     place == "coast"), rect)


@lru_cache(maxsize=48)
def _panel(size: tuple, wash: tuple, icon: str, seed: int, wave: bool = False) -> pygame.Surface:
    w, h = size
    s = new_surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 16)
    top = tuple(min(255, int(c * 1.35) + 6) for c in wash)
    bottom = tuple(int(c * 0.5) for c in wash)
    grad = pygame.Surface((1, 32))
    for y in range(32):
        grad.set_at((0, y), theme.lerp_colour(top, bottom, y / 31))
    s.blit(pygame.transform.smoothscale(grad, size_of(size)), (0, 0))
    rng = random.Random(seed)
    for _ in range(w * h // 90):  # the grain: flecks lighter and darker than the wash
        x, y = rng.randrange(w), rng.randrange(h)
        c = s.get_at((x, y))
        d = rng.randrange(-12, 10)
        s.set_at((x, y), (max(0, min(255, c.r + d)), max(0, min(255, c.g + d)), max(0, min(255, c.b + d)), 255))
    if icon:
        side = int(min(h * 0.8, w * 0.5))
        if side >= 16:
            mark = icons.icon(icon, side, (*tuple(min(255, c + 80) for c in wash), 80))
            s.blit(mark, (w - side - max(4, w // 40), h - side - max(4, h // 20)))
    if wave:  # the sea: rows of crests under the Coast's track
        step = max(8, h // 4)
        for y in range(step // 2, h, step):
            for x in range(-step, w, step * 2):
                pygame.draw.arc(s, (*tuple(min(255, c + 40) for c in wash), 255),
                                pygame.Rect(x + (y // step % 2) * step, y, step * 2, step), 0.2, 2.9, 1)
    mask = new_surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    edge = tuple(min(255, c + 90) for c in wash)
    pygame.draw.rect(s, edge, s.get_rect(), max(1, min(w, h) // 80), border_radius=radius)
    inset = max(3, min(w, h) // 40)
    pygame.draw.rect(s, (*bottom, 255), s.get_rect().inflate(-2 * inset, -2 * inset), 1,
                     border_radius=max(2, radius - inset))
    return s


def emblem(surf, icon: str, centre, r: int, colour=GOLD, ink=(30, 24, 18)) -> pygame.Rect:
    """A round badge with a picture on it (El Capitan's hat, a task's picture on its title band)."""
    r = max(4, int(r))
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surf, (12, 10, 10), (box.centerx + 1, box.centery + 1), r)
    pygame.draw.circle(surf, colour, box.center, r)
    pygame.draw.circle(surf, ink, box.center, r, max(1, r // 7))
    icons.draw(surf, icon, box.inflate(-r * 2 // 3, -r * 2 // 3), ink)
    return box
