"""Crimson Creek content read from data/*.toml: characters, clues, decks, exposure tracks, the story.

Any problem raises DataFileError naming the file, the key and what is wrong.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from pathlib import Path

from game.core.content import ContentFile, Either, Flag, Mapping, Seq, Table, Text, Whole, content_folder
from game.core.paths import MAPS

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


# -- the schema of the files (game/core/content.py checks it and names file, key and line) ----------
NAME = Text(max_len=80)
CHARACTERS_FILE = Table({"characters": Seq(Table({
    "id": NAME, "name": (NAME, ""), "playable": (Flag(), False), "ability": (Text(max_len=80, nonempty=False), ""),
    "text": (Text(max_len=1000, nonempty=False), ""), "arrives_act": (Whole(1, 3), 1)}), 1, 50)})
CLUES_FILE = Table({"clues": Seq(Table({"id": NAME, "name": (NAME, ""),
                                        "characters": Seq(Text(CHARACTERS), 1, len(CHARACTERS))}), 4, 4)})
PER_ACT = 3
DECKS_FILE = Table({
    "search": Table({"cards": Whole(1, 20), "handprints": Whole(0, 20)}),
    "attack": Table({"chart": Seq(Seq(Whole(0, 20), 4, 4), 6, 20),
                     "three_survivor_trigger_printed": (Whole(1, 10), 3),
                     "hatchets_added_per_attack": (Whole(0, 10), 1),
                     "components": (Mapping(Whole(0, 50)), {})}),
    "difficulty": Mapping(Either(Whole(0, 50), Text(("all",))), max_len=10),
    "hiding": Mapping(Table({"name": NAME, "locations": Seq(NAME, 1, 10)}), max_len=50),
    "icons": Table({"order": Seq(NAME, 1, 30), "names": Mapping(NAME, max_len=30)}),
    "acts": Table({"maps": Seq(NAME, PER_ACT, PER_ACT), "removed": (Seq(Seq(NAME, 0, 30), PER_ACT, PER_ACT), []),
                   "arrive": Seq(Seq(Text(SUPPORT_ONLY), 0, len(SUPPORT_ONLY)), PER_ACT, PER_ACT),
                   "center_peeks": (Whole(0, 10), 2)}),
})
TRACK = Table({"spaces": Whole(1, 200), "red": Seq(Whole(1, 200), 0, 200)})
EXPOSURE_FILE = Table({"act1": TRACK, "act23": TRACK, "past_the_end": (Table({"stays_red": Flag()}), {})})
STORY_FILE = Table({"opening": Text(max_len=5000)})


def load_content(data_dir: str = "") -> Content:
    """The Crimson Creek content, from data/ or from an override (see game.core.content.content_dir)."""
    return _load_content(str(Path(data_dir)) if data_dir else content_folder("crimson_creek"))


def _characters(folder: Path) -> dict:
    file = ContentFile(folder / "characters.toml")
    chars = {}
    for i, c in enumerate(file.check(CHARACTERS_FILE)["characters"]):
        if c["id"] in chars:
            file.fail(f"characters[{i}].id", f"duplicate character id {c['id']!r}")
        chars[c["id"]] = dict(c, name=c["name"] or c["id"])
    for cid in CHARACTERS + SUPPORT_ONLY:
        if cid not in chars:
            file.fail("characters", f"character '{cid}' is missing")
    return chars


def _clues(folder: Path) -> tuple:
    file = ContentFile(folder / "clues.toml")
    clues = {}
    for i, c in enumerate(file.check(CLUES_FILE)["clues"]):
        if c["id"] in clues:
            file.fail(f"clues[{i}].id", f"duplicate clue id {c['id']!r}")
        clues[c["id"]] = {"id": c["id"], "name": c["name"] or c["id"], "characters": tuple(c["characters"])}
    pairs = {}
    for a, b in combinations(clues, 2):
        both = set(clues[a]["characters"]) & set(clues[b]["characters"])
        if len(both) != 1:
            file.fail("clues", f"clues '{a}' and '{b}' must name exactly one character together, "
                               f"they name {sorted(both) or 'none'}")
        pairs[frozenset((a, b))] = both.pop()
    return clues, pairs


def _decks(folder: Path) -> dict:
    file = ContentFile(folder / "decks.toml")
    decks = file.check(DECKS_FILE)
    chart = {}
    for i, row in enumerate(decks["attack"]["chart"]):
        if row[0] in chart:
            file.fail(f"attack.chart[{i}]", f"a second row for {row[0]} survivors")
        chart[row[0]] = tuple(row[1:])
    for n in range(1, 7):
        if n not in chart:
            file.fail("attack.chart", f"the Attack Deck chart has no row for {n} survivors")
    decks["attack"]["chart"] = chart
    for icon in decks["icons"]["order"]:
        if icon not in decks["icons"]["names"]:
            file.fail("icons.names", f"the icon {icon!r} has no name")
    for i, name in enumerate(decks["acts"]["maps"]):  # each Act's map is read mid-game: a missing one is refused here
        if not (MAPS / f"{name}.toml").is_file():
            file.fail(f"acts.maps[{i}]", f"no map {name!r} in the maps folder ({MAPS / (name + '.toml')} is missing)")
    return decks


def _exposure(folder: Path) -> dict:
    file = ContentFile(folder / "exposure.toml")
    ex = file.check(EXPOSURE_FILE)
    for key in ("act1", "act23"):
        for i, space in enumerate(ex[key]["red"]):
            if space > ex[key]["spaces"]:
                file.fail(f"{key}.red[{i}]", f"space {space} is past the end of the track ({ex[key]['spaces']})")
    return {k: {"spaces": ex[k]["spaces"], "red": frozenset(ex[k]["red"])} for k in ("act1", "act23")}


def _check_opening(file: ContentFile, text: str) -> None:
    """The Opening Scene is a template (flow.py fills in {first} and {second}): a stray brace or another
    field would fail mid-set-up, so it is refused here with the file and key."""
    only = "only {first} and {second} are filled in; write a brace as {{ or }}"
    try:
        fields = {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError as exc:  # a stray { or }
        file.fail("opening", f"cannot be filled in ({exc}): {only}")
    unknown = sorted(fields - {"first", "second"})
    if unknown:  # {third}, or {first.upper}: not a name
        file.fail("opening", f"names {', '.join('{' + f + '}' for f in unknown)}: {only}")
    try:
        text.format(first="A", second="B")
    except (ValueError, IndexError, AttributeError) as exc:  # a format spec that text does not take: {first:d}
        file.fail("opening", f"cannot be filled in ({exc}): {only}")


@lru_cache(maxsize=None)
def _load_content(folder: str) -> Content:
    folder = Path(folder)
    chars = _characters(folder)
    clues, pairs = _clues(folder)
    decks = _decks(folder)
    exposure = _exposure(folder)
    story_file = ContentFile(folder / "story.toml")
    story = story_file.check(STORY_FILE)
    _check_opening(story_file, story["opening"])
    attack, acts, icons = decks["attack"], decks["acts"], decks["icons"]
    return Content(
        characters=chars, clues=clues, clue_order=tuple(clues), pair_to_character=pairs,
        search_cards=decks["search"]["cards"], handprints=decks["search"]["handprints"],
        attack_chart=attack["chart"], three_printed=attack["three_survivor_trigger_printed"],
        hatchets_per_attack=attack["hatchets_added_per_attack"],
        difficulty={level: 0 if n == "all" else n for level, n in decks["difficulty"].items()},
        hiding={k: {"name": v["name"], "locations": tuple(v["locations"])} for k, v in decks["hiding"].items()},
        icon_order=tuple(icons["order"]), icon_names=dict(icons["names"]),
        act_maps=tuple(acts["maps"]), act_arrive=tuple(tuple(a) for a in acts["arrive"]),
        center_peeks=acts["center_peeks"], exposure=exposure, opening=story["opening"].strip(),
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
