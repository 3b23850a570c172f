"""The table's buttons (its bar and the side list's rows): the Button record, how one is drawn (its label as big as
the button holds at the UI scale, onto two lines where asked), and which is under the pointer."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

import pygame

from .. import text_record, theme
from ..widgets.ink import clip, fit_px, panel, text, text_surface, wrap


@dataclass
class Button:
    key: Any
    label: str
    rect: pygame.Rect
    enabled: bool = True
    style: str = "normal"  # normal | primary | danger | quiet
    hotkey: str = ""


def fit_line_px(txt: str, kind: str, px: int, max_w: float, max_h: float, least: int = 0) -> int:
    """The largest size <= px whose one line of txt fits max_w wide and max_h tall; never under `least` (the size
    the box was laid out for: text given the UI scale's size shrinks back toward it in a box that did not grow)."""
    from .. import fonts

    size = fit_px(txt, kind, px, max_w)
    floor = max(fonts.MIN_PX, min(least or fonts.MIN_PX, size))
    while size > floor and fonts.get(kind, size).get_linesize() > max_h:
        size -= 1
    return size


def draw_button(surface, b: Button, hover: bool, px: int, radius: int, lines: int = 1) -> None:
    """A button; with lines=2 a label that one line would shrink or cut wraps onto a second line when the
    button is tall enough (a narrow side list at a UI scale: its choices read whole)."""
    if text_record.ACTIVE is not None:  # the readability checks: its words are a control's, its rect one to keep clear
        text_record.ACTIVE.control(b.rect, b.label)
        with text_record.ACTIVE.as_role("control"):
            _draw_button(surface, b, hover, px, radius, lines)
        return
    _draw_button(surface, b, hover, px, radius, lines)


def _draw_button(surface, b: Button, hover: bool, px: int, radius: int, lines: int) -> None:
    if b.style == "primary":
        fill, edge, ink = (120, 20, 26), theme.BLOOD_BRIGHT, theme.BONE
    elif b.style == "quiet":
        fill, edge, ink = (30, 26, 26), (90, 80, 72), theme.BONE_DIM
    elif b.style == "danger":  # a risky choice: it asks first
        fill, edge, ink = (70, 12, 18), (230, 60, 60), theme.BONE
    else:
        fill, edge, ink = (44, 30, 30), (140, 60, 60), theme.BONE
    if not b.enabled:
        fill, edge, ink = (26, 22, 22), (60, 54, 50), theme.ASH
    elif hover:
        fill = tuple(min(255, c + 28) for c in fill)
        edge = theme.BONE
    panel(surface, b.rect, radius, (*fill, 240), edge, max(1, px // 10))
    size, tag_px = button_text_px(b.label, b.hotkey, px, b.rect.w, b.rect.h)
    label = b.label
    rows = ()
    if lines == 2 and (size < px or not button_text_whole(label, b.hotkey, size, b.rect.w)):
        two = button_two_lines_px(label, b.hotkey, px, b.rect.w, b.rect.h)
        # two lines when they read bigger than one shrunk line, or whole where one line is cut
        if two is not None and len(two[2]) == 2 and (two[0] > size or not button_text_whole(label, b.hotkey, size,
                                                                                              b.rect.w)):
            size, tag_px, rows = two
    x = b.rect.x + size // 2
    if b.hotkey:
        tag = text_surface(b.hotkey, "sans_bold", tag_px, theme.GOLD if b.enabled else theme.ASH, False)
        surface.blit(tag, tag.get_rect(midleft=(x, b.rect.centery)))
        x += tag.get_width() + size // 2
    if rows:
        lh = fonts_line(size)
        for i, line in enumerate(rows):
            text(surface, line, "sans", size, (x, b.rect.centery + (i - 1) * lh), ink, "topleft", shadow=False)
        return
    room = b.rect.right - x - size // 3
    label = clip(label, "sans", size, room)
    if b.hotkey:
        text(surface, label, "sans", size, (x, b.rect.centery), ink, "midleft", shadow=False)
    else:
        text(surface, label, "sans", size, b.rect.center, ink, "center", shadow=False)


@lru_cache(maxsize=512)
def button_text_px(label: str, hotkey: str, px: int, w: int, h: int) -> tuple:
    """(label px, hotkey tag px) for a button w x h: the largest size <= px at which the tag, the label and their
    margins fit across and a line fits its height (a UI scale's text in a button laid out at 100% shrinks back
    toward the size it was laid out for; cut with "…" only below the fonts' floor)."""
    from .. import fonts

    for size in range(int(px), fonts.MIN_PX - 1, -1):
        tag_px = max(6, int(size * 0.8))
        tag_w = (fonts.get("sans_bold", tag_px).size(hotkey)[0] + size // 2) if hotkey else 0
        room = w - size // 2 - tag_w - size // 3
        font = fonts.get("sans", size)
        if font.size(label)[0] <= room and font.get_linesize() <= h - 2:
            return size, tag_px
    return fonts.MIN_PX, max(6, int(fonts.MIN_PX * 0.8))


def button_text_whole(label: str, hotkey: str, size: int, w: int) -> bool:
    """The label fits one line across a button w wide at `size`, beside its hotkey tag."""
    fit = button_two_lines_px(label, hotkey, size, w, 10 ** 4)
    return fit is not None and fit[0] == size and len(fit[2]) == 1


def fonts_line(size: int) -> int:
    from .. import fonts

    return fonts.get("sans", size).get_linesize()


@lru_cache(maxsize=512)
def button_two_lines_px(label: str, hotkey: str, px: int, w: int, h: int):
    """(label px, hotkey tag px, the two lines) for a button w x h whose label wraps onto two lines: the largest
    size <= px at which both lines fit across beside the tag and their height fits; None when none does."""
    from .. import fonts

    for size in range(int(px), fonts.MIN_PX - 1, -1):
        tag_px = max(6, int(size * 0.8))
        tag_w = (fonts.get("sans_bold", tag_px).size(hotkey)[0] + size // 2) if hotkey else 0
        room = w - size // 2 - tag_w - size // 3
        rows = wrap(label, "sans", size, room)
        if len(rows) <= 2 and 2 * fonts_line(size) <= h - 2 and all(fonts.get("sans", size).size(r)[0] <= room
                                                                     for r in rows):
            return size, tag_px, tuple(rows)
    return None


def button_at(buttons: list, pos) -> Optional[Button]:
    if pos is None:
        return None
    for b in buttons:
        if b.rect.collidepoint(pos):
            return b
    return None
