"""Crimson Creek content read from data/*.toml: characters, clues, decks, exposure tracks, the story.

Any problem raises DataFileError naming the file, the key and what is wrong.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from pathlib import Path

from game.core.content import load_toml
from game.core.errors import DataFileError
from game.core.paths import game_data

from .info import CHARACTERS, SUPPORT_ONLY


@dataclass(frozen=True)
class Content:
    characters: dict      # id -> {id, name, playable, ability, text, arrives_act}
    clues: dict           # id -> {id, name, characters}
    clue_order: tuple
    pair_to_character: dict  # frozenset({clue, clue}) -> character id
    search_cards: int
    handprints: int
    attack_chart: dict    # survivors -> (calm, hatchets, trigger)
    three_printed: int
    hatchets_per_attack: int
    difficulty: dict      # level -> int (0 = all)
    hiding: dict          # tile -> {name, locations}
    icon_order: tuple
    icon_names: dict
    act_maps: tuple
    act_arrive: tuple
    center_peeks: int
    exposure: dict        # "act1"/"act23" -> {spaces, red (frozenset)}
    opening: str


def _need(data, key, path, where=""):
    if key not in data:
        raise DataFileError(path, f"missing key '{key}'", where or key)
    return data[key]


@lru_cache(maxsize=None)
def load_content(data_dir: str = "") -> Content:
    folder = Path(data_dir) if data_dir else game_data("crimson_creek")
    p = folder / "characters.toml"
    chars = {}
    for i, c in enumerate(_need(load_toml(p), "characters", p)):
        cid = _need(c, "id", p, f"characters[{i}]")
        chars[cid] = {"id": cid, "name": c.get("name", cid), "playable": bool(c.get("playable", False)),
                      "ability": c.get("ability", ""), "text": c.get("text", ""),
                      "arrives_act": c.get("arrives_act", 1)}
    for cid in CHARACTERS + SUPPORT_ONLY:
        if cid not in chars:
            raise DataFileError(p, f"character '{cid}' is missing", "characters")
    p = folder / "clues.toml"
    clues = {}
    for i, c in enumerate(_need(load_toml(p), "clues", p)):
        cid = _need(c, "id", p, f"clues[{i}]")
        who = list(_need(c, "characters", p, f"clues[{i}]"))
        for w in who:
            if w not in CHARACTERS:
                raise DataFileError(p, f"unknown character '{w}'", f"clues[{i}].characters")
        clues[cid] = {"id": cid, "name": c.get("name", cid), "characters": tuple(who)}
    if len(clues) != 4:
        raise DataFileError(p, f"there must be exactly 4 clues, found {len(clues)}", "clues")
    pairs = {}
    for a, b in combinations(clues, 2):
        both = set(clues[a]["characters"]) & set(clues[b]["characters"])
        if len(both) != 1:
            raise DataFileError(p, f"clues '{a}' and '{b}' must name exactly one character together, "
                                   f"they name {sorted(both) or 'none'}", "clues")
        pairs[frozenset((a, b))] = both.pop()
    p = folder / "decks.toml"
    decks = load_toml(p)
    search = _need(decks, "search", p)
    attack = _need(decks, "attack", p)
    chart = {}
    for row in _need(attack, "chart", p, "attack.chart"):
        chart[int(row[0])] = (int(row[1]), int(row[2]), int(row[3]))
    for n in range(1, 7):
        if n not in chart:
            raise DataFileError(p, f"the Attack Deck chart has no row for {n} survivors", "attack.chart")
    diff = {}
    for level, n in _need(decks, "difficulty", p).items():
        diff[level] = 0 if n == "all" else int(n)
    acts = _need(decks, "acts", p)
    icons = _need(decks, "icons", p)
    p = folder / "exposure.toml"
    ex = load_toml(p)
    exposure = {k: {"spaces": int(_need(ex, k, p)["spaces"]), "red": frozenset(ex[k]["red"])}
                for k in ("act1", "act23")}
    story = load_toml(folder / "story.toml")
    return Content(
        characters=chars, clues=clues, clue_order=tuple(clues), pair_to_character=pairs,
        search_cards=int(search["cards"]), handprints=int(search["handprints"]),
        attack_chart=chart, three_printed=int(attack.get("three_survivor_trigger_printed", 3)),
        hatchets_per_attack=int(attack.get("hatchets_added_per_attack", 1)),
        difficulty=diff, hiding={k: {"name": v["name"], "locations": tuple(v["locations"])}
                                 for k, v in _need(decks, "hiding", p).items()},
        icon_order=tuple(icons["order"]), icon_names=dict(icons["names"]),
        act_maps=tuple(acts["maps"]), act_arrive=tuple(tuple(a) for a in acts["arrive"]),
        center_peeks=int(acts.get("center_peeks", 2)), exposure=exposure, opening=story["opening"].strip(),
    )


def possessed_of(clue_a: str, clue_b: str) -> str:
    return load_content().pair_to_character[frozenset((clue_a, clue_b))]


def suspects(known_clues) -> list:
    """The characters consistent with these clue traits (all six when none is known)."""
    c = load_content()
    out = [ch for ch in CHARACTERS]
    for clue in known_clues:
        out = [ch for ch in out if ch in c.clues[clue]["characters"]]
    return out
