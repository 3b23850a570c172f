"""Small helpers shared by the menu scenes: widget factories, text wrapping, markdown -> UI HTML."""
from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Optional

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.core.user_text import visible

from .. import fonts, theme


def oid(cls: Optional[str] = None, obj: Optional[str] = None) -> ObjectID:
    return ObjectID(class_id=cls, object_id=obj)


# Every widget's text passes through `visible`: names and fields come from files a player may have
# edited, and pygame_gui fails on a text run that draws nothing ("Text has zero width").
def button(scene, key: str, rect, text: str, cls: Optional[str] = None, tooltip: Optional[str] = None,
           enabled: bool = True, container=None) -> pygame_gui.elements.UIButton:
    b = pygame_gui.elements.UIButton(
        pygame.Rect(rect), visible(text), scene.manager, container=container,
        tool_tip_text=visible(tooltip) if tooltip else tooltip, object_id=oid(cls, "#" + key.replace(" ", "_")),
    )
    if not enabled:
        b.disable()
    scene.widgets[key] = b
    return b


def label(scene, key: str, rect, text: str, cls: Optional[str] = None, container=None) -> pygame_gui.elements.UILabel:
    lab = pygame_gui.elements.UILabel(pygame.Rect(rect), visible(text), scene.manager, container=container,
                                      object_id=oid(cls, "#" + key.replace(" ", "_")))
    scene.widgets[key] = lab
    return lab


def text_box(scene, key: str, rect, html_text: str, container=None, cls: Optional[str] = None):
    box = pygame_gui.elements.UITextBox(visible(html_text), pygame.Rect(rect), scene.manager, container=container,
                                        object_id=oid(cls, "#" + key))
    scene.widgets[key] = box
    return box


def dropdown(scene, key: str, rect, options: list, current: str, expand_up: bool = False, container=None):
    if current not in options:
        current = options[0]
    dd = pygame_gui.elements.UIDropDownMenu(
        options, current, pygame.Rect(rect), scene.manager, container=container,
        object_id=oid("@expand_up" if expand_up else None, "#" + key), expansion_height_limit=None,
    )
    scene.widgets[key] = dd
    return dd


def entry(scene, key: str, rect, text: str = "", placeholder: str = "", limit: int = 0, numbers: bool = False,
          container=None):
    e = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), scene.manager, container=container,
                                            object_id=oid(None, "#" + key), placeholder_text=placeholder or None)
    if numbers:
        e.set_allowed_characters("numbers")
    if limit:
        e.set_text_length_limit(limit)
    text = visible(text or "")  # text from a file may hold characters the entry line cannot draw
    if text:
        e.set_text(text[:limit] if limit else text)
    scene.widgets[key] = e
    return e


# -- fitting bigger text (settings.ui_scale) into a layout made for 1280x720 --------------------------------------
_KIND_OF_FILE = {name: kind for kind, name in fonts.FILES.items()}


def gui_font(scene, element: str = "button", cls: Optional[str] = None) -> pygame.font.Font:
    """The font pygame_gui draws `element` (a theme block: button, label, text_entry_line...) of class `cls` with
    at the scene's text scale, as one of ours, so a layout can measure a widget's text before making it."""
    kind, size = _theme_font(element, cls)
    return fonts.get(kind, round(size * scene.gui_step))


@lru_cache(maxsize=64)
def _theme_font(element: str, cls: Optional[str]) -> tuple:
    """(our font kind, size at 100%) of a theme block, a class's font overriding the element's."""
    data = theme.gui_theme(1.0)
    block = dict(data.get(element, {}).get("font", {}))
    block.update(data.get(cls, {}).get("font", {}) if cls else {})
    path = block.get("bold_path" if str(block.get("bold", "0")) == "1" else "regular_path", "")
    kind = _KIND_OF_FILE.get(str(path).rsplit("/", 1)[-1], "sans")
    return kind, int(block.get("size", 18))


def text_w(scene, text: str, element: str = "button", cls: Optional[str] = None, pad: int = 0) -> int:
    """How wide a widget must be to show `text` whole: the text, the theme's side padding (or `pad`) and borders."""
    padding = pad or round(20 * scene.gui_step)
    return gui_font(scene, element, cls).size(visible(text))[0] + 2 * padding + 4


