"""How a table's choices are chosen on the board and listed for the keyboard; pure logic, no pygame.

A game's table says, for each legal action of the screen seat:
  * `anchor_paths(action)`: the places on the board that stand for it, as paths of anchor ids
    (("card", 7), ("camp", 2)) means "click the card, then the camp"; a one-step path is chosen by one
    click. An action may have several paths (a peek: its sleeve, or its location). Only the FIRST step
    of a path glows before anything is picked; any step is clickable.
  * `risk_of(action) -> Risk`: its safety rank (0 safest; menus list safest first) and, for a risky or
    final move, the question the table asks before doing it.
  * `group_of(payload)`: the kind it is listed under (Move, Peek, ...).

`BoardPicker` follows the clicks: a click on an anchor either chooses the one action there, narrows to
the actions that go on from there (their next anchors glow), or asks the table to open a menu.
`KeyBook` numbers the listed choices in the order shown; `told_apart` keeps two listed choices from reading alike.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections import Counter
from typing import Any, Callable, Hashable, Iterable, Optional

SAFE, NEUTRAL, RISKY = 0, 1, 2


@dataclass(frozen=True)
class Risk:
    rank: int = NEUTRAL  # SAFE, NEUTRAL or RISKY: menus and lists put lower ranks first
    confirm: Optional[str] = None  # the question asked before a risky or final move; None: no question
    note: str = ""  # a short tag shown beside the choice ("DANGER", "safe")


NO_RISK = Risk()


@dataclass(frozen=True)
class Outcome:
    """What a click on an anchor does: choose one action, focus (narrow and glow the next steps), or
    open a menu of several actions. `kind` is "choose", "focus", "menu" or "none"."""
    kind: str
    actions: tuple = ()

    @property
    def action(self):
        return self.actions[0] if self.actions else None


PathsOf = Callable[[Any], Iterable[tuple]]


class BoardPicker:
    """The anchors picked so far (`path`) and what glows and what a click does from there."""

    def __init__(self):
        self.path: tuple = ()

    def reset(self) -> None:
        self.path = ()

    def _paths(self, paths_of: PathsOf, action) -> list:
        return [tuple(p) for p in (paths_of(action) or ()) if p]

    def candidates(self, legal: list, paths_of: PathsOf) -> list:
        """The legal actions still possible after the anchors picked so far."""
        n = len(self.path)
        if not n:
            return [a for a in legal if self._paths(paths_of, a)]
        return [a for a in legal if any(p[:n] == self.path and len(p) > n for p in self._paths(paths_of, a))]

    def lit(self, legal: list, paths_of: PathsOf) -> set:
        """The anchors that glow: every path's first step, or after a pick the next steps."""
        n = len(self.path)
        out = set()
        for a in legal:
            for p in self._paths(paths_of, a):
                if p[:n] == self.path and len(p) > n:
                    out.add(p[n])
        return out

    def clickable(self, legal: list, paths_of: PathsOf) -> set:
        """The anchors a click acts on: before a pick every step of every path (a click on a later step
        chooses from the actions that reach it), after a pick the next steps and the picked ones (to undo)."""
        if self.path:
            return self.lit(legal, paths_of) | set(self.path)
        return {x for a in legal for p in self._paths(paths_of, a) for x in p}

    def click(self, anchor: Hashable, legal: list, paths_of: PathsOf) -> Outcome:
        """Follow a click on `anchor` (changes `path` when it narrows)."""
        if anchor in self.path:
            self.path = self.path[:self.path.index(anchor)]
            return Outcome("focus")
        n = len(self.path)
        # what glows is what a click means: a first step is taken as one; a place that is only a later step
        # (a camp a card could go to) chooses among the actions that reach it
        later = not n and not any(p[0] == anchor for a in legal for p in self._paths(paths_of, a))
        hits, going_on = [], True
        for a in legal:
            best = None  # True: the anchor is this path's next step and the path goes on; False: it ends
            for p in self._paths(paths_of, a):
                if n and (p[:n] != self.path or len(p) <= n):
                    continue
                if p[n] == anchor:
                    best = best or len(p) > n + 1
                elif later and anchor in p and best is None:
                    best = False
            if best is not None:
                hits.append(a)
                going_on = going_on and best
        if not hits:
            return Outcome("none")
        if len(hits) == 1:
            return Outcome("choose", (hits[0],))
        if going_on:
            self.path = self.path + (anchor,)
            return Outcome("focus", tuple(hits))
        return Outcome("menu", tuple(hits))

    def follow(self, path: tuple, legal: list, paths_of: PathsOf) -> Outcome:
        """A whole path at once (a drag of one anchor onto another): choose, or a menu of what it allows."""
        path = tuple(path)
        n = len(path)
        hits = [a for a in legal if any(p[:n] == path for p in self._paths(paths_of, a))]
        if not hits:
            return Outcome("none")
        return Outcome("choose", (hits[0],)) if len(hits) == 1 else Outcome("menu", tuple(hits))


