"""A small Polar Station and a small card set in the shapes the engine reads (see
game/games/terrorscape/sources.py), used until tsmap's board.py and tscards' content.py land.

The map keeps every fact the rulebook names: Platform (G1) within 1 of Alley, Passageway, Mess Hall
and Hydroponics Lab; Crew Quarter (G5, Main Exit) and Research Lab share a secret passage; Research
Lab-Storage and Crew Quarter-Medical Bay are doors; a one-way route runs Research Lab -> Alley;
Loading Dock (R3) is the Hidden Exit.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from types import SimpleNamespace

from game.games.terrorscape import sources

MAP = "fixture_station"


@dataclass(frozen=True)
class Location:
    code: str
    name: str
    zone: str
    kinds: frozenset = field(default_factory=frozenset)
    elevated: bool = False


LOCS = [
    ("G1", "Platform", "green", ()), ("G2", "Hydroponics Lab", "green", ("tool",)),
    ("G3", "Greenhouse", "green", ("key",)), ("G4", "Medical Bay", "green", ("medical",)),
    ("G5", "Crew Quarter", "green", ("main_exit", "key")),
    ("R1", "Alley", "red", ()), ("R2", "Research Lab", "red", ("knowledge",)),
    ("R3", "Loading Dock", "red", ("hidden_exit", "vehicle")), ("R4", "Storage", "red", ("key",)),
    ("B1", "Passageway", "blue", ()), ("B2", "Mess Hall", "blue", ("weapon",)),
    ("B3", "Radio Station", "blue", ("radio",)), ("B4", "Chapel", "blue", ("mystic",)),
]
EDGES = [  # (a, b, kind): a one-way edge runs a -> b
    ("G1", "R1", "opening"), ("G1", "B1", "door"), ("G1", "B2", "opening"), ("G1", "G2", "door"),
    ("G2", "G3", "door"), ("G3", "G4", "opening"), ("G4", "G5", "door"), ("G5", "R2", "secret"),
    ("R2", "R4", "door"), ("R2", "R1", "oneway"), ("R1", "R3", "door"), ("R3", "R4", "opening"),
    ("B1", "B3", "door"), ("B2", "B4", "door"), ("B3", "B4", "opening"), ("G5", "B3", "door"),
    ("R4", "B4", "door"),
]


class Board:
    def __init__(self):
        self._locs = {c: Location(c, n, z, frozenset(k)) for c, n, z, k in LOCS}
        self.codes = tuple(c for c, *_ in LOCS)
        self.zones = {}
        for c, _, z, _ in LOCS:
            self.zones.setdefault(z, ())
            self.zones[z] += (c,)
        self._links = {c: [] for c in self.codes}
        for a, b, kind in EDGES:
            self._links[a].append((b, kind, True))
            self._links[b].append((a, kind, kind != "oneway"))
        self._links = {c: tuple(v) for c, v in self._links.items()}
        self._dist = {c: self._bfs(c) for c in self.codes}

    def loc(self, code):
        return self._locs[code]

    def links(self, code):
        return self._links[code]

    def _bfs(self, start):
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for other, kind, _ in self._links[here]:
                if kind != "secret" and other not in dist:
                    dist[other] = dist[here] + 1
                    todo.append(other)
        return dist

    def distance(self, a, b):
        return self._dist[a][b]

    def within(self, code, r):
        return frozenset(c for c, n in self._dist[code].items() if n <= r)


def E(kw, **params):
    return {"kw": kw, **params}


def U(on, *effects, at="", needs=(), armed=False, once="", level=0, name=""):
    """An ability as tscards' content gives it (data/EFFECTS.md, "Abilities")."""
    return {"on": on, "effects": list(effects), "at": at, "needs": list(needs), "armed": armed, "once": once,
            "level": level, "name": name}


def item(id_, name, deck, count=1, uses=(), **kw):
    base = {"id": id_, "name": name, "deck": deck, "count": count, "noise": False, "icons": [], "infinite": False,
            "charges": 0, "marked": False, "text": name, "uses": list(uses), "special": ""}
    base.update(kw)
    return base


WEAPON = lambda plus=0, times=1, **cond: U("weapon", E("COMBAT", plus=plus, times=times), **cond)  # noqa: E731

