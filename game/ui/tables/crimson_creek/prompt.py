"""Which choices the prompt bar and the choice list offer, and how actions map onto the board.

Pure helpers over the screen seat's view and its legal actions (never the state): which location an
action "lands" on, which token it moves, and the filtered lists a click on a location or token opens.
"""
from __future__ import annotations

BACK = ("back",)
MOVING_KINDS = ("move", "swap", "push", "pull", "place", "stay")

# the order a turn's choices are listed in
KIND_ORDER = {"peek": 0, "search": 1, "share": 2, "hide": 3, "calm": 4, "declare": 5, "move": 6, "swap": 7,
              "push": 8, "pull": 9, "stay": 10, "place": 11, "clue_pick": 12, "claim_toggle": 13,
              "claim_all_true": 14, "claim_send": 15, "choose_character": 16, "takeover": 17, "decline": 18,
              "accuse": 19, "end_turn": 30}


def seat_loc(view: dict, seat) -> str | None:
    for p in view.get("players", []):
        if p["seat"] == seat:
            return p["loc"]
    return None


def char_loc(view: dict, cid) -> str | None:
    for c in view.get("characters", []):
        if c["id"] == cid:
            return c["loc"]
    return None


def my_char(view: dict) -> str | None:
    me = view.get("me")
    return me["char"] if me else None


def action_token(view: dict, a) -> str | None:
    """The character an action moves (my own token for move/swap/stay)."""
    if a.kind in ("move", "swap", "stay"):
        return my_char(view)
    if a.kind in ("push", "pull", "place"):
        return a.get("char")
    return None


def action_loc(view: dict, a) -> str | None:
    """The location an action is about: where a token goes, or the place it concerns."""
    k = a.kind
    if k in ("move", "push", "place"):
        return a.get("to")
    if k == "swap":
        return seat_loc(view, a.get("seat"))
    if k == "pull":
        return (view.get("me") or {}).get("loc")
    if k == "stay":
        return (view.get("me") or {}).get("loc")
    if k in ("share",):
        return seat_loc(view, a.get("seat"))
    if k in ("calm",):
        return char_loc(view, a.get("char"))
    if k in ("hide", "search", "declare"):
        return (view.get("me") or {}).get("loc")
    if k == "peek":
        for loc in view.get("locations", []):
            if loc["icon"] == a.get("icon"):
                return loc["id"]
    return None


def drop_actions(view: dict, legal: list, cid: str, loc: str) -> list:
    """The moving actions that a drop of token `cid` on location `loc` stands for."""
    return [a for a in legal if a.kind in MOVING_KINDS and action_token(view, a) == cid and action_loc(view, a) == loc
            and a.kind != "stay"] + [a for a in legal if a.kind == "stay" and cid == my_char(view)
                                     and loc == (view.get("me") or {}).get("loc")]


def draggable_tokens(view: dict, legal: list) -> set:
    return {action_token(view, a) for a in legal if a.kind in MOVING_KINDS} - {None}


def sort_actions(legal: list) -> list:
    return sorted(legal, key=lambda a: KIND_ORDER.get(a.kind, 20))


class Chooser:
    """The choice list's mode: every legal choice ("main"), or those about one location or token."""

    def __init__(self):
        self.reset()

    def reset(self) -> None:
        self.mode = "main"
        self.loc = None
        self.token = None
        self.options: list = []

    def focus_loc(self, loc, actions: list) -> None:
        self.mode, self.loc, self.token, self.options = "loc", loc, None, list(actions)

    def focus_token(self, cid, actions: list) -> None:
        self.mode, self.loc, self.token, self.options = "token", None, cid, list(actions)

    def items(self, view: dict, legal: list, describe) -> tuple:
        """(title, [(label, payload)]) for the choice list."""
        kind = (view.get("decision") or {}).get("kind", "")
        if not legal:
            return "", []
        if self.mode in ("loc", "token"):
            acts = [a for a in self.options if a in legal]
            if acts:
                where = self.loc_name(view, self.loc) if self.mode == "loc" else self.char_name(view, self.token)
                return where, [(describe(a), a) for a in sort_actions(acts)] + [("Back to every choice", BACK)]
            self.reset()
        if kind == "claim":
            frame = (view.get("decision") or {}).get("frame") or {}
            chosen = set(frame.get("locs") or []) | set(frame.get("clues") or [])
            out = []
            for a in sort_actions(legal):
                label = describe(a)
                if a.kind == "claim_toggle":
                    label = ("[x] " if a.get("item") in chosen else "[  ] ") + label.replace("Point to ", "")
                out.append((label, a))
            return "Your claim", out
        titles = {"turn": "Your actions", "chase": "Your chase turn", "accuse": "The line-up: accuse",
                  "choose_character": "Choose your character", "clue_pick": "Look at a Clue card",
                  "hide_move": "Place after hiding", "relocate": "Start of the Act", "takeover": "Take over?"}
        return titles.get(kind, "Your choices"), [(describe(a), a) for a in sort_actions(legal)]

    @staticmethod
    def loc_name(view, loc) -> str:
        for l in view.get("locations", []):
            if l["id"] == loc:
                return l["name"]
        return str(loc)

    @staticmethod
    def char_name(view, cid) -> str:
        for c in view.get("characters", []):
            if c["id"] == cid:
                return c["name"]
        return str(cid)
