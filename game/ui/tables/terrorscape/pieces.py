"""What stands on the Terrorscape map for the seat at the screen, read ONLY from its view (view.py's keys):

  miniatures  the Survivors where the view holds their `loc` (the Survivors' side), the Killer where the view
              holds `killer.loc` (the Killer's side, or the Survivors' while it is not in STEALTH);
  ghosts      the other side's last known places: for the Killer, each Survivor's latest sighting (a SEARCH,
              SENSE, fear, an encounter: `sightings`); for the Survivors, `killer.seen` while the Killer is
              hidden in STEALTH;
  tokens      block tokens on doors, noise (the team's own and the reported ones), DELAY, the cat, the
              alarm clock, rope tokens on one-way routes, the repair tokens and the fuel on the repair
              locations (the team's side only: the view holds them only there).

`Pieces(view, geo)` lays them out once per view (the table rebuilds it when the view or the size changes).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ... import palette

SURVIVOR_COLOURS = {"evelyn": (120, 200, 150), "roy": (110, 170, 240), "zach": (240, 190, 90),
                    "quinto": (200, 140, 230), "victoria": (240, 130, 160)}
KILLER_COLOUR = (210, 40, 40)
HOST_COLOUR = (150, 60, 190)
# Each figure's place in the palette (game/ui/palette.py), fixed so its shape is the same in every game and its
# colour-blind-safe colour echoes its own art's hue (Roy blue, Evelyn green, Zach yellow, the Killer vermillion).
PALETTE_INDEX = {"victoria": 0, "roy": 1, "evelyn": 2, "zach": 3, "killer": 4, "host": 5, "quinto": 6}
REPAIR_NEEDED = {"radio": 5, "vehicle": 6}  # the rulebook's repair slots


def survivor_colour(char: str) -> tuple:
    return palette.seat_colour(PALETTE_INDEX.get(char, 7), own=SURVIVOR_COLOURS.get(char, (220, 214, 200)))


def killer_colour(host: bool = False) -> tuple:
    """The Killer's colour (the Parasitoid's host: `host`)."""
    return palette.seat_colour(PALETTE_INDEX["host" if host else "killer"], own=HOST_COLOUR if host else KILLER_COLOUR)


def figure_index(key: str) -> int:
    """A figure's (a Survivor's char id, "killer" or "host") place in the palette: its shape."""
    return PALETTE_INDEX.get(key, 7)


def figure_shape(key: str) -> str:
    return palette.seat_shape(figure_index(key))


@dataclass
class Piece:
    kind: str  # survivor | killer | ghost | killer_ghost
    key: str  # the char id, or "killer"
    pos: tuple
    r: float
    label: str = ""
    loc: str = ""


@dataclass
class Pieces:
    minis: dict = field(default_factory=dict)  # "killer" / char -> Piece
    ghosts: list = field(default_factory=list)
    tokens: list = field(default_factory=list)  # (kind, pos, extra)
    blocks: dict = field(default_factory=dict)  # edge key -> rect
    ropes: list = field(default_factory=list)
    markers: list = field(default_factory=list)  # (label, pos, loc): view entries with a place and no picture yet
    flesh: list = field(default_factory=list)  # the door (edge key) the Parasitoid's Wall of Flesh hides on


# the view keys this table draws in its own way; any other entry that holds places is drawn as a marker
KNOWN_KEYS = {"game", "seat", "seats", "side", "killer_seat", "options", "round", "phase", "result", "decision",
              "killer", "survivors", "blocks", "noise_known", "firecracker", "rescue", "vehicle_ready",
              "device_stage", "sightings", "encounter", "showdown", "team", "hand", "deck", "discard", "fsa_cards",
              "locked", "delays", "seen", "loc", "noise", "cat", "alarm", "ropes", "repaired", "queue", "charges",
              "device", "decks", "discards", "waits", "keys", "radio", "vehicle", "fuel", "killers", "traits",
              "id", "name", "level", "strength", "stealth", "fsa", "actions", "separate_ways", "droids", "host_loc",
              "host_seen", "flesh", "reappeared"}


def places_in(value, codes, label: str) -> list:
    """(label, code) for the location codes an unknown view entry holds, however deep: a code, lists of codes,
    dicts whose values or keys are codes (Eyebot's droids, the Parasitoid's host_seen, as a later engine writes
    them); a value found under a dict key is labelled by that key."""
    out = []
    if isinstance(value, str):
        if value in codes:
            out.append((label, value))
    elif isinstance(value, (list, tuple)):
        for x in value:
            out.extend(places_in(x, codes, label))
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in KNOWN_KEYS and k not in ("loc", "at", "where"):
                continue  # drawn in its own way (the Parasitoid's host_seen, ...)
            if isinstance(k, str) and k in codes:
                out.append((label, k))
            else:
                sub = label if k in ("loc", "at", "where") or not isinstance(k, str) else k.replace("_", " ")
                out.extend(places_in(v, codes, sub))
    return out


def unknown_places(view: dict, codes) -> list:
    """(label, code) for every place an entry of the view this table does not know yet holds."""
    out = []
    for where in (view, view.get("killer") or {}, view.get("team") or {}):
        for key, value in where.items():
            if key not in KNOWN_KEYS:
                out.extend(places_in(value, codes, key.replace("_", " ")))
    return out


def latest_sightings(view: dict) -> dict:
    """char -> its newest sighting (round, where, why) as the view holds them."""
    out = {}
    for s in view.get("sightings") or []:
        char = s.get("char")
        if char is not None:
            out[char] = s
    return out


def layout_pieces(view: dict, g) -> Pieces:
    p = Pieces()
    board_codes = set(g.loc_rect)
    team = view.get("team") or {}
    # the Survivors' miniatures (their side only: the Killer's view holds no `loc`)
    by_loc: dict = {}
    names = {}
    for s in view.get("survivors") or []:
        names[s["char"]] = s.get("name", s["char"])
        if s.get("out") is None and s.get("loc") in board_codes:
            by_loc.setdefault(s["loc"], []).append(s["char"])
    for loc, chars in by_loc.items():
        for i, c in enumerate(chars):
            p.minis[c] = Piece("survivor", c, g.token_pos(loc, i, len(chars)), g.token_r_at(loc), names[c][:1], loc)
    k = view.get("killer") or {}
    if k.get("loc") in board_codes:
        p.minis["killer"] = Piece("killer", "killer", g.killer_pos(k["loc"]), g.killer_r_at(k["loc"]),
                                  (k.get("name") or "K")[:1], k["loc"])
    elif k.get("seen") in board_codes:
        p.ghosts.append(Piece("killer_ghost", "killer", g.killer_pos(k["seen"]), g.killer_r_at(k["seen"]), "?",
                              k["seen"]))
    # the Parasitoid's mutated Host (parasitoid_view.py): where its side knows it is, else where it was last seen
    infection = view.get("infection") if isinstance(view.get("infection"), dict) else {}
    host = infection.get("mutated")
    if infection.get("host_loc") in board_codes:
        at = infection["host_loc"]
        p.minis["host"] = Piece("host", "host", g.killer_pos(at), g.killer_r_at(at), "H", at)
    elif host and infection.get("host_seen") in board_codes:
        at = infection["host_seen"]
        p.ghosts.append(Piece("killer_ghost", "host", g.killer_pos(at), g.killer_r_at(at), "H?", at))
    flesh = infection.get("flesh")
    if isinstance(flesh, str) and flesh.count("-") == 1 and all(x in board_codes for x in flesh.split("-")):
        p.flesh.append(flesh)
    # a second Killer (Double Trouble: view["killers"] lists every Killer, the acting one too, in turn order;
    # the two are always different Killers, and view["killer"], the acting one, may name no seat)
    for i, other in enumerate(view.get("killers") or []):
        if not isinstance(other, dict) or other.get("id") == k.get("id"):
            continue
        key = f"killer{i}"
        pos_of = lambda loc: (g.killer_pos(loc)[0] - g.killer_r * 2.2, g.killer_pos(loc)[1])  # noqa: E731
        if other.get("loc") in board_codes:
            p.minis[key] = Piece("killer", key, pos_of(other["loc"]), g.killer_r, (other.get("name") or "K")[:1],
                                 other["loc"])
        elif other.get("seen") in board_codes:
            p.ghosts.append(Piece("killer_ghost", key, pos_of(other["seen"]), g.killer_r, "?", other["seen"]))
    if view.get("side") == "killer":
        rnd = view.get("round") or 0
        alive = {s["char"] for s in view.get("survivors") or [] if s.get("out") is None}
        per_loc: dict = {}
        for char, s in latest_sightings(view).items():
            if char not in alive:
                continue
            for loc in s.get("where") or []:
                if loc in board_codes:
                    per_loc.setdefault(loc, []).append((char, s))
        for loc, seen in per_loc.items():
            for i, (char, s) in enumerate(seen):
                age = rnd - int(s.get("round") or rnd)
                label = names.get(char, char)[:1] + (str(age) if age > 0 else "")
                vague = len(s.get("where") or ()) > 1  # SENSE: somewhere among these places; drawn smaller
                p.ghosts.append(Piece("ghost", char, g.token_pos(loc, i, len(seen)),
                                      g.token_r_at(loc) * (0.8 if vague else 1.0), label, loc))
    # tokens in the left column of a location
    slots: dict = {}

    def put(kind, loc, extra=None):
        if loc in board_codes:
            n = slots.get(loc, 0)
            slots[loc] = n + 1
            p.tokens.append((kind, g.corner(loc, n), extra, loc))

    for loc in (k.get("droids") or []):  # Eyebot's droids, open to both sides
        put("droid", loc)
    reported = set(view.get("noise_known") or [])
    for loc in sorted(set(team.get("noise") or []) | reported):
        put("noise", loc, loc in reported or view.get("side") != "survivors")
    for loc in (k.get("delays") or []):
        put("delay", loc)
    if isinstance(team.get("cat"), dict):
        put("cat", team["cat"].get("loc"))
    if isinstance(team.get("alarm"), dict):
        put("alarm", team["alarm"].get("loc"), team["alarm"].get("n"))
    board = g.board
    for what in ("radio", "vehicle"):
        if what in team:
            for loc in board.with_kind(what):
                put("repair", loc, (what, int(team.get(what) or 0), REPAIR_NEEDED[what]))
    if team.get("fuel"):
        for loc in board.with_kind("vehicle"):
            put("fuel", loc)
    for label, loc in unknown_places(view, board_codes):
        if loc in board_codes:
            n = slots.get(loc, 0)
            slots[loc] = n + 1
            p.markers.append((label, g.corner(loc, n), loc))
    for key in view.get("blocks") or []:
        a, b = key.split("-")
        if a in board_codes and b in board_codes:
            p.blocks[key] = g.edge_rect(a, b)
    for key in team.get("ropes") or []:
        a, b = key.split("-")
        if a in board_codes and b in board_codes:
            p.ropes.append((a, b))
    return p
