"""Checks that a scene's layout holds at a UI scale: every widget inside the window, none on another, every
widget's text whole inside it (measured with the widget's own font), and the text the scene draws itself
(theme.blit_text, recorded while it draws) inside the window and off the widgets and each other."""
from __future__ import annotations

import pygame
import pygame_gui

from game.ui import theme


def _font_size(font, text: str) -> tuple:
    if hasattr(font, "size"):
        return tuple(font.size(text))
    r = font.get_rect(text)
    return r.w, r.h


def widget_text(el):
    """(text, font, side padding) of a widget that shows one line of text, or None."""
    if isinstance(el, pygame_gui.elements.UIButton):
        # the side padding counts for left/right aligned text; centred text only keeps off the border and shadow
        pad = getattr(el, "text_horiz_alignment_padding", 0) or 0 if el.text_horiz_alignment != "center" else 0
        edge = getattr(el, "border_width", 0)
        edge = max(edge.values()) if isinstance(edge, dict) else edge or 0
        return el.text, el.font, pad + edge + (getattr(el, "shadow_width", 0) or 0)
    if isinstance(el, pygame_gui.elements.UILabel):
        return el.text, el.font, 0
    if isinstance(el, pygame_gui.elements.UIDropDownMenu):
        state = el.menu_states.get("closed")
        button = getattr(state, "selected_option_button", None)
        if button is not None:  # the closed menu's option is a button beside its open arrow
            return el.selected_option[0] if isinstance(el.selected_option, tuple) else el.selected_option, \
                button.font, 0
    return None


def widget_problems(scene, size) -> list:
    out = []
    screen = pygame.Rect((0, 0), size)
    shown = [(k, el) for k, el in scene.widgets.items() if el is not None and el.visible]
    for key, el in shown:
        r = el.rect
        if not screen.contains(r):
            out.append(f"{key}: {tuple(r)} leaves the {size} window")
        wt = widget_text(el)
        if wt is not None and wt[0]:
            text, font, pad = wt
            tw, th = _font_size(font, text)
            room = (el.rect.w if not isinstance(el, pygame_gui.elements.UIDropDownMenu)
                    else el.menu_states["closed"].selected_option_button.rect.w) - 2 * pad - 4
            if tw > room:
                out.append(f"{key}: text {text!r} is {tw} px wide in {room} px")
            if th > r.h:
                out.append(f"{key}: text {text!r} is {th} px tall in {r.h} px")
        if isinstance(el, pygame_gui.elements.UITextEntryLine):
            th = _font_size(el.font, "Ag")[1]
            if th > r.h - 4:
                out.append(f"{key}: entry text {th} px tall in {r.h} px")
    for i, (ka, a) in enumerate(shown):
        for kb, b in shown[i + 1:]:
            clip = a.rect.clip(b.rect)
            if clip.w > 1 and clip.h > 1:
                out.append(f"{ka} {tuple(a.rect)} overlaps {kb} {tuple(b.rect)}")
    return out


class TextRecorder:
    """Records the text theme.blit_text draws (its ink box, without the shadow/glow margin)."""

    def __init__(self, monkeypatch):
        self.items = []
        real = theme.blit_text

        def blit_text(surface, text, kind, px, pos, colour=theme.BONE, anchor="topleft", shadow=True, glow=None):
            rect = real(surface, text, kind, px, pos, colour, anchor, shadow, glow)
            pad = max(2, int(px) // 5) if glow else max(2, int(px) // 8)
            if str(text).strip():
                self.items.append((str(text), int(px), rect.inflate(-2 * pad, -2 * pad)))
            return rect

        monkeypatch.setattr(theme, "blit_text", blit_text)

    def clear(self):
        self.items = []


def text_problems(items, widgets, size) -> list:
    out = []
    screen = pygame.Rect((0, 0), size)
    for text, px, r in items:
        if not screen.contains(r):
            out.append(f"text {text!r} at {tuple(r)} leaves the window")
        for key, el in widgets.items():
            if el is None or not el.visible:
                continue
            clip = r.clip(el.rect)
            if clip.w > 2 and clip.h > 2:
                out.append(f"text {text!r} at {tuple(r)} lies on {key} {tuple(el.rect)}")
    for i, (ta, _, a) in enumerate(items):
        for tb, _, b in items[i + 1:]:
            clip = a.clip(b)
            if clip.w > 2 and clip.h > 2 and (ta, tuple(a)) != (tb, tuple(b)):
                out.append(f"text {ta!r} {tuple(a)} overlaps {tb!r} {tuple(b)}")
    return out


def scene_problems(app, recorder) -> list:
    """Run a frame, then draw the top scene alone (recording its text) and list what does not fit."""
    app.run_frames(1)
    recorder.clear()
    app.top.draw(app.screen)
    return widget_problems(app.top, app.size) + text_problems(recorder.items, app.top.widgets, app.size)
