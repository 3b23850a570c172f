"""Last Token's rules. A pile of PILE tokens; each seat is dealt two secret cards (1-6). In turn, a seat takes
1 or 2 tokens. When the pile is empty, each seat in turn keeps one of its cards face down (the secret choice);
the highest tokens + kept card wins, ties shared. Pure Python, every draw from the state's seeded RNG."""
from __future__ import annotations

from game.core.actions import Action
from game.core.engine import Decision, GameInfo, Rules
from game.core.rng import Rng
from game.core.state import GameState

PILE = 7
CARDS = list(range(1, 7))

INFO = GameInfo(id="toy", name="Last Token", min_seats=2, max_seats=3,
                summary="Take tokens, keep a secret card.", module="tests.toy_game.rules", seat_label="Player")


class ToyRules(Rules):
    info = INFO
    state_class = GameState

    def new_game(self, seed, seats, options=None):
        if not INFO.min_seats <= seats <= INFO.max_seats:
            raise ValueError(f"Last Token is played by 2 to 3 players, not {seats}")
        rng = Rng(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands = [sorted(deck[2 * s:2 * s + 2]) for s in range(seats)]
        d = {"seats": seats, "pile": PILE, "taken": [0] * seats, "hands": hands, "kept": [None] * seats,
             "deck": deck[2 * seats:], "dropped": [None] * seats, "turn": 0, "phase": "take", "result": None}
        return GameState(d, rng)

    def decision(self, state):
        d = state.d
        if d["result"] is not None:
            return Decision(None, "The game is over.", "over")
        prompt = "Take 1 or 2 tokens." if d["phase"] == "take" else "Keep one of your cards face down."
        return Decision(d["turn"], prompt, d["phase"])

    def _legal_actions(self, state):
        d = state.d
        if d["result"] is not None:
            return []
        if d["phase"] == "take":
            return [Action("take", n=n) for n in (1, 2) if n <= d["pile"]]
        return [Action("keep", card=c) for c in d["hands"][d["turn"]]]

    def _apply(self, state, action):
        d, seat = state.d, state.d["turn"]
        if action.kind == "take":
            d["pile"] -= action["n"]
            d["taken"][seat] += action["n"]
            ev = [{"type": "take", "seat": seat, "n": action["n"], "text": f"Player {seat + 1} takes {action['n']}."}]
            d["turn"] = (seat + 1) % d["seats"]
            if d["pile"] == 0:
                d["phase"], d["turn"] = "keep", 0
            return ev
        d["kept"][seat] = action["card"]
        d["dropped"][seat] = next(c for c in d["hands"][seat] if c != action["card"])  # face down, out of play
        d["hands"][seat] = []
        ev = [{"type": "keep", "seat": seat, "text": f"Player {seat + 1} keeps a card face down.",
               "private": {str(seat): {"card": action["card"], "text": f"You keep your {action['card']}."}}}]
        if seat + 1 < d["seats"]:
            d["turn"] = seat + 1
            return ev
        scores = [t + k for t, k in zip(d["taken"], d["kept"])]
        best = max(scores)
        d["result"] = {"winners": [s for s, v in enumerate(scores) if v == best], "reason": "highest score",
                       "scores": scores, "kept": list(d["kept"])}
        ev.append({"type": "game_over", "scores": scores, "text": f"Scores: {scores}."})
        return ev

    def view(self, state, seat):
        d = state.d
        out = {"seats": d["seats"], "pile": d["pile"], "taken": list(d["taken"]), "phase": d["phase"],
               "turn": None if d["result"] else d["turn"], "result": d["result"], "seat": seat,
               "hand_sizes": [len(h) for h in d["hands"]], "kept_down": [k is not None for k in d["kept"]]}
        if seat is not None:
            out["hand"] = list(d["hands"][seat])
            out["kept"] = d["kept"][seat]
            out["dropped"] = d["dropped"][seat]
        return out

    def result(self, state):
        return state.d["result"]

    def label(self, state, action):
        return f"Take {action['n']}" if action.kind == "take" else f"Keep {action['card']}"


RULES = ToyRules()