ITEM_LIST = [
    item("whiskey_bottle", "Whiskey Bottle", "discover", 3, [U("extra_action", E("NOISE", target="adjacent"))],
         icons=["noise"]),
    item("firecracker", "Firecracker", "discover", 1, [U("extra_action", E("NOISE", target="all"))],
         icons=["noise", "fire"]),
    item("alarm_clock", "Alarm Clock", "discover", 1, [U("extra_action", E("ALARM", rounds=2))], icons=["noise"]),
    item("the_cat", "A Cat!", "discover", 1, [U("drawn", E("CAT"))], noise=True, special="cat_stroke"),
    item("fuel", "Fuel", "discover", 2, [U("special_action", E("REFUEL"))], icons=["fire"]),
    item("discover_key", "Key", "discover", 2, [U("gain", E("KEY"))], noise=True),
    item("secret_map", "Secret Map", "discover", 1, [U("always", E("SECRET_MAP"))]),
    item("rope", "Rope", "discover", 1, [U("extra_action", E("ROPE"))]),
    item("flashlight", "Flashlight", "discover", 2, [U("extra_action", E("PASSAGE"), at="secret_passage")]),
    item("toolbox", "Toolbox", "discover", 1, [U("special_action", E("REPAIR", n=2, checkmark=True))],
         icons=["shock"]),
    item("herbal_medicine", "Herbal Medicine", "discover", 2, [U("special_action", E("HEAL", target="here"))],
         icons=["toxin"]),
    item("energy_drink", "Energy Drink", "discover", 1, [U("extra_action", E("MOVE", n=1))]),
    item("key", "Key", "key", 8, [U("gain", E("KEY"))], noise=True),
    item("marked_key", "Key", "key", 1, [U("gain", E("KEY"))], marked=True),
    item("rusty_pipe", "Rusty Pipe", "key", 2, [WEAPON(1)], icons=["shock"], noise=True),
    item("first_aid", "First Aid Kit", "medical", 6, [U("special_action", E("HEAL", target="here"))]),
    item("sedative", "Sedative", "medical", 4, [WEAPON(1)], icons=["toxin"]),
    item("hatchet", "Hatchet", "weapon", 3, [WEAPON(2)]),
    item("stun_gun", "Stun Gun", "weapon", 3, [WEAPON(2)], icons=["shock"], noise=True),
    item("revolver", "Revolver", "weapon", 2,
         [U("weapon", E("COMBAT", plus=0, times=2), E("DISCARD", item="ammo_pack"), needs=["ammo_pack"]),
          WEAPON(0)], icons=["noise"], noise=True),
    item("ammo_pack", "Ammo Pack", "weapon", 2),
    item("wrench", "Zach's Wrench", "character", 1,
         [U("extra_action", E("REPAIR", n=1, checkmark=False), once="turn")], infinite=True, icons=["shock"]),
    item("gadget", "Victoria's Gadget", "character", 1, [WEAPON(3), U("extra_action", E("LOCATE"))], charges=4),
]
ITEMS = {i["id"]: i for i in ITEM_LIST}


def skill(id_, name, speed, effects, cost=0, count=1, unlock=0, requires=""):
    return {"id": id_, "killer": "orion", "name": name, "count": count, "speed": speed, "cost": cost,
            "unlock": unlock, "requires": requires, "text": name, "effects": effects}


SKILLS = {s["id"]: s for s in [
    skill("pursue", "Pursue", "fast", [E("MOVE", n=1)], count=3),
    skill("recharge", "Recharge", "slow", [E("DELAY", effects=[E("MOVE", n=1)], target="here", range=None)],
          count=2),
    skill("cloaking", "Cloaking", "special", [E("STEALTH", n=2, to=None, range=None)], count=2),
    skill("listen", "Listen", "fast", [E("SENSE", target="zone", range=None)], cost=1, count=2),
    skill("dread", "Dread", "slow", [E("FEAR", target="range", range=1, n=1)]),
    skill("barricade", "Barricade", "slow", [E("BLOCK", n=2, target="any", range=None)]),
    skill("lunge", "Lunge", "special", [E("MOVE", n=2), E("SEARCH")]),
    skill("spear_gun", "Guided Spear-Gun", "attack", [E("ATTACK", n=2)], cost=1, unlock=3),
]}


def tactic(*abilities):
    return [dict(a, on="showdown") for a in abilities]


