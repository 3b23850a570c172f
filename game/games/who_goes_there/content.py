"""Who Goes There? content read from data/*.toml: the camp's numbers and Phase Meter (camp.toml), the inside
cards and decks (cards.toml), the twelve characters (characters.toml), the Item tiles and Build Menu
(items.toml), the Camp Events (events.toml) and the Phase decks (phase.toml).

Every file is checked against its schema and the vocabulary (content_schema.py), then across files (a deck
naming an unknown card, a recipe naming an unknown Buildable, a Specialty deck without its Landmark...);
any problem raises DataFileError naming the file, the key path and its line. Loaded once per content
folder (game.core.content.content_folder: data/, DREADBOARD_CONTENT or use_override).

What the engine reads (plain dicts and tuples):
  camp        the [dice] [player] [unlocks] [costs] [camp] [vulnerable] [helicopter] [designed] tables as dicts
  phases      tuple of {id, temperature_drop, successes, rounds (tuple of round kinds)}
  locker      {icon id: {id, name, text, effects}}
  cards       {card id: {id, name, kind, buildable, food, play, location, needs, effects, text, icon}}
  decks       {"storage"/"workshop": tuple of card ids, one per card}
  characters  {id: {id, name, rank, expansion, colour, unique {id, name, text}, specialty (card ids, one per
              card), landmark (card id), locker (six icon ids), start_items}}
  items       {id: {id, name, type, red, blue, supply, recipe, upgrade, attribute, buildable, text}}
  events      {id: {id, name, kind, lockdown, count, penalty, effects, text}}; event_deck: ids, one per card
  phase_cards {id: {id, name, type, xp, bonus, dice, need, effects, text}}; phase_decks {deck: ids}
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.core.content import ContentFile, Flag, Seq, Table, Text, Whole, content_folder
from game.core.paths import ICONS

from . import content_schema as V

GAME = "who_goes_there"
NAME = Text(max_len=80)
TEXT = Text(max_len=400)
ID = Text(max_len=60)
COLOUR = Text(max_len=7)
ICON_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  # game-icons.net names: never a path
ICON = (Text(max_len=60, nonempty=False), "")  # a vendored game-icons.net name (_icons checks it)
PHASES = 3
DIE_FACES = 6


@dataclass(frozen=True)
class Content:
    camp: dict
    phases: tuple
    locker: dict
    cards: dict
    decks: dict
    characters: dict
    items: dict
    events: dict
    event_deck: tuple
    phase_cards: dict
    phase_decks: dict
    phase_extra: dict = field(default_factory=dict)  # {"from_seats": n, deck: (card ids added per seat)}

    def phase_deck(self, deck: str, seats: int) -> tuple:
        """A Phase deck for `seats` players: its cards, and the extra cards of phase.toml's extra_per_seat once
        for each seat from `from_seats` on."""
        extra = self.phase_extra.get(deck, ())
        more = max(0, seats - self.phase_extra.get("from_seats", seats + 1) + 1)
        return tuple(self.phase_decks[deck]) + tuple(extra) * more

    def rounds(self, extended: bool) -> tuple:
        """The played rounds in order: (phase id, round kind), the grey spaces only in the extended game."""
        return tuple((p["id"], kind) for p in self.phases for kind in p["rounds"]
                     if extended or kind != "optional")


# -- the schema of each file -------------------------------------------------------------------------------
def _numbers(**fields) -> Table:
    return Table({k: Whole(lo, hi) for k, (lo, hi) in fields.items()})


COUNT = Table({"card": ID, "n": Whole(1, 60)})
# camp.toml [designed]: the rules the rulebook does not settle (each with its note there). The defaults are the
# shipped values, so an older copy of camp.toml without the table plays as the shipped one does.
DESIGNED = Table({
    "unconscious_food": (Text(("eat", "hungry")), "eat"), "dead_share_the_win": (Flag(), True),
    "heal_critical_first": (Flag(), True), "unconscious_may_bunk": (Flag(), False),
    "refill_inside_decks": (Flag(), True), "coat_spares_an_empty_bar": (Flag(), False)})
EFFECTS = (Seq(V.EFFECT, 0, 6), [])
CAMP_FILE = Table({
    "dice": _numbers(faces=(2, 20), successes=(1, 20)),
    "player": Table({
        "actions": Whole(1, 10), "stamina_start": Whole(0, 10), "stamina_max": Whole(1, 10),
        "hand_limit": Whole(1, 20), "item_slots": Whole(0, 10), "unconscious_at": Whole(1, 10),
        "frostbite_death": Whole(1, 10), "natural_dice": Seq(Whole(0, 5), 2, 12)}),
    "unlocks": _numbers(unique=(0, 50), cardio=(0, 50), agility=(0, 50), locker=(0, 50), slots=(0, 50),
                        overstock=(0, 50), extra_slots=(1, 10), overstock_xp_per_bonus=(1, 50),
                        overstock_max_bonuses=(0, 50)),
    "costs": _numbers(trade=(0, 6), move=(0, 6), search=(0, 6), build=(0, 6), gain_stamina=(0, 6), gain_xp=(0, 6),
                      repair=(0, 6), repair_gamble=(0, 6), assault=(0, 6), infection_attack=(0, 6)),
    "camp": Table({
        "utility_breaks_at": Whole(1, 10), "bonfire_ready_at": Whole(1, 30), "bonfire_stamina": Whole(0, 10),
        "bonfire_frostbite": Whole(0, 10), "phase_search_xp": Whole(0, 10), "phase_deck_removed": Whole(0, 20),
        "escape_per_human": Whole(1, 50), "starting_spaces": Seq(Text(V.SPACES), 1, 5),
        "starting_cards": Seq(Text(("storage", "workshop", "specialty")), 0, 6)}),
    "vulnerable": Table({"clean": Whole(1, 40), "contaminated": Whole(1, 1)}),
    "helicopter": Table({"faces": Seq(Whole(0, 10), 2, 20)}),
    "designed": (DESIGNED, {}),
    "phases": Seq(Table({"id": Whole(1, PHASES), "temperature_drop": Whole(0, 10), "successes": Whole(1, 10),
                         "rounds": Seq(Text(V.ROUND_KINDS), 1, 12)}), PHASES, PHASES),
    "locker_icons": Seq(Table({"id": ID, "name": NAME, "text": TEXT, "effects": EFFECTS}), 1, 40),
})
CARDS_FILE = Table({
    "decks": Table({deck: Seq(COUNT, 1, 60) for deck in V.INSIDE_DECKS}),
    "cards": Seq(Table({
        "id": ID, "name": NAME, "kind": Text(V.CARD_KINDS), "text": TEXT, "icon": ICON,
        "buildable": (Text(V.BUILDABLES + ("any", ""), nonempty=False), ""),
        "food": (Text(V.FOODS + ("",), nonempty=False), ""), "play": (Text(V.PLAY_WHERE), "any"),
        "location": (Text(V.LANDMARK_WHERE + ("",), nonempty=False), ""),
        "needs": (Text(V.UNIQUE_ABILITIES + ("",), nonempty=False), ""), "effects": EFFECTS}), 1, 200),
})
CHARACTERS_FILE = Table({"characters": Seq(Table({
    "id": Text(V.CHARACTERS), "name": NAME, "rank": Whole(1, 99), "expansion": Flag(), "colour": COLOUR,
    "unique": Table({"id": Text(V.UNIQUE_ABILITIES), "name": NAME, "text": TEXT}),
    "specialty": Seq(COUNT, 1, 30), "locker": Seq(ID, DIE_FACES, DIE_FACES),
    "start_items": (Seq(ID, 0, 5), [])}), 1, 20)})
ITEMS_FILE = Table({"items": Seq(Table({
    "id": ID, "name": NAME, "type": Text(V.ITEM_TYPES), "red": (Whole(0, 6), 0), "blue": (Whole(0, 6), 0),
    "supply": Whole(1, 12), "recipe": (Seq(Text(V.BUILDABLES), 0, 6), []), "upgrade": (Seq(ID, 0, 2), []),
    "attribute": (Text(V.ATTRIBUTES, nonempty=False), ""), "buildable": (Flag(), True), "text": TEXT,
    "icon": ICON}), 1, 60)})
EVENTS_FILE = Table({"events": Seq(Table({
    "id": ID, "name": NAME, "kind": Text(V.EVENT_KINDS), "lockdown": Flag(), "count": Whole(1, 10),
    "penalty": (Seq(V.EVENT_EFFECT, 0, 4), []), "effects": (Seq(V.EVENT_EFFECT, 0, 4), []), "text": TEXT,
    "icon": ICON}), 1, 60)})
PHASE_FILE = Table({
    "decks": Table({deck: Seq(COUNT, 1, 40) for deck in V.PHASE_DECKS}),
    "extra_per_seat": (Table({"from_seats": Whole(3, 9), **{deck: (Seq(COUNT, 0, 10), [])
                                                            for deck in V.PHASE_DECKS}}), {}),
    "cards": Seq(Table({
        "id": ID, "name": NAME, "type": Text(V.PHASE_TYPES), "xp": (Whole(0, 10), 0), "bonus": (Whole(0, 10), 0),
        "dice": (Whole(0, 10), 0), "need": (Whole(0, 10), 0), "effects": EFFECTS, "text": TEXT,
        "icon": ICON}), 1, 80),
})


def load_content(data_dir: str = "") -> Content:
    """The content, from data/ or from an override (see game.core.content.content_dir)."""
    return _load(str(Path(data_dir)) if data_dir else content_folder(GAME))


def _icons(file: ContentFile, rows: list, where: str) -> None:
    """Every row's icon names a picture tools/vendor_assets.py has vendored (a card without one draws none)."""
    for i, row in enumerate(rows):
        name = row["icon"]
        if name and (not ICON_NAME.fullmatch(name) or not (ICONS / f"{name}.svg").is_file()):
            file.fail(f"{where}[{i}].icon", f"icon {name!r} is not vendored: list it in assets/vendor.toml "
                                            "and run tools/vendor_assets.py")


