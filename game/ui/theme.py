"""The look of the table: colours, the pygame_gui theme, and a few drawing helpers.

Horror mood: near-black backgrounds, blood-red accents, bone-white text. The pygame_gui theme
lives in assets/ui/theme.json with font paths relative to the project root; `gui_theme(scale)`
turns those into absolute paths under paths.ASSETS and multiplies every font size by the UI scale.
"""
from __future__ import annotations

import json
import math
import random
from functools import lru_cache

import pygame

from game.core import paths

from . import fonts, motion, palette, text_record
from .surfaces import new_surface, size_of

THEME_FILE = paths.ASSETS / "ui" / "theme.json"

# -- palette --------------------------------------------------------------------------------
BLACK = (8, 7, 9)
BG = (13, 11, 13)
BG_LIGHT = (28, 21, 24)
PANEL = (20, 15, 17)
PANEL_EDGE = (75, 27, 33)
BLOOD = (163, 19, 29)
BLOOD_BRIGHT = (208, 28, 40)
BLOOD_DARK = (90, 10, 16)
BONE = (232, 223, 204)
BONE_DIM = (185, 173, 152)
ASH = (110, 100, 92)
GOLD = (196, 160, 84)
SICK_GREEN = (120, 150, 90)

# Seats, zones, chart lines and turning points read the current palette (game/ui/palette.py: the default one and
# the colour-blind-safe one, chosen in the settings). SEAT_COLOURS is the default palette's list.
SEAT_COLOURS = list(palette.DEFAULT_SEATS)
seat_colour = palette.seat_colour
seat_shape = palette.seat_shape
series_colour = palette.series_colour
zone_pattern = palette.zone_pattern
kind_colour = palette.kind_colour
kind_shape = palette.kind_shape


# -- pygame_gui theme -----------------------------------------------------------------------
_SCALED_MISC = ("shape_corner_radius", "text_horiz_alignment_padding", "sliding_button_width", "list_item_height",
                "open_button_width")


@lru_cache(maxsize=1)
def _raw_theme() -> str:
    return THEME_FILE.read_text(encoding="utf-8")


def gui_theme(scale: float = 1.0) -> dict:
    """The theme dict for pygame_gui at this UI scale, fonts pointing into assets/fonts."""
    data = json.loads(_raw_theme())
    for block in data.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict):
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in font:
                    font[key] = str(paths.ROOT / font[key])
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in _SCALED_MISC:
                if key in misc:
                    misc[key] = str(max(1, round(int(misc[key]) * scale)))
            if "padding" in misc:
                misc["padding"] = ",".join(str(round(int(v) * scale)) for v in misc["padding"].split(","))
    return data


def theme_fonts(scale: float) -> list:
    """Every (name, size, bold, italic) the theme uses at this scale, for preloading."""
    out = set()
    for block in gui_theme(scale).values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            size = int(font["size"])
            for style in ("regular", "bold", "italic"):
                out.add((font["name"], size, style))
    return sorted(out)


# -- drawing helpers ------------------------------------------------------------------------
def lerp_colour(a, b, t: float):
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


BACKDROP_SIZE = (320, 180)
BACKDROP_FILE = paths.IMAGES / "backdrop_light.png"  # backdrop_light() as drawn by tools/make_backdrop.py


@lru_cache(maxsize=1)
def _background_small() -> pygame.Surface:
    """The table cloth's light. The first menu frame waits for it: read from the picture
    tools/make_backdrop.py saved (under a millisecond; computing it is ~40 ms), computed when that file
    is missing or unreadable. tests/ui/test_startup.py keeps the file equal to backdrop_light()."""
    try:
        img = pygame.image.load(str(BACKDROP_FILE))
    except (pygame.error, OSError):
        return backdrop_light()
    if img.get_size() != BACKDROP_SIZE:
        return backdrop_light()
    small = pygame.Surface(BACKDROP_SIZE)  # the surface format backdrop_light() gives
    small.blit(img, (0, 0))
    return small


