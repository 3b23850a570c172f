"""The state of a Zombie game: plain JSON data in `d`, plus the seeded RNG.

Cards are instances with a uid (index into `d["cards"]`, which holds the card id of each uid).
A camp's characters are a list of units; a unit is a list of uids, top card first, paired cards
under it (a kill takes the bottom card first).
"""
from __future__ import annotations

from game.core.content import on_override
from game.core.state import GameState

from .content import Content, load_content

# A camp's powers follow from the cards in it alone: remembered per make-up of a camp (the card ids of its
# characters and hideout) in a CampProfile, so the many questions of one legal list (immunities per card and
# target, powers per kind) and of a roll cost a look-up. Keyed by card ids, never by a state: nothing here
# can go stale.
_MEMO_LIMIT = 50_000
_NO_POWERS: list = []  # shared: read it, never change it


# The content, bound once: `card()` is asked hundreds of thousands of times a second by a search, and
# load_content() costs a function call and a folder look-up each time. The binding is dropped whenever a
# content override starts or ends (game.core.content.on_override), with the memo above (its powers came
# from the cards of the folder then in use), so the next look-up binds the folder now in use.
class _Unbound(dict):
    """Stands for the cards until the first look-up binds them."""

    def __missing__(self, card_id):
        return _bind().cards[card_id]


_CONTENT = None
_CARDS: dict = _Unbound()


def _bind() -> Content:
    global _CONTENT, _CARDS
    _CONTENT = load_content()
    _CARDS = _CONTENT.cards
    return _CONTENT


def _forget() -> None:
    global _CONTENT, _CARDS, _BLOCKABLE
    _CONTENT, _CARDS, _BLOCKABLE = None, _Unbound(), None
    _PROFILES.clear()


on_override(_forget)


def effects_of(card) -> frozenset:
    """The names of a card's effects (remembered per card: cards never change)."""
    hit = _EFFECTS.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _EFFECTS[id(card)] = (card, frozenset(e["do"] for e in card.effects))  # the card kept: its id stays its own
    return hit[1]


_EFFECTS: dict = {}  # id(card) -> (card, its effect names)
_BLOCKABLE = None  # see blockable_ids


def blockable_ids() -> frozenset:
    """The ids of the content's cards that some immunity power of the content could stop (named by an
    `immune` power, or with an effect an `immune_effects` power names): no other card ever meets one,
    so a hand without them needs no camp's immunities."""
    global _BLOCKABLE
    if _BLOCKABLE is None:
        cards = (_CONTENT or _bind()).cards
        powers = [p for card in cards.values() for p in card.powers]
        named = {cid for p in powers if p["kind"] == "immune" for cid in p["cards"]}
        effects = {e for p in powers if p["kind"] == "immune_effects" for e in p["effects"]}
        _BLOCKABLE = frozenset(cid for cid, card in cards.items()
                               if cid in named or not effects.isdisjoint(effects_of(card)))
    return _BLOCKABLE


class CampProfile:
    """What a camp's cards give it, from the cards alone: its powers by kind (kind -> list, for the kinds it
    has), its shield (the card ids and effect names its immunity powers stop, or None without any), and
    `memo` for other facts the cards alone decide (ZState.camp_memo)."""

    __slots__ = ("cards", "kinds", "shield", "memo")

    def __init__(self, cards: list):
        self.cards = cards
        self.memo: dict = {}
        kinds: dict = {}
        for card in cards:
            for p in card.powers:
                kinds.setdefault(p["kind"], []).append(p)
        self.kinds = kinds
        self.shield = None
        if "immune" in kinds or "immune_effects" in kinds:
            self.shield = (frozenset(cid for p in kinds.get("immune", ()) for cid in p["cards"]),
                           frozenset(e for p in kinds.get("immune_effects", ()) for e in p["effects"]))


_PROFILES: dict = {}  # camp make-up -> CampProfile (cleared with the memo above)