def grid(n: int, area: pygame.Rect, item_w: int, item_h: int, gap: int) -> list:
    """n cells of item_w x item_h inside `area`, top-centred, filled row by row in the fewest columns that let the
    rows fit its height: one column while it fits, more when the UI scale makes the cells tall; the gap halves
    before a column is added, and when even the widest grid is too tall the cells shrink to fit."""
    if n <= 0:
        return []
    most = max(1, min(n, (area.w + gap) // max(1, item_w + gap)))
    choice = None
    for cols in range(1, most + 1):
        rows = -(-n // cols)
        for g in (gap, max(1, gap // 2)):
            if rows * item_h + (rows - 1) * g <= area.h:
                choice = (cols, g)
                break
        if choice:
            break
    if choice is None:
        cols, g = most, max(1, gap // 2)
        rows = -(-n // cols)
        item_h = max(1, (area.h - (rows - 1) * g) // rows)
    else:
        cols, g = choice
    cols = min(cols, n)
    item_w = min(item_w, (area.w - (cols - 1) * g) // cols)
    rows = -(-n // cols)
    total_w = cols * item_w + (cols - 1) * g
    x0 = area.centerx - total_w // 2
    cells = []
    for i in range(n):
        r, c = divmod(i, cols)
        cells.append(pygame.Rect(x0 + c * (item_w + g), area.y + r * (item_h + g), item_w, item_h))
    return cells


def button_column(scene, items: list, area: pygame.Rect, base_w: int, base_h: int, gap: int,
                  cls: Optional[str] = None, also: tuple = ()) -> list:
    """Rects for a column of buttons (`items`: their texts) inside `area`: each as tall as its text needs
    (scene.ctrl(base_h)), as wide as the widest text (at least s(base_w); `also`: texts a button may change to),
    in columns when they do not fit one."""
    w = max([scene.s(base_w)] + [text_w(scene, t, "button", cls) for t in (*items, *also)])
    return grid(len(items), area, min(w, area.w), scene.ctrl(base_h), scene.s(gap))


def button_row(scene, items: list, centre_x: int, y: int, base_w: int, base_h: int, gap: int, max_w: int) -> None:
    """A centred row of buttons, `items` as (key, text, cls, tooltip, enabled): each as wide as its text needs (at
    least s(base_w)), sharing `max_w` when together they are wider."""
    widths = [max(scene.s(base_w), text_w(scene, text, "button", cls)) for _, text, cls, _, _ in items]
    g = scene.s(gap)
    total = sum(widths) + g * (len(items) - 1)
    if total > max_w:
        widths = [int(w * (max_w - g * (len(items) - 1)) / sum(widths)) for w in widths]
        total = sum(widths) + g * (len(items) - 1)
    x = centre_x - total // 2
    for (key, text, cls, tip, enabled), w in zip(items, widths):
        button(scene, key, (x, y, w, scene.ctrl(base_h)), text, cls=cls, tooltip=tip, enabled=enabled)
        x += w + g


def blit_lines(surface, text: str, kind: str, px: int, pos: tuple, width: int, colour=theme.BONE,
               anchor: str = "midtop", shadow: bool = True) -> int:
    """`text` wrapped to `width` and drawn line under line, centred on pos[0], from pos[1] down ("midtop") or up to
    it ("midbottom"); returns the height drawn. For sentences that fit one line at 100% and wrap at 200%."""
    font = fonts.get(kind, px)
    lines = wrap(text, font, width)
    step = font.get_linesize()
    y = pos[1] if anchor == "midtop" else pos[1] - step * len(lines)
    for line in lines:
        theme.blit_text(surface, line, kind, px, (pos[0], y), colour, anchor="midtop", shadow=shadow)
        y += step
    return step * len(lines)


def wrap(text: str, font: pygame.font.Font, width: int) -> list:
    """Greedy word wrap into lines no wider than `width` pixels (long words are kept whole)."""
    lines = []
    for para in text.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for w in words[1:]:
            trial = line + " " + w
            if font.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def draw_wrapped(surface, text: str, kind: str, px: int, rect: pygame.Rect, colour=theme.BONE_DIM,
                 line_gap: float = 1.25, max_lines: int = 0) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    font = fonts.get(kind, px)
    lines = wrap(text, font, rect.w)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(" .,;") + "…"
    y = rect.y
    step = int(font.get_linesize() * line_gap)
    for line in lines:
        if y + font.get_linesize() > rect.bottom:
            break
        surface.blit(fonts.render(font, line, True, colour), (rect.x, y))
        y += step
    return y - rect.y


def hex_colour(c) -> str:
    return "#%02x%02x%02x" % tuple(c[:3])


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)")
_CODE = re.compile(r"`([^`]+)`")


def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _BOLD.sub(r"<b>\1</b>", out)
    out = _ITALIC.sub(lambda m: f"<i>{m.group(1) or m.group(2)}</i>", out)
    out = _CODE.sub(r"<font face='dejavu_mono'>\1</font>", out)
    return out


HTML_HEADING_SIZES = (30, 24, 20)  # at 720p; the App preloads these for each UI scale step


_BLOCK_START = re.compile(r"\s*(#|>|[-*+]\s|\d+[.)]\s|[-*_]{3,}\s*$)")


def _join_soft_breaks(lines: list) -> list:
    """Markdown paragraphs and list items may be wrapped over several lines: join them back."""
    out: list = []
    for line in lines:
        joinable = (out and out[-1].strip() and line.strip() and not _BLOCK_START.match(line)
                    and not out[-1].lstrip().startswith("#") and not line.startswith("    ")
                    and not re.fullmatch(r"\s*[-*_]{3,}\s*", out[-1]))
        if joinable:
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


def markdown_to_html(md: str, scale: float = 1.0) -> str:
    """A small Markdown subset (headings, bold, italic, code, bullet and numbered lists, rules)
    turned into pygame_gui's HTML subset, sized for the UI scale."""
    scale = fonts.ui_step(scale)
    h1, h2, h3 = (round(px * scale) for px in HTML_HEADING_SIZES)
    red = hex_colour(theme.BLOOD_BRIGHT)
    bone = hex_colour(theme.BONE)
    parts = []
    for raw in _join_soft_breaks(md.replace("\r\n", "\n").split("\n")):
        line = raw.rstrip()
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if not stripped:
            parts.append("<br>")
            continue
        if stripped.startswith("#"):
            level = len(stripped) - len(stripped.lstrip("#"))
            text = _inline(stripped[level:].strip())
            size, colour = {1: (h1, red), 2: (h2, red)}.get(level, (h3, bone))
            parts.append(f"<font face='dejavu_serif' pixel_size={size} color='{colour}'>{text}</font><br>")
            continue
        if re.fullmatch(r"[-*_]{3,}", stripped):
            parts.append(f"<font color='{hex_colour(theme.PANEL_EDGE)}'>{'─' * 30}</font><br>")
            continue
        m = re.match(r"([-*+]|\d+[.)])\s+(.*)", stripped)
        if m:
            mark = m.group(1)
            bullet = "•" if mark in "-*+" else mark
            pad = "&nbsp;" * (2 + indent)
            parts.append(f"{pad}<font color='{red}'>{html.escape(bullet)}</font> {_inline(m.group(2))}<br>")
            continue
        if stripped.startswith(">"):
            parts.append(f"<i>{_inline(stripped.lstrip('> '))}</i><br>")
            continue
        parts.append(_inline(stripped) + "<br>")
    # collapse runs of blank lines
    out = "".join(parts)
    out = re.sub(r"(<br>){3,}", "<br><br>", out)
    return out


def place_tooltips_beside_their_widget(manager, scale: float) -> None:
    """pygame_gui's tooltips, made as wide as their text (up to a maximum, then wrapped) and placed
    under (or over) the widget they explain, never on it. Installed on every UIManager the app makes."""
    if getattr(manager, "_tooltips_placed", False):
        return
    original = manager.create_tool_tip
    px = max(fonts.MIN_PX, round(16 * scale))  # the theme's tool_tip font size at this scale
    margin = round(36 * scale) + 6  # the tooltip text box's padding (14), border and shadow, both sides

    def create_tool_tip(text, position, hover_distance, parent_element, object_id, *, wrap_width=None,
                        text_kwargs=None):
        screen = pygame.Rect((0, 0), manager.window_resolution)
        plain = re.sub(r"<[^>]+>", "", str(text))
        width = fonts.get("sans", px).size(plain)[0] + margin
        widest = min(width, int(420 * scale), screen.w - 8)
        anchor = getattr(parent_element, "rect", None)
        # as wide as its text; narrower (and taller, never past the window's height) when no place beside the widget
        # at that width is clear of the other controls (a large UI scale's tooltip is most of a 1280x720 window wide)
        from ..widgets import hover  # here, not at start-up: the first menu frame needs no card widgets

        widths = [w for w in (widest, int(widest * 0.7), int(widest * 0.5), int(widest * 0.3)) if w >= 120] or [widest]
        for i, wrap_width in enumerate(widths):
            tip = original(text, position, hover_distance, parent_element, object_id, wrap_width=wrap_width,
                           text_kwargs=text_kwargs)
            if anchor is None:
                return tip
            if i and tip.rect.h > screen.h * 0.6:  # too tall to read: the width before, wherever it lands
                tip.kill()
                return placed(original(text, position, hover_distance, parent_element, object_id,
                                       wrap_width=widths[i - 1], text_kwargs=text_kwargs), parent_element)[0]
            tip, clear = placed(tip, parent_element)
            if clear or i == len(widths) - 1:
                return tip
            tip.kill()
        return tip

    def placed(tip, parent) -> tuple:
        """The tooltip beside its widget, clear of the other controls where a side allows; (tip, whether clear)."""
        from ..widgets import hover

        others = _controls(manager, parent, tip)
        rect = hover.place_beside(parent.rect, tip.rect.size, pygame.Rect((0, 0), manager.window_resolution),
                                  max(4, round(6 * scale)), order="barl", avoid=others)
        tip.set_position(rect.topleft)
        return tip, rect.collidelist(others) < 0

    manager.create_tool_tip = create_tool_tip
    manager._tooltips_placed = True


def _controls(manager, parent, tip) -> list:
    """The rects of the other controls on screen (buttons, drop-downs, entries, sliders): a tooltip sits clear of
    them when a side allows ("Open a saved game" under Load hid "Map editor")."""
    kinds = (pygame_gui.elements.UIButton, pygame_gui.elements.UIDropDownMenu, pygame_gui.elements.UITextEntryLine,
             pygame_gui.elements.UIHorizontalSlider)
    out = []
    for el in manager.get_sprite_group().sprites():
        if el is parent or el is tip or not isinstance(el, kinds) or not getattr(el, "visible", True):
            continue
        if getattr(el, "ui_container", None) is not None and isinstance(el.ui_container, pygame_gui.elements.UIDropDownMenu):
            continue
        out.append(pygame.Rect(el.rect))
    return out