def backdrop_light() -> pygame.Surface:
    """The table cloth's light, 320x180: a warm glow round (cx, cy) and a red haze low down.

    Computed lean (it was a set_at per pixel through lerp_colour, ~0.2 s): the same arithmetic, in the
    same order, inlined; each row's colours are worked out for one side of the centre column only (hypot
    of -dx and dx is the same) and the bytes handed to pygame at once. Pixel for pixel the first version
    (tests/ui/test_startup.py)."""
    sw, sh = BACKDROP_SIZE
    cx, cy = sw / 2, sh * 0.42
    maxd = math.hypot(sw / 2, sh / 2) * 1.15
    hypot = math.hypot
    (br, bg, bb), (dr, dg, db) = BLACK, BLOOD_DARK
    lr, lg, lb = BG_LIGHT[0] - br, BG_LIGHT[1] - bg, BG_LIGHT[2] - bb
    ccx = int(cx)  # a whole column: x - cx is exact, and mirrors exactly
    dxs = [k * 0.9 for k in range(max(ccx, sw - ccx) + 1)]
    mirror = [abs(x - ccx) for x in range(sw)]
    rows = []
    for y in range(sh):
        dy = (y - cy) * 1.25
        haze = max(0.0, (y / sh) - 0.62) * 0.35  # stays below 1: lerp_colour's clamp never bites
        side = []
        for dx in dxs:
            light = max(0.0, 1.0 - hypot(dx, dy) / maxd) ** 1.7
            t = min(1.0, light)  # lerp_colour(BLACK, BG_LIGHT, light), then towards BLOOD_DARK by haze
            r, g, b = int(br + lr * t), int(bg + lg * t), int(bb + lb * t)
            side.append(bytes((int(r + (dr - r) * haze), int(g + (dg - g) * haze), int(b + (db - b) * haze))))
        rows.append(b"".join([side[k] for k in mirror]))
    small = new_surface((sw, sh))  # the same surface format as the first version (smoothscaled, blitted later)
    small.blit(pygame.image.frombuffer(b"".join(rows), (sw, sh), "RGB"), (0, 0))
    return small


@lru_cache(maxsize=8)
def _background(size: tuple, seed: int) -> pygame.Surface:
    """A near-black table cloth: a faint warm light in the middle, vignette, grain and a red haze low down."""
    w, h = size
    # Built small and smooth-scaled up: cheap at 4K and gives soft gradients.
    small = _background_small()
    surf = pygame.transform.smoothscale(small, size_of((w, h)))
    # grain: a tiled noise layer (keeps 4K fast)
    rng = random.Random(seed)
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    for _ in range(1400):
        v = rng.randint(0, 40)
        tile.set_at((rng.randrange(128), rng.randrange(128)), (v, v, v, rng.randint(10, 40)))
    for ty in range(0, h, 128):
        for tx in range(0, w, 128):
            surf.blit(tile, (tx, ty))
    return surf.convert() if pygame.display.get_surface() else surf


def draw_background(surface: pygame.Surface, seed: int = 7) -> None:
    surface.blit(_background(surface.get_size(), seed), (0, 0))


