"""Fonts, loaded only from the files the app ships in assets/fonts (never the system's).

`get(kind, px)` returns a cached pygame Font. Sizes are given at the 1280x720 reference and
scaled with `scale_for(height, width)`, so the whole table grows with the window up to 3840x2160.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import paths
from game.core.user_text import visible

FILES = {
    "sans": "DejaVuSans.ttf",
    "sans_bold": "DejaVuSans-Bold.ttf",
    "sans_italic": "DejaVuSans-Oblique.ttf",
    "mono": "DejaVuSansMono.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
    "display": "DejaVuSerifCondensed-Bold.ttf",
    # narrow name plates at 12 px (card names of both games fit a 1280x720 plate whole)
    "sans_condensed": "DejaVuSansCondensed.ttf",
    # free-licensed faces from tools/vendor_assets.py (assets/vendor.toml): a horror title face for game
    # titles and banners; a condensed face for card titles and name plates, which must be whole at 1280x720
    "title": "creepster-latin-400-normal.woff",
    "plate": "oswald-latin-600-normal.woff",
    "plate_light": "oswald-latin-400-normal.woff",
}

REFERENCE_HEIGHT = 720
# No text anywhere is drawn smaller than this (readable at 1280x720): every font the app makes
# comes from get(), which never makes a smaller one, so measuring and drawing agree on the floor.
MIN_PX = 12
MIN_SCALE = 1.0
MAX_SCALE = 3.0
# The player's UI scale (settings.ui_scale, 100%..200%) multiplies the text and the controls that hold one line of
# text, on top of the window's scale: a 4K window at 200% draws text at 6x the 1280x720 size.
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
MAX_TEXT_SCALE = MAX_SCALE * UI_SCALES[-1]


def path(kind: str):
    try:
        return paths.FONTS / FILES[kind]
    except KeyError:
        raise KeyError(f"unknown font kind {kind!r}; known: {', '.join(FILES)}") from None


REFERENCE_WIDTH = 1280


def scale_for(height: int, width: int = 0) -> float:
    """The UI scale for a window: 1.0 at 1280x720, 3.0 at 3840x2160, clamped to that range. A window
    narrower than 16:9 (5:4, portrait) scales by its width, so layouts made at 1280x720 still fit across."""
    scale = height / REFERENCE_HEIGHT
    if width:
        scale = min(scale, width / REFERENCE_WIDTH)
    return max(MIN_SCALE, min(MAX_SCALE, scale))


def ui_step(scale: float) -> float:
    """The text scale (window scale x UI scale) rounded to quarter steps: the pygame_gui theme is rebuilt only
    when this changes."""
    return max(MIN_SCALE, min(MAX_TEXT_SCALE, round(scale * 4) / 4))


def control_factor(ui_scale: float) -> float:
    """How much taller a control holding one line of text (a button, a list row) gets at a UI scale: its text grows
    by ui_scale, its margins do not (a 48 px button is 80 px at 200%, not 96)."""
    return 0.35 + 0.65 * ui_scale


def clamp_ui_scale(value) -> float:
    """settings.ui_scale as the UI uses it: one of UI_SCALES (the nearest), 1.0 for anything unreadable."""
    try:
        value = float(value)
    except (TypeError, ValueError):
        return 1.0
    if value != value:  # NaN
        return 1.0
    return min(UI_SCALES, key=lambda s: abs(s - value))


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=256)
def _load(kind: str, px: int) -> pygame.font.Font:
    _ensure_init()
    return pygame.font.Font(str(path(kind)), px)


def get(kind: str = "sans", px: int = 18) -> pygame.font.Font:
    return _load(kind, max(MIN_PX, int(px)))


def scaled(kind: str, base_px: float, scale: float) -> pygame.font.Font:
    return get(kind, round(base_px * scale))


def render(font: pygame.font.Font, text: str, antialias: bool, colour, background=None) -> pygame.Surface:
    """`font.render` for any text: characters that draw nothing or break drawing (zero-width, bidi,
    NUL) are left out, and text with nothing left to draw gives an empty surface of the line's height
    instead of pygame's "Text has zero width" error."""
    text = visible(str(text))
    if text:
        try:
            return font.render(text, antialias, colour, background)
        except pygame.error:  # a glyph the font cannot draw at all
            pass
    return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def clear_cache() -> None:
    _load.cache_clear()


def cut_to_width(font: pygame.font.Font, text: str, max_w: float, mark: str = "…") -> str:
    """`text` if it fits in max_w, else its longest prefix + mark that fits. A binary search over the
    cut point: about log2(len) measures, never one per character removed (a 10,000-character seat
    name from a hand-edited save hung the table when it was re-measured per character)."""
    if font.size(text)[0] <= max_w:
        return text
    lo, hi = 0, len(text)  # text[:lo] + mark fits (or lo == 0); text[:hi] + mark does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if font.size(text[:mid] + mark)[0] <= max_w:
            lo = mid
        else:
            hi = mid
    out = text[:lo].rstrip() + mark
    from . import text_record  # here: fonts is imported before anything else of the UI

    if text_record.ACTIVE is not None:
        text_record.ACTIVE.note_cut(out, text)
    return out
