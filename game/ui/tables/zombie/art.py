"""The Zombie table's painted pieces, drawn with code: the panels the camps, the City Center and the piles lie on
(a weathered ground, a picture faint in it, a riveted frame) and the survivor and zombie tokens (chips stacked
with a meeple or a shambling zombie standing on the top one, the count beside so they stay countable).

Every picture here is cached per size; nothing reads the game."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from ... import icons, theme
from ...widgets import style
from ...surfaces import new_surface, size_of

# The pictures the table draws besides the cards' own (game/games/zombie/data: each card's and strain's icon).
TABLE_ICONS = {
    "survivor": "meeple", "zombie": "shambling-zombie",  # the tokens' icons
    "city_center": "modern-city", "camp": "campfire",  # the panels' icons
    "draw": "card-pickup", "discard": "card-discard",  # the piles' mats' icons
    "fallen": "death-skull", "infection": "biohazard",  # a fallen camp's and the Infection phase's icons
}

# ground colour (top, bottom) and frame colour of each kind of panel
PANELS = {
    "camp": ((46, 36, 30), (20, 15, 14), (120, 84, 52)),
    "fallen": ((40, 14, 14), (14, 6, 6), (130, 36, 32)),
    "city_center": ((38, 40, 44), (14, 14, 18), (120, 40, 36)),
    "pile": ((34, 26, 24), (14, 10, 10), (96, 70, 48)),
}


@lru_cache(maxsize=48)
def panel_surface(size: tuple, kind: str, icon: str = "", tint: tuple = (), seed: int = 0) -> pygame.Surface:
    """A painted panel of `size`: a ground lit from the top, a grain and a few cracks, the `icon` faint and large
    in its lower right, a double frame with rivets at the corners (in `tint`, a seat's colour, if given)."""
    w, h = size_of(size)
    top, bottom, frame = PANELS.get(kind, PANELS["camp"])
    if tint:
        frame = tuple(int(f * 0.45 + t * 0.55) for f, t in zip(frame, tint[:3]))
    radius = max(3, min(w, h) // 18)
    s = new_surface((w, h), pygame.SRCALPHA)
    grad = pygame.Surface((1, 24))
    for y in range(24):
        grad.set_at((0, y), theme.lerp_colour(top, bottom, y / 23))
    s.blit(pygame.transform.smoothscale(grad, (w, h)), (0, 0))
    rng = random.Random(seed * 7919 + w * 31 + h)
    for _ in range(w * h // 45):  # grain: specks lighter and darker than the ground
        x, y = rng.randrange(w), rng.randrange(h)
        c = s.get_at((x, y))
        d = rng.randrange(-12, 10)
        s.set_at((x, y), (max(0, min(255, c.r + d)), max(0, min(255, c.g + d)), max(0, min(255, c.b + d)), 255))
    if icon:
        side = int(min(w * 0.5, h * 0.8))
        if side >= 16:
            mark = icons.icon(icon, side, (*frame, 24))
            s.blit(mark, (w - side - max(2, w // 40), h - side - max(2, h // 30)))
    border = max(2, min(w, h) // 60)
    pygame.draw.rect(s, (8, 6, 6), s.get_rect(), border + 1, border_radius=radius)
    inner = s.get_rect().inflate(-border * 3, -border * 3)
    pygame.draw.rect(s, frame, inner, border, border_radius=max(1, radius - border))
    pygame.draw.line(s, tuple(min(255, c + 40) for c in frame), (inner.x + radius, inner.y + border),
                     (inner.right - radius, inner.y + border), 1)  # light on the frame's top edge
    rivet = max(2, border + 1)
    for cx, cy in ((inner.x + rivet * 2, inner.y + rivet * 2), (inner.right - rivet * 2, inner.y + rivet * 2),
                   (inner.x + rivet * 2, inner.bottom - rivet * 2), (inner.right - rivet * 2, inner.bottom - rivet * 2)):
        pygame.draw.circle(s, (20, 16, 14), (cx + 1, cy + 1), rivet)
        pygame.draw.circle(s, tuple(min(255, c + 30) for c in frame), (cx, cy), rivet)
    mask = new_surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def draw_panel(surface, rect, kind: str, icon: str = "", tint: tuple = (), seed: int = 0) -> None:
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 8:
        return
    style.shadow_rect(surface, rect, max(3, min(rect.w, rect.h) // 18), max(2, rect.w // 80))
    surface.blit(panel_surface(rect.size, kind, icon, tuple(tint), seed), rect)


# -- tokens ---------------------------------------------------------------------------------------------------

TOKENS = {
    # side: (chip face, chip edge, figure)
    "survivor": ((214, 200, 170), (120, 104, 80), (58, 42, 30)),
    "zombie": ((92, 120, 78), (44, 62, 36), (26, 34, 20)),
}


def draw_token(surface, center, radius: float, side: str = "survivor") -> None:
    """One chip seen from above with its figure on it (a flying chip, a camp's zombie chip)."""
    face, edge, ink = TOKENS.get(side, TOKENS["survivor"])
    cx, cy = center
    r = max(3, radius)
    pygame.draw.circle(surface, (16, 10, 8), (cx + max(1, r * 0.1), cy + max(1, r * 0.1)), r)
    pygame.draw.circle(surface, edge, (cx, cy), r)
    pygame.draw.circle(surface, face, (cx, cy), r * 0.84)
    side_px = int(r * 1.3)
    if side_px >= 6:
        icons.draw(surface, TABLE_ICONS.get(side, "meeple"), pygame.Rect(cx - side_px / 2, cy - side_px / 2, side_px, side_px),
                   ink)


def draw_token_stack(surface, rect, count: int, side: str = "survivor") -> None:
    """A stack sized to rect: up to 8 chips (more pieces, a taller stack), its figure standing on the top chip and
    the count beside it, which a player reads at a glance."""
    rect = pygame.Rect(rect)
    face, edge, ink = TOKENS.get(side, TOKENS["survivor"])
    count_px = max(10, int(min(rect.h * 0.3, rect.w * 0.26)))
    rx = min(rect.w * 0.56, rect.h * 0.9) / 2
    if rx < 4:
        style.blit_text(surface, str(count), count_px, rect.center, style.BONE, "center", bold=True)
        return
    ry = rx * 0.42
    fig = int(min(rx * 1.25, rect.h * 0.5))  # the figure on top, as tall as half the part at most
    discs = 0 if count <= 0 else min(8, 1 + (count - 1) // 3)
    thick = max(2, ry * 0.45)
    # the tallest stack and its figure fit the part: the chips thin out on a short one
    room = rect.h - 2 * ry - 4 - fig * 0.8
    if discs > 1 and (discs - 1) * thick > room:
        thick = max(1, room / (discs - 1))
    cx = rect.x + rx + max(2, rect.w * 0.04)
    base_y = rect.bottom - ry - 2
    if discs == 0:
        pygame.draw.ellipse(surface, style.BONE_DIM, (cx - rx, base_y - ry, rx * 2, ry * 2), 1)
    for i in range(discs):
        y = base_y - i * thick
        pygame.draw.ellipse(surface, (20, 14, 10), (cx - rx, y - ry + thick * 0.6, rx * 2, ry * 2))
        pygame.draw.ellipse(surface, edge, (cx - rx, y - ry + thick * 0.3, rx * 2, ry * 2))
        pygame.draw.ellipse(surface, face, (cx - rx, y - ry, rx * 2, ry * 2))
        pygame.draw.ellipse(surface, edge, (cx - rx, y - ry, rx * 2, ry * 2), 1)
    if discs and fig >= 8:
        top_y = base_y - (discs - 1) * thick
        art = pygame.Rect(0, 0, fig, fig)
        art.midbottom = (round(cx), round(top_y + ry * 0.35))
        icons.draw(surface, TABLE_ICONS.get(side, "meeple"), art, ink if side == "zombie" else (70, 50, 36),
                   shadow=(*face, 200))
    mid = base_y - (discs - 1) * thick * 0.5 if discs else base_y
    style.blit_text(surface, str(count), count_px, (cx + rx + max(4, rect.w * 0.05), mid), style.BONE, "midleft",
                    bold=True)