def _expand(file: ContentFile, counts: list, where: str, known: dict, what: str) -> tuple:
    out = []
    for i, row in enumerate(counts):
        if row["card"] not in known:
            file.fail(f"{where}[{i}].card", f"unknown {what} {row['card']!r}")
        out += [row["card"]] * row["n"]
    return tuple(out)


def _camp(folder: Path) -> tuple:
    file = ContentFile(folder / "camp.toml")
    data = file.check(CAMP_FILE)
    data["designed"] = DESIGNED.check(file, data["designed"], "designed")  # a missing table: the defaults
    player = data["player"]
    if player["stamina_start"] > player["stamina_max"]:
        file.fail("player.stamina_start", "a character cannot start with more Stamina than the bar holds")
    if len(player["natural_dice"]) < player["stamina_max"] + 2:  # Cardio adds one: every Stamina needs a row
        file.fail("player.natural_dice", f"needs a number for every Stamina from 0 to {player['stamina_max'] + 1}")
    if data["dice"]["successes"] > data["dice"]["faces"]:
        file.fail("dice.successes", "more success sides than the die has faces")
    for i, phase in enumerate(data["phases"]):
        if phase["id"] != i + 1:
            file.fail(f"phases[{i}].id", f"the Phases must be listed in order: expected {i + 1}")
        if not any(kind != "optional" for kind in phase["rounds"]):
            file.fail(f"phases[{i}].rounds", "a Phase needs at least one round that is always played")
    locker = file.by_id(data["locker_icons"], "locker_icons")
    phases = tuple(dict(p, rounds=tuple(p["rounds"])) for p in data.pop("phases"))
    data.pop("locker_icons")
    return data, phases, locker


