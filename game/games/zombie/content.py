"""Zombie content: cards, camp cards, strains, chips and dice, read from data/*.toml and checked
against the effect vocabulary in CONTENT.md. Any problem raises DataFileError naming the file,
the key (and line) and what is wrong."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.core.content import find_line, load_toml
from game.core.errors import DataFileError
from game.core.paths import game_data

CARD_TYPES = {"event", "action", "reaction", "character", "hideout"}
PLAYERS = {"all", "4+", "7+"}
SETS = {"core", "mortal"}
TARGETS = {"one", "two", "all", "all_other"}
EFFECTS = {
    "kill_survivors": {"n"}, "lose_survivors": {"n"}, "gain_survivors": {"n"}, "steal_survivors": {"n"},
    "move_survivors": {"n"}, "kill_character": {"n"}, "steal_character": set(), "destroy_hideout": set(),
    "swap_hideouts": set(), "take_die": {"die"}, "discard_random": {"n"}, "infection_die": set(),
}
TWO_TARGET_EFFECTS = {"move_survivors", "swap_hideouts"}
REACTS = {"reduce_kill": {"n"}, "escape": set(), "save_character": set(), "save_hideout": set(),
          "negate": set(), "redirect": set(), "block_steal": set()}
POWERS = {"double_reaction": {"card"}, "carrier": set(), "bite_shield": set(), "immune": {"cards"},
          "immune_effects": {"effects"}, "sacrifice": set(), "once": {"react"}, "end_of_turn": {"effect"},
          "hand_size": {"n"}, "no_survival_die": set(), "extra_discard": {"n"}}
MOD_KEYS = ("survival", "survival_die", "infection", "infection_die")

# The dice, exactly as the rulebook gives them. A face is (id, value); symbols count 0 and double.
DICE = {
    "base": (("1", 1), ("1", 1), ("2", 2), ("2", 2), ("3", 3), ("blank", 0)),
    "survival": (("1", 1), ("1", 1), ("2", 2), ("2", 2), ("3", 3), ("survival", 0)),
    "infection": (("1", 1), ("2", 2), ("3", 3), ("3", 3), ("infection", 0), ("infection", 0)),
}


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    count: int
    players: str
    set: str
    text: str
    target: str = ""
    effects: tuple = ()
    react: dict = field(default_factory=dict)
    requires: str = ""
    mods: dict = field(default_factory=dict)
    powers: tuple = ()
    pair: bool = False
    mortal_count: int = 0

    def mod(self, key: str) -> int:
        return int(self.mods.get(key, 0))

    def power(self, kind: str):
        for p in self.powers:
            if p["kind"] == kind:
                return p
        return None

    def has_effect(self, name: str) -> bool:
        return any(e["do"] == name for e in self.effects)


@dataclass(frozen=True)
class Strain:
    id: str
    name: str
    setup_text: str
    play_text: str
    zombie_text: str
    setup: dict
    play: dict
    zombie: dict


@dataclass(frozen=True)
class Content:
    cards: dict  # id -> Card (deck cards and camp cards)
    deck_ids: tuple  # ids of cards that go in the draw deck (core + mortal), in file order
    strains: dict
    chips: dict
    undead: dict = None  # strains.toml [undead]: rules of every undead turn (spares_own_camps)


class _Checker:
    def __init__(self, path: Path):
        self.path = path

    def fail(self, where: str, problem: str, needle: str = ""):
        line = find_line(self.path, needle) if needle else 0
        raise DataFileError(self.path, problem, where + (f", line {line}" if line else ""))

    def need(self, table: dict, key: str, typ, where: str, needle: str):
        if key not in table:
            self.fail(where, f"missing key '{key}'", needle)
        value = table[key]
        if typ is int and isinstance(value, bool) or not isinstance(value, typ):
            self.fail(f"{where}.{key}", f"'{key}' should be a {getattr(typ, '__name__', typ)}", needle)
        return value


def _check_args(ck: _Checker, table: dict, allowed: dict, kind_key: str, where: str, needle: str):
    kind = table.get(kind_key)
    if kind not in allowed:
        ck.fail(where, f"unknown {kind_key} {kind!r}; expected one of {', '.join(sorted(allowed))}", needle)
    missing = allowed[kind] - set(table)
    if missing:
        ck.fail(where, f"{kind_key}={kind!r} needs {', '.join(sorted(missing))}", needle)
    for key in ("n",):
        if key in table and (not isinstance(table[key], int) or table[key] < 0):
            ck.fail(f"{where}.{key}", "n must be a whole number 0 or more", needle)


def _parse_card(ck: _Checker, raw: dict, where: str) -> Card:
    needle = f'"{raw.get("id", "")}"'
    cid = ck.need(raw, "id", str, where, needle)
    ctype = ck.need(raw, "type", str, where, needle)
    if ctype not in CARD_TYPES:
        ck.fail(f"{where}.type", f"unknown card type {ctype!r}", needle)
    players = raw.get("players", "all")
    if players not in PLAYERS:
        ck.fail(f"{where}.players", f"players must be one of {sorted(PLAYERS)}", needle)
    cset = raw.get("set", "core")
    if cset not in SETS:
        ck.fail(f"{where}.set", f"set must be one of {sorted(SETS)}", needle)
    effects = tuple(raw.get("effects", ()))
    target = raw.get("target", "")
    if ctype in ("action", "event"):
        if target not in TARGETS:
            ck.fail(f"{where}.target", f"an {ctype} needs target = one of {sorted(TARGETS)}", needle)
        if not effects:
            ck.fail(f"{where}.effects", f"an {ctype} needs at least one effect", needle)
        for i, eff in enumerate(effects):
            _check_args(ck, eff, EFFECTS, "do", f"{where}.effects[{i}]", needle)
            if eff["do"] in TWO_TARGET_EFFECTS and target != "two":
                ck.fail(f"{where}.effects[{i}]", f"{eff['do']} needs target = \"two\"", needle)
            if eff["do"] == "take_die" and eff["die"] not in ("survival", "infection"):
                ck.fail(f"{where}.effects[{i}].die", "die must be survival or infection", needle)
    react = raw.get("react", {})
    if ctype == "reaction":
        _check_args(ck, react, REACTS, "do", f"{where}.react", needle)
    powers = tuple(raw.get("powers", ()))
    for i, p in enumerate(powers):
        _check_args(ck, p, POWERS, "kind", f"{where}.powers[{i}]", needle)
        if p["kind"] == "once":
            _check_args(ck, p["react"], REACTS, "do", f"{where}.powers[{i}].react", needle)
        if p["kind"] == "end_of_turn":
            _check_args(ck, p["effect"], EFFECTS, "do", f"{where}.powers[{i}].effect", needle)
    mods = raw.get("mods", {})
    for key, value in mods.items():
        if key not in MOD_KEYS or not isinstance(value, int):
            ck.fail(f"{where}.mods.{key}", f"mods keys are {', '.join(MOD_KEYS)} with whole-number values", needle)
    return Card(
        id=cid, name=ck.need(raw, "name", str, where, needle), type=ctype,
        count=ck.need(raw, "count", int, where, needle), players=players, set=cset,
        text=ck.need(raw, "text", str, where, needle), target=target, effects=effects, react=dict(react),
        requires=raw.get("requires", ""), mods=dict(mods), powers=powers, pair=bool(raw.get("pair", False)),
        mortal_count=int(raw.get("mortal_count", 0)),
    )


def _load_cards(path: Path, cards: dict, deck_ids: list | None):
    ck = _Checker(path)
    data = load_toml(path)
    raws = data.get("card")
    if not isinstance(raws, list) or not raws:
        ck.fail("card", "the file needs [[card]] tables")
    for i, raw in enumerate(raws):
        card = _parse_card(ck, raw, f"card[{i}]")
        if card.id in cards:
            ck.fail(f"card[{i}].id", f"duplicate card id {card.id!r}", f'"{card.id}"')
        cards[card.id] = card
        if deck_ids is not None:
            deck_ids.append(card.id)
    return ck


def _load_strains(path: Path) -> dict:
    ck = _Checker(path)
    data = load_toml(path)
    out = {}
    for i, raw in enumerate(data.get("strain", [])):
        where = f"strain[{i}]"
        needle = f'"{raw.get("id", "")}"'
        sid = ck.need(raw, "id", str, where, needle)
        setup = raw.get("setup", {})
        for key in setup:
            if key not in ("extra_zombie_chips", "hidden_bite"):
                ck.fail(f"{where}.setup.{key}", "setup keys are extra_zombie_chips and hidden_bite", needle)
        if setup.get("hidden_bite", "second_half") not in ("second_half", "anywhere", "last_third"):
            ck.fail(f"{where}.setup.hidden_bite", "hidden_bite is second_half, anywhere or last_third", needle)
        play = raw.get("play", {})
        for key in play:
            if key not in ("survival", "infection"):
                ck.fail(f"{where}.play.{key}", "play keys are survival and infection", needle)
        out[sid] = Strain(sid, ck.need(raw, "name", str, where, needle), raw.get("setup_text", ""),
                          raw.get("play_text", ""), ck.need(raw, "zombie_text", str, where, needle),
                          dict(setup), dict(play), dict(raw.get("zombie", {})))
    return out


def _load_undead(path: Path) -> dict:
    ck = _Checker(path)
    table = load_toml(path).get("undead", {})
    for key, value in table.items():
        if key != "spares_own_camps":
            ck.fail(f"undead.{key}", "the [undead] key is spares_own_camps", key)
        if not isinstance(value, bool):
            ck.fail(f"undead.{key}", "must be true or false", key)
    return dict(table)


def _load_chips(path: Path) -> dict:
    ck = _Checker(path)
    data = load_toml(path)

    def denoms(section):
        table = data.get(section, {}).get("denominations", {})
        try:
            return {int(k): int(v) for k, v in table.items()}
        except (TypeError, ValueError):
            ck.fail(f"{section}.denominations", "denominations map a chip value to a count", "denominations")

    setup = data.get("setup", {})
    for key in ("start_per_camp", "flip_tens", "flip_fives", "base_players", "mortal_base_players"):
        if not isinstance(setup.get(key), int):
            ck.fail(f"setup.{key}", f"missing or not a whole number", key)
    return {"core": denoms("core"), "mortal": denoms("mortal"), **setup}


@lru_cache(maxsize=None)
def load_content(data_dir: str = "") -> Content:
    folder = Path(data_dir) if data_dir else game_data("zombie")
    cards: dict = {}
    deck_ids: list = []
    _load_cards(folder / "cards.toml", cards, deck_ids)
    ck = _load_cards(folder / "camp.toml", cards, None)
    for needed in ("apartment_building", "no_hideout"):
        if needed not in cards or needed in deck_ids:
            ck.fail("card", f"camp.toml must define the camp card {needed!r}")
    if "hidden_bite" not in deck_ids:
        _Checker(folder / "cards.toml").fail("card", "the deck needs the Hidden Bite (id 'hidden_bite')")
    strains, undead = {}, {"spares_own_camps": True}
    if (folder / "strains.toml").exists():
        strains = _load_strains(folder / "strains.toml")
        undead.update(_load_undead(folder / "strains.toml"))
    chips = _load_chips(folder / "chips.toml")
    return Content(cards, tuple(deck_ids), strains, chips, undead)
