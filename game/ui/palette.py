"""The table's palettes: seat colours and shapes, zone patterns, chart series and turning-point kinds.

Two palettes (settings.PALETTES): "default", the horror look, and "colour_blind", built on the Okabe-Ito palette
(Okabe & Ito 2002, "Color Universal Design": eight colours told apart by people with protanopia, deuteranopia and
tritanopia). Okabe-Ito's black cannot be seen on the dark table, so bone white takes its place. Its blue
(0, 114, 178) stays as published: its contrast with the table is over 3:1, the WCAG 2.1 floor for graphics.
tests/ui/test_palette.py checks every pair of seat colours with simulated deuteranopia and protanopia.

Colour is never the only cue: every seat has its own shape (seat_shape) in every palette, drawn beside its
colour by widgets/patterns.py, and zones told apart by colour get a pattern (zone_pattern).

The app calls use(settings.palette) at start and whenever the setting changes (game/ui/app.py); `version()`
grows on each change, so pictures cached with seat colours in them (static layers, board caches) are drawn again.
No pygame here.
"""
from __future__ import annotations

DEFAULT, COLOUR_BLIND = "default", "colour_blind"

# The horror palette (theme.SEAT_COLOURS before palettes existed): readable on the dark table; pairs that
# collapse for a dichromat (seat 1/4, 2/5, 6/7) are told apart by their shapes.
DEFAULT_SEATS = ((206, 52, 52), (70, 130, 200), (220, 180, 60), (90, 170, 100),
                 (170, 100, 190), (230, 130, 60), (120, 200, 200), (200, 200, 200))
# Okabe-Ito, ordered so the small tables get the most distinct colours first.
OKABE_ITO = {"orange": (230, 159, 0), "sky_blue": (86, 180, 233), "bluish_green": (0, 158, 115),
             "yellow": (240, 228, 66), "blue": (0, 114, 178), "vermillion": (213, 94, 0),
             "reddish_purple": (204, 121, 167), "black": (0, 0, 0)}
BONE_WHITE = (232, 223, 204)
SAFE_SEATS = (OKABE_ITO["orange"], OKABE_ITO["sky_blue"], OKABE_ITO["bluish_green"], OKABE_ITO["yellow"],
              OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["reddish_purple"], BONE_WHITE)

# One shape per seat, the same in every palette (eight: the largest table seats eight).
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "ring")
PATTERNS = ("stripes", "dots", "hatch", "grid", "waves", "checks", "plain")

# Turning points (the replay's scrubber): a colour and a shape per kind.
KIND_SHAPES = {"attack": "triangle", "infection": "hexagon", "death": "cross", "reveal": "star"}
_KINDS = {
    DEFAULT: {"attack": (208, 28, 40), "infection": (120, 170, 80), "death": (185, 173, 152), "reveal": (196, 160, 84)},
    COLOUR_BLIND: {"attack": OKABE_ITO["vermillion"], "infection": OKABE_ITO["bluish_green"],
                   "death": BONE_WHITE, "reveal": OKABE_ITO["sky_blue"]},
}
_SEATS = {DEFAULT: DEFAULT_SEATS, COLOUR_BLIND: SAFE_SEATS}
# Zones the maps colour (Crimson Creek's areas, Who Goes There?'s rooms, ...): a fixed pattern each, so the
# same kind of place looks the same on every table; other kinds get one by a stable sum of their letters.
ZONE_PATTERNS = {"cabin": "stripes", "woods": "dots", "farm": "hatch", "town": "grid", "water": "waves",
                 "outside": "dots", "inside": "plain", "red": "hatch", "blue": "waves", "green": "dots"}

_state = {"name": DEFAULT, "version": 0}


def use(name: str) -> bool:
    """Make `name` the current palette (an unknown name gives the default); True when it changed."""
    name = name if name in _SEATS else DEFAULT
    if name == _state["name"]:
        return False
    _state["name"] = name
    _state["version"] += 1
    return True


def current() -> str:
    return _state["name"]


def version() -> int:
    """Grows on every palette change: part of the keys of pictures cached with palette colours in them."""
    return _state["version"]


def seat_colour(i, own=None) -> tuple:
    """Seat i's colour. `own`: a table's own colour for the seat (a character's colour in its art), kept in the
    default palette; the colour-blind palette always gives its safe colour."""
    if own is not None and _state["name"] == DEFAULT:
        return tuple(own)
    seats = _SEATS[_state["name"]]
    return seats[int(i) % len(seats)]


def seat_shape(i) -> str:
    return SHAPES[int(i) % len(SHAPES)]


def series_colour(i) -> tuple:
    """The colour of a chart's i-th line: the seat colours, so a seat's line matches its token."""
    seats = _SEATS[_state["name"]]
    return seats[int(i) % len(seats)]


def kind_colour(kind: str) -> tuple:
    return _KINDS[_state["name"]].get(kind, BONE_WHITE)


def kind_shape(kind: str) -> str:
    return KIND_SHAPES.get(kind, "circle")


def zone_pattern(kind) -> str:
    kind = str(kind)
    if kind in ZONE_PATTERNS:
        return ZONE_PATTERNS[kind]
    return PATTERNS[sum(kind.encode()) % len(PATTERNS)]