def _cards(folder: Path, items: dict) -> tuple:
    file = ContentFile(folder / "cards.toml")
    data = file.check(CARDS_FILE)
    cards = file.by_id(data["cards"], "cards")
    _icons(file, data["cards"], "cards")
    for i, card in enumerate(data["cards"]):
        where = f"cards[{i}]"
        if card["kind"] in ("buildable", "host_test") and not card["buildable"]:
            file.fail(f"{where}.buildable", f"a {card['kind']} card must say which Buildable it stands for")
        if card["kind"] == "food" and not card["food"]:
            file.fail(f"{where}.food", "a food card must say which food it is (canned, snack or dog)")
        if (card["kind"] == "landmark") != bool(card["location"]):
            file.fail(f"{where}.location", "a Landmark card (and only a Landmark) names the location it is played in")
        for k, eff in enumerate(card["effects"]):
            if eff["do"] == "tile" and eff["item"] not in items:
                file.fail(f"{where}.effects[{k}].item", f"unknown Item tile {eff['item']!r}")
    decks = {deck: _expand(file, data["decks"][deck], f"decks.{deck}", cards, "card")
             for deck in V.INSIDE_DECKS}
    return cards, decks


def _characters(folder: Path, cards: dict, locker: dict, items: dict) -> dict:
    file = ContentFile(folder / "characters.toml")
    rows = file.check(CHARACTERS_FILE)["characters"]
    chars = file.by_id(rows, "characters")
    ranks: dict = {}
    for i, ch in enumerate(rows):
        where = f"characters[{i}]"
        if ch["rank"] in ranks:
            file.fail(f"{where}.rank", f"rank {ch['rank']} is also {ranks[ch['rank']]}'s: the leader must be clear")
        ranks[ch["rank"]] = ch["id"]
        ch["specialty"] = _expand(file, ch["specialty"], f"{where}.specialty", cards, "card")
        landmarks = [c for c in ch["specialty"] if cards[c]["kind"] == "landmark"]
        if len(landmarks) != 1:
            file.fail(f"{where}.specialty", f"a Specialty deck holds exactly one Landmark card, not {len(landmarks)}")
        ch["landmark"] = landmarks[0]
        for k, icon in enumerate(ch["locker"]):
            if icon not in locker:
                file.fail(f"{where}.locker[{k}]", f"unknown Locker icon {icon!r} (camp.toml [[locker_icons]])")
        if len(set(ch["locker"])) > 4 and ch["id"] != "caldwell":  # he borrows the others' icons (rulebook)
            file.fail(f"{where}.locker", "a Locker die shows at most four different icons (Caldwell's excepted)")
        for k, item in enumerate(ch["start_items"]):
            if item not in items:
                file.fail(f"{where}.start_items[{k}]", f"unknown Item tile {item!r}")
        ch["locker"] = tuple(ch["locker"])
        ch["start_items"] = tuple(ch["start_items"])
    for cid in V.CHARACTERS:
        if cid not in chars:
            file.fail("characters", f"character {cid!r} is missing")
    return chars


