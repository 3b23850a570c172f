"""A board table's units: every size given in units of a 1280x720 window (`u`), text in pixels at 1280x720 (`px`,
never under the fonts' 12 px floor), rects of that virtual window letterboxed into the real one (`rect`), so a
table reads the same at 4K. A game's Geometry subclasses `Units`.

The UI scale (settings.ui_scale, 1.0 = 100% .. 2.0 = 200%) is applied here once for every board: `tx`
(the text factor) and `piece` (cards, tokens, dice: the piece factor) grow with it, while `u` and `rect` (the
layout: areas, panels, gaps) do not, so a board at 200% keeps its place in a 1280x720 window and its pieces and
text take more of it: fewer per row (`per_row`), capped to their room (`grow`), overlapping fans (`fan`), rows
as tall as their text (`line`). `px` stays the 100% size: the shared panels handed `g.px(...)` (log, captions,
prompt, side list) scale on their own. The hover zoom and help use `f` (the window's factor, no UI scale): a zoomed
card is already as big as the window allows."""
from __future__ import annotations

import pygame

from .. import fonts
from ..widgets import textfit


def clamp_scale(scale) -> float:
    """settings.ui_scale as the boards use it: the step the shell's text uses too (fonts.clamp_ui_scale), so a
    hand-edited 1.3 is 125% on the board and in the panels beside it alike."""
    return fonts.clamp_ui_scale(scale)


def scale_steps(scale: float, step: float = 0.125) -> list:
    """The scales from `scale` down to 100% in steps: a panel takes the first whose layout fits."""
    out, s = [], clamp_scale(scale)
    while s > 1.0:
        out.append(s)
        s -= step
    return out + [1.0]


def grown(px: float, scale: float) -> float:
    """A text size a 100% layout asks for as `px` pixels, at the UI scale: the size shown at 100% (never under
    the fonts' floor) times the scale, so a label the floor already lifted (a 1280x720 window's small print)
    grows at 150% as well, not only once px * scale passes the floor."""
    return max(fonts.MIN_PX, px) * scale


def ui_scale_of(app) -> float:
    """The UI scale the app's settings ask for (1.0 without an app or settings: tests, tools)."""
    return clamp_scale(getattr(getattr(app, "settings", None), "ui_scale", 1.0))


class Units:
    def __init__(self, size: tuple, scale: float = 1.0):
        self.size = tuple(size)
        w, h = self.size
        self.k = min(w / 1280, h / 720)
        self.f = self.k
        self.scale = clamp_scale(scale)
        self.origin = ((w - 1280 * self.k) / 2, (h - 720 * self.k) / 2)

    def fits(self, size, scale: float) -> bool:
        """This geometry is the one for a window of `size` at UI scale `scale` (else the table builds it again)."""
        return self.size == tuple(size) and self.scale == clamp_scale(scale)

    def u(self, units: float) -> int:
        return int(round(units * self.k))

    def px(self, px720: float) -> int:
        """A text size given in pixels at 1280x720, times the window's factor (the UI scale left out: the panels
        whose rows are laid out for this size, and the shared panels, which scale on their own)."""
        return max(fonts.MIN_PX, int(round(px720 * self.f)))

    def tx(self, px720: float) -> int:
        """A text size given in pixels at 1280x720 and 100%, times the window's factor and the UI scale: for text
        whose box makes room for it (fitted into its card, plate, token or a row measured from it)."""
        return self.tx_at(px720, self.scale)

    def tx_at(self, px720: float, scale: float) -> int:
        """A text size at another scale than the setting's (a panel trying smaller steps until its rows fit)."""
        return max(fonts.MIN_PX, int(round(px720 * self.f * scale)))

    def steps_down(self, step: float = 0.125) -> list:
        """The scales from the setting's down to 100%: a panel takes the first whose layout fits."""
        return scale_steps(self.scale, step)

    def largest(self, fits, step: float = 1 / 24) -> float:
        """The largest of steps_down(step) at which fits(scale) holds (100% when none does): a panel with a fixed
        box tries its bigger layouts first (fine steps: a 12 px text grows a pixel at a time)."""
        return next((s for s in self.steps_down(step) if fits(s)), 1.0)

    def line(self, px: int, kind: str = "sans") -> int:
        """The height of a line of text at `px` pixels (a row laid out for text drawn at tx())."""
        return textfit.line_height(kind, px)

    def tx_within(self, px720: float, height: int, kind: str = "sans") -> int:
        """tx(px720), but no bigger than a line of it fits `height` pixels (a name in a fixed band); never under
        px(px720), the size the band was laid out for."""
        return textfit.within(self.tx(px720), self.px(px720), height, kind)

    def tx_box(self, txt: str, px720: float, width: float, height: float, kind: str = "sans") -> int:
        """tx_within(px720, height), but no wider than `width` for txt on one line either (a word in a fixed box);
        never under px(px720): a text that did not fit at 100% is fitted as before."""
        return max(self.px(px720), textfit.fit_px(txt, kind, self.tx_within(px720, height, kind), width))

    def piece(self, units: float) -> int:
        """A card's, token's or die's length given in units at 100%: times the UI scale (`grow` caps it)."""
        return int(round(units * self.k * self.scale))

    def grow(self, units: float, room: float, n: int = 1, gap: float = 0) -> int:
        """A piece's length at the UI scale, but no longer than n of them (with gaps between) fit in `room` pixels."""
        return min(self.piece(units), int((room - gap * (n - 1)) // max(1, n)))

    @staticmethod
    def per_row(room: float, item: float, gap: float = 0, most: int = 0) -> int:
        """How many items of length `item` fit side by side in `room` (at least one, at most `most` when given)."""
        n = max(1, int((room + gap) // max(1, item + gap)))
        return min(n, most) if most else n

    @staticmethod
    def fan(room: float, item: float, n: int, gap: float = 0) -> float:
        """The step between n items of length `item` in `room`: `item + gap` while they fit side by side, else
        less (they overlap, each still showing a strip of itself, the last one whole)."""
        if n <= 1:
            return 0.0
        return min(item + gap, max(1.0, (room - item) / (n - 1)))

    def rect(self, x, y, w, h) -> pygame.Rect:
        ox, oy = self.origin
        return pygame.Rect(round(ox + x * self.k), round(oy + y * self.k), round(w * self.k), round(h * self.k))

    def circle_rect(self, centre, r: float) -> pygame.Rect:
        return pygame.Rect(round(centre[0] - r), round(centre[1] - r), round(2 * r), round(2 * r))