class ZState(GameState):
    # `_scope`: while a legal list is built (nothing changes the state then), what was worked out about each
    # camp (its powers by kind, its make-up) for the many questions the list asks; None at any other time,
    # so a change to the state can never meet a stale answer (see `legal_scope`).
    # `window`: the open reaction chain's window (chain.window_of), which checks itself against the chain.
    __slots__ = ("_scope", "window")

    def __init__(self, d: dict, rng):
        super().__init__(d, rng)
        self._scope = None
        self.window = None

    def changed(self) -> None:
        super().changed()
        self.window = None

    def legal_scope(self, build, *args):
        """`build(self, *args)` with the camps' powers remembered meanwhile: `build` must not change the state."""
        if self._scope is not None:  # already inside a scope
            return build(self, *args)
        self._scope = {}
        try:
            return build(self, *args)
        finally:
            self._scope = None

    # -- small helpers ------------------------------------------------------------------
    @property
    def content(self) -> Content:
        return _CONTENT or _bind()

    def card(self, uid: int):
        return _CARDS[self.d["cards"][uid]]

    def cards_of(self, uids) -> list:
        """`[card(u) for u in uids]` in one call (a hand is looked at card by card at every decision)."""
        ids = self.d["cards"]
        return [_CARDS[ids[u]] for u in uids]

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
        camp = self.d["camps"][c]
        ids = self.d["cards"]
        out = [_CARDS[ids[u]] for unit in camp["units"] for u in unit]
        out.append(_CARDS[ids[camp["hideout"]]] if camp["hideout"] is not None else self.no_hideout())
        return out

    def no_hideout(self):
        return _CARDS["no_hideout"]

    def camp_has(self, c: int, card_id: str) -> bool:
        return any(card.id == card_id for card in self.camp_cards(c))

    def camp_makeup(self, c: int) -> tuple:
        """The card ids in camp c: its characters' cards, then its hideout (None for No Hideout)."""
        camp = self.d["camps"][c]
        ids = self.d["cards"]
        hideout = camp["hideout"]
        return (*[ids[u] for unit in camp["units"] for u in unit], None if hideout is None else ids[hideout])

    def profile(self, c: int) -> "CampProfile":
        """What camp c's cards give it (powers by kind, its shield), remembered per make-up, and per camp
        while a legal list is built."""
        scope = self._scope
        if scope is not None:
            hit = scope.get(c)
            if hit is None:
                hit = scope[c] = self._profile(c)
            return hit
        return self._profile(c)

    def _profile(self, c: int) -> "CampProfile":
        key = self.camp_makeup(c)
        hit = _PROFILES.get(key)
        if hit is None:
            if len(_PROFILES) >= _MEMO_LIMIT:
                _PROFILES.clear()
            hit = _PROFILES[key] = CampProfile(self.camp_cards(c))
        return hit

    def camp_memo(self, c: int, what, work):
        """`work(the camp's cards)`, remembered per camp make-up under `what` (for facts the cards alone decide)."""
        profile = self.profile(c)
        hit = profile.memo.get(what)
        if hit is None:
            hit = profile.memo[what] = work(profile.cards)
        return hit

    def camp_powers_by_kind(self, c: int) -> dict:
        """kind -> the powers of that kind among the camp's cards, for the kinds it has (shared: read only)."""
        return self.profile(c).kinds

    def camp_powers(self, c: int, kind: str) -> list:
        """The powers of this kind among the camp's cards (a shared list: read it, never change it)."""
        return self.profile(c).kinds.get(kind, _NO_POWERS)

    def guarded(self, c: int) -> bool:
        """Whether camp c has an immunity power (only such a camp can be immune to a card)."""
        return self.profile(c).shield is not None

    def shield(self, c: int):
        """What camp c's immunity powers guard it from: (card ids, effect names), or None without such powers."""
        return self.profile(c).shield

    def people(self, c: int) -> int:
        camp = self.d["camps"][c]
        return camp["survivors"] + sum(map(len, camp["units"]))

    def char_count(self, c: int) -> int:
        return sum(map(len, self.d["camps"][c]["units"]))

    def seat_camps(self, seat: int, alive_only: bool = True) -> list:
        return [c["id"] for c in self.d["camps"] if c["owner"] == seat and (c["alive"] or not alive_only)]

    def immune(self, c: int, card) -> bool:
        shield = self.shield(c)
        return shield is not None and (card.id in shield[0] or not shield[1].isdisjoint(effects_of(card)))

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
