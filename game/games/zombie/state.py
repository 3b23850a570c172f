"""The state of a Zombie game: plain JSON data in `d`, plus the seeded RNG.

Cards are instances with a uid (index into `d["cards"]`, which holds the card id of each uid).
A camp's characters are a list of units; a unit is a list of uids, top card first, paired cards
under it (a kill takes the bottom card first).
"""
from __future__ import annotations

from game.core.state import GameState

from .content import Content, load_content

# A camp's powers follow from the cards in it alone: remembered per make-up of a camp (the card ids of its
# characters and hideout), so the many questions of one legal list (immunities per card and target,
# powers per kind) cost a look-up. Keyed by card ids, never by a state: nothing here can go stale.
_CAMP_MEMO: dict = {}
_MEMO_LIMIT = 50_000


def _remember(key, value):
    if len(_CAMP_MEMO) >= _MEMO_LIMIT:
        _CAMP_MEMO.clear()
    _CAMP_MEMO[key] = value
    return value


class ZState(GameState):
    __slots__ = ()

    # -- small helpers ------------------------------------------------------------------
    @property
    def content(self) -> Content:
        return load_content()

    def card(self, uid: int):
        return load_content().cards[self.d["cards"][uid]]

    def camps(self) -> list:
        return self.d["camps"]

    def camp(self, c: int) -> dict:
        return self.d["camps"][c]

    def alive_camps(self) -> list:
        return [c for c in self.d["camps"] if c["alive"]]

    def owner(self, c: int) -> int:
        return self.d["camps"][c]["owner"]

    def hand(self, seat: int) -> list:
        return self.d["hands"][seat]

    def camp_cards(self, c: int):
        """Every card in play in a camp: the hideout (or No Hideout) and all characters."""
        camp = self.camp(c)
        out = [self.card(u) for unit in camp["units"] for u in unit]
        out.append(self.card(camp["hideout"]) if camp["hideout"] is not None else self.no_hideout())
        return out

    def no_hideout(self):
        return self.content.cards["no_hideout"]

    def camp_has(self, c: int, card_id: str) -> bool:
        return any(card.id == card_id for card in self.camp_cards(c))

    def camp_makeup(self, c: int) -> tuple:
        """The card ids in camp c: its characters' cards, then its hideout (None for No Hideout)."""
        camp = self.d["camps"][c]
        ids = self.d["cards"]
        hideout = camp["hideout"]
        return (*[ids[u] for unit in camp["units"] for u in unit], None if hideout is None else ids[hideout])

    def camp_powers(self, c: int, kind: str) -> list:
        """The powers of this kind among the camp's cards (a shared list: read it, never change it)."""
        key = ("powers", kind, self.camp_makeup(c))
        hit = _CAMP_MEMO.get(key)
        if hit is None:
            hit = _remember(key, [p for card in self.camp_cards(c) for p in card.powers if p["kind"] == kind])
        return hit

    def people(self, c: int) -> int:
        camp = self.d["camps"][c]
        return camp["survivors"] + sum(map(len, camp["units"]))

    def char_count(self, c: int) -> int:
        return sum(map(len, self.d["camps"][c]["units"]))

    def seat_camps(self, seat: int, alive_only: bool = True) -> list:
        return [c["id"] for c in self.d["camps"] if c["owner"] == seat and (c["alive"] or not alive_only)]

    def immune(self, c: int, card) -> bool:
        key = ("immune", card.id, self.camp_makeup(c))
        hit = _CAMP_MEMO.get(key)
        if hit is None:
            hit = _remember(key, self._immune(c, card))
        return hit

    def _immune(self, c: int, card) -> bool:
        for p in self.camp_powers(c, "immune"):
            if card.id in p["cards"]:
                return True
        for p in self.camp_powers(c, "immune_effects"):
            if any(card.has_effect(e) for e in p["effects"]):
                return True
        return False

    def chips_total(self) -> int:
        d = self.d
        return (d["cc_survivors"] + d["cc_zombies"] + d["sporocarp"]
                + sum(c["survivors"] + c["zombie_chips"] for c in d["camps"]))
