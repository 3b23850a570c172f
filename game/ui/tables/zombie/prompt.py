"""The choices the seat in front of the screen can make, grouped so a Take Action stays readable:
cards are played by dragging or clicking them, discards by selecting cards, trades through one
partner -> what you give -> what you ask dialog, and Pass is one button.

`Chooser` holds the current mode and turns the legal list into labelled items for the ChoiceList.
A payload is an Action, ("mode", name[, arg]) to open a sub-list, or ("steps", actions): the engine
asks a trade as steps (game.games.zombie.trade), the dialog builds the whole offer from the seat's
view and sends its steps in a row.
"""
from __future__ import annotations

from game.core.actions import Action
from game.games.zombie import trade as TR

BACK = ("mode", "main")


def action_camps(a: Action) -> list:
    """The camps an action points at (its targets, the camp it protects or gives a die to)."""
    t = a.get("targets")
    if t is not None:
        return list(t)
    for key in ("protect", "target", "to", "camp", "partner"):
        v = a.get(key)
        if v is not None:
            return [v]
    return []


class Chooser:
    def __init__(self):
        self.reset()

    def reset(self) -> None:
        self.mode = "main"
        self.card = None  # uid chosen (mode "card")
        self.camp = None  # camp chosen by a drop or a click (filters mode "card" / "camp")
        self.partner = None
        self.give = None
        self.selected: set = set()

    # -- trade sides, in words, from the view (every side of a trade is on the table for all to see) -------
    view: dict = {}

    @property
    def my_camp(self):
        frame = (self.view.get("decision") or {}).get("frame") or {}
        return frame.get("camp")

    def side_label(self, camp_id, side) -> str:
        side = tuple(side)
        camp = next((c for c in self.view.get("camps", []) if c["id"] == camp_id), None)
        if side[0] == "survivors":
            return f"{side[1]} survivor{'s' if side[1] != 1 else ''}"
        if camp is None:
            return str(side[0])
        if side[0] == "unit":
            units = camp["units"]
            return " + ".join(c["name"] for c in units[side[1]]) if side[1] < len(units) else "a character"
        return camp["hideout"]["name"] if camp.get("hideout") else "No Hideout"

    def offers(self) -> list:
        """Every whole offer (give, take) to the chosen partner, from the view: all of it is on the table."""
        camps = {c["id"]: c for c in self.view.get("camps", [])}
        me, other = camps.get(self.my_camp), camps.get(self.partner)
        if me is None or other is None:
            return []
        return [(tuple(g), tuple(t)) for g, t in TR.offers(me, other)]

    def set_mode(self, mode: str, arg=None) -> None:
        if mode == "main":
            self.reset()
            return
        self.mode = mode
        if mode == "card":
            self.card, self.camp = arg if isinstance(arg, tuple) else (arg, None)
        elif mode == "camp":
            self.camp = arg
        elif mode == "partner":
            self.partner = arg
        elif mode == "give":
            self.give = arg
        elif mode == "discard":
            self.selected = set()

    # -- items ----------------------------------------------------------------------------------------
    def items(self, kind: str, legal: list, describe, camp_name=str) -> tuple:
        """(title, [(label, payload)]) for the current mode and decision kind."""
        if not legal:
            return "", []
        if self.mode == "card":
            acts = [a for a in legal if a.get("card") == self.card
                    and (self.camp is None or not action_camps(a) or self.camp in action_camps(a))]
            if not acts:
                self.reset()
            else:
                return "Choose how to play it", [(describe(a), a) for a in acts] + [("Back", BACK)]
        if self.mode == "camp":
            acts = [a for a in legal if self.camp in action_camps(a)]
            if not acts:
                self.reset()
            else:
                return "Choices for that camp", [(describe(a), a) for a in acts] + [("Back", BACK)]
        if kind == "take_action":
            return self._take_action(legal, describe, camp_name)
        order = {"no_reaction": 0, "decline_trade": 1, "accept_trade": 0}
        acts = sorted(legal, key=lambda a: order.get(a.kind, 2))
        return "Your choices", [(describe(a), a) for a in acts]

    def _take_action(self, legal: list, describe, camp_name) -> tuple:
        trades = [a for a in legal if a.kind == "trade"]
        discards = [a for a in legal if a.kind == "discard"]
        if self.mode == "discard":
            chosen = tuple(sorted(self.selected))
            match = next((a for a in discards if tuple(a["cards"]) == chosen), None)
            if match is not None:
                label = describe(match)
            elif self.selected:
                label = "Discard (not allowed: too many cards)"
            else:
                label = "Discard (click cards to select them)"
            return "Discard: select cards in your hand", [(label, match), ("Back", BACK)]
        if self.mode == "trade":
            partners = sorted({a["partner"] for a in trades})
            return "Trade: choose a partner", [(f"Trade with {camp_name(p)}", ("mode", "partner", p)) for p in partners] + \
                [("Back", BACK)]
        if self.mode == "partner":
            gives = list(dict.fromkeys(g for g, _ in self.offers()))
            return (f"Trade with {camp_name(self.partner)}: what you give",
                    [(f"Give {self.side_label(self.my_camp, g)}", ("mode", "give", g)) for g in gives]
                    + [("Back", ("mode", "trade"))])
        if self.mode == "give":
            takes = [t for g, t in self.offers() if g == self.give]
            return (f"For {self.side_label(self.my_camp, self.give)}, you ask",
                    [(f"Ask for {self.side_label(self.partner, t)}",
                      ("steps", tuple(TR.steps(self.partner, self.give, t)))) for t in takes]
                    + [("Back", ("mode", "partner", self.partner))])
        items = []
        plays = [a for a in legal if a.kind == "play"]
        names = {c["uid"]: c["name"] for c in self.view.get("hand") or []}
        for uid in dict.fromkeys(a["card"] for a in plays):
            acts = [a for a in plays if a["card"] == uid]
            items.append((describe(acts[0]), acts[0]) if len(acts) == 1
                         else (f"Play {names.get(uid, 'a card')}…", ("mode", "card", uid)))
        if any(a.kind == "pass" for a in legal):
            items.append(("Pass (end your action)", Action("pass")))
        if discards:
            items.append(("Discard cards…", ("mode", "discard")))
        if trades:
            items.append(("Offer a trade…", ("mode", "trade")))
        title = "Play a card: click it, then where it goes" if plays else "Your choices"
        return title, items

    def toggle(self, uid) -> None:
        if uid in self.selected:
            self.selected.discard(uid)
        else:
            self.selected.add(uid)
