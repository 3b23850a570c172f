"""Zombie's part of the shared search (game.ai.ismcts): what a seat remembers, sampling a whole hidden
state that agrees with its view, an evaluation for cutting playouts short, and a cheap playout policy.

Pure Python over the rules engine; this package never imports game.ai (the search imports this module).

What a seat may not know in Zombie: the other hands (their sizes are public), the draw pile's order
and contents, which cards were removed from the game (only their number is shown), and, in New
Victims, which Characters and Hideouts were swapped into the deck. Everything else, the table, the
discard pile, the pending effects and decisions (view["pending"]), is in the view.
"""
from __future__ import annotations

import marshal
import math
from collections import Counter

from game.core.rng import Rng

from ..content import load_content
from ..setup import deck_plan
from ..state import ZState

# A Hard seat's search runs this many iterations per decision (game.ai.ismcts; no clock is read unless a time
# budget is asked for): on a quiet machine a decision then takes about 0.3 s of CPU (p95 0.55 s),
# and its choices depend only on the seed, so a tournament measures the same Hard seat on any machine.
ITERATIONS = 150
_SWAP_KINDS = ("character", "hideout")  # what New Victims swaps (setup._build_deck)
_BOX_EVENTS = ("character_killed", "event_played", "hideout_destroyed")  # a card leaves the game


# -- memory: what the seat was shown ------------------------------------------------------------------
def new_memory(seat: int) -> dict:
    """`known`: the card id of every card uid this seat has been shown (so a card it saw keeps its
    face wherever it went); `box`: uids it saw leave the game; `reshuffles`: discard piles it saw
    shuffled into the draw pile (before the first one, the Hidden Bite is known to lie low in it)."""
    return {"seat": seat, "known": {}, "box": [], "reshuffles": 0}


def observe(memory: dict, events: list) -> None:
    known = memory["known"]
    for e in events:
        uid, card = e.get("uid"), e.get("card")
        if uid is not None and isinstance(card, str):
            known[uid] = card
        if e.get("uids") and e.get("cards") and len(e["uids"]) == len(e["cards"]):
            known.update(zip(e["uids"], e["cards"]))  # a seat's own draw, a discard
        kind = e.get("type")
        if kind in _BOX_EVENTS and uid is not None:
            memory["box"].append(uid)
        elif kind == "reshuffle":
            memory["reshuffles"] += 1


