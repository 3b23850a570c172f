"""Terrorscape 2 content read from data/*.toml: items, analysis cards, Survivors, Killers, traits.

Every effect is checked against the vocabulary (content_schema.py; data/EFFECTS.md), every count against
the rulebook's components. Any problem raises DataFileError naming the file, the key path and its line.
Loaded once per content folder (game.core.content.content_folder), like the other games.

What the engine reads (plain dicts and tuples; effects are dicts with every parameter filled in):
  items      {id: {id, name, deck, count, noise, icons, infinite, charges, marked, text, uses, special}}
  decks      {deck: tuple of item ids, one per card (count expanded), file order; the marked key last}
  analysis   tuple of {id, weakness, location, text, tactic}
  survivors  {id: {id, name, health, inventory, start_items, text, abilities}}
  combat     {dice, faces};  combat_die: the faces
  killers    {id: {id, name, strength, max_level, text, tokens, infect_until, special,
              levels {level: {level, text, effects}}, deck (card ids in the deck, count expanded),
              ultimate {card id: unlock level}}}
  skills     {id: {id, killer, name, count, speed, cost, unlock, requires, text, effects}}
  traits     {id: {id, name, side, text, abilities}};  difficulty {id: {id, name, survivor_draw, ...}}
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core import paths
from game.core.content import ContentFile, Flag, Seq, Table, Text, Whole, content_folder

from . import content_schema as V

GAME = "terrorscape"
DECK_SIZES = {"discover": 32, "key": 11, "medical": 10, "weapon": 10, "character": 2}  # Components
ANALYSIS_CARDS = 24
SURVIVORS = ("evelyn", "roy", "zach", "quinto", "victoria")
KILLERS = ("orion", "eyebot", "parasitoid")
SKILL_CARDS = 13  # 39 Killer skill cards, 13 per Killer
TRAITS_PER_SIDE = 20
DIFFICULTIES = ("easy", "normal", "hard", "nightmare")
KEYS_TO_ESCAPE = 5


@dataclass(frozen=True)
class Content:
    items: dict
    decks: dict
    analysis: tuple
    survivors: dict
    combat: dict
    killers: dict
    skills: dict
    traits: dict
    difficulty: dict

    @property
    def combat_die(self) -> tuple:
        return self.combat["faces"]


# -- the schema of each file -------------------------------------------------------------------
NAME = Text(max_len=80)
TEXT = Text(max_len=400)
SPECIAL = (Text(V.SPECIALS + ("",), nonempty=False), "")
ICON = (Text(max_len=60, nonempty=False), "")  # the picture on the face (presentation only: the rules never read it)
ITEM = Table({
    "id": NAME, "name": NAME, "deck": Text(V.ITEM_DECKS), "count": Whole(1, 12), "noise": (Flag(), False),
    "icons": (Seq(Text(V.WEAKNESSES), 0, 4), []), "infinite": (Flag(), False), "charges": (Whole(0, 10), 0),
    "marked": (Flag(), False), "text": TEXT, "uses": (Seq(V.ability(V.SURVIVOR_ON), 0, 4), []), "special": SPECIAL,
    "icon": ICON,
})
ITEMS_FILE = Table({"item": Seq(ITEM, 1, 200)})
ANALYSIS = Table({"id": NAME, "weakness": Text(V.WEAKNESSES), "location": Text(V.ANALYSIS_PLACES), "text": TEXT,
                  "tactic": Seq(V.ability(("showdown",), "showdown"), 1, 4)})
ANALYSIS_FILE = Table({"analysis": Seq(ANALYSIS, 1, 100)})
SURVIVOR = Table({"id": NAME, "name": NAME, "health": (Whole(1, 4), 2), "inventory": (Whole(1, 6), 3),
                  "start_items": (Seq(NAME, 0, 3), []), "text": TEXT,
                  "abilities": Seq(V.ability(V.SURVIVOR_ON), 1, 4)})
SURVIVORS_FILE = Table({"combat": Table({"dice": Whole(1, 8), "faces": Seq(Whole(0, 6), 2, 12)}),
                        "survivor": Seq(SURVIVOR, 1, 20)})
TOKENS = Table({k: (Whole(0, 20), 0) for k in ("delay", "droid", "flesh", "safe_tile", "infected_tile",
                                               "testing_station")})
KILLER = Table({"id": NAME, "name": NAME, "strength": Whole(1, 10), "max_level": Whole(2, 10), "text": TEXT,
                "tokens": (TOKENS, {}), "infect_until": (Whole(0, 10), 0), "special": SPECIAL, "icon": ICON})
LEVEL = Table({"killer": NAME, "level": Whole(2, 10), "text": TEXT, "effects": Seq(V.EFFECT, 0, 8)})
CARD = Table({"killer": NAME, "id": NAME, "name": NAME, "count": Whole(1, 13), "speed": Text(V.SPEEDS),
              "cost": (Whole(0, 4), 0), "unlock": (Whole(0, 10), 0),
              "requires": (Text(("", "stealth", "visible"), nonempty=False), ""), "text": TEXT,
              "effects": Seq(V.EFFECT, 1, 10), "icon": ICON})
KILLERS_FILE = Table({"killer": Seq(KILLER, 1, 10), "level": Seq(LEVEL, 1, 100), "card": Seq(CARD, 1, 300)})
TRAIT = Table({"id": NAME, "name": NAME, "side": Text(("survivor", "killer")), "text": TEXT,
               "abilities": Seq(V.ability(tuple(dict.fromkeys(V.SURVIVOR_ON + V.KILLER_ON))), 1, 3), "icon": ICON})
DIFFICULTY = Table({"id": NAME, "name": NAME, "survivor_draw": Whole(0, 6), "survivor_keep": Whole(0, 6),
                    "killer_draw": Whole(0, 10), "killer_keep": Whole(0, 10)})
TRAITS_FILE = Table({"trait": Seq(TRAIT, 1, 200), "difficulty": Seq(DIFFICULTY, 1, 10)})


def load_content(data_dir: str = "") -> Content:
    """The Terrorscape content, from data/ or from an override (see game.core.content.content_dir)."""
    return _load_content(str(Path(data_dir)) if data_dir else content_folder(GAME))


@lru_cache(maxsize=None)
def _load_content(folder: str) -> Content:
    folder = Path(folder)
    items, decks = _items(folder)
    survivors, combat = _survivors(folder, items)
    killers, skills = _killers(folder)
    traits, difficulty = _traits(folder, items)
    analysis = _analysis(folder, items)
    return Content(items=items, decks=decks, analysis=analysis, survivors=survivors, combat=combat,
                   killers=killers, skills=skills, traits=traits, difficulty=difficulty)


# -- checks every file shares ------------------------------------------------------------------
def _unique(file: ContentFile, rows: list, table: str, seen=None) -> dict:
    out = {} if seen is None else seen
    for i, row in enumerate(rows):
        if row["id"] in out:
            file.fail(f"{table}[{i}].id", f"duplicate id {row['id']!r}")
        out[row["id"]] = row
        _check_icon(file, row, f"{table}[{i}]")
    return out


def _check_icon(file: ContentFile, row: dict, where: str) -> None:
    """A picture the table would draw must be one of the vendored icons (assets/icons, from assets/vendor.toml):
    a name that is not would be drawn as a plain mark."""
    icon = row.get("icon")
    if icon and not (paths.ICONS / f"{icon}.svg").is_file():
        file.fail(f"{where}.icon", f"no vendored icon {icon!r} (list it in assets/vendor.toml under "
                                   f"[icons.sets.terrorscape] and run tools/vendor_assets.py)")


def _check_effects(file: ContentFile, effects: list, where: str, side: str, context: str, items=None) -> None:
    """What the schema cannot say: a keyword used on the wrong side or at the wrong moment, the
    parameters that go together (target = "range" with a range), item ids that exist."""
    allowed = V.KILLER_KEYWORDS if side == "killer" else V.SURVIVOR_KEYWORDS
    for suffix, eff in V.walk(effects):
        at, kw = f"{where}{suffix}", eff["kw"]
        if kw not in allowed:
            file.fail(f"{at}.kw", f"{kw} is a {'Survivor' if side == 'killer' else 'Killer'} keyword; "
                                  f"not usable here")
        if kw in V.FIGHT_ONLY and context not in ("weapon", "fight", "showdown"):
            file.fail(f"{at}.kw", f"{kw} works only in a fight (on = weapon, fight or showdown), not {context!r}")
        if kw in V.SHOWDOWN_ONLY and context != "showdown":
            file.fail(f"{at}.kw", f"{kw} works only in the Final Showdown (on = showdown), not {context!r}")
        if kw in V.ATTACK_ONLY and context not in ("attack",):
            file.fail(f"{at}.kw", f"{kw} works only in an attack (an attack card or on = attack), not {context!r}")
        _check_where(file, eff, at)
        for key in ("item",):
            if key in eff and items is not None and eff[key] not in items:
                file.fail(f"{at}.{key}", f"no item has the id {eff[key]!r}")


def _check_where(file: ContentFile, eff: dict, at: str) -> None:
    wants_range = eff.get("target") == "range" or eff.get("to") == "range"
    may_range = wants_range or eff.get("target") == "location"  # a chosen location, within range if given
    if "range" in eff:
        if wants_range and eff["range"] is None:
            file.fail(f"{at}.range", "target/to = \"range\" needs range = N")
        if not may_range and eff["range"] is not None:
            file.fail(f"{at}.range", "range is only read with target = \"range\" or \"location\", or to = \"range\"")
    if eff["kw"] == "STEALTH" and (eff["n"] is None) == (eff["to"] is None):
        file.fail(at, "STEALTH takes either n (steps) or to (a destination), exactly one")


def _check_ability(file: ContentFile, ab: dict, where: str, side: str, items: dict) -> None:
    for i, item in enumerate(ab["needs"]):
        if item not in items:
            file.fail(f"{where}.needs[{i}]", f"no item has the id {item!r}")
    if ab["armed"] and ab["on"] != "fight":
        file.fail(f"{where}.armed", "armed = true is only read with on = \"fight\"")
    context = "attack" if ab["on"] == "attack" else ab["on"]
    _check_effects(file, ab["effects"], f"{where}.effects", side, context, items)


# -- items ---------------------------------------------------------------------------------------
def _items(folder: Path):
    file = ContentFile(folder / "items.toml")
    rows = file.check(ITEMS_FILE)["item"]
    items = _unique(file, rows, "item")
    for i, it in enumerate(rows):
        where = f"item[{i}]"
        if it["infinite"] and it["charges"]:
            file.fail(f"{where}.charges", "an item is either infinite or has charges, not both")
        for j, ab in enumerate(it["uses"]):
            _check_ability(file, ab, f"{where}.uses[{j}]", "survivor", items)
        if it["marked"] and not _is_key(it):
            file.fail(f"{where}.marked", "only a key can be the marked card (KEY when gained)")
        if it["marked"] and (it["deck"] != "key" or it["count"] != 1):
            file.fail(f"{where}.marked", "the marked key is one card of the key deck")
    counts = {deck: 0 for deck in V.ITEM_DECKS}
    for it in rows:
        counts[it["deck"]] += it["count"]
    for deck, size in DECK_SIZES.items():
        if counts[deck] != size:
            file.fail("item", f"the {deck} deck has {counts[deck]} cards; the rulebook's is {size}")
    marked = [it["id"] for it in rows if it["marked"]]
    if len(marked) != 1:
        file.fail("item", f"the key deck needs exactly one marked key (its back shows the key); found {len(marked)}")
    keys = sum(it["count"] for it in rows if _is_key(it))
    if keys < KEYS_TO_ESCAPE:
        file.fail("item", f"only {keys} keys in all the decks; the Main Exit needs {KEYS_TO_ESCAPE}")
    decks = {deck: tuple(it["id"] for it in rows if it["deck"] == deck and not it["marked"]
                         for _ in range(it["count"])) for deck in V.ITEM_DECKS}
    decks["key"] += tuple(marked)
    return items, decks


def _is_key(item: dict) -> bool:
    return any(e["kw"] == "KEY" for ab in item["uses"] for e in ab["effects"])


# -- analysis cards --------------------------------------------------------------------------------
def _analysis(folder: Path, items: dict) -> tuple:
    file = ContentFile(folder / "analysis.toml")
    rows = file.check(ANALYSIS_FILE)["analysis"]
    _unique(file, rows, "analysis")
    if len(rows) != ANALYSIS_CARDS:
        file.fail("analysis", f"{len(rows)} analysis cards; the rulebook's Device deck has {ANALYSIS_CARDS}")
    held = {icon for it in items.values() if it["deck"] != "character" for icon in it["icons"]}
    for i, card in enumerate(rows):
        if card["weakness"] not in held:
            file.fail(f"analysis[{i}].weakness", f"no item shows the {card['weakness']!r} icon: the Final "
                                                 f"Showdown could never start")
        for j, ab in enumerate(card["tactic"]):
            _check_ability(file, ab, f"analysis[{i}].tactic[{j}]", "survivor", items)
    return tuple(rows)


# -- Survivors -------------------------------------------------------------------------------------
def _survivors(folder: Path, items: dict):
    file = ContentFile(folder / "survivors.toml")
    data = file.check(SURVIVORS_FILE)
    survivors = _unique(file, data["survivor"], "survivor")
    for sid in SURVIVORS:
        if sid not in survivors:
            file.fail("survivor", f"the Survivor {sid!r} is missing")
    for i, s in enumerate(data["survivor"]):
        if s["id"] not in SURVIVORS:
            file.fail(f"survivor[{i}].id", f"unknown Survivor {s['id']!r}; expected one of {', '.join(SURVIVORS)}")
        for j, item in enumerate(s["start_items"]):
            if item not in items:
                file.fail(f"survivor[{i}].start_items[{j}]", f"no item has the id {item!r}")
        for j, ab in enumerate(s["abilities"]):
            _check_ability(file, ab, f"survivor[{i}].abilities[{j}]", "survivor", items)
    if len(data["combat"]["faces"]) != 6:
        file.fail("combat.faces", f"a combat die has 6 faces, not {len(data['combat']['faces'])}")
    combat = {"dice": data["combat"]["dice"], "faces": tuple(data["combat"]["faces"])}
    return survivors, combat


# -- Killers -----------------------------------------------------------------------------------------
def _killers(folder: Path):
    file = ContentFile(folder / "killers.toml")
    data = file.check(KILLERS_FILE)
    killers = _unique(file, data["killer"], "killer")
    for kid in KILLERS:
        if kid not in killers:
            file.fail("killer", f"the Killer {kid!r} is missing")
    for i, k in enumerate(data["killer"]):
        if k["id"] not in KILLERS:
            file.fail(f"killer[{i}].id", f"unknown Killer {k['id']!r}; expected one of {', '.join(KILLERS)}")
        k.update(levels={}, deck=[], ultimate={})
    for i, lv in enumerate(data["level"]):
        k = _owner(file, killers, lv, f"level[{i}]")
        if lv["level"] > k["max_level"]:
            file.fail(f"level[{i}].level", f"level {lv['level']} is past {k['id']}'s max_level {k['max_level']}")
        if lv["level"] in k["levels"]:
            file.fail(f"level[{i}].level", f"a second level {lv['level']} for {k['id']}")
        _check_effects(file, lv["effects"], f"level[{i}].effects", "killer", "level_up")
        k["levels"][lv["level"]] = lv
    skills = _unique(file, data["card"], "card")
    for i, card in enumerate(data["card"]):
        where = f"card[{i}]"
        k = _owner(file, killers, card, where)
        _check_effects(file, card["effects"], f"{where}.effects", "killer",
                       "attack" if card["speed"] == "attack" else "card")
        if card["unlock"]:
            if not 2 <= card["unlock"] <= k["max_level"]:
                file.fail(f"{where}.unlock", f"unlocks at level {card['unlock']}; {k['id']} has levels 2 to "
                                             f"{k['max_level']}")
            if card["count"] != 1:
                file.fail(f"{where}.count", "an ultimate card is a single card")
            k["ultimate"][card["id"]] = card["unlock"]
        else:
            k["deck"].extend([card["id"]] * card["count"])
    for kid, k in killers.items():
        missing = [n for n in range(2, k["max_level"] + 1) if n not in k["levels"]]
        if missing:
            file.fail("level", f"{kid} has no level {missing[0]} (levels 2 to max_level {k['max_level']})")
        total = len(k["deck"]) + len(k["ultimate"])
        if total != SKILL_CARDS:
            file.fail("card", f"{kid} has {total} skill cards; each Killer's deck has {SKILL_CARDS}")
        if not k["ultimate"]:
            file.fail("card", f"{kid} has no ultimate card (unlock = level); every Killer has at least one")
        k["deck"] = tuple(k["deck"])
    return killers, skills


def _owner(file: ContentFile, killers: dict, row: dict, where: str) -> dict:
    if row["killer"] not in killers:
        file.fail(f"{where}.killer", f"no Killer has the id {row['killer']!r}")
    return killers[row["killer"]]


# -- traits ----------------------------------------------------------------------------------------
def _traits(folder: Path, items: dict):
    file = ContentFile(folder / "traits.toml")
    data = file.check(TRAITS_FILE)
    traits = _unique(file, data["trait"], "trait")
    for i, t in enumerate(data["trait"]):
        ons = V.SURVIVOR_ON if t["side"] == "survivor" else V.KILLER_ON
        for j, ab in enumerate(t["abilities"]):
            if ab["on"] not in ons:
                file.fail(f"trait[{i}].abilities[{j}].on", f"{ab['on']!r} is not a {t['side']} moment; expected "
                                                           f"one of {', '.join(ons)}")
            _check_ability(file, ab, f"trait[{i}].abilities[{j}]", t["side"], items)
    for side in ("survivor", "killer"):
        n = sum(t["side"] == side for t in data["trait"])
        if n != TRAITS_PER_SIDE:
            file.fail("trait", f"{n} {side} traits; the rulebook's deck has {TRAITS_PER_SIDE}")
    difficulty = _unique(file, data["difficulty"], "difficulty")
    for i, d in enumerate(data["difficulty"]):
        if d["id"] not in DIFFICULTIES:
            file.fail(f"difficulty[{i}].id", f"unknown level {d['id']!r}; expected one of {', '.join(DIFFICULTIES)}")
        for who in ("survivor", "killer"):
            if d[f"{who}_keep"] > d[f"{who}_draw"]:
                file.fail(f"difficulty[{i}].{who}_keep", f"keeps more traits than it draws ({d[f'{who}_draw']})")
    for did in DIFFICULTIES:
        if did not in difficulty:
            file.fail("difficulty", f"the Survival Difficulty level {did!r} is missing")
    return traits, difficulty