def _items(folder: Path) -> dict:
    file = ContentFile(folder / "items.toml")
    rows = file.check(ITEMS_FILE)["items"]
    items = file.by_id(rows, "items")
    _icons(file, rows, "items")
    for i, item in enumerate(rows):
        where = f"items[{i}]"
        if item["buildable"] and not item["recipe"]:
            file.fail(f"{where}.recipe", "a buildable Item needs a recipe (or buildable = false)")
        for k, old in enumerate(item["upgrade"]):
            if old not in items or old == item["id"]:
                file.fail(f"{where}.upgrade[{k}]", f"{old!r} is not another Item tile")
        if item["type"] == "weapon" and not (item["red"] or item["blue"]):
            file.fail(f"{where}.type", "a weapon adds red or blue dice")
        item["recipe"], item["upgrade"] = tuple(item["recipe"]), tuple(item["upgrade"])
    return items


def _events(folder: Path) -> tuple:
    file = ContentFile(folder / "events.toml")
    rows = file.check(EVENTS_FILE)["events"]
    events = file.by_id(rows, "events")
    _icons(file, rows, "events")
    deck = []
    for i, ev in enumerate(rows):
        rolled = ev["kind"] in ("attack", "setback")
        if rolled and not ev["penalty"]:
            file.fail(f"events[{i}].penalty", f"an {ev['kind']} needs a penalty for a failed roll")
        if not rolled and ev["penalty"]:
            file.fail(f"events[{i}].penalty", f"an {ev['kind']} is not rolled against: give it effects, not a penalty")
        if rolled and ev["effects"]:
            file.fail(f"events[{i}].effects", f"an {ev['kind']} has a penalty, not effects")
        deck += [ev["id"]] * ev["count"]
    return events, tuple(deck)


