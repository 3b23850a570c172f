"""Survivor and zombie chip stacks with their counts.

A stack is drawn as a few discs seen slightly from the side (ellipses), the top one showing its
side's mark: a bone-white figure for survivors, a green-grey face with red eyes for zombies. The
count is printed beside it because a player must read the number at a glance, not count discs.
"""
from __future__ import annotations

import pygame

from . import style
from ..surfaces import new_surface

SIDES = {
    # side: (chip face, chip edge, mark)
    "survivor": ((214, 200, 170), (120, 104, 80), (58, 42, 30)),
    "zombie": ((92, 120, 78), (44, 62, 36), (150, 24, 24)),
}


def draw_chip(surface: pygame.Surface, center, radius: float, side: str = "survivor", value=None) -> None:
    """One chip seen from above (value printed small under the mark, e.g. a 10 or 5 chip)."""
    face, edge, mark = SIDES.get(side, SIDES["survivor"])
    cx, cy = center
    r = max(3, radius)
    pygame.draw.circle(surface, edge, (cx, cy), r)
    pygame.draw.circle(surface, face, (cx, cy), r * 0.86)
    pygame.draw.circle(surface, edge, (cx, cy), r * 0.7, max(1, int(r * 0.06)))
    _mark(surface, side, (cx, cy - (r * 0.12 if value is not None else 0)), r * 0.5, mark, face)
    if value is not None and r >= 10:
        style.blit_text(surface, str(value), max(7, int(r * 0.42)), (cx, cy + r * 0.62), mark, "center",
                        bold=True, shadow=False)


def draw_chip_stack(surface: pygame.Surface, rect, count: int, side: str = "survivor", label: str = "",
                    highlight=None) -> None:
    """A stack sized to rect: up to 8 discs (more survivors, taller stack) and the count."""
    rect = pygame.Rect(rect)
    face, edge, mark = SIDES.get(side, SIDES["survivor"])
    text_h = max(9, int(min(rect.h * 0.15, rect.w * 0.12))) if label else 0
    count_px = max(10, int(min(rect.h * 0.3, rect.w * 0.26)))
    stack_w = min(rect.w * 0.56, (rect.h - text_h) * 0.9)
    rx = stack_w / 2
    if rx < 1:  # no room for a chip (a tiny camp part on a hand-edited map): the count alone
        style.blit_text(surface, str(count), count_px, rect.center, style.BONE, "center", bold=True)
        return
    ry = rx * 0.42
    discs = 0 if count <= 0 else min(8, 1 + (count - 1) // 3)
    thick = max(2, ry * 0.45)
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
    if discs:
        top_y = base_y - (discs - 1) * thick
        mark_surf = new_surface((int(rx * 2), int(rx * 2)), pygame.SRCALPHA)
        _mark(mark_surf, side, (rx, rx), rx * 0.5, mark, face)
        squashed = pygame.transform.smoothscale(mark_surf, (max(1, int(rx * 2)), max(1, int(ry * 2))))
        surface.blit(squashed, (cx - rx, top_y - ry))
    count_pos = (cx + rx + max(4, rect.w * 0.05), base_y - (discs - 1) * thick * 0.5 if discs else base_y)
    style.blit_text(surface, str(count), count_px, count_pos, style.BONE, "midleft", bold=True)
    if label:
        px = style.fit_text(label, rect.w, text_h, bold=True)
        style.blit_text(surface, label, px, (rect.x + 2, rect.y), style.BONE_DIM, "topleft", bold=True)
    if highlight:
        pygame.draw.rect(surface, highlight, rect, 2, border_radius=6)


def _mark(surface, side: str, center, size: float, ink, face) -> None:
    cx, cy = center
    if side == "zombie":
        # A gaunt head: two red eyes and a jagged mouth.
        for dx in (-0.38, 0.38):
            pygame.draw.circle(surface, ink, (cx + dx * size, cy - size * 0.15), max(1, size * 0.2))
        pts = [(cx - size * 0.5 + k * size * 0.2, cy + size * (0.45 if k % 2 else 0.3)) for k in range(6)]
        pygame.draw.lines(surface, (30, 20, 16), False, pts, max(1, int(size * 0.1)))
    else:
        # A standing figure: head and shoulders.
        pygame.draw.circle(surface, ink, (cx, cy - size * 0.35), max(1, size * 0.28))
        pygame.draw.ellipse(surface, ink, (cx - size * 0.55, cy, size * 1.1, size * 0.9))
        pygame.draw.rect(surface, face, (cx - size * 0.6, cy + size * 0.62, size * 1.2, size * 0.5))
