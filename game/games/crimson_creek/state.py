"""The state of a Crimson Creek game: plain JSON data in `d`, plus the seeded RNG.

Characters are keyed by id in `d["chars"]` ({loc, alive, scared, seat, on_board, hidden_at});
players by seat in `d["players"]` ({char, alive, out, tile, swapped_with, knows{...}}).
Decisions are frames on `d["stack"]`; automatic steps are ops in `d["ops"]` (see flow.py).
"""
from __future__ import annotations

from game.core.content import on_override
from game.core.state import GameState

from .content import load_content
from .maps import LOCATION_NAMES, act_map

# The content, bound once: the engine asks for it (names, the exposure track, clues) thousands of times a
# game, and load_content() looks the folder up each time. Dropped whenever a content override starts or
# ends (game.core.content.on_override), so the next question reads the folder then in use.
_CONTENT = None


def _bind():
    global _CONTENT
    _CONTENT = load_content()
    return _CONTENT


def _forget() -> None:
    global _CONTENT
    _CONTENT = None


on_override(_forget)
on_override(act_map.cache_clear)  # an Act's map is named by the content (act_maps)


def ev(kind: str, text: str, **fields) -> dict:
    return {"type": kind, "text": text, **fields}


class CState(GameState):
    __slots__ = ()

    # -- helpers ------------------------------------------------------------------------
    @property
    def content(self):
        return _CONTENT or _bind()

    @property
    def map(self):
        return act_map(self.d["act"])

    def player(self, seat: int) -> dict:
        return self.d["players"][seat]

    def alive_seats(self) -> list:
        return [p["seat"] for p in self.d["players"] if p["alive"]]

    def char_of(self, seat: int):
        return self.d["players"][seat]["char"]

    def loc_of_seat(self, seat: int):
        return self.d["chars"][self.d["players"][seat]["char"]]["loc"]

    def occupants(self, loc: str) -> list:
        return [cid for cid, c in self.d["chars"].items() if c["alive"] and c["on_board"] and c["loc"] == loc]

    def count_at(self, loc: str) -> int:
        n = 0
        for c in self.d["chars"].values():
            if c["alive"] and c["on_board"] and c["loc"] == loc:
                n += 1
        return n

    def open_loc(self, loc: str) -> bool:
        """In play this Act and not attacked."""
        return loc in self.d["act_locs"] and loc not in self.d["flipped"]

    def available(self, loc: str) -> bool:
        """An available location: in play, not attacked, with space (fewer than 2 characters)."""
        return self.open_loc(loc) and self.count_at(loc) < 2

    def adjacent(self, loc: str) -> tuple:
        return self.map.adj.get(loc, ())

    def available_adjacent(self, loc: str, avail=None) -> list:
        """`avail`: the available_set() of this moment, when the caller already has it."""
        if avail is None:
            avail = self.available_set()
        return [n for n in self.map.adj.get(loc, ()) if n in avail]

    def occupancy(self) -> dict:
        """Location -> the characters on it (alive, on the board), in d["chars"] order: one pass for
        the questions a whole legal list asks."""
        occ: dict = {}
        for cid, c in self.d["chars"].items():
            if c["alive"] and c["on_board"]:
                at = occ.get(c["loc"])
                if at is None:
                    occ[c["loc"]] = [cid]
                else:
                    at.append(cid)
        return occ

    def available_set(self, occ=None) -> set:
        """Every available location now (see `available`)."""
        if occ is None:
            occ = self.occupancy()
        flipped = self.d["flipped"]
        return {loc for loc in self.d["act_locs"] if len(occ.get(loc, ())) < 2 and loc not in flipped}

    def char_name(self, cid: str) -> str:
        return (_CONTENT or _bind()).characters[cid]["name"]

    def seat_name(self, seat) -> str:
        if seat is None:
            return "nobody"
        return f"Player {seat + 1}"

    def who(self, seat: int) -> str:
        ch = self.d["players"][seat]["char"]  # seat_name and char_name written out: asked for most events
        return f"Player {seat + 1} ({(_CONTENT or _bind()).characters[ch]['name']})" if ch else f"Player {seat + 1}"

    def loc_name(self, loc) -> str:
        return LOCATION_NAMES.get(loc, str(loc))

    def seat_of_char(self, cid: str):
        return self.d["chars"][cid]["seat"]

    def tile_for(self, loc: str):
        return self.map.hiding.get(loc)
