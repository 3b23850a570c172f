"""Fitting text into a box: shrink within limits, then wrap, and cut with an ellipsis only as a last resort.

Every table and widget fits its names, prompts and card texts through here, so the rules hold everywhere:
nothing is drawn under fonts.MIN_PX (12 px: fonts.get never makes a smaller font), and text is cut only
when even the smallest allowed size wrapped onto every line the box holds does not fit (the hover zoom
then shows it whole). Measuring is by the font that will draw it; results are cached per
(text, font, size, box), since the tables fit the same labels every frame.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import fonts, text_record

ELLIPSIS = "…"
SHRINK_LIMIT = 0.8  # a one-line label may shrink to 80% of its size before it wraps instead
LINE_GAP = 1.2  # line height as a multiple of the font size (DejaVu's own line size is ~1.17)


def min_px() -> int:
    return fonts.MIN_PX


def width(txt: str, kind: str, px: int) -> int:
    return fonts.get(kind, px).size(txt)[0]


def line_height(kind: str, px: int) -> int:
    return max(fonts.get(kind, px).get_linesize(), int(round(max(px, fonts.MIN_PX) * LINE_GAP)))


def clip(txt: str, kind: str, px: int, max_w: float) -> str:
    """txt cut to the longest prefix that fits max_w with a trailing '…' (txt itself when it fits): a binary
    search over the cut point (fonts.cut_to_width), never one measurement per removed character."""
    return fonts.cut_to_width(fonts.get(kind, px), txt, max_w, ELLIPSIS)


def wrap(txt: str, kind: str, px: int, max_w: float) -> list:
    """Greedy word wrap; paragraphs on '\\n'. A word wider than max_w gets a line of its own."""
    font = fonts.get(kind, px)
    out = []
    for para in str(txt).split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if not line or font.size(trial)[0] <= max_w:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


@dataclass(frozen=True)
class Fitted:
    lines: tuple
    px: int
    line_h: int
    cut: bool  # True when an ellipsis had to be used (the text does not fit whole)

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)


def fit_line(txt: str, kind: str, px: float, max_w: float, shrink: float = SHRINK_LIMIT) -> tuple:
    """(text, px) on one line: the size shrinks to `shrink` x px (never under MIN_PX), then '…' cuts it."""
    f = fit_block(txt, kind, px, max_w, 0, max_lines=1, shrink=shrink)
    return f.lines[0] if f.lines else "", f.px


def fit_px(txt: str, kind: str, px: float, max_w: float) -> int:
    """The largest size <= px (not under MIN_PX) at which txt fits max_w on one line."""
    return _largest_fitting(txt, kind, _px(px), max_w, fonts.MIN_PX)


def fit_block(txt: str, kind: str, px: float, max_w: float, max_h: float, max_lines: int = 0,
              shrink: float = SHRINK_LIMIT) -> Fitted:
    """Fit txt into a max_w x max_h box (max_h 0: one line; max_lines 0: as many as the height holds).

    1. one line, the size shrinking down to `shrink` x px (not under MIN_PX);
    2. wrapped, the size shrinking down to MIN_PX;
    3. wrapped at MIN_PX on as many lines as fit, the last one cut with '…'."""
    f = _fit_block(str(txt), kind, _px(px), int(max_w), int(max_h), int(max_lines), float(shrink))
    if f.cut and text_record.ACTIVE is not None:  # the readability checks know each cut line's whole text
        for line in f.lines:
            if line.endswith(ELLIPSIS):
                text_record.ACTIVE.note_cut(line, str(txt))
    return f


@lru_cache(maxsize=4096)
def _fit_block(txt: str, kind: str, px: int, max_w: int, max_h: int, max_lines: int, shrink: float) -> Fitted:
    low = fonts.MIN_PX
    floor = max(low, int(px * shrink))
    one = _largest_fitting(txt, kind, px, max_w, floor) if "\n" not in txt else None
    if one is not None and width(txt, kind, one) <= max_w:
        return Fitted((txt,), one, line_height(kind, one), False)
    room = lambda size: max(1, max_h // line_height(kind, size)) if max_h else 1  # noqa: E731
    for size in range(px, low - 1, -1):
        lines = wrap(txt, kind, size, max_w)
        cap = room(size) if not max_lines else min(max_lines, room(size))
        if len(lines) <= cap and all(width(line, kind, size) <= max_w for line in lines):
            return Fitted(tuple(lines), size, line_height(kind, size), False)
    # the last resort: the smallest size, every line the box holds, the last one cut
    lines = wrap(txt, kind, low, max_w)
    cap = room(low) if not max_lines else min(max_lines, room(low))
    shown = [clip(line, kind, low, max_w) for line in lines[:cap]]
    if len(lines) > cap:  # the rest is wider than a line (wrap broke it), so clip adds the '…'
        shown[-1] = clip(" ".join(lines[cap - 1:]), kind, low, max_w)
    return Fitted(tuple(shown), low, line_height(kind, low), True)


def _largest_fitting(txt: str, kind: str, px: int, max_w: float, floor: int) -> int:
    """Binary search for the largest size in [floor, px] at which txt fits max_w (floor when none does)."""
    if width(txt, kind, px) <= max_w:
        return px
    lo, hi = floor, px - 1
    if lo > hi or width(txt, kind, lo) > max_w:
        return max(floor, min(px, lo))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width(txt, kind, mid) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _px(px: float) -> int:
    return max(fonts.MIN_PX, int(round(px)))


def within(px: float, floor: float, height: float, kind: str = "sans") -> int:
    """The largest size up to px whose line is no taller than `height` (a word in a fixed band at the UI scale),
    never under `floor` (the size the band was laid out for) nor MIN_PX."""
    low = max(fonts.MIN_PX, int(round(floor)))
    size = max(low, int(round(px)))
    while size > low and line_height(kind, size) > height:
        size -= 1
    return size


def fits(txt: str, kind: str, px: float, max_w: float, max_h: float = 0, max_lines: int = 0) -> bool:
    """True when txt fits the box whole (no '…') at a size of at least MIN_PX."""
    return not fit_block(txt, kind, px, max_w, max_h, max_lines).cut
