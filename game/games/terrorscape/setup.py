"""Setting up a Terrorscape 2 game (the rulebook's Setup section), for 2 to 6 players (variants.py seats them).

Survivors start at the Main Exit, the Killer at the Hidden Exit; the four item decks shuffled with
the key-backed card at the bottom of the key deck; one analysis card drawn unseen into the Device;
the Killer's deck shuffled without its ultimate card(s), two cards drawn; level 1, starting strength.
"""
from __future__ import annotations

from game.core.rng import Rng

from . import infection, sources, traits, variants, variants_double, variants_separate
from .info import DEFAULT_SURVIVORS, KILLER_IDS, SURVIVOR_IDS
from .state import TState

DECKS = ("discover", "key", "medical", "weapon")


def normalise_options(seats: int, options: dict | None, rng: Rng) -> dict:
    opts = {"variant": "standard", "killer": "orion", "survivors": "random", "map": "terrorscape_polar_station"}
    opts.update(options or {})
    variants.check_seats(seats, opts)
    if opts["killer"] not in KILLER_IDS:
        raise ValueError(f"unknown Killer {opts['killer']!r}: choose {', '.join(KILLER_IDS)}")
    chosen = opts["survivors"]
    if chosen == "random":
        pool = list(SURVIVOR_IDS)
        rng.shuffle(pool)
        chosen = sorted(pool[:3], key=SURVIVOR_IDS.index)
    elif isinstance(chosen, str):
        chosen = [c.strip() for c in chosen.split(",") if c.strip()]
    chosen = list(chosen or DEFAULT_SURVIVORS)
    if len(chosen) != 3 or len(set(chosen)) != 3 or any(c not in SURVIVOR_IDS for c in chosen):
        raise ValueError(f"choose three different Survivors from {', '.join(SURVIVOR_IDS)}")
    opts["survivors"] = ",".join(chosen)
    return opts


def find_code(board, kind: str) -> str:
    for code in board.codes:
        if kind in board.loc(code).kinds:
            return code
    raise ValueError(f"the map has no {kind.replace('_', ' ')} location")


def deck_uids(content, deck: str) -> list:
    """The cards of an item deck, "<id>.<copy>", in the content's order."""
    return [f"{cid}.{i}" for cid, item in content.items.items() if item["deck"] == deck
            for i in range(item["count"])]


def build_deck(content, deck: str, rng: Rng) -> list:
    """Shuffled, with the marked key (the key illustration on its back) at the bottom."""
    cards, bottom = [], []
    for uid in deck_uids(content, deck):
        (bottom if content.items[uid.rsplit(".", 1)[0]].get("marked") else cards).append(uid)
    rng.shuffle(cards)
    return bottom + cards  # the deck is drawn from the end: the bottom card comes last


def new_killer(content, kid: str, seat: int, loc: str, rng: Rng) -> dict:
    """A Killer at the start: its deck shuffled without the ultimate card(s), two cards drawn, level 1,
    its starting strength, at `loc` (the Hidden Exit)."""
    kinfo = content.killers[kid]
    kdeck = [f"{c}.{i}" for i, c in enumerate(kinfo["deck"])]
    rng.shuffle(kdeck)
    hand = [kdeck.pop(), kdeck.pop()]
    return {"id": kid, "seat": seat, "loc": loc, "stealth": False, "seen": loc,
            "hand": hand, "deck": kdeck, "discard": [], "fsa": [], "level": 1, "strength": kinfo["strength"],
            "locked": [f"{c}.u" for c in kinfo["ultimate"]], "delay": [], "actions": 0, "on_reappear": []}


def new_state(seed: int, seats: int, options: dict | None) -> TState:
    rng = Rng(seed)
    opts = normalise_options(seats, options, rng)
    content = sources.content()
    board = sources.board(opts["map"])
    main_exit, hidden_exit = find_code(board, "main_exit"), find_code(board, "hidden_exit")
    killer_seats, controllers = variants.seat_plan(seats, opts)
    surv = {}
    for slot, char in enumerate(opts["survivors"].split(",")):
        info = content.survivors[char]
        surv[char] = {"slot": slot, "seat": controllers[slot][0], "seats": controllers[slot], "loc": main_exit,
                      "health": info["health"],
                      "fear": 0, "out": None, "bandage": 0,
                      "items": [f"{i}.0" for i in info.get("start_items", ())]}
    decks = {name: build_deck(content, name, rng) for name in DECKS}
    analysis = [a["id"] for a in content.analysis]
    device = rng.choice(analysis)
    killer = new_killer(content, opts["killer"], killer_seats[0], hidden_exit, rng)
    d = {
        "seats": seats, "options": opts, "surv": surv, "killer": killer,
        "decks": decks, "discards": {name: [] for name in DECKS},
        "keys": 0, "radio": 0, "vehicle": 0, "fuel": False, "rescue": None, "repaired": [],
        "blocks": [], "ropes": [], "noise": [], "noise_known": [], "firecracker": False,
        "cat": None, "alarm": None, "device": {"card": device, "stage": 0},
        "charges": {}, "once_game": [], "once_turn": [],
        "sightings": [], "round": 1, "phase": "s_start", "queue": [], "waits": 0, "done": [],
        "stack": [], "fx": [], "enc": None, "showdown": None, "result": None, "steps": 0,
    }
    state = TState(d, rng)
    if opts.get("separate_ways"):
        variants_separate.setup(state)  # Variant 2: the first Survivor token, keys of one's own
    if opts.get("double_trouble"):
        variants_double.setup(state, killer_seats[1], hidden_exit, new_killer)  # Variant 3: the second Killer
    for k in variants_double.killers(state):  # the Parasitoid's Infection (either Killer of Double Trouble)
        if content.killers[k["id"]].get("special") == "infection":
            d["infect"] = infection.new_infection(content.killers[k["id"]])
    if traits.enabled(state):
        traits.begin(state)  # Variant 1: the first decisions are the trait picks
    return state
