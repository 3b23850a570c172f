"""Charts of a game drawn with pygame: line, stacked and bar charts of game.core.chart_series.

Each line is told apart three ways, so no reader depends on colour alone: its colour, its marker shape
(circle, square, triangle, ...) and its dash pattern, the same three in the legend. Colours come from the
theme's palette (theme.series_colour / theme.seat_colour once the palette work provides them; until then
theme.SEAT_COLOURS): a line that belongs to one seat alone gets that seat's colour, any other line the
first colour no seat line of the chart uses. Text is fitted (widgets.textfit): nothing is drawn under the
12 px floor, and a legend entry shrinks, then is cut with '…' rather than run into its neighbour.

`draw_chart` returns a Drawn record of where everything went (the plot, each line's points, the legend's
boxes and texts): the tests check the drawing through it, and the cursor is placed with it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional

import pygame

from .. import theme
from . import ink, textfit
from ..surfaces import new_surface

MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star", "hexagon", "ring", "triangle_down", "plus")
# on/off lengths in pixels (at scale 1), () solid: as many patterns as markers, so the pair is unique
DASHES = ((), (10, 5), (3, 4), (12, 4, 3, 4), (6, 6), (2, 3), (14, 6), (8, 3, 2, 3, 2, 3), (5, 2), (4, 8))
AXIS = (150, 138, 120)
GRID = (58, 48, 50)
TEXT_PX = 13


def marker_of(style: int) -> str:
    return MARKERS[style % len(MARKERS)]


def dash_of(style: int) -> tuple:
    return DASHES[style % len(DASHES)]


# -- colours ------------------------------------------------------------------------------------------
def _seat_colour(i: int) -> tuple:
    fn = getattr(theme, "seat_colour", None)
    return tuple(fn(i)) if fn is not None else theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]


def _series_colour(i: int) -> tuple:
    fn = getattr(theme, "series_colour", None)
    return tuple(fn(i)) if fn is not None else theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]


def line_colours(chart) -> list:
    """One colour per line: its seat's when the line is that seat's alone, else the first series colour
    that no seat line here uses (so a seat's line and the table's never share a colour)."""
    counts: dict = {}
    for line in chart.lines:
        counts[line.seat] = counts.get(line.seat, 0) + 1
    own = {line.seat for line in chart.lines if line.seat is not None and counts[line.seat] == 1}
    taken = {_seat_colour(s) for s in own}
    out, nxt = [], 0
    for line in chart.lines:
        if line.seat in own:
            out.append(_seat_colour(line.seat))
            continue
        colour = _series_colour(nxt)
        for _ in range(16):  # the palette is finite: after a full turn a repeat is unavoidable (shapes differ)
            if colour not in taken:
                break
            nxt += 1
            colour = _series_colour(nxt)
        taken.add(colour)
        nxt += 1
        out.append(colour)
    return out


def line_markers(chart) -> list:
    """One marker shape per line, none repeated in a chart: a line that is one seat's alone wears that seat's
    shape (theme.seat_shape: the shape of its tokens on the board), any other line the first shape left."""
    counts: dict = {}
    for line in chart.lines:
        counts[line.seat] = counts.get(line.seat, 0) + 1
    seat_shape = getattr(theme, "seat_shape", None)
    wanted = [seat_shape(line.seat) if seat_shape is not None and line.seat is not None and counts[line.seat] == 1
              and seat_shape(line.seat) in MARKERS else None for line in chart.lines]
    out, used = [], set()
    for line, shape in zip(chart.lines, wanted):
        if shape is None or shape in used:
            free = [m for m in MARKERS if m not in used and m not in wanted]
            free = free or [m for m in MARKERS if m not in used] or [marker_of(line.style)]
            shape = free[0] if marker_of(line.style) not in free else marker_of(line.style)
        used.add(shape)
        out.append(shape)
    return out


def palette_key() -> tuple:
    """What the colours depend on: a changed palette redraws the cached charts."""
    return tuple(_series_colour(i) for i in range(4)) + tuple(_seat_colour(i) for i in range(4))


# -- shapes -------------------------------------------------------------------------------------------
def _polygon(centre, r: float, n: int, turn: float) -> list:
    cx, cy = centre
    return [(cx + r * math.cos(turn + 2 * math.pi * k / n), cy + r * math.sin(turn + 2 * math.pi * k / n))
            for k in range(n)]


def draw_marker(surface, shape: str, centre, r: float, colour) -> pygame.Rect:
    """A marker of `shape` r pixels from its centre, with a dark rim so it shows on any line."""
    cx, cy = centre
    rim = (10, 8, 9)
    w = max(2, int(round(r / 2.5)))
    if shape in ("circle", "ring"):
        pygame.draw.circle(surface, rim, (cx, cy), r + 1)
        return pygame.draw.circle(surface, colour, (cx, cy), r, w if shape == "ring" else 0)
    if shape in ("cross", "plus"):
        d = r if shape == "plus" else r * 0.8
        pairs = ([((cx - d, cy), (cx + d, cy)), ((cx, cy - d), (cx, cy + d))] if shape == "plus" else
                 [((cx - d, cy - d), (cx + d, cy + d)), ((cx - d, cy + d), (cx + d, cy - d))])
        box = None
        for a, b in pairs:
            pygame.draw.line(surface, rim, a, b, w + 2)
        for a, b in pairs:
            got = pygame.draw.line(surface, colour, a, b, w)
            box = got if box is None else box.union(got)
        return box
    points = {"square": _polygon(centre, r * 1.2, 4, math.pi / 4), "diamond": _polygon(centre, r * 1.25, 4, 0),
              "triangle": _polygon(centre, r * 1.3, 3, -math.pi / 2),
              "triangle_down": _polygon(centre, r * 1.3, 3, math.pi / 2),
              "hexagon": _polygon(centre, r * 1.15, 6, 0)}.get(shape)
    if shape == "star":
        points = [p for k in range(5) for p in (_polygon(centre, r * 1.4, 5, -math.pi / 2)[k],
                                                 _polygon(centre, r * 0.6, 5, -math.pi / 2 + math.pi / 5)[k])]
    if points is None:
        raise ValueError(f"unknown marker shape {shape!r}")
    pygame.draw.polygon(surface, rim, points, 2)
    return pygame.draw.polygon(surface, colour, points)


def dashed(surface, colour, points: list, pattern: tuple, width: int) -> None:
    """A polyline with a dash pattern (on, off, on, off... pixels) carried across its corners."""
    if len(points) < 2:
        return
    if not pattern:
        pygame.draw.lines(surface, colour, False, points, width)
        return
    k, left, on = 0, pattern[0], True
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = 0.0
        while pos < seg:
            run = min(left, seg - pos)
            if on:
                a, b = pos / seg, (pos + run) / seg
                pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                 (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)
            pos += run
            left -= run
            if left <= 1e-9:
                k = (k + 1) % len(pattern)
                left, on = pattern[k], not on


def nice_ticks(top: float, most: int = 5) -> list:
    """0, step, 2 step, ... up to at least `top`, with step 1, 2 or 5 times a power of ten (whole numbers
    only: every charted value is a count) and at most `most` + 1 ticks."""
    top = max(1.0, float(top))
    step = 1
    while top / step > most:
        step = _next_step(step)
    return [i * step for i in range(int(math.ceil(top / step)) + 1)]


def _next_step(step: int) -> int:
    """1, 2, 5, 10, 20, 50, ..."""
    lead = int(str(step)[0])
    return step * 2 if lead in (1, 5) else step * 5 // 2


# -- one chart ----------------------------------------------------------------------------------------
@dataclass
class Drawn:
    """Where a drawn chart put things (in the surface's coordinates)."""

    rect: pygame.Rect
    plot: pygame.Rect
    points: list = field(default_factory=list)  # per line: [(x, y) or None per value]
    markers: list = field(default_factory=list)  # per line: its marker shape
    legend: list = field(default_factory=list)  # (box, text drawn, text px, full label)
    x_of: Optional[callable] = None  # fractional x index -> pixel x

    def cursor_x(self, chart, step: int) -> int:
        return int(round(self.x_of(chart.x_at(step))))


def _ys(chart) -> tuple:
    """(per-line baselines, per-line tops, the scale's top) in data units; a stacked chart stacks them."""
    n = len(chart.xs)
    if chart.kind == "stacked":
        base = [0.0] * n
        bottoms, tops = [], []
        for line in chart.lines:
            bottoms.append(list(base))
            base = [b + (v or 0) for b, v in zip(base, line.values)]
            tops.append(list(base))
        top = max(base, default=0)
    else:
        bottoms = [[0.0] * n for _ in chart.lines]
        tops = [[v for v in line.values] for line in chart.lines]
        top = max((v for line in chart.lines for v in line.values if v is not None), default=0)
    if chart.y_max is not None:
        top = max(top, chart.y_max)
    return bottoms, tops, top


def _legend_layout(chart, width: int, s: float) -> tuple:
    """(columns, rows, item width, sample width) of the legend across `width`."""
    n = max(1, len(chart.lines))
    sample = int(34 * s)
    widest = max((textfit.width(line.label, "sans", int(TEXT_PX * s)) for line in chart.lines), default=0)
    want = sample + widest + int(14 * s)
    cols = max(1, min(n, width // max(1, want)))
    cols = max(cols, min(n, width // int(150 * s)))  # rather a shrunk or cut label than one entry a row
    rows = int(math.ceil(n / cols))
    return cols, rows, width // cols, sample


@dataclass
class _Frame:
    """Where a chart's parts go at one text scale (see `_frame`)."""

    s: float
    px: int
    line_h: int
    pad: int
    title_px: int
    top: int  # under the title
    legend: tuple  # (columns, rows, item width, sample width)
    legend_top: int
    ticks: list
    plot: pygame.Rect


def _frame(chart, rect: pygame.Rect, s: float, y_top: float) -> _Frame:
    px = int(TEXT_PX * s)
    line_h = textfit.line_height("sans", px)
    pad = int(8 * s)
    title_px = int(16 * s)
    top = rect.y + pad // 2 + textfit.line_height("serif", title_px) + pad // 2
    legend = _legend_layout(chart, rect.w - 2 * pad, s)
    legend_top = rect.bottom - pad // 2 - legend[1] * (line_h + int(2 * s))
    ticks = nice_ticks(y_top, max(2, min(5, (legend_top - top) // max(1, int(2.2 * line_h)))))
    if ticks[-1] <= y_top:  # headroom: a value on the top rule would have its marker cut
        ticks.append(ticks[-1] + ticks[1])
    label_w = max(textfit.width(str(t), "sans", px) for t in ticks)
    plot = pygame.Rect(rect.x + pad + label_w + int(6 * s), top + line_h // 2, 0, 0)
    plot.width = rect.right - pad - plot.x - int(4 * s)
    plot.height = legend_top - 2 * line_h - int(4 * s) - plot.y
    return _Frame(s, px, line_h, pad, title_px, top, legend, legend_top, ticks, plot)


def draw_chart(surface, rect, chart, scale: float = 1.0, cursor_step: Optional[int] = None) -> Drawn:
    """Draw `chart` (a chart_series.Chart) into `rect` of `surface`; returns where things went. The text is
    drawn at `scale` (the UI's text scale), stepped down towards 100% only as far as the plot needs to stay
    readable in a small rect (a large UI scale in the game-over panel)."""
    rect = pygame.Rect(rect)
    bottoms, tops, y_top = _ys(chart)
    s = max(1.0, scale)
    while True:  # scale, scale - 25%, ... down to 100%
        f = _frame(chart, rect, s, y_top)
        if s <= 1.0 or (f.plot.h >= max(48, int(2.5 * f.line_h)) and f.plot.w >= 120):
            break
        s = max(1.0, s - 0.25)
    s, px, line_h, pad, plot = f.s, f.px, f.line_h, f.pad, f.plot
    cols, rows, item_w, sample = f.legend
    legend_top, ticks = f.legend_top, f.ticks
    colours, markers = line_colours(chart), line_markers(chart)
    # title and note
    y = rect.y + pad // 2
    title = ink.fitted_line(surface, chart.title, "serif", f.title_px, (rect.x + pad, y), rect.w - 2 * pad, theme.GOLD)
    if chart.note:
        room = rect.right - pad - title.right - pad
        npx = textfit.fit_px(chart.note, "sans_italic", px, room)
        if textfit.width(chart.note, "sans_italic", npx) <= room:  # whole or not at all: a cut note misleads
            ink.text(surface, chart.note, "sans_italic", npx, (rect.right - pad, y + 2), theme.BONE_DIM,
                     anchor="topright", shadow=False)
    drawn = Drawn(rect, plot)
    if plot.width < 20 or plot.height < 20 or not chart.xs:
        ink.fitted_line(surface, "Too small to draw", "sans", px, rect.center, rect.w - 2 * pad, theme.BONE_DIM,
                        anchor="center")
        return drawn
    n = len(chart.xs)
    bars = chart.kind == "bars"

    def x_of(i: float) -> float:
        if bars:
            return plot.x + (i + 0.5) * plot.w / n
        return plot.x + (plot.w / 2 if n == 1 else i * plot.w / (n - 1))

    scale_top = ticks[-1]

    def y_of(v: float) -> float:
        return plot.bottom - v / scale_top * plot.h

    drawn.x_of = x_of
    for t in ticks:  # grid and y ticks
        ty = int(round(y_of(t)))
        pygame.draw.line(surface, GRID if t else AXIS, (plot.x, ty), (plot.right, ty), 1)
        ink.text(surface, str(t), "sans", px, (plot.x - int(6 * s), ty), AXIS, anchor="midright", shadow=False)
    pygame.draw.line(surface, AXIS, (plot.x, plot.y), (plot.x, plot.bottom), 1)
    # x ticks: as many labels as fit without touching
    widest = max(textfit.width(chart.label_of(i), "sans", px) for i in range(n)) + int(10 * s)
    gap = plot.w / max(1, n if bars else n - 1)  # pixels between two neighbouring x ticks
    every = max(1, int(math.ceil(widest / max(1.0, gap))))
    shown = [i for i in range(n) if i % every == 0]
    if n - 1 not in shown and (not shown or x_of(n - 1) - x_of(shown[-1]) >= widest):
        shown.append(n - 1)
    for i in shown:
        tx = int(round(x_of(i)))
        pygame.draw.line(surface, AXIS, (tx, plot.bottom), (tx, plot.bottom + int(4 * s)), 1)
        half = textfit.width(chart.label_of(i), "sans", px) / 2  # an end label stays inside the chart
        ink.text(surface, chart.label_of(i), "sans", px, (min(max(tx, rect.x + half), rect.right - half),
                                                          plot.bottom + int(5 * s)), AXIS, anchor="midtop",
                 shadow=False)
    ink.fitted_line(surface, chart.x_word, "sans_italic", px, (plot.centerx, plot.bottom + int(5 * s) + line_h),
                    plot.w, AXIS, anchor="midtop", shadow=False)
    # the game's parts (acts): a dotted rule and the part's name
    for i, label in chart.sections:
        sx = int(round(x_of(i - 0.5 if bars else i)))
        dashed(surface, GRID if i else AXIS, [(sx, plot.y), (sx, plot.bottom)], (2, 4), 1)
        nxt = [j for j, _ in chart.sections if j > i]
        room = (x_of(nxt[0]) if nxt else plot.right) - sx - int(6 * s)
        if room > 24 * s:
            ink.fitted_line(surface, label, "sans", px, (sx + int(4 * s), plot.y + int(2 * s)), room, theme.BONE_DIM,
                            shadow=False)
    # the data
    r = max(3.0, 4.0 * s)
    width = max(2, int(round(2 * s)))
    spacing = max(1, int(math.ceil(6 * r / max(1.0, plot.w / max(1, n)))))  # markers at most every 6 r pixels
    clip = surface.get_clip()
    surface.set_clip(plot.inflate(int(2 * r) + 2, int(2 * r) + 2).clip(clip) if clip else plot.inflate(int(2 * r) + 2, int(2 * r) + 2))
    if bars:
        _draw_bars(surface, chart, plot, x_of, y_of, colours, markers, drawn, r)
    else:
        if chart.kind == "stacked":
            _fill_stacked(surface, plot, x_of, y_of, bottoms, tops, colours)
        m = len(chart.lines)
        for k, line in enumerate(chart.lines):
            # lines of a line chart that run on the same values would hide each other: each is drawn a
            # pixel or so apart (a stacked chart's bands are apart already)
            dy = 0.0 if chart.kind == "stacked" else (k - (m - 1) / 2) * min(1.5 * s, plot.h / 100)
            pts = [None if tops[k][i] is None else (x_of(i), y_of(tops[k][i]) + dy) for i in range(n)]
            run: list = []
            for p in pts + [None]:
                if p is None:
                    if len(run) > 1:
                        dashed(surface, colours[k], run, tuple(int(d * s) for d in dash_of(line.style)), width)
                    run = []
                else:
                    run.append(p)
            for i, p in enumerate(pts):
                lone = p is not None and (i == 0 or pts[i - 1] is None) and (i == n - 1 or pts[i + 1] is None)
                if p is not None and (i % spacing == line.style % spacing or lone or i == n - 1):
                    draw_marker(surface, markers[k], p, r, colours[k])
            drawn.points.append(pts)
    surface.set_clip(clip)
    if cursor_step is not None:
        draw_cursor(surface, drawn, chart, cursor_step, s)
    # the legend
    for k, line in enumerate(chart.lines):
        col, row = k % cols, k // cols
        box = pygame.Rect(rect.x + pad + col * item_w, legend_top + row * (line_h + int(2 * s)), item_w, line_h)
        my = box.centery
        dashed(surface, colours[k], [(box.x + int(2 * s), my), (box.x + sample - int(4 * s), my)],
               tuple(int(d * s) for d in dash_of(line.style)) if not bars else (), width)
        draw_marker(surface, markers[k], (box.x + sample // 2 - int(1 * s), my), r, colours[k])
        text, tpx = textfit.fit_line(line.label, "sans", px, item_w - sample - int(6 * s))
        ink.text(surface, text, "sans", tpx, (box.x + sample, my), theme.BONE, anchor="midleft", shadow=False)
        drawn.legend.append((box, text, tpx, line.label))
    drawn.markers = markers
    return drawn


def _fill_stacked(surface, plot, x_of, y_of, bottoms, tops, colours) -> None:
    """Each band between its line and the one under it, washed in its line's colour."""
    layer = new_surface(plot.size, pygame.SRCALPHA)
    n = len(tops[0]) if tops else 0
    for k in range(len(tops)):
        upper = [(x_of(i) - plot.x, y_of(tops[k][i] or 0) - plot.y) for i in range(n)]
        lower = [(x_of(i) - plot.x, y_of(bottoms[k][i] or 0) - plot.y) for i in reversed(range(n))]
        if n > 1:
            pygame.draw.polygon(layer, (*colours[k], 70), upper + lower)
    surface.blit(layer, plot.topleft)


def _draw_bars(surface, chart, plot, x_of, y_of, colours, markers, drawn, r: float) -> None:
    """Grouped bars, one per line at each x; a bar wide enough carries its line's marker on top."""
    n, m = len(chart.xs), max(1, len(chart.lines))
    group = plot.w / n * 0.8
    bar_w = max(1.0, group / m)
    for k, line in enumerate(chart.lines):
        pts = []
        for i, v in enumerate(line.values):
            if v is None:
                pts.append(None)
                continue
            left = x_of(i) - group / 2 + k * bar_w
            top_y = y_of(v)
            box = pygame.Rect(int(left), int(round(top_y)), max(1, int(bar_w) - 1), max(0, int(plot.bottom - round(top_y))))
            if box.h:
                pygame.draw.rect(surface, colours[k], box)
            pts.append((left + bar_w / 2, top_y))
            if bar_w >= 2.5 * r and v:
                draw_marker(surface, markers[k], (left + bar_w / 2, top_y - r - 2), r, colours[k])
        drawn.points.append(pts)


def draw_cursor(surface, drawn: Drawn, chart, step: int, s: float = 1.0, offset=(0, 0)) -> None:
    """A bright rule where `step` falls, with a notch above the plot (`offset`: where the surface the
    chart was drawn on lies on this one)."""
    if drawn.x_of is None:
        return
    x = drawn.cursor_x(chart, step) + offset[0]
    plot = drawn.plot.move(offset)
    pygame.draw.line(surface, theme.BONE, (x, plot.y), (x, plot.bottom), max(1, int(s)))
    h = int(6 * s)
    pygame.draw.polygon(surface, theme.BLOOD_BRIGHT, [(x - h, plot.y - h), (x + h, plot.y - h), (x, plot.y)])


# -- a game's charts in one panel -------------------------------------------------------------------------
class ChartPanel:
    """A game's charts (chart_series.series_of(timeline, seat)) laid out in a rect: side by side when each
    still gets a readable cell, else one at a time under a row of tabs. The charts are drawn once onto a
    cached surface, redrawn only when the size, the seat, the tab or the palette changes; the cursor (the
    viewer's step) is drawn over the cache each frame."""

    MIN_CELL = (360, 190)  # at scale 1: the smallest cell a chart is still readable in at 1280x720

    def __init__(self, timeline, seat, scale: float = 1.0):
        self.timeline, self.seat, self.scale = timeline, seat, scale
        self.tab = 0
        self.error = ""
        self._charts = None
        self._key = None
        self._body: Optional[pygame.Surface] = None
        self.cells: list = []  # (chart index, Drawn), Drawn in the cached surface's coordinates
        self.tab_rects: list = []  # (rect on the screen, chart index): tabs mode only
        self._tabs: list = []
        self.builds = 0  # how many times the cache was drawn (the tests check it is not every frame)

    @property
    def charts(self) -> list:
        if self._charts is None:
            from game.core.chart_series import series_of
            from game.core.replay_timeline import HiddenView

            try:
                self._charts = series_of(self.timeline, self.seat)
            except HiddenView as exc:
                self._charts, self.error = [], str(exc)
        return self._charts

    def set_seat(self, seat) -> None:
        if seat != self.seat:
            self.seat, self._charts, self._key, self.error = seat, None, None, ""

    def step_tab(self, delta: int) -> None:
        if self.charts:
            self.tab = (self.tab + delta) % len(self.charts)

    def click(self, pos) -> bool:
        """A click on a tab shows that chart; True when it was on one."""
        for rect, index in self.tab_rects:
            if rect.collidepoint(pos):
                self.tab = index
                return True
        return False

    def grid(self, size) -> Optional[tuple]:
        """(columns, rows) that give every chart a readable cell in `size`, or None (then tabs)."""
        n = len(self.charts)
        mw, mh = self.MIN_CELL[0] * self.scale, self.MIN_CELL[1] * self.scale
        best = None
        for cols in range(1, n + 1):
            rows = int(math.ceil(n / cols))
            cw, ch = size[0] / cols, size[1] / rows
            if cw >= mw and ch >= mh:
                room = min(cw / mw, ch / mh)
                if best is None or room > best[0]:
                    best = (room, cols, rows)
        return best[1:] if best else None

    def _build(self, size) -> None:
        self.builds += 1
        s = self.scale
        body = new_surface(size, pygame.SRCALPHA)
        self.cells, tabs = [], []
        charts = self.charts
        if not charts:
            ink.fitted_text(body, self.error or "This game has no charts.", "sans", TEXT_PX * s,
                            body.get_rect().inflate(-16, -16), theme.BONE_DIM)
        elif self.grid(size):
            cols, rows = self.grid(size)
            cw, ch = size[0] // cols, size[1] // rows
            for i, chart in enumerate(charts):
                cell = pygame.Rect((i % cols) * cw, (i // cols) * ch, cw, ch).inflate(-int(6 * s), -int(6 * s))
                ink.panel(body, cell, radius=int(6 * s), fill=(14, 11, 12, 200))
                self.cells.append((i, draw_chart(body, cell, chart, s)))
        else:
            self.tab = min(self.tab, len(charts) - 1)
            px = TEXT_PX * s
            tab_h = textfit.line_height("sans", int(px)) + int(10 * s)
            tab_w = size[0] // len(charts)
            for i, chart in enumerate(charts):
                box = pygame.Rect(i * tab_w, 0, tab_w, tab_h).inflate(-int(4 * s), 0)
                on = i == self.tab
                ink.panel(body, box, radius=int(5 * s), fill=(60, 20, 24, 230) if on else (20, 15, 17, 200),
                          edge=theme.BLOOD_BRIGHT if on else theme.PANEL_EDGE, width=2 if on else 1)
                ink.fitted_text(body, chart.title, "sans", px, box.inflate(-int(8 * s), 0),
                                theme.BONE if on else theme.BONE_DIM, shadow=False, max_lines=1)
                tabs.append((box, i))
            cell = pygame.Rect(0, tab_h + int(4 * s), size[0], size[1] - tab_h - int(4 * s))
            ink.panel(body, cell, radius=int(6 * s), fill=(14, 11, 12, 200))
            self.cells.append((self.tab, draw_chart(body, cell, charts[self.tab], s)))
        self._body, self._tabs = body, tabs

    def draw(self, surface, rect, step: Optional[int] = None) -> None:
        """Draw the charts into `rect`; with `step`, a cursor where that step falls on each chart."""
        rect = pygame.Rect(rect)
        key = (rect.size, self.seat, self.tab, self.scale, palette_key())
        if key != self._key or self._body is None:
            self._build(rect.size)
            self._key = key
        surface.blit(self._body, rect.topleft)
        self.tab_rects = [(box.move(rect.topleft), i) for box, i in self._tabs]
        if step is not None:
            for index, drawn in self.cells:
                draw_cursor(surface, drawn, self.charts[index], step, self.scale, rect.topleft)
