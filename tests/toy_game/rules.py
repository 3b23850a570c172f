"""Last Token's rules. A pile of PILE tokens; each seat is dealt two secret cards (1-6). In turn, a seat takes
1 or 2 tokens. When the pile is empty, each seat in turn keeps one of its cards face down (the secret choice);
the highest tokens + kept card wins, ties shared. Pure Python, every draw from the state's seeded RNG."""
from __future__ import annotations

from game.core.actions import Action
from game.core.engine import GameInfo
from game.core.frame_rules import ONE_FRAME, FrameDispatch, open_game
from game.core.rng import Rng
from game.core.state import GameState

PILE = 7
CARDS = list(range(1, 7))

INFO = GameInfo(id="toy", name="Last Token", min_seats=2, max_seats=3,
                summary="Take tokens, keep a secret card.", module="tests.toy_game.rules", seat_label="Player")


# The one question asked, d["frame"] ({"kind": "take" | "keep", "seat": ...}; None once the game is over): per
# kind its legal list and how a choice applies; the deciding seat is frame["seat"].
def _take_legal(state, f):
    return [Action("take", n=n) for n in (1, 2) if n <= state.d["pile"]]


def _keep_legal(state, f):
    return [Action("keep", card=c) for c in state.d["hands"][f["seat"]]]


def _take(state, f, action, ev):
    d, seat = state.d, f["seat"]
    d["pile"] -= action["n"]
    d["taken"][seat] += action["n"]
    ev.append({"type": "take", "seat": seat, "n": action["n"], "text": f"Player {seat + 1} takes {action['n']}."})
    d["frame"] = {"kind": "keep", "seat": 0} if d["pile"] == 0 else {"kind": "take", "seat": (seat + 1) % d["seats"]}


def _keep(state, f, action, ev):
    d, seat = state.d, f["seat"]
    d["kept"][seat] = action["card"]
    d["dropped"][seat] = next(c for c in d["hands"][seat] if c != action["card"])  # face down, out of play
    d["hands"][seat] = []
    ev.append({"type": "keep", "seat": seat, "text": f"Player {seat + 1} keeps a card face down.",
               "private": {str(seat): {"card": action["card"], "text": f"You keep your {action['card']}."}}})
    d["frame"] = {"kind": "keep", "seat": seat + 1} if seat + 1 < d["seats"] else None


def _advance(state, ev):
    """The game runs on to its next question, set by the last choice; with none left (every seat has kept its
    card), the end: the highest tokens + kept card wins."""
    d = state.d
    if d["frame"] is not None:
        return
    scores = [t + k for t, k in zip(d["taken"], d["kept"])]
    best = max(scores)
    d["result"] = {"winners": [s for s, v in enumerate(scores) if v == best], "reason": "highest score",
                   "scores": scores, "kept": list(d["kept"])}
    ev.append({"type": "game_over", "scores": scores, "text": f"Scores: {scores}."})


class ToyRules(FrameDispatch):
    info = INFO
    state_class = GameState
    FRAME = ONE_FRAME
    PROMPTS = {"take": "Take 1 or 2 tokens.", "keep": "Keep one of your cards face down."}
    LEGAL = {"take": _take_legal, "keep": _keep_legal}
    APPLY = {"take": _take, "keep": _keep}
    moved_on = staticmethod(lambda state, f, ev: _advance(state, ev))

    def new_game(self, seed, seats, options=None):
        self.check_seats(seats, "Last Token")
        rng = Rng(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands = [sorted(deck[2 * s:2 * s + 2]) for s in range(seats)]
        d = {"seats": seats, "pile": PILE, "taken": [0] * seats, "hands": hands, "kept": [None] * seats,
             "deck": deck[2 * seats:], "dropped": [None] * seats, "frame": {"kind": "take", "seat": 0},
             "result": None}
        return open_game(GameState(d, rng), [], _advance)

    def view(self, state, seat):
        d = state.d
        f = d["frame"]
        out = {"seats": d["seats"], "pile": d["pile"], "taken": list(d["taken"]), "phase": f["kind"] if f else "over",
               "turn": f["seat"] if f else None, "result": d["result"], "seat": seat,
               "hand_sizes": [len(h) for h in d["hands"]], "kept_down": [k is not None for k in d["kept"]]}
        if seat is not None:
            out["hand"] = list(d["hands"][seat])
            out["kept"] = d["kept"][seat]
            out["dropped"] = d["dropped"][seat]
        return out

    def label(self, state, action):
        return f"Take {action['n']}" if action.kind == "take" else f"Keep {action['card']}"


RULES = ToyRules()
