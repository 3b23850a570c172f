"""Setting up a Crimson Creek game: options, clue sleeves, the Search deck, the character records.

Characters are chosen (or dealt) and placed by the first ops of flow.py, so the opening is part of
the recorded game.
"""
from __future__ import annotations

from game.core.rng import Rng

from .content import load_content, possessed_of
from .info import CHARACTERS, DIFFICULTIES, SUPPORT_ONLY
from .maps import act_map
from .state import CState


def normalise_options(seats: int, options: dict | None) -> dict:
    opts = {"variant": "standard", "characters": "choose", "takeover": False, "three_survivor_trigger": 2}
    opts.update(options or {})
    if not 1 <= seats <= 6:
        raise ValueError("Crimson Creek takes 1 to 6 players")
    if opts["variant"] not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty (variant) {opts['variant']!r}: choose beginner, standard or advanced")
    if opts["characters"] not in ("choose", "random"):
        raise ValueError(f"unknown characters option {opts['characters']!r}: choose or random")
    t = opts["takeover"]
    opts["takeover"] = t if isinstance(t, bool) else str(t).lower() == "true"
    try:
        opts["three_survivor_trigger"] = int(opts["three_survivor_trigger"])
    except (TypeError, ValueError):
        raise ValueError("three_survivor_trigger must be 2 or 3") from None
    if opts["three_survivor_trigger"] not in (2, 3):
        raise ValueError("three_survivor_trigger must be 2 or 3")
    return opts


def new_state(seed: int, seats: int, options: dict | None) -> CState:
    opts = normalise_options(seats, options)
    content = load_content()
    # Every Act's map is read now (cached), so a broken one is refused, naming its file, key and line, before
    # the game starts (in the lobby, a loaded save, simulate), not mid-game when the board is set or an Act begins.
    for act in range(1, len(content.act_maps) + 1):
        act_map(act)
    rng = Rng(seed)
    clues = list(content.clue_order)
    rng.shuffle(clues)
    sleeves = clues[:2]
    search = ["handprint"] * content.handprints + ["blank"] * (content.search_cards - content.handprints)
    rng.shuffle(search)
    chars = {cid: {"loc": None, "alive": True, "scared": False, "seat": None, "on_board": False,
                   "hidden_at": None, "playable": cid in CHARACTERS} for cid in CHARACTERS + SUPPORT_ONLY}
    players = [{"seat": s, "char": None, "alive": True, "out": None, "elim": 0, "took_over": False,
                "tile": None, "swapped_with": [],
                "knows": {"peeks": {}, "clues": {}, "lair": None, "claims": [], "past": []}}
               for s in range(seats)]
    d = {
        "seats": seats, "options": opts, "chars": chars, "players": players,
        "clue_sleeves": sleeves, "possessed": possessed_of(*sleeves),
        "search": {"deck": search, "discard": []},
        "act": 1, "scene": 1, "attacks": 0, "act_locs": [], "flipped": [], "sleeves": {}, "lair": None,
        "revealed": {}, "lair_revealed": False, "reveal_deck": [], "attack_now": None,
        "attack": {"deck": [], "discard": [], "hatchets_drawn": [], "trigger": 3, "hatchets": 0, "calm": 0},
        "exposure": 0, "exposure_side": "act1", "center_peeks": content.center_peeks,
        "tiles": {t: {"holder": None, "locked": False, "used": False} for t in content.hiding},
        "public_peeks": [], "turn": {"seat": None, "used": [], "number": 0},
        "stack": [], "ops": [{"op": "choose_chars"}, {"op": "setup_board"}],
        "result": None, "steps": 0, "elim_count": 0, "accusations": {},
    }
    return CState(d, rng)
