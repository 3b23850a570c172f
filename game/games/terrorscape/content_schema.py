"""The Terrorscape effect vocabulary as a schema (data/EFFECTS.md explains every key and its rule).

One table, KEYWORDS, says which parameters each keyword takes; the specs of game.core.content check
them, so a wrong keyword, an unknown parameter or a value out of range names its file, key and line.
content.py adds the checks a schema cannot make (a target that needs a range, an item that exists).
"""
from __future__ import annotations

from game.core.content import Flag, Seq, Table, Tagged, Text, Whole

WEAKNESSES = ("noise", "fire", "shock", "toxin")
ANALYSIS_PLACES = ("tool", "knowledge", "mystic")
LOCATION_KINDS = ("tool", "knowledge", "mystic", "key", "medical", "weapon", "radio", "vehicle", "main_exit",
                  "hidden_exit", "testing_station", "secret_passage")
SEARCH_DECKS = ("discover", "key", "medical", "weapon")
ITEM_DECKS = SEARCH_DECKS + ("character",)
DESTINATIONS = ("range", "zone", "noise", "droid", "passage", "delay")
STATS = ("move", "flee", "dice", "combat", "health", "inventory", "search_draw", "discover_draw", "discover_keep",
         "repair", "analyze_range", "hand_limit", "draw", "main_actions", "uphill", "showdown_health")
ONCE = ("", "turn", "round", "game")
SURVIVOR_ON = ("weapon", "fight", "special_action", "extra_action", "always", "drawn", "gain", "setup",
               "turn_start", "showdown")
KILLER_ON = ("always", "setup", "turn_start", "reappear", "encounter", "attack", "level_up", "turn_end")
SPEEDS = ("fast", "slow", "special", "attack")
SPECIALS = ("cat_stroke", "droids", "infection")

# -- parameter specs (None as a default means "not given": content.py checks which go together) ----
COUNT = Whole(0, 20)
DELTA = Whole(-20, 20)
RANGE = (Whole(0, 10), None)
TARGET = Text(("here", "defender", "location", "zone", "my_zone", "range", "noise", "droids", "token", "all"))
ITEM_ID = Text(max_len=80)

# keyword -> {parameter: spec or (spec, default)}; "effects" is filled in below (one level of nesting)
_KILLER = {
    "MOVE": {"n": COUNT},
    "STEALTH": {"n": (COUNT, None), "to": (Text(DESTINATIONS), None), "range": RANGE},
    "TELEPORT": {"to": Text(DESTINATIONS), "range": RANGE},
    "SEARCH": {},
    "SENSE": {"target": TARGET, "range": RANGE},
    "FEAR": {"target": TARGET, "range": RANGE, "n": (Whole(1, 3), 1)},
    "BLOCK": {"n": Whole(1, 14), "target": (Text(("any", "here", "range")), "any"), "range": RANGE},
    "DELAY": {"effects": None, "target": (Text(("here", "range")), "here"), "range": RANGE},
    "DAMAGE": {"target": TARGET, "range": RANGE},
    "ON_REAPPEAR": {"effects": None},
    "ATTACK": {"n": DELTA},
    "DICE": {"n": Whole(-4, 4)},
    "NO_WEAPON": {},
    "STRENGTH": {"n": DELTA},
    "DRAW": {"n": Whole(1, 10)},
    "MILL": {"n": Whole(1, 13)},
    "RECOVER": {"n": Whole(1, 5)},
    "DROID": {"n": (Whole(1, 5), 1), "target": TARGET, "range": RANGE},
    "OPERATE": {"n": Whole(1, 5)},
    "PROGRAM": {"n": Whole(1, 6), "effects": None},
    "INFECT": {"target": TARGET, "range": RANGE},
    "FLESH": {},
}
_SURVIVOR = {
    "MOVE": {"n": COUNT},
    "HEAL": {"target": (Text(("here", "self", "any")), "here")},
    "BANDAGE": {"rounds": Whole(1, 5)},
    "NOISE": {"target": Text(("here", "adjacent", "range", "all")), "range": RANGE},
    "ALARM": {"rounds": Whole(1, 5)},
    "REPAIR": {"n": Whole(1, 6), "checkmark": (Flag(), True)},
    "REFUEL": {},
    "REMOVE_BLOCK": {"target": (Text(("here", "adjacent")), "here")},
    "REMOVE_FEAR": {"target": (Text(("self", "here")), "self"), "n": (Whole(0, 3), 0)},
    "PASSAGE": {},
    "SHORTCUT": {},
    "ROPE": {},
    "KEY": {},
    "SECRET_MAP": {},
    "CAT": {},
    "GAIN": {"item": ITEM_ID},
    "DRAW_ITEM": {"deck": Text(SEARCH_DECKS), "n": Whole(1, 6), "keep": (Whole(0, 6), 1)},
    "LOCATE": {},
    "DISCARD": {"item": ITEM_ID},
    "CHARGE": {"item": ITEM_ID, "n": Whole(1, 10)},
    "COMBAT": {"plus": (Whole(-10, 30), 0), "times": (Whole(1, 3), 1)},
    "REROLL": {"n": (Whole(1, 4), 1)},
    "FIND": {"deck": Text(SEARCH_DECKS), "n": Whole(1, 10), "item": ITEM_ID, "plus": Whole(1, 30)},
    "HEALTH": {"n": Whole(-30, 0)},
}
_BOTH = {"MOD": {"stat": Text(STATS), "n": DELTA}}

