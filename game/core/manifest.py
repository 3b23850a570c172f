"""A game's manifest: the one place that names its modules by role (game/games/<id>/manifest.py writes it,
game/games/__init__.py lists every manifest, and that list is the registry).

Roles are import paths, imported only when asked for (`load`), so listing the games costs no engine import and
the engine stays headless: the table and selftest paths are strings that game.ui alone imports. An empty
path says the game has no module in that role; a named module that fails to import is a fault, not a
missing role.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Optional

from game.core.engine import GameInfo

# The roles a manifest may name, and what each module is for (tests/core/test_registry.py checks each).
ROLES = {
    "rules": "the module holding RULES, the engine (GameInfo.module)",
    "policy": "the Easy/Normal heuristic (game.ai.contracts.Policy)",
    "search": "the Hard seat's ISMCTS hooks (game.ai.contracts.Search)",
    "sampler": "deals the hidden cards a search samples",
    "sides": "sides(result, final_view) -> {seat: side}, for games with roles",
    "twins": "hidden_twins: the fuzz's hidden-information audit",
    "secrets": "secret_choices: the fuzz's observation twins",
    "invariants": "check(rules, state): the fuzz's invariants",
    "reveal": "what a finished game's replay reveals, and when",
    "charts": "series(timeline, seat): the replay's charts",
    "maps": "the game's layout checks (imported for their registration)",
}


@dataclass(frozen=True)
class Manifest:
    info: GameInfo
    policy: str = ""
    search: str = ""
    sampler: str = ""
    sides: str = ""
    twins: str = ""
    secrets: str = ""
    invariants: str = ""
    reveal: str = ""
    charts: str = ""
    maps: str = ""
    # game.ui only: "module:Class" of the table scene and "module:function" of its selftest
    table: str = ""
    selftest: str = ""
    # the selftest's gallery page of the game: the file names of its shots of the table mid-game, a card in
    # hover zoom, the hand and the game-over screen (game/ui/gallery.py; the first is the README's picture)
    gallery: tuple = ()
    # `python -m game bench`: computer seats at the timed table and what its dice are called; the engine
    # bench's goal (clones/s as a ratio to the reference game)
    bench_seats: int = 4
    dice_word: str = "dice"
    engine_goal: Optional[float] = None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def rules(self) -> str:
        return self.info.module

    def path(self, role: str) -> str:
        if role not in ROLES:
            raise KeyError(f"no role {role!r} in a manifest; roles: {', '.join(ROLES)}")
        return getattr(self, role)

    def load(self, role: str):
        """The module in `role`, or None when the game has none."""
        path = self.path(role)
        return importlib.import_module(path) if path else None

