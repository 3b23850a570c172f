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


def item(name, deck, count=1, **kw):
    base = {"name": name, "deck": deck, "count": count, "noise": False, "kind": "item", "use": None,
            "infinite": False, "weapon": None, "effects": [], "icons": []}
    base.update(kw)
    return base


ITEMS = {
    "whiskey_bottle": item("Whiskey Bottle", "discover", 3, use="extra", icons=["noise"],
                           effects=[{"kw": "NOISE", "where": "adjacent"}]),
    "firecracker": item("Firecracker", "discover", 1, use="extra", icons=["noise", "fire"],
                        effects=[{"kw": "FIRECRACKER"}]),
    "alarm_clock": item("Alarm Clock", "discover", 1, use="extra", icons=["noise"], effects=[{"kw": "ALARM"}]),
    "cat": item("A Cat!", "discover", 1, kind="cat", noise=True),
    "fuel": item("Fuel", "discover", 2, kind="fuel", icons=["fire"]),
    "discover_key": item("Key", "discover", 2, kind="key", noise=True),
    "secret_map": item("Secret Map", "discover", 1, kind="secret_map"),
    "rope": item("Rope", "discover", 1, use="extra", effects=[{"kw": "ROPE"}]),
    "flashlight": item("Flashlight", "discover", 2, use="extra", effects=[{"kw": "PASSAGE"}]),
    "toolbox": item("Toolbox", "discover", 1, use="special", icons=["blade"], effects=[{"kw": "REPAIR", "n": 2}]),
    "herbal_medicine": item("Herbal Medicine", "discover", 2, use="special", icons=["mystic"],
                            effects=[{"kw": "HEAL"}]),
    "key": item("Key", "key", 8, kind="key", noise=True),
    "bottom_key": item("Key", "key", 1, kind="key", bottom=True),
    "rusty_pipe": item("Rusty Pipe", "key", 2, use="weapon", weapon={"add": 1}, icons=["blade"], noise=True),
    "first_aid": item("First Aid Kit", "medical", 6, use="special", effects=[{"kw": "HEAL"}]),
    "sedative": item("Sedative", "medical", 4, use="weapon", weapon={"add": 1}, icons=["mystic"]),
    "hatchet": item("Hatchet", "weapon", 3, use="weapon", weapon={"add": 2}, icons=["blade"]),
    "stun_gun": item("Stun Gun", "weapon", 3, use="weapon", weapon={"add": 2}, icons=["fire"], noise=True),
    "revolver": item("Revolver", "weapon", 2, use="weapon", weapon={"add": 0, "dice_x": 2, "needs": "ammo_pack"},
                     icons=["noise"], noise=True),
    "ammo_pack": item("Ammo Pack", "weapon", 2),
    "wrench": item("Zach's Wrench", "character", 1, use="extra", infinite=True, icons=["blade"],
                   effects=[{"kw": "REPAIR", "n": 1, "counts": False}]),
    "notebook": item("Evelyn's Notebook", "character", 1),
}


def skill(name, speed, effects, cost=0):
    return {"name": name, "speed": speed, "cost": cost, "effects": effects}


SKILLS = {
    "pursue": skill("Pursue", "fast", [{"kw": "MOVE", "n": 1}]),
    "recharge": skill("Recharge", "slow", [{"kw": "DELAY", "effects": [{"kw": "MOVE", "n": 1}]}]),
    "cloaking": skill("Cloaking", "special", [{"kw": "STEALTH", "n": 2}]),
    "listen": skill("Listen", "fast", [{"kw": "SENSE", "zone": "choose"}], cost=1),
    "dread": skill("Dread", "slow", [{"kw": "FEAR", "range": 1}]),
    "barricade": skill("Barricade", "slow", [{"kw": "BLOCK", "n": 2}]),
    "lunge": skill("Lunge", "special", [{"kw": "MOVE", "n": 2}, {"kw": "SEARCH"}]),
    "spear_gun": skill("Guided Spear-Gun", "attack", [{"kw": "STRENGTH", "n": 2}], cost=1),
}

CONTENT = SimpleNamespace(
    items=ITEMS,
    skills=SKILLS,
    survivors={
        "evelyn": {"name": "Evelyn", "health": 2, "items": ["notebook"], "ability": "bandage"},
        "roy": {"name": "Roy", "health": 2, "items": [], "ability": "close_quarters"},
        "zach": {"name": "Zach", "health": 2, "items": ["wrench"], "ability": "wrench"},
        "quinto": {"name": "Quinto", "health": 2, "items": [], "ability": "shortcut"},
        "victoria": {"name": "Victoria", "health": 2, "items": [], "ability": "gadget"},
    },
    killers={"orion": {"name": "Orion", "strength": 4, "max_level": 4,
                       "levels": {"2": {"strength": 1}, "3": {"strength": 1}, "4": {"strength": 1}},
                       "deck": ["pursue"] * 3 + ["recharge"] * 2 + ["cloaking"] * 2 + ["listen"] * 2
                       + ["dread", "barricade", "lunge"],
                       "ultimate": {"spear_gun": 3}}},
    analysis=[
        {"id": "a1", "weakness": "noise", "second": "tool", "tactic": {"show": ["toolbox"], "add": 3,
                                                                        "at": "mystic", "at_add": 4}},
        {"id": "a2", "weakness": "blade", "second": "knowledge", "tactic": {"show": ["herbal_medicine"], "add": 1,
                                                                            "at": "mystic", "at_add": 4}},
        {"id": "a3", "weakness": "fire", "second": "mystic", "tactic": {"show": [], "add": 0, "at": "tool",
                                                                        "at_add": 5}},
        {"id": "a4", "weakness": "mystic", "second": "tool", "tactic": {"show": ["fuel"], "add": 6}},
    ],
    combat_die=(0, 0, 1, 1, 2, 2),
)

BOARD = Board()


def install():
    sources.install_board(MAP, BOARD)
    sources.install_content(CONTENT)


OPTIONS = {"map": MAP, "survivors": "evelyn,roy,zach"}


def uninstall():
    sources.install_board(MAP, None)
    sources.install_content(None)


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
