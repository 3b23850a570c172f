"""Zombie content: cards, camp cards, strains, chips and dice, read from data/*.toml and checked
against the effect vocabulary in CONTENT.md. Any problem raises DataFileError naming the file,
the key (and line) and what is wrong."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from game.core import paths
from game.core.content import ContentFile, Flag, Mapping, Seq, Table, Tagged, Text, Whole, content_folder

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
    icon: str = ""  # the face's picture: a game-icons.net name vendored in assets/icons/ (presentation only)

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
    icon: str = ""


@dataclass(frozen=True)
class Content:
    cards: dict  # id -> Card (deck cards and camp cards)
    deck_ids: tuple  # ids of cards that go in the draw deck (core + mortal), in file order
    strains: dict
    chips: dict
    undead: dict = None  # strains.toml [undead]: rules of every undead turn (spares_own_camps)


# -- the schema of the files (game/core/content.py checks it and names file, key and line) ----------
N = Whole(0, 99)
EFFECT_PARAMS = {"n": N, "die": Text(("survival", "infection")), "card": Text(max_len=80),
                 "cards": Seq(Text(max_len=80), 1, 50), "effects": Seq(Text(tuple(EFFECTS)), 1, 20)}


def _tagged(tag: str, kinds: dict, extra: Optional[dict] = None) -> Tagged:
    """The vocabulary above as a schema: each kind's parameters with their specs."""
    params = dict(EFFECT_PARAMS, **(extra or {}))
    return Tagged(tag, {kind: {p: params[p] for p in needs} for kind, needs in kinds.items()})


EFFECT = _tagged("do", EFFECTS)
REACT = _tagged("do", REACTS)
POWER = _tagged("kind", POWERS, {"react": REACT, "effect": EFFECT})
CARD = Table({
    "id": Text(max_len=80), "name": Text(max_len=80), "type": Text(sorted(CARD_TYPES)), "count": Whole(0, 60),
    "players": (Text(sorted(PLAYERS)), "all"), "set": (Text(sorted(SETS)), "core"), "text": Text(max_len=1000),
    "target": (Text(sorted(TARGETS)), ""), "effects": (Seq(EFFECT, 0, 20), []), "react": (REACT, {}),
    "requires": (Text(max_len=80), ""), "mods": (Mapping(Whole(-20, 20), Text(MOD_KEYS)), {}),
    "powers": (Seq(POWER, 0, 20), []), "pair": (Flag(), False), "mortal_count": (Whole(0, 60), 0),
    "icon": (Text(max_len=80), ""),
})
CARDS_FILE = Table({"card": Seq(CARD, 1, 2000)})
STRAIN = Table({
    "id": Text(max_len=80), "name": Text(max_len=80), "setup_text": (Text(max_len=1000), ""),
    "play_text": (Text(max_len=1000), ""), "zombie_text": Text(max_len=1000),
    "setup": (Table({"extra_zombie_chips": (Whole(0, 200), 0),
                     "hidden_bite": (Text(("second_half", "anywhere", "last_third")), "second_half")}), {}),
    "play": (Table({"survival": (Whole(-5, 5), 0), "infection": (Whole(-5, 5), 0)}), {}),
    "zombie": (Mapping(Whole(-5, 5)), {}),
    "icon": (Text(max_len=80), ""),
})
UNDEAD_DEFAULTS = {"spares_own_camps": True}
STRAINS_FILE = Table({"strain": (Seq(STRAIN, 0, 100), []),
                      "undead": (Table({"spares_own_camps": (Flag(), True)}), UNDEAD_DEFAULTS)})
DENOMINATIONS = Table({"denominations": Mapping(Whole(0, 1000), Text(("1", "5", "10")))})
CHIPS_FILE = Table({
    "core": DENOMINATIONS, "mortal": DENOMINATIONS,
    "setup": Table({"start_per_camp": Whole(1, 100), "flip_tens": Whole(0, 20), "flip_fives": Whole(0, 20),
                    "base_players": Whole(2, 8), "mortal_base_players": Whole(2, 8),
                    "flip_per_missing_player": (Table({"tens": Whole(0, 20), "fives": Whole(0, 20)}), {})}),
    "end": (Table({"max_rounds": (Whole(1, 10000), 150), "backs_per_turn": (Whole(0, 100), 12)}),
            {"max_rounds": 150, "backs_per_turn": 12}),
})


def _check_icon(file: ContentFile, where: str, name: str) -> None:
    """A picture must be one the game carries (tools/vendor_assets.py writes assets/icons/ from vendor.toml):
    the table would otherwise draw a plain ring where the card's art should be."""
    if name and not (paths.ICONS / f"{name}.svg").is_file():
        file.fail(f"{where}.icon", f"no icon {name!r} is vendored (list it under [icons.sets.zombie] in "
                                   "assets/vendor.toml and run tools/vendor_assets.py)")


