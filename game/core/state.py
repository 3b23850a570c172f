"""The state every game keeps: plain JSON data in `d`, the seeded RNG, and the legal list of the
current step (built once by `Rules.legal_actions`, dropped by `Rules.apply`).

Code that edits `d` by hand, outside `Rules.apply` (a test laying out a position), calls
`changed()` so the next `legal_actions` builds the list afresh. A clone starts without the list:
a cache is never shared across the clone boundary.
"""
from __future__ import annotations

import marshal

from game.core.rng import Rng


class GameState:
    __slots__ = ("d", "rng", "legal_cache")

    def __init__(self, d: dict, rng: Rng):
        self.d = d
        self.rng = rng
        self.legal_cache = None

    def clone(self):
        # marshal deep-copies plain dict/list/int/str data several times faster than deepcopy.
        return type(self)(marshal.loads(marshal.dumps(self.d)), self.rng.clone())

    def changed(self) -> None:
        """Forget the cached legal list (after editing `d` by hand)."""
        self.legal_cache = None

    def to_json(self) -> dict:
        out = dict(self.d)
        out["rng"] = self.rng.state
        return out

    @classmethod
    def from_json(cls, data: dict):
        d = marshal.loads(marshal.dumps(dict(data)))
        return cls(d, Rng(d.pop("rng", 0)))