# -- the deck as set up -------------------------------------------------------------------------------
def _card_ids(view, known: dict, content, rng: Rng):
    """uid -> card id for the whole game, as setup numbers the cards (deck cards in file order, the
    Hidden Bites, then one Apartment Building per camp), with every uid the seat knows kept as it
    knows it; in New Victims the swaps it has not seen are sampled."""
    opts = view["options"]
    chosen, left_out = deck_plan(content, 4 if view["allied"] else view["seats"], opts["mortal"])
    deck = [cid for cid in chosen if cid != "hidden_bite"]
    n_deck = len(deck)
    cards = deck + ["hidden_bite"] * (len(chosen) - n_deck) + ["apartment_building"] * len(view["camps"])
    if opts["variant"] == "new_victims":
        inside = [u for u, cid in enumerate(deck) if content.cards[cid].type in _SWAP_KINDS]
        spare = Counter(cid for cid in left_out if content.cards[cid].type in _SWAP_KINDS)
        swaps = min(len(inside) // 2, sum(spare.values()))
        seen = {u for u in known if u < n_deck}
        for u in seen:
            if known[u] != cards[u]:
                swaps -= 1
                spare[known[u]] -= 1
        open_slots = [u for u in inside if u not in seen]
        rng.shuffle(open_slots)
        rest = list(Counter({k: v for k, v in spare.items() if v > 0}).elements())
        rng.shuffle(rest)
        for u, cid in zip(open_slots[:max(0, swaps)], rest):
            cards[u] = cid
    for u, cid in known.items():
        if u < len(cards):
            cards[u] = cid
    return cards, n_deck


def _bottom_size(view, content, n_deck: int, bites: int) -> int:
    """How many cards at the bottom of the first draw pile the Hidden Bite was shuffled into."""
    rest = max(0, n_deck - 5 * view["seats"])
    strain = content.strains.get(view["strain"]) if view["strain"] != "none" else None
    where = strain.setup.get("hidden_bite", "second_half") if strain else "second_half"
    if where == "anywhere":
        return rest + bites
    if where == "last_third":
        return rest // 3 + bites
    return rest // 2 + bites


# -- sampling a whole state -------------------------------------------------------------------------
def _copy(data):
    return marshal.loads(marshal.dumps(data))


def determinize(view: dict, memory: dict, rng: Rng) -> ZState:
    """A whole state that agrees with `view` and `memory`, every hidden part sampled with `rng`: the
    other hands, the draw pile (the Hidden Bite low in it until the first reshuffle), the removed
    cards this seat did not see go, New Victims' unseen swaps. Its own RNG is freshly seeded from `rng`."""
    content = load_content()
    seat = view["seat"]
    pending = view["pending"]
    known = dict(memory["known"])
    on_table = []  # uids the view places, with their ids
    for camp in view["camps"]:
        if camp["hideout"] is not None:
            on_table.append(camp["hideout"])
        on_table += [c for unit in camp["units"] for c in unit]
    on_table += [c for unit in view["city_center"]["units"] for c in unit] + list(view["hand"])
    for c in on_table:
        known[c["uid"]] = c["id"]
    known.update(dict(pending["card_ids"]))
    cards, n_deck = _card_ids(view, known, content, rng)
    placed = {c["uid"] for c in on_table} | {u for u, _ in pending["card_ids"]}

    by_id: dict = {}  # card id -> uids, the ones the seat saw first (so a seen card keeps its place)
    for u in list(known) + list(range(len(cards))):
        if u < len(cards):
            by_id.setdefault(cards[u], {})[u] = None

    def take(cid):  # an unplaced uid of this card
        for u in by_id.get(cid, ()):
            if u not in placed and cards[u] == cid:
                placed.add(u)
                return u
        # New Victims: a swap the sampler did not make. Take a card of the same type the seat never saw
        # (then, late in a game, any unseen card) and make it this one.
        kind = content.cards[cid].type
        for same_type in (True, False):
            for u in range(n_deck):
                if u not in placed and u not in known and (content.cards[cards[u]].type == kind or not same_type):
                    cards[u] = cid
                    placed.add(u)
                    return u
        raise ValueError(f"no card {cid!r} left to place")

    discard = [take(cid) for cid in view["discard"]]
    box = [u for u in dict.fromkeys(memory["box"]) if u not in placed]
    box += [u for u in range(len(cards)) if cards[u] == "apartment_building" and u not in placed and u not in box]
    if view["bite_played"]:  # a played Bite leaves the game (one found by the Returned Dead shows in the discard)
        box += [u for u in range(n_deck, len(cards)) if cards[u] == "hidden_bite" and u not in placed
                and u not in box]
    box = box[:view["removed_count"]]
    placed.update(box)
    pool = [u for u in range(len(cards)) if u not in placed]
    rng.shuffle(pool)
    while len(box) < view["removed_count"]:  # removals this seat never saw (a memory started mid-game)
        box.append(pool.pop())

    seats = view["seats"]
    hands = [[] for _ in range(seats)]
    hands[seat] = [c["uid"] for c in view["hand"]]
    stack = _copy(pending["stack"]) + [_copy(view["decision"]["frame"])] if view["decision"]["frame"] else []
    playable = [u for u in pool if content.cards[cards[u]].type != "event"]  # Events never stay in a hand
    for frame in stack:  # another seat's two-target card waiting for its second camp is in its hand
        if frame["t"] == "second_target" and frame.get("card") is None:
            two = [u for u in playable if content.cards[cards[u]].target == "two"
                   and content.cards[cards[u]].type == "action"]
            frame["card"] = two[0]
            playable.remove(two[0])
            hands[frame["seat"]].append(two[0])
    for s in range(seats):
        if s != seat:
            need = view["hand_counts"][s] - len(hands[s])
            hands[s] += playable[:need]
            del playable[:need]
    in_hands = {u for h in hands for u in h}
    draw = [u for u in pool if u not in in_hands]
    if len(draw) != view["draw_count"] or any(len(h) != n for h, n in zip(hands, view["hand_counts"])):
        raise ValueError("the view and memory do not add up to the game's cards")
    if memory["reshuffles"] == 0 and not view["bite_played"]:
        low = min(_bottom_size(view, content, n_deck, len(cards) - n_deck - len(view["camps"])), len(draw))
        for i in [i for i, u in enumerate(draw) if cards[u] == "hidden_bite"]:
            j = rng.randbelow(low) if low else 0
            draw[i], draw[j] = draw[j], draw[i]

    camps = []
    rotated = []
    for camp in view["camps"]:
        out = {"id": camp["id"], "owner": camp["owner"], "alive": camp["alive"], "phase": camp["phase"],
               "survivors": camp["survivors"], "units": [[c["uid"] for c in unit] for unit in camp["units"]],
               "hideout": camp["hideout"]["uid"] if camp["hideout"] else None, "zombie_chips": camp["zombie_chips"]}
        if camp["name"] != f"Camp {camp['id'] + 1}":
            out["name"] = camp["name"]
        camps.append(out)
        rotated += [c["uid"] for unit in camp["units"] for c in unit if c["rotated"]]
        if camp["hideout"] and camp["hideout"]["rotated"]:
            rotated.append(camp["hideout"]["uid"])
    cc = view["city_center"]
    rotated += [c["uid"] for unit in cc["units"] for c in unit if c["rotated"]]
    chips = content.chips
    total = sum(v * n for v, n in chips["core"].items())
    if view["options"]["mortal"]:
        total += sum(v * n for v, n in chips["mortal"].items())
    d = {
        "seats": seats, "options": dict(view["options"]), "strain": view["strain"], "allied": view["allied"],
        "cards": cards, "draw": draw, "discard": discard, "box": box, "hands": hands, "camps": camps,
        "cc_survivors": cc["survivors"], "cc_zombies": cc["zombies"],
        "cc_units": [[c["uid"] for c in unit] for unit in cc["units"]], "sporocarp": cc["sporocarp"],
        "chips_total": total, "dice": dict(view["dice"]), "turn": dict(view["turn"]), "stack": stack,
        "ops": _copy(pending["ops"]), "rotated": rotated, "chain": _copy(pending["chain"]),
        "result": _copy(view["result"]), "steps": 0, "bite_played": view["bite_played"],
    }
    state = ZState(d, Rng(rng.next_u64()))
    if stack and stack[-1]["t"] == "react":
        _requeue(state, stack[-1])
    return state


def _requeue(state, frame: dict) -> None:
    """The reaction window's queue is not shown, but it follows from public facts: the order the rules
    ask in (chain.refresh_queue, from hand sizes and powers in play) with the seats before the one now
    deciding already passed."""
    from ..chain import refresh_queue
    now = frame["seat"]
    refresh_queue(state)
    queue = frame["queue"]
    frame["queue"] = queue[queue.index(now):] if now in queue else [now] + queue
    frame["seat"] = now


# -- evaluation at the playout horizon ----------------------------------------------------------------
CHAR_WORTH = 3.0  # a character counts as this many survivors (it also carries powers)
INFECTED = 0.7  # a camp in the Infection phase keeps this share of its strength (it bleeds every turn)

# Each seat's chance to win is a conditional logit over the seats still standing: exp(w . features) over
# the sum of the same for every living seat. The weights were fitted on 64,000 positions (the start of
# every turn) of 800 games between Normal seats at 3-5 players, by maximum likelihood of the winner
# (log-likelihood per position -1.244, against -1.309 for the share of strength alone and -1.322 for
# a uniform guess). Strength is survivors plus CHAR_WORTH per character, scaled down when infected.
WEIGHTS = {"share": 5.498, "log_strength": -0.699, "leader": -0.194, "infected": 0.267, "survival_die": 0.034,
           "infection_die": 0.060, "characters": -0.167, "hand": -0.127, "hideout": 0.470, "no_hideout": -0.185,
           "survivor_share": 1.522, "leader_of_many": 0.122}


def _strength(camp: dict) -> float:
    if not camp["alive"]:
        return 0.0
    people = camp["survivors"] + CHAR_WORTH * sum(map(len, camp["units"]))
    return people * (INFECTED if camp["phase"] == "infection" else 1.0)


def values(state: ZState) -> list:
    """Each seat's chance to win, judged from the table (WEIGHTS); 0 for a seat with no camp left, the
    real result once the game is over."""
    d = state.d
    seats = d["seats"]
    if d["result"] is not None:
        winners = d["result"]["winners"]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
    strength, survivors, chars = [0.0] * seats, [0] * seats, [0] * seats
    infected, hideout, bare = [0] * seats, [0] * seats, [0] * seats
    mine = [[] for _ in range(seats)]
    cards = d["cards"]
    for camp in d["camps"]:
        if not camp["alive"]:
            continue
        s = camp["owner"]
        mine[s].append(camp["id"])
        strength[s] += _strength(camp)
        survivors[s] += camp["survivors"]
        chars[s] += sum(map(len, camp["units"]))
        infected[s] |= camp["phase"] == "infection"
        if camp["hideout"] is None:
            bare[s] += 1
        elif cards[camp["hideout"]] != "apartment_building":
            hideout[s] += 1
    total = sum(strength) or 1.0
    top = max(strength)
    alive = sum(1 for m in mine if m)
    dice = d["dice"]
    w = WEIGHTS
    scores = []
    for s in range(seats):
        if not mine[s]:
            scores.append(None)
            continue
        leader = 1.0 if strength[s] >= top else 0.0
        scores.append(w["share"] * strength[s] / total + w["log_strength"] * math.log1p(strength[s])
                      + w["leader"] * leader + w["infected"] * infected[s]
                      + w["survival_die"] * (dice["survival"] in mine[s]) + w["infection_die"] * (dice["infection"] in mine[s])
                      + w["characters"] * chars[s] + w["hand"] * len(d["hands"][s]) / 6.0
                      + w["hideout"] * hideout[s] + w["no_hideout"] * bare[s]
                      + w["survivor_share"] * survivors[s] / total + w["leader_of_many"] * leader * (alive > 2))
    best = max(x for x in scores if x is not None) if alive else 0.0
    weights = [0.0 if x is None else math.exp(x - best) for x in scores]
    norm = sum(weights) or 1.0
    return [x / norm for x in weights]


def value(state: ZState, seat: int) -> float:
    return values(state)[seat]


# -- a cheap playout policy ------------------------------------------------------------------------------
# What one unit of each effect does to the camp it hits, in survivors (negative: it helps that camp).
HARM = {"kill_survivors": 1.0, "lose_survivors": 1.0, "steal_survivors": 2.0, "move_survivors": 1.5,
        "kill_character": CHAR_WORTH, "steal_character": 2 * CHAR_WORTH, "destroy_hideout": 2.0,
        "swap_hideouts": 0.5, "discard_random": 0.7, "infection_die": 6.0, "gain_survivors": -1.0}
NOISE = 0.6  # playouts vary a little around the greedy choice


def _harm(card) -> float:
    total = 0.0
    for eff in card.effects:
        do = eff["do"]
        if do == "take_die":
            total += 6.0 if eff["die"] == "infection" else -4.0
        else:
            total += HARM.get(do, 0.0) * max(1, eff.get("n", 1))
    return total


def _scorer(state: ZState):
    """How the playout policy likes each choice of the seat deciding now (higher: better), cheaply and
    roughly as the table's Normal seats do: harm the strongest rival, strengthen its own camps, pass the
    Infection Die to the strongest and the Survival Die to the weakest, react only to save its own camps,
    never trade (a trade is a long detour of steps that rarely changes anything)."""
    d = state.d
    top = d["stack"][-1]
    seat = top["seat"]
    t = top["t"]
    camps = d["camps"]
    strength = [_strength(c) for c in camps]

    def threat(c):  # how much a harmful card on camp c helps this seat
        return (1.0 + strength[c] / 10.0) if camps[c]["owner"] != seat else -2.5

    if t == "action":
        def score(a):
            if a.kind == "play":
                card = state.card(a["card"])
                targets = a["targets"] or [c["id"] for c in camps if c["alive"] and not (
                    card.target == "all_other" and c["owner"] == seat)]
                if card.type == "action":
                    return _harm(card) * sum(threat(c) for c in targets)
                mine = camps[targets[0]]["owner"] == seat
                if card.type == "character":
                    return CHAR_WORTH + len(card.powers) if mine else -5.0
                return (1.0 + 2.0 * (camps[targets[0]]["hideout"] is None)) if mine else -1.0
            if a.kind == "discard":
                return -0.5 * len(a["cards"])
            return 0.0 if a.kind == "pass" else -1e9  # no trades
        return score
    if t == "react":
        return lambda a: (5.0 if a.get("protect") is not None and camps[a["protect"]]["owner"] == seat else
                          (0.0 if a.kind == "no_reaction" else -5.0))
    if t == "trade":
        return lambda a: 1.0 if a.kind == "decline_trade" else 0.0
    if t in ("trade_give", "trade_take", "trade_count"):
        return lambda a: 1.0 if a.kind == "back" else 0.0
    if t in ("pass_die", "zombie_pass_infection"):
        sign = 1.0 if top.get("die", "infection") == "infection" else -1.0
        return lambda a: sign * strength[a["to"]] - (100 if camps[a["to"]]["owner"] == seat else 0)
    if t == "event":
        return lambda a: threat(a["target"]) * 6
    if t in ("zombie_kill", "zombie_kill_char", "zombie_place_chip", "zombie_destroy_hideout"):
        return lambda a: strength[a["camp"]]
    if t == "second_target":
        return lambda a: -1e9 if a.kind == "back" else threat(a["camp"])
    if t == "zombie_play":
        return lambda a: sum(strength[c] for c in a["targets"])
    return lambda a: -1e9 if a.kind == "back" else 0.0


def rollout(state: ZState, legal: list, rng: Rng):
    """The playout policy: the best-liked choice (_scorer), give or take a little noise."""
    if len(legal) == 1:
        return legal[0]
    score = _scorer(state)
    best, top_score = legal[-1], -1e18
    for a in legal:
        v = score(a) + NOISE * rng.random()
        if v > top_score:
            best, top_score = a, v
    return best


def rank(state: ZState, legal: list) -> list:
    """The choices, best-liked first (ties keep the legal list's order): the order the search widens
    its root in, so a small budget spends itself on the plausible choices."""
    score = _scorer(state)
    return sorted(legal, key=score, reverse=True)
