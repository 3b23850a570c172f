"""The deliberate slips of an Easy computer seat, read from a small table per game.

An Easy seat plays the game's heuristic (the Normal seat's) but now and then slips the way a person
does: it takes the second-best choice, forgets a sleeve it peeked a while ago, misses a reaction,
trusts what it is told. Each game lists its slips in `data/easy_slips.toml`, one table per slip:

    [second_best]
    percent = 25        # how often it slips when the chance comes up (0-100)
    about = "..."       # what the slip looks like at the table (for the designer)
    after = 3           # (some slips) a count the slip uses, e.g. turns before it forgets

The policy names the slips it knows; a table naming an unknown slip, or missing one, is refused with
the file and key. Every roll is made with the seat's own RNG (same seed, same slips) and counted in
the seat's memory (`memory["slips"][name] = [chances, slips]`) so tests and designers can see how
often each slip came up and happened.
"""
from __future__ import annotations

from pathlib import Path

from .content import ContentFile, Mapping, Table, Text, Whole, content_dir

FILE_NAME = "easy_slips.toml"
SLIP = Table({"percent": Whole(0, 100), "about": Text(max_len=600), "after": (Whole(0, 1000), 0),
              "margin": (Whole(0, 1000), 0)})
SLIPS_FILE = Mapping(SLIP)
_CACHE: dict = {}


class Slips:
    """The slip table of one game: `roll(name, rng, memory)` says whether the slip happens this time."""

    def __init__(self, table: dict):
        self.table = table

    def percent(self, name: str) -> int:
        return self.table[name]["percent"]

    def param(self, name: str, key: str) -> int:
        return self.table[name][key]

    def happening(self, names, chance_for, rng, memory) -> dict:
        """{name: True} for each slip whose chance comes up at this decision (`chance_for(name)`) and is rolled."""
        return {name: True for name in names if chance_for(name) and self.roll(name, rng, memory)}

    def roll(self, name: str, rng, memory) -> bool:
        pct = self.table[name]["percent"]
        hit = pct >= 100 or (pct > 0 and rng.randbelow(100) < pct)  # 0% and 100% draw nothing: 0% is Normal
        if memory is not None:
            log = memory.setdefault("slips", {}).setdefault(name, [0, 0])
            log[0] += 1
            log[1] += hit
        return hit


def load_slips(game_id: str, names, folder=None) -> Slips:
    """The game's slip table (cached); `names` are the slips its policy knows, all required. The file is in
    the game's content folder, so a content override (DREADBOARD_CONTENT, `content.use_override`) has its own."""
    path = Path(folder or content_dir(game_id)) / FILE_NAME
    key = str(path)
    hit = _CACHE.get(key)
    if hit is None:
        file = ContentFile(path)
        table = file.check(SLIPS_FILE)
        for name in names:
            if name not in table:
                file.fail(name, f"missing slip '{name}'; the policy knows {', '.join(names)}")
        for name in table:
            if name not in names:
                file.fail(name, f"unknown slip '{name}'; the policy knows {', '.join(names)}")
        hit = _CACHE[key] = Slips(table)
    return hit
