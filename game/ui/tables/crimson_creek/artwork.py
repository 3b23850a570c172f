"""The drawn artwork of the Crimson Creek table (no game data): the small vector icons of the peeking
sleeves, the hatchet of the Attack deck, the night-sky background and the location card faces.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ... import theme
from ...widgets.ink import text
from ...surfaces import new_surface, size_of


# -- small vector icons for the peeking sleeves ------------------------------------------------------------


def draw_icon(surface, icon: str, center, size: float, colour) -> None:
    cx, cy = center
    s = size / 2
    w = max(1, int(size / 12))
    if icon == "binoculars":
        pygame.draw.circle(surface, colour, (int(cx - s * 0.45), int(cy + s * 0.2)), int(s * 0.42), w)
        pygame.draw.circle(surface, colour, (int(cx + s * 0.45), int(cy + s * 0.2)), int(s * 0.42), w)
        pygame.draw.rect(surface, colour, (cx - s * 0.2, cy - s * 0.5, s * 0.4, s * 0.5), w)
    elif icon == "treetop":
        pts = [(cx, cy - s), (cx - s * 0.8, cy + s * 0.55), (cx + s * 0.8, cy + s * 0.55)]
        pygame.draw.polygon(surface, colour, pts, w)
        pygame.draw.line(surface, colour, (cx, cy + s * 0.55), (cx, cy + s), w)
    elif icon == "window":
        r = pygame.Rect(0, 0, int(s * 1.5), int(s * 1.7))
        r.center = (int(cx), int(cy))
        pygame.draw.rect(surface, colour, r, w)
        pygame.draw.line(surface, colour, (r.centerx, r.y), (r.centerx, r.bottom), w)
        pygame.draw.line(surface, colour, (r.x, r.centery), (r.right, r.centery), w)
    elif icon == "lantern":
        r = pygame.Rect(0, 0, int(s * 1.0), int(s * 1.3))
        r.center = (int(cx), int(cy + s * 0.15))
        pygame.draw.rect(surface, colour, r, w, border_radius=int(s * 0.2))
        pygame.draw.circle(surface, colour, (int(cx), int(cy + s * 0.15)), int(s * 0.25))
        pygame.draw.arc(surface, colour, (cx - s * 0.4, cy - s, s * 0.8, s * 0.7), 0, math.pi, w)
    elif icon == "flashlight":
        pygame.draw.rect(surface, colour, (cx - s * 0.9, cy - s * 0.22, s * 1.0, s * 0.44), w)
        pygame.draw.polygon(surface, colour, [(cx + s * 0.1, cy - s * 0.22), (cx + s * 0.5, cy - s * 0.45),
                                              (cx + s * 0.5, cy + s * 0.45), (cx + s * 0.1, cy + s * 0.22)], w)
        for dy in (-0.6, 0, 0.6):
            pygame.draw.line(surface, colour, (cx + s * 0.65, cy + s * dy * 0.6), (cx + s * 0.95, cy + s * dy), w)
    elif icon == "camera":
        r = pygame.Rect(0, 0, int(s * 1.8), int(s * 1.2))
        r.center = (int(cx), int(cy + s * 0.1))
        pygame.draw.rect(surface, colour, r, w, border_radius=int(s * 0.15))
        pygame.draw.circle(surface, colour, r.center, int(s * 0.38), w)
        pygame.draw.rect(surface, colour, (cx - s * 0.3, r.y - s * 0.25, s * 0.6, s * 0.25), w)
    elif icon == "center":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = s if i % 2 == 0 else s * 0.42
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(surface, colour, pts, w)
    else:
        pygame.draw.circle(surface, colour, (int(cx), int(cy)), int(s * 0.8), w)
        text(surface, "?", "display", size * 0.8, center, colour, "center", shadow=False)


def draw_hatchet(surface, center, size: float, colour) -> None:
    cx, cy = center
    s = size / 2
    pygame.draw.line(surface, (120, 90, 60), (cx - s * 0.6, cy + s * 0.9), (cx + s * 0.3, cy - s * 0.8), max(2, int(s / 4)))
    pygame.draw.polygon(surface, colour, [(cx + s * 0.1, cy - s * 0.9), (cx + s * 0.95, cy - s * 0.55),
                                          (cx + s * 0.7, cy + s * 0.1), (cx + s * 0.2, cy - s * 0.35)])


# -- the night background ------------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def night_sky(size: tuple) -> pygame.Surface:
    """Deep blue-black night, a moon glow top right, stars and dark corners. Cached per size."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 50) / 64, (y - 4) / 36
            moon = max(0.0, 1.0 - (dx * dx + dy * dy) ** 0.5 * 2.2)
            ex, ey = (x - 31.5) / 32, (y - 17.5) / 18
            edge = max(0.0, min(1.0, (ex * ex + ey * ey) ** 0.5 - 0.45))
            base = (12 + 30 * moon, 14 + 34 * moon, 22 + 46 * moon)
            surf = tuple(int(c * (1 - 0.85 * edge)) for c in base)
            small.set_at((x, y), surf)
    out = pygame.transform.smoothscale(small, size_of((w, h)))
    rng = random.Random(31)
    for _ in range(int(w * h / 9000)):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.9))
        b = rng.randrange(60, 170)
        out.set_at((x, y), (b, b, min(255, b + 20)))
    return out


@lru_cache(maxsize=64)
def card_surface(size: tuple, fill: tuple, flipped: bool, seed: int) -> pygame.Surface:
    """A location card: a gradient of its zone colour with a grain, or the blood-red back when flipped."""
    w, h = size
    s = new_surface(size, pygame.SRCALPHA)
    r = max(4, min(w, h) // 14)
    if flipped:
        top, bottom = (58, 10, 14), (24, 4, 8)
    else:
        top = tuple(min(255, int(c * 1.25) + 8) for c in fill)
        bottom = tuple(int(c * 0.55) for c in fill)
    grad = pygame.Surface((1, 32))
    for y in range(32):
        grad.set_at((0, y), theme.lerp_colour(top, bottom, y / 31))
    grad = pygame.transform.smoothscale(grad, size_of(size))
    mask = new_surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    s.blit(grad, (0, 0))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    rng = random.Random(seed)
    for _ in range(w * h // 260):
        x, y = rng.randrange(w), rng.randrange(h)
        if s.get_at((x, y)).a:
            c = s.get_at((x, y))
            d = rng.randrange(-14, 10)
            s.set_at((x, y), (max(0, min(255, c.r + d)), max(0, min(255, c.g + d)), max(0, min(255, c.b + d)), 255))
    if flipped:
        step = max(6, w // 14)
        for x in range(-h, w, step):
            pygame.draw.line(s, (80, 16, 20), (x, h), (x + h, 0), max(1, w // 120))
        s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s
