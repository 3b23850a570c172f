"""The state of a Terrorscape 2 game: plain JSON data in `d`, plus the seeded RNG.

d["surv"]   {char: {slot, seat, loc, health, fear, items [card uids], out (None|"eliminated"), bandage (0|1|2)}}
d["killer"] {id, seat, loc, stealth, seen (last location the Survivors know), hand, deck, discard,
             fsa (the Final Showdown area), level, strength, delay [{loc, effects, card, secret}]}
d["decks"] / d["discards"]: the four item decks by name; d["keys"]: keys on the stand.
Decisions are frames on d["stack"] (top decides); d["fx"] is the queue of Killer effects still to run;
d["enc"] the encounter under way; d["phase"] the step of the round flow.py runs next (see flow.py).
Card uids are "<card id>.<copy>" so two copies of one card stay apart.
"""
from __future__ import annotations

from game.core.state import GameState

from . import sources, variants


def ev(kind: str, text: str, **fields) -> dict:
    return {"type": kind, "text": text, **fields}


def card_id(uid: str) -> str:
    return uid.rsplit(".", 1)[0]


def edge_key(a: str, b: str) -> str:
    """A connection's name, the same from either end: "R2-R4", ends sorted (board.py's Board.conn)."""
    return f"{a}-{b}" if a <= b else f"{b}-{a}"


def edge_ends(key: str) -> tuple:
    a, b = key.split("-")
    return a, b


class TState(GameState):
    __slots__ = ()

    @property
    def board(self):
        return sources.board(self.d["options"]["map"])

    @property
    def content(self):
        return sources.content()

    # -- cards --------------------------------------------------------------------------
    def item(self, uid: str) -> dict:
        return sources.content().items[card_id(uid)]

    def skill(self, uid: str) -> dict:
        return sources.content().skills[card_id(uid)]

    def item_name(self, uid: str) -> str:
        return self.item(uid)["name"]

    def skill_name(self, uid: str) -> str:
        return self.skill(uid)["name"]

    # -- characters ---------------------------------------------------------------------
    def survivors(self) -> list:
        """The Survivors still in the game, in slot order."""
        return [c for c, s in self.d["surv"].items() if s["out"] is None]

    def at(self, loc: str) -> list:
        return [c for c, s in self.d["surv"].items() if s["out"] is None and s["loc"] == loc]

    def seat_of(self, char: str) -> int:
        return self.d["surv"][char]["seat"]

    def captain(self, chars=None) -> int:
        """The Survivor seat that speaks for the team where the rulebook lets the team agree (who
        discovers, who defends next): # designed: the lowest Survivor seat; in Separate Ways, where
        each plays for themself, the seat of the first of `chars` in the turn order (token first)."""
        d = self.d
        if d.get("sw"):
            first = variants.order(self)
            return self.seat_of(next((c for c in first if not chars or c in chars), first[0]))
        return min(d["surv"][c]["seat"] for c in self.survivors() or list(d["surv"]))

    def survivor_seats(self) -> list:
        """Every Survivor seat (a seat sharing a character sees the Survivors' side in every round)."""
        return sorted({p for s in self.d["surv"].values() for p in (s.get("seats") or [s["seat"]])})

    def name(self, char: str) -> str:
        return sources.content().survivors[char]["name"]

    def killer_name(self) -> str:
        return sources.content().killers[self.d["killer"]["id"]]["name"]

    def loc_name(self, code) -> str:
        if code is None:
            return "nowhere"
        try:
            return f"{code} {self.board.loc(code).name}"
        except KeyError:
            return str(code)

    def killer_visible(self) -> bool:
        return not self.d["killer"]["stealth"]

    def private_to_survivors(self, fields: dict) -> dict:
        """An event's "private" part that every Survivor seat (one team, open talk) sees."""
        return {str(s): fields for s in self.survivor_seats()}

    def secret(self, kind: str, fields: dict) -> dict:
        """A Survivors' event the Killer may not read: every Survivor action looks the same from the
        other side of the screen ("survivors_act"); the Survivor seats see `kind` and `fields`."""
        return {"type": "survivors_act", "text": "The Survivors act.",
                "private": self.private_to_survivors({"type": kind, **fields})}

    def private_to_killer(self, fields: dict) -> dict:
        """An event's part the Killer side sees (Double Trouble: both Killer players, one team)."""
        return {str(s): fields for s in variants.killer_seats(self)}