def _card(file: ContentFile, raw: dict, where: str) -> Card:
    """The rules the schema cannot say: what each card type needs."""
    ctype, target = raw["type"], raw["target"]
    _check_icon(file, where, raw["icon"])
    if ctype in ("action", "event"):
        if not target:
            file.fail(f"{where}.target", f"an {ctype} needs target = one of {sorted(TARGETS)}")
        if not raw["effects"]:
            file.fail(f"{where}.effects", f"an {ctype} needs at least one effect")
        for i, eff in enumerate(raw["effects"]):
            if eff["do"] in TWO_TARGET_EFFECTS and target != "two":
                file.fail(f"{where}.effects[{i}]", f"{eff['do']} needs target = \"two\"")
    if ctype == "reaction" and not raw["react"]:
        file.fail(where, "a reaction needs react = { do = ... }")
    fields = {k: v for k, v in raw.items() if k not in ("effects", "powers", "react", "mods")}
    return Card(**fields, effects=tuple(raw["effects"]), powers=tuple(raw["powers"]), react=dict(raw["react"]),
                mods=dict(raw["mods"]))


def _load_cards(path: Path, cards: dict, deck_ids: Optional[list]) -> ContentFile:
    file = ContentFile(path)
    for i, raw in enumerate(file.check(CARDS_FILE)["card"]):
        card = _card(file, raw, f"card[{i}]")
        if card.id in cards:
            file.fail(f"card[{i}].id", f"duplicate card id {card.id!r}")
        cards[card.id] = card
        if deck_ids is not None:
            deck_ids.append(card.id)
    return file


def _check_references(files: dict, cards: dict) -> None:
    """Card ids that cards name (requires, immune cards, double_reaction) exist."""
    for cid, card in cards.items():
        names = [("requires", card.requires)] if card.requires else []
        for i, p in enumerate(card.powers):
            names += [(f"powers[{i}].cards", c) for c in p.get("cards", ())]
            names += [(f"powers[{i}].card", p["card"])] if "card" in p else []
        for key, ref in names:
            if ref not in cards:
                file, index = files[cid]
                file.fail(f"card[{index}].{key}", f"names the card {ref!r}, which no content file defines")


def _load_strains(path: Path) -> tuple:
    """(strains by id, the [undead] rules)."""
    file = ContentFile(path)
    data = file.check(STRAINS_FILE)
    out = {}
    for i, raw in enumerate(data["strain"]):
        if raw["id"] in out:
            file.fail(f"strain[{i}].id", f"duplicate strain id {raw['id']!r}")
        _check_icon(file, f"strain[{i}]", raw["icon"])
        out[raw["id"]] = Strain(raw["id"], raw["name"], raw["setup_text"], raw["play_text"], raw["zombie_text"],
                                raw["setup"], raw["play"], raw["zombie"], raw["icon"])
    return out, data["undead"]


def _load_chips(path: Path) -> dict:
    data = ContentFile(path).check(CHIPS_FILE)
    denoms = {section: {int(k): v for k, v in data[section]["denominations"].items()} for section in ("core", "mortal")}
    return {**denoms, **data["setup"], **data["end"]}


def load_content(data_dir: str = "") -> Content:
    """The Zombie content, from data/ or from an override (see game.core.content.content_dir)."""
    return _load_content(str(Path(data_dir)) if data_dir else content_folder("zombie"))


@lru_cache(maxsize=None)
def _load_content(folder: str) -> Content:
    folder = Path(folder)
    cards: dict = {}
    deck_ids: list = []
    deck_file = _load_cards(folder / "cards.toml", cards, deck_ids)
    camp_file = _load_cards(folder / "camp.toml", cards, None)
    for needed in ("apartment_building", "no_hideout"):
        if needed not in cards or needed in deck_ids:
            camp_file.fail("card", f"camp.toml must define the camp card {needed!r}")
    if "hidden_bite" not in deck_ids:
        deck_file.fail("card", "the deck needs the Hidden Bite (id 'hidden_bite')")
    camp_ids = [c for c in cards if c not in deck_ids]
    _check_references({**{c: (deck_file, i) for i, c in enumerate(deck_ids)},
                       **{c: (camp_file, i) for i, c in enumerate(camp_ids)}}, cards)
    strains, undead = {}, dict(UNDEAD_DEFAULTS)
    if (folder / "strains.toml").exists():
        strains, undead = _load_strains(folder / "strains.toml")
    chips = _load_chips(folder / "chips.toml")
    return Content(cards, tuple(deck_ids), strains, chips, undead)
