"""Build exact Crimson Creek positions through the real engine.

`Table` starts a real game with chosen characters, then lets a test place characters, fill the
sleeves, stack the Attack deck and start a given player's turn; everything then runs through
RULES.apply and the real flow.
"""
from __future__ import annotations

from game.core.actions import Action
from game.games.crimson_creek.flow import advance
from game.games.crimson_creek.rules import RULES


class Table:
    def __init__(self, chars=("jock", "geek", "cheerleader", "goth"), seed=7, options=None):
        opts = {"characters": "choose"}
        opts.update(options or {})
        self.rules = RULES
        self.state = RULES.new_game(seed, len(chars), opts)
        for c in chars:
            RULES.apply(self.state, Action("choose_character", char=c))
        # A quiet board: everyone off the board until placed.
        for cid, ch in self.d["chars"].items():
            ch.update(loc=None, on_board=False, scared=False, hidden_at=None)
        self.d["stack"].clear()
        self.d["ops"].clear()

    @property
    def d(self):
        # The test is about to edit the state by hand: the engine's cached legal list is dropped.
        self.state.changed()
        return self.state.d

    def place(self, cid, loc, scared=False):
        self.d["chars"][cid].update(loc=loc, on_board=True, alive=True, scared=scared)

    def seat(self, cid):
        return self.d["chars"][cid]["seat"]

    def set_sleeves(self, sleeves: dict, lair: str):
        self.d["sleeves"] = dict(sleeves)
        self.d["lair"] = lair

    def stack_attack(self, cards, hatchets_drawn=0):
        """The Attack deck, top card first."""
        a = self.d["attack"]
        a["deck"] = list(reversed(cards))
        a["hatchets_drawn"] = ["hatchet"] * hatchets_drawn

    def stack_reveal(self, icons):
        """The Reveal deck, top card first."""
        self.d["reveal_deck"] = list(reversed(icons))

    def start_turn(self, cid):
        self.d["stack"].clear()
        self.d["ops"] = [{"op": "turn", "seat": self.seat(cid)}]
        events = []
        advance(self.state, events)
        return events

    def legal(self):
        return RULES.legal_actions(self.state)

    def act(self, kind, **params):
        return RULES.apply(self.state, Action(kind, **params))

    def decision(self):
        return RULES.decision(self.state)

    def loc(self, cid):
        return self.d["chars"][cid]["loc"]

    def scared(self, cid):
        return self.d["chars"][cid]["scared"]

    def alive(self, cid):
        return self.d["chars"][cid]["alive"]

    def chase_all_stay(self):
        while self.decision().kind == "chase":
            self.act("stay")


def standard_sleeves():
    """Act 1: every location in the sleeve of its own icon... except the Cabin, which is the Lair."""
    return {"treetop": "woods", "window": "barn", "lantern": "campfire", "flashlight": "cemetery",
            "binoculars": "highway", "camera": "lake"}, "cabin"