CONTENT = SimpleNamespace(
    items=ITEMS,
    skills=SKILLS,
    survivors={
        "evelyn": {"id": "evelyn", "name": "Evelyn", "health": 2, "inventory": 3, "start_items": [], "text": "",
                   "abilities": [U("special_action", E("BANDAGE", rounds=2), name="Bandaged Up")]},
        "roy": {"id": "roy", "name": "Roy", "health": 2, "inventory": 3, "start_items": [], "text": "",
                "abilities": [U("fight", E("COMBAT", plus=1, times=1), armed=True, name="Close Quarters")]},
        "zach": {"id": "zach", "name": "Zach", "health": 2, "inventory": 3, "start_items": ["wrench"], "text": "",
                 "abilities": [U("always", E("MOD", stat="repair", n=1), level=3, name="Handyman")]},
        "quinto": {"id": "quinto", "name": "Quinto", "health": 2, "inventory": 3, "start_items": [], "text": "",
                   "abilities": [U("always", E("SHORTCUT"), name="There's a Shortcut")]},
        "victoria": {"id": "victoria", "name": "Victoria", "health": 2, "inventory": 3, "start_items": [],
                     "text": "", "abilities": [U("special_action", E("GAIN", item="gadget"), at="knowledge",
                                                 once="game", name="Experimental Gadget")]},
    },
    killers={"orion": {"id": "orion", "name": "Orion", "strength": 4, "max_level": 4, "tokens": {"delay": 1},
                       "levels": {lv: {"level": lv, "text": "", "effects": [E("STRENGTH", n=1)]} for lv in (2, 3, 4)},
                       "deck": [s["id"] for s in SKILLS.values() if not s["unlock"] for _ in range(s["count"])],
                       "ultimate": {"spear_gun": 3}}},
    analysis=(
        {"id": "a1", "weakness": "noise", "location": "tool", "text": "Toolbox +3; in a Mystic place +4",
         "tactic": tactic(U("showdown", E("COMBAT", plus=3, times=1), needs=["toolbox"]),
                          U("showdown", E("COMBAT", plus=4, times=1), at="mystic"))},
        {"id": "a2", "weakness": "shock", "location": "knowledge", "text": "Herbal Medicine +1; Mystic +4",
         "tactic": tactic(U("showdown", E("COMBAT", plus=1, times=1), needs=["herbal_medicine"]),
                          U("showdown", E("COMBAT", plus=4, times=1), at="mystic"))},
        {"id": "a3", "weakness": "fire", "location": "mystic", "text": "In a Tool place +5",
         "tactic": tactic(U("showdown", E("COMBAT", plus=5, times=1), at="tool"))},
        {"id": "a4", "weakness": "toxin", "location": "tool", "text": "The Killer's health -5",
         "tactic": tactic(U("showdown", E("HEALTH", n=-5)))},
        {"id": "a5", "weakness": "noise", "location": "mystic",
         "text": "Show a Toolbox and a Firecracker: draw 6 discover cards; a Fuel among them +6",
         "tactic": tactic(U("showdown", E("FIND", deck="discover", n=6, item="fuel", plus=6),
                            needs=["toolbox", "firecracker"]))},
    ),
    combat={"dice": 4, "faces": (0, 0, 1, 1, 2, 2)},
    combat_die=(0, 0, 1, 1, 2, 2),
)

BOARD = Board()


def declare_choice(option_ids, value, on: bool = True) -> None:
    """The game checks its options against the choices it declares (game.core.options_check): while a test's
    own map or Killer is installed, Terrorscape's declaration names it too (and no longer once it is not)."""
    from dataclasses import replace

    from game.games.terrorscape.info import INFO

    out = []
    for o in INFO.options:
        if o.id in option_ids:
            rest = tuple(c for c in o.choices if c != value)
            o = replace(o, choices=rest + ((value,) if on else ()))
        out.append(o)
    object.__setattr__(INFO, "options", tuple(out))  # INFO is frozen: the test's own widening, undone after


def _declare_map(on: bool) -> None:
    declare_choice(("map",), MAP, on)


def install():
    sources.install_board(MAP, BOARD)
    sources.install_content(CONTENT)
    _declare_map(True)


OPTIONS = {"map": MAP, "survivors": "evelyn,roy,zach"}


def uninstall():
    sources.install_board(MAP, None)
    sources.install_content(None)
    _declare_map(False)


try:
    import pytest

    @pytest.fixture(autouse=True)
    def fixture_world():
        """The fixture map and cards for one test (import this name into a test module)."""
        install()
        yield
        uninstall()
except ImportError:  # pragma: no cover
    pass


def new(seed=1, seats=2, **options):
    from game.games.terrorscape.rules import RULES
    return RULES.new_game(seed, seats, {**OPTIONS, **options})


def jump(state, phase, queue=(), **killer):
    """Lay out a position: clear the decisions, go to `phase` of the round and run on from there."""
    from game.games.terrorscape import flow
    d = state.d
    d["stack"].clear()
    d["queue"] = list(queue)
    d["fx"].clear()
    d["phase"] = phase
    d["killer"].update(killer)
    events = []
    flow.advance(state, events)
    state.changed()
    return events


class ScriptedRng:
    """Stands in for the state's RNG where a test needs given dice: randbelow returns the scripted
    indexes in order (die faces (0, 0, 1, 1, 2, 2): index 4 is a 2, index 2 a 1, index 0 a 0)."""

    def __init__(self, picks):
        self.picks = list(picks)

    def randbelow(self, n):
        return self.picks.pop(0)

    def shuffle(self, items):
        pass

    def clone(self):
        return ScriptedRng(self.picks)

    @property
    def state(self):
        return 0