def _phase(folder: Path, items: dict, camp: dict) -> tuple:
    file = ContentFile(folder / "phase.toml")
    data = file.check(PHASE_FILE)
    cards = file.by_id(data["cards"], "cards")
    _icons(file, data["cards"], "cards")
    for i, card in enumerate(data["cards"]):
        where, kind = f"cards[{i}]", card["type"]
        if (kind == "bonus") != (card["bonus"] > 0):
            file.fail(f"{where}.bonus", "a Helicopter Bonus card (and only one) is worth one or more Bonuses")
        if kind == "lockbox" and not 1 <= card["need"] <= card["dice"]:
            file.fail(f"{where}.need", "a Lockbox needs from 1 Success up to the dice it rolls")
        if kind in ("choice", "lockbox", "instant_tile") and not card["xp"]:
            file.fail(f"{where}.xp", f"a {kind} card offers XP instead of its benefit")
        if kind in ("choice", "lockbox", "instant_tile", "special") and not card["effects"]:
            file.fail(f"{where}.effects", f"a {kind} card needs its benefit")
        for k, eff in enumerate(card["effects"]):
            if eff["do"] == "tile" and eff["item"] not in items:
                file.fail(f"{where}.effects[{k}].item", f"unknown Item tile {eff['item']!r}")
    decks = {}
    for deck in V.PHASE_DECKS:
        decks[deck] = _expand(file, data["decks"][deck], f"decks.{deck}", cards, "Phase card")
        if len(decks[deck]) <= camp["camp"]["phase_deck_removed"]:
            file.fail(f"decks.{deck}", f"{len(decks[deck])} cards: setup removes "
                                       f"{camp['camp']['phase_deck_removed']} (camp.toml), none would be left")
    extra = {}
    if data["extra_per_seat"]:
        extra["from_seats"] = data["extra_per_seat"]["from_seats"]
        for deck in V.PHASE_DECKS:
            extra[deck] = _expand(file, data["extra_per_seat"].get(deck, []), f"extra_per_seat.{deck}", cards,
                                  "Phase card")
    return cards, decks, extra


@lru_cache(maxsize=None)
def _load(folder: str) -> Content:
    folder = Path(folder)
    camp, phases, locker = _camp(folder)
    items = _items(folder)
    cards, decks = _cards(folder, items)
    characters = _characters(folder, cards, locker, items)
    events, event_deck = _events(folder)
    phase_cards, phase_decks, phase_extra = _phase(folder, items, camp)
    return Content(camp=camp, phases=phases, locker=locker, cards=cards, decks=decks, characters=characters,
                   items=items, events=events, event_deck=event_deck, phase_cards=phase_cards,
                   phase_decks=phase_decks, phase_extra=phase_extra)


def deck_counts(deck: tuple) -> dict:
    """{card id: copies} of an expanded deck (for views and tests)."""
    return dict(Counter(deck))
