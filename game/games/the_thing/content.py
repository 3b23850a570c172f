"""The Thing's content read from data/*.toml: the cards of both card lists (cards.toml), the Encounter deck
and the Thing's own encounters (encounters.toml), the 12 characters (characters.toml), the four tasks
(tasks.toml) and the set-up by number of players (setup.toml).

Every file is checked against its schema and the vocabulary (content_schema.py), then across files (a card
naming an unknown task, a set-up removing an unknown card, Act 1 out of order...); any problem raises
DataFileError naming the file, the key path and its line. Loaded once per content folder.

What the engine reads (plain dicts and tuples):
  cards       {id: {id, name, deck, count, kind, n, needs, task, expansion, text}}
  encounters  {id: {id, name, act, order, kind, expansion, remove, draw, crew_min, crew_max, skills, target,
              successes, success, fail, always, effects, text}}; attack, saucer, coast: their tables
  characters  {id: {id, name, dice, skills, thingout, text}} in the file's order (the Rec Room's)
  tasks       {id: {id, name, difficulty, skills, crew_max, target, power, text}}
  rules       the [rules] table of setup.toml; players {seats: row}
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core import paths
from game.core.content import ContentFile, Flag, Seq, Table, Tagged, Text, Whole, content_folder

from . import content_schema as V

GAME = "the_thing"
ID = Text(max_len=40)
NAME = Text(max_len=80)
TEXT = Text(max_len=300)
ICON = (Text(max_len=60, nonempty=False), "")  # the card's picture, a game-icons.net name (assets/icons/)
SKILL_LIST = Seq(Text(V.SKILLS), 0, 5)
N = {"n": Whole(1, 99)}
EFFECT = Tagged("do", {
    "unlock": {"side": Text(V.SIDES), "deck": Whole(2, 3)}, "saucer": N, "saucer_remove": N, "discard": N,
    "kill_npc": N, "draw": N, "thing_draw": N, "task": {"task": Text(V.TASKS), "n": Whole(1, 20)},
    "peek": {}, "destroy": {}, "blood_test": {}, "coast": N, "coast_remove": N,
    **{e: {} for e in V.EVENT_EFFECTS}})
EFFECTS = (Seq(EFFECT, 0, 6), [])


@dataclass(frozen=True)
class Content:
    cards: dict
    encounters: dict
    attack: dict
    saucer: dict
    coast: dict
    characters: dict
    tasks: dict
    rules: dict
    players: dict


CARDS_FILE = Table({"cards": Seq(Table({
    "id": ID, "name": NAME, "deck": Text(V.DECKS), "count": Whole(1, 12), "kind": Text(V.CARD_KINDS),
    "n": (Whole(0, 20), 0), "needs": (Text(V.SKILLS + ("",), nonempty=False), ""),
    "task": (Text(V.TASKS + ("",), nonempty=False), ""), "expansion": (Flag(), False), "text": TEXT,
    "icon": ICON}), 1, 200)})
ENCOUNTERS_FILE = Table({
    "encounters": Seq(Table({
        "id": ID, "name": NAME, "act": Whole(1, 3), "order": (Whole(0, 6), 0), "kind": Text(V.ENCOUNTER_KINDS),
        "expansion": (Flag(), False), "remove": (Text(("", "2", "2-4"), nonempty=False), ""),
        "draw": (Whole(0, 6), 0), "crew_min": (Whole(0, 12), 0), "crew_max": (Whole(0, 12), 0),
        "skills": (SKILL_LIST, []), "target": (Whole(0, 6), 0), "successes": (Whole(0, 20), 0),
        "success": EFFECTS, "fail": EFFECTS, "always": EFFECTS, "effects": EFFECTS, "text": TEXT,
        "icon": ICON}), 1, 40),
    "attack": Table({"strength": Whole(0, 20)}),
    "saucer": Table({"sixes_needed": Whole(1, 20), "fail_discards": Whole(0, 5)}),
    "coast": Table({"win_at": Whole(1, 50)}),
})
CHARACTERS_FILE = Table({"characters": Seq(Table({
    "id": ID, "name": NAME, "dice": Whole(0, 6), "skills": SKILL_LIST,
    "thingout": (Text(V.THINGOUTS, nonempty=False), ""), "text": TEXT}), 12, 12)})
TASKS_FILE = Table({"tasks": Seq(Table({
    "id": Text(V.TASKS), "name": NAME, "difficulty": Whole(1, 50), "skills": SKILL_LIST, "crew_max": Whole(1, 11),
    "target": Whole(1, 6), "power": Text(V.POWERS), "text": TEXT, "icon": ICON}), 4, 4)})
SETUP_FILE = Table({
    "rules": Table({"hand_start": Whole(0, 20), "thing_draw_max": Whole(0, 10), "first_infections": Whole(1, 2),
                    "blood_test_max": Whole(1, 11), "action_draw_on_reveal": Whole(0, 8),
                    "reshuffles_max": (Whole(0, 50), 8)}),
    "players": Seq(Table({
        "seats": Seq(Whole(2, 6), 1, 5), "multi": Flag(), "remove_thing": Whole(0, 10), "remove_human": Whole(0, 10),
        "remove_random": Whole(0, 10), "suspicion": Flag(), "suspicion_remove": Whole(0, 4),
        "expansion_extras": Flag(), "lose_per_skill": Whole(0, 6), "discard_dice": Whole(0, 6),
        "discard_needs_infection": Flag(), "remove_cards": Seq(ID, 0, 40), "remove_encounters": Seq(ID, 0, 17)}),
        1, 5),
})


def load_content(data_dir: str = "") -> Content:
    """The content, from data/ or from an override (see game.core.content.content_folder)."""
    return _load(str(Path(data_dir)) if data_dir else content_folder(GAME))


def check_icons(file: ContentFile, rows: list, table: str) -> None:
    """Each row's picture is one the game carries (assets/icons/, vendored by tools/vendor_assets.py): a name
    that is not there would draw as a plain mark."""
    for i, row in enumerate(rows):
        name = row.get("icon", "")
        if name and not (paths.ICONS / f"{name}.svg").is_file():
            file.fail(f"{table}[{i}].icon", f"no icon {name!r} in assets/icons (list it in assets/vendor.toml)")


def _cards(folder: Path) -> dict:
    file = ContentFile(folder / "cards.toml")
    rows = file.check(CARDS_FILE)["cards"]
    cards = file.by_id(rows, "cards")
    check_icons(file, rows, "cards")
    for i, card in enumerate(rows):
        where, kind, deck = f"cards[{i}]", card["kind"], card["deck"]
        thing_side = deck.startswith("thing") or deck == "action"
        allowed = V.THING_KINDS if thing_side else V.OUTPOST_KINDS
        if kind not in allowed:
            file.fail(f"{where}.kind", f"a {deck} card cannot be a {kind!r} card (not that side's kind)")
        if (deck == "suspicion") != (kind in V.SUSPICION):
            file.fail(f"{where}.kind", "Suspicion cards (and only they) are in the suspicion deck")
        if kind in V.INFECTION + V.MULTI and deck == "action":
            file.fail(f"{where}.kind", "an infection card is never one of the Thing's Action cards")
        needs_n = kind in ("dice", "success", "burn", "target", "shield", "minus", "target_up", "attack_plus",
                           "draw", "task", "thing_discard", "coast_remove", "saucer_remove", "discard", "coast",
                           "task_minus")
        if needs_n and card["n"] < 1:
            file.fail(f"{where}.n", f"a {kind} card needs n (how many) of 1 or more")
        if kind == "task" and not card["task"]:
            file.fail(f"{where}.task", "a task card names the task it adds tokens to")
    for kind in ("cancel",):  # the FAQ's rulings need their cards
        if not any(c["kind"] == kind for c in rows):
            file.fail("cards", f"no {kind!r} card: the FAQ's Cheating, Bitch! ruling needs one")
    for kind, least in (("human", 1), ("infected", 2)):
        if sum(c["count"] for c in rows if c["kind"] == kind and c["deck"] == "thing1") < least:
            file.fail("cards", f"Thing Deck 1 needs at least {least} {kind!r} infection cards for the first two NPCs")
    return cards


def _encounters(folder: Path) -> tuple:
    file = ContentFile(folder / "encounters.toml")
    data = file.check(ENCOUNTERS_FILE)
    rows = data["encounters"]
    encs = file.by_id(rows, "encounters")
    check_icons(file, rows, "encounters")
    act1 = sorted(e["order"] for e in rows if e["act"] == 1)
    if act1 != list(range(1, len(act1) + 1)) or not act1:
        file.fail("encounters", f"the Act 1 cards must be numbered 1 to {len(act1)}, each once: {act1}")
    for i, e in enumerate(rows):
        where, kind = f"encounters[{i}]", e["kind"]
        if e["act"] != 1 and e["order"]:
            file.fail(f"{where}.order", "only Act 1 cards are numbered (Acts 2 and 3 are shuffled)")
        if kind == "encounter":
            if e["crew_min"] < 1 or e["crew_max"] < e["crew_min"]:
                file.fail(f"{where}.crew_max", "an encounter needs a crew of at least 1, max at least min")
            if not 1 <= e["target"] <= 6:
                file.fail(f"{where}.target", "an encounter's target is a die face from 1 to 6")
            if e["successes"] < 1:
                file.fail(f"{where}.successes", "an encounter needs 1 or more successes")
        if kind == "event" and not e["effects"]:
            file.fail(f"{where}.effects", "an event does what its effects say: give it one")
        if kind != "event" and e["effects"]:
            file.fail(f"{where}.effects", "only events have effects; encounters have success, fail and always")
        if kind == "final" and not (1 <= e["target"] <= 6 and e["successes"] >= 1):
            file.fail(f"{where}.target", "the Final Confrontation needs a target from 1 to 6 and successes")
        for key in ("success", "fail", "always"):
            for k, eff in enumerate(e[key]):
                if eff["do"] in V.EVENT_EFFECTS:
                    file.fail(f"{where}.{key}[{k}].do", f"{eff['do']!r} is an event's effect, not an encounter's")
        e["skills"] = tuple(e["skills"])
    for kind in ("final", "end"):
        if sum(e["kind"] == kind for e in rows) != 1:
            file.fail("encounters", f"the deck needs exactly one {kind!r} card")
    first = next(e for e in rows if e["act"] == 1 and e["order"] == 1)
    if first["kind"] != "event" or first["effects"][0]["do"] != "setup":
        file.fail("encounters", "Act 1 card #1 must be the set-up event (Antarctica, Winter 1982)")
    if any(e["kind"] in ("final", "end") and e["act"] != 3 for e in rows):
        file.fail("encounters", "the Final Confrontation and See what happens are Act 3 cards")
    return encs, data["attack"], data["saucer"], data["coast"]


def _characters(folder: Path) -> dict:
    file = ContentFile(folder / "characters.toml")
    rows = file.check(CHARACTERS_FILE)["characters"]
    chars = file.by_id(rows, "characters")
    for ch in rows:
        ch["skills"] = tuple(ch["skills"])
    return chars


def _tasks(folder: Path, cards: dict) -> dict:
    file = ContentFile(folder / "tasks.toml")
    rows = file.check(TASKS_FILE)["tasks"]
    tasks = file.by_id(rows, "tasks")
    check_icons(file, rows, "tasks")
    powers = [t["power"] for t in rows]
    if len(set(powers)) != len(powers):
        file.fail("tasks", "each task has its own power")
    for t in rows:
        t["skills"] = tuple(t["skills"])
    return tasks


def _setup(folder: Path, cards: dict, encs: dict) -> tuple:
    file = ContentFile(folder / "setup.toml")
    data = file.check(SETUP_FILE)
    players: dict = {}
    for i, row in enumerate(data["players"]):
        where = f"players[{i}]"
        for seats in row["seats"]:
            if seats in players:
                file.fail(f"{where}.seats", f"{seats} players are set up twice")
            players[seats] = row
        for k, cid in enumerate(row["remove_cards"]):
            if cid not in cards:
                file.fail(f"{where}.remove_cards[{k}]", f"unknown card {cid!r}")
        for k, eid in enumerate(row["remove_encounters"]):
            if eid not in encs:
                file.fail(f"{where}.remove_encounters[{k}]", f"unknown encounter {eid!r}")
            if encs[eid]["kind"] in ("final", "end") or (encs[eid]["act"] == 1 and encs[eid]["order"] == 1):
                file.fail(f"{where}.remove_encounters[{k}]", f"{eid!r} cannot be left out of the game")
        multi = {k: sum(c["count"] for c in cards.values() if c["kind"] == k) for k in V.MULTI}
        if row["remove_thing"] > multi["multi_thing"] or row["remove_human"] > multi["multi_human"]:
            file.fail(f"{where}.remove_thing", "removes more multi-player infection cards than there are")
        left = sum(multi.values()) - row["remove_thing"] - row["remove_human"]
        if row["multi"] and row["remove_random"] > left:
            file.fail(f"{where}.remove_random", f"removes {row['remove_random']} of the {left} cards left")
        suspicion = sum(c["count"] for c in cards.values() if c["kind"] == "suspicion")
        if row["suspicion_remove"] > suspicion:
            file.fail(f"{where}.suspicion_remove", "removes more Suspicion cards than there are")
    for seats in range(2, 7):
        if seats not in players:
            file.fail("players", f"no set-up for {seats} players")
    return data["rules"], players


@lru_cache(maxsize=None)
def _load(folder: str) -> Content:
    folder = Path(folder)
    cards = _cards(folder)
    encs, attack, saucer, coast = _encounters(folder)
    characters = _characters(folder)
    tasks = _tasks(folder, cards)
    rules, players = _setup(folder, cards, encs)
    return Content(cards=cards, encounters=encs, attack=attack, saucer=saucer, coast=coast, characters=characters,
                   tasks=tasks, rules=rules, players=players)
