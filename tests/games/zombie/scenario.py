"""Build exact table positions for the rulebook's worked examples, through the real engine.

`Table` starts a real game, then lays out camps, hands and dice as an example describes; the
dice are rigged by choosing the RNG state that makes them land on the wanted faces, so the
engine's own rolling code runs unchanged.
"""
from __future__ import annotations

from game.core.actions import Action
from game.core.rng import Rng
from game.games.zombie.content import DICE
from game.games.zombie.rules import RULES
from game.games.zombie.turn import advance


class Table:
    def __init__(self, players=4, seed=7, options=None):
        self.rules = RULES
        self.state = RULES.new_game(seed, players, options or {})
        d = self.state.d
        # An empty, quiet table: no pending decisions, empty hands, nothing queued.
        d["stack"].clear()
        d["ops"].clear()
        d["chain"] = None
        for hand in d["hands"]:
            d["draw"].extend(hand)
            hand.clear()

    @property
    def d(self):
        # The test is about to edit the state by hand: the engine's cached legal list is dropped.
        self.state.changed()
        return self.state.d

    def camp(self, c):
        return self.d["camps"][c]

    def new_card(self, card_id: str) -> int:
        self.d["cards"].append(card_id)
        return len(self.d["cards"]) - 1

    def give(self, seat: int, card_id: str) -> int:
        uid = self.new_card(card_id)
        self.d["hands"][seat].append(uid)
        return uid

    def add_character(self, c: int, card_id: str) -> int:
        uid = self.new_card(card_id)
        self.camp(c)["units"].append([uid])
        return uid

    def set_hideout(self, c: int, card_id):
        old = self.camp(c)["hideout"]
        if old is not None:
            self.d["box"].append(old)
        self.camp(c)["hideout"] = None if card_id is None else self.new_card(card_id)

    def set_survivors(self, c: int, n: int):
        diff = n - self.camp(c)["survivors"]
        self.camp(c)["survivors"] = n
        self.d["cc_survivors"] -= diff
        assert self.d["cc_survivors"] >= 0

    def set_city_center(self, survivors: int):
        diff = survivors - self.d["cc_survivors"]
        self.d["cc_survivors"] = survivors
        self.d["cc_zombies"] -= diff

    def rig_dice(self, wanted: list):
        """Make the next rolls show these (die, face) pairs, in order."""
        for seed in range(1, 1_000_000):
            rng = Rng(seed)
            if all(DICE[die][rng.randbelow(6)][0] == face for die, face in wanted):
                self.state.rng = Rng(seed)
                return
        raise AssertionError("no RNG state gives those faces")

    def start_turn(self, c: int, hand_full=True):
        """Begin camp c's turn (the roll happens at once). Hands are topped up so the redraw
        draws nothing unexpected."""
        t = self.d["turn"]
        t.update(camp=c, step="start", traded=False, events_played=0)
        self.d["dice"]["base"] = c
        events = []
        advance(self.state, events)
        return events

    def begin_action(self, c: int):
        """Put camp c at its Take Action step."""
        t = self.d["turn"]
        t.update(camp=c, step="acting", traded=False)
        self.d["stack"].append({"t": "action", "seat": self.camp(c)["owner"], "camp": c})

    def seat(self):
        return self.rules.decision(self.state).seat

    def legal(self):
        return self.rules.legal_actions(self.state)

    def act(self, action, seat=None):
        return self.rules.apply(self.state, action, seat=seat)

    def offer(self, partner, give, take):
        """Make a whole trade offer through its steps (trade, trade_give, trade_take[, trade_count])."""
        from game.games.zombie.trade import steps

        events = []
        for action in steps(partner, give, take):
            events += self.act(action)
        return events

    def play_two(self, card, first, second):
        """Play a two-target card: its first camp, then its second."""
        return self.act(Action("play", card=card, targets=(first,))) + self.act(Action("target", camp=second))