KILLER_KEYWORDS = frozenset(_KILLER) | frozenset(_BOTH)
SURVIVOR_KEYWORDS = frozenset(_SURVIVOR) | frozenset(_BOTH)
NESTING = frozenset(kw for kw, params in {**_KILLER, **_SURVIVOR}.items() if "effects" in params)
FIGHT_ONLY = frozenset({"COMBAT", "REROLL"})        # a weapon, a fight, a tactic
SHOWDOWN_ONLY = frozenset({"FIND", "HEALTH"})     # a tactic (or a trait firing in the Showdown)
ATTACK_ONLY = frozenset({"ATTACK", "DICE", "NO_WEAPON"})  # attack cards, attack-time Killer traits


def _params() -> dict:
    """keyword -> params, both sides merged (MOVE is the same on both)."""
    merged: dict = {}
    for table in (_KILLER, _SURVIVOR, _BOTH):
        for kw, params in table.items():
            merged.setdefault(kw, {}).update(params)
    return merged


KEYWORDS = _params()
_SIMPLE = Tagged("kw", {kw: p for kw, p in KEYWORDS.items() if kw not in NESTING})
EFFECT = Tagged("kw", {kw: ({k: (Seq(_SIMPLE, 1, 10) if k == "effects" else v) for k, v in p.items()})
                       for kw, p in KEYWORDS.items()})
EFFECTS = Seq(EFFECT, 0, 12)


def ability(on_choices, on_default=None) -> Table:
    """An ability: when it fires (`on`), its conditions, its effects (EFFECTS.md, Abilities)."""
    on = Text(on_choices) if on_default is None else (Text(on_choices), on_default)
    return Table({
        "on": on, "effects": Seq(EFFECT, 1, 12), "name": (Text(max_len=80), ""),
        "at": (Text(LOCATION_KINDS), ""), "needs": (Seq(ITEM_ID, 1, 4), []), "armed": (Flag(), False),
        "once": (Text(ONCE, nonempty=False), ""), "level": (Whole(0, 10), 0),
    })


def walk(effects):
    """Every effect in a list, nested ones (DELAY, PROGRAM, ON_REAPPEAR) included, with its key suffix."""
    for i, eff in enumerate(effects):
        yield f"[{i}]", eff
        for j, inner in enumerate(eff.get("effects") or ()):
            yield f"[{i}].effects[{j}]", inner
