"""Setting up a Zombie game: camps, the deck for the player count, the City Center, the dice."""
from __future__ import annotations

from game.core.rng import Rng

from .content import load_content
from .info import INFO, STRAINS
from .state import ZState


def deck_filter(players: int, mortal: bool) -> set:
    """Which bottom-left symbols are used: 2-3 open only, 4-6 open and closed, 7-8 everything."""
    if players >= 7:
        return {"all", "4+", "7+"}
    if players >= 4:
        return {"all", "4+"}
    return {"all"}


def normalise_options(seats: int, options: dict | None) -> dict:
    opts = {"variant": "standard", "strain": "none", "mortal": False}
    opts.update(options or {})
    if opts["variant"] not in ("standard", "allied_camps", "new_victims"):
        raise ValueError(f"unknown variant {opts['variant']!r}")
    if not 2 <= seats <= 8:
        raise ValueError("Zombie: Survival Infection takes 2 to 8 players")
    if opts["variant"] == "allied_camps" and seats > 3:
        raise ValueError("Allied Camps is for 2 or 3 players")
    if opts["variant"] == "new_victims" and seats > 6:
        raise ValueError("New Victims is for 2 to 6 players")
    if seats >= 7:
        opts["mortal"] = True  # 7-8 players need the Mortal Reckoning chips and camps
    opts["mortal"] = bool(opts["mortal"]) if not isinstance(opts["mortal"], str) else opts["mortal"] == "true"
    problem = INFO.setup_problem(seats, opts["variant"], opts)
    if problem:
        raise ValueError(problem)
    if opts["strain"] not in ("none", "random") + STRAINS:
        raise ValueError(f"unknown ZombiE Strain {opts['strain']!r}")
    return opts


def deck_plan(content, players: int, mortal: bool):
    """(chosen, left_out) card ids of the deck for this many players, before New Victims swaps
    (the Hard seat's sampler rebuilds the set-up from it too)."""
    symbols = deck_filter(players, mortal)
    chosen, left_out = [], []
    for cid in content.deck_ids:
        card = content.cards[cid]
        if card.set == "mortal" and not mortal:
            continue
        (chosen if card.players in symbols else left_out).extend([cid] * card.count)
    return chosen, left_out


def _build_deck(content, players_for_deck: int, mortal: bool, new_victims: bool, rng: Rng) -> list:
    chosen, left_out = deck_plan(content, players_for_deck, mortal)
    if new_victims:
        # designed: New Victims swaps, one for one, up to half of the deck's Characters and Hideouts
        # for ones that only larger player counts use (the rulebook recommends one-for-one swaps).
        kinds = ("character", "hideout")
        inside = [i for i, cid in enumerate(chosen) if content.cards[cid].type in kinds]
        outside = [cid for cid in left_out if content.cards[cid].type in kinds]
        rng.shuffle(inside)
        rng.shuffle(outside)
        for i, cid in zip(inside[: len(inside) // 2], outside):
            chosen[i] = cid
    return chosen


def new_state(seed: int, seats: int, options: dict | None) -> ZState:
    opts = normalise_options(seats, options)
    content = load_content()
    rng = Rng(seed)
    allied = opts["variant"] == "allied_camps"
    n_camps = seats * 2 if allied else seats
    strain = opts["strain"]
    if strain == "random":
        strain = STRAINS[rng.randbelow(len(STRAINS))]
    strain_def = content.strains.get(strain) if strain != "none" else None

    # Allied Camps uses the 4-6 player deck.
    deck_ids = _build_deck(content, 4 if allied else seats, opts["mortal"], opts["variant"] == "new_victims", rng)
    cards = [cid for cid in deck_ids if cid != "hidden_bite"]
    n_bites = len(deck_ids) - len(cards)
    card_list: list = []  # uid -> card id

    def new_uid(cid):
        card_list.append(cid)
        return len(card_list) - 1

    uids = [new_uid(cid) for cid in cards]
    bite_uids = [new_uid("hidden_bite") for _ in range(n_bites)]
    rng.shuffle(uids)

    hands = [[] for _ in range(seats)]
    for _ in range(5):
        for seat in range(seats):
            if uids:
                hands[seat].append(uids.pop())
    # The draw deck is a list whose END is the top. Split the rest in two, shuffle the Bite into
    # the second (bottom) pile, put the first pile on top.
    where = (strain_def.setup.get("hidden_bite", "second_half") if strain_def else "second_half")
    if where == "anywhere":
        bottom, top = uids + bite_uids, []
    elif where == "last_third":
        cut = len(uids) // 3
        bottom, top = uids[:cut] + bite_uids, uids[cut:]
    else:
        half = len(uids) // 2
        bottom, top = uids[:half] + bite_uids, uids[half:]
    rng.shuffle(bottom)
    draw = bottom + top

    camps = []
    for c in range(n_camps):
        camps.append({
            "id": c, "owner": c % seats, "alive": True, "phase": "survival", "survivors": 0,
            "units": [], "hideout": new_uid("apartment_building"), "zombie_chips": 0,
        })

    chips = content.chips
    total = sum(v * n for v, n in chips["core"].items())
    if opts["mortal"]:
        total += sum(v * n for v, n in chips["mortal"].items())
    base = chips["mortal_base_players"] if opts["mortal"] else chips["base_players"]
    for camp in camps:
        camp["survivors"] = chips["start_per_camp"]
    # Rulebook: one 10 and three 5s flip for each PLAYER under 6 (8 with Mortal Reckoning); with
    # Allied Camps that still counts players, not camps.
    flipped = max(0, base - seats) * (10 * chips["flip_tens"] + 5 * chips["flip_fives"])
    extra = strain_def.setup.get("extra_zombie_chips", 0) if strain_def else 0
    cc_total = total - chips["start_per_camp"] * n_camps
    flipped = min(cc_total, flipped + extra)

    d = {
        "seats": seats, "options": opts, "strain": strain, "allied": allied,
        "cards": card_list, "draw": draw, "discard": [], "box": [], "hands": hands,
        "camps": camps, "cc_survivors": cc_total - flipped, "cc_zombies": flipped, "cc_units": [],
        "sporocarp": 0, "chips_total": total,
        "dice": {"base": 0, "survival": 0, "infection": None, "survival_removed": False},
        "turn": {"camp": 0, "step": "start", "number": 1, "traded": False, "events_played": 0},
        "stack": [], "ops": [], "rotated": [], "chain": None, "result": None, "steps": 0, "bite_played": False,
    }
    return ZState(d, rng)