@lru_cache(maxsize=64)
def _shade(size: tuple, alpha: int) -> pygame.Surface:
    s = new_surface(size, pygame.SRCALPHA)
    s.fill((4, 2, 3, alpha))
    return s


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (under an overlay scene)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))
    if text_record.ACTIVE is not None:
        text_record.ACTIVE.veil()


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0, alpha: int = 228,
               edge=PANEL_EDGE, radius: float = 10) -> None:
    """A dark card with a thin red edge and a soft shadow (cached per size and look)."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    img, offset = _panel_surface(rect.w, rect.h, round(scale, 3), int(alpha), tuple(edge), radius)
    surface.blit(img, (rect.x - offset, rect.y - offset))


@lru_cache(maxsize=128)
def _panel_surface(w: int, h: int, scale: float, alpha: int, edge: tuple, radius: float) -> tuple:
    r = max(2, int(radius * scale))
    sh = max(3, int(6 * scale))
    out = new_surface((w + sh * 2, h + sh * 2 + int(2 * scale)), pygame.SRCALPHA)
    for i in range(sh, 0, -1):
        a = int(70 * (1 - i / sh) ** 2) + 6
        box = pygame.Rect(0, 0, w + sh * 2, h + sh * 2).inflate(-i * 2 + 2, -i * 2 + 2).move(0, int(2 * scale))
        pygame.draw.rect(out, (0, 0, 0, a), box, border_radius=r + i)
    body = new_surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(body, (*PANEL, alpha), body.get_rect(), border_radius=r)
    body.blit(_panel_glow(w, h, r), (0, 0))  # a faint light from above, fading down the panel
    out.blit(body, (sh, sh))
    pygame.draw.rect(out, edge, pygame.Rect(sh, sh, w, h), width=max(1, int(2 * scale)), border_radius=r)
    return out, sh


@lru_cache(maxsize=64)
def _panel_glow(w: int, h: int, r: int) -> pygame.Surface:
    g = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        g.set_at((0, y), (255, 235, 215, int(14 * (1 - y / 63) ** 2)))
    g = pygame.transform.smoothscale(g, size_of((w, h)))
    mask = new_surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    g.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return g


@lru_cache(maxsize=256)
def render_text(text: str, kind: str, px: int, colour=BONE, shadow: bool = True, glow=None) -> pygame.Surface:
    """Text with a drop shadow and an optional soft coloured glow (cached: keep glow colours to a few values)."""
    font = fonts.get(kind, px)
    main = fonts.render(font, text, True, colour)
    pad = max(2, px // 5) if glow else max(2, px // 8)
    out = pygame.Surface((main.get_width() + pad * 2, main.get_height() + pad * 2), pygame.SRCALPHA)
    if glow:
        g = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        g.blit(fonts.render(font, text, True, glow), (pad, pad))
        radius = max(2, px // 9)
        try:
            g = pygame.transform.gaussian_blur(g, radius)
        except (AttributeError, ValueError, pygame.error):  # older pygame: a cheap blur by scaling
            small = pygame.transform.smoothscale(g, (max(1, g.get_width() // radius), max(1, g.get_height() // radius)))
            g = pygame.transform.smoothscale(small, out.get_size())
        out.blit(g, (0, 0))
        out.blit(g, (0, 0))
    if shadow:
        s = fonts.render(font, text, True, (0, 0, 0))
        s.set_alpha(200)
        out.blit(s, (pad + max(1, px // 18), pad + max(1, px // 14)))
    out.blit(main, (pad, pad))
    return out


def fit_text(text: str, kind: str, px: int, max_w: int, min_px: int = 0) -> tuple:
    """(text, px) that fits in max_w: the font shrinks down to min_px (default 80%, never under
    fonts.MIN_PX), then the text is cut with '…' (widgets.textfit, shared with the tables)."""
    from .widgets import textfit

    shrink = (min_px / px) if min_px and px else textfit.SHRINK_LIMIT
    return textfit.fit_line(text, kind, px, max_w, shrink=shrink)


def blit_text(surface, text, kind, px, pos, colour=BONE, anchor="topleft", shadow=True, glow=None) -> pygame.Rect:
    img = render_text(text, kind, int(px), tuple(colour), shadow, tuple(glow) if glow else None)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    if text_record.ACTIVE is not None:  # the readability checks are recording: the letters' rect, not the padding
        text_record.ACTIVE.add(surface, text_record.letters(img, rect), str(text), kind, px)
    return rect


@lru_cache(maxsize=16)
def _drips(width: int, height: int, seed: int) -> pygame.Surface:
    """Blood running down from the top edge, for title screens."""
    rng = random.Random(seed)
    surf = new_surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*BLOOD_DARK, 255), (0, 0, width, max(2, height // 40)))
    x = 0
    while x < width:
        w = rng.randint(max(3, width // 260), max(5, width // 90))
        length = int(height * rng.random() ** 2.2)
        if length > height // 30:
            col = lerp_colour(BLOOD_DARK, BLOOD, rng.random() * 0.6)
            pygame.draw.rect(surf, (*col, 235), (x, 0, w, length), border_radius=w // 2)
            pygame.draw.circle(surf, (*col, 235), (x + w // 2, length), int(w * 0.8))
            pygame.draw.line(surf, (255, 120, 120, 60), (x + w // 3, 0), (x + w // 3, length - w), 1)
        x += w + rng.randint(width // 80, width // 14)
    return surf


def draw_drips(surface: pygame.Surface, height: int, seed: int = 13) -> None:
    surface.blit(_drips(surface.get_width(), max(8, height), seed), (0, 0))


def fog_offset(width: int, t: float, scale: float = 1.0) -> int:
    """How far the fog of draw_fog has drifted at time t (in whole pixels: it moves one every few frames)."""
    if motion.reduced():
        t = 0.0
    return int((t * 18 * scale) % max(1, width))


def draw_fog(surface: pygame.Surface, t: float, scale: float = 1.0) -> None:
    """Slow drifting fog bands near the bottom of the screen (animated with time t, draw-only; still with
    reduced motion)."""
    w, h = surface.get_size()
    fog = _fog_strip(w, int(h * 0.35))
    off = fog_offset(w, t, scale)
    y = h - fog.get_height()
    surface.blit(fog, (-off, y))
    surface.blit(fog, (w - off, y))


@lru_cache(maxsize=4)
def _fog_strip(w: int, h: int) -> pygame.Surface:
    """A wide band of soft grey fog (blurred blobs), tiled horizontally by draw_fog."""
    rng = random.Random(3)
    sw, sh = 256, 64
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for _ in range(70):
        x, y = rng.randrange(sw), rng.randrange(sh // 4, sh)
        r = rng.randint(6, 20)
        blob = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        pygame.draw.circle(blob, (150, 130, 135, rng.randint(5, 12)), (r, r), r)
        for dx in (-sw, 0, sw):  # wrap so the strip tiles without a seam
            small.blit(blob, (x - r + dx, y - r))
    try:
        small = pygame.transform.gaussian_blur(small, 6, repeat_edge_pixels=True)
    except (AttributeError, ValueError, pygame.error):  # older pygame: smoothscale twice instead
        small = pygame.transform.smoothscale(pygame.transform.smoothscale(small, (sw // 8, sh // 8)), (sw, sh))
    # fade the top edge to nothing
    fade = pygame.Surface((1, sh), pygame.SRCALPHA)
    for y in range(sh):
        fade.set_at((0, y), (255, 255, 255, int(255 * min(1.0, y / (sh * 0.5)))))
    small.blit(pygame.transform.scale(fade, (sw, sh)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(small, size_of((w, h)))


def make_icon(size: int = 64) -> pygame.Surface:
    """The window icon, drawn with code: a bone-white die with a blood drop for its single pip."""
    s = new_surface((size, size), pygame.SRCALPHA)
    pad = size // 10
    body = pygame.Rect(pad, pad, size - 2 * pad, size - 2 * pad)
    pygame.draw.rect(s, (0, 0, 0, 200), body.move(size // 32, size // 24), border_radius=size // 6)
    pygame.draw.rect(s, BONE, body, border_radius=size // 6)
    pygame.draw.rect(s, (120, 110, 96), body, width=max(1, size // 32), border_radius=size // 6)
    cx, cy = size // 2, size // 2 + size // 14
    r = size // 6
    pygame.draw.circle(s, BLOOD, (cx, cy), r)
    pygame.draw.polygon(s, BLOOD, [(cx - r * 0.87, cy - r * 0.5), (cx + r * 0.87, cy - r * 0.5), (cx, cy - r * 2.1)])
    pygame.draw.circle(s, (255, 150, 150), (cx - r // 3, cy - r // 4), max(1, r // 4))
    return s