def chip_keys(anchor_paths: Callable, view: dict, legal: list) -> list:
    """The word chips (anchor ("chip", key) first on a path) the legal actions need, in their order."""
    out = []
    for a in legal:
        for path in anchor_paths(view, a):
            if path and path[0][0] == "chip" and path[0][1] not in out:
                out.append(path[0][1])
    return out


def safest_first(actions: Iterable, risk_of: Callable) -> list:
    """Actions ordered by their safety rank; equal ranks keep their order."""
    acts = list(actions)
    return sorted(acts, key=lambda a: risk_of(a).rank)


# -- keys in the order shown ---------------------------------------------------------------------------

KEY_POOL = "1234567890qwrtyuiosdfghjklxcvbm"


class KeyBook:
    """Keys for the listed choices: 1, 2, 3... down the list as it is shown (then 0 and letters), the table's
    reserved letters left out. A player reads the numbers in order; a list that changes is numbered again from
    the top (a key kept by its choice across changes read 6, 7, 8, 4, 5 down the list)."""

    def __init__(self, reserved: str = ""):
        self.pool = [k for k in KEY_POOL if k not in reserved.lower()]

    def assign(self, identities: list) -> dict:
        """identity -> key ("" once the pool ran out) for these identities, in the order given."""
        out: dict = {}
        free = iter(self.pool)
        for ident in identities:
            if ident not in out:
                out[ident] = next(free, "")
        return out


def key_name(name: str) -> str:
    """pygame.key.name() of a pressed key as a KeyBook key ("[3]" on the keypad is "3")."""
    name = (name or "").lower()
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    return name if len(name) == 1 else ""


def grouped(items: list, group_of: Callable, order: Iterable[str]) -> list:
    """Items (label, payload) sorted into their groups (in `order`, unknown groups last), each item as
    (group, label, payload); inside a group the given order is kept."""
    order = list(order)
    rank = {g: i for i, g in enumerate(order)}
    tagged = [(group_of(payload) or "", i, label, payload) for i, (label, payload) in enumerate(items)]
    tagged.sort(key=lambda t: (rank.get(t[0], len(order)), t[1]))
    return [(g, label, payload) for g, _, label, payload in tagged]


OTHER_WAYS = ("another way", "a third way", "a fourth way", "a fifth way")


def told_apart(rows: list, face_of: Callable) -> list:
    """Rows (group, label, payload, ...) with no two in the same words. Of rows that read alike and do alike
    (copies of one card: their face_of is equal) the first is kept: the player cannot tell them apart and either
    does the same. Rows that read alike but do not get a word more ("..., another way"): a game's own labels name
    what differs, this is only the last guard."""
    kept, seen = [], set()
    for row in rows:
        face = (row[1], face_of(row[2]))
        try:
            if face in seen:
                continue
            seen.add(face)
        except TypeError:  # a payload that cannot be hashed is never merged
            pass
        kept.append(row)
    count = Counter(row[1] for row in kept)
    nth: Counter = Counter()
    out = []
    for row in kept:
        label = row[1]
        if count[label] > 1:
            i = nth[label]
            nth[label] += 1
            if i:
                word = OTHER_WAYS[i - 1] if i <= len(OTHER_WAYS) else f"way {i + 1}"
                row = (row[0], f"{label}, {word}", *row[2:])
        out.append(row)
    return out
